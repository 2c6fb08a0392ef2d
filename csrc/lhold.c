/* lhold.c -- the zklock.Hold userdata: one acquisition's hold, as Lua sees it (owned by a coroutine of
 * a lock, or a value: lock:hold(), a semaphore's lease), read and given up through engine.h. */
#include "lzkl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static lhold *check_hold(lua_State *L) { return (lhold *)luaL_checkudata(L, 1, ZKL_HOLD); }

lhold *zkl_push_hold(lua_State *L, zkl_session *S, const zkl_predicate *pred, const char *dir, const char *data,
                     size_t datalen, const zkl_contend_opts *o, zkl_contender *downgrade_of, size_t nslen,
                     const char *what) {
  lhold *h = (lhold *)zkl_newud(L, sizeof *h);
  memset(h, 0, sizeof *h);
  h->nslen = nslen;
  h->begun_ns = zkl_clock_ns();
  luaL_setmetatable(L, ZKL_HOLD);
  if (!(h->what = strdup(what))) zkl_error(L, "zklock: out of memory");
  h->c = zkl_hold_begin(S, pred, dir, data, (int)datalen, o, downgrade_of);
  if (!h->c) zkl_error(L, "zklock: out of memory");
  return h;
}

/* A hold past its deadline ends here, even if the timer thread has not come to it yet. */
int zkl_hold_live(lhold *h) {
  zkl_hold_state st;
  if (!h || !h->c || h->count <= 0) return 0;
  zkl_hold_read(h->c, &st, 0);
  return st.live;
}

static const char *failure_text(const char *code) {
  if (strcmp(code, "timeout") == 0) return "timed out acquiring %s";
  if (strcmp(code, "deadlock") == 0) return "deadlock: %s is held by this Lua state, which this waiter blocks";
  if (strcmp(code, "cancelled") == 0) return "acquire of %s was cancelled";
  if (strcmp(code, "connection") == 0) return "no connection to ZooKeeper while acquiring %s";
  return NULL;
}

int zkl_push_outcome(lua_State *L, lhold *h, const char *why, const char *what) {
  zkl_hold_state st;
  const char *code, *text;
  int held = zkl_hold_outcome(h->c, &st, why != NULL, h->reentry);
  if (held && h->reentry && held > 0) {   /* a re-entry, proven afresh */
    h->reentry = 0;
    h->count++;
    lua_pushboolean(L, 1);
    return 1;
  }
  if (!held && h->reentry) {   /* the re-entry fails; the hold stays the coroutine's, as it is */
    h->reentry = 0;
    if (st.lost) return zkl_push_lost(L, what, st.lost_reason);
    return zkl_fail(L, "timeout", failure_text("timeout"), what);
  }
  if (held) {
    /* Acquired, even if the waiter gave up a moment later: the lock is ours (false: held, but its
     * proof is too old to hand over; a fresh one is on its way: wait until the hold is done again) */
    if (held > 0) h->count = 1;
    lua_pushboolean(L, held > 0);
    return 1;
  }
  if (st.short_ && !why) why = "timeout";   /* "try once": its one proof left it too short */
  if (why && strcmp(why, "timeout") == 0 && !st.connected) why = "connection";
  code = why ? why : st.code;
  if (st.lost) code = st.closed ? "closed" : "lost";   /* acquired, then lost at once */
  if (!code) code = "cancelled";
  if ((text = failure_text(code)) != NULL) return zkl_fail(L, code, text, what);
  if (st.rc == ZSESSIONEXPIRED && st.no_server)   /* the server never expired it: say what happened */
    return zkl_fail(L, code, "cannot acquire %s: no server took the session back within its timeout (ZSESSIONEXPIRED)",
                    what);
  if (st.rc != ZOK)
    return zkl_fail(L, code, "cannot acquire %s: %s (%s)", what, zerror(st.rc), zkl_rc_name(st.rc));
  return zkl_fail(L, code, "acquiring %s: %s", what, code);
}

int zkl_push_lost(lua_State *L, const char *what, const char *reason) {
  const char *why = "session expired";
  if (!reason) reason = "expired";
  if (strcmp(reason, "deadline") == 0) why = "its validity ran out before the ZooKeeper leader confirmed the session";
  else if (strcmp(reason, "deleted") == 0) why = "its node was deleted";
  else if (strcmp(reason, "ttl") == 0) why = "its ttl ran out";
  else if (strcmp(reason, "closed") == 0) why = "session closed";
  return zkl_fail(L, strcmp(reason, "closed") == 0 ? "closed" : "lost", "lock %s was lost: %s", what, why);
}

