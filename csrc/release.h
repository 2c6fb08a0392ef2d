/* release.h -- giving up (release.c): the requests every step sends through, abandoning an
 * acquisition, deleting our node (and a delete the server refuses), losing a hold, validity, parked
 * steps and the session's end. Caller holds S->mu. */
#ifndef ZKL_RELEASE_H
#define ZKL_RELEASE_H

#include "contender.h"

/* A request or watch context of c's, answered through fn; NULL when none can be sent (c then
 * failed: the session is gone, or out of memory) */
ZKL_HIDDEN zkl_req *zkl_new_req(zkl_contender *c, int kind, zkl_req_fn fn);
ZKL_HIDDEN zkl_req *zkl_new_watch(zkl_contender *c, int kind, zkl_req_fn fn);
/* rc: what the client library said to r (NULL: one sent elsewhere); 0 when refused (c is done) */
ZKL_HIDDEN int  zkl_sent(zkl_contender *c, zkl_req *r, int rc);
/* Every answer starts here: 0 when it is stale (a step left, a contender done) or a parent's */
ZKL_HIDDEN int  zkl_reply_current(zkl_contender *c, zkl_req *r, int rc);
ZKL_HIDDEN void zkl_give_up(zkl_contender *c, int rc, const char *code);
/* a session that can send nothing fails c at once, with the code the API gives for it: 1 then */
ZKL_HIDDEN int  zkl_refuse(zkl_contender *c);
/* outcome no longer wanted (timeout, release, GC): our node is deleted, whatever the phase */
ZKL_HIDDEN void zkl_abandon(zkl_contender *c);
/* A refused delete waited for our node's get (its answer came: revoke.c on_get). */
ZKL_HIDDEN void zkl_refusal_settled(zkl_contender *c);
/* A wait left (C_WATCHING): the watch on the node ahead goes, now or when its get is answered. */
ZKL_HIDDEN void zkl_drop_wait_watch(zkl_contender *c);
ZKL_HIDDEN void zkl_send_delete(zkl_contender *c);
/* the connection is down: redo `what` (C_FINDING, C_LISTING, C_DELETING, C_DONE) once it is back */
ZKL_HIDDEN void zkl_park(zkl_contender *c, int what);
ZKL_HIDDEN void zkl_remove_watch(zkl_contender *c, zkl_req *w);
/* the hold ended without a release: its node (if any, and not "deleted") is deleted by us */
ZKL_HIDDEN void zkl_lost_hold(zkl_contender *c, const char *reason);
/* held and inside its validity; a hold found past its deadline (or its ttl) is ended here */
ZKL_HIDDEN int  zkl_live(zkl_contender *c);
/* granted now: its grant time is taken, its ttl starts (c->ttl_ns, if any) */
ZKL_HIDDEN void zkl_start_ttl(zkl_contender *c);
/* past its ttl at now: ended ("ttl"), 1 */
ZKL_HIDDEN int  zkl_ttl_over(zkl_contender *c, int64_t now);
/* the timer's turn: refused deletes due to be tried again go; the next one's time, or 0 */
ZKL_HIDDEN int64_t zkl_retry_deletes(zkl_session *S, int64_t now);
/* the session hooks' halves that end contenders */
ZKL_HIDDEN void zkl_release_all(zkl_session *S);                 /* close(): "closed", nodes go */
ZKL_HIDDEN void zkl_release_lost(zkl_session *S, const char *code);
ZKL_HIDDEN void zkl_release_closing(zkl_session *S, zhandle_t *zh);
ZKL_HIDDEN int  zkl_live_node(zkl_session *S, const char *path);  /* a node of ours, not on its way out */

#endif
