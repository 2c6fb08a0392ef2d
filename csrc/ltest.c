/* ltest.c -- zklock.core._test: the hooks specs and the chaos suite use to reach paths no fault from
 * outside can time (a lost reply, a delete that cannot be sent, a skewed or drifting clock). */
#include "lzkl.h"

#include <stdlib.h>

static int set_test(lua_State *L, int which) {
  lsession *s = zkl_open_session(L, 1);
  zkl_session_test(s->S, which, (int)luaL_checkinteger(L, 2));
  return 0;
}

/* drop_create_replies(session, n): the next n create replies of lock nodes are taken as lost */
static int t_drop_creates(lua_State *L) { return set_test(L, ZKL_TEST_DROP_CREATES); }
/* fail_deletes(session, n): the next n lock-node deletes of the session cannot be sent */
static int t_fail_deletes(lua_State *L) { return set_test(L, ZKL_TEST_FAIL_DELETES); }
/* drop_stats(session, n): the next n stat replies of lock nodes are taken as lost (a disconnect
 * between a found node's lookup and its stat) */
static int t_drop_stats(lua_State *L) { return set_test(L, ZKL_TEST_DROP_STATS); }
/* no_refresh(session, n): while n is not 0 the timer sends no refresh (what else proves the holds
 * shows: a write of the session's own) */
static int t_no_refresh(lua_State *L) { return set_test(L, ZKL_TEST_NO_REFRESH); }
/* stale_reads(session, n): the next n lost-create lookups are answered as a server that has not
 * applied this session's creates would, unless a sync of the directory was answered first */
static int t_stale_reads(lua_State *L) { return set_test(L, ZKL_TEST_STALE_READS); }

/* add_auth(session, scheme, credential) -> true | nil, msg, code: a credential added after connect()
 * (one the server refuses later) */
static int t_add_auth(lua_State *L) {
  lsession *s = zkl_open_session(L, 1);
  int rc = zkl_session_add_auth(s->S, luaL_checkstring(L, 2), luaL_checkstring(L, 3));
  if (rc == ZOK) { lua_pushboolean(L, 1); return 1; }
  return zkl_fail_rc(L, rc, NULL, "add_auth");
}

/* clock_rate(r): this process's validity clock runs at r times real time from now (clock drift) */
static int t_clock_rate(lua_State *L) {
  double r = luaL_checknumber(L, 1);
  luaL_argcheck(L, r > 0.5 && r < 2, 1, "rate from 0.5 to 2");
  zkl_test_clock(r, 0);
  return 0;
}

/* clock_skew(seconds): this process's validity clock jumps forward (as a host suspend makes it) */
static int t_clock_skew(lua_State *L) {
  double sec = luaL_checknumber(L, 1);
  luaL_argcheck(L, sec >= 0 && sec < 1e6, 1, "seconds from 0");
  zkl_test_clock(0, (int64_t)(sec * 1e9));
  return 0;
}

/* clock() -> seconds: the validity clock (CLOCK_BOOTTIME, as skewed by the hooks above) */
static int t_clock(lua_State *L) {
  lua_pushnumber(L, (lua_Number)zkl_clock_ns() * 1e-9);
  return 1;
}

/* handoff_queue(lock) -> {waiting=, seq=, behind=, left=} | nil: the lock's local hand-off queue
 * (specs await fairness states with it instead of sleeping) */
static int t_handoff_queue(lua_State *L) {
  lua_getfield(L, 1, "_handoff_queue");
  lua_pushvalue(L, 1);
  lua_call(L, 1, 1);
  return 1;
}

/* grave(session, lockpath) -> the path (namespace stripped) of the session's node deleted last under
 * the lock, or nil: a spec creates it again, as an ensemble that lost the delete would */
static int t_grave(lua_State *L) {
  lsession *s = zkl_open_session(L, 1);
  char *dir = zkl_full_path(L, s, 2), *name = zkl_engine_grave(s->S, dir);
  free(dir);
  if (!name) return 0;
  lua_pushstring(L, name + s->nslen);
  free(name);
  return 1;
}

static const luaL_Reg test_functions[] = {
  { "drop_create_replies", t_drop_creates }, { "fail_deletes", t_fail_deletes }, { "drop_stats", t_drop_stats },
  { "stale_reads", t_stale_reads }, { "no_refresh", t_no_refresh }, { "add_auth", t_add_auth }, { "clock", t_clock }, { "clock_rate", t_clock_rate },
  { "clock_skew", t_clock_skew }, { "handoff_queue", t_handoff_queue }, { "grave", t_grave },
  { NULL, NULL }
};

void zkl_open_ltest(lua_State *L) {
  lua_newtable(L);
  luaL_setfuncs(L, test_functions, 0);
  lua_setfield(L, -2, "_test");
}
