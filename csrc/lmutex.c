/* lmutex.c -- the zklock.Mutex userdata (InterProcessMutex), also each side of a read-write lock: its
 * holds keyed by the running coroutine (reentrancy), explicit holds, and what all its holds share. */
#include "lzkl.h"

#include <stdlib.h>
#include <string.h>

typedef struct llock {
  char *path;        /* as the user gave it */
  char *dir;         /* namespace applied */
  size_t nslen;
  char *data;
  size_t datalen;
  const zkl_predicate *pred;
  zkl_lock_rule rule;  /* the lock kind's own step before an acquisition (lrwlock.c), or NULL */
  int revocable;
  int handoff;         /* coroutines of this session share one node, handed on locally (handoff.c) */
  int local_handoffs;  /* local hand-offs left once another client queues behind that node */
  int watch_ahead;     /* the lock option watch_ahead (ahead.c) */
  int64_t ttl_ns;      /* the lock option ttl: how long its holds may last once granted (0: no bound) */
} llock;

/* user value of a lock: { [1] = session userdata, [2] = holds (weak-keyed by coroutine),
 * [3] = the Lua layer's own table for this lock (listeners, revocation), made on demand,
 * [ZKL_LOCK_UV_KIND] = the lock kind's (a read-write lock's other side), [5] = explicit holds by id
 * (weak values) } */
enum { UV_SESSION = 1, UV_HOLDS, UV_EXTRA, UV_EXPLICIT = 5 };

static const char *const lock_classes[] = { ZKL_MUTEX, ZKL_READ_LOCK, ZKL_WRITE_LOCK, NULL };

static llock *check_lock(lua_State *L) {
  llock *m = (llock *)zkl_test_class(L, 1, lock_classes);
  if (!m) luaL_checkudata(L, 1, ZKL_MUTEX);   /* raises the standard message */
  return m;
}

static lsession *lock_session(lua_State *L) {
  lsession *s;
  zkl_getuv(L, 1);
  lua_rawgeti(L, -1, UV_SESSION);
  s = (lsession *)lua_touserdata(L, -1);
  lua_pop(L, 2);
  return s;
}

/* Pushes the holds table of the lock at i and the current coroutine's hold (or nil); returns it. */
static lhold *my_hold(lua_State *L, int i) {
  zkl_getuv(L, i);
  lua_rawgeti(L, -1, UV_HOLDS);
  lua_remove(L, -2);
  lua_pushthread(L);
  lua_rawget(L, -2);
  return (lhold *)lua_touserdata(L, -1);
}

lhold *zkl_lock_my_hold(lua_State *L, int i) {
  lhold *h;
  if (i < 0) i += lua_gettop(L) + 1;
  h = my_hold(L, i);
  lua_pop(L, 2);   /* the holds table keeps it */
  return h;
}

static void forget_my_hold(lua_State *L, int holds) {
  lua_pushthread(L);
  lua_pushnil(L);
  lua_rawset(L, holds);
}

/* Pushes an empty table with weak keys ("k") or values ("v"). */
static void push_weak(lua_State *L, const char *mode) {
  lua_newtable(L);
  lua_createtable(L, 0, 1);
  lua_pushstring(L, mode);
  lua_setfield(L, -2, "__mode");
  lua_setmetatable(L, -2);
}

/* Readers share the lock already; a latch's node is one participant of the election, never shared. */
static int may_hand_off(const zkl_predicate *pred) { return pred != &zkl_pred_read && pred != &zkl_pred_latch; }

void zkl_push_lock(lua_State *L, int si, const zkl_predicate *pred, int pi, int di, int local_handoffs,
                   const char *cls, zkl_lock_rule rule) {
  lsession *s = zkl_open_session(L, si);
  size_t dl;
  const char *data = luaL_checklstring(L, di, &dl);
  llock *m;
  char *dir = zkl_full_path(L, s, pi);
  m = (llock *)zkl_newud(L, sizeof *m);
  memset(m, 0, sizeof *m);
  luaL_setmetatable(L, cls);
  m->dir = dir;
  m->nslen = s->nslen;
  m->path = strdup(lua_tostring(L, pi));
  m->data = malloc(dl + 1);
  m->datalen = dl;
  m->pred = pred;
  m->rule = rule;
  m->handoff = may_hand_off(pred);
  m->local_handoffs = local_handoffs;
  m->watch_ahead = ZKL_WATCH_AHEAD_DEFAULT;
  if (!m->path || !m->data) zkl_error(L, "zklock: out of memory");
  memcpy(m->data, data, dl + 1);
  lua_createtable(L, 5, 0);
  lua_pushvalue(L, si);
  lua_rawseti(L, -2, UV_SESSION);
  push_weak(L, "k");
  lua_rawseti(L, -2, UV_HOLDS);
  push_weak(L, "v");   /* a hold the program dropped is collected (and reported, lhold.c) */
  lua_rawseti(L, -2, UV_EXPLICIT);
  zkl_setuv(L, -2);
}

