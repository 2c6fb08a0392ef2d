/* engine.c -- the lock engine's face: the calls bindings make (engine.h), each under the session
 * mutex and inside the engine's brackets, and the hooks the session runs its locks with. */
#include "acquire.h"
#include "handoff.h"
#include "refresh.h"
#include "release.h"
#include "revived.h"
#include "revoke.h"

#include <stdlib.h>
#include <string.h>

/* ---------- the hooks the session calls (under its mutex) ---------- */

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

/* Connected (again): every parked step goes. */
static void resume(zkl_session *S) {
  zkl_contender *c;
  int again = 1;
  zkl_enter(S);
  /* Resuming may park again (and call us): restart the scan until nothing is parked. Deletes go
   * first: the list holds the newest contender first, and a node released (an async release that
   * met a connection loss) must be gone before a later acquire of this session lists the lock,
   * as it was when both were first sent (see release.c zkl_abandon). */
  while (again) {
    again = 0;
    if ((c = next_parked(S)) != NULL) {
      c->base.refs++;             /* keeps c while the park reference goes */
      zkl_drop_park_ref(c);       /* first: a step that parks again at once takes a new one */
      c->phase = c->park_phase;
      zkl_resume_step(c);         /* its requests now hold c */
      zkl_pending_unref(&c->base);
      again = S->state == ZKL_CONNECTED;   /* the list may have changed: scan again */
    }
  }
  for (c = S->contenders; c; c = c->next)
    if (c->nwatch == 0 && c->phase == C_HELD && !c->releasing && !c->lost && c->node) zkl_watch_node(c);
  zkl_leave(S);
}

/* The first answer on a new connection: local hand-offs held back since may go on, and the locks
 * whose nodes we deleted shortly before the connection went are looked at (revived.c). */
static void answered(zkl_session *S) {
  zkl_handoff_answered(S);
  zkl_graves_sweep(S);
}

static const zkl_engine hooks = {
  resume, zkl_release_closing, zkl_release_lost, zkl_refresh_tick, answered, zkl_handoff_settle,
  zkl_refresh_proven,
};

const zkl_engine *zkl_engine_hooks(void) { return &hooks; }

/* ---------- beginning a hold ---------- */

/* A downgrade (docs/safety.md, path 6): the read node takes the place of the write node w holds
 * through, created only together with a check that it still exists (acquire.c). 0 when w does not
 * hold a write node now: the read lock then contends in the normal way. -1 when out of memory. */
static int downgrade(zkl_session *S, const zkl_predicate *pred, const char *dir, const char *data, int datalen,
                     const zkl_contend_opts *o, zkl_contender *w, zkl_contender **out) {
  const zkl_contender *owner;
  const char *seq;
  if (pred != &zkl_pred_read || !zkl_live(w)) return 0;
  owner = zkl_owner(w);
  if (!owner->node || !(seq = zkl_write_seq(owner->node))) return 0;
  *out = zkl_new_contender(S, &zkl_role_own, pred, dir, data, datalen, o, seq, owner->node);
  if (!*out) return -1;
  zkl_start(*out);
  return 1;
}

zkl_contender *zkl_hold_begin(zkl_session *S, const zkl_predicate *pred, const char *dir, const char *data,
                              int datalen, const zkl_contend_opts *o, zkl_contender *downgrade_of) {
  zkl_contender *c = NULL;
  int d = 0;
  pthread_mutex_lock(&S->mu);
  zkl_enter(S);
  /* the write hold is read and the read node's contention begun in one critical section */
  if (downgrade_of) d = downgrade(S, pred, dir, data, datalen, o, downgrade_of, &c);
  if (d == 0) {
    if (o->handoff && !o->revocable) {
      c = zkl_handoff_join(S, pred, dir, data, datalen, o);
    } else if ((c = zkl_new_contender(S, &zkl_role_own, pred, dir, data, datalen, o, NULL, NULL)) != NULL) {
      zkl_start(c);
    }
  }
  zkl_leave(S);
  pthread_mutex_unlock(&S->mu);
  return c;
}

/* ---------- reading a hold ---------- */

int zkl_hold_id(const zkl_contender *c) { return c->base.id; }   /* set once, at its creation */

