/* handoff.c -- the local hand-off: one session's coroutines that want the same mutex or write lock
 * queue here (members) behind one node of theirs in ZooKeeper's queue (the carrier), which passes
 * from member to member in FIFO order without a request (docs/safety.md, path 7). */
#include "handoff.h"

#include "acquire.h"
#include "release.h"
#include "revived.h"
#include "revoke.h"

#include <stdlib.h>
#include <string.h>

/* The queue of one lock in one session. Once another client is seen queued behind its node, at
 * most local_handoffs more local holds follow before the node goes and the queue lines up again
 * behind that client. */
struct zkl_handoff {
  zkl_handoff *prev, *next;     /* in S->handoffs */
  zkl_handoff *dnext;           /* in S->dirty_handoffs: looked at again before the engine returns */
  int dirty;
  const zkl_predicate *pred;
  char *dir;                    /* lock directory, namespace applied */
  char *data; int datalen;      /* node data of the carriers */
  zkl_contender *carrier;       /* the node queued or held for the queue, or NULL */
  zkl_contender *holder;        /* the member holding through it, or NULL */
  zkl_contender *head, *tail;   /* members waiting, first come first */
  int64_t seq;                  /* holds granted under the current carrier (fencing's second value) */
  int local_handoffs;
  int left;                     /* local hand-offs left once another client is seen behind */
  int watch_ahead;              /* the carrier's (ahead.c) */
};

static void advance(zkl_session *S, zkl_handoff *k);
static void on_reply(zkl_req *r, int rc, const void *a, const void *b);
extern const zkl_role zkl_role_member, zkl_role_carrier;

/* ---------- the queue ---------- */

/* A linear scan: a session contends for few locks at once, and only a join looks. */
static zkl_handoff *find(zkl_session *S, const zkl_predicate *pred, const char *dir) {
  zkl_handoff *k;
  for (k = S->handoffs; k; k = k->next)
    if (k->pred == pred && strcmp(k->dir, dir) == 0) return k;
  return NULL;
}

static zkl_handoff *queue_new(zkl_session *S, const zkl_predicate *pred, const char *dir, const char *data,
                              int datalen, int local_handoffs) {
  zkl_handoff *k = calloc(1, sizeof *k);
  if (!k) return NULL;
  k->dir = strdup(dir);
  k->data = malloc(datalen > 0 ? (size_t)datalen : 1);
  if (!k->dir || !k->data) { free(k->dir); free(k->data); free(k); return NULL; }
  if (datalen > 0) memcpy(k->data, data, (size_t)datalen);
  k->datalen = datalen;
  k->pred = pred;
  k->local_handoffs = local_handoffs;
  k->next = S->handoffs;
  if (S->handoffs) S->handoffs->prev = k;
  S->handoffs = k;
  return k;
}

static void push(zkl_handoff *k, zkl_contender *m) {
  m->qnext = NULL;
  if (k->tail) k->tail->qnext = m; else k->head = m;
  k->tail = m;
}

static zkl_contender *pop(zkl_handoff *k) {
  zkl_contender *m = k->head;
  if (!m) return NULL;
  k->head = m->qnext;
  if (!k->head) k->tail = NULL;
  m->qnext = NULL;
  return m;
}

/* A waiter that gave up: O(queue length), paid only by timeouts and cancels. */
static void remove_member(zkl_handoff *k, zkl_contender *m) {
  zkl_contender *p = NULL, *q;
  for (q = k->head; q && q != m; q = q->qnext) p = q;
  if (!q) return;
  if (p) p->qnext = m->qnext; else k->head = m->qnext;
  if (k->tail == m) k->tail = p;
  m->qnext = NULL;
}

static void dirty(zkl_session *S, zkl_handoff *k) {
  if (k->dirty) return;
  k->dirty = 1;
  k->dnext = S->dirty_handoffs;
  S->dirty_handoffs = k;
}

static int empty(const zkl_handoff *k) { return !k->carrier && !k->holder && !k->head; }

static void queue_free(zkl_session *S, zkl_handoff *k) {
  if (k->prev) k->prev->next = k->next; else S->handoffs = k->next;
  if (k->next) k->next->prev = k->prev;
  free(k->dir);
  free(k->data);
  free(k);
}

/* The first hold under a node was queued for fairly; after that, hand-offs are free until another
 * client is seen queued behind, then local_handoffs more. Spends the budget. */
static int may_hand_off(zkl_handoff *k, int someone_behind) {
  if (k->seq == 0) return 1;
  if (!someone_behind) return 1;
  if (k->left <= 0) return 0;
  k->left--;
  return 1;
}

