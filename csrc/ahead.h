/* ahead.h -- the nodes ahead of a waiter, a watch each (ahead.c: the lock option watch_ahead).
 * Caller holds S->mu. */
#ifndef ZKL_AHEAD_H
#define ZKL_AHEAD_H

#include "contender.h"

/* What a waiter blocked by names[0..ours-1] watches (next: the second nearest blocker, or -1): n > 1,
 * each of the n nodes names[(*idx)[0..n-1]]; ZKL_AHEAD_FAR, names[next] alone; 0, the nearest
 * alone. The caller frees *idx. */
#define ZKL_AHEAD_FAR (-2)
ZKL_HIDDEN int zkl_ahead_plan(const zkl_contender *c, char **names, int ours, int next, int **idx);
/* path, ahead of c's node, is a live node of c's own session: c's waiter is told (EV_WAKE; under a
 * waiter that blocks the thread nothing would release it, a deadlock) */
ZKL_HIDDEN void zkl_ahead_own(zkl_contender *c, const char *path);
/* Whether this session's last listing of dir showed nodes besides ours; what this one showed */
ZKL_HIDDEN int zkl_dir_busy(const zkl_session *S, const char *dir);
ZKL_HIDDEN void zkl_dir_seen(zkl_session *S, const char *dir, int busy);
/* A getData with a watch on each (R_AGET, R_AWATCH), answered through fn; 0 when c failed meanwhile */
ZKL_HIDDEN int zkl_ahead_watch(zkl_contender *c, char **names, const int *idx, int n, zkl_req_fn fn);

#endif