/* core.lock(session, path, data, local_handoffs) -> a mutex */
static int l_lock(lua_State *L) {
  zkl_push_lock(L, 1, &zkl_pred_mutex, 2, 3, (int)luaL_checkinteger(L, 4), ZKL_MUTEX, NULL);
  return 1;
}

/* core.latch(session, path, id) -> a mutex of kind latch: Curator's LeaderLatch nodes (the id their
 * data), the lowest leads; a node of its own for every hold (zklock.latch drives it) */
static int l_latch(lua_State *L) {
  zkl_push_lock(L, 1, &zkl_pred_latch, 2, 3, 0, ZKL_MUTEX, NULL);
  return 1;
}

static zkl_contend_opts lock_opts(const llock *m, int try_once) {
  zkl_contend_opts o;
  memset(&o, 0, sizeof o);
  o.try_once = try_once;
  o.revocable = m->revocable;
  o.handoff = m->handoff;
  o.local_handoffs = m->local_handoffs;
  o.watch_ahead = m->watch_ahead;
  o.ttl_ns = m->ttl_ns;
  return o;
}

/* seconds (checked by zklock.check: 0 to 1e9) to ns; nil: -1 */
static int64_t opt_ttl(lua_State *L, int i) {
  return lua_isnoneornil(L, i) ? -1 : (int64_t)(luaL_checknumber(L, i) * 1e9);
}

/* An acquire's deadline, `timeout` seconds (nil, or beyond 285 years: none) from now, on the
 * validity clock (hold:_waiting counts down to it; the engine gives up an outcome not taken by then) */
static int64_t deadline_of(lua_Number timeout, int given) {
  return given && timeout < 9e9 ? zkl_clock_ns() + (int64_t)(timeout * 1e9) : 0;
}

/* _begin(try_once, explicit[, timeout[, ttl]]) -> true (re-entered) | hold (contending) | nil, msg, code.
 * timeout: seconds, the deadline hold:_waiting() counts down to (none for "try once"); ttl: seconds
 * the hold may last once granted (nil: the lock's; 0: no bound), from now for a re-entered hold.
 * An explicit hold belongs to the value returned, not to the running coroutine: never re-entered,
 * never a downgrade, released through the value from any coroutine. */
static int m_begin(lua_State *L) {
  llock *m = check_lock(L);
  zkl_contend_opts o = lock_opts(m, lua_toboolean(L, 2));
  lsession *s = lock_session(L);
  zkl_contender *downgrade_of = NULL;
  zkl_hold_state st;
  lhold *h;
  int holds, n, timed = lua_type(L, 4) == LUA_TNUMBER && !o.try_once;   /* "try once": its one listing's answer */
  int64_t ttl = opt_ttl(L, 5);
  o.deadline_ns = deadline_of(timed ? lua_tonumber(L, 4) : 0, timed);
  if (ttl >= 0) o.ttl_ns = ttl;
  if (!s->S || zkl_session_closed(s->S))
    return zkl_fail(L, "closed", "cannot acquire %s: session is closed", m->path);
  if (lua_toboolean(L, 3)) {
    lua_settop(L, 1);
    zkl_getuv(L, 1);
    lua_rawgeti(L, -1, UV_EXPLICIT);
    h = zkl_push_hold(L, s->S, m->pred, m->dir, m->data, m->datalen, &o, NULL, m->nslen, m->path);
    h->explicit_ = 1;
    h->deadline_ns = o.deadline_ns;
    lua_pushinteger(L, zkl_hold_id(h->c));
    lua_pushvalue(L, -2);
    lua_rawset(L, 3);
    return 1;
  }
  h = my_hold(L, 1);
  holds = lua_gettop(L) - 1;
  if (h && h->c) {
    zkl_hold_read(h->c, &st, 0);
    if (h->count > 0 && st.live) {   /* re-entered */
      if (ttl >= 0) zkl_hold_set_ttl(h->c, ttl);
      if (!zkl_hold_reenter(h->c)) {
        /* with less than grant_validity x T left: the hold is handed over again once proven afresh
         * (Lua waits on it, then _finish counts the re-entry) */
        h->reentry = 1;
        h->deadline_ns = o.deadline_ns;
        return 1;
      }
      h->count++;
      lua_pushboolean(L, 1);
      return 1;
    }
    /* Held, then lost, never released: the coroutine's outer code still counts on the hold, so
     * a nested acquire must not quietly replace it (on_lost would never hear of the loss, and
     * validity() would vouch for the new hold). It answers "lost" until release() clears it. */
    if (h->count > 0) return zkl_push_lost(L, m->path, st.lost_reason);
    zkl_hold_abandon(h->c);   /* a wait that failed earlier: start afresh */
  }
  lua_pop(L, 1);
  if (m->rule && (n = m->rule(L, m->path, &downgrade_of)) != 0) return n;
  zkl_push_hold(L, s->S, m->pred, m->dir, m->data, m->datalen, &o, downgrade_of, m->nslen, m->path)->deadline_ns =
    o.deadline_ns;
  lua_pushthread(L);
  lua_pushvalue(L, -2);
  lua_rawset(L, holds);
  return 1;
}

