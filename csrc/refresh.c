/* refresh.c -- keeps every hold proven: while anything is held, a multi of check(node, -1) over
 * the held nodes goes to the leader every I and re-anchors their validity (docs/safety.md, The
 * validity window; model/zklock.pml Timer's refresh); holds past their deadline, or whose node is
 * gone, end here. Under the mutex. */
#include "refresh.h"

#include "release.h"

#include <stdint.h>
#include <stdlib.h>

/* Checks per multi: a few hundred bytes each, far below the server's 1 MB packet limit. */
#define BATCH 256

typedef struct refresh {
  zkl_session *S;                 /* its in-flight count drops when the refresh ends, however it ends */
  int n;
  zkl_contender **cs;          /* the holds it proves, a reference each */
  zoo_op_result_t *results;    /* filled by the client library when the reply comes */
} refresh;

static void proofs_answered(zkl_session *S);

static int held(const zkl_contender *c) {
  return c->phase == C_HELD && !c->lost && !c->releasing && c->node;
}

static void refresh_free(void *p) {
  refresh *f = p;
  int i;
  if (f->S->refresh_inflight > 0) f->S->refresh_inflight--;
  for (i = 0; i < f->n; i++) zkl_pending_unref(&f->cs[i]->base);
  free(f->cs);
  free(f->results);
  free(f);
}

static void on_refresh(zkl_req *r, int rc, const void *a, const void *b) {
  refresh *f = r->extra;
  zkl_session *S = r->S;
  int i, gone = 0;
  (void)a; (void)b;
  zkl_enter(S);
  if (rc == ZOK || rc == ZNONODE) S->refresh_rtt_ns = zkl_clock_ns() - r->sent_ns;
  for (i = 0; i < f->n; i++) {
    zkl_contender *c = f->cs[i];
    /* released or ended since; a hold past its deadline stays ended even if this proof came late */
    if (!held(c) || !zkl_live(c)) continue;
    if (rc == ZOK && f->results[i].err == ZOK) {
      int64_t anchor = zkl_validity_anchor(S, r);
      if (c->anchor_ns < anchor) c->anchor_ns = anchor;
      c->proven_ns = r->sent_ns;
    } else if (rc == ZNONODE && f->results[i].err == ZNONODE) {
      zkl_lost_hold(c, "deleted");  /* an operator or another client deleted our node */
      gone = 1;
    }
  }
  /* A failed multi proves nothing for the others: prove them again at once. */
  if (gone) S->refresh_sent_ns = 0;
  proofs_answered(S);
  zkl_timer_poke(S);
  zkl_leave(S);
}

/* One multi over the held contenders from *from on, at most BATCH of them; *from moves past them. */
static void send_batch(zkl_session *S, zkl_contender **from) {
  refresh *f = calloc(1, sizeof *f);
  zoo_op_t *ops = NULL;
  zkl_contender *c;
  zkl_req *r;
  int n = 0;
  for (c = *from; c && n < BATCH; c = c->next) n += held(c);
  if (f && n) {
    f->cs = calloc((size_t)n, sizeof *f->cs);
    f->results = calloc((size_t)n, sizeof *f->results);
    ops = calloc((size_t)n, sizeof *ops);
  }
  if (f) f->S = S;
  if (!f || !n || !f->cs || !f->results || !ops) {
    if (f) { free(f->cs); free(f->results); free(f); }
    free(ops);
    *from = NULL;   /* nothing left to prove, or no memory: the next tick tries again */
    return;
  }
  for (c = *from; c && f->n < n; c = c->next)
    if (held(c)) {
      zoo_check_op_init(&ops[f->n], c->node, -1);
      c->base.refs++;
      f->cs[f->n++] = c;
    }
  *from = c;
  r = zkl_req_new(S, NULL, 0, on_refresh);  /* reads the clock: the anchor this refresh gives */
  S->refresh_inflight++;   /* refresh_free takes it back, on every path */
  if (!r) { refresh_free(f); free(ops); return; }
  r->extra = f;
  r->free_extra = refresh_free;
  r->write = 1;
  S->refresh_sent_ns = r->sent_ns;
  S->refreshes++;
  /* the ops are serialized by the call; the results must live until the reply */
  if (zoo_amulti(S->zh, f->n, ops, f->results, zkl_cb_void, r) != ZOK) zkl_req_free(r);
  free(ops);
}