/* The engine's outermost entry returns: a queue left without a node gets one, an empty one goes.
 * Only here, so no frame below still holds a queue that goes. */
void zkl_handoff_settle(zkl_session *S) {
  zkl_handoff *k;
  while ((k = S->dirty_handoffs) != NULL) {
    S->dirty_handoffs = k->dnext;
    k->dnext = NULL;
    k->dirty = 0;
    if (!k->holder && k->head && !k->carrier) advance(S, k);   /* may mark it again */
    if (!k->dirty && empty(k)) queue_free(S, k);
  }
}

/* ---------- the carrier: the queue's node ---------- */

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

static void fail_waiters(zkl_session *S, zkl_handoff *k, int rc, const char *code) {
  zkl_contender *m;
  while ((m = pop(k)) != NULL) {
    m->ho = NULL;
    zkl_settle(m, rc, code);
    zkl_finish_done(m);
  }
  dirty(S, k);
}

/* A new node for the queue, lined up behind whoever is in ZooKeeper's queue now. */
static void start_carrier(zkl_session *S, zkl_handoff *k) {
  zkl_contend_opts o;
  zkl_contender *c;
  memset(&o, 0, sizeof o);
  o.watch_ahead = k->watch_ahead;
  c = zkl_new_contender(S, &zkl_role_carrier, k->pred, k->dir, k->data, k->datalen, &o, NULL, NULL);
  if (!c) { fail_waiters(S, k, ZSYSTEMERROR, "zk:ZSYSTEMERROR"); return; }
  c->own_ref = 1;    /* the pending's first reference: no Lua value holds a carrier */
  c->ho = k;
  k->carrier = c;
  k->seq = 0;
  k->left = k->local_handoffs;
  zkl_start(c);
}

/* The carrier stops serving the queue and its node goes (whatever phase it is in). */
static void drop_carrier(zkl_session *S, zkl_handoff *k) {
  zkl_contender *c = k->carrier;
  k->carrier = NULL;
  c->ho = NULL;
  dirty(S, k);
  zkl_abandon(c);   /* may free c */
}

/* A write node must not pass on while this session holds the read node a downgrade put at its
 * place in the order: the next writer would hold beside that reader. */
static int downgraded(zkl_session *S, const zkl_handoff *k) {
  const zkl_contender *c;
  if (k->pred != &zkl_pred_write) return 0;
  for (c = S->contenders; c; c = c->next)
    if (c->fixed_seq && c->phase != C_DONE && !c->cancelled && !c->releasing && strcmp(c->dir, k->dir) == 0)
      return 1;
  return 0;
}

/* A local grant (docs/safety.md, path 7; model/zklock.pml G_LOCAL, under LOCAL_OK): advance()
 * checked the carrier's validity and node watch. */
static void grant(zkl_session *S, zkl_handoff *k, zkl_contender *c) {
  zkl_contender *m = pop(k);
  m->phase = C_HELD;
  zkl_start_ttl(m);
  if (m->ttl_end_ns) zkl_timer_need(S, m->ttl_end_ns);
  m->carrier = c;
  c->base.refs++;           /* the member's: node(), fencing_token() and validity() read it */
  m->local_seq = ++k->seq;
  k->holder = m;
  if (k->seq > 1) S->local_grants++;
  zkl_settle(m, ZOK, NULL);
  if (k->head && !c->behind && !c->behind_watch) send_behind_watch(c);
}

/* Moves the queue on: the first waiter takes the held node, or the node goes (nobody waits, or
 * fairness says another client's turn has come) and the waiters line up with a new one. */
static void advance(zkl_session *S, zkl_handoff *k) {
  zkl_contender *c = k->carrier;
  dirty(S, k);   /* looked at again on the way out (zkl_handoff_settle) */
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
  if (c->phase != C_HELD) return;   /* still queued: its settle comes back here */
  if (!zkl_live(c)) return;         /* its validity ran out: its loss let it go, settle requeues */
  if (!downgraded(S, k)) {
    /* The first hold under a node stands on the decision that made the carrier hold. Every later
     * one is said without asking the server, so only while the node's watch is armed and has not
     * fired, and after a reconnect only once an answer came on the new connection: until then the
     * node could be gone, deleted from outside, and another client hold the lock. */
    if (k->seq > 0 && !zkl_node_watched(c)) {
      if (c->nwatch == 0) zkl_watch_node(c);
      return;   /* its watch (carrier_watched) or the connection's first answer comes back here */
    }
    if (may_hand_off(k, c->behind)) { grant(S, k, c); return; }
  }
  drop_carrier(S, k);   /* its delete goes before the new node's create: the new one queues behind */
  start_carrier(S, k);
}

