/* refresh.h -- the proofs that keep holds valid (refresh.c): the timer thread's turn. */
#ifndef ZKL_REFRESH_H
#define ZKL_REFRESH_H

#include "contender.h"

/* The session's tick hook (timer thread, under S->mu): refreshes due, refused deletes due again, the
 * heartbeat, holds past their deadline ended. Returns the next time it wants to run, or 0. */
ZKL_HIDDEN int64_t zkl_refresh_tick(zkl_session *S);
/* The session's proven hook: a write of ours the leader prepared succeeded (req.c run) */
ZKL_HIDDEN void zkl_refresh_proven(zkl_session *S, const zkl_req *r);
/* A hold about to be handed to Lua with lease_left_ns of its lease left has less than grant_validity
 * x T: 1 (then zkl_ask_proof, unless zkl_proof_tried) */
ZKL_HIDDEN int  zkl_grant_short(const zkl_contender *c, int64_t lease_left_ns);
ZKL_HIDDEN void zkl_ask_proof(zkl_contender *c);      /* a refresh now; its answer wakes c (EV_DONE) */
ZKL_HIDDEN int  zkl_proof_tried(const zkl_contender *c);  /* "try once": its one proof came, short still */

#endif
