/* lsecure.c -- TLS and SASL for Lua: core.features, the options of connect() into a zkl_secure
 * (secure.c) for the session, core.tls_check (why a TLS connection fails) and
 * core.sasl_mechanisms. Options arrive checked by options.lua. */
#include "lzkl.h"
#include "secure.h"

#include <errno.h>
#include <string.h>

static const char *opt_string(lua_State *L, int t, const char *k) {
  const char *s;
  lua_getfield(L, t, k);
  s = lua_tostring(L, -1);   /* the options table keeps it alive */
  lua_pop(L, 1);
  return s;
}

/* The session's TLS or SASL, from the fields `tls` and `sasl` of the options table at i (NULL for
 * neither); raises on a library without them (options.lua has said so already). */
zkl_secure *zkl_check_secure(lua_State *L, int i) {
  zkl_secure *sec;
  int err = 0;
  const char *what = NULL;
  lua_getfield(L, i, "tls");
  lua_getfield(L, i, "sasl");
  if (!lua_istable(L, -2) && !lua_istable(L, -1)) {
    lua_pop(L, 2);
    return NULL;
  }
  if (!(sec = zkl_secure_new())) zkl_error(L, "zklock: out of memory");
  if (lua_istable(L, -2)) {
    int t = lua_gettop(L) - 1;
    what = "TLS";
    err = zkl_secure_tls(sec, opt_string(L, t, "ca"), opt_string(L, t, "cert"), opt_string(L, t, "key"),
                         opt_string(L, t, "password"));
  } else {
    int t = lua_gettop(L);
    what = "SASL";
    err = zkl_secure_sasl(sec, opt_string(L, t, "mechanism"), opt_string(L, t, "service"), opt_string(L, t, "host"),
                          opt_string(L, t, "user"), opt_string(L, t, "password"), opt_string(L, t, "realm"));
  }
  lua_pop(L, 2);
  if (err) {
    zkl_secure_free(sec);
    if (err == ENOTSUP) zkl_error(L, "zklock: this libzookeeper_mt was built without %s", what);
    zkl_error(L, "zklock: invalid %s options: %s", what, strerror(err));
  }
  return sec;
}

/* tls_check(ca, cert, key, password [, host, port, timeout]) -> true | nil, why, code: the files
 * load as the client library loads them, and the server at host:port (if given) takes a TLS
 * connection with them; code "tls", or "connection" when the server could not be reached. */
static int l_tls_check(lua_State *L) {
  const char *ca = luaL_checkstring(L, 1), *cert = luaL_checkstring(L, 2), *key = luaL_checkstring(L, 3);
  const char *password = luaL_optstring(L, 4, NULL), *host = luaL_optstring(L, 5, NULL);
  int port = (int)luaL_optinteger(L, 6, 0);
  int timeout_ms = (int)(luaL_optnumber(L, 7, 5) * 1000);
  char why[512];
  int kind = zkl_tls_check(ca, cert, key, password, host, port, timeout_ms > 0 ? timeout_ms : 1, why, sizeof why);
  if (kind == ZKL_TLS_OK) {
    lua_pushboolean(L, 1);
    return 1;
  }
  lua_pushnil(L);
  lua_pushstring(L, why);
  lua_pushstring(L, kind == ZKL_TLS_UNREACHABLE ? "connection" : "tls");
  return 3;
}

/* sasl_mechanisms() -> { name = true, ... } offered by this process's Cyrus SASL ({} without SASL) */
static int l_sasl_mechanisms(lua_State *L) {
  const char *list = zkl_sasl_mechanisms(), *p = list;
  lua_newtable(L);
  while (p && *p) {
    const char *end = strchr(p, ' ');
    size_t len = end ? (size_t)(end - p) : strlen(p);
    lua_pushlstring(L, p, len);
    lua_pushboolean(L, 1);
    lua_rawset(L, -3);
    p += len;
    while (*p == ' ') p++;
  }
  return 1;
}

static const luaL_Reg functions[] = {
  { "tls_check", l_tls_check }, { "sasl_mechanisms", l_sasl_mechanisms }, { NULL, NULL }
};

void zkl_open_lsecure(lua_State *L) {
  int f = zkl_secure_features();
  luaL_setfuncs(L, functions, 0);
  lua_createtable(L, 0, 2);
  lua_pushboolean(L, (f & ZKL_FEATURE_TLS) != 0);
  lua_setfield(L, -2, "tls");
  lua_pushboolean(L, (f & ZKL_FEATURE_SASL) != 0);
  lua_setfield(L, -2, "sasl");
  lua_setfield(L, -2, "features");
}
