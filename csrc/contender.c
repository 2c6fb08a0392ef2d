/* contender.c -- the engine's object: one acquisition (a contender), from allocation through its
 * outcome to its end, and the brackets around every entry into the engine. Knows no request. */
#include "contender.h"

#include <stdlib.h>
#include <string.h>

void zkl_enter(zkl_session *S) { S->engine_depth++; }

void zkl_leave(zkl_session *S) {
  if (S->engine_depth > 1) { S->engine_depth--; return; }
  S->engine->settle(S);   /* hand-off queues changed meanwhile (handoff.c) */
  S->engine_depth = 0;
}

static void contender_destroy(zkl_pending *p) {
  zkl_contender *c = (zkl_contender *)p;
  zkl_session *S = p->S;
  if (c->role->destroy) c->role->destroy(c);
  if (c->prev) c->prev->next = c->next; else if (c->swept) S->finished = c->next; else S->contenders = c->next;
  if (c->next) c->next->prev = c->prev;
  free(c->dir); free(c->prefix); free(c->data); free(c->node); free(c->watching); free(c->fixed_seq); free(c->guard);
  free(c->next_ahead); free(c->own);
  free(c);
}

zkl_contender *zkl_contender_alloc(zkl_session *S, const zkl_role *role) {
  zkl_contender *c = calloc(1, sizeof *c);
  if (!c) return NULL;
  c->role = role;
  zkl_pending_init(S, &c->base, contender_destroy);
  c->next = S->contenders;
  if (S->contenders) S->contenders->prev = c;
  S->contenders = c;
  return c;
}

int zkl_contender_for(zkl_contender *c, const zkl_predicate *pred, const char *dir, const char *data, int datalen,
                      const zkl_contend_opts *o) {
  c->dir = strdup(dir);
  c->prefix = zkl_protected_prefix();
  c->data = malloc(datalen > 0 ? (size_t)datalen : 1);
  c->own = calloc(1, sizeof *c->own);
  if (!c->dir || !c->prefix || !c->data || !c->own) return 0;
  if (datalen > 0) memcpy(c->data, data, (size_t)datalen);
  c->datalen = datalen;
  c->own->pred = *pred;
  if (o->max_leases > 0) c->own->pred.max_leases = o->max_leases;
  c->pred = &c->own->pred;
  c->try_once = o->try_once;
  c->revocable = o->revocable;
  c->ttl_ns = o->ttl_ns;
  c->watch_ahead = o->watch_ahead;
  c->wait_deadline_ns = o->deadline_ns;
  return 1;
}

/* A new node of ours, or none: the watch on the one before is not ours to count on (revoke.c). */
void zkl_set_node(zkl_contender *c, char *node) {
  free(c->node);
  c->node = node;
  c->ngen++;
  c->nwatch = 0;
  c->dwatch = 0;
  c->node_deleted = 0;
  c->owner_seen = 0;
  c->revoke_seen = 0;
}

void zkl_settle(zkl_contender *c, int rc, const char *code) {
  if (c->base.status == P_DONE) return;
  if (c->role->settle) c->role->settle(c, rc, code); else zkl_pending_finish(&c->base, rc, code);
}

void zkl_drop_park_ref(zkl_contender *c) {
  if (!c->park_ref) return;
  c->park_ref = 0;
  zkl_pending_unref(&c->base);  /* may free c: callers must not touch it afterwards */
}

/* A hold waiting for a fresh proof before Lua is told of it (refresh.c, the grant floor) ended: its
 * outcome is final now, and whoever waits for it (an acquire, a latch's settle) hears "done". */
static void end_proving(zkl_contender *c) {
  if (!c->prove_asked_ns) return;
  c->prove_asked_ns = 0;
  zkl_queue_push(&c->base.S->q, EV_DONE, c->base.id);
}

/* Nothing more to do for this contender. Last use of c unless the caller holds a reference. */
void zkl_finish_done(zkl_contender *c) {
  int own = c->own_ref;
  c->phase = C_DONE;
  c->gen++;
  c->own_ref = 0;
  end_proving(c);
  if (c->role->done) c->role->done(c);
  /* Lua may be waiting for the node to go (a release, or an acquire that gave up): tell it. */
  else if (c->base.status == P_DONE) zkl_queue_push(&c->base.S->q, EV_WAKE, c->base.id);
  zkl_drop_park_ref(c);  /* cannot free c while the engine's own reference still counts */
  if (own) zkl_pending_unref(&c->base);
}

/* The hold ended without a release (reason as lost_reason): Lua hears "lost" (report). */
void zkl_mark_lost(zkl_contender *c, const char *reason, int report) {
  c->lost = 1;
  c->lost_reason = reason;
  end_proving(c);
  if (report && c->role->reports_lost) zkl_queue_push(&c->base.S->q, EV_LOST, c->base.id);
  if (c->role->marked) c->role->marked(c);
}

zkl_contender *zkl_owner(zkl_contender *c) {
  return c->role->owner ? c->role->owner(c) : c;
}

/* A done contender (C_DONE is final) lives on until its last reference goes, a hold's when Lua
 * collects it, which may be thousands of acquisitions later. Every walk of the engine (the timer's
 * tick after each new hold, the refresh, the scans for parked steps and live nodes) skips it, but
 * walked it: a fast loop of acquisitions made each tick cost as many steps as Lua had garbage.
 * Moved to a list of their own; only where no walk of S->contenders is under way (the timer's tick,
 * under the session mutex). */
void zkl_sweep_done(zkl_session *S) {
  zkl_contender *c, *n;
  for (c = S->contenders; c; c = n) {
    n = c->next;
    if (c->phase != C_DONE) continue;
    if (c->prev) c->prev->next = n; else S->contenders = n;
    if (n) n->prev = c->prev;
    c->prev = NULL;
    c->next = S->finished;
    if (S->finished) S->finished->prev = c;
    S->finished = c;
    c->swept = 1;
  }
}

void zkl_each_contender(zkl_session *S, void (*fn)(zkl_contender *c, const void *ud), const void *ud) {
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

int zkl_lost_connection(int rc) { return rc == ZCONNECTIONLOSS || rc == ZOPERATIONTIMEOUT; }
