/* llock.c -- the zklock.Mutex userdata and its per-coroutine holds (zklock.Hold).
 * Ownership is keyed by the running coroutine; the engine in recipe.c does the contending. */
#include "lzkl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct llock {
  char *path;      /* as the user gave it */
  char *dir;       /* namespace applied */
  size_t nslen;
  char *data;
  size_t datalen;
  const zkl_predicate *pred;
  const char *kind;
  int revocable;
  int cohort;        /* coroutines of this session share one node, handed off locally (recipe.c) */
  int max_handoffs;  /* local hand-offs left once another client queues behind that node */
} llock;

/* Small: another client queued behind us waits for at most this many local holds (documented
 * with the lock option local_handoffs). */
#define LOCAL_HANDOFFS 8

typedef struct lhold {
  zkl_contender *c;
  size_t nslen;    /* namespace length, stripped from node paths shown to Lua */
  int count;       /* holds of its coroutine (an explicit hold: 1); 0 while waiting */
  int lost_seen;
  int explicit_;   /* owned by the value itself (lock:hold()), not by a coroutine */
  char *what;      /* the lock's path as the user gave it, for messages */
} lhold;

/* user value of a lock: { [1] = session userdata, [2] = holds (weak-keyed by coroutine),
 * [3] = the Lua layer's own table for this lock (listeners, revocation), made on demand,
 * [4] = the other side of a read-write lock, [5] = explicit holds by id (weak values) } */
enum { UV_SESSION = 1, UV_HOLDS, UV_EXTRA, UV_SIBLING, UV_EXPLICIT };

static llock *check_lock(lua_State *L) { return (llock *)luaL_checkudata(L, 1, ZKL_MUTEX); }

static lsession *lock_session(lua_State *L) {
  lsession *s;
  zkl_getuv(L, 1);
  lua_rawgeti(L, -1, 1);
  s = (lsession *)lua_touserdata(L, -1);
  lua_pop(L, 2);
  return s;
}

/* Pushes the holds table and the current coroutine's hold (or nil); returns the hold. */
static lhold *my_hold(lua_State *L) {
  zkl_getuv(L, 1);
  lua_rawgeti(L, -1, 2);
  lua_remove(L, -2);
  lua_pushthread(L);
  lua_rawget(L, -2);
  return (lhold *)lua_touserdata(L, -1);
}

static void forget_my_hold(lua_State *L, int holds) {
  lua_pushthread(L);
  lua_pushnil(L);
  lua_rawset(L, holds);
}

/* Caller holds the session mutex: the engine writes phase and lost on its own threads. A hold
 * past its lease deadline ends here, even if the timer thread has not come to it yet. */
static int hold_valid(lhold *h) {
  return h && h->c && h->count > 0 && zkl_contender_live(h->c);
}

static int hold_valid_locked(lhold *h) {
  int v;
  if (!h || !h->c) return 0;
  pthread_mutex_lock(&h->c->base.S->mu);
  v = hold_valid(h);
  pthread_mutex_unlock(&h->c->base.S->mu);
  return v;
}

static const zkl_predicate *const lock_kinds[] = { &zkl_pred_mutex, &zkl_pred_read, &zkl_pred_write };
static const char *const lock_kind_names[] = { "mutex", "read", "write", NULL };

/* Pushes an empty table with weak keys ("k") or values ("v"). */
static void push_weak(lua_State *L, const char *mode) {
  lua_newtable(L);
  lua_createtable(L, 0, 1);
  lua_pushstring(L, mode);
  lua_setfield(L, -2, "__mode");
  lua_setmetatable(L, -2);
}

/* Pushes a new lock of the session at index si on the path at pi, its node data the string at di.
 * User value: { [1] = session, [2] = holds by coroutine (weak keys) }. */
void zkl_push_lock(lua_State *L, int si, const zkl_predicate *pred, int pi, int di) {
  lsession *s = zkl_check_session(L, si);
  size_t dl;
  const char *data = luaL_checklstring(L, di, &dl);
  llock *m;
  char *dir;
  if (!s->S || s->S->closed) zkl_error(L, "zklock: session is closed");
  dir = zkl_full_path(L, s, pi);
  m = (llock *)zkl_newud(L, sizeof *m);
  memset(m, 0, sizeof *m);
  luaL_setmetatable(L, ZKL_MUTEX);
  m->dir = dir;
  m->nslen = s->nslen;
  m->path = strdup(lua_tostring(L, pi));
  m->data = malloc(dl + 1);
  m->datalen = dl;
  m->pred = pred;
  m->kind = pred->kind;
  m->cohort = pred != &zkl_pred_read;   /* readers share the lock already */
  m->max_handoffs = LOCAL_HANDOFFS;
  if (!m->path || !m->data) zkl_error(L, "zklock: out of memory");
  memcpy(m->data, data, dl + 1);
  lua_createtable(L, 5, 0);
  lua_pushvalue(L, si);
  lua_rawseti(L, -2, UV_SESSION);
  push_weak(L, "k");
  lua_rawseti(L, -2, UV_HOLDS);
  push_weak(L, "v");   /* a hold the program dropped is collected (and reported, h_gc) */
  lua_rawseti(L, -2, UV_EXPLICIT);
  zkl_setuv(L, -2);
}

