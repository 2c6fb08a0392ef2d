/* compat.h -- the few Lua C API differences between 5.1 (LuaJIT), 5.2, 5.3 and 5.4
 * that zklock.core touches: user values, function registration, integers. */
#ifndef ZKL_COMPAT_H
#define ZKL_COMPAT_H

#include <lauxlib.h>
#include <lua.h>

#if LUA_VERSION_NUM >= 504
#define zkl_newud(L, sz) lua_newuserdatauv((L), (sz), 1)
#define zkl_setuv(L, i) lua_setiuservalue((L), (i), 1)
#define zkl_getuv(L, i) lua_getiuservalue((L), (i), 1)
#elif LUA_VERSION_NUM >= 502
#define zkl_newud(L, sz) lua_newuserdata((L), (sz))
#define zkl_setuv(L, i) lua_setuservalue((L), (i))
#define zkl_getuv(L, i) (lua_getuservalue((L), (i)), lua_type((L), -1))
#else
#define zkl_newud(L, sz) lua_newuserdata((L), (sz))
#define zkl_setuv(L, i) lua_setfenv((L), (i))
#define zkl_getuv(L, i) (lua_getfenv((L), (i)), lua_type((L), -1))
#define luaL_setfuncs(L, l, n) luaL_register((L), NULL, (l))
#define lua_rawlen(L, i) lua_objlen((L), (i))
#define luaL_setmetatable(L, n) (luaL_getmetatable((L), (n)), lua_setmetatable((L), -2))
#endif

#if LUA_VERSION_NUM >= 503
#define zkl_pushint64(L, v) lua_pushinteger((L), (lua_Integer)(v))
#else
#define zkl_pushint64(L, v) lua_pushnumber((L), (lua_Number)(v))
#endif

#endif
