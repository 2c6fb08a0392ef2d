/* core.c -- luaopen_zklock_core: registers the userdata classes and the few free functions
 * (monotonic clock, host identity and resolution) the Lua layer needs. The only exported symbol. */
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

static int l_identity(lua_State *L) {
  char host[256];
  if (gethostname(host, sizeof host) != 0) strcpy(host, "localhost");
  host[sizeof host - 1] = 0;
  lua_pushfstring(L, "%s:%d", host, (int)getpid());
  return 1;
}

__attribute__((visibility("default"))) int luaopen_zklock_core(lua_State *L) {
  lua_newtable(L);
  zkl_push_classes(L);
  lua_setfield(L, -2, "classes");
  zkl_open_lsession(L);
  zkl_open_llock(L);
  lua_pushcfunction(L, l_now);
  lua_setfield(L, -2, "now");
  lua_pushcfunction(L, l_check_path);
  lua_setfield(L, -2, "check_path");
  lua_pushcfunction(L, l_heap_bytes);
  lua_setfield(L, -2, "_heap_bytes");
  lua_pushcfunction(L, l_resolve);
  lua_setfield(L, -2, "resolve");
  lua_pushcfunction(L, l_identity);
  lua_setfield(L, -2, "identity");
  return 1;
}
