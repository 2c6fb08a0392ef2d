/* lzkl.h -- declarations shared by the Lua-facing C files (userdata layouts, class helpers).
 * Kept apart from zkl.h, which knows nothing of Lua. */
#ifndef LZKL_H
#define LZKL_H

#include "compat.h"
#include "zkl.h"

#define ZKL_SESSION "zklock.Session"
#define ZKL_OP "zklock.Op"
#define ZKL_MUTEX "zklock.Mutex"
#define ZKL_HOLD "zklock.Hold"
#define ZKL_RWLOCK "zklock.RWLock"
#define ZKL_MULTILOCK "zklock.MultiLock"

typedef struct lsession {
  zkl_session *S;     /* NULL once collected */
  char *ns;        /* namespace prefix or NULL */
  size_t nslen;
} lsession;

typedef struct lop {
  zkl_op *o;
  size_t nslen;
} lop;

ZKL_HIDDEN lsession *zkl_check_session(lua_State *L, int i);
ZKL_HIDDEN lsession *zkl_open_session(lua_State *L, int i);
ZKL_HIDDEN char *zkl_full_path(lua_State *L, lsession *s, int i);
ZKL_HIDDEN void zkl_push_stat(lua_State *L, const struct Stat *st);
ZKL_HIDDEN int zkl_push_failure(lua_State *L, int rc, const char *code, const char *what);
/* class.c: metatable `name` with methods as __index; the methods table also goes to the class
 * registry (zkl_push_classes), where the Lua layer adds the methods written in Lua */
ZKL_HIDDEN void zkl_push_classes(lua_State *L);
ZKL_HIDDEN void zkl_new_class(lua_State *L, const char *name, const luaL_Reg *methods,
                              lua_CFunction gc, lua_CFunction tostring);
/* raises msg as is: API errors start with "zklock:", without a source position */
ZKL_HIDDEN int zkl_error(lua_State *L, const char *fmt, ...);
/* llock.c: a new lock of the session at si on the path at pi, node data at di, pushed */
ZKL_HIDDEN void zkl_push_lock(lua_State *L, int si, const zkl_predicate *pred, int pi, int di);
ZKL_HIDDEN void zkl_pair_locks(lua_State *L, int a, int b);
ZKL_HIDDEN void zkl_open_lsession(lua_State *L);
ZKL_HIDDEN void zkl_open_llock(lua_State *L);
ZKL_HIDDEN void zkl_open_lrwlock(lua_State *L);
ZKL_HIDDEN void zkl_open_lmultilock(lua_State *L);
ZKL_HIDDEN void zkl_open_ltest(lua_State *L);
/* lsecure.c: core.features, core.tls_check, core.sasl_mechanisms; a session's TLS or SASL options */
ZKL_HIDDEN void zkl_open_lsecure(lua_State *L);
ZKL_HIDDEN struct zkl_secure *zkl_check_secure(lua_State *L, int i);

#endif