/* The two sides of a read-write lock know each other (user value [4]): asking for one while
 * holding the other is a downgrade or a (refused) upgrade. */
void zkl_pair_locks(lua_State *L, int a, int b) {
  if (a < 0) a += lua_gettop(L) + 1;
  if (b < 0) b += lua_gettop(L) + 1;
  zkl_getuv(L, a);
  lua_pushvalue(L, b);
  lua_rawseti(L, -2, 4);
  zkl_getuv(L, b);
  lua_pushvalue(L, a);
  lua_rawseti(L, -2, 4);
  lua_pop(L, 2);
}

/* core.lock(session, kind, path, data): kind "mutex", "read" or "write" */
static int l_lock(lua_State *L) {
  zkl_push_lock(L, 1, lock_kinds[luaL_checkoption(L, 2, NULL, lock_kind_names)], 3, 4);
  return 1;
}

/* A new hold userdata contending through the engine; pushed on the stack. */
static lhold *push_hold(lua_State *L, const char *what, size_t nslen) {
  lhold *h = (lhold *)zkl_newud(L, sizeof *h);
  memset(h, 0, sizeof *h);
  h->nslen = nslen;
  luaL_setmetatable(L, ZKL_HOLD);
  if (!(h->what = strdup(what))) zkl_error(L, "zklock: out of memory");
  return h;
}

static lhold *new_hold(lua_State *L, zkl_session *S, const zkl_predicate *pred, const char *dir, const char *data,
                       size_t datalen, const zkl_contend_opts *o, size_t nslen, const char *what) {
  lhold *h = push_hold(L, what, nslen);
  pthread_mutex_lock(&S->mu);
  h->c = zkl_contend(S, pred, dir, data, (int)datalen, o);
  pthread_mutex_unlock(&S->mu);
  if (!h->c) zkl_error(L, "zklock: out of memory");
  return h;
}

static int push_closed(lua_State *L, const char *what) {
  lua_pushnil(L);
  lua_pushfstring(L, "cannot acquire %s: session is closed", what);
  lua_pushliteral(L, "closed");
  return 3;
}

static const char *lost_reason(lhold *h);
static int push_lost(lua_State *L, const char *what, const char *reason);

/* The current coroutine's hold of the other side of a read-write lock, pushed (nil if none). */
static lhold *sibling_hold(lua_State *L) {
  lhold *h = NULL;
  zkl_getuv(L, 1);
  lua_rawgeti(L, -1, 4);
  if (!lua_isnil(L, -1)) {
    zkl_getuv(L, -1);
    lua_rawgeti(L, -1, 2);
    lua_pushthread(L);
    lua_rawget(L, -2);
    h = (lhold *)lua_touserdata(L, -1);
    lua_replace(L, -5);
    lua_pop(L, 3);
  } else {
    lua_remove(L, -2);
  }
  return h;
}

/* A downgrade's read node takes the sequence of its write node ("...__WRIT__0000000042"), so a
 * writer queued behind our write node cannot slip in when we release the write lock. The engine
 * creates it only together with a check that the write node still exists (recipe.c
 * send_downgrade_create). Sets *seq and *guard (both malloc'd) when w holds; caller holds the mutex. */
static int downgrade_of(lhold *w, char **seq, char **guard) {
  const char *at, *n;
  if (!hold_valid(w)) return 0;
  n = zkl_node_owner(w->c)->node;
  at = n ? strstr(n, "__WRIT__") : NULL;
  while (at && strstr(at + 1, "__WRIT__")) at = strstr(at + 1, "__WRIT__");
  if (!at) return 0;
  *seq = strdup(at + 8);
  *guard = strdup(n);
  return 1;
}

/* _begin(try_once, explicit) -> true (re-entered) | hold (contending) | nil, msg, code. An explicit
 * hold belongs to the value returned, not to the running coroutine: never re-entered, never a
 * downgrade, released through the value from any coroutine. */