static void send_refresh(zkl_session *S) {
  zkl_contender *from = S->contenders;
  while (from) send_batch(S, &from);
}

/* ---------- a busy session's own writes prove its holds ----------
 * A create, delete, set or multi of ours that the leader prepared for our session succeeded: the
 * leader checked the session then (docs/safety.md, fact 1), exactly as for a refresh, so its answer
 * is a proof with the anchor its floor gives (validity.c). It proves every hold whose node watch is
 * armed and has not fired: a deletion of that node before the write was applied would have reached
 * us before the write's answer (fact 8) and fired it. A session that writes often enough (a worker
 * taking and releasing other locks, setting data) never comes to a refresh of its own (tick: due a
 * refresh interval after the oldest anchor). */
void zkl_refresh_proven(zkl_session *S, const zkl_req *r) {
  int64_t anchor = zkl_validity_anchor(S, r), now = zkl_clock_ns();
  zkl_contender *c;
  int asked = 0;
  if (!anchor) return;
  S->write_proofs++;
  zkl_sweep_done(S);   /* no walk of the list is under way here (req.c run): done ones leave it now */
  for (c = S->contenders; c; c = c->next) {
    if (c->prove_asked_ns) asked = 1;
    /* past its deadline it stays lost, however late a proof (path 8): the timer ends it */
    if (!held(c) || (c->nwatch != 2 && c->dwatch != 2) || c->anchor_ns >= anchor ||
        now >= zkl_validity_deadline(S, c->anchor_ns))
      continue;
    c->anchor_ns = anchor;
    c->proven_ns = r->sent_ns;
  }
  if (asked) proofs_answered(S);
}

/* ---------- no hold handed over nearly dead (docs/safety.md, "Liveness") ----------
 * A hold Lua is told of must have at least grant_validity x T of its lease left: a hold that was
 * decided long ago (a pause, a slow dispatch, a local hand-off late in its carrier's proof) would
 * otherwise come back with milliseconds, and a caller acting on it would act after it ended. Such a
 * hold asks for a fresh proof (the refresh goes at once) and Lua is told on its answer. */
static int64_t grant_floor(const zkl_session *S) {
  return (int64_t)((double)S->session_ms * 1e6 * S->grant_validity);
}

int zkl_grant_short(const zkl_contender *c, int64_t lease_left_ns) {
  return lease_left_ns < grant_floor(c->base.S);
}

/* "try once" waits for one proof: one sent since it asked has proven its node (a member's: its
 * carrier's) */
int zkl_proof_tried(const zkl_contender *c) {
  const zkl_contender *o = c->role->owner ? c->role->owner((zkl_contender *)c) : c;
  return c->try_once && c->prove_asked_ns && o->proven_ns >= c->prove_asked_ns;
}

void zkl_ask_proof(zkl_contender *c) {
  zkl_session *S = c->base.S;
  if (c->prove_asked_ns) return;
  c->prove_asked_ns = zkl_clock_ns();
  S->refresh_sent_ns = 0;   /* not the spacing after a failed one: the next tick sends it */
  zkl_timer_poke(S);
}

/* A refresh was answered: the holds waiting for a proof look again (their acquire, latch or lease). */
static void proofs_answered(zkl_session *S) {
  zkl_contender *c;
  for (c = S->contenders; c; c = c->next)
    if (c->prove_asked_ns && c->phase != C_DONE) zkl_queue_push(&S->q, EV_DONE, c->base.id);
}

static void ignore_answer(zkl_req *r, int rc, const void *a, const void *b) {
  (void)r; (void)rc; (void)a; (void)b;   /* its answer counted already (session.c run) */
}

