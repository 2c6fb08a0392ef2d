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

static const luaL_Reg test_functions[] = {
  { "fail_deletes", t_fail_deletes }, { "drop_stats", t_drop_stats },
  { NULL, NULL }
};

void zkl_open_ltest(lua_State *L) {
  lua_newtable(L);
  luaL_setfuncs(L, test_functions, 0);
  lua_setfield(L, -2, "_test");
}