/* What is left of the lease of a live hold (its node's: a member's carrier's), ns. */
static int64_t lease_left(zkl_contender *c) {
  int64_t v = zkl_validity_deadline(c->base.S, zkl_owner(c)->anchor_ns) - zkl_clock_ns();
  return v > 0 ? v : 0;
}

/* Held, with less than grant_validity x T left, and a proof asked for that may still come: Lua
 * waits (refresh.c). */
static int proving(zkl_contender *c, int live) {
  return c->prove_asked_ns && live && zkl_grant_short(c, lease_left(c)) && !zkl_proof_tried(c);
}

/* caller holds mu; inside the brackets (a hold past its deadline ends here) */
static void read_locked(zkl_contender *c, zkl_hold_state *st, int want_node) {
  zkl_session *S = c->base.S;
  memset(st, 0, sizeof *st);
  st->live = zkl_live(c);
  st->done = c->base.status == P_DONE && !proving(c, st->live);
  st->rc = c->base.rc;
  st->code = c->base.code;
  st->released = c->phase == C_DONE;
  st->lost = c->lost;
  st->closed = S->closed;
  st->connected = S->state == ZKL_CONNECTED;
  st->no_server = S->lost_why && strcmp(S->lost_why, "no_server") == 0;
  st->lost_reason = c->lost_reason ? c->lost_reason : S->closed ? "closed" : "expired";
  st->self_blocked = c->role->self_blocked ? c->role->self_blocked(c) : c->self_blocked && c->phase == C_WATCHING;
  st->refused_rc = ZOK;
  if (st->live) {
    const zkl_contender *o = zkl_owner(c);
    st->validity_ns = lease_left(c);
    if (c->ttl_end_ns && c->ttl_end_ns - zkl_clock_ns() < st->validity_ns) st->validity_ns = c->ttl_end_ns - zkl_clock_ns();
    st->refused_rc = c->release_rc;
    st->granted_age_ns = c->granted_ns ? zkl_clock_ns() - c->granted_ns : 0;
    if (want_node && o->node) {
      st->node = strdup(o->node);
      st->czxid = o->czxid;
      st->seq = c->local_seq;
    }
  } else if (want_node == 2 && zkl_owner(c)->node) {
    st->node = strdup(zkl_owner(c)->node);   /* for messages only */
  }
}

void zkl_hold_read(zkl_contender *c, zkl_hold_state *st, int want_node) {
  zkl_session *S = c->base.S;
  pthread_mutex_lock(&S->mu);
  zkl_enter(S);
  read_locked(c, st, want_node);
  zkl_leave(S);
  pthread_mutex_unlock(&S->mu);
}

/* ---------- giving a hold up ---------- */

int zkl_hold_outcome(zkl_contender *c, zkl_hold_state *st, int gave_up, int keep) {
  zkl_session *S = c->base.S;
  int held, short_ = 0;
  pthread_mutex_lock(&S->mu);
  zkl_enter(S);
  held = zkl_live(c);
  if (held && zkl_grant_short(c, lease_left(c))) {
    /* nearly dead: proven afresh first, within the acquire's time; a waiter that gave up (or a
     * "try once" whose one proof came) fails as a timeout, never with a dying hold */
    if (!gave_up && !zkl_proof_tried(c)) {
      zkl_ask_proof(c);
      held = -1;
    } else {
      held = 0;
      short_ = 1;
    }
  }
  if (held >= 0) c->prove_asked_ns = 0;
  if (held > 0) c->taken = 1;
  if (!held && !keep) zkl_abandon(c);
  read_locked(c, st, 0);
  st->short_ = short_;
  zkl_leave(S);
  pthread_mutex_unlock(&S->mu);
  return held;
}

int zkl_hold_release(zkl_contender *c, int awaited) {
  zkl_session *S = c->base.S;
  int live;
  pthread_mutex_lock(&S->mu);
  zkl_enter(S);
  if ((live = zkl_live(c)) != 0) {
    c->release_awaited = awaited;
    zkl_abandon(c);
    c->release_awaited = awaited && c->phase == C_DELETING;   /* still deleting: the release waits */
  }
  zkl_leave(S);
  pthread_mutex_unlock(&S->mu);
  return live;
}

