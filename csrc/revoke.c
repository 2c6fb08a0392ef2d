/* revoke.c -- the watch every held node keeps on itself (getData, as Curator's revocation does): a
 * deletion from outside ends the hold at once, and Curator's revocation request asks a revocable one to go. */
#include "revoke.h"

#include "release.h"

#include <string.h>

static void on_reply(zkl_req *r, int rc, const void *a, const void *b);

/* While held, our own node is watched:
 * - a deletion from outside ends the hold at once ("deleted"): the next in line may hold the lock
 *   already, and the refresh would learn it only up to I later;
 * - a local hand-off grants only while this watch is armed and has not fired (handoff.c);
 * - a writer of the revocation request (zkl_revoke_message) asks a revocable hold to release (queued for Lua, never run here). */
void zkl_watch_node(zkl_contender *c) {
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

/* After a reconnect only once an answer came on the new connection: the events of the library's
 * watch re-registration come before it (docs/safety.md, fact 5). */
int zkl_node_watched(const zkl_contender *c) {
  const zkl_session *S = c->base.S;
  return c->nwatch == 2 && S->state == ZKL_CONNECTED && S->answered_gen == S->conn_gen;
}

/* The get that armed the watch. */
static void on_get(zkl_contender *c, int rc, const zkl_blob *d) {
  if (c->phase != C_HELD || c->releasing || c->lost) return;
  if (rc == ZNONODE) { zkl_lost_hold(c, "deleted"); return; }   /* gone before we could watch it */
  if (rc != ZOK) { c->nwatch = 0; return; }                     /* armed again on the next reconnect (zkl_resume) */
  c->nwatch = 2;
  if (c->revocable && d->len == (int)strlen(zkl_revoke_message) && memcmp(d->v, zkl_revoke_message, (size_t)d->len) == 0)
    zkl_queue_push(&c->base.S->q, EV_REVOKE, c->base.id);
  if (c->role->watched) c->role->watched(c);   /* a local grant may have waited for it */
}

/* rc is the watch event type here */
static void on_event(zkl_contender *c, int type) {
  if (c->phase != C_HELD || c->releasing || c->lost) return;
  c->nwatch = 0;
  /* our node is gone: the next in line may hold the lock already, so do not wait for a refresh */
  if (type == ZOO_DELETED_EVENT) zkl_lost_hold(c, "deleted");
  else zkl_watch_node(c);   /* its data changed (a revocation request, say): read and watch again */
}

static void on_reply(zkl_req *r, int rc, const void *a, const void *b) {
  zkl_contender *c = (zkl_contender *)r->p;
  (void)b;
  if (!zkl_reply_current(c, r, rc)) return;
  zkl_enter(c->base.S);
  if (r->kind == R_NGET) on_get(c, rc, a); else on_event(c, rc);
  zkl_leave(c->base.S);
}
