/* lmultilock.c -- the zklock.MultiLock userdata (Curator's InterProcessMultiLock): all of its locks
 * or none, taken in order, given back in reverse. Its state machine says which member to acquire
 * or release next; the Lua layer only does the waiting (a member's acquire may yield). */
#include "lzkl.h"

#include <math.h>

enum { ML_IDLE, ML_ACQUIRING, ML_ROLLBACK, ML_RELEASING };

typedef struct lmulti {
  int n;       /* members */
  int phase;
  int at;      /* the member being acquired or released, 1-based */
  int taken;   /* members acquired by the acquisition under way */
} lmulti;

/* user value: members 1..n, and while a step is under way the failure to report:
 * .msg/.code (the first runtime failure) or .err (the first raised error) */

static lmulti *check_multi(lua_State *L) { return (lmulti *)luaL_checkudata(L, 1, ZKL_MULTILOCK); }

/* core.multilock({lock, ...}): every entry an object with acquire and release methods */
static int l_multilock(lua_State *L) {
  lmulti *ml;
  int i, n;
  luaL_checktype(L, 1, LUA_TTABLE);
  n = (int)lua_rawlen(L, 1);
  if (n == 0) return zkl_error(L, "zklock: multilock() needs a non-empty list of paths or locks");
  for (i = 1; i <= n; i++) {
    int t;
    lua_rawgeti(L, 1, i);
    t = lua_type(L, -1);
    if (t == LUA_TTABLE || t == LUA_TUSERDATA) {
      lua_getfield(L, -1, "acquire");
      lua_getfield(L, -2, "release");
      t = lua_isfunction(L, -1) && lua_isfunction(L, -2) ? t : LUA_TNONE;
      lua_pop(L, 2);
    }
    if (t != LUA_TTABLE && t != LUA_TUSERDATA)
      return zkl_error(L, "zklock: multilock() entry %d must be a path or a lock object, got %s", i,
                       luaL_typename(L, -1));
    lua_pop(L, 1);
  }
  ml = (lmulti *)zkl_newud(L, sizeof *ml);
  ml->n = n;
  ml->phase = ML_IDLE;
  ml->at = ml->taken = 0;
  luaL_setmetatable(L, ZKL_MULTILOCK);
  lua_createtable(L, n, 3);
  for (i = 1; i <= n; i++) {
    lua_rawgeti(L, 1, i);
    lua_rawseti(L, -2, i);
  }
  zkl_setuv(L, -2);
  return 1;
}

/* Pushes step, member: the next thing for the Lua layer to do. */
static int next_member(lua_State *L, const char *step, int i) {
  lua_pushstring(L, step);
  zkl_getuv(L, 1);
  lua_rawgeti(L, -1, i);
  lua_remove(L, -2);
  return 2;
}

static void set_failure(lua_State *L, const char *field, int value) {
  zkl_getuv(L, 1);
  lua_pushvalue(L, value);
  lua_setfield(L, -2, field);
  lua_pop(L, 1);
}

static int has_failure(lua_State *L, const char *field) {
  int has;
  zkl_getuv(L, 1);
  lua_getfield(L, -1, field);
  has = !lua_isnil(L, -1);
  lua_pop(L, 2);
  return has;
}

/* The end of a sequence: "done", true | "done", nil, msg, code | "raise", err */
static int finish(lua_State *L, lmulti *ml) {
  int uv;
  ml->phase = ML_IDLE;
  zkl_getuv(L, 1);
  uv = lua_gettop(L);
  lua_getfield(L, uv, "err");
  if (!lua_isnil(L, -1)) {
    lua_pushliteral(L, "raise");
    lua_insert(L, -2);
    return 2;
  }
  lua_pushliteral(L, "done");
  lua_getfield(L, uv, "msg");
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    lua_pushboolean(L, 1);
    return 2;
  }
  lua_pushnil(L);
  lua_insert(L, -2);
  lua_getfield(L, uv, "code");
  return 4;
}

static void clear_failure(lua_State *L) {
  zkl_getuv(L, 1);
  lua_pushnil(L); lua_setfield(L, -2, "msg");
  lua_pushnil(L); lua_setfield(L, -2, "code");
  lua_pushnil(L); lua_setfield(L, -2, "err");
  lua_pop(L, 1);
}

/* _acquire() -> "acquire", first member */
static int ml_start_acquire(lua_State *L) {
  lmulti *ml = check_multi(L);
  clear_failure(L);
  ml->phase = ML_ACQUIRING;
  ml->taken = 0;
  ml->at = 1;
  return next_member(L, "acquire", 1);
}

/* _release() -> "release", last member */
static int ml_start_release(lua_State *L) {
  lmulti *ml = check_multi(L);
  clear_failure(L);
  ml->phase = ML_RELEASING;
  ml->at = ml->n;
  return next_member(L, "release", ml->n);
}