void zkl_handoff_answered(zkl_session *S) {
  zkl_handoff *k, *n;
  zkl_enter(S);
  for (k = S->handoffs; k; k = n) {
    n = k->next;
    if (k->carrier && k->carrier->phase == C_HELD && !k->holder && k->head) advance(S, k);
  }
  zkl_leave(S);
}

/* The carrier's listing that looks for a node behind ours (send_behind_watch). */
static void on_blist(zkl_contender *c, int rc, const struct String_vector *sv) {
  const char *mine;
  int i;
  if (rc != ZOK) { c->behind_watch = 0; return; }
  if (c->phase != C_HELD || !c->node) return;
  zkl_graves_seen(c->base.S, c->dir, sv);
  mine = zkl_base_name(c->node);
  for (i = 0; sv && i < sv->count; i++)
    if (strcmp(sv->data[i], mine) != 0) { c->behind = 1; break; }
}

/* The children changed, so someone may have queued. */
static void on_bwatch(zkl_contender *c) {
  c->behind_watch = 0;
  if (c->phase == C_HELD && !c->behind && !c->releasing && c->ho) send_behind_watch(c);
}

static void on_reply(zkl_req *r, int rc, const void *a, const void *b) {
  zkl_contender *c = (zkl_contender *)r->p;
  (void)b;
  /* the behind watch's answers are not a step of the carrier's: only a finished one drops them */
  if (r->kind == R_BWATCH) { if (c->phase != C_DONE) { zkl_enter(c->base.S); on_bwatch(c); zkl_leave(c->base.S); } return; }
  if (!zkl_reply_current(c, r, rc)) { if (rc != ZOK) c->behind_watch = 0; return; }
  zkl_enter(c->base.S);
  on_blist(c, rc, a);
  zkl_leave(c->base.S);
}

/* ---------- the carrier's role ---------- */

/* Its acquisition ended: held (its first member takes the lock) or failed (each waiter hears why,
 * as it would have on its own node). No Lua waiter hears of a carrier: its queue does. */
static void carrier_settle(zkl_contender *c, int rc, const char *code) {
  zkl_handoff *k = c->ho;
  c->base.status = P_DONE;
  c->base.rc = rc;
  c->base.code = code;
  if (!k) return;
  if (rc == ZOK && !code) { advance(c->base.S, k); return; }
  k->carrier = NULL;
  c->ho = NULL;
  fail_waiters(c->base.S, k, rc, code);
}

/* Still serving (close() gives everything up): its holder ends with it, its waiters are moved on
 * by the settle (failed "closed", or lined up on a new node). */
static int carrier_abandon(zkl_contender *c) {
  zkl_handoff *k = c->ho;
  if (k) {
    k->carrier = NULL;
    c->ho = NULL;
    dirty(c->base.S, k);
    if (k->holder && k->holder->carrier == c && !k->holder->lost) zkl_mark_lost(k->holder, "closed", 0);
  }
  return 0;
}

/* Its node is gone. Still serving (the session ended under it): its holder lost the lock. A
 * release that waited for this node is over. */
static void carrier_done(zkl_contender *c) {
  zkl_session *S = c->base.S;
  zkl_handoff *k = c->ho;
  zkl_contender *m;
  if (k) {
    k->carrier = NULL;
    c->ho = NULL;
    dirty(S, k);
    if (k->holder && k->holder->carrier == c && !k->holder->lost)
      zkl_mark_lost(k->holder, S->closed ? "closed" : "expired", !S->closed);
  }
  if ((m = c->outside) != NULL) {
    c->outside = NULL;
    if (!m->lost) zkl_mark_lost(m, S->closed ? "closed" : "expired", !S->closed);
  }
  if ((m = c->releaser) != NULL) {
    c->releaser = NULL;
    zkl_finish_done(m);
  }
}

/* The queue's node is no longer ours to stand on: its holder lost the lock with it, and the waiters
 * line up again with a new node (the settle, after this node's delete is sent). */
static int carrier_lost(zkl_contender *c, const char *reason) {
  zkl_handoff *k = c->ho;
  if (k) {
    k->carrier = NULL;
    c->ho = NULL;
    dirty(c->base.S, k);
    if (k->holder && k->holder->carrier == c) zkl_mark_lost(k->holder, reason, 1);
  }
  if (c->outside && !c->outside->lost) zkl_mark_lost(c->outside, reason, 1);
  if (c->phase == C_HELD) return 0;   /* marked lost, its node deleted, as any hold */
  zkl_mark_lost(c, reason, 1);
  zkl_abandon(c);   /* nobody will take it when it comes up: out of the queue */
  return 1;
}