int zkl_push_hold_node(lua_State *L, int i) {
  lhold *h = (lhold *)luaL_checkudata(L, i, ZKL_HOLD);
  zkl_hold_state st;
  if (!h->c || h->count <= 0) { lua_pushnil(L); return 1; }
  zkl_hold_read(h->c, &st, 1);
  if (!st.live || !st.node || strlen(st.node) <= h->nslen) {
    free(st.node);
    lua_pushnil(L);
    return 1;
  }
  lua_pushstring(L, st.node + h->nslen);
  free(st.node);
  if (st.czxid) zkl_pushint64(L, st.czxid); else lua_pushnil(L);
  lua_pushinteger(L, (lua_Integer)st.seq);
  return 3;
}

/* ---------- what the engine knows of the hold ---------- */

/* Facts the engine writes on its own threads, read under its mutex (engine.h). */
enum { HF_DONE, HF_SELF_BLOCKED, HF_RELEASED, HF_LOST };
static int hold_fact(lua_State *L, int which) {
  lhold *h = check_hold(L);
  zkl_hold_state st;
  int v = which == HF_DONE || which == HF_RELEASED;  /* a hold without a contender: returned */
  if (h->c) {
    zkl_hold_read(h->c, &st, 0);
    v = which == HF_DONE ? st.done : which == HF_SELF_BLOCKED ? st.self_blocked : which == HF_LOST ? st.lost
        : st.released;   /* node deleted, or gone with the session */
    if (which == HF_LOST && v) { lua_pushstring(L, st.lost_reason); return 1; }   /* why, for on_lost */
  }
  lua_pushboolean(L, v);
  return 1;
}

static int h_done(lua_State *L) { return hold_fact(L, HF_DONE); }
static int h_self_blocked(lua_State *L) { return hold_fact(L, HF_SELF_BLOCKED); }
static int h_released(lua_State *L) { return hold_fact(L, HF_RELEASED); }
static int h_lost(lua_State *L) { return hold_fact(L, HF_LOST); }

/* hold:_waiting() -> nil once the engine has answered; else its id and the seconds left before the
 * deadline _begin was given (nil: none; 0 or less: passed). One call, so a waiting acquire asks it
 * from a shallow frame (lock.lua). */
static int h_waiting(lua_State *L) {
  lhold *h = check_hold(L);
  zkl_hold_state st;
  if (!h->c) { lua_pushnil(L); return 1; }
  zkl_hold_read(h->c, &st, 0);
  if (st.done) { lua_pushnil(L); return 1; }
  lua_pushinteger(L, zkl_hold_id(h->c));
  if (h->deadline_ns) lua_pushnumber(L, (lua_Number)(h->deadline_ns - zkl_clock_ns()) * 1e-9); else lua_pushnil(L);
  return 2;
}

/* hold:_granted_age() -> seconds since the engine decided it holds (Lua hears it later: a pause, a
 * fresh proof awaited), or nil when it does not hold (the chaos suite's judge: an outside delete's
 * window is reckoned from the decision) */
int zkl_push_granted_age(lua_State *L, lhold *h) {
  zkl_hold_state st;
  if (!h || !h->c || h->count <= 0) { lua_pushnil(L); return 1; }
  zkl_hold_read(h->c, &st, 0);
  if (!st.live) lua_pushnil(L); else lua_pushnumber(L, (lua_Number)st.granted_age_ns * 1e-9);
  return 1;
}
static int h_granted_age(lua_State *L) { return zkl_push_granted_age(L, check_hold(L)); }

/* hold:_waited() -> seconds since _begin made it */
static int h_waited(lua_State *L) {
  lua_pushnumber(L, (lua_Number)(zkl_clock_ns() - check_hold(L)->begun_ns) * 1e-9);
  return 1;
}

static int h_id(lua_State *L) {
  lhold *h = check_hold(L);
  lua_pushinteger(L, h->c ? zkl_hold_id(h->c) : 0);
  return 1;
}

static int h_is_held(lua_State *L) {
  lua_pushboolean(L, zkl_hold_live(check_hold(L)));
  return 1;
}

/* Seconds left on the hold's validity: 0 when not held. */
static int h_validity(lua_State *L) {
  lhold *h = check_hold(L);
  zkl_hold_state st;
  lua_Number v = 0;
  if (h->c && h->count > 0) {
    zkl_hold_read(h->c, &st, 0);
    if (st.live) v = (lua_Number)st.validity_ns * 1e-9;
  }
  lua_pushnumber(L, v);
  return 1;
}

/* Node path (namespace stripped), czxid and local hand-off sequence of a hold, while it holds.
 * Holds handed on locally share their node: (czxid, seq) orders every hold, theirs and other
 * clients' alike. A hold on its own node (strict, or a read lock) has seq 0. */
