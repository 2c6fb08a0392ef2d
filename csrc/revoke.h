/* revoke.h -- the watch on a held node (revoke.c): a deletion from outside, a revocation request. */
#ifndef ZKL_REVOKE_H
#define ZKL_REVOKE_H

#include "contender.h"

/* Arms the watch on c's own node (c holds; caller holds S->mu). */
ZKL_HIDDEN void zkl_watch_node(zkl_contender *c);
/* Armed, not fired, and proven on the current connection: a local grant may stand on it. */
ZKL_HIDDEN int  zkl_node_watched(const zkl_contender *c);

#endif
