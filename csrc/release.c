/* release.c -- giving up: abandoning an acquisition, deleting our node (and a delete the server
 * refuses), losing a hold, its validity, parked steps and the session's end; and the requests and
 * the reply check every step of the engine goes through. Under the session mutex. */
#include "release.h"

#include "revived.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void on_reply(zkl_req *r, int rc, const void *a, const void *b);

/* ZINVALIDSTATE means the handle is expired or closing; say which, as the API codes do. */
static const char *send_code(zkl_session *S, int *rc) {
  if (*rc == ZINVALIDSTATE || *rc == ZCLOSING) return zkl_refused(S, rc);
  return zkl_rc_code(*rc);
}

void zkl_give_up(zkl_contender *c, int rc, const char *code) {
  zkl_settle(c, rc, code);
  zkl_abandon(c);
}

int zkl_refuse(zkl_contender *c) {
  zkl_session *S = c->base.S;
  int rc;
  const char *code;
  if (!S->closed && S->zh && S->state != ZKL_LOST && S->state != ZKL_AUTH_FAILED) return 0;
  code = zkl_refused(S, &rc);
  zkl_settle(c, rc, code);
  zkl_finish_done(c);
  return 1;
}

/* Every request (and watch context) goes through here so that a refusal by the client fails
 * the contender cleanly. */
static zkl_req *new_ctx(zkl_contender *c, int kind, int watch, zkl_req_fn fn) {
  zkl_session *S = c->base.S;
  zkl_req *r;
  if (!S->zh || S->closed) { zkl_give_up(c, ZCLOSING, S->closed ? "closed" : "lost"); zkl_finish_done(c); return NULL; }
  r = watch ? zkl_watch_new(S, &c->base, kind, fn) : zkl_req_new(S, &c->base, kind, fn);
  if (!r) { zkl_give_up(c, ZSYSTEMERROR, "zk:ZSYSTEMERROR"); return NULL; }
  r->gen = c->gen;
  return r;
}

zkl_req *zkl_new_req(zkl_contender *c, int kind, zkl_req_fn fn) { return new_ctx(c, kind, 0, fn); }
zkl_req *zkl_new_watch(zkl_contender *c, int kind, zkl_req_fn fn) { return new_ctx(c, kind, 1, fn); }

int zkl_sent(zkl_contender *c, zkl_req *r, int rc) {
  const char *code;
  if (rc == ZOK) return 1;
  if (r) zkl_req_free(r);
  code = send_code(c->base.S, &rc);
  zkl_settle(c, rc, code);
  /* A handle that refuses requests is expired or closing: our node goes with it. */
  zkl_finish_done(c);
  return 0;
}

/* The library never calls a watcher it removed: its context (and our reference) goes here. If
 * the watch fired first, the partner link was cleared when its context was freed. */
static void on_watch_removed(zkl_req *r, int rc, const void *a, const void *b) {
  (void)a; (void)b;
  if (rc == ZOK && r->partner) zkl_req_free(r->partner);
}

/* A wait given up leaves no watch context behind here. The server only checks a watch it is asked
 * to remove with a specific watcher: its watch stays until it fires once, and the client drops that
 * event. A removal answered with a connection loss keeps the context until the session ends. */
void zkl_remove_watch(zkl_contender *c, zkl_req *w) {
  zkl_session *S = c->base.S;
  int children = w->kind == R_CWATCH || w->kind == R_BWATCH || w->kind == R_DWATCH;
  const char *path = children ? c->dir : w->watched ? w->watched : w->kind == R_NWATCH ? c->node : c->watching;
  zkl_req *r;
  if (!S->zh || !path || w->partner) return;
  if (S->state != ZKL_CONNECTED) {
    /* Local removal must be the synchronous call: the threaded library's asynchronous one treats
     * `data` as its own sync marker when local. It returns at once, without the server. */
    if (zoo_remove_watches(S->zh, path, children ? ZWATCHTYPE_CHILD : ZWATCHTYPE_DATA, zkl_cb_watch, w, 1) == ZOK)
      zkl_req_free(w);
    return;
  }
  r = zkl_req_new(S, NULL, 0, on_watch_removed);
  if (!r) return;
  r->partner = w;
  w->partner = r;
  /* the header types the completion as a pointer to a function pointer; the library uses it as
   * the function pointer itself (its own synchronous wrapper passes a plain marker through it) */
  if (zoo_aremove_watches(S->zh, path, children ? ZWATCHTYPE_CHILD : ZWATCHTYPE_DATA, zkl_cb_watch, w, 0,
                          (void_completion_t *)(void *)zkl_cb_void, r) != ZOK)
    zkl_req_free(r);
}

