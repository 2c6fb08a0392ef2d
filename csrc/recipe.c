/* recipe.c -- the one acquisition engine: create, list, decide, watch the predecessor, clean up,
 * and pass a held node between one session's holds (the local hand-off). Driven by ZooKeeper's
 * completions, the lease timer and the Lua thread, always under the session mutex. */
#include "zkl.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <unistd.h>

enum { R_CREATE = 1, R_LIST, R_FIND, R_WATCH, R_WGET, R_DELETE, R_PARENT, R_STAT, R_NWATCH, R_NGET, R_CWATCH,
       R_CONFIRM, R_BLIST, R_BWATCH, R_SYNC, R_DCREATE };

static void send_create(zkl_contender *c);
static void send_list(zkl_contender *c, int kind);
static void send_delete(zkl_contender *c);
static void on_reply(zkl_req *r, int rc, const void *a, const void *b);
static void abandon(zkl_contender *c);
static void settle(zkl_contender *c, int rc, const char *code);
static void carrier_done(zkl_contender *c);
static void member_detach(zkl_contender *m);
static void advance(zkl_session *S, zkl_cohort *k);
static void mark_lost(zkl_contender *c, const char *reason, int report);

/* Entry points (called from outside this file, or by the client library) bracket their work with
 * these. Cohorts changed meanwhile are looked at on the way out of the outermost one: a queue left
 * without a node gets a new one, an empty one is freed. Only there, so no frame below still
 * holds a cohort that goes. */
static void enter(zkl_session *S) { S->engine_depth++; }

static void leave(zkl_session *S) {
  zkl_cohort *k;
  if (S->engine_depth > 1) { S->engine_depth--; return; }
  while ((k = zkl_cohort_next_dirty(S)) != NULL) {
    if (!k->holder && k->head && !k->carrier) advance(S, k);   /* may mark it again */
    if (!k->dirty && zkl_cohort_empty(k)) zkl_cohort_free(S, k);
  }
  S->engine_depth = 0;
}

static char *str_cat3(const char *a, const char *b, const char *c) {
  size_t la = strlen(a), lb = strlen(b), lc = strlen(c);
  char *s = malloc(la + lb + lc + 1);
  if (!s) return NULL;
  memcpy(s, a, la); memcpy(s + la, b, lb); memcpy(s + la + lb, c, lc);
  s[la + lb + lc] = 0;
  return s;
}

static const char *base_name(const char *path) {
  const char *s = strrchr(path, '/');
  return s ? s + 1 : path;
}

/* Curator's protected prefix: "_c_" + a random (version 4) UUID + "-". NULL when the kernel
 * gives no randomness: a guessable prefix could make us take another client's node for ours. */
static char *protected_prefix(void) {
  unsigned char u[16];
  char *s = malloc(3 + 36 + 1 + 1);
  size_t got = 0;
  int i, k = 3;
  if (!s) return NULL;
  while (got < sizeof u) {
    ssize_t n = getrandom(u + got, sizeof u - got, 0);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) { free(s); return NULL; }
    got += (size_t)n;
  }
  u[6] = (unsigned char)((u[6] & 0x0f) | 0x40);
  u[8] = (unsigned char)((u[8] & 0x3f) | 0x80);
  memcpy(s, "_c_", 3);
  for (i = 0; i < 16; i++) {
    if (i == 4 || i == 6 || i == 8 || i == 10) s[k++] = '-';
    k += sprintf(s + k, "%02x", u[i]);
  }
  s[k++] = '-';
  s[k] = 0;
  return s;
}

static void contender_destroy(zkl_pending *p) {
  zkl_contender *c = (zkl_contender *)p;
  zkl_session *S = p->S;
  if (c->role == ROLE_MEMBER) member_detach(c);  /* a release still waiting for its node to go */
  if (c->prev) c->prev->next = c->next; else S->contenders = c->next;
  if (c->next) c->next->prev = c->prev;
  free(c->dir); free(c->prefix); free(c->data); free(c->node); free(c->watching); free(c->fixed_seq); free(c->guard);
  free(c->next_ahead);
  free(c);
}

/* ZINVALIDSTATE means the handle is expired or closing; say which, as the API codes do. */
static const char *send_code(zkl_session *S, int *rc) {
  if (*rc == ZINVALIDSTATE || *rc == ZCLOSING) return zkl_refused(S, rc);
  return zkl_rc_code(*rc);
}

static void drop_park_ref(zkl_contender *c) {
  if (!c->park_ref) return;
  c->park_ref = 0;
  zkl_pending_unref(&c->base);  /* may free c: callers must not touch it afterwards */
}