static zkl_contender *carrier_releaser(zkl_contender *c) { return c->releaser; }

/* A refused delete: the member whose release it was holds through this node again, outside the
 * queue (which may have a new node by now). */
static void carrier_kept(zkl_contender *c, zkl_contender *h) {
  c->releaser = NULL;
  c->outside = h;
  h->phase = C_HELD;
  h->releasing = 0;
  h->gen++;
  zkl_watch_node(c);
}

static void carrier_watched(zkl_contender *c) {
  if (c->ho && !c->ho->holder && c->ho->head) advance(c->base.S, c->ho);   /* was waiting for it */
}

static int carrier_self_blocked(zkl_contender *c) {
  return c->self_blocked && c->phase == C_WATCHING;
}

const zkl_role zkl_role_carrier = {
  .name = "carrier", .abandon = carrier_abandon, .settle = carrier_settle, .done = carrier_done,
  .lost = carrier_lost, .releaser = carrier_releaser, .kept = carrier_kept, .watched = carrier_watched,
  .arm_watch = zkl_watch_node, .gone_waiting = zkl_gone_waiting,
  .self_blocked = carrier_self_blocked, .reports_lost = 0,
};

/* ---------- a member: a hold served through the carrier ---------- */

/* A member leaves its queue and lets go of its carrier. */
static void member_detach(zkl_contender *m) {
  zkl_handoff *k = m->ho;
  zkl_contender *c = m->carrier;
  if (k) {
    if (k->holder == m) k->holder = NULL; else remove_member(k, m);
    m->ho = NULL;
    dirty(m->base.S, k);
  }
  if (c) {
    m->carrier = NULL;
    if (c->releaser == m) c->releaser = NULL;
    if (c->outside == m) { c->outside = NULL; zkl_abandon(c); }   /* nobody holds through it now */
    zkl_pending_unref(&c->base);  /* may free c */
  }
}

/* A member's release, timeout or cancel. A release hands the node to the next waiter when there is
 * one and fairness allows: then it is over at once, no request sent. Otherwise the node goes, and
 * the release, as any release, is over once it is gone. */
static int member_abandon(zkl_contender *m) {
  zkl_session *S = m->base.S;
  zkl_handoff *k = m->ho;
  zkl_contender *c = m->carrier;
  if (m->phase == C_HELD) m->releasing = 1; else m->cancelled = 1;
  m->release_rc = ZOK;
  zkl_settle(m, ZOK, "cancelled");
  if (m->phase == C_LOCAL) {
    /* If it was the last in line, the node goes: like a release, a given-up acquire is over
     * once it is gone (nobody queues behind a ghost of ours) */
    zkl_contender *cr;
    if (!k) { zkl_finish_done(m); return 1; }
    cr = k->carrier;
    remove_member(k, m);
    m->ho = NULL;
    m->phase = C_DELETING;
    m->gen++;
    if (cr) cr->base.refs++;     /* dropping it may free it */
    advance(S, k);
    if (cr && !cr->ho && cr->phase != C_DONE && !cr->releaser) {
      cr->releaser = m;
      m->carrier = cr;           /* the reference taken above */
    } else {
      if (cr) zkl_pending_unref(&cr->base);
      zkl_finish_done(m);
    }
  } else if (m->phase == C_HELD) {
    if (c && c->outside == m) {
      /* it holds through a carrier its queue left (an earlier release was refused): delete it */
      c->outside = NULL;
      m->phase = C_DELETING;
      m->gen++;
      c->releaser = m;
      zkl_abandon(c);
      return 1;
    }
    if (!k || k->holder != m) { zkl_finish_done(m); return 1; }   /* lost: the node is not ours to pass */
    k->holder = NULL;
    m->ho = NULL;
    m->phase = C_DELETING;
    m->gen++;
    c->releaser = m;
    advance(S, k);
    if (m->phase == C_DELETING && c->ho == k) zkl_finish_done(m);  /* the node stays with the queue */
  }
  return 1;
}

static void member_done(zkl_contender *m) {
  member_detach(m);
  if (m->base.status == P_DONE) zkl_queue_push(&m->base.S->q, EV_WAKE, m->base.id);
}