int zkl_reply_current(zkl_contender *c, zkl_req *r, int rc) {
  int arms = r->kind == R_WGET || r->kind == R_LIST || r->kind == R_BLIST || r->kind == R_AGET;
  /* A get or list that failed armed no watch: its watch context will never be called. */
  if (rc != ZOK && r->partner && (arms || r->kind == R_NGET)) zkl_req_free(r->partner);
  /* A get or listing answered after its step was left (every abandon moves gen on) armed a
   * watch nobody wants: take it back. */
  if (arms && rc == ZOK && r->partner && r->gen != c->gen) {
    zkl_req *w = r->partner;
    w->partner = r->partner = NULL;   /* armed now */
    zkl_remove_watch(c, w);
  }
  if (r->kind == R_PARENT) {
    /* the first refusal is the cause; the deeper parents then fail with ZNONODE. ZNONODE itself is
     * no refusal: an ancestor, an empty container, was reaped between two of our creates, and
     * creating them again helps (on_create) */
    if (rc != ZOK && rc != ZNODEEXISTS && rc != ZNONODE && !zkl_lost_connection(rc) && !c->parent_rc) c->parent_rc = rc;
    return 0;
  }
  /* Late answers to a contender that already ended (lost/closed) change nothing: a closed or
   * expired session takes its ephemeral nodes with it. Nor do answers to a step we left
   * (docs/safety.md, path 8; model/zklock.pml stale() and on_refresh). */
  if (r->kind == R_DWATCH) return c->phase != C_DONE;   /* it only ever disarms: never stale */
  return c->phase != C_DONE && r->gen == (r->kind == R_NGET || r->kind == R_NWATCH ? c->ngen : c->gen);
}

/* Outcome no longer wanted: make sure our node goes, whatever is in flight.
 * A release that returns before the delete's reply (the Lua layer's async_release) relies on
 * order, not on the reply: the delete is handed to the client library here, under the mutex,
 * before release() returns, and one session's requests travel one connection in the order they
 * were queued and are applied by the server in that order. So a later acquire's create and
 * listing are applied after the delete: that listing never contains the released node, and the
 * new node's sequence number is higher. A connection loss fails the delete and everything sent
 * after it alike; the delete is parked (on_delete) and sent again first on the reconnect
 * (engine.c resume). An acquire begun while the connection is down may be sent ahead of it:
 * then its listing shows the released node ahead of ours, and we wait for that node's deletion
 * like any predecessor's (never "held" while it exists; zkl_live_node() knows it is on its way
 * out, so it is not a "deadlock" either). */
void zkl_drop_wait_watch(zkl_contender *c) {
  zkl_req *w, *n;
  for (w = c->base.S->reqs; w; w = n) {  /* armed (its get answered): remove them now */
    n = w->next;   /* a local removal frees w */
    if (w->p == &c->base && (w->kind == R_WATCH || w->kind == R_CWATCH || w->kind == R_AWATCH) && !w->partner)
      zkl_remove_watch(c, w);
  }
  /* a get still unanswered removes its watch when answered (zkl_reply_current) */
}

void zkl_abandon(zkl_contender *c) {
  if (c->role->abandon && c->role->abandon(c)) return;
  if (c->phase == C_HELD) c->releasing = 1; else c->cancelled = 1;
  c->release_rc = ZOK;
  zkl_settle(c, ZOK, "cancelled");
  switch (c->phase) {
    case C_CREATING: case C_FINDING: case C_DELETING: case C_DONE:
      break;  /* the create/find reply, or the delete already sent, takes care of it */
    case C_PARKED:
      if (c->park_phase != C_FINDING) c->park_phase = c->node ? C_DELETING : C_DONE;
      if (c->park_phase == C_DONE) zkl_finish_done(c);
      break;
    case C_WATCHING:
      zkl_drop_wait_watch(c);
      if (c->node) zkl_send_delete(c); else zkl_finish_done(c);
      break;
    default:
      if (c->node) zkl_send_delete(c); else zkl_finish_done(c);
  }
}

void zkl_park(zkl_contender *c, int what) {
  zkl_session *S = c->base.S;
  if (c->try_once && c->base.status == P_PENDING) {
    /* "try once" must not wait for a reconnect; cleanup still does. */
    zkl_settle(c, ZCONNECTIONLOSS, "connection");
    if (what != C_FINDING) what = c->node ? C_DELETING : C_DONE;
    c->cancelled = 1;
  }
  if (c->phase == C_WATCHING) zkl_drop_wait_watch(c);   /* a new step watches anew once resumed */
  c->gen++;
  if (what == C_DONE) { zkl_finish_done(c); return; }
  c->phase = C_PARKED;
  c->park_phase = what;
  if (!c->park_ref) { c->park_ref = 1; c->base.refs++; }
  if (S->state == ZKL_CONNECTED) S->engine->resume(S);
}

/* ---------- our node's delete ---------- */