/* The heartbeat (validity.c): a cheap read when nothing was sent for H, so that the next proof finds a
 * recently answered request to stand on. Returns when the next one is due, or 0 while disconnected
 * (the reconnect pokes the timer). Counted apart from the requests locks and operations send. */
static int64_t heartbeat(zkl_session *S, int64_t now) {
  int64_t due = zkl_heartbeat_due(S);
  zkl_req *r;
  if (S->state != ZKL_CONNECTED || !S->zh || S->closed) return 0;
  if (now < due) return due;
  if ((r = zkl_req_new(S, NULL, 0, ignore_answer)) != NULL) {
    S->sent--;
    S->heartbeats++;
    if (zoo_aexists(S->zh, "/", 0, zkl_cb_stat, r) != ZOK) zkl_req_free(r);
  }
  return now + zkl_heartbeat_interval(S);   /* from now: also when nothing could be sent */
}

/* An acquire whose time ran out this long ago and whose outcome Lua has not taken is given up here */
#define UNCLAIMED_GRACE_NS 500000000

/* What ends without Lua, whose Lua may hang (nothing else would end it); *at: the next such end.
 * - A hold past its ttl.
 * - An acquisition whose acquire's deadline passed UNCLAIMED_GRACE_NS ago without Lua taking its
 *   outcome: a Lua that lives gave it up at the deadline; one that hangs would otherwise be granted
 *   the lock when its turn comes and keep it (docs/safety.md, Liveness). */
static void timer_ends(zkl_contender *c, const void *ud) {
  int64_t *at = (int64_t *)ud, now = zkl_clock_ns(), end;
  if (c->ttl_end_ns && c->phase == C_HELD && !c->lost && !zkl_ttl_over(c, now) && (!*at || c->ttl_end_ns < *at))
    *at = c->ttl_end_ns;
  if (!c->wait_deadline_ns || c->taken || c->phase == C_DONE || c->cancelled || c->releasing) return;
  end = c->wait_deadline_ns + UNCLAIMED_GRACE_NS;
  if (now >= end) zkl_abandon(c);
  else if (!*at || end < *at) *at = end;
}

static int64_t tick(zkl_session *S) {
  int64_t now = zkl_clock_ns(), hb = heartbeat(S, now), retry = zkl_retry_deletes(S, now), next = 0,
          oldest = INT64_MAX, interval = zkl_refresh_interval(S), due, ttl = 0;
  zkl_contender *c, *n;
  if (retry && (!hb || retry < hb)) hb = retry;   /* the earliest of the two wake-ups */
  zkl_each_contender(S, timer_ends, &ttl);
  if (ttl && (!hb || ttl < hb)) hb = ttl;
  for (c = S->contenders; c; c = n) {
    int64_t d;
    n = c->next;  /* ending a hold may free it */
    if (!held(c) || !zkl_live(c)) continue;
    d = zkl_validity_deadline(S, c->anchor_ns);
    if (!next || d < next) next = d;
    if (c->anchor_ns < oldest) oldest = c->anchor_ns;
  }
  if (!next) return hb;  /* nothing held */
  if (hb && hb < next) next = hb;
  /* Refresh when the oldest proof is I old; after a failure, not more often than every I/4. */
  due = oldest + interval;
  if (due < S->refresh_sent_ns + interval / 4) due = S->refresh_sent_ns + interval / 4;
  if (S->refresh_inflight || S->state != ZKL_CONNECTED || !S->zh || S->closed || S->test_no_refresh) return next;
  if (now >= due) {
    send_refresh(S);
    /* nothing went (a send failed, no memory): nobody's reply will wake us, so try again soon */
    if (!S->refresh_inflight) due = now + interval / 4;
    else return next;
  }
  if (due < next) next = due;
  return next;
}

int64_t zkl_refresh_tick(zkl_session *S) {
  int64_t next;
  zkl_enter(S);
  zkl_sweep_done(S);
  next = tick(S);
  zkl_leave(S);
  return next;
}