int zkl_hold_reenter(zkl_contender *c) {
  zkl_session *S = c->base.S;
  int enough = 1;
  pthread_mutex_lock(&S->mu);
  zkl_enter(S);
  if (zkl_live(c) && zkl_grant_short(c, lease_left(c)) && !zkl_proof_tried(c)) {
    zkl_ask_proof(c);
    enough = 0;
  }
  zkl_leave(S);
  pthread_mutex_unlock(&S->mu);
  return enough;
}

int zkl_hold_set_ttl(zkl_contender *c, int64_t ttl_ns) {
  zkl_session *S = c->base.S;
  int live;
  pthread_mutex_lock(&S->mu);
  zkl_enter(S);
  if ((live = zkl_live(c)) != 0) {
    c->ttl_ns = ttl_ns;
    zkl_start_ttl(c);
    zkl_timer_poke(S);   /* its end is the timer's to keep */
  }
  zkl_leave(S);
  pthread_mutex_unlock(&S->mu);
  return live;
}

/* The release's waiter gave up waiting (the connection is down): from now on nobody hears of it. */
void zkl_hold_unawait(zkl_contender *c) {
  zkl_session *S = c->base.S;
  pthread_mutex_lock(&S->mu);
  c->release_awaited = 0;
  pthread_mutex_unlock(&S->mu);
}

void zkl_hold_abandon(zkl_contender *c) {
  zkl_session *S = c->base.S;
  pthread_mutex_lock(&S->mu);
  zkl_enter(S);
  zkl_abandon(c);
  zkl_leave(S);
  pthread_mutex_unlock(&S->mu);
}

int zkl_hold_cancel(zkl_contender *c) {
  zkl_session *S = c->base.S;
  int waiting;
  pthread_mutex_lock(&S->mu);
  zkl_enter(S);
  /* still waiting, or held but not yet handed over (a fresh proof awaited: the grant floor) */
  if ((waiting = c->base.status == P_PENDING || c->prove_asked_ns) != 0) zkl_abandon(c);
  zkl_leave(S);
  pthread_mutex_unlock(&S->mu);
  return waiting;
}

void zkl_hold_collected(zkl_contender *c, char *warning) {
  zkl_session *S = c->base.S;
  pthread_mutex_lock(&S->mu);
  zkl_enter(S);
  if (warning && !S->closed && zkl_live(c)) zkl_queue_push_text(&S->q, EV_WARN, c->base.id, warning);
  else free(warning);
  zkl_abandon(c);
  zkl_leave(S);
  pthread_mutex_unlock(&S->mu);
  zkl_pending_release(&c->base);   /* the Lua value's reference; may free c and the session */
}

/* ---------- the session as a whole ---------- */

void zkl_engine_abandon_all(zkl_session *S) {
  pthread_mutex_lock(&S->mu);
  if (!S->closed) zkl_release_all(S);
  pthread_mutex_unlock(&S->mu);
}

/* The least time left before a deadline among the nodes held (members share their carrier's). */
int64_t zkl_engine_min_validity(zkl_session *S) {
  zkl_contender *c;
  int64_t now, least = -1;
  pthread_mutex_lock(&S->mu);
  now = zkl_clock_ns();
  for (c = S->contenders; c; c = c->next)
    if (c->node && c->phase == C_HELD && !c->lost && !c->releasing) {
      int64_t v = zkl_validity_deadline(S, c->anchor_ns) - now;
      if (v < 0) v = 0;
      if (least < 0 || v < least) least = v;
    }
  pthread_mutex_unlock(&S->mu);
  return least;
}

int zkl_handoff_read(zkl_session *S, const zkl_predicate *pred, const char *dir, zkl_handoff_info *info) {
  int found;
  pthread_mutex_lock(&S->mu);
  found = zkl_handoff_queue(S, pred, dir, info);
  pthread_mutex_unlock(&S->mu);
  return found;
}

char *zkl_engine_grave(zkl_session *S, const char *dir) {
  char *name;
  pthread_mutex_lock(&S->mu);
  name = zkl_grave_newest(S, dir);
  pthread_mutex_unlock(&S->mu);
  return name;
}