static void delete_failed(zkl_contender *c, int rc);

void zkl_send_delete(zkl_contender *c) {
  zkl_session *S = c->base.S;
  zkl_req *r;
  int rc;
  c->gen++;
  c->phase = C_DELETING;
  if (!S->zh || S->closed) { zkl_finish_done(c); return; }   /* the node goes with the session */
  if (S->test_fail_deletes > 0) { S->test_fail_deletes--; delete_failed(c, ZSYSTEMERROR); return; }
  if (!(r = zkl_req_new(S, &c->base, R_DELETE, on_reply))) { delete_failed(c, ZSYSTEMERROR); return; }
  r->gen = c->gen;
  r->write = 1;
  if ((rc = zoo_adelete(S->zh, c->node, -1, zkl_cb_void, r)) == ZOK) return;
  zkl_req_free(r);
  /* a handle that refuses requests is expiring or closing: the node goes with it */
  if (rc == ZINVALIDSTATE || rc == ZCLOSING) zkl_finish_done(c); else delete_failed(c, rc);
}

/* The session is over for the server or the client library: its ephemeral nodes go with it. */
static int session_gone(int rc) {
  return rc == ZSESSIONEXPIRED || rc == ZCLOSING || rc == ZINVALIDSTATE || rc == ZAUTHFAILED ||
         rc == ZSESSIONCLOSEDREQUIRESASLAUTH;
}

static void on_delete(zkl_contender *c, int rc) {
  if (zkl_lost_connection(rc) || rc == ZSESSIONMOVED) zkl_park(c, C_DELETING);
  else if (rc == ZOK || rc == ZNONODE || session_gone(rc)) {
    if (rc == ZOK || rc == ZNONODE) zkl_grave_add(c->base.S, c->node);   /* should it ever come back */
    zkl_finish_done(c);  /* gone; wakes a release() */
  }
  else if (c->node_deleted) zkl_finish_done(c);   /* refused, but its watch saw it go: nothing to keep */
  else if (c->nwatch == 2) delete_failed(c, rc);  /* refused: the node is still there (its watch has not fired) */
  else {
    /* Refused, and nothing says the node is still there: the server checks the directory's ACL
     * before the node, so an outsider may have deleted it (a hold on the listing's stand-in, whose
     * children event came while we released, knows only that something changed). Our node's get
     * decides (zkl_refusal_settled), or, if it cannot be asked, the refusal stands. */
    c->refused_rc = rc;
    if (c->role->arm_watch) c->role->arm_watch(c);
    if (c->nwatch == 0) zkl_refusal_settled(c);
  }
}

void zkl_refusal_settled(zkl_contender *c) {
  int rc = c->refused_rc;
  c->refused_rc = 0;
  if (c->node_deleted) zkl_finish_done(c); else delete_failed(c, rc);
}

/* Our delete did not go through: the server refused it (an ACL without DELETE on the lock's
 * directory, say) or it could not be sent. The node is still ours. A hold whose release waits for
 * the delete is what it was: held, proven by the refreshes, released again later or by close(); its
 * release hears why (release() returns nil, msg, code, never true while the node exists). A node
 * nobody holds or waits for is deleted again in the background. */
static void delete_failed(zkl_contender *c, int rc) {
  zkl_session *S = c->base.S;
  zkl_contender *h = c->role->releaser ? c->role->releaser(c) : c;   /* the hold whose release this was */
  c->gen++;
  if (!c->releasing || c->lost || !h || h->lost || !h->releasing || !h->release_awaited) {
    /* Nobody holds it any more, or nobody waits to hear (an abandoned wait, a lost hold, an async
     * release, a hold collected): our node still blocks the lock, so the engine deletes it again
     * every I until it goes (the ACL mended) or the session ends. The log hears of it once. */
    if (!c->delete_retries++) {
      char *text = malloc(strlen(c->node) + 200);
      if (text) sprintf(text, "the server refused to delete lock node %s (%s): zklock tries again every %d ms "
                        "until it goes or the session ends", c->node, zkl_rc_name(rc), (int)(zkl_refresh_interval(S) / 1000000));
      zkl_queue_push_text(&S->q, EV_WARN, c->base.id, text);
    }
    c->retry_ns = zkl_clock_ns() + zkl_refresh_interval(S);
    zkl_park(c, C_DELETING);
    zkl_timer_poke(S);
    return;
  }
  c->phase = C_HELD;
  c->releasing = 0;
  h->release_rc = rc;
  h->release_awaited = 0;   /* told; a later end of this hold (a drop, a timeout) is nobody's release */
  c->role->kept(c, h);   /* h holds through c's node again; c's node watch, if it fired meanwhile,
                          * is armed again (it carries the node's generation, not the step's) */
  zkl_queue_push(&S->q, EV_WAKE, h->base.id);
  zkl_timer_poke(S);
}

