/* refresh.h -- the proofs that keep holds valid (refresh.c): the timer thread's turn. */
#ifndef ZKL_REFRESH_H
#define ZKL_REFRESH_H

#include "contender.h"

/* The session's tick hook (timer thread, under S->mu): refreshes due, refused deletes due again, the
 * heartbeat, holds past their deadline ended. Returns the next time it wants to run, or 0. */
ZKL_HIDDEN int64_t zkl_refresh_tick(zkl_session *S);

#endif
