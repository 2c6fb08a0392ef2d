/* lzkl.h -- what the files that talk to Lua share: the userdata layouts, the class registry and the
 * one way failures are said (class.c). They reach the engine only through engine.h and session.h. */
#ifndef LZKL_H
#define LZKL_H

#include "compat.h"
#include "engine.h"

#define ZKL_SESSION "zklock.Session"
#define ZKL_OP "zklock.Op"
#define ZKL_MUTEX "zklock.Mutex"
#define ZKL_READ_LOCK "zklock.ReadLock"     /* a read-write lock's sides: Mutex's methods, their own names */
#define ZKL_WRITE_LOCK "zklock.WriteLock"
#define ZKL_HOLD "zklock.Hold"
#define ZKL_RWLOCK "zklock.RWLock"
#define ZKL_MULTILOCK "zklock.MultiLock"

/* ---- class.c ---- */
/* Registers class `name`: its metatable, and its methods table as __index (also in core.classes,
 * where the Lua layer adds the methods written in Lua). A class registered before (a reload of
 * zklock.core) keeps its metatable and methods table, so live objects keep every method. With
 * `methods_of`, the class shares that class's methods table (a read-write lock's sides: Mutex's). */
ZKL_HIDDEN void zkl_new_class(lua_State *L, const char *name, const luaL_Reg *methods, lua_CFunction gc,
                              lua_CFunction tostring, const char *methods_of);
ZKL_HIDDEN void zkl_push_classes(lua_State *L);
ZKL_HIDDEN void zkl_add_methods(lua_State *L, const char *name, const luaL_Reg *methods);  /* to a class */
/* the userdata at i if its class is one of names (NULL-terminated), else NULL */
ZKL_HIDDEN void *zkl_test_class(lua_State *L, int i, const char *const *names);
/* a programming error: raises msg as is ("zklock: ...", no source position) */
ZKL_HIDDEN int zkl_error(lua_State *L, const char *fmt, ...);
/* a runtime failure: pushes nil, msg, code; returns 3. Every `nil, msg` zklock returns has a code. */
ZKL_HIDDEN int zkl_fail(lua_State *L, const char *code, const char *fmt, ...);
/* a ZooKeeper failure of `what`: "what: <text> (ZNAME)", the code errors.c gives rc (or `code`) */
ZKL_HIDDEN int zkl_fail_rc(lua_State *L, int rc, const char *code, const char *what);

/* ---- lsession.c: zklock.Session ---- */
typedef struct lsession {
  zkl_session *S;     /* NULL once collected */
  char *ns;           /* namespace prefix or NULL */
  size_t nslen;
} lsession;
ZKL_HIDDEN lsession *zkl_check_session(lua_State *L, int i);
/* the open session at i; a closed one raises "zklock: session is closed" */
ZKL_HIDDEN lsession *zkl_open_session(lua_State *L, int i);
/* the path at i checked and the namespace applied (malloc'd); raises on bad input */
ZKL_HIDDEN char *zkl_full_path(lua_State *L, lsession *s, int i);
ZKL_HIDDEN void zkl_push_stat(lua_State *L, const struct Stat *st);

/* ---- lhold.c: zklock.Hold, one acquisition's hold ---- */
typedef struct lhold {
  zkl_contender *c;   /* the engine's (engine.h); NULL once collected */
  size_t nslen;       /* namespace length, stripped from node paths shown to Lua */
  int count;          /* holds of its coroutine (an explicit hold: 1); 0 while waiting */
  int lost_seen;
  int explicit_;      /* owned by the value itself (lock:hold(), a lease), not by a coroutine */
  int reentry;        /* a re-entry waits for a fresh proof (the grant floor): _finish counts it */
  char *what;         /* the lock's path as the user gave it, for messages */
  int64_t begun_ns;   /* when it was made, and an acquire's deadline (lmutex.c _begin; 0: none), on */
  int64_t deadline_ns;  /* zkl_clock_ns(): kept here, so the Lua frame an acquire sleeps from keeps neither */
} lhold;
/* a new hold, contending through the engine (zkl_hold_begin's arguments), pushed */
ZKL_HIDDEN lhold *zkl_push_hold(lua_State *L, zkl_session *S, const zkl_predicate *pred, const char *dir,
                                const char *data, size_t datalen, const zkl_contend_opts *o,
                                zkl_contender *downgrade_of, size_t nslen, const char *what);
ZKL_HIDDEN int  zkl_hold_live(lhold *h);                /* counted and held, inside its validity */
/* the outcome of a finished (or given up) contention: true, or nil, msg, code (the node goes), or
 * false: not yet (held with less than grant_validity x T left: wait until it is done again).
 * `why`: nil when the engine answered, else why the waiter stopped ("timeout", "cancelled", ...) */
ZKL_HIDDEN int  zkl_push_outcome(lua_State *L, lhold *h, const char *why, const char *what);
/* why a hold ended without a release, as release() says it: nil, msg, code */
ZKL_HIDDEN int  zkl_push_lost(lua_State *L, const char *what, const char *reason);
/* seconds since the engine decided the hold holds, or nil when it does not: pushed, 1 */
ZKL_HIDDEN int  zkl_push_granted_age(lua_State *L, lhold *h);
/* node, czxid, seq of the hold at i while it holds; else nil. Returns the number pushed */
ZKL_HIDDEN int  zkl_push_hold_node(lua_State *L, int i);

/* ---- lmutex.c: zklock.Mutex, and each side of a read-write lock ---- */
/* What a lock kind adds before an acquisition (lrwlock.c: the downgrade, the refused upgrade):
 * with the lock at 1 (path: as the user gave it), returns 0 to go on (*downgrade_of: a write hold to take the place of, or
 * NULL), or the number of values it pushed (nil, msg, code) to answer with. */
typedef int (*zkl_lock_rule)(lua_State *L, const char *path, zkl_contender **downgrade_of);
/* a new lock of the session at si on the path at pi, node data the string at di, pushed */
ZKL_HIDDEN void zkl_push_lock(lua_State *L, int si, const zkl_predicate *pred, int pi, int di, int local_handoffs,
                              const char *cls, zkl_lock_rule rule);
/* the current coroutine's hold of the lock at i (NULL: none); nothing stays pushed */
ZKL_HIDDEN lhold *zkl_lock_my_hold(lua_State *L, int i);
/* user value slot a lock kind may keep its own value in (lrwlock.c: the other side) */
#define ZKL_LOCK_UV_KIND 4

/* ---- each file's part of the module table (core.c calls them in order) ---- */
ZKL_HIDDEN void zkl_open_class(lua_State *L);
ZKL_HIDDEN void zkl_open_lsession(lua_State *L);
ZKL_HIDDEN void zkl_open_lop(lua_State *L);
ZKL_HIDDEN void zkl_open_lhold(lua_State *L);
ZKL_HIDDEN void zkl_open_lmutex(lua_State *L);
ZKL_HIDDEN void zkl_open_lrwlock(lua_State *L);
ZKL_HIDDEN void zkl_open_lmultilock(lua_State *L);
ZKL_HIDDEN void zkl_open_ltest(lua_State *L);
/* lsecure.c: core.features, core.tls_check, core.sasl_mechanisms; a session's TLS or SASL options */
ZKL_HIDDEN void zkl_open_lsecure(lua_State *L);
ZKL_HIDDEN struct zkl_secure *zkl_check_secure(lua_State *L, int i);

#endif