static int h_node(lua_State *L) { return zkl_push_hold_node(L, 1); }

static int h_fencing_token(lua_State *L) {
  if (zkl_push_hold_node(L, 1) == 1) return 1;  /* nil: not holding */
  lua_remove(L, -3);
  return 2;                                     /* czxid, seq */
}

static int h_tostring(lua_State *L) {
  lhold *h = check_hold(L);
  zkl_hold_state st;
  st.node = NULL;
  if (h->c) zkl_hold_read(h->c, &st, 2);
  lua_pushfstring(L, "zklock.Hold(%s, %s)", st.node ? st.node : h->what ? h->what : "?", h->count > 0 ? "held" : "free");
  free(st.node);
  return 1;
}

/* ---------- the Lua layer's steps ---------- */

/* hold:_result(why, what) -> true | nil, msg, code (see zkl_push_outcome) */
static int h_result(lua_State *L) {
  lhold *h = check_hold(L);
  if (!h->c) return zkl_error(L, "zklock: lease already returned");
  return zkl_push_outcome(L, h, luaL_optstring(L, 2, NULL), luaL_checkstring(L, 3));
}

/* hold:_abandon(async): give the node back (a lease's close); waiters use released() after it.
 * async: nobody will wait for the delete's answer. */
static int h_abandon(lua_State *L) {
  lhold *h = check_hold(L);
  if (h->c && !zkl_hold_release(h->c, !lua_toboolean(L, 2))) zkl_hold_abandon(h->c);
  h->count = 0;
  return 0;
}

/* hold:_cancel() -> 1 if it was still contending (it gives up with "cancelled"), else 0 */
static int h_cancel(lua_State *L) {
  lhold *h = check_hold(L);
  lua_pushinteger(L, h->c ? zkl_hold_cancel(h->c) : 0);
  return 1;
}

/* hold:_lost_result([what]) -> nil, msg, code: why the hold ended (for a semaphore mutex's release) */
static int h_lost_result(lua_State *L) {
  lhold *h = check_hold(L);
  const char *what = luaL_optstring(L, 2, h->what ? h->what : "?"), *reason = NULL;
  zkl_hold_state st;
  if (h->c) {
    zkl_hold_read(h->c, &st, 0);
    reason = st.lost_reason;
  }
  return zkl_push_lost(L, what, reason);
}

/* hold:_refused() -> nil | msg, code: the delete of this hold's release did not go through (the
 * server refused it, or it could not be sent); the node is still there and the hold still held */
static int h_refused(lua_State *L) {
  lhold *h = check_hold(L);
  zkl_hold_state st;
  const char *node;
  if (!h->c) { lua_pushnil(L); return 1; }
  zkl_hold_read(h->c, &st, 1);
  if (!st.live || st.refused_rc == ZOK) { free(st.node); lua_pushnil(L); return 1; }
  node = st.node ? st.node + (strlen(st.node) > h->nslen ? h->nslen : 0) : "?";
  if (st.refused_rc == ZSYSTEMERROR)
    lua_pushfstring(L, "cannot release %s: the delete of its node %s could not be sent (%s); the lock is still held",
                    h->what, node, zkl_rc_name(st.refused_rc));
  else
    lua_pushfstring(L, "cannot release %s: the server refused to delete its node %s: %s (%s); the lock is still held",
                    h->what, node, zerror(st.refused_rc), zkl_rc_name(st.refused_rc));
  free(st.node);
  lua_pushstring(L, zkl_rc_code(st.refused_rc));
  return 2;
}

/* hold:_unawait() -> nil, msg, "connection": its release stops waiting for the delete, which the
 * engine sends on the reconnect (or the node goes with the session); from now on nobody waits */
static int h_unawait(lua_State *L) {
  lhold *h = check_hold(L);
  if (h->c) zkl_hold_unawait(h->c);
  return zkl_fail(L, "connection", "release of %s: no connection to ZooKeeper; its node is deleted once the "
                  "connection is back, or goes with the session", h->what ? h->what : "?");
}

/* hold:_set_ttl(seconds) -> true | nil, msg, code: this explicit hold ends that long from now (0: only
 * its validity ends it) */
static int h_set_ttl(lua_State *L) {
  lhold *h = check_hold(L);
  zkl_hold_state st;
  if (!h->c || h->count <= 0)
    return zkl_error(L, "zklock: set_ttl of %s: this hold is not held (released already?)", h->what ? h->what : "?");
  if (!zkl_hold_set_ttl(h->c, (int64_t)(luaL_checknumber(L, 2) * 1e9))) {
    zkl_hold_read(h->c, &st, 0);
    return zkl_push_lost(L, h->what, st.lost_reason);
  }
  lua_pushboolean(L, 1);
  return 1;
}

