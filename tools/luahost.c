/* luahost.c -- a minimal `lua [-e chunk]... script [args]` for `make tsan`: ThreadSanitizer must
 * be linked into the executable (it cannot be preloaded), so the suite and its workers run here. */
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
#include <stdio.h>
#include <string.h>

static int report(lua_State *L, const char *prog, int rc) {
  if (rc != LUA_OK) fprintf(stderr, "%s: %s\n", prog, lua_tostring(L, -1));
  return rc;
}

int main(int argc, char **argv) {
  lua_State *L = luaL_newstate();
  int i = 1, s, rc = LUA_OK;
  if (!L) return 1;
  luaL_openlibs(L);
  while (rc == LUA_OK && i + 1 < argc && strcmp(argv[i], "-e") == 0) {
    rc = report(L, argv[0], luaL_dostring(L, argv[i + 1]));
    i += 2;
  }
  if (rc != LUA_OK || i >= argc) {
    if (i >= argc) fprintf(stderr, "usage: %s [-e chunk]... script [args]\n", argv[0]);
    lua_close(L);
    return 2;
  }
  s = i;
  lua_createtable(L, argc, s + 1);
  for (i = 0; i < argc; i++) { lua_pushstring(L, argv[i]); lua_rawseti(L, -2, i - s); }
  lua_setglobal(L, "arg");
  rc = luaL_loadfile(L, argv[s]);
  if (rc == LUA_OK) {
    for (i = s + 1; i < argc; i++) lua_pushstring(L, argv[i]);
    rc = lua_pcall(L, argc - s - 1, 0, 0);
  }
  report(L, argv[0], rc);
  lua_close(L);
  return rc == LUA_OK ? 0 : 1;
}