/* The timer thread's turn: deletes due to be tried again go now (the resume hook sends every
 * parked step that is not waiting for its time). Returns the time of the next one, or 0. */
int64_t zkl_retry_deletes(zkl_session *S, int64_t now) {
  zkl_contender *c;
  int64_t next = 0;
  int due = 0;
  for (c = S->contenders; c; c = c->next) {
    if (c->phase != C_PARKED || !c->retry_ns) continue;
    if (now >= c->retry_ns) { c->retry_ns = 0; due = 1; }
    else if (!next || c->retry_ns < next) next = c->retry_ns;
  }
  if (due && S->state == ZKL_CONNECTED) S->engine->resume(S);
  return next;
}

static void on_reply(zkl_req *r, int rc, const void *a, const void *b) {
  zkl_contender *c = (zkl_contender *)r->p;
  (void)a; (void)b;
  if (!zkl_reply_current(c, r, rc)) return;
  zkl_enter(c->base.S);
  on_delete(c, rc);   /* the only request this file sends */
  zkl_leave(c->base.S);
}

/* ---------- a hold that ends without a release ---------- */

void zkl_lost_hold(zkl_contender *c, const char *reason) {
  if (c->lost || c->phase == C_DONE) return;
  if (c->role->lost && c->role->lost(c, reason)) return;
  zkl_mark_lost(c, reason, 1);
  if (c->phase != C_HELD) return;
  /* Our claim is over even if the session survived: the node must not outlive it. */
  c->releasing = 1;
  if (c->node && strcmp(reason, "deleted") != 0) zkl_send_delete(c); else zkl_finish_done(c);
}

void zkl_start_ttl(zkl_contender *c) {
  c->granted_ns = zkl_clock_ns();
  c->ttl_end_ns = c->ttl_ns ? c->granted_ns + c->ttl_ns : 0;
}

/* A hold past its ttl ends here, however it is asked (the timer thread ends it too, refresh.c). */
int zkl_ttl_over(zkl_contender *c, int64_t now) {
  if (!c->ttl_end_ns || c->phase != C_HELD || c->lost || now < c->ttl_end_ns) return 0;
  zkl_lost_hold(c, "ttl");
  return 1;
}

int zkl_live(zkl_contender *c) {
  if (zkl_ttl_over(c, zkl_clock_ns())) return 0;
  if (c->role->live) return c->role->live(c);
  if (c->phase != C_HELD || c->lost) return 0;
  if (zkl_clock_ns() < zkl_validity_deadline(c->base.S, c->anchor_ns)) return 1;
  zkl_lost_hold(c, "deadline");
  return 0;
}

int zkl_live_node(zkl_session *S, const char *path) {
  zkl_contender *c;
  for (c = S->contenders; c; c = c->next)
    if (c->node && !c->cancelled && !c->releasing && c->phase != C_DONE && c->phase != C_DELETING &&
        strcmp(c->node, path) == 0)
      return 1;
  return 0;
}

/* ---------- the session's end ---------- */

static void abandon_closed(zkl_contender *c, const void *ud) {
  (void)ud;
  zkl_settle(c, ZCLOSING, "closed");
  zkl_abandon(c);
}

void zkl_release_all(zkl_session *S) {
  zkl_enter(S);
  S->abandoning = 1;   /* from now on nothing is handed on locally: the queues are failed "closed" */
  zkl_each_contender(S, abandon_closed, NULL);
  zkl_leave(S);
}

static void end_with_session(zkl_contender *c, const void *ud) {
  const char *code = ud;
  if (c->phase == C_HELD && !c->lost)
    zkl_mark_lost(c, code[0] == 'c' ? "closed" : "expired", code[0] != 'c');  /* closing is not a loss */
  zkl_settle(c, code[0] == 'c' ? ZCLOSING : code[0] == 'n' ? ZAUTHFAILED : ZSESSIONEXPIRED, code);
  zkl_finish_done(c);
}

void zkl_release_lost(zkl_session *S, const char *code) {
  zkl_enter(S);
  zkl_each_contender(S, end_with_session, code);
  zkl_leave(S);
}

static void ignore_reply(zkl_req *r, int rc, const void *a, const void *b) {
  (void)r; (void)rc; (void)a; (void)b;
}

/* Delete our nodes ahead of the close request so watchers elsewhere see them go first. */
void zkl_release_closing(zkl_session *S, zhandle_t *zh) {
  zkl_contender *c;
  for (c = S->contenders; c; c = c->next)
    if (c->node && c->phase != C_DONE) {
      zkl_req *r = zkl_req_new(S, NULL, 0, ignore_reply);
      if (r && zoo_adelete(zh, c->node, -1, zkl_cb_void, r) != ZOK) zkl_req_free(r);
    }
}