/* _finish(hold, why) -> true | nil, msg, code */
static int m_finish(lua_State *L) {
  llock *m = check_lock(L);
  lhold *h = (lhold *)luaL_checkudata(L, 2, ZKL_HOLD);
  const char *why = luaL_optstring(L, 3, NULL);
  int holds, n;
  if (h->explicit_) return zkl_push_outcome(L, h, why, m->path);  /* a failed one is simply dropped */
  int reentry = h->reentry;
  my_hold(L, 1);
  holds = lua_gettop(L) - 1;
  n = zkl_push_outcome(L, h, why, m->path);
  if (n != 1 && !reentry) forget_my_hold(L, holds);   /* a re-entry that failed: the outer hold stays */
  return n;
}

/* _release(async) -> true, hold (wait until its node is gone) | true (still held: re-entered) |
 * nil, msg, code (it was lost) */
static int m_release(lua_State *L) {
  llock *m = check_lock(L);
  lhold *h = my_hold(L, 1);
  int holds = lua_gettop(L) - 1;
  zkl_hold_state st;
  if (!h || h->count <= 0 || !h->c)
    return zkl_error(L, "zklock: release of %s: you do not own this lock (not held by the current coroutine)", m->path);
  zkl_hold_read(h->c, &st, 0);
  if (!st.live) {
    h->count = 0;
    forget_my_hold(L, holds);
    return zkl_push_lost(L, m->path, st.lost_reason);
  }
  if (--h->count > 0) { lua_pushboolean(L, 1); return 1; }
  forget_my_hold(L, holds);
  if (!zkl_hold_release(h->c, !lua_toboolean(L, 2))) {   /* lost just now */
    zkl_hold_read(h->c, &st, 0);
    return zkl_push_lost(L, m->path, st.lost_reason);
  }
  /* the hold, so the caller can wait until the node is really gone */
  lua_pushboolean(L, 1);
  lua_pushvalue(L, holds + 1);
  return 2;
}

/* _reown(hold): the current coroutine holds again a hold whose release was refused (hold:_refused) */
static int m_reown(lua_State *L) {
  lhold *h;
  int holds;
  check_lock(L);
  h = (lhold *)luaL_checkudata(L, 2, ZKL_HOLD);
  my_hold(L, 1);
  holds = lua_gettop(L) - 1;
  h->count = 1;
  lua_pushthread(L);
  lua_pushvalue(L, 2);
  lua_rawset(L, holds);
  return 0;
}

static int m_hold_count(lua_State *L) {
  lhold *h;
  check_lock(L);
  h = my_hold(L, 1);
  lua_pushinteger(L, zkl_hold_live(h) ? h->count : 0);
  return 1;
}

static int m_is_owned(lua_State *L) {
  check_lock(L);
  lua_pushboolean(L, zkl_hold_live(my_hold(L, 1)));
  return 1;
}

/* Seconds left on the current coroutine's hold's validity: 0 when not held. */
static int m_validity(lua_State *L) {
  lhold *h;
  zkl_hold_state st;
  lua_Number v = 0;
  check_lock(L);
  h = my_hold(L, 1);
  if (h && h->c && h->count > 0) {
    zkl_hold_read(h->c, &st, 0);
    if (st.live) v = (lua_Number)st.validity_ns * 1e-9;
  }
  lua_pushnumber(L, v);
  return 1;
}

