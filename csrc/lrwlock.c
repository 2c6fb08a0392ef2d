/* lrwlock.c -- the zklock.RWLock userdata (Curator's InterProcessReadWriteLock): two locks of the
 * engine on one directory, paired so that each side knows the other (llock.c: downgrade, upgrade). */
#include "lzkl.h"

#include <stdlib.h>
#include <string.h>

typedef struct lrwlock {
  char *path;
} lrwlock;

/* user value: { [1] = read lock, [2] = write lock } */

/* core.rwlock(session, path, data) */
static int l_rwlock(lua_State *L) {
  lrwlock *rw;
  zkl_push_lock(L, 1, &zkl_pred_read, 2, 3);
  zkl_push_lock(L, 1, &zkl_pred_write, 2, 3);
  zkl_pair_locks(L, -2, -1);
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

void zkl_open_lrwlock(lua_State *L) {
  zkl_new_class(L, ZKL_RWLOCK, rwlock_methods, rw_gc, rw_tostring);
  lua_pushcfunction(L, l_rwlock);
  lua_setfield(L, -2, "rwlock");
}
