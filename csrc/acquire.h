/* acquire.h -- contending (acquire.c): a contender with its own node, from create to held, and the
 * parked steps resumed on a reconnect. Caller holds S->mu. */
#ifndef ZKL_ACQUIRE_H
#define ZKL_ACQUIRE_H

#include "contender.h"

/* the role of a hold on its own node (Curator's one node per acquisition) */
ZKL_HIDDEN extern const zkl_role zkl_role_own;

/* A contender of role with a node of its own for the lock at dir; fixed_seq and guard: a
 * downgrade's read node (docs/safety.md, path 6), else NULL. NULL when out of memory. */
ZKL_HIDDEN zkl_contender *zkl_new_contender(zkl_session *S, const zkl_role *role, const zkl_predicate *pred,
                                            const char *dir, const char *data, int datalen,
                                            const zkl_contend_opts *o, const char *fixed_seq, const char *guard);
/* its first step (a session that can send nothing fails it at once, as the API codes say) */
ZKL_HIDDEN void zkl_start(zkl_contender *c);
/* its node went while it waited in line (every role with a node: gone_waiting) */
ZKL_HIDDEN void zkl_gone_waiting(zkl_contender *c);
/* the step a parked contender redoes once the connection is back (engine.c resume, deletes first) */
ZKL_HIDDEN void zkl_resume_step(zkl_contender *c);

#endif
