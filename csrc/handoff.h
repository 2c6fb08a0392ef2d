/* handoff.h -- the local hand-off (handoff.c): the coroutines of one session that want the same
 * lock share one node in ZooKeeper's queue and pass the lock between them without a request.
 * Caller holds S->mu. */
#ifndef ZKL_HANDOFF_H
#define ZKL_HANDOFF_H

#include "contender.h"

/* A hold served through the session's shared node for the lock at dir (a member), waiting in its
 * queue; NULL when out of memory. "Try once" with nothing of ours ahead contends on its own node. */
ZKL_HIDDEN zkl_contender *zkl_handoff_join(zkl_session *S, const zkl_predicate *pred, const char *dir,
                                           const char *data, int datalen, const zkl_contend_opts *o);
/* The session's settle hook: queues changed meanwhile move on (a new node, or freed) */
ZKL_HIDDEN void zkl_handoff_settle(zkl_session *S);
/* A connection's first answer: local hand-offs held back since the reconnect may go on */
ZKL_HIDDEN void zkl_handoff_answered(zkl_session *S);
/* The state of the local queue of the lock at dir: 0 when it has none */
ZKL_HIDDEN int  zkl_handoff_queue(zkl_session *S, const zkl_predicate *pred, const char *dir, zkl_handoff_info *info);

#endif