static int m_begin(lua_State *L) {
  llock *m = check_lock(L);
  zkl_contend_opts o = { 0, 0, 0, NULL, NULL, 0, 0 };
  int holds;
  lsession *s = lock_session(L);
  zkl_session *S = s->S;
  lhold *h, *sib;
  char *seq = NULL, *guard = NULL;
  o.try_once = lua_toboolean(L, 2);
  o.revocable = m->revocable;
  o.cohort = m->cohort;
  o.max_handoffs = m->max_handoffs;
  if (!S || S->closed) return push_closed(L, m->path);
  if (lua_toboolean(L, 3)) {
    lua_settop(L, 1);
    zkl_getuv(L, 1);
    lua_rawgeti(L, -1, UV_EXPLICIT);
    h = new_hold(L, S, m->pred, m->dir, m->data, m->datalen, &o, m->nslen, m->path);
    h->explicit_ = 1;
    lua_pushinteger(L, h->c->base.id);
    lua_pushvalue(L, -2);
    lua_rawset(L, 3);
    return 1;
  }
  h = my_hold(L);
  holds = lua_gettop(L) - 1;
  if (h) {
    int reentered = 0;
    const char *lost = NULL;
    pthread_mutex_lock(&S->mu);
    if (hold_valid(h)) { h->count++; reentered = 1; }
    else if (h->count > 0) lost = lost_reason(h);
    else zkl_contender_abandon(h->c);  /* a wait that failed earlier: start afresh */
    pthread_mutex_unlock(&S->mu);
    if (reentered) { lua_pushboolean(L, 1); return 1; }
    /* Held, then lost, never released: the coroutine's outer code still counts on the hold, so
     * a nested acquire must not quietly replace it (on_lost would never hear of the loss, and
     * validity() would vouch for the new hold). It answers "lost" until release() clears it. */
    if (lost) return push_lost(L, m->path, lost);
  }
  sib = sibling_hold(L);
  if (m->pred == &zkl_pred_write && hold_valid_locked(sib)) {
    lua_pushnil(L);
    lua_pushfstring(L, "deadlock: the write lock of %s was asked for while holding its read lock", m->path);
    lua_pushliteral(L, "deadlock");
    return 3;
  }
  lua_pop(L, 1);
  h = push_hold(L, m->path, m->nslen);
  pthread_mutex_lock(&S->mu);
  /* the write hold is read and the read node's contention begun in one critical section */
  if (sib && m->pred == &zkl_pred_read && downgrade_of(sib, &seq, &guard)) {
    o.fixed_seq = seq;
    o.guard = guard;
  }
  if (!o.fixed_seq || (seq && guard)) h->c = zkl_contend(S, m->pred, m->dir, m->data, (int)m->datalen, &o);
  pthread_mutex_unlock(&S->mu);
  free(seq);
  free(guard);
  if (!h->c) return zkl_error(L, "zklock: out of memory");
  lua_pushthread(L);
  lua_pushvalue(L, -2);
  lua_rawset(L, holds);
  return 1;
}

/* The outcome of a finished (or given up) contention: true when held, else the contention is
 * abandoned (its node deleted) and nil, msg, code are pushed. `why`: nil when the engine
 * answered, else why the waiter stopped ("timeout", "deadlock", "cancelled"). */
static int push_outcome(lua_State *L, lhold *h, const char *why, const char *what) {
  zkl_session *S = h->c->base.S;
  int held, rc;
  const char *code;
  pthread_mutex_lock(&S->mu);
  held = zkl_contender_live(h->c);
  if (!held) {
    if (why && strcmp(why, "timeout") == 0 && S->state != ZKL_CONNECTED) why = "connection";
    zkl_contender_abandon(h->c);
  }
  rc = h->c->base.rc;
  code = why ? why : h->c->base.code;
  if (!held && h->c->lost) code = S->closed ? "closed" : "lost";  /* acquired, then lost at once */
  pthread_mutex_unlock(&S->mu);
  if (held) {
    /* Acquired, even if the waiter gave up a moment later: the lock is ours. */
    h->count = 1;
    lua_pushboolean(L, 1);
    return 1;
  }
  lua_pushnil(L);
  if (!code) code = "cancelled";
  if (strcmp(code, "timeout") == 0)
    lua_pushfstring(L, "timed out acquiring %s", what);
  else if (strcmp(code, "deadlock") == 0)
    lua_pushfstring(L, "deadlock: %s is held by this Lua state, which this waiter blocks", what);
  else if (strcmp(code, "cancelled") == 0)
    lua_pushfstring(L, "acquire of %s was cancelled", what);
  else if (strcmp(code, "connection") == 0)
    lua_pushfstring(L, "no connection to ZooKeeper while acquiring %s", what);
  else if (rc != ZOK)
    lua_pushfstring(L, "cannot acquire %s: %s (%s)", what, zerror(rc), zkl_rc_name(rc));
  else
    lua_pushfstring(L, "acquiring %s: %s", what, code);
  lua_pushstring(L, code);
  return 3;
}