/* node() and fencing_token() of the current coroutine's hold */
static int my_node(lua_State *L, int token) {
  int n;
  check_lock(L);
  if (!my_hold(L, 1)) { lua_pushnil(L); return 1; }
  n = zkl_push_hold_node(L, lua_gettop(L));
  if (n == 1) return 1;                       /* nil: not holding */
  if (!token) { lua_pop(L, 2); return 1; }    /* the node */
  lua_remove(L, -3);
  return 2;                                   /* czxid, seq */
}

static int m_node(lua_State *L) { return my_node(L, 0); }

/* _granted_age() of the current coroutine's hold (lhold.c) */
static int m_granted_age(lua_State *L) {
  check_lock(L);
  return zkl_push_granted_age(L, my_hold(L, 1));
}
static int m_fencing_token(lua_State *L) { return my_node(L, 1); }

/* Calls fn on every hold of the lock at 1, per coroutine and explicit, until it returns nonzero;
 * returns that value (0 when none did). */
static int each_hold(lua_State *L, int (*fn)(lhold *h, void *ud), void *ud) {
  static const int tables[] = { UV_HOLDS, UV_EXPLICIT };
  int t, r = 0;
  check_lock(L);
  for (t = 0; !r && t < 2; t++) {
    zkl_getuv(L, 1);
    lua_rawgeti(L, -1, tables[t]);
    lua_pushnil(L);
    while (!r && lua_next(L, -2)) {
      lhold *h = (lhold *)lua_touserdata(L, -1);
      if (h) r = fn(h, ud);
      lua_pop(L, 1);
    }
    lua_pop(L, r ? 3 : 2);
  }
  return r;
}

static int live_hold(lhold *h, void *ud) { (void)ud; return zkl_hold_live(h); }

static int m_in_process(lua_State *L) {
  lua_pushboolean(L, each_hold(L, live_hold, NULL));
  return 1;
}

/* cancel() -> n: every acquire of this lock still waiting, in any coroutine, gives up now and
 * answers nil, msg, "cancelled" (Kazoo's cancel); its node goes as on a timeout. */
static int cancel_one(lhold *h, void *ud) {
  if (h->c && h->count == 0) *(int *)ud += zkl_hold_cancel(h->c);
  return 0;
}

static int m_cancel(lua_State *L) {
  int n = 0;
  each_hold(L, cancel_one, &n);
  lua_pushinteger(L, n);
  return 1;
}

/* True while a hold of this lock has not been released nor its loss reported to on_lost: the
 * scheduler adapters keep dispatching until then, past the deadline too. */
static int unreported(lhold *h, void *ud) { (void)ud; return h->count > 0 && !h->lost_seen; }
static int m_unreported(lua_State *L) {
  lua_pushboolean(L, each_hold(L, unreported, NULL));
  return 1;
}

/* Number of holds lost since the last call, and the reason of the first (for on_lost listeners). */
typedef struct { int n; const char *reason; } lost_count;

static int count_lost(lhold *h, void *ud) {
  lost_count *lc = ud;
  zkl_hold_state st;
  if (!h->c || h->count <= 0 || h->lost_seen) return 0;
  zkl_hold_read(h->c, &st, 0);   /* a hold past its deadline ends now */
  if (st.lost) {
    h->lost_seen = 1;
    if (!lc->n++) lc->reason = st.lost_reason;
  }
  return 0;
}

static int m_lost_holds(lua_State *L) {
  lost_count lc = { 0, NULL };
  each_hold(L, count_lost, &lc);
  lua_pushinteger(L, lc.n);
  lua_pushstring(L, lc.reason ? lc.reason : "expired");
  return 2;
}

static int m_info(lua_State *L) {
  llock *m = check_lock(L);
  lua_pushstring(L, m->path);
  lua_pushstring(L, m->pred->lock_name);
  zkl_getuv(L, 1);
  lua_rawgeti(L, -1, UV_SESSION);
  lua_remove(L, -2);
  return 3;
}

/* _session() -> the lock's session: one C call, for a waiting acquire's shallow frames (lock.lua) */
static int m_session(lua_State *L) {
  check_lock(L);
  zkl_getuv(L, 1);
  lua_rawgeti(L, -1, UV_SESSION);
  return 1;
}

static int m_extra(lua_State *L) {
  check_lock(L);
  zkl_getuv(L, 1);
  lua_rawgeti(L, -1, UV_EXTRA);
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushvalue(L, -1);
    lua_rawseti(L, -3, UV_EXTRA);
  }
  return 1;
}

static int m_set_revocable(lua_State *L) {
  check_lock(L)->revocable = 1;
  return 0;
}

