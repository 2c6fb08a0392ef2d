/* class.c -- the userdata class registry: one metatable per class, and the table of each class's
 * methods (registry "zklock.classes") that the Lua layer extends. A leaf: it knows no class. */
#include "lzkl.h"

#include <stdarg.h>

#define CLASSES "zklock.classes"

/* registry[CLASSES], made on first use */
void zkl_push_classes(lua_State *L) {
  lua_getfield(L, LUA_REGISTRYINDEX, CLASSES);
  if (lua_istable(L, -1)) return;
  lua_pop(L, 1);
  lua_newtable(L);
  lua_pushvalue(L, -1);
  lua_setfield(L, LUA_REGISTRYINDEX, CLASSES);
}

void zkl_new_class(lua_State *L, const char *name, const luaL_Reg *methods, lua_CFunction gc,
                   lua_CFunction tostring) {
  luaL_newmetatable(L, name);
  lua_newtable(L);
  luaL_setfuncs(L, methods, 0);
  lua_pushvalue(L, -1);
  lua_setfield(L, -3, "__index");
  zkl_push_classes(L);
  lua_insert(L, -2);
  lua_setfield(L, -2, name);
  lua_pop(L, 1);
  lua_pushcfunction(L, gc);
  lua_setfield(L, -2, "__gc");
  lua_pushcfunction(L, tostring);
  lua_setfield(L, -2, "__tostring");
  lua_pushstring(L, name);
  lua_setfield(L, -2, "__name");
  lua_pop(L, 1);
}

int zkl_error(lua_State *L, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  lua_pushvfstring(L, fmt, ap);
  va_end(ap);
  return lua_error(L);
}
