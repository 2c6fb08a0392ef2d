/* lmultilock.c -- the zklock.MultiLock userdata (Curator's InterProcessMultiLock): all of its locks
 * or none, taken in order, given back in reverse. Its state machine says which member to acquire
 * or release next; the Lua layer only does the waiting (a member's acquire may yield). */
#include "lzkl.h"

#include <math.h>

enum { ML_ACQUIRING = 1, ML_ROLLBACK, ML_RELEASING };

typedef struct lmulti {
  int n;       /* members */
} lmulti;

/* user value: the members 1..n. The progress of one acquire() or release() is its own: a cursor
 * table { phase, at (the member being acquired or released, 1-based), taken (members acquired so
 * far), msg/code (the first runtime failure), err (the first raised error) } that _acquire and
 * _release make and _step advances, so coroutines sharing the multi-lock never mix their steps. */

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
  luaL_setmetatable(L, ZKL_MULTILOCK);
  lua_createtable(L, n, 0);
  for (i = 1; i <= n; i++) {
    lua_rawgeti(L, 1, i);
    lua_rawseti(L, -2, i);
  }
  zkl_setuv(L, -2);
  return 1;
}

static int get_int(lua_State *L, int cur, const char *k) {
  int v;
  lua_getfield(L, cur, k);
  v = (int)lua_tointeger(L, -1);
  lua_pop(L, 1);
  return v;
}

static void set_int(lua_State *L, int cur, const char *k, int v) {
  lua_pushinteger(L, v);
  lua_setfield(L, cur, k);
}

/* Pushes step, member, cursor: the next thing for the Lua layer to do. */
static int next_member(lua_State *L, int cur, const char *step, int i) {
  set_int(L, cur, "at", i);
  lua_pushstring(L, step);
  zkl_getuv(L, 1);
  lua_rawgeti(L, -1, i);
  lua_remove(L, -2);
  lua_pushvalue(L, cur);
  return 3;
}

/* The end of a sequence: "done", true | "done", nil, msg, code | "raise", err */
static int finish(lua_State *L, int cur) {
  lua_getfield(L, cur, "err");
  if (!lua_isnil(L, -1)) {
    lua_pushliteral(L, "raise");
    lua_insert(L, -2);
    return 2;
  }
  lua_pushliteral(L, "done");
  lua_getfield(L, cur, "msg");
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    lua_pushboolean(L, 1);
    return 2;
  }
  lua_pushnil(L);
  lua_insert(L, -2);
  lua_getfield(L, cur, "code");
  return 4;
}

static int start(lua_State *L, int phase, int first, const char *step) {
  int cur;
  check_multi(L);
  lua_settop(L, 1);
  lua_createtable(L, 0, 6);
  cur = lua_gettop(L);
  set_int(L, cur, "phase", phase);
  set_int(L, cur, "taken", 0);
  return next_member(L, cur, step, first);
}

/* _acquire() -> "acquire", first member, cursor */
static int ml_start_acquire(lua_State *L) { return start(L, ML_ACQUIRING, 1, "acquire"); }

/* _release() -> "release", last member, cursor */
static int ml_start_release(lua_State *L) { return start(L, ML_RELEASING, check_multi(L)->n, "release"); }

/* Keeps the first runtime failure (msg at mi, code after it) or raised error (at mi) of a step. */
static void keep_failure(lua_State *L, int cur, int ok, int mi) {
  const char *field = ok ? "msg" : "err";
  lua_getfield(L, cur, field);
  if (lua_isnil(L, -1)) {
    lua_pushvalue(L, mi);
    lua_setfield(L, cur, field);
    if (ok) {
      lua_pushvalue(L, mi + 1);
      lua_setfield(L, cur, "code");
    }
  }
  lua_pop(L, 1);
}

/* _step(cursor, pcall results of the member's acquire or release) -> the next step (see
 * next_member, finish). An acquire that failed or raised rolls back what was taken, ignoring the
 * rollback's own failures; a release goes on through every member and reports the first failure. */
static int ml_step(lua_State *L) {
  lmulti *ml = check_multi(L);
  int cur = 2, ok, succeeded, at;
  luaL_checktype(L, cur, LUA_TTABLE);
  lua_settop(L, 6);
  ok = lua_toboolean(L, 3);
  succeeded = ok && lua_toboolean(L, 4);
  at = get_int(L, cur, "at");
  switch (get_int(L, cur, "phase")) {
    case ML_ACQUIRING:
      if (succeeded) {
        set_int(L, cur, "taken", at);
        if (at < ml->n) return next_member(L, cur, "acquire", at + 1);
        return finish(L, cur);
      }
      keep_failure(L, cur, ok, ok ? 5 : 4);
      set_int(L, cur, "phase", ML_ROLLBACK);
      at = get_int(L, cur, "taken") + 1;
      /* fall through */
    case ML_ROLLBACK:
      if (at - 1 >= 1) return next_member(L, cur, "rollback", at - 1);
      return finish(L, cur);
    case ML_RELEASING:
      if (!succeeded) keep_failure(L, cur, ok, ok ? 5 : 4);
      if (at - 1 >= 1) return next_member(L, cur, "release", at - 1);
      return finish(L, cur);
    default:
      return zkl_error(L, "zklock: multilock step out of sequence");
  }
}

/* Calls members[i]:name() for each member; f folds the first result (nil for a member without
 * that method) into *acc. */
static void each_member(lua_State *L, const char *name, void (*f)(lua_State *L, lua_Number *acc), lua_Number *acc) {
  lmulti *ml = check_multi(L);
  int i;
  for (i = 1; i <= ml->n; i++) {
    zkl_getuv(L, 1);
    lua_rawgeti(L, -1, i);
    lua_getfield(L, -1, name);
    if (lua_isnil(L, -1)) {
      lua_replace(L, -2);   /* a member that cannot say counts as not held, 0 seconds, 0 waiting */
    } else {
      lua_insert(L, -2);
      lua_call(L, 1, 1);
    }
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

/* Seconds left until the first member's validity runs out: 0 unless every member is held. */
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
  zkl_new_class(L, ZKL_MULTILOCK, multilock_methods, ml_gc, ml_tostring, NULL);
  lua_pushcfunction(L, l_multilock);
  lua_setfield(L, -2, "multilock");
}