/* Nothing more to do for this contender. Last use of c unless the caller holds a reference. */
static void finish_done(zkl_contender *c) {
  int own = c->own_ref;
  c->phase = C_DONE;
  c->gen++;
  c->own_ref = 0;
  if (c->role == ROLE_CARRIER) {
    carrier_done(c);
  } else {
    if (c->role == ROLE_MEMBER) member_detach(c);
    /* Lua may be waiting for the node to go (a release, or an acquire that gave up): tell it. */
    if (c->base.status == P_DONE) zkl_queue_push(&c->base.S->q, EV_WAKE, c->base.id);
  }
  drop_park_ref(c);  /* cannot free c while a carrier's own reference still counts */
  if (own) zkl_pending_unref(&c->base);
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
static void remove_watch(zkl_contender *c, zkl_req *w) {
  zkl_session *S = c->base.S;
  int children = w->kind == R_CWATCH || w->kind == R_BWATCH;
  const char *path = children ? c->dir : c->watching;
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

/* Outcome no longer wanted: make sure our node goes, whatever is in flight.
 * A release that returns before the delete's reply (the Lua layer's async_release) relies on
 * order, not on the reply: the delete is handed to the client library here, under the mutex,
 * before release() returns, and one session's requests travel one connection in the order they
 * were queued and are applied by the server in that order. So a later acquire's create and
 * listing are applied after the delete: that listing never contains the released node, and the
 * new node's sequence number is higher. A connection loss fails the delete and everything sent
 * after it alike; the delete is parked (on_delete) and sent again first on the reconnect
 * (zkl_recipe_resume). An acquire begun while the connection is down may be sent ahead of it:
 * then its listing shows the released node ahead of ours, and we wait for that node's deletion
 * like any predecessor's (never "held" while it exists; is_live_node() knows it is on its way
 * out, so it is not a "deadlock" either). */
static void member_abandon(zkl_contender *m);

static void abandon(zkl_contender *c) {
  zkl_cohort *k;
  if (c->role == ROLE_MEMBER) { member_abandon(c); return; }
  if (c->role == ROLE_CARRIER && (k = c->cohort) != NULL) {
    /* still serving (close() gives everything up): its holder ends with it, its waiters are
     * moved on by leave() (failed "closed", or queued on a new node) */
    k->carrier = NULL;
    c->cohort = NULL;
    zkl_cohort_dirty(c->base.S, k);
    if (k->holder && k->holder->carrier == c && !k->holder->lost) mark_lost(k->holder, "closed", 0);
  }
  if (c->phase == C_HELD) c->releasing = 1; else c->cancelled = 1;
  c->release_rc = ZOK;
  settle(c, ZOK, "cancelled");
  switch (c->phase) {
    case C_CREATING: case C_FINDING: case C_DELETING: case C_DONE:
      break;  /* the create/find reply, or the delete already sent, takes care of it */
    case C_PARKED:
      if (c->park_phase != C_FINDING) c->park_phase = c->node ? C_DELETING : C_DONE;
      if (c->park_phase == C_DONE) finish_done(c);
      break;
    case C_WATCHING: {
      zkl_req *w;
      for (w = c->base.S->reqs; w; w = w->next)  /* armed (its get answered): remove it now */
        if (w->p == &c->base && (w->kind == R_WATCH || w->kind == R_CWATCH) && !w->partner) {
          remove_watch(c, w);
          break;
        }
      /* a get still unanswered removes its watch when answered (on_reply) */
      if (c->node) send_delete(c); else finish_done(c);
      break;
    }
    default:
      if (c->node) send_delete(c); else finish_done(c);
  }
}

static void fail(zkl_contender *c, int rc, const char *code) {
  settle(c, rc, code);
  abandon(c);
}

/* Every request (and watch context) goes through here so that a refusal by the client fails
 * the contender cleanly. */
static zkl_req *new_ctx(zkl_contender *c, int kind, int watch) {
  zkl_session *S = c->base.S;
  zkl_req *r;
  if (!S->zh || S->closed) { fail(c, ZCLOSING, S->closed ? "closed" : "lost"); finish_done(c); return NULL; }
  r = watch ? zkl_watch_new(S, &c->base, kind, on_reply) : zkl_req_new(S, &c->base, kind, on_reply);
  if (!r) { fail(c, ZSYSTEMERROR, "zk:ZSYSTEMERROR"); return NULL; }
  r->gen = c->gen;
  return r;
}

static zkl_req *new_req(zkl_contender *c, int kind) { return new_ctx(c, kind, 0); }
static zkl_req *new_watch(zkl_contender *c, int kind) { return new_ctx(c, kind, 1); }

/* rc: what the client library said to the request r (NULL: one sent elsewhere) */
static int sent(zkl_contender *c, zkl_req *r, int rc) {
  if (rc == ZOK) return 1;
  if (r) zkl_req_free(r);
  const char *code = send_code(c->base.S, &rc);
  settle(c, rc, code);
  /* A handle that refuses requests is expired or closing: our node goes with it. */
  finish_done(c);
  return 0;
}

/* Creates the lock's directory and its missing ancestors, ahead of the create that needs them. The
 * directory gets the lock's ACL: deleting a node takes DELETE on its parent, so only there does the
 * ACL keep others from deleting our node. Shared ancestors get parent_acl (zkl_send_parents). */
static void send_parents(zkl_contender *c) {
  zkl_session *S = c->base.S;
  zkl_req *r;
  if (!sent(c, NULL, zkl_send_parents(S, &c->base, R_PARENT, on_reply, c->dir, ZOO_CONTAINER))) return;
  r = new_req(c, R_PARENT);
  if (r) sent(c, r, zoo_acreate2(S->zh, c->dir, "", 0, S->acl, ZOO_CONTAINER, zkl_cb_string_stat, r));
}

static void send_stat(zkl_contender *c, int gen_step);

/* A downgrade's read node takes its write node's sequence (docs/safety.md, path 6): held at once, with no listing, because
 * the write node was held, so no writer is ahead of its place now or ever (sequences only grow).
 * That holds only while the write node exists: it goes as multi[check(W), create(R)], never alone
 * (the write node may be gone: its lease ran out, it was deleted from outside, or its release's
 * delete was parked and sent first on the reconnect). The czxid comes with the exists after it. */
static void send_downgrade_create(zkl_contender *c, const char *full) {
  zkl_session *S = c->base.S;
  zoo_op_t ops[2];
  zkl_req *r = new_req(c, R_DCREATE);
  if (!r) return;
  zoo_check_op_init(&ops[0], c->guard, -1);
  zoo_create_op_init(&ops[1], full, c->data, c->datalen, S->acl, ZOO_EPHEMERAL, NULL, 0);
  memset(c->dres, 0, sizeof c->dres);
  if (sent(c, r, zoo_amulti(S->zh, 2, ops, c->dres, zkl_cb_void, r))) {
    free(c->node);
    c->node = strdup(full);
    if (!c->node) { fail(c, ZSYSTEMERROR, "zk:ZSYSTEMERROR"); return; }
    send_stat(c, 0);
  }
}

/* Create and list together: the server answers one session in order, so the listing
 * already contains our node and a free lock costs one round trip (docs/safety.md, path 1). */
static void send_create(zkl_contender *c) {
  zkl_session *S = c->base.S;
  char *path = str_cat3(c->dir, "/", c->prefix);
  char *full = path ? str_cat3(path, c->pred->lock_name, c->fixed_seq ? c->fixed_seq : "") : NULL;
  zkl_req *r;
  free(path);
  if (!full) { fail(c, ZSYSTEMERROR, "zk:ZSYSTEMERROR"); return; }
  c->gen++;
  c->phase = C_CREATING;
  c->czxid = 0;
  if (c->fixed_seq) {
    send_downgrade_create(c, full);
  } else {
    r = new_req(c, R_CREATE);
    if (r && sent(c, r, zoo_acreate2(S->zh, full, c->data, c->datalen, S->acl, ZOO_EPHEMERAL_SEQUENTIAL,
                                     zkl_cb_string_stat, r)))
      send_list(c, R_LIST);
  }
  free(full);
}

/* The create's reply was lost: look for our node by its protected prefix (docs/safety.md, path 5). The server we are
 * connected to now may not have applied that create yet (we never saw its zxid, so the client
 * library may reconnect to a lagging follower), and missing it would orphan it for the session's
 * life, with everyone queued behind it. A sync first makes that server catch up with the leader;
 * the listing behind it on the same session is answered after it. */
static void send_find(zkl_contender *c) {
  zkl_session *S = c->base.S;
  zkl_req *r;
  c->gen++;
  c->phase = C_FINDING;
  r = new_req(c, R_SYNC);
  if (r && sent(c, r, zoo_async(S->zh, c->dir, zkl_cb_string, r))) send_list(c, R_FIND);
}

static void send_list(zkl_contender *c, int kind) {
  zkl_req *r, *w;
  r = new_req(c, kind);
  if (!r) return;
  if (kind == R_FIND || !c->pred->watch_children) {
    sent(c, r, zoo_aget_children(c->base.S->zh, c->dir, 0, zkl_cb_strings, r));
    return;
  }
  /* Leases wait for any change of the children: the listing itself arms that watch. */
  w = new_watch(c, R_CWATCH);
  if (!w) { zkl_req_free(r); return; }
  r->partner = w;
  w->partner = r;
  if (!sent(c, r, zoo_awget_children(c->base.S->zh, c->dir, zkl_cb_watch, w, zkl_cb_strings, r)))
    zkl_req_free(w);
}

static void relist(zkl_contender *c) {
  c->gen++;
  c->phase = C_LISTING;
  send_list(c, R_LIST);
}

static void delete_failed(zkl_contender *c, int rc);

static void send_delete(zkl_contender *c) {
  zkl_session *S = c->base.S;
  zkl_req *r;
  int rc;
  c->gen++;
  c->phase = C_DELETING;
  if (!S->zh || S->closed) { finish_done(c); return; }   /* the node goes with the session */
  if (S->test_fail_deletes > 0) { S->test_fail_deletes--; delete_failed(c, ZSYSTEMERROR); return; }
  if (!(r = zkl_req_new(S, &c->base, R_DELETE, on_reply))) { delete_failed(c, ZSYSTEMERROR); return; }
  r->gen = c->gen;
  if ((rc = zoo_adelete(S->zh, c->node, -1, zkl_cb_void, r)) == ZOK) return;
  zkl_req_free(r);
  /* a handle that refuses requests is expiring or closing: the node goes with it */
  if (rc == ZINVALIDSTATE || rc == ZCLOSING) finish_done(c); else delete_failed(c, rc);
}

/* A data watch (getData, like Curator): unlike exists, it arms nothing on a missing node. */
static void send_watch(zkl_contender *c, const char *name) {
  zkl_session *S = c->base.S;
  zkl_req *w, *g;
  free(c->watching);
  c->watching = str_cat3(c->dir, "/", name);
  c->self_blocked = 0;
  c->phase = C_WATCHING;
  if (!c->watching) { fail(c, ZSYSTEMERROR, "zk:ZSYSTEMERROR"); return; }
  w = new_watch(c, R_WATCH);
  if (!w) return;
  g = new_req(c, R_WGET);
  if (!g) { zkl_req_free(w); return; }
  g->partner = w;
  w->partner = g;
  if (!sent(c, g, zoo_awget(S->zh, c->watching, zkl_cb_watch, w, zkl_cb_data, g))) zkl_req_free(w);
}

/* While held, our own node is watched (getData, as Curator's revocation does):
 * - a deletion from outside ends the hold at once ("deleted"): the next in line may hold the lock
 *   already, and the refresh would learn it only up to I later;
 * - a local hand-off grants only while this watch is armed and has not fired (advance);
 * - a writer of "__REVOKE__" asks a revocable hold to release (queued for Lua, never run here). */
static void send_node_watch(zkl_contender *c) {
  zkl_session *S = c->base.S;
  zkl_req *w, *g;
  c->nwatch = 0;
  if (!S->zh || S->closed || !c->node) return;
  w = zkl_watch_new(S, &c->base, R_NWATCH, on_reply);
  g = w ? zkl_req_new(S, &c->base, R_NGET, on_reply) : NULL;
  if (!g) { if (w) zkl_req_free(w); return; }
  w->gen = g->gen = c->gen;
  g->partner = w;
  w->partner = g;
  if (zoo_awget(S->zh, c->node, zkl_cb_watch, w, zkl_cb_data, g) != ZOK) { zkl_req_free(g); zkl_req_free(w); return; }
  c->nwatch = 1;
}

static void park(zkl_contender *c, int what) {
  zkl_session *S = c->base.S;
  if (c->try_once && c->base.status == P_PENDING) {
    /* "try once" must not wait for a reconnect; cleanup still does. */
    settle(c, ZCONNECTIONLOSS, "connection");
    if (what != C_FINDING) what = c->node ? C_DELETING : C_DONE;
    c->cancelled = 1;
  }
  c->gen++;
  if (what == C_DONE) { finish_done(c); return; }
  c->phase = C_PARKED;
  c->park_phase = what;
  if (!c->park_ref) { c->park_ref = 1; c->base.refs++; }
  if (S->state == ZKL_CONNECTED) zkl_recipe_resume(S);
}

static void resume_one(zkl_contender *c) {
  switch (c->park_phase) {
    case C_FINDING: send_find(c); break;
    case C_DELETING: send_delete(c); break;
    default: relist(c); break;
  }
}

/* A parked delete to resume before anything else, else any parked contender (NULL: none). */
static zkl_contender *next_parked(zkl_session *S) {
  zkl_contender *c, *any = NULL;
  for (c = S->contenders; c; c = c->next)
    if (c->phase == C_PARKED && !c->retry_ns) {   /* not a refused delete waiting for its time */
      if (c->park_phase == C_DELETING) return c;
      if (!any) any = c;
    }
  return any;
}

void zkl_recipe_resume(zkl_session *S) {
  zkl_contender *c;
  int again = 1;
  enter(S);
  /* Resuming may park again (and call us): restart the scan until nothing is parked. Deletes go
   * first: the list holds the newest contender first, and a node released (an async release that
   * met a connection loss) must be gone before a later acquire of this session lists the lock,
   * as it was when both were first sent (see zkl_contender_abandon). */
  while (again) {
    again = 0;
    if ((c = next_parked(S)) != NULL) {
      c->base.refs++;             /* keeps c while the park reference goes */
      drop_park_ref(c);           /* first: a step that parks again at once takes a new one */
      c->phase = c->park_phase;
      resume_one(c);              /* its requests now hold c */
      zkl_pending_unref(&c->base);
      again = S->state == ZKL_CONNECTED;   /* the list may have changed: scan again */
    }
  }
  for (c = S->contenders; c; c = c->next)
    if (c->nwatch == 0 && c->phase == C_HELD && !c->releasing && !c->lost && c->node) send_node_watch(c);
  leave(S);
}

/* Calls fn on every contender. fn may end any of them, and ending one may free another (a member
 * drops its carrier): each is held while it is visited, and its successor before it is let go. */
static void each_contender(zkl_session *S, void (*fn)(zkl_contender *c, const void *ud), const void *ud) {
  zkl_contender *c = S->contenders, *n;
  if (c) c->base.refs++;
  while (c) {
    if (c->phase != C_DONE) fn(c, ud);
    n = c->next;
    if (n) n->base.refs++;
    zkl_pending_unref(&c->base);
    c = n;
  }
}

static void abandon_closed(zkl_contender *c, const void *ud) {
  (void)ud;
  settle(c, ZCLOSING, "closed");
  abandon(c);
}

/* The session is closing: waiters hear "closed", and every node of ours is deleted. */
void zkl_recipe_abandon_all(zkl_session *S) {
  enter(S);
  S->abandoning = 1;   /* from now on nothing is handed on locally: the queues are failed "closed" */
  each_contender(S, abandon_closed, NULL);
  leave(S);
}

static void end_with_session(zkl_contender *c, const void *ud) {
  const char *code = ud;
  if (c->phase == C_HELD && !c->lost)
    mark_lost(c, code[0] == 'c' ? "closed" : "expired", code[0] != 'c');  /* closing is not a loss */
  settle(c, code[0] == 'c' ? ZCLOSING : code[0] == 'n' ? ZAUTHFAILED : ZSESSIONEXPIRED, code);
  finish_done(c);
}

void zkl_recipe_lost(zkl_session *S, const char *code) {
  enter(S);
  each_contender(S, end_with_session, code);
  leave(S);
}

static void ignore_reply(zkl_req *r, int rc, const void *a, const void *b) {
  (void)r; (void)rc; (void)a; (void)b;
}

/* Delete our nodes ahead of the close request so watchers elsewhere see them go first. */
void zkl_recipe_closing(zkl_session *S, zhandle_t *zh) {
  zkl_contender *c;
  for (c = S->contenders; c; c = c->next)
    if (c->node && c->phase != C_DONE) {
      zkl_req *r = zkl_req_new(S, NULL, 0, ignore_reply);
      if (r && zoo_adelete(zh, c->node, -1, zkl_cb_void, r) != ZOK) zkl_req_free(r);
    }
}

static int is_live_node(zkl_session *S, const char *path) {
  zkl_contender *c;
  for (c = S->contenders; c; c = c->next)
    if (c->node && !c->cancelled && !c->releasing && c->phase != C_DONE && c->phase != C_DELETING &&
        strcmp(c->node, path) == 0)
      return 1;
  return 0;
}

static void become_held(zkl_contender *c);

/* The node we watched is gone (deleted, or missing when we came to watch it; docs/safety.md path 2). Nodes ahead of
 * ours only ever go, so the listing we decided on still bounds what can block us: if the
 * watched node was the last of them we hold now, without another request; if one is left we
 * watch it directly. Otherwise, or if a downgrade may have put a read node where a write node
 * was, list again. */
static void predecessor_gone(zkl_contender *c) {
  char *next;
  if (c->ahead < 1 || (c->pred->write_gone_relists && strstr(base_name(c->watching), "__WRIT__"))) {
    relist(c);
  } else if (c->ahead == 1) {
    c->gen++;
    zkl_count_saved(c->base.S);
    become_held(c);
  } else if (c->ahead == 2 && c->next_ahead) {
    next = c->next_ahead;
    c->next_ahead = NULL;
    c->ahead = 1;
    c->gen++;
    zkl_count_saved(c->base.S);
    send_watch(c, base_name(next));
    free(next);
  } else {
    relist(c);
  }
}

/* Before saying "held" on an old proof (a long wait in line, a node found after a lost reply),
 * prove the session and our node to the leader again: a multi of one check, as refresh.c does
 * (docs/safety.md, path 4). */
static void send_confirm(zkl_contender *c) {
  zoo_op_t op;
  zkl_req *r;
  c->gen++;
  c->phase = C_CONFIRMING;
  r = new_req(c, R_CONFIRM);
  if (!r) return;
  zoo_check_op_init(&op, c->node, -1);
  sent(c, r, zoo_amulti(c->base.S->zh, 1, &op, &c->confirm_result, zkl_cb_void, r));
}

static void hold_now(zkl_contender *c) {
  zkl_session *S = c->base.S;
  if (c->watching) S->remote_handoffs++;   /* it waited for a node ahead of ours */
  c->phase = C_HELD;
  send_node_watch(c);
  settle(c, ZOK, NULL);  /* a carrier hands the lock to its first member here */
  zkl_timer_poke(S);  /* a new deadline to watch, and refreshes to send */
}

static void become_held(zkl_contender *c) {
  if (c->node && !c->czxid) send_stat(c, 1);   /* never held without the czxid fencing_token() gives */
  else if (zkl_clock_ns() - c->anchor_ns > zkl_lease_interval(c->base.S)) send_confirm(c);
  else hold_now(c);
}

/* The hold ended without a release (reason as lost_reason): Lua hears "lost" (report), and a
 * member holding through a cohort's node gives its place up. */
static void mark_lost(zkl_contender *c, const char *reason, int report) {
  zkl_cohort *k = c->role == ROLE_MEMBER ? c->cohort : NULL;
  c->lost = 1;
  c->lost_reason = reason;
  if (report && c->role != ROLE_CARRIER) zkl_queue_push(&c->base.S->q, EV_LOST, c->base.id);
  if (k && k->holder == c) {
    k->holder = NULL;
    c->cohort = NULL;
    zkl_cohort_dirty(c->base.S, k);
  }
}

static void lost_hold(zkl_contender *c, const char *reason) {
  zkl_session *S = c->base.S;
  zkl_cohort *k;
  if (c->lost || c->phase == C_DONE) return;
  if (c->role == ROLE_MEMBER) {
    if (c->phase == C_HELD) mark_lost(c, reason, 1);
    return;
  }
  if (c->role == ROLE_CARRIER && (k = c->cohort) != NULL) {
    /* The cohort's node is no longer ours to stand on: its holder lost the lock with it, and
     * the waiters queue again with a new node (leave(), after this node's delete is sent). */
    k->carrier = NULL;
    c->cohort = NULL;
    zkl_cohort_dirty(S, k);
    if (k->holder && k->holder->carrier == c) mark_lost(k->holder, reason, 1);
  }
  if (c->outside && !c->outside->lost) mark_lost(c->outside, reason, 1);
  mark_lost(c, reason, 1);
  if (c->phase != C_HELD) {
    if (c->role == ROLE_CARRIER) abandon(c);   /* nobody will take it when it comes up: out of the queue */
    return;
  }
  /* Our claim is over even if the session survived: the node must not outlive it. */
  c->releasing = 1;
  if (c->node && strcmp(reason, "deleted") != 0) send_delete(c); else finish_done(c);
}

void zkl_contender_lost(zkl_contender *c, const char *reason) {
  zkl_session *S = c->base.S;
  enter(S);
  lost_hold(c, reason);
  leave(S);
}

/* A member holds while its carrier does: the carrier's lease is the member's. */
static int live(zkl_contender *c) {
  if (c->role == ROLE_MEMBER) {
    zkl_contender *cr = c->carrier;
    if (c->phase != C_HELD || c->lost || !cr) return 0;
    if (!live(cr) && !c->lost) mark_lost(c, cr->lost_reason ? cr->lost_reason : "expired", 1);
    return !c->lost;
  }
  if (c->phase != C_HELD || c->lost) return 0;
  if (zkl_clock_ns() < zkl_lease_deadline(c->base.S, c->anchor_ns)) return 1;
  lost_hold(c, "deadline");
  return 0;
}

int zkl_contender_live(zkl_contender *c) {
  zkl_session *S = c->base.S;
  int v;
  enter(S);
  v = live(c);
  leave(S);
  return v;
}

const zkl_contender *zkl_node_owner(const zkl_contender *c) {
  return c->role == ROLE_MEMBER && c->carrier ? c->carrier : c;
}

int zkl_contender_self_blocked(const zkl_contender *c) {
  if (c->role == ROLE_MEMBER) {
    const zkl_cohort *k = c->cohort;
    if (c->phase != C_LOCAL || !k) return 0;
    /* behind a local hold, or behind a local waiter (which, with the blocking waiter, can only
     * be a coroutine that will never run again), or first but its node waits for one of ours */
    if (k->holder || k->head != c) return 1;
    return k->carrier && zkl_contender_self_blocked(k->carrier);
  }
  return c->self_blocked && c->phase == C_WATCHING;
}

/* ---------- the local hand-off: a cohort's carrier and members (cohort.c keeps the queue) ---------- */

/* Learns whether another client queues behind the carrier: a listing that arms a children watch,
 * listed again when the children change, until someone is seen. One request per change, none
 * per local hand-off. */
static void send_behind_watch(zkl_contender *c) {
  zkl_session *S = c->base.S;
  zkl_req *w, *r;
  if (!S->zh || S->closed || S->state != ZKL_CONNECTED) return;   /* the next hand-off tries again */
  w = zkl_watch_new(S, &c->base, R_BWATCH, on_reply);
  r = w ? zkl_req_new(S, &c->base, R_BLIST, on_reply) : NULL;
  if (!r) { if (w) zkl_req_free(w); return; }
  w->gen = r->gen = c->gen;
  r->partner = w;
  w->partner = r;
  c->behind_watch = 1;
  if (zoo_awget_children(S->zh, c->dir, zkl_cb_watch, w, zkl_cb_strings, r) != ZOK) {
    zkl_req_free(r);
    zkl_req_free(w);
    c->behind_watch = 0;
  }
}

static void fail_waiters(zkl_session *S, zkl_cohort *k, int rc, const char *code) {
  zkl_contender *m;
  while ((m = zkl_cohort_pop(k)) != NULL) {
    m->cohort = NULL;
    settle(m, rc, code);
    finish_done(m);
  }
  zkl_cohort_dirty(S, k);
}

/* A new node for the cohort, queued behind whoever is in ZooKeeper's queue now. */
static zkl_contender *new_contender(zkl_session *S, const zkl_predicate *pred, const char *dir,
                                    const char *data, int datalen, const zkl_contend_opts *o);
static void start(zkl_contender *c);

static void start_carrier(zkl_session *S, zkl_cohort *k) {
  static const zkl_contend_opts plain = { 0, 0, 0, NULL, NULL, 0, 0 };
  zkl_contender *c = new_contender(S, k->pred, k->dir, k->data, k->datalen, &plain);
  if (!c) { fail_waiters(S, k, ZSYSTEMERROR, "zk:ZSYSTEMERROR"); return; }
  c->role = ROLE_CARRIER;
  c->own_ref = 1;    /* the pending's first reference: no Lua value holds a carrier */
  c->cohort = k;
  k->carrier = c;
  k->seq = 0;
  k->left = k->max_handoffs;
  start(c);
}

/* The carrier stops serving the cohort and its node goes (whatever phase it is in). */
static void drop_carrier(zkl_session *S, zkl_cohort *k) {
  zkl_contender *c = k->carrier;
  k->carrier = NULL;
  c->cohort = NULL;
  zkl_cohort_dirty(S, k);
  abandon(c);   /* may free c */
}

/* A write node must not pass on while this session holds the read node a downgrade put at its
 * place in the order: the next writer would hold beside that reader. */
static int downgraded(zkl_session *S, const zkl_cohort *k) {
  const zkl_contender *c;
  if (k->pred != &zkl_pred_write) return 0;
  for (c = S->contenders; c; c = c->next)
    if (c->fixed_seq && c->phase != C_DONE && !c->cancelled && !c->releasing && strcmp(c->dir, k->dir) == 0)
      return 1;
  return 0;
}

/* A local grant (docs/safety.md, path 7): advance() checked the carrier's lease and node watch. */
static void grant(zkl_session *S, zkl_cohort *k, zkl_contender *c) {
  zkl_contender *m = zkl_cohort_pop(k);
  m->phase = C_HELD;
  m->carrier = c;
  c->base.refs++;           /* the member's: node(), fencing_token() and the lease read it */
  m->local_seq = ++k->seq;
  k->holder = m;
  if (k->seq > 1) S->handoffs++;
  settle(m, ZOK, NULL);
  if (k->head && !c->behind && !c->behind_watch) send_behind_watch(c);
}

static int node_watched(const zkl_contender *c) {
  const zkl_session *S = c->base.S;
  return c->nwatch == 2 && S->state == ZKL_CONNECTED && S->answered_gen == S->conn_gen;
}

/* Moves the cohort on: the first waiter takes the held node, or the node goes (nobody waits, or
 * fairness says another client's turn has come) and the waiters queue with a new one. */
static void advance(zkl_session *S, zkl_cohort *k) {
  zkl_contender *c = k->carrier;
  zkl_cohort_dirty(S, k);   /* looked at again on the way out (leave) */
  if (k->holder) return;
  if (S->closed || S->abandoning || !S->zh || S->state == ZKL_LOST || S->state == ZKL_AUTH_FAILED) {
    int rc = ZCLOSING;
    const char *code = S->closed || S->abandoning ? "closed" : zkl_refused(S, &rc);
    fail_waiters(S, k, rc, code);
    if (k->carrier) drop_carrier(S, k);
    return;
  }
  if (!k->head) {
    if (c) drop_carrier(S, k);
    return;
  }
  if (!c) { start_carrier(S, k); return; }
  if (c->phase != C_HELD) return;   /* still queued: hold_now() comes back here */
  if (!live(c)) return;             /* its lease ran out: lost_hold() let it go, leave() requeues */
  if (!downgraded(S, k)) {
    /* The first hold under a node stands on the decision that made the carrier hold. Every later
     * one is said without asking the server, so only while the node's watch is armed and has not
     * fired, and after a reconnect only once an answer came on the new connection (the events of
     * the library's watch re-registration come before it): until then the node could be gone,
     * deleted from outside, and another client hold the lock. */
    if (k->seq > 0 && !node_watched(c)) {
      if (c->nwatch == 0) send_node_watch(c);
      return;   /* on_nget or zkl_recipe_answered comes back here */
    }
    if (zkl_cohort_may_hand_off(k, c->behind)) { grant(S, k, c); return; }
  }
  drop_carrier(S, k);   /* its delete goes before the new node's create: the new one queues behind */
  start_carrier(S, k);
}

/* A connection's first answer: local hand-offs held back since the reconnect may go on. */
void zkl_recipe_answered(zkl_session *S) {
  zkl_cohort *k, *n;
  enter(S);
  for (k = S->cohorts; k; k = n) {
    n = k->next;
    if (k->carrier && k->carrier->phase == C_HELD && !k->holder && k->head) advance(S, k);
  }
  leave(S);
}

/* A carrier's acquisition ended: held (its first member takes the lock) or failed (each waiter
 * hears why, as it would have on its own node). */
static void carrier_settled(zkl_contender *c) {
  zkl_session *S = c->base.S;
  zkl_cohort *k = c->cohort;
  if (c->base.rc == ZOK && !c->base.code) { advance(S, k); return; }
  k->carrier = NULL;
  c->cohort = NULL;
  fail_waiters(S, k, c->base.rc, c->base.code);
}

static void settle(zkl_contender *c, int rc, const char *code) {
  if (c->base.status == P_DONE) return;
  if (c->role != ROLE_CARRIER) { zkl_pending_finish(&c->base, rc, code); return; }
  c->base.status = P_DONE;   /* no Lua waiter hears of a carrier: its cohort does */
  c->base.rc = rc;
  c->base.code = code;
  if (c->cohort) carrier_settled(c);
}

/* The carrier's node is gone. Still serving (the session ended under it): its holder lost the lock.
 * A release that waited for this node is over. */
static void carrier_done(zkl_contender *c) {
  zkl_session *S = c->base.S;
  zkl_cohort *k = c->cohort;
  zkl_contender *m;
  if (k) {
    k->carrier = NULL;
    c->cohort = NULL;
    zkl_cohort_dirty(S, k);
    if (k->holder && k->holder->carrier == c && !k->holder->lost)
      mark_lost(k->holder, S->closed ? "closed" : "expired", !S->closed);
  }
  if ((m = c->outside) != NULL) {
    c->outside = NULL;
    if (!m->lost) mark_lost(m, S->closed ? "closed" : "expired", !S->closed);
  }
  if ((m = c->releaser) != NULL) {
    c->releaser = NULL;
    finish_done(m);
  }
}

/* A member leaves its cohort and lets go of its carrier. */
static void member_detach(zkl_contender *m) {
  zkl_cohort *k = m->cohort;
  zkl_contender *c = m->carrier;
  if (k) {
    if (k->holder == m) k->holder = NULL; else zkl_cohort_remove(k, m);
    m->cohort = NULL;
    zkl_cohort_dirty(m->base.S, k);
  }
  if (c) {
    m->carrier = NULL;
    if (c->releaser == m) c->releaser = NULL;
    if (c->outside == m) { c->outside = NULL; abandon(c); }   /* nobody holds through it now */
    zkl_pending_unref(&c->base);  /* may free c */
  }
}

/* A member's release, timeout or cancel. A release hands the node to the next waiter when there is
 * one and fairness allows: then it is over at once, no request sent. Otherwise the node goes, and
 * the release, as any release, is over once it is gone. */
static void member_abandon(zkl_contender *m) {
  zkl_session *S = m->base.S;
  zkl_cohort *k = m->cohort;
  zkl_contender *c = m->carrier;
  if (m->phase == C_HELD) m->releasing = 1; else m->cancelled = 1;
  m->release_rc = ZOK;
  settle(m, ZOK, "cancelled");
  if (m->phase == C_LOCAL) {
    /* If it was the last in line, the node goes: like a release, a given-up acquire is over
     * once it is gone (nobody queues behind a ghost of ours) */
    zkl_contender *cr;
    if (!k) { finish_done(m); return; }
    cr = k->carrier;
    zkl_cohort_remove(k, m);
    m->cohort = NULL;
    m->phase = C_DELETING;
    m->gen++;
    if (cr) cr->base.refs++;     /* dropping it may free it */
    advance(S, k);
    if (cr && !cr->cohort && cr->phase != C_DONE && !cr->releaser) {
      cr->releaser = m;
      m->carrier = cr;           /* the reference taken above */
    } else {
      if (cr) zkl_pending_unref(&cr->base);
      finish_done(m);
    }
  } else if (m->phase == C_HELD) {
    if (c && c->outside == m) {
      /* it holds through a carrier its cohort left (an earlier release was refused): delete it */
      c->outside = NULL;
      m->phase = C_DELETING;
      m->gen++;
      c->releaser = m;
      abandon(c);
      return;
    }
    if (!k || k->holder != m) { finish_done(m); return; }   /* lost: the node is not ours to pass */
    k->holder = NULL;
    m->cohort = NULL;
    m->phase = C_DELETING;
    m->gen++;
    c->releaser = m;
    advance(S, k);
    if (m->phase == C_DELETING && c->cohort == k) finish_done(m);  /* the node stays with the cohort */
  }
}

static void decide(zkl_contender *c, const struct String_vector *sv) {
  const char *mine = base_name(c->node);
  char **names;
  int n, i, ours = -1, watch = -1, ahead = -1, next = -1;
  if (!sv || sv->count <= 0) { free(c->node); c->node = NULL; send_create(c); return; }
  names = malloc((size_t)sv->count * sizeof *names);
  if (!names) { fail(c, ZSYSTEMERROR, "zk:ZSYSTEMERROR"); return; }
  memcpy(names, sv->data, (size_t)sv->count * sizeof *names);
  n = zkl_sort_children(names, sv->count, c->pred->sort_names);
  for (i = 0; i < n; i++) if (strcmp(names[i], mine) == 0) { ours = i; break; }
  /* nodes behind ours stay behind (or go): a carrier's cohort owes them fairness */
  if (ours >= 0 && ours + 1 < n) c->behind = 1;
  if (ours < 0) {
    /* Our node is gone (deleted from outside): contend again with a fresh one. */
    free(c->node); c->node = NULL;
    send_create(c);
  } else if (c->pred->decide(c->pred, names, n, sv->count, ours, &watch, &ahead, &next)) {
    become_held(c);
  } else if (c->try_once) {
    fail(c, ZOK, "timeout");
  } else if (watch == ZKL_WATCH_CHILDREN) {
    c->phase = C_WATCHING;  /* the listing we decided on armed the children watch */
  } else {
    c->ahead = ahead;
    free(c->next_ahead);
    c->next_ahead = next >= 0 ? str_cat3(c->dir, "/", names[next]) : NULL;
    if (next >= 0 && !c->next_ahead) c->ahead = -1;
    send_watch(c, names[watch]);
  }
  free(names);
}

/* ---------- replies: one handler per request kind, under the session mutex ---------- */

static int lost_connection(int rc) { return rc == ZCONNECTIONLOSS || rc == ZOPERATIONTIMEOUT; }

static void on_create(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  zkl_session *S = c->base.S;
  if (rc == ZOK && S->drop_create_replies > 0) {
    /* the node exists, but we act as if the reply never came (tests the protected lookup) */
    S->drop_create_replies--;
    rc = ZCONNECTIONLOSS;
  }
  if (rc == ZOK) {
    const struct Stat *st = b;
    c->node = strdup((const char *)a);
    c->anchor_ns = zkl_lease_anchor(S, r);  /* the leader prepared it: it proves the session */
    if (st) c->czxid = st->czxid;
    if (!c->node) fail(c, ZSYSTEMERROR, "zk:ZSYSTEMERROR");
    else if (c->cancelled) send_delete(c);
    else c->phase = C_LISTING;  /* the listing is on its way */
  } else if (lost_connection(rc)) {
    park(c, C_FINDING);  /* the node may exist: find it by its protected prefix */
  } else if (c->cancelled) {
    finish_done(c);
  } else if (rc == ZNONODE && c->parent_rc) {
    fail(c, c->parent_rc, zkl_rc_code(c->parent_rc));  /* e.g. no right to create the parent */
    finish_done(c);
  } else if (rc == ZNONODE) {
    send_parents(c);
    if (c->phase != C_DONE) send_create(c);
  } else {
    fail(c, rc, zkl_rc_code(rc));
    finish_done(c);
  }
}

/* The create's reply was lost: our node, if the server made it, carries our protected prefix (the
 * sync ahead of this listing made the server catch up, send_find). */
static void on_find(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  const struct String_vector *sv = a;
  int i;
  (void)r; (void)b;
  if (lost_connection(rc)) { park(c, C_FINDING); return; }
  if (c->base.S->test_stale_reads > 0 && !c->synced) { c->base.S->test_stale_reads--; sv = NULL; }
  free(c->node);   /* what a lost create made, if anything, is what the listing shows */
  c->node = NULL;
  if (rc != ZOK && rc != ZNONODE) { fail(c, rc, zkl_rc_code(rc)); finish_done(c); return; }
  for (i = 0; rc == ZOK && sv && i < sv->count; i++)
    if (strncmp(sv->data[i], c->prefix, strlen(c->prefix)) == 0) {
      free(c->node);
      c->node = str_cat3(c->dir, "/", sv->data[i]);
      if (!c->node) { fail(c, ZSYSTEMERROR, "zk:ZSYSTEMERROR"); return; }
      break;
    }
  if (!c->node) {
    if (c->cancelled) finish_done(c); else send_create(c);
    return;
  }
  if (c->cancelled) { send_delete(c); return; }
  /* the czxid for fencing_token(), then (same session, in order) a listing decides; a downgrade's
   * read node holds its place at once, but only on a new proof (become_held confirms) */
  send_stat(c, 1);
  if (c->fixed_seq || c->phase != C_STATING) return;   /* a downgrade's node: become_held after the stat */
  c->phase = C_LISTING;    /* the listing behind the stat decides */
  send_list(c, R_LIST);
}

static void on_sync(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  /* the listing behind it answers, or fails the same way */
  (void)r; (void)a; (void)b;
  c->synced = rc == ZOK;
}

/* Asks for our node's stat (its czxid): nothing is held without it. gen_step 1 starts a step of its
 * own; 0 joins the step under way (the downgrade's multi, whose reply comes first). */
static void send_stat(zkl_contender *c, int gen_step) {
  zkl_req *s;
  if (gen_step) c->gen++;
  c->phase = C_STATING;
  s = new_req(c, R_STAT);
  if (s) sent(c, s, zoo_aexists(c->base.S->zh, c->node, 0, zkl_cb_stat, s));
}

/* The stat of our node. A listing sent behind it decides (C_LISTING); otherwise it was asked for
 * before saying held (become_held) or after a downgrade's create, and that goes on here. */
static void on_stat(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  int deciding = c->phase == C_LISTING;
  (void)r; (void)b;
  if (rc == ZOK && c->base.S->test_drop_stats > 0) { c->base.S->test_drop_stats--; rc = ZCONNECTIONLOSS; }
  if (rc == ZOK && a) {
    c->czxid = ((const struct Stat *)a)->czxid;
    if (!deciding && c->phase == C_STATING) become_held(c);
  } else if (deciding) {
    /* the listing behind it fails alike (connection), or shows our node gone (decide) */
  } else if (rc == ZNONODE) {
    free(c->node); c->node = NULL;   /* our node is gone (deleted from outside): contend again */
    send_create(c);
  } else if (lost_connection(rc)) {
    park(c, c->fixed_seq ? C_FINDING : C_LISTING);
  } else {
    fail(c, rc, zkl_rc_code(rc));
  }
}

/* The downgrade's multi[check(W), create(R)]; its exists comes next, in the same step. */
static void on_dcreate(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  (void)a; (void)b;
  if (rc == ZOK) {
    c->anchor_ns = zkl_lease_anchor(c->base.S, r);   /* a transaction the leader prepared */
    if (c->cancelled) send_delete(c);
    /* else the exists behind it brings the czxid (on_stat), then the hold */
  } else if (lost_connection(rc)) {
    park(c, C_FINDING);   /* it may have been applied: look for it */
  } else if (c->dres[0].err == ZOK && c->dres[1].err == ZNODEEXISTS) {
    /* ours already (an earlier create whose reply was lost): the exists behind it goes on, and the
     * hold waits for a new proof (become_held confirms, the anchor being old) */
    if (c->cancelled) send_delete(c);
  } else if (c->cancelled) {
    finish_done(c);
  } else if (c->dres[0].err == ZNONODE) {
    /* the write node is gone: this is a read lock like any other, queued behind whoever is there */
    free(c->fixed_seq); c->fixed_seq = NULL;
    free(c->guard); c->guard = NULL;
    free(c->node); c->node = NULL;
    send_create(c);
  } else {
    int err = c->dres[0].err != ZOK ? c->dres[0].err : c->dres[1].err != ZOK ? c->dres[1].err : rc;
    fail(c, err, zkl_rc_code(err));
  }
}
static void on_list(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  (void)r; (void)b;
  if (c->phase != C_LISTING || c->cancelled || c->releasing) return;
  if (rc == ZOK) decide(c, a);
  else if (lost_connection(rc)) park(c, C_LISTING);
  else if (rc == ZNONODE) { free(c->node); c->node = NULL; send_create(c); }
  else fail(c, rc, zkl_rc_code(rc));
}

/* The get that armed the predecessor watch. */
static void on_wget(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  zkl_session *S = c->base.S;
  const struct Stat *st = b;
  (void)r; (void)a;
  if (c->phase != C_WATCHING) return;
  if (rc == ZOK) {
    if (st && st->ephemeralOwner == S->session_id && is_live_node(S, c->watching)) {
      c->self_blocked = 1;
      zkl_queue_push(&S->q, EV_WAKE, c->base.id);
    }
  } else if (rc == ZNONODE) {
    predecessor_gone(c);  /* gone before we could watch it */
  } else if (lost_connection(rc)) {
    park(c, C_LISTING);
  } else {
    fail(c, rc, zkl_rc_code(rc));
  }
}

static void on_cwatch(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  (void)r; (void)rc; (void)a; (void)b;
  if (c->phase == C_WATCHING && !c->cancelled) relist(c);  /* the leases changed */
}

/* rc is the watch event type here */
static void on_watch(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  (void)r; (void)a; (void)b;
  if (c->phase != C_WATCHING || c->cancelled) return;
  if (rc == ZOO_DELETED_EVENT) predecessor_gone(c);
  else relist(c);  /* changed (a revoke request written to it, say): look again */
}

static void on_confirm(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  (void)a; (void)b;
  if (rc == ZOK && c->confirm_result.err == ZOK) {
    c->anchor_ns = zkl_lease_anchor(c->base.S, r);
    hold_now(c);      /* just proven: never confirm again, however slow the answer was */
  } else if (rc == ZNONODE) {
    free(c->node); c->node = NULL;  /* our node is gone (deleted from outside): contend again */
    send_create(c);
  } else if (lost_connection(rc)) {
    park(c, C_LISTING);
  } else {
    fail(c, rc, zkl_rc_code(rc));
  }
}

/* The get that armed the watch on our own node (send_node_watch). */
static void on_nget(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  const zkl_blob *d = a;
  (void)r; (void)b;
  if (c->phase != C_HELD || c->releasing || c->lost) return;
  if (rc == ZNONODE) { lost_hold(c, "deleted"); return; }   /* gone before we could watch it */
  if (rc != ZOK) { c->nwatch = 0; return; }                 /* armed again on the reconnect */
  c->nwatch = 2;
  if (c->revocable && d->len == (int)strlen(ZKL_REVOKE_MESSAGE) && memcmp(d->v, ZKL_REVOKE_MESSAGE, (size_t)d->len) == 0)
    zkl_queue_push(&c->base.S->q, EV_REVOKE, c->base.id);
  if (c->cohort && !c->cohort->holder && c->cohort->head) advance(c->base.S, c->cohort);   /* was waiting for it */
}

/* rc is the watch event type here */
static void on_nwatch(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  (void)r; (void)a; (void)b;
  if (c->phase != C_HELD || c->releasing || c->lost) return;
  c->nwatch = 0;
  /* our node is gone: the next in line may hold the lock already, so do not wait for a refresh */
  if (rc == ZOO_DELETED_EVENT) lost_hold(c, "deleted");
  else send_node_watch(c);   /* its data changed (a revocation request, say): read and watch again */
}

/* The session is over for the server or the client library: its ephemeral nodes go with it. */
static int session_gone(int rc) {
  return rc == ZSESSIONEXPIRED || rc == ZCLOSING || rc == ZINVALIDSTATE || rc == ZAUTHFAILED ||
         rc == ZSESSIONCLOSEDREQUIRESASLAUTH;
}

static void on_delete(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  (void)r; (void)a; (void)b;
  if (lost_connection(rc) || rc == ZSESSIONMOVED) park(c, C_DELETING);
  else if (rc == ZOK || rc == ZNONODE || session_gone(rc)) finish_done(c);  /* gone; wakes a release() */
  else delete_failed(c, rc);   /* refused: the node is still there */
}

/* Our delete did not go through: the server refused it (an ACL without DELETE on the lock's
 * directory, say) or it could not be sent. The node is still ours, so a hold being released is what
 * it was: held, proven by the refreshes, released again later or by close(); its release hears why
 * (release() returns nil, msg, code, never true while the node exists). A node nobody holds any more
 * (an abandoned wait, a lost hold) stays until the session ends, and the log says so. */
static void delete_failed(zkl_contender *c, int rc) {
  zkl_session *S = c->base.S;
  zkl_contender *h = c->role == ROLE_CARRIER ? c->releaser : c;   /* the hold whose release this was */
  c->gen++;
  if (!c->releasing || c->lost || !h || h->lost || !h->releasing || !h->release_awaited) {
    /* Nobody holds it any more, or nobody waits to hear (an abandoned wait, a lost hold, an async
     * release, a hold collected): our node still blocks the lock, so the engine deletes it again every
     * I until it goes (the ACL mended) or the session ends. The log hears of it once. */
    if (!c->delete_retries++) {
      char *text = malloc(strlen(c->node) + 200);
      if (text) sprintf(text, "the server refused to delete lock node %s (%s): zklock tries again every %d ms "
                        "until it goes or the session ends", c->node, zkl_rc_name(rc), S->lease_ms / 4);
      zkl_queue_push_text(&S->q, EV_WARN, c->base.id, text);
    }
    c->retry_ns = zkl_clock_ns() + zkl_lease_interval(S);
    park(c, C_DELETING);
    zkl_timer_poke(S);
    return;
  }
  c->phase = C_HELD;
  c->releasing = 0;
  if (h != c) {   /* a member's release through its carrier: it holds through it again */
    c->releaser = NULL;
    c->outside = h;
    h->phase = C_HELD;
    h->releasing = 0;
    h->gen++;
  }
  h->release_rc = rc;
  send_node_watch(c);   /* the delete moved gen on: the watch from before is no longer heard */
  zkl_queue_push(&S->q, EV_WAKE, h->base.id);
  zkl_timer_poke(S);
}

/* The timer thread's turn (refresh.c): deletes due to be tried again go now (resume sends every
 * parked step that is not waiting for its time). Returns the time of the next one, or 0. */
int64_t zkl_recipe_retry(zkl_session *S, int64_t now) {
  zkl_contender *c;
  int64_t next = 0;
  int due = 0;
  for (c = S->contenders; c; c = c->next) {
    if (c->phase != C_PARKED || !c->retry_ns) continue;
    if (now >= c->retry_ns) { c->retry_ns = 0; due = 1; }
    else if (!next || c->retry_ns < next) next = c->retry_ns;
  }
  if (due && S->state == ZKL_CONNECTED) zkl_recipe_resume(S);
  return next;
}

/* The carrier's listing that looks for a node behind ours (send_behind_watch). */
static void on_blist(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  const struct String_vector *sv = a;
  const char *mine;
  int i;
  (void)r; (void)b;
  if (rc != ZOK) { c->behind_watch = 0; return; }
  if (c->phase != C_HELD || !c->node) return;
  mine = base_name(c->node);
  for (i = 0; sv && i < sv->count; i++)
    if (strcmp(sv->data[i], mine) != 0) { c->behind = 1; break; }
}

/* rc is the watch event type here: the children changed, so someone may have queued. */
static void on_bwatch(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  (void)r; (void)rc; (void)a; (void)b;
  c->behind_watch = 0;
  if (c->phase == C_HELD && !c->behind && !c->releasing && c->cohort) send_behind_watch(c);
}

typedef void (*reply_fn)(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b);
static const reply_fn handlers[] = {
  [R_CREATE] = on_create, [R_LIST] = on_list, [R_FIND] = on_find, [R_WATCH] = on_watch,
  [R_WGET] = on_wget, [R_DELETE] = on_delete, [R_STAT] = on_stat, [R_NWATCH] = on_nwatch,
  [R_NGET] = on_nget, [R_CWATCH] = on_cwatch, [R_CONFIRM] = on_confirm, [R_BLIST] = on_blist,
  [R_BWATCH] = on_bwatch, [R_SYNC] = on_sync, [R_DCREATE] = on_dcreate,
};

static void on_reply(zkl_req *r, int rc, const void *a, const void *b) {
  zkl_contender *c = (zkl_contender *)r->p;
  zkl_session *S = c->base.S;
  /* A get or list that failed armed no watch: its watch context will never be called. */
  if (rc != ZOK && r->partner && (r->kind == R_WGET || r->kind == R_LIST || r->kind == R_NGET || r->kind == R_BLIST))
    zkl_req_free(r->partner);
  /* A get or listing answered after its step was left (every abandon moves gen on) armed a
   * watch nobody wants: take it back. */
  if ((r->kind == R_WGET || r->kind == R_LIST || r->kind == R_BLIST) && rc == ZOK && r->partner && r->gen != c->gen) {
    zkl_req *w = r->partner;
    w->partner = r->partner = NULL;   /* armed now */
    remove_watch(c, w);
  }
  if (r->kind == R_PARENT) {
    /* the first refusal is the cause; the deeper parents then fail with ZNONODE */
    if (rc != ZOK && rc != ZNODEEXISTS && !lost_connection(rc) && !c->parent_rc) c->parent_rc = rc;
    return;
  }
  /* Late answers to a contender that already ended (lost/closed) change nothing: a closed or
   * expired session takes its ephemeral nodes with it. Nor do answers to a step we left
   * (docs/safety.md, path 8). */
  if (c->phase == C_DONE || r->gen != c->gen) return;
  enter(S);
  handlers[r->kind](c, r, rc, a, b);
  leave(S);
}

static zkl_contender *new_contender(zkl_session *S, const zkl_predicate *pred, const char *dir,
                                    const char *data, int datalen, const zkl_contend_opts *o) {
  zkl_contender *c = calloc(1, sizeof *c);
  if (!c) return NULL;
  c->dir = strdup(dir);
  c->prefix = protected_prefix();
  c->data = malloc(datalen > 0 ? (size_t)datalen : 1);
  c->fixed_seq = o->fixed_seq && o->guard ? strdup(o->fixed_seq) : NULL;
  c->guard = c->fixed_seq ? strdup(o->guard) : NULL;
  if (!c->dir || !c->prefix || !c->data || (o->fixed_seq && o->guard && (!c->fixed_seq || !c->guard))) {
    free(c->dir); free(c->prefix); free(c->data); free(c->fixed_seq); free(c->guard); free(c);
    return NULL;
  }
  if (datalen > 0) memcpy(c->data, data, (size_t)datalen);
  c->datalen = datalen;
  c->pred_local = *pred;
  if (o->max_leases > 0) c->pred_local.max_leases = o->max_leases;
  c->pred = &c->pred_local;
  c->try_once = o->try_once;
  c->revocable = o->revocable;
  zkl_pending_init(S, &c->base, contender_destroy);
  c->next = S->contenders;
  if (S->contenders) S->contenders->prev = c;
  S->contenders = c;
  return c;
}

/* A session that can send nothing refuses at once, with the code the API gives for it. */
static int refuse(zkl_contender *c) {
  zkl_session *S = c->base.S;
  int rc;
  if (!S->closed && S->zh && S->state != ZKL_LOST && S->state != ZKL_AUTH_FAILED) return 0;
  {
    const char *code = zkl_refused(S, &rc);
    settle(c, rc, code);
    finish_done(c);
  }
  return 1;
}

static void start(zkl_contender *c) {
  if (!refuse(c)) send_create(c);
}

/* A member: no node, no request; it waits in its cohort's queue. About 300 bytes. */
static zkl_contender *join(zkl_session *S, const zkl_predicate *pred, const char *dir, const char *data,
                           int datalen, const zkl_contend_opts *o) {
  zkl_cohort *k = zkl_cohort_find(S, pred, dir);
  zkl_contender *m;
  /* "try once" with nothing of ours in the way decides on one listing, as without the cohort */
  if (o->try_once && (!k || zkl_cohort_empty(k))) {
    m = new_contender(S, pred, dir, data, datalen, o);
    if (m) start(m);
    return m;
  }
  if (!k && !(k = zkl_cohort_new(S, pred, dir, data, datalen, o->max_handoffs))) return NULL;
  if (o->max_handoffs < k->max_handoffs) k->max_handoffs = o->max_handoffs;  /* the strictest asked */
  if (k->left > k->max_handoffs) k->left = k->max_handoffs;
  zkl_cohort_dirty(S, k);   /* freed on the way out if it stays empty */
  if (!(m = calloc(1, sizeof *m))) return NULL;
  m->role = ROLE_MEMBER;
  m->pred = pred;
  zkl_pending_init(S, &m->base, contender_destroy);
  m->next = S->contenders;
  if (S->contenders) S->contenders->prev = m;
  S->contenders = m;
  if (refuse(m)) return m;
  if (o->try_once) {   /* a local hold or waiter is ahead */
    m->phase = C_DONE;
    settle(m, ZOK, "timeout");
    return m;
  }
  m->phase = C_LOCAL;
  m->cohort = k;
  zkl_cohort_push(k, m);
  /* a waiter behind a local hold: learn whether another client queues behind the node too */
  if (k->holder && k->carrier && k->carrier->phase == C_HELD && !k->carrier->behind && !k->carrier->behind_watch)
    send_behind_watch(k->carrier);
  advance(S, k);
  return m;
}

zkl_contender *zkl_contend(zkl_session *S, const zkl_predicate *pred, const char *dir,
                           const char *data, int datalen, const zkl_contend_opts *o) {
  zkl_contender *c;
  enter(S);
  if (o->cohort && !o->fixed_seq && !o->revocable) {
    c = join(S, pred, dir, data, datalen, o);
  } else if ((c = new_contender(S, pred, dir, data, datalen, o)) != NULL) {
    start(c);
  }
  leave(S);
  return c;
}

void zkl_contender_abandon(zkl_contender *c) {
  zkl_session *S = c->base.S;
  enter(S);
  abandon(c);
  leave(S);
}

/* The least time left before a deadline among the held nodes (members share their carrier's), or
 * -1 when nothing is held. */
int64_t zkl_recipe_min_validity(zkl_session *S) {
  zkl_contender *c;
  int64_t now = zkl_clock_ns(), least = -1;
  for (c = S->contenders; c; c = c->next)
    if (c->role != ROLE_MEMBER && c->phase == C_HELD && !c->lost && !c->releasing) {
      int64_t v = zkl_lease_deadline(S, c->anchor_ns) - now;
      if (v < 0) v = 0;
      if (least < 0 || v < least) least = v;
    }
  return least;
}

void zkl_contender_release(zkl_contender *c, int awaited) {
  c->release_awaited = awaited;
  zkl_contender_abandon(c);
  c->release_awaited = awaited && c->phase == C_DELETING;   /* still deleting: the release waits */
}

/* The release's waiter gave up waiting (the connection is down): from now on nobody hears of it. */
void zkl_contender_unawait(zkl_contender *c) {
  c->release_awaited = 0;
}
