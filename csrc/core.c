/* core.c -- luaopen_zklock_core, the only exported symbol: opens each concept (session, lock, rwlock,
 * multilock) into one module table, plus the few free functions (clock, identity, ordering) the Lua
 * layer needs.
 *
 * How an acquisition flows, file by file:
 *   ZooKeeper's completion thread -> session.c (request contexts, session watcher)
 *     -> recipe.c (the engine: create, list, decide with predicate.c, watch, delete; lease.c and
 *        refresh.c keep the hold proven) -> queue.c (events, under the session mutex)
 *     -> notify.c (wakes the session's fd) -> lsession.c dispatch() on the Lua thread
 *     -> llock.c / lrwlock.c / lmultilock.c (the userdata Lua holds) -> lua/zklock (waiting).
 * class.c keeps the class registry; ops.c the plain operations; path.c path checks. */
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

static const luaL_Reg functions[] = {
  { "now", l_now }, { "check_path", l_check_path }, { "_heap_bytes", l_heap_bytes }, { "resolve", l_resolve },
  { "sort_nodes", l_sort_nodes }, { "identity", l_identity }, { NULL, NULL }
};

__attribute__((visibility("default"))) int luaopen_zklock_core(lua_State *L) {
  lua_newtable(L);
  zkl_push_classes(L);
  lua_setfield(L, -2, "classes");
  zkl_open_lsession(L);
  zkl_open_llock(L);
  zkl_open_lrwlock(L);
  zkl_open_lmultilock(L);
  zkl_open_ltest(L);
  zkl_open_lsecure(L);
  luaL_setfuncs(L, functions, 0);
  lua_pushliteral(L, ZKL_REVOKE_MESSAGE);
  lua_setfield(L, -2, "REVOKE_MESSAGE");
  /* the lease's numbers (zkl.h), for options.lua and the docs: written once, in C */
  lua_pushnumber(L, ZKL_LEASE_MARGIN_DEFAULT);
  lua_setfield(L, -2, "LEASE_MARGIN");
  lua_pushnumber(L, ZKL_LEASE_MARGIN_MIN);
  lua_setfield(L, -2, "LEASE_MARGIN_MIN");
  lua_pushnumber(L, ZKL_LEASE_LAG);
  lua_setfield(L, -2, "LEASE_LAG");
  return 1;
}