/* _step(pcall results of the member's acquire or release) -> the next step (see next_member,
 * finish). An acquire that failed or raised rolls back what was taken, ignoring failures; a
 * release goes on through every member and reports the first failure. */
static int ml_step(lua_State *L) {
  lmulti *ml = check_multi(L);
  int ok = lua_toboolean(L, 2), succeeded = ok && lua_toboolean(L, 3);
  lua_settop(L, 5);
  if (!ok && !has_failure(L, "err")) set_failure(L, "err", 3);
  switch (ml->phase) {
    case ML_ACQUIRING:
      if (succeeded) {
        ml->taken = ml->at;
        if (ml->at < ml->n) return next_member(L, "acquire", ++ml->at);
        return finish(L, ml);
      }
      if (ok) { set_failure(L, "msg", 4); set_failure(L, "code", 5); }
      ml->phase = ML_ROLLBACK;
      ml->at = ml->taken + 1;
      /* fall through */
    case ML_ROLLBACK:
      if (--ml->at >= 1) return next_member(L, "release", ml->at);
      return finish(L, ml);
    case ML_RELEASING:
      if (ok && !succeeded && !has_failure(L, "msg")) { set_failure(L, "msg", 4); set_failure(L, "code", 5); }
      if (--ml->at >= 1) return next_member(L, "release", ml->at);
      return finish(L, ml);
    default:
      return zkl_error(L, "zklock: multilock step out of sequence");
  }
}

/* Calls members[i]:name() for each member that has it; f folds the first result into *acc. */
static void each_member(lua_State *L, const char *name, void (*f)(lua_State *L, lua_Number *acc), lua_Number *acc) {
  lmulti *ml = check_multi(L);
  int i;
  for (i = 1; i <= ml->n; i++) {
    zkl_getuv(L, 1);
    lua_rawgeti(L, -1, i);
    lua_getfield(L, -1, name);
    if (lua_isnil(L, -1)) {
      lua_pop(L, 3);
      continue;
    }
    lua_insert(L, -2);
    lua_call(L, 1, 1);
    f(L, acc);
    lua_pop(L, 2);
  }
}

static void fold_sum(lua_State *L, lua_Number *acc) { *acc += lua_tonumber(L, -1); }

/* cancel() -> n: the waiting acquires of its members give up (members without cancel() are left) */
static int ml_cancel(lua_State *L) {
  lua_Number n = 0;
  each_member(L, "cancel", fold_sum, &n);
  lua_pushinteger(L, (lua_Integer)n);
  return 1;
}

static void fold_all(lua_State *L, lua_Number *acc) { if (!lua_toboolean(L, -1)) *acc = 0; }
static void fold_min(lua_State *L, lua_Number *acc) {
  lua_Number v = lua_tonumber(L, -1);
  if (v < *acc) *acc = v;
}

static int ml_in_process(lua_State *L) {
  lua_Number all = 1;
  each_member(L, "is_acquired_in_this_process", fold_all, &all);
  lua_pushboolean(L, all != 0);
  return 1;
}

/* Seconds left until the first member's lease runs out: 0 unless every member is held. */
static int ml_validity(lua_State *L) {
  lua_Number v = HUGE_VAL;
  each_member(L, "validity", fold_min, &v);
  lua_pushnumber(L, v == HUGE_VAL || v < 0 ? 0 : v);
  return 1;
}

/* The session of the first member, for listeners (nil for members that do not say). */
static int ml_session(lua_State *L) {
  check_multi(L);
  zkl_getuv(L, 1);
  lua_rawgeti(L, -1, 1);
  lua_getfield(L, -1, "_session");
  if (lua_isnil(L, -1)) return 1;
  lua_insert(L, -2);
  lua_call(L, 1, 1);
  return 1;
}

static int ml_gc(lua_State *L) { (void)L; return 0; }

static int ml_tostring(lua_State *L) {
  lmulti *ml = check_multi(L);
  lua_pushfstring(L, "zklock.MultiLock(%d locks)", ml->n);
  return 1;
}

static const luaL_Reg multilock_methods[] = {
  { "_acquire", ml_start_acquire }, { "_release", ml_start_release }, { "_step", ml_step },
  { "is_acquired_in_this_process", ml_in_process }, { "validity", ml_validity },
  { "_session", ml_session }, { "cancel", ml_cancel }, { NULL, NULL }
};

void zkl_open_lmultilock(lua_State *L) {
  zkl_new_class(L, ZKL_MULTILOCK, multilock_methods, ml_gc, ml_tostring);
  lua_pushcfunction(L, l_multilock);
  lua_setfield(L, -2, "multilock");
}
