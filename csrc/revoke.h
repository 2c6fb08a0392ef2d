/* revoke.h -- the watch on a held node (revoke.c): a deletion from outside, a revocation request. */
#ifndef ZKL_REVOKE_H
#define ZKL_REVOKE_H

#include "contender.h"

/* Arms the watch on c's own node (c holds; caller holds S->mu). */
ZKL_HIDDEN void zkl_watch_node(zkl_contender *c);
/* Armed, not fired, and proven on the current connection: a local grant may stand on it. */
ZKL_HIDDEN int  zkl_node_watched(const zkl_contender *c);
/* Known ours: owned by our session on this connection (no event on its watch since), or watched */
ZKL_HIDDEN int  zkl_node_ours(const zkl_contender *c);
/* The reply function of the stand-in, the children watch our create's listing arms (acquire.c) */
ZKL_HIDDEN void zkl_on_stand_in(zkl_req *r, int rc, const void *a, const void *b);

#endif
