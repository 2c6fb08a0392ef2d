/* core.c -- luaopen_zklock_core, the only exported symbol, and the table of contents: each file opens
 * its concept into one module table, and the few free functions (clock, identity, ordering) go here.
 *
 * The files, bottom up (a file calls only those above it in this list; upward only through hooks):
 *   zkl.h errors.c path.c     ZooKeeper's codes by name and API code; paths
 *   session.h                 the session: queue.c (events for Lua), notify.c (its socket twin),
 *                             validity.c (the clock, the validity rule, the timer thread),
 *                             req.c (pendings, tracked requests, their completions),
 *                             session.c (the handle, its end, what bindings ask), ops.c
 *   engine.h                  the lock engine: predicate.c (kinds of lock, node names),
 *                             contender.c, revived.c, release.c, revoke.c, acquire.c, handoff.c, refresh.c
 *                             (contender.h says what each does), engine.c (its face and hooks)
 *   lzkl.h                    the bindings: class.c, lsession.c, lop.c, lhold.c, lmutex.c,
 *                             lrwlock.c, lmultilock.c, ltest.c
 *
 * How an acquisition flows: lmutex.c -> engine.c zkl_hold_begin -> acquire.c (create, list, decide
 * with predicate.c, watch) or handoff.c (a local queue) -> ZooKeeper's completion thread -> req.c
 * -> the file that sent the request -> queue.c (an event, under the session mutex) -> notify.c (the
 * session fd wakes) -> lsession.c dispatch() on the Lua thread -> lua/zklock (waiting) -> lhold.c. */
#include "lzkl.h"

#include <malloc.h>
#include <netdb.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int l_now(lua_State *L) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  lua_pushnumber(L, (lua_Number)ts.tv_sec + (lua_Number)ts.tv_nsec * 1e-9);
  return 1;
}

/* check_path(p) -> true | nil, why: for option values that are paths (namespace). */
static int l_check_path(lua_State *L) {
  size_t n;
  const char *p = luaL_checklstring(L, 1, &n), *why = zkl_path_check(p, n);
  if (!why) { lua_pushboolean(L, 1); return 1; }
  lua_pushnil(L);
  lua_pushstring(L, why);
  return 2;
}

/* _heap_bytes(): bytes malloc'd now (for the benchmark's memory-per-waiter figure) */
static int l_heap_bytes(lua_State *L) {
  struct mallinfo2 mi = mallinfo2();
  lua_pushnumber(L, (lua_Number)mi.uordblks);
  return 1;
}

/* resolve(host) -> true | nil, why: the client library says only "No such file or directory" */
static int l_resolve(lua_State *L) {
  const char *host = luaL_checkstring(L, 1);
  struct addrinfo hints, *res = NULL;
  int rc;
  memset(&hints, 0, sizeof hints);
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  rc = getaddrinfo(host, NULL, &hints, &res);
  if (res) freeaddrinfo(res);
  if (rc == 0) { lua_pushboolean(L, 1); return 1; }
  lua_pushnil(L);
  lua_pushstring(L, rc == EAI_SYSTEM ? "system error" : gai_strerror(rc));
  return 2;
}

/* sort_nodes(names, lock_name) -> the names that carry lock_name, in Curator's lock order (the
 * engine's own ordering, predicate.c): for participants() */
static int l_sort_nodes(lua_State *L) {
  const char *sort_names[2];
  const char **names;
  int i, n, k;
  luaL_checktype(L, 1, LUA_TTABLE);
  sort_names[0] = luaL_checkstring(L, 2);
  sort_names[1] = NULL;
  n = (int)lua_rawlen(L, 1);
  names = (const char **)lua_newuserdata(L, (size_t)(n > 0 ? n : 1) * sizeof *names);
  for (i = 0; i < n; i++) {
    lua_rawgeti(L, 1, i + 1);
    if (lua_type(L, -1) != LUA_TSTRING) return zkl_error(L, "zklock: sort_nodes() needs a list of names");
    names[i] = lua_tostring(L, -1);  /* the table keeps the string alive */
    lua_pop(L, 1);
  }
  k = zkl_sort_children((char **)names, n, sort_names);
  lua_createtable(L, k, 0);
  for (i = 0; i < k; i++) {
    lua_pushstring(L, names[i]);
    lua_rawseti(L, -2, i + 1);
  }
  return 1;
}

static int l_identity(lua_State *L) {
  char host[256];
  if (gethostname(host, sizeof host) != 0) strcpy(host, "localhost");
  host[sizeof host - 1] = 0;
  lua_pushfstring(L, "%s:%d", host, (int)getpid());
  return 1;
}

/* A coroutine that sleeps by yielding a scheduler's token first (cqueues: cqueues._POLL, which
 * cqueues.poll yields) does it from C: a Lua function in between would stay on its stack, one
 * frame more for as long as it waits (lock.lua, docs/adapters.md). */
static int yield_token(lua_State *L) {
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  return lua_yield(L, lua_gettop(L));
}

/* yielder(token) -> a function that yields token followed by its own arguments */
static int l_yielder(lua_State *L) {
  luaL_checkany(L, 1);
  lua_settop(L, 1);
  lua_pushcclosure(L, yield_token, 1);
  return 1;
}

static const luaL_Reg functions[] = {
  { "now", l_now }, { "check_path", l_check_path }, { "_heap_bytes", l_heap_bytes }, { "resolve", l_resolve },
  { "sort_nodes", l_sort_nodes }, { "identity", l_identity }, { "yielder", l_yielder }, { NULL, NULL }
};

/* NODE_NAMES: every name zklock gives a node (predicate.c), for the Lua side and the zklock command */
static void push_node_names(lua_State *L) {
  int i;
  lua_newtable(L);
  for (i = 0; zkl_node_names[i][0]; i++) {
    lua_pushstring(L, zkl_node_names[i][1]);
    lua_setfield(L, -2, zkl_node_names[i][0]);
  }
  lua_setfield(L, -2, "NODE_NAMES");
}

__attribute__((visibility("default"))) int luaopen_zklock_core(lua_State *L) {
  lua_newtable(L);
  zkl_open_class(L);
  zkl_open_lsession(L);
  zkl_open_lop(L);
  zkl_open_lhold(L);
  zkl_open_lmutex(L);
  zkl_open_lrwlock(L);
  zkl_open_lmultilock(L);
  zkl_open_ltest(L);
  zkl_open_lsecure(L);
  luaL_setfuncs(L, functions, 0);
  push_node_names(L);
  lua_pushstring(L, zkl_revoke_message);
  lua_setfield(L, -2, "REVOKE_MESSAGE");
  /* the validity window's numbers (session.h), for options.lua and the docs: written once, in C */
  lua_pushnumber(L, ZKL_VALIDITY_MARGIN_DEFAULT);
  lua_setfield(L, -2, "VALIDITY_MARGIN");
  lua_pushnumber(L, ZKL_VALIDITY_MARGIN_MIN);
  lua_setfield(L, -2, "VALIDITY_MARGIN_MIN");
  lua_pushnumber(L, ZKL_GRANT_VALIDITY_DEFAULT);
  lua_setfield(L, -2, "GRANT_VALIDITY");
  lua_pushinteger(L, ZKL_WATCH_AHEAD_DEFAULT);
  lua_setfield(L, -2, "WATCH_AHEAD");
  lua_pushnumber(L, ZKL_VALIDITY_LAG);
  lua_setfield(L, -2, "VALIDITY_LAG");
  return 1;
}
