/* revived.h -- our nodes that come back (revived.c): the names this session deleted, per lock, and
 * their second delete. Caller holds S->mu. */
#ifndef ZKL_REVIVED_H
#define ZKL_REVIVED_H

#include "session.h"

/* node (full path) of ours was deleted: remembered */
ZKL_HIDDEN void zkl_grave_add(zkl_session *S, const char *node);
/* a listing of dir of ours: any child we deleted before is deleted again */
ZKL_HIDDEN void zkl_graves_seen(zkl_session *S, const char *dir, const struct String_vector *sv);
/* connected again: every lock with a node of ours deleted since T before the connection went is
 * listed (and its revived nodes deleted) */
ZKL_HIDDEN void zkl_graves_sweep(zkl_session *S);
/* the newest name deleted under dir (full path, malloc'd), or NULL */
ZKL_HIDDEN char *zkl_grave_newest(zkl_session *S, const char *dir);

#endif