/* _set_ttl_default(seconds): the lock option ttl (0: none) */
static int m_set_ttl_default(lua_State *L) {
  check_lock(L)->ttl_ns = (int64_t)(luaL_checknumber(L, 2) * 1e9);
  return 0;
}

/* _set_ttl(seconds) -> true | nil, msg, code: the current coroutine's hold ends that long from now
 * (0: only its validity ends it) */
static int m_set_ttl(lua_State *L) {
  llock *m = check_lock(L);
  int64_t ttl = (int64_t)(luaL_checknumber(L, 2) * 1e9);
  lhold *h = my_hold(L, 1);
  zkl_hold_state st;
  if (!h || h->count <= 0 || !h->c)
    return zkl_error(L, "zklock: set_ttl of %s: you do not own this lock (not held by the current coroutine)", m->path);
  if (!zkl_hold_set_ttl(h->c, ttl)) {
    zkl_hold_read(h->c, &st, 0);
    return zkl_push_lost(L, m->path, st.lost_reason);
  }
  lua_pushboolean(L, 1);
  return 1;
}

/* _set_watch_ahead(n): the lock option watch_ahead (checked by zklock.options: 1 up) */
static int m_set_watch_ahead(lua_State *L) {
  check_lock(L)->watch_ahead = (int)luaL_checkinteger(L, 2);
  return 0;
}

/* _set_handoff(on, n): off = one node per coroutine, as Curator; n: local_handoffs, nil keeps it */
static int m_set_handoff(lua_State *L) {
  llock *m = check_lock(L);
  m->handoff = lua_toboolean(L, 2) && may_hand_off(m->pred);
  if (!lua_isnoneornil(L, 3)) m->local_handoffs = (int)luaL_checkinteger(L, 3);
  return 0;
}

/* _handoff_queue() -> {waiting=, seq=, behind=, left=} of this lock's local queue, or nil when none
 * (tests await fairness states with it instead of sleeping) */
static int m_handoff_queue(lua_State *L) {
  llock *m = check_lock(L);
  lsession *s = lock_session(L);
  zkl_handoff_info info;
  if (!s->S || !zkl_handoff_read(s->S, m->pred, m->dir, &info)) { lua_pushnil(L); return 1; }
  lua_createtable(L, 0, 4);
  lua_pushinteger(L, info.waiting); lua_setfield(L, -2, "waiting");
  lua_pushinteger(L, (lua_Integer)info.seq); lua_setfield(L, -2, "seq");
  lua_pushboolean(L, info.behind); lua_setfield(L, -2, "behind");
  lua_pushinteger(L, info.left); lua_setfield(L, -2, "left");
  return 1;
}

static int m_gc(lua_State *L) {
  llock *m = check_lock(L);
  free(m->path); free(m->dir); free(m->data);
  m->path = m->dir = m->data = NULL;
  return 0;
}

static int m_tostring(lua_State *L) {
  llock *m = check_lock(L);
  int held = each_hold(L, live_hold, NULL);
  lua_pushfstring(L, "zklock.%s(%s, %s)", m->pred->kind, m->path ? m->path : "?", held ? "held" : "free");
  return 1;
}

static const luaL_Reg lock_methods[] = {
  { "_begin", m_begin }, { "_finish", m_finish }, { "_release", m_release },
  { "hold_count", m_hold_count }, { "is_owned", m_is_owned }, { "validity", m_validity },
  { "is_acquired_in_this_process", m_in_process }, { "node", m_node },
  { "fencing_token", m_fencing_token }, { "_lost_holds", m_lost_holds }, { "_info", m_info },
  { "_set_revocable", m_set_revocable }, { "_reown", m_reown }, { "_set_handoff", m_set_handoff },
  { "_set_watch_ahead", m_set_watch_ahead },
  { "_handoff_queue", m_handoff_queue }, { "cancel", m_cancel }, { "_extra", m_extra },
  { "_unreported", m_unreported }, { "_session", m_session }, { "_set_ttl", m_set_ttl },
  { "_set_ttl_default", m_set_ttl_default }, { "_granted_age", m_granted_age },
  { NULL, NULL }
};

void zkl_open_lmutex(lua_State *L) {
  zkl_new_class(L, ZKL_MUTEX, lock_methods, m_gc, m_tostring, NULL);
  lua_pushcfunction(L, l_lock);
  lua_setfield(L, -2, "lock");
  lua_pushcfunction(L, l_latch);
  lua_setfield(L, -2, "latch");
}
