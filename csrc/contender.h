/* contender.h -- inside the engine: one acquisition's state (a contender), the roles it can play, and
 * the object's own life (contender.c). Only the engine's files include this; bindings see engine.h.
 *
 * The engine, bottom up (a file calls only those below it; upward, only through a role's or the
 * session's hooks):
 *   contender.c  the object: created, settled, done, freed; entries and exits of the engine
 *   revived.c    our deleted nodes, per lock, deleted again should an ensemble bring them back
 *   release.c    giving up: abandon, delete, a refused delete, loss, validity, parking, session end
 *   revoke.c     the watch on a held node: deleted from outside, revocation requests
 *   acquire.c    contending: create, list, decide, watch the node ahead, confirm, find again,
 *                the downgrade; the parked steps resumed
 *   handoff.c    the local hand-off: a lock's queue in this session, carrier and member roles
 *   refresh.c    the proofs that keep holds valid, the heartbeat
 *   engine.c     what bindings call (engine.h) and what the session calls (its hooks) */
#ifndef ZKL_CONTENDER_H
#define ZKL_CONTENDER_H

#include "engine.h"

enum {
  C_CREATING, C_FINDING, C_LISTING, C_WATCHING, C_CONFIRMING, C_HELD,
  C_DELETING, C_PARKED, C_DONE, C_STATING,
  C_LOCAL      /* a member waiting in its session's local queue: no node, no request */
};

/* Every request (and watch context) the engine sends, one kind each: answers are dispatched by
 * kind in the file that sent them, after one shared check (release.c zkl_reply_current). */
enum {
  R_CREATE = 1, R_LIST, R_FIND, R_WATCH, R_WGET, R_DELETE, R_PARENT, R_STAT, R_NWATCH, R_NGET, R_CWATCH,
  R_CONFIRM, R_BLIST, R_BWATCH, R_SYNC, R_DCREATE, R_DWATCH, R_AGET, R_AWATCH
};

/* What a contender is to the local hand-off: a hold on its own node (Curator's one node per
 * acquisition), a member (a hold served through a shared node) or that shared node (the carrier).
 * The hooks are where they differ; NULL means "as any contender". */
typedef struct zkl_role {
  const char *name;
  /* outcome no longer wanted: 1 when it took care of it (a member), 0 to go on as any contender */
  int (*abandon)(zkl_contender *c);
  /* the acquisition has an outcome (rc ZOK, code NULL: held): tell whoever waits */
  void (*settle)(zkl_contender *c, int rc, const char *code);
  /* nothing more to do: its node is gone, or it never had one */
  void (*done)(zkl_contender *c);
  /* the hold ended without a release: 1 when taken care of (a member) */
  int (*lost)(zkl_contender *c, const char *reason);
  /* it was just marked lost: give up any place it holds */
  void (*marked)(zkl_contender *c);
  /* held and inside its validity (NULL: by its own deadline) */
  int (*live)(zkl_contender *c);
  /* whose release a delete of c's node is (NULL: c's own) */
  zkl_contender *(*releaser)(zkl_contender *c);
  /* a refused delete gave c's node back to h, the releaser (c itself, or a member), which holds
   * again: the role makes it so and arms c's node watch again (every role with a node has one) */
  void (*kept)(zkl_contender *c, zkl_contender *h);
  /* arms its node's watch (revoke.c zkl_watch_node; NULL: it has no node) */
  void (*arm_watch)(zkl_contender *c);
  /* its node went while it waited in line (its node watch, revoke.c): contend again */
  void (*gone_waiting)(zkl_contender *c);
  /* its node's watch is armed: what waited for that may go on */
  void (*watched)(zkl_contender *c);
  /* the contender whose node a hold stands on (NULL: itself) */
  zkl_contender *(*owner)(zkl_contender *c);
  /* waiting would never end under a blocking waiter (NULL: a live node of this session ahead) */
  int (*self_blocked)(zkl_contender *c);
  /* about to be freed */
  void (*destroy)(zkl_contender *c);
  int reports_lost;          /* Lua hears of its loss (a carrier's members do instead) */
} zkl_role;