/* A member's hold ended by its ttl: its Lua may be hung, and so may every coroutine queued here
 * behind it, so no local hand-off: the node goes and the queue lines up again behind whoever waits
 * elsewhere (docs/safety.md, "Liveness"). */
static int member_lost(zkl_contender *m, const char *reason) {
  zkl_handoff *k = m->ho;
  zkl_contender *c = m->carrier;
  if (m->phase != C_HELD) return 1;
  zkl_mark_lost(m, reason, 1);   /* member_marked: it gives its place up */
  if (strcmp(reason, "ttl") != 0 || !c) return 1;
  if (k && k->carrier == c) drop_carrier(m->base.S, k);
  else if (c->outside == m) { c->outside = NULL; zkl_abandon(c); }
  return 1;
}

/* marked lost: a member holding through the queue's node gives its place up */
static void member_marked(zkl_contender *m) {
  zkl_handoff *k = m->ho;
  if (k && k->holder == m) {
    k->holder = NULL;
    m->ho = NULL;
    dirty(m->base.S, k);
  }
}

/* A member holds while its carrier does: the carrier's validity is the member's. */
static int member_live(zkl_contender *m) {
  zkl_contender *cr = m->carrier;
  if (m->phase != C_HELD || m->lost || !cr) return 0;
  if (!zkl_live(cr) && !m->lost) zkl_mark_lost(m, cr->lost_reason ? cr->lost_reason : "expired", 1);
  return !m->lost;
}

static zkl_contender *member_owner(zkl_contender *m) { return m->carrier ? m->carrier : m; }

/* behind a local hold, or behind a local waiter (which, with the blocking waiter, can only be a
 * coroutine that will never run again), or first but its node waits for one of ours */
static int member_self_blocked(zkl_contender *m) {
  const zkl_handoff *k = m->ho;
  if (m->phase != C_LOCAL || !k) return 0;
  if (k->holder || k->head != m) return 1;
  return k->carrier && carrier_self_blocked(k->carrier);
}

const zkl_role zkl_role_member = {
  .name = "member", .abandon = member_abandon, .done = member_done, .lost = member_lost,
  .marked = member_marked, .live = member_live, .owner = member_owner, .self_blocked = member_self_blocked,
  .destroy = member_detach, .reports_lost = 1,
};

/* A member: no node, no request; it waits in its session's queue for the lock. */
zkl_contender *zkl_handoff_join(zkl_session *S, const zkl_predicate *pred, const char *dir, const char *data,
                                int datalen, const zkl_contend_opts *o) {
  zkl_handoff *k = find(S, pred, dir);
  zkl_contender *m;
  /* "try once" with nothing of ours in the way decides on one listing, as without the queue */
  if (o->try_once && (!k || empty(k))) {
    m = zkl_new_contender(S, &zkl_role_own, pred, dir, data, datalen, o, NULL, NULL);
    if (m) zkl_start(m);
    return m;
  }
  if (!k && !(k = queue_new(S, pred, dir, data, datalen, o->local_handoffs))) return NULL;
  if (o->local_handoffs < k->local_handoffs) k->local_handoffs = o->local_handoffs;  /* the strictest asked */
  k->watch_ahead = o->watch_ahead;   /* the latest asked: the next carrier's */
  if (k->left > k->local_handoffs) k->left = k->local_handoffs;
  dirty(S, k);   /* freed on the way out if it stays empty */
  if (!(m = zkl_contender_alloc(S, &zkl_role_member))) return NULL;
  m->pred = pred;
  m->ttl_ns = o->ttl_ns;
  m->wait_deadline_ns = o->deadline_ns;
  if (zkl_refuse(m)) return m;
  if (o->try_once) {   /* a local hold or waiter is ahead */
    m->phase = C_DONE;
    zkl_settle(m, ZOK, "timeout");
    return m;
  }
  m->phase = C_LOCAL;
  m->ho = k;
  push(k, m);
  /* a waiter behind a local hold: learn whether another client queues behind the node too */
  if (k->holder && k->carrier && k->carrier->phase == C_HELD && !k->carrier->behind && !k->carrier->behind_watch)
    send_behind_watch(k->carrier);
  advance(S, k);
  return m;
}

int zkl_handoff_queue(zkl_session *S, const zkl_predicate *pred, const char *dir, zkl_handoff_info *info) {
  zkl_handoff *k = find(S, pred, dir);
  const zkl_contender *c;
  if (!k) return 0;
  info->waiting = 0;
  for (c = k->head; c; c = c->qnext) info->waiting++;
  info->seq = k->seq;
  info->behind = k->carrier && k->carrier->behind;
  info->left = k->left;
  return 1;
}
