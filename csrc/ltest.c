/* ltest.c -- zklock.core._test: the hooks specs and the chaos suite use to reach paths no fault
 * from outside can time (a delete that cannot be sent, a skewed or drifting lease clock). */
#include "lzkl.h"

/* fail_deletes(session, n): the next n lock-node deletes of the session cannot be sent */
static int t_fail_deletes(lua_State *L) {
  lsession *s = zkl_open_session(L, 1);
  int n = (int)luaL_checkinteger(L, 2);
  pthread_mutex_lock(&s->S->mu);
  s->S->test_fail_deletes = n;
  pthread_mutex_unlock(&s->S->mu);
  return 0;
}

/* drop_stats(session, n): the next n stat replies of lock nodes are taken as lost (a disconnect
 * between a found node's lookup and its stat) */
static int t_drop_stats(lua_State *L) {
  lsession *s = zkl_open_session(L, 1);
  int n = (int)luaL_checkinteger(L, 2);
  pthread_mutex_lock(&s->S->mu);
  s->S->test_drop_stats = n;
  pthread_mutex_unlock(&s->S->mu);
  return 0;
}

/* clock_rate(r): this process's lease clock runs at r times real time from now (clock drift) */
static int t_clock_rate(lua_State *L) {
  double r = luaL_checknumber(L, 1);
  luaL_argcheck(L, r > 0.5 && r < 2, 1, "rate from 0.5 to 2");
  zkl_test_clock(r, 0);
  return 0;
}

/* clock_skew(seconds): this process's lease clock jumps forward (as a host suspend makes it) */
static int t_clock_skew(lua_State *L) {
  double sec = luaL_checknumber(L, 1);
  luaL_argcheck(L, sec >= 0 && sec < 1e6, 1, "seconds from 0");
  zkl_test_clock(0, (int64_t)(sec * 1e9));
  return 0;
}

/* clock() -> seconds: the lease clock (CLOCK_BOOTTIME, as skewed by the hooks above) */
static int t_clock(lua_State *L) {
  lua_pushnumber(L, (lua_Number)zkl_clock_ns() * 1e-9);
  return 1;
}

/* stale_reads(session, n): the next n lost-create lookups are answered as a server that has not
 * applied this session's creates would, unless a sync of the directory was answered first */
static int t_stale_reads(lua_State *L) {
  lsession *s = zkl_open_session(L, 1);
  int n = (int)luaL_checkinteger(L, 2);
  pthread_mutex_lock(&s->S->mu);
  s->S->test_stale_reads = n;
  pthread_mutex_unlock(&s->S->mu);
  return 0;
}

static const luaL_Reg test_functions[] = {
  { "stale_reads", t_stale_reads },
  { "clock", t_clock },
  { "clock_rate", t_clock_rate }, { "clock_skew", t_clock_skew },
  { "fail_deletes", t_fail_deletes }, { "drop_stats", t_drop_stats },
  { NULL, NULL }
};

void zkl_open_ltest(lua_State *L) {
  lua_newtable(L);
  luaL_setfuncs(L, test_functions, 0);
  lua_setfield(L, -2, "_test");
}