/* hold:_reown(): an explicit hold whose release was refused is held by its value again */
static int h_reown(lua_State *L) {
  check_hold(L)->count = 1;
  return 0;
}

/* hold:_release() -> true, hold (wait until its node is gone) | nil, msg, code (it was lost):
 * an explicit hold's release, from whichever coroutine has the value */
static int h_release(lua_State *L) {
  lhold *h = check_hold(L);
  zkl_hold_state st;
  if (!h->c || h->count <= 0 || !h->explicit_)
    return zkl_error(L, "zklock: release of %s: this hold is not held (released already?)", h->what ? h->what : "?");
  h->count = 0;
  if (!zkl_hold_release(h->c, !lua_toboolean(L, 2))) {
    zkl_hold_read(h->c, &st, 0);
    return zkl_push_lost(L, h->what, st.lost_reason);
  }
  lua_pushboolean(L, 1);
  lua_pushvalue(L, 1);
  return 2;
}

/* ---------- its end ---------- */

/* What the log hears of a hold collected while held: its owner (coroutine or value) was dropped
 * without a release. Built here, reported by dispatch() (no Lua may run inside __gc). */
static char *collected_text(lhold *h) {
  zkl_hold_state st;
  const char *node, *owner = h->explicit_ ? "hold value" : "coroutine";
  const char *fmt = "a hold of %s (node %s) was garbage-collected while held: its %s was dropped "
                    "without a release; the node is deleted";
  char *text;
  size_t n;
  zkl_hold_read(h->c, &st, 1);
  if (!st.live) { free(st.node); return NULL; }
  node = st.node && strlen(st.node) > h->nslen ? st.node + h->nslen : "?";
  n = strlen(fmt) + strlen(h->what) + strlen(node) + strlen(owner) + 1;
  if ((text = malloc(n)) != NULL) snprintf(text, n, fmt, h->what, node, owner);
  free(st.node);
  return text;
}

/* A hold collected while waiting or holding takes its node with it; a held one is reported. */
static int h_gc(lua_State *L) {
  lhold *h = check_hold(L);
  if (h->c) {
    zkl_hold_collected(h->c, h->count > 0 && h->what ? collected_text(h) : NULL);
    h->c = NULL;
  }
  free(h->what);
  h->what = NULL;
  return 0;
}

/* core.lease(session, leases_path, data, max_leases, try_once, revocable) -> hold: one lease
 * (InterProcessSemaphoreV2), contended by the engine while the caller holds <path>/locks. A lease
 * is a value: its hold is explicit. */
static int l_lease(lua_State *L) {
  lsession *s = zkl_check_session(L, 1);
  size_t dl;
  const char *data = luaL_checklstring(L, 3, &dl);
  zkl_contend_opts o;
  char *dir;
  memset(&o, 0, sizeof o);
  o.max_leases = (int)luaL_checkinteger(L, 4);
  o.try_once = lua_toboolean(L, 5);
  o.revocable = lua_toboolean(L, 6);
  if (!s->S || zkl_session_closed(s->S))
    return zkl_fail(L, "closed", "cannot acquire %s: session is closed", lua_tostring(L, 2));
  dir = zkl_full_path(L, s, 2);
  zkl_push_hold(L, s->S, &zkl_pred_lease, dir, data, dl, &o, NULL, s->nslen, lua_tostring(L, 2))->explicit_ = 1;
  free(dir);
  return 1;
}

static const luaL_Reg hold_methods[] = {
  { "done", h_done }, { "self_blocked", h_self_blocked }, { "released", h_released }, { "id", h_id },
  { "_result", h_result }, { "_abandon", h_abandon }, { "node", h_node }, { "lost", h_lost },
  { "validity", h_validity }, { "_lost_result", h_lost_result }, { "_cancel", h_cancel },
  { "_release", h_release }, { "is_held", h_is_held }, { "fencing_token", h_fencing_token },
  { "_refused", h_refused }, { "_reown", h_reown }, { "_unawait", h_unawait }, { "_waiting", h_waiting },
  { "_waited", h_waited }, { "_set_ttl", h_set_ttl }, { "_granted_age", h_granted_age },
  { NULL, NULL }
};

void zkl_open_lhold(lua_State *L) {
  zkl_new_class(L, ZKL_HOLD, hold_methods, h_gc, h_tostring, NULL);
  lua_pushcfunction(L, l_lease);
  lua_setfield(L, -2, "lease");
}
