/* ahead.h -- the nodes ahead of a waiter, a watch each (ahead.c: the lock option watch_ahead).
 * Caller holds S->mu. */
#ifndef ZKL_AHEAD_H
#define ZKL_AHEAD_H

#include "contender.h"

/* Whether c may watch the n nodes names[idx[0..n-1]] of its directory: within the session's budget */
ZKL_HIDDEN int zkl_ahead_fits(const zkl_contender *c, char **names, const int *idx, int n);
/* A getData with a watch on each (R_AGET, R_AWATCH), answered through fn; 0 when c failed meanwhile */
ZKL_HIDDEN int zkl_ahead_watch(zkl_contender *c, char **names, const int *idx, int n, zkl_req_fn fn);

#endif