/* What only a contender with a node of its own needs (its own role, or a carrier): allocated by
 * zkl_contender_for, so a member (handoff.c), which never has a node, does not carry it. */
typedef struct zkl_node_part {
  zkl_predicate pred;               /* the lock kind, with this contender's max_leases */
  zoo_op_result_t confirm_result;   /* reply slot of the confirming check (C_CONFIRMING) */
  zoo_op_result_t dres[2];          /* reply slots of a downgrade's multi[check(guard), create] */
} zkl_node_part;

struct zkl_contender {
  zkl_pending base;
  zkl_contender *prev, *next;   /* in S->contenders, or in S->finished once swept */
  int swept;                    /* in S->finished (zkl_sweep_done) */
  const zkl_role *role;
  const zkl_predicate *pred;    /* -> own->pred (a member: its queue's) */
  zkl_node_part *own;           /* NULL for a member */
  char *dir;          /* lock directory, namespace applied */
  char *prefix;       /* Curator's protected prefix (zkl_protected_prefix) */
  char *data; int datalen;
  char *node;         /* our node, full path, once known */
  char *watching;     /* predecessor we watch */
  int64_t czxid;
  int phase;
  int park_phase;     /* what to redo when the connection is back */
  int gen;
  int try_once;
  int cancelled;      /* outcome no longer wanted: delete our node */
  int releasing;      /* held and released: delete our node */
  int lost;           /* the hold ended without a release: see lost_reason */
  const char *lost_reason;  /* "deadline", "expired", "deleted", "ttl" or "closed" */
  int64_t ttl_ns;     /* how long a hold of this acquisition may last once granted (0: no bound) */
  int64_t wait_deadline_ns;  /* its acquire's deadline (0: none); refresh.c gives up an outcome not taken by then */
  int taken;          /* Lua was told it holds (engine.c zkl_hold_outcome) */
  int64_t granted_ns; /* when the engine decided it holds (zkl_start_ttl): Lua may be told later */
  int64_t ttl_end_ns; /* held: when its ttl ends it (release.c zkl_live, refresh.c), 0: never */
  int64_t anchor_ns;  /* the anchor its latest proof gave (validity.c, docs/safety.md) */
  int64_t proven_ns;  /* the send time of the latest proof of its node (a refresh, a write of ours) */
  int waited;         /* it waited for a node ahead of ours (stats: remote hand-offs) */
  int64_t prove_asked_ns;  /* held with less than grant_validity x T left, a fresh proof asked for then
                            * (engine.c): Lua is told once it comes, or 0 */
  int self_blocked;   /* predecessor is a live node of this same session */
  int park_ref;       /* the engine's own reference while parked: nothing else may be in flight,
                       * and the node must still be found or deleted after the Lua hold is gone */
  int own_ref;        /* the engine's reference to a contender no Lua value holds (a carrier) */
  int parent_rc;      /* a parent create refused (not "exists"): creating again cannot help */
  int nwatch;         /* the watch on our own node, armed while we wait in line and while held:
                       * 0 none, 1 asked, 2 armed and not fired (revoke.c) */
  int ngen;           /* our node's generation: that watch's answers carry it, not gen, so it outlives
                       * the steps of a wait; a new node (or none) moves it on */
  int revoke_seen;    /* the revocation request was read while we waited: told once held */
  int node_deleted;   /* its node watch saw our node deleted: a refused delete has nothing to keep,
                       * and a node with its name is not ours (docs/safety.md, path 5) */
  unsigned owner_seen;  /* the connection (conn_gen) on which an answer last showed our session owns
                         * our node (its create, a stat, its watch's get), 0 since any event on that
                         * watch: "held" needs it on the current connection, or the watch armed */
  int refused_rc;     /* a refused delete waits for its node watch's get to say whether the node is
                       * still there (release.c on_delete) */
  int dwatch;         /* 2: the children watch our create's listing armed is armed and has not fired,
                       * standing for our node's watch (acquire.c); 0: not, or not any more */
  int synced;         /* the lookup's sync was answered (tests: _test.stale_reads) */
  int ahead;          /* blocking nodes ahead of ours at the last decision, watched one included */
  int watch_ahead;    /* how many of them it may watch at once (the lock option watch_ahead; ahead.c) */
  int ahead_left;     /* with them all watched: how many have not been seen gone yet */
  char *next_ahead;   /* the blocking node after the watched one, full path, or NULL */
  int revocable;      /* Curator's revocation request written to our node asks us to release */
  char *fixed_seq;    /* create "<prefix><lock_name><fixed_seq>" (not sequential) and hold at once:
                       * a downgrade's read node takes its write node's place in the order */
  char *guard;        /* with fixed_seq: that write node; the create goes only as multi[check(guard),
                       * create], so the read node never takes the place of a write node that is gone */
  int release_rc;     /* the delete of this hold's last release did not go through: why (ZOK: none) */
  int release_awaited;  /* Lua waits for this release's end (a synchronous release): release.c */
  int delete_retries; /* deletes the server refused so far */
  int64_t retry_ns;   /* parked: a refused delete to try again then, or 0 */
  /* the local hand-off (handoff.c) */
  zkl_handoff *ho;          /* member: while waiting or holding; carrier: while it serves the queue */
  zkl_contender *qnext;     /* member: the next one waiting in its queue */
  zkl_contender *carrier;   /* member: the node it holds through, while held or released (a reference) */
  zkl_contender *releaser;  /* carrier: the member whose release waits for this node to go */
  zkl_contender *outside;   /* carrier: the member holding through it after its queue moved on (a
                             * release whose delete the server refused) */
  int64_t local_seq;        /* member: its hold's place under the carrier's node (fencing) */
  int behind;               /* carrier: another node was seen queued behind ours */
  int behind_watch;         /* carrier: a watched listing is out to see that */
};