/* _finish(hold, why) -> true | nil, msg, code */
static int m_finish(lua_State *L) {
  llock *m = check_lock(L);
  lhold *h = (lhold *)luaL_checkudata(L, 2, ZKL_HOLD);
  const char *why = luaL_optstring(L, 3, NULL);
  int holds, n;
  if (h->explicit_) return push_outcome(L, h, why, m->path);  /* a failed one is simply dropped */
  my_hold(L);
  holds = lua_gettop(L) - 1;
  n = push_outcome(L, h, why, m->path);
  if (n != 1) forget_my_hold(L, holds);
  return n;
}

/* Why a hold ended without a release; caller holds the session mutex. */
static const char *lost_reason(lhold *h) {
  zkl_session *S = h->c->base.S;
  return h->c->lost_reason ? h->c->lost_reason : S->closed ? "closed" : "expired";
}

/* Why a hold ended without a release, as release() says it: nil, msg, code. */
static int push_lost(lua_State *L, const char *what, const char *reason) {
  const char *why = "session expired";
  if (!reason) reason = "expired";
  if (strcmp(reason, "deadline") == 0) why = "its lease ran out before the ZooKeeper leader confirmed the session";
  else if (strcmp(reason, "deleted") == 0) why = "its node was deleted";
  else if (strcmp(reason, "closed") == 0) why = "session closed";
  lua_pushnil(L);
  lua_pushfstring(L, "lock %s was lost: %s", what, why);
  lua_pushstring(L, strcmp(reason, "closed") == 0 ? "closed" : "lost");
  return 3;
}

/* Seconds left on a hold's lease: 0 when not held. */
static lua_Number hold_validity(lhold *h) {
  lua_Number v = 0;
  if (h && h->c) {
    zkl_session *S = h->c->base.S;
    pthread_mutex_lock(&S->mu);
    if (hold_valid(h)) v = (lua_Number)(zkl_lease_deadline(S, zkl_node_owner(h->c)->anchor_ns) - zkl_clock_ns()) * 1e-9;
    pthread_mutex_unlock(&S->mu);
  }
  return v > 0 ? v : 0;
}

static int m_release(lua_State *L) {
  llock *m = check_lock(L);
  lhold *h = my_hold(L);
  int holds = lua_gettop(L) - 1, lost = 0;
  const char *reason = NULL;
  zkl_session *S;
  if (!h || h->count <= 0)
    return zkl_error(L, "zklock: release of %s: you do not own this lock (not held by the current coroutine)", m->path);
  S = h->c->base.S;
  pthread_mutex_lock(&S->mu);
  if (!zkl_contender_live(h->c)) {
    lost = 1;
    reason = lost_reason(h);
    h->count = 0;
  } else if (--h->count == 0) {
    zkl_contender_release(h->c, !lua_toboolean(L, 2));   /* arg 2: nobody will wait for the delete */
  }
  pthread_mutex_unlock(&S->mu);
  if (h->count == 0) forget_my_hold(L, holds);
  if (!lost && h->count == 0) {
    /* the hold, so the caller can wait until the node is really gone */
    lua_pushboolean(L, 1);
    lua_pushvalue(L, holds + 1);
    return 2;
  }
  if (lost) return push_lost(L, m->path, reason);
  lua_pushboolean(L, 1);
  return 1;
}

/* _reown(hold): the current coroutine holds again a hold whose release was refused (hold:_refused) */
static int m_reown(lua_State *L) {
  lhold *h;
  int holds;
  check_lock(L);
  h = (lhold *)luaL_checkudata(L, 2, ZKL_HOLD);
  my_hold(L);
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
  h = my_hold(L);
  lua_pushinteger(L, hold_valid_locked(h) ? h->count : 0);
  return 1;
}

static int m_validity(lua_State *L) {
  check_lock(L);
  lua_pushnumber(L, hold_validity(my_hold(L)));
  return 1;
}

static int m_is_owned(lua_State *L) {
  lhold *h;
  check_lock(L);
  h = my_hold(L);
  lua_pushboolean(L, hold_valid_locked(h));
  return 1;
}

/* Pushes whether any hold of the lock at 1 (all coroutines) satisfies pred. */
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

typedef struct { int (*pred)(lhold *h); } hold_pred;
static int apply_pred(lhold *h, void *ud) { return ((hold_pred *)ud)->pred(h); }

/* Pushes whether any hold of the lock at 1 (all coroutines, explicit holds too) satisfies pred. */
static int any_hold(lua_State *L, int (*pred)(lhold *h)) {
  hold_pred p;
  p.pred = pred;
  lua_pushboolean(L, each_hold(L, apply_pred, &p));
  return 1;
}

