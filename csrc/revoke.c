/* revoke.c -- the watch our own node keeps on itself (getData, as Curator's revocation does), from the
 * wait in line on: a deletion from outside ends a hold or a wait at once; Curator's revocation request asks a revocable hold to go. */
#include "revoke.h"

#include "release.h"

#include <string.h>

static void on_reply(zkl_req *r, int rc, const void *a, const void *b);

/* Our own node is watched from the moment we wait for a node ahead (acquire.c send_watch) and while
 * held:
 * - a deletion from outside ends the hold at once ("deleted"): the next in line may hold the lock
 *   already, and the refresh would learn it only up to I later; a waiter contends again at once
 *   (its role's gone_waiting);
 * - a local hand-off grants only while this watch is armed and has not fired (handoff.c), and so
 *   does a waiter whose node ahead goes (acquire.c predecessor_gone; docs/safety.md, path 2);
 * - a writer of the revocation request (zkl_revoke_message) asks a revocable hold to release (queued for Lua, never run here).
 * Its answers carry the node's generation (ngen), not the step's: it outlives the steps of a wait.
 * One watch a node: asked or armed already, it is not asked again. */
void zkl_watch_node(zkl_contender *c) {
  zkl_session *S = c->base.S;
  zkl_req *w, *g;
  if (c->nwatch || !S->zh || S->closed || !c->node) return;
  w = zkl_watch_new(S, &c->base, R_NWATCH, on_reply);
  g = w ? zkl_req_new(S, &c->base, R_NGET, on_reply) : NULL;
  if (!g) { if (w) zkl_req_free(w); return; }
  w->gen = g->gen = c->ngen;
  g->partner = w;
  w->partner = g;
  if (zoo_awget(S->zh, c->node, zkl_cb_watch, w, zkl_cb_data, g) != ZOK) { zkl_req_free(g); zkl_req_free(w); return; }
  c->nwatch = 1;
}

/* After a reconnect only once an answer came on the new connection: the events of the library's
 * watch re-registration come before it (docs/safety.md, fact 5). */
int zkl_node_watched(const zkl_contender *c) {
  const zkl_session *S = c->base.S;
  return (c->nwatch == 2 || c->dwatch == 2) && S->state == ZKL_CONNECTED && S->answered_gen == S->conn_gen;
}

/* Our node is ours to hold on (docs/safety.md, path 5): our session owns it, as an answer on this
 * connection showed with no event on its watch since, or its watch is armed and has not fired (the
 * get that armed it checked the owner). A listing shows names only, and a confirm's check only that
 * a node exists: after a reconnect, or an event on our node, an outsider may have replaced it with
 * a node of the same name that another session owns. */
int zkl_node_ours(const zkl_contender *c) {
  return !c->node || (!c->node_deleted && (zkl_node_watched(c) || c->owner_seen == c->base.S->conn_gen));
}

/* The children watch our create's listing armed changed (our node may be gone): the stand-in is
 * over (acquire.c send_list). A hold arms our node's own watch now; a waiter has it already. */
void zkl_on_stand_in(zkl_req *r, int rc, const void *a, const void *b) {
  zkl_contender *c = (zkl_contender *)r->p;
  (void)a; (void)b;
  if (!zkl_reply_current(c, r, rc)) return;
  zkl_enter(c->base.S);
  c->dwatch = 0;
  if (c->phase == C_HELD && !c->releasing && !c->lost) zkl_watch_node(c);
  zkl_leave(c->base.S);
}

static int held(const zkl_contender *c) { return c->phase == C_HELD && !c->releasing && !c->lost; }

static int revoke_request(const zkl_blob *d) {
  return d->len == (int)strlen(zkl_revoke_message) && memcmp(d->v, zkl_revoke_message, (size_t)d->len) == 0;
}

/* The get that armed the watch. nwatch follows the watch in every phase; a hold and a wait in line
 * act on it. */
static void on_get(zkl_contender *c, zkl_req *r, int rc, const zkl_blob *d, const struct Stat *st) {
  /* A node with our name that another session owns is not ours (CURATOR-620: an outsider deleted
   * ours and made one of the same name): its watch proves nothing of ours, and ours is gone. The
   * get armed a watch on that node: taken back, with the reference to us it holds. */
  if (rc == ZOK && st && st->ephemeralOwner != c->base.S->session_id) {
    zkl_req *w = r->partner;
    rc = ZNONODE;
    if (w) {
      w->partner = r->partner = NULL;   /* armed now */
      zkl_remove_watch(c, w);
    }
  }
  c->nwatch = rc == ZOK ? 2 : 0;   /* a get that failed armed nothing: armed again on the next reconnect (engine.c resume) */
  if (rc == ZOK) c->owner_seen = c->base.S->conn_gen;
  if (rc == ZNONODE) { c->node_deleted = 1; c->owner_seen = 0; }
  if (c->refused_rc) { zkl_refusal_settled(c); return; }   /* a refused delete waited for this answer */
  if (held(c)) {
    if (rc == ZNONODE) { zkl_lost_hold(c, "deleted"); return; }   /* gone before we could watch it */
    if (rc != ZOK) return;
    if (c->revocable && revoke_request(d)) zkl_queue_push(&c->base.S->q, EV_REVOKE, c->base.id);
    if (c->role->watched) c->role->watched(c);   /* a local grant may have waited for it */
  } else if (rc == ZNONODE) {
    if (c->role->gone_waiting) c->role->gone_waiting(c);
  } else if (rc == ZOK) {
    c->revoke_seen = c->revocable && revoke_request(d);   /* asked while we wait: told once held (acquire.c hold_now) */
  }
}

/* rc is the watch event type here */
static void on_event(zkl_contender *c, int type) {
  c->nwatch = 0;
  c->owner_seen = 0;   /* a data change may be a replacement seen across a reconnect (its re-registration) */
  if (type == ZOO_DELETED_EVENT) c->node_deleted = 1;
  if (type == ZOO_DELETED_EVENT) {
    /* our node is gone: the next in line may hold the lock already, so do not wait for a refresh */
    if (held(c)) zkl_lost_hold(c, "deleted");
    else if (c->role->gone_waiting) c->role->gone_waiting(c);
  } else if (held(c) || c->phase == C_WATCHING) {
    zkl_watch_node(c);   /* its data changed (a revocation request, say): read and watch again */
  }
}

static void on_reply(zkl_req *r, int rc, const void *a, const void *b) {
  zkl_contender *c = (zkl_contender *)r->p;
  if (!zkl_reply_current(c, r, rc)) return;
  zkl_enter(c->base.S);
  if (r->kind == R_NGET) on_get(c, r, rc, a, b); else on_event(c, rc);
  zkl_leave(c->base.S);
}