/* ---- contender.c (caller holds S->mu) ---- */
/* Entry points bracket their work with these: the session's settle hook runs on the way out of the
 * outermost one, so no frame below still holds a hand-off queue that goes. */
ZKL_HIDDEN void zkl_enter(zkl_session *S);
ZKL_HIDDEN void zkl_leave(zkl_session *S);
/* a contender of role, linked into the session (its pending's first reference is the caller's) */
ZKL_HIDDEN zkl_contender *zkl_contender_alloc(zkl_session *S, const zkl_role *role);
/* gives it a node to contend with: the lock, its node data, the options; 0 when out of memory */
ZKL_HIDDEN int  zkl_contender_for(zkl_contender *c, const zkl_predicate *pred, const char *dir, const char *data,
                                  int datalen, const zkl_contend_opts *o);
ZKL_HIDDEN void zkl_settle(zkl_contender *c, int rc, const char *code);
ZKL_HIDDEN void zkl_set_node(zkl_contender *c, char *node);   /* takes node (NULL: none); its watch state starts afresh */
ZKL_HIDDEN void zkl_finish_done(zkl_contender *c);    /* nothing more to do; may free c */
ZKL_HIDDEN void zkl_drop_park_ref(zkl_contender *c);  /* may free c */
ZKL_HIDDEN void zkl_mark_lost(zkl_contender *c, const char *reason, int report);
ZKL_HIDDEN zkl_contender *zkl_owner(zkl_contender *c);  /* whose node the hold stands on */
ZKL_HIDDEN void zkl_sweep_done(zkl_session *S);   /* done contenders off the engine's walks */
/* fn on every contender not done; each is held while visited (ending one may free another) */
ZKL_HIDDEN void zkl_each_contender(zkl_session *S, void (*fn)(zkl_contender *c, const void *ud), const void *ud);
ZKL_HIDDEN int  zkl_lost_connection(int rc);          /* the client library gave up on a request */

#endif