static int m_in_process(lua_State *L) { return any_hold(L, hold_valid_locked); }

static int h_node(lua_State *L);

/* cancel() -> n: every acquire of this lock still waiting, in any coroutine, gives up now and
 * answers nil, msg, "cancelled" (Kazoo's cancel); its node goes as on a timeout. */
static int cancel_one(lhold *h, void *ud) {
  if (h->c && h->count == 0) {
    zkl_session *S = h->c->base.S;
    pthread_mutex_lock(&S->mu);
    if (h->c->base.status == P_PENDING) { zkl_contender_abandon(h->c); ++*(int *)ud; }
    pthread_mutex_unlock(&S->mu);
  }
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
static int unreported(lhold *h) { return h->count > 0 && !h->lost_seen; }
static int m_unreported(lua_State *L) { return any_hold(L, unreported); }

/* node() and fencing_token() of the current coroutine's hold */
static int m_node_info(lua_State *L, int which) {
  check_lock(L);
  if (!my_hold(L)) { lua_pushnil(L); return 1; }
  lua_replace(L, 1);
  lua_settop(L, 1);
  if (h_node(L) == 1) return 1;  /* nil: not holding */
  if (which == 0) { lua_pop(L, 2); return 1; }
  lua_remove(L, -3);
  return 2;                       /* czxid, seq */
}

static int m_node(lua_State *L) { return m_node_info(L, 0); }
static int m_fencing_token(lua_State *L) { return m_node_info(L, 1); }

/* Number of holds lost since the last call, and the reason of the first (for on_lost listeners). */
typedef struct { int n; const char *reason; } lost_count;

static int count_lost(lhold *h, void *ud) {
  lost_count *lc = ud;
  int lost = 0;
  const char *why = NULL;
  if (h->c) {
    pthread_mutex_lock(&h->c->base.S->mu);
    if (h->count > 0) zkl_contender_live(h->c);  /* a hold past its deadline ends now */
    lost = h->c->lost;
    why = h->c->lost_reason;
    pthread_mutex_unlock(&h->c->base.S->mu);
  }
  if (lost && h->count > 0 && !h->lost_seen) {
    h->lost_seen = 1;
    if (!lc->n++) lc->reason = why;
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
  lua_rawgeti(L, -1, 1);
  lua_remove(L, -2);
  return 3;
}

static int m_extra(lua_State *L) {
  check_lock(L);
  zkl_getuv(L, 1);
  lua_rawgeti(L, -1, 3);
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushvalue(L, -1);
    lua_rawseti(L, -3, 3);
  }
  return 1;
}

static int m_set_revocable(lua_State *L) {
  check_lock(L)->revocable = 1;
  return 0;
}

/* _set_handoff(on, n): strict = not on (one node per coroutine, as Curator); n: nil keeps it */
static int m_set_handoff(lua_State *L) {
  llock *m = check_lock(L);
  m->cohort = lua_toboolean(L, 2) && m->pred != &zkl_pred_read;
  if (!lua_isnoneornil(L, 3)) m->max_handoffs = (int)luaL_checkinteger(L, 3);
  return 0;
}

/* _cohort() -> {waiting=, seq=, behind=, left=} of this lock's local queue, or nil when none (tests
 * await fairness states with it instead of sleeping) */
static int m_cohort(lua_State *L) {
  llock *m = check_lock(L);
  lsession *s = lock_session(L);
  zkl_cohort *k;
  int found = 0, waiting = 0, behind = 0, left = 0;
  int64_t seq = 0;
  if (!s->S) { lua_pushnil(L); return 1; }
  pthread_mutex_lock(&s->S->mu);
  if ((k = zkl_cohort_find(s->S, m->pred, m->dir)) != NULL) {
    const zkl_contender *c;
    found = 1;
    for (c = k->head; c; c = c->qnext) waiting++;
    seq = k->seq;
    behind = k->carrier && k->carrier->behind;
    left = k->left;
  }
  pthread_mutex_unlock(&s->S->mu);
  if (!found) { lua_pushnil(L); return 1; }
  lua_createtable(L, 0, 4);
  lua_pushinteger(L, waiting); lua_setfield(L, -2, "waiting");
  lua_pushinteger(L, (lua_Integer)seq); lua_setfield(L, -2, "seq");
  lua_pushboolean(L, behind); lua_setfield(L, -2, "behind");
  lua_pushinteger(L, left); lua_setfield(L, -2, "left");
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
  int held;
  m_in_process(L);
  held = lua_toboolean(L, -1);
  lua_pushfstring(L, "zklock.%s(%s, %s)", m->kind, m->path ? m->path : "?", held ? "held" : "free");
  return 1;
}

/* ---------- holds ---------- */

/* Facts the engine writes on its own thread, read under the session mutex. */
enum { HF_DONE, HF_SELF_BLOCKED, HF_RELEASED, HF_LOST };
static int hold_fact(lua_State *L, int which) {
  lhold *h = (lhold *)luaL_checkudata(L, 1, ZKL_HOLD);
  int v = which == HF_DONE || which == HF_RELEASED;  /* a hold without a contender: returned */
  const char *reason = NULL;
  if (h->c) {
    zkl_contender *c = h->c;
    pthread_mutex_lock(&c->base.S->mu);
    if (which == HF_DONE) v = c->base.status == P_DONE;
    else if (which == HF_SELF_BLOCKED) v = zkl_contender_self_blocked(c);
    else if (which == HF_LOST) {
      if (c->phase == C_HELD) zkl_contender_live(c);
      v = c->lost;
      reason = c->lost_reason;
    }
    else v = c->phase == C_DONE;  /* node deleted, or gone with the session */
    pthread_mutex_unlock(&c->base.S->mu);
  }
  if (which == HF_LOST && v) lua_pushstring(L, reason ? reason : "expired");  /* why, for on_lost */
  else lua_pushboolean(L, v);
  return 1;
}

static int h_done(lua_State *L) { return hold_fact(L, HF_DONE); }
static int h_self_blocked(lua_State *L) { return hold_fact(L, HF_SELF_BLOCKED); }
static int h_released(lua_State *L) { return hold_fact(L, HF_RELEASED); }
static int h_lost(lua_State *L) { return hold_fact(L, HF_LOST); }

/* core.lease(session, leases_path, data, max_leases, try_once, revocable) -> hold: one lease
 * (InterProcessSemaphoreV2), contended by the engine while the caller holds <path>/locks. */
static int l_lease(lua_State *L) {
  lsession *s = zkl_check_session(L, 1);
  size_t dl;
  const char *data = luaL_checklstring(L, 3, &dl);
  zkl_contend_opts o = { 0, 0, 0, NULL, NULL, 0, 0 };
  char *dir;
  o.max_leases = (int)luaL_checkinteger(L, 4);
  o.try_once = lua_toboolean(L, 5);
  o.revocable = lua_toboolean(L, 6);
  if (!s->S || s->S->closed) return push_closed(L, lua_tostring(L, 2));
  dir = zkl_full_path(L, s, 2);
  new_hold(L, s->S, &zkl_pred_lease, dir, data, dl, &o, s->nslen, lua_tostring(L, 2))->explicit_ = 1;  /* a lease is a value */
  free(dir);
  return 1;
}

/* hold:_result(why, what) -> true | nil, msg, code (see push_outcome) */
static int h_result(lua_State *L) {
  lhold *h = (lhold *)luaL_checkudata(L, 1, ZKL_HOLD);
  if (!h->c) return zkl_error(L, "zklock: lease already returned");
  return push_outcome(L, h, luaL_optstring(L, 2, NULL), luaL_checkstring(L, 3));
}

/* hold:_abandon(async): give the node back (a lease's close); waiters use released() after it.
 * async: nobody will wait for the delete's answer. */
static int h_abandon(lua_State *L) {
  lhold *h = (lhold *)luaL_checkudata(L, 1, ZKL_HOLD);
  if (h->c) {
    pthread_mutex_lock(&h->c->base.S->mu);
    zkl_contender_release(h->c, !lua_toboolean(L, 2));
    pthread_mutex_unlock(&h->c->base.S->mu);
  }
  h->count = 0;
  return 0;
}

/* hold:_cancel() -> 1 if it was still contending (it gives up with "cancelled"), else 0 */
static int h_cancel(lua_State *L) {
  lhold *h = (lhold *)luaL_checkudata(L, 1, ZKL_HOLD);
  int n = 0;
  if (h->c) {
    pthread_mutex_lock(&h->c->base.S->mu);
    if (h->c->base.status == P_PENDING) { zkl_contender_abandon(h->c); n = 1; }
    pthread_mutex_unlock(&h->c->base.S->mu);
  }
  lua_pushinteger(L, n);
  return 1;
}

/* Node path (namespace stripped), czxid and local hand-off sequence of a hold, while it holds.
 * Holds handed on locally share their node: (czxid, seq) orders every hold, theirs and other
 * clients' alike. A hold on its own node (strict, or a read lock) has seq 0. */
static int h_node(lua_State *L) {
  lhold *h = (lhold *)luaL_checkudata(L, 1, ZKL_HOLD);
  char *node = NULL;
  int64_t czxid = 0, seq = 0;
  if (h->c) {
    /* copy under the mutex, push after: a Lua memory error must not leave it locked */
    pthread_mutex_lock(&h->c->base.S->mu);
    if (hold_valid(h)) {
      const zkl_contender *o = zkl_node_owner(h->c);
      if (o->node && strlen(o->node) > h->nslen) {
        node = strdup(o->node + h->nslen);
        czxid = o->czxid;
        seq = h->c->local_seq;
      }
    }
    pthread_mutex_unlock(&h->c->base.S->mu);
  }
  if (!node) { lua_pushnil(L); return 1; }
  lua_pushstring(L, node);
  free(node);
  if (czxid) zkl_pushint64(L, czxid); else lua_pushnil(L);
  lua_pushinteger(L, (lua_Integer)seq);
  return 3;
}

static int h_validity(lua_State *L) {
  lua_pushnumber(L, hold_validity((lhold *)luaL_checkudata(L, 1, ZKL_HOLD)));
  return 1;
}

/* hold:_lost_result([what]) -> nil, msg, code: why the hold ended (for a semaphore mutex's release) */
static int h_lost_result(lua_State *L) {
  lhold *h = (lhold *)luaL_checkudata(L, 1, ZKL_HOLD);
  const char *what = luaL_optstring(L, 2, h->what ? h->what : "?"), *reason = NULL;
  if (h->c) {
    zkl_session *S = h->c->base.S;
    pthread_mutex_lock(&S->mu);
    reason = lost_reason(h);
    pthread_mutex_unlock(&S->mu);
  }
  return push_lost(L, what, reason);
}

/* hold:_refused() -> nil | msg, code: the delete of this hold's release did not go through (the
 * server refused it, or it could not be sent); the node is still there and the hold still held */
static int h_refused(lua_State *L) {
  lhold *h = (lhold *)luaL_checkudata(L, 1, ZKL_HOLD);
  int rc = ZOK;
  char *node = NULL;
  if (h->c) {
    pthread_mutex_lock(&h->c->base.S->mu);
    if (h->c->release_rc != ZOK && zkl_contender_live(h->c)) {
      const char *n = zkl_node_owner(h->c)->node;
      rc = h->c->release_rc;
      node = n ? strdup(n + (strlen(n) > h->nslen ? h->nslen : 0)) : NULL;
    }
    pthread_mutex_unlock(&h->c->base.S->mu);
  }
  if (rc == ZOK) { lua_pushnil(L); return 1; }
  if (rc == ZSYSTEMERROR)
    lua_pushfstring(L, "cannot release %s: the delete of its node %s could not be sent (%s); the lock is still held",
                    h->what, node ? node : "?", zkl_rc_name(rc));
  else
    lua_pushfstring(L, "cannot release %s: the server refused to delete its node %s: %s (%s); the lock is still held",
                    h->what, node ? node : "?", zerror(rc), zkl_rc_name(rc));
  free(node);
  lua_pushstring(L, zkl_rc_code(rc));
  return 2;
}

/* hold:_unawait() -> nil, msg, "connection": its release stops waiting for the delete, which the
 * engine sends on the reconnect (or the node goes with the session); from now on nobody waits */
static int h_unawait(lua_State *L) {
  lhold *h = (lhold *)luaL_checkudata(L, 1, ZKL_HOLD);
  if (h->c) {
    pthread_mutex_lock(&h->c->base.S->mu);
    zkl_contender_unawait(h->c);
    pthread_mutex_unlock(&h->c->base.S->mu);
  }
  lua_pushnil(L);
  lua_pushfstring(L, "release of %s: no connection to ZooKeeper; its node is deleted once the connection is "
                     "back, or goes with the session", h->what ? h->what : "?");
  lua_pushliteral(L, "connection");
  return 3;
}

/* hold:_reown(): an explicit hold whose release was refused is held by its value again */
static int h_reown(lua_State *L) {
  lhold *h = (lhold *)luaL_checkudata(L, 1, ZKL_HOLD);
  h->count = 1;
  return 0;
}

static int h_id(lua_State *L) {
  lhold *h = (lhold *)luaL_checkudata(L, 1, ZKL_HOLD);
  lua_pushinteger(L, h->c ? h->c->base.id : 0);
  return 1;
}

/* What the log hears of a hold collected while held: its owner (coroutine or value) was dropped
 * without a release. Built here, reported by dispatch() (no Lua may run inside __gc). */
static char *collected_text(lhold *h) {
  const char *on = zkl_node_owner(h->c)->node;
  const char *node = on && strlen(on) > h->nslen ? on + h->nslen : "?";
  const char *fmt = "a hold of %s (node %s) was garbage-collected while held: its %s was dropped "
                    "without a release; the node is deleted";
  const char *owner = h->explicit_ ? "hold value" : "coroutine";
  size_t n = strlen(fmt) + strlen(h->what) + strlen(node) + strlen(owner) + 1;
  char *text = malloc(n);
  if (text) snprintf(text, n, fmt, h->what, node, owner);
  return text;
}

/* A hold collected while waiting or holding takes its node with it; a held one is reported. */
static int h_gc(lua_State *L) {
  lhold *h = (lhold *)luaL_checkudata(L, 1, ZKL_HOLD);
  if (h->c) {
    zkl_session *S = h->c->base.S;
    pthread_mutex_lock(&S->mu);
    if (h->count > 0 && !S->closed && zkl_contender_live(h->c))
      zkl_queue_push_text(&S->q, EV_WARN, h->c->base.id, collected_text(h));
    zkl_contender_abandon(h->c);
    pthread_mutex_unlock(&S->mu);
    zkl_pending_release(&h->c->base);
    h->c = NULL;
  }
  free(h->what);
  h->what = NULL;
  return 0;
}

/* hold:_release() -> true, hold (wait until its node is gone) | nil, msg, code (it was lost):
 * an explicit hold's release, from whichever coroutine has the value */
static int h_release(lua_State *L) {
  lhold *h = (lhold *)luaL_checkudata(L, 1, ZKL_HOLD);
  const char *reason = NULL;
  zkl_session *S;
  if (!h->c || h->count <= 0 || !h->explicit_)
    return zkl_error(L, "zklock: release of %s: this hold is not held (released already?)", h->what ? h->what : "?");
  S = h->c->base.S;
  h->count = 0;
  pthread_mutex_lock(&S->mu);
  if (!zkl_contender_live(h->c)) reason = lost_reason(h);
  else zkl_contender_release(h->c, !lua_toboolean(L, 2));
  pthread_mutex_unlock(&S->mu);
  if (reason) return push_lost(L, h->what, reason);
  lua_pushboolean(L, 1);
  lua_pushvalue(L, 1);
  return 2;
}

static int h_is_held(lua_State *L) {
  lua_pushboolean(L, hold_valid_locked((lhold *)luaL_checkudata(L, 1, ZKL_HOLD)));
  return 1;
}

static int h_fencing_token(lua_State *L) {
  if (h_node(L) == 1) return 1;  /* nil: not holding */
  lua_remove(L, -3);
  return 2;                      /* czxid, seq */
}

static int h_tostring(lua_State *L) {
  lhold *h = (lhold *)luaL_checkudata(L, 1, ZKL_HOLD);
  char *node = NULL;
  if (h->c) {
    pthread_mutex_lock(&h->c->base.S->mu);
    if (zkl_node_owner(h->c)->node) node = strdup(zkl_node_owner(h->c)->node);
    pthread_mutex_unlock(&h->c->base.S->mu);
  }
  lua_pushfstring(L, "zklock.Hold(%s, %s)", node ? node : h->what ? h->what : "?", h->count > 0 ? "held" : "free");
  free(node);
  return 1;
}

static const luaL_Reg lock_methods[] = {
  { "_begin", m_begin }, { "_finish", m_finish }, { "_release", m_release },
  { "hold_count", m_hold_count }, { "is_owned", m_is_owned }, { "validity", m_validity },
  { "is_acquired_in_this_process", m_in_process }, { "node", m_node },
  { "fencing_token", m_fencing_token }, { "_lost_holds", m_lost_holds }, { "_info", m_info },
  { "_set_revocable", m_set_revocable }, { "_reown", m_reown }, { "_set_handoff", m_set_handoff }, { "_cohort", m_cohort }, { "cancel", m_cancel }, { "_extra", m_extra }, { "_unreported", m_unreported },
  { NULL, NULL }
};
static const luaL_Reg hold_methods[] = {
  { "done", h_done }, { "self_blocked", h_self_blocked }, { "released", h_released }, { "id", h_id },
  { "_result", h_result }, { "_abandon", h_abandon }, { "node", h_node }, { "lost", h_lost },
  { "validity", h_validity }, { "_lost_result", h_lost_result }, { "_cancel", h_cancel },
  { "_release", h_release }, { "is_held", h_is_held }, { "fencing_token", h_fencing_token },
  { "_refused", h_refused }, { "_reown", h_reown }, { "_unawait", h_unawait },
  { NULL, NULL }
};

void zkl_open_llock(lua_State *L) {
  zkl_new_class(L, ZKL_MUTEX, lock_methods, m_gc, m_tostring);
  zkl_new_class(L, ZKL_HOLD, hold_methods, h_gc, h_tostring);
  lua_pushcfunction(L, l_lock);
  lua_setfield(L, -2, "lock");
  lua_pushcfunction(L, l_lease);
  lua_setfield(L, -2, "lease");
}
