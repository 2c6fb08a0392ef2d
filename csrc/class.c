/* class.c -- the userdata class registry (one metatable and one methods table per class, kept across
 * reloads, and interpose), and the one way a failure is said to Lua. A leaf: it knows no class. */
#include "lzkl.h"

#include <stdarg.h>

#define CLASSES "zklock.classes"
#define C_METHODS "zklock.cmethods"   /* class name -> its C methods, as registered (interpose) */

/* registry[CLASSES], made on first use */
void zkl_push_classes(lua_State *L) {
  lua_getfield(L, LUA_REGISTRYINDEX, CLASSES);
  if (lua_istable(L, -1)) return;
  lua_pop(L, 1);
  lua_newtable(L);
  lua_pushvalue(L, -1);
  lua_setfield(L, LUA_REGISTRYINDEX, CLASSES);
}

/* Pushes the methods table of class `name`, made if new. */
static void push_methods(lua_State *L, const char *name) {
  zkl_push_classes(L);
  lua_getfield(L, -1, name);
  if (!lua_istable(L, -1)) {
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushvalue(L, -1);
    lua_setfield(L, -3, name);
  }
  lua_remove(L, -2);
}

/* Puts methods into the methods table at the top, where the name is free (a reload must not undo the
 * Lua layer's interpose), and every one into registry[C_METHODS][cls]. */
static void set_methods(lua_State *L, const char *cls, const luaL_Reg *methods) {
  lua_getfield(L, LUA_REGISTRYINDEX, C_METHODS);
  if (!lua_istable(L, -1)) {
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushvalue(L, -1);
    lua_setfield(L, LUA_REGISTRYINDEX, C_METHODS);
  }
  lua_getfield(L, -1, cls);
  if (!lua_istable(L, -1)) {
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushvalue(L, -1);
    lua_setfield(L, -3, cls);
  }
  for (; methods->name; methods++) {
    lua_pushcfunction(L, methods->func);
    lua_setfield(L, -2, methods->name);
    lua_getfield(L, -3, methods->name);
    if (lua_isnil(L, -1)) {
      lua_pushcfunction(L, methods->func);
      lua_setfield(L, -5, methods->name);
    }
    lua_pop(L, 1);
  }
  lua_pop(L, 2);
}

/* As cqueues does: a reload (package.loaded cleared, require again) finds the metatable and methods
 * table of the first load in the registry, so the objects made before keep their class, and the
 * methods the Lua layer put on it stay. */
void zkl_new_class(lua_State *L, const char *name, const luaL_Reg *methods, lua_CFunction gc,
                   lua_CFunction tostring, const char *methods_of) {
  luaL_newmetatable(L, name);   /* the existing one after a reload */
  push_methods(L, methods_of ? methods_of : name);
  set_methods(L, methods_of ? methods_of : name, methods);
  if (methods_of) {   /* listed under its own name too, for the Lua layer */
    zkl_push_classes(L);
    lua_pushvalue(L, -2);
    lua_setfield(L, -2, name);
    lua_pop(L, 1);
  }
  lua_setfield(L, -2, "__index");
  lua_pushcfunction(L, gc);
  lua_setfield(L, -2, "__gc");
  lua_pushcfunction(L, tostring);
  lua_setfield(L, -2, "__tostring");
  lua_pushstring(L, name);
  lua_setfield(L, -2, "__name");
  lua_pop(L, 1);
}

void zkl_add_methods(lua_State *L, const char *name, const luaL_Reg *methods) {
  push_methods(L, name);
  set_methods(L, name, methods);
  lua_pop(L, 1);
}

void *zkl_test_class(lua_State *L, int i, const char *const *names) {
  void *p = lua_touserdata(L, i);
  if (!p || !lua_getmetatable(L, i)) return NULL;
  for (; *names; names++) {
    int same;
    luaL_getmetatable(L, *names);
    same = lua_rawequal(L, -1, -2);
    lua_pop(L, 1);
    if (same) { lua_pop(L, 1); return p; }
  }
  lua_pop(L, 1);
  return NULL;
}

/* core.interpose(class, name, fn) -> the C method of that name (or else what fn replaces, or nil):
 * how the Lua layer puts its methods on a class, wrapping a C one where it must (cqueues'
 * interpose). The C method comes back however often the Lua layer is loaded again. */
static int l_interpose(lua_State *L) {
  const char *cls = luaL_checkstring(L, 1), *name = luaL_checkstring(L, 2);
  luaL_checktype(L, 3, LUA_TFUNCTION);
  zkl_push_classes(L);
  lua_getfield(L, -1, cls);
  if (!lua_istable(L, -1)) return zkl_error(L, "zklock: interpose: no class '%s'", cls);
  lua_getfield(L, LUA_REGISTRYINDEX, C_METHODS);
  lua_getfield(L, -1, cls);
  if (lua_istable(L, -1)) lua_getfield(L, -1, name);   /* the C method, or nil */
  else lua_pushnil(L);                   /* a class with no C methods of its own */
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    lua_getfield(L, -3, name);          /* what it replaces */
  }
  lua_pushvalue(L, 3);
  lua_setfield(L, -5, name);
  return 1;
}

int zkl_error(lua_State *L, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  lua_pushvfstring(L, fmt, ap);
  va_end(ap);
  return lua_error(L);
}

int zkl_fail(lua_State *L, const char *code, const char *fmt, ...) {
  va_list ap;
  lua_pushnil(L);
  va_start(ap, fmt);
  lua_pushvfstring(L, fmt, ap);
  va_end(ap);
  lua_pushstring(L, code);
  return 3;
}

int zkl_fail_rc(lua_State *L, int rc, const char *code, const char *what) {
  return zkl_fail(L, code ? code : zkl_rc_code(rc), "%s: %s (%s)", what, zerror(rc), zkl_rc_name(rc));
}

/* core.shared(name, mode) -> registry["zklock.shared." .. name], made on first use with __mode = mode:
 * the Lua layer's tables of per-object state (a session's), which must outlive a reload of its modules
 * as the objects do */
static int l_shared(lua_State *L) {
  const char *name = luaL_checkstring(L, 1), *mode = luaL_optstring(L, 2, NULL);
  lua_pushfstring(L, "zklock.shared.%s", name);
  lua_pushvalue(L, -1);
  lua_rawget(L, LUA_REGISTRYINDEX);
  if (lua_istable(L, -1)) return 1;
  lua_pop(L, 1);
  lua_newtable(L);
  if (mode) {
    lua_createtable(L, 0, 1);
    lua_pushstring(L, mode);
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
  }
  lua_pushvalue(L, -2);
  lua_pushvalue(L, -2);
  lua_rawset(L, LUA_REGISTRYINDEX);
  return 1;
}

/* the registry's part of the module: core.classes, core.interpose, core.shared */
void zkl_open_class(lua_State *L) {
  zkl_push_classes(L);
  lua_setfield(L, -2, "classes");
  lua_pushcfunction(L, l_interpose);
  lua_setfield(L, -2, "interpose");
  lua_pushcfunction(L, l_shared);
  lua_setfield(L, -2, "shared");
}
