/* lrwlock.c -- the zklock.RWLock userdata (Curator's InterProcessReadWriteLock): two locks on one
 * directory, and the read-write rules between them: a downgrade, a refused upgrade (lmutex.c asks). */
#include "lzkl.h"

#include <stdlib.h>
#include <string.h>

typedef struct lrwlock {
  char *path;
} lrwlock;

/* user value: { [1] = read lock, [2] = write lock }; each side keeps the other in its own user value
 * (ZKL_LOCK_UV_KIND) */

/* The current coroutine's hold of the other side of the lock at 1, if it holds it now. */
static lhold *other_side_hold(lua_State *L) {
  lhold *h;
  zkl_getuv(L, 1);
  lua_rawgeti(L, -1, ZKL_LOCK_UV_KIND);
  h = zkl_lock_my_hold(L, -1);
  lua_pop(L, 2);
  return zkl_hold_live(h) ? h : NULL;
}

/* Asking for the write lock while holding the read lock would wait for ourselves for ever (Curator
 * refuses the upgrade too). */
static int write_rule(lua_State *L, const char *path, zkl_contender **downgrade_of) {
  (void)downgrade_of;
  if (!other_side_hold(L)) return 0;
  return zkl_fail(L, "deadlock", "deadlock: the write lock of %s was asked for while holding its read lock", path);
}

/* A read lock asked for while holding the write lock is a downgrade: its node takes the write
 * node's place in the queue (engine.c zkl_hold_begin, docs/safety.md path 6). */
static int read_rule(lua_State *L, const char *path, zkl_contender **downgrade_of) {
  lhold *w = other_side_hold(L);
  (void)path;
  *downgrade_of = w ? w->c : NULL;
  return 0;
}

/* core.rwlock(session, path, data, local_handoffs) */
static int l_rwlock(lua_State *L) {
  lrwlock *rw;
  int handoffs = (int)luaL_checkinteger(L, 4);
  zkl_push_lock(L, 1, &zkl_pred_read, 2, 3, handoffs, ZKL_READ_LOCK, read_rule);
  zkl_push_lock(L, 1, &zkl_pred_write, 2, 3, handoffs, ZKL_WRITE_LOCK, write_rule);
  zkl_getuv(L, -2);                 /* each side knows the other */
  lua_pushvalue(L, -2);
  lua_rawseti(L, -2, ZKL_LOCK_UV_KIND);
  lua_pop(L, 1);
  zkl_getuv(L, -1);
  lua_pushvalue(L, -3);
  lua_rawseti(L, -2, ZKL_LOCK_UV_KIND);
  lua_pop(L, 1);
  rw = (lrwlock *)zkl_newud(L, sizeof *rw);
  rw->path = NULL;
  luaL_setmetatable(L, ZKL_RWLOCK);
  if (!(rw->path = strdup(lua_tostring(L, 2)))) return zkl_error(L, "zklock: out of memory");
  lua_createtable(L, 2, 0);
  lua_pushvalue(L, -4);
  lua_rawseti(L, -2, 1);
  lua_pushvalue(L, -3);
  lua_rawseti(L, -2, 2);
  zkl_setuv(L, -2);
  return 1;
}

static int side(lua_State *L, int which) {
  luaL_checkudata(L, 1, ZKL_RWLOCK);
  zkl_getuv(L, 1);
  lua_rawgeti(L, -1, which);
  return 1;
}

static int rw_read_lock(lua_State *L) { return side(L, 1); }
static int rw_write_lock(lua_State *L) { return side(L, 2); }

static int rw_gc(lua_State *L) {
  lrwlock *rw = (lrwlock *)luaL_checkudata(L, 1, ZKL_RWLOCK);
  free(rw->path);
  rw->path = NULL;
  return 0;
}

static int rw_tostring(lua_State *L) {
  lrwlock *rw = (lrwlock *)luaL_checkudata(L, 1, ZKL_RWLOCK);
  lua_pushfstring(L, "zklock.RWLock(%s)", rw->path ? rw->path : "?");
  return 1;
}

static const luaL_Reg rwlock_methods[] = {
  { "read_lock", rw_read_lock }, { "write_lock", rw_write_lock }, { NULL, NULL }
};
static const luaL_Reg no_methods[] = { { NULL, NULL } };

void zkl_open_lrwlock(lua_State *L) {
  lua_CFunction gc, tostring;
  zkl_new_class(L, ZKL_RWLOCK, rwlock_methods, rw_gc, rw_tostring, NULL);
  /* the sides: Mutex's methods and finalizer, under their own names */
  luaL_getmetatable(L, ZKL_MUTEX);
  lua_getfield(L, -1, "__gc");
  gc = lua_tocfunction(L, -1);
  lua_getfield(L, -2, "__tostring");
  tostring = lua_tocfunction(L, -1);
  lua_pop(L, 3);
  zkl_new_class(L, ZKL_READ_LOCK, no_methods, gc, tostring, ZKL_MUTEX);
  zkl_new_class(L, ZKL_WRITE_LOCK, no_methods, gc, tostring, ZKL_MUTEX);
  lua_pushcfunction(L, l_rwlock);
  lua_setfield(L, -2, "rwlock");
}
