/* engine.h -- the lock engine as the bindings see it: the kinds of lock (predicate.c, Curator's
 * drivers, and every node name), and the calls a hold is made, read and given up with (engine.c).
 * Every call here takes the session mutex itself: no binding ever does. */
#ifndef ZKL_ENGINE_H
#define ZKL_ENGINE_H

#include "session.h"

/* ---- kinds of lock (predicate.c) ----
 * decide() answers from the sorted children whether we hold the lock (Curator's drivers). */
#define ZKL_WATCH_CHILDREN (-2)  /* decide(): wait for any change of the children, not a node */
typedef struct zkl_predicate {
  const char *kind;          /* "Mutex", "ReadLock", "WriteLock", "Lease", "LeaderLatch" */
  const char *lock_name;     /* the name part of the nodes this kind creates */
  const char *sort_names[3]; /* node names that take part, ordered by what follows them */
  int max_leases;
  int watch_children;        /* listings arm a children watch (semaphore leases) */
  int write_gone_relists;    /* a write node ahead that goes may have left a downgrade's read node
                              * in its place (same sequence): only a fresh listing can tell */
  /* Returns 1 when `ours` holds; else sets *watch to the index to watch or ZKL_WATCH_CHILDREN,
   * *ahead to how many nodes ahead block us (-1: unknown, list again when the watch fires) and
   * *next to the blocking node after the watched one (-1: none). Nodes ahead only ever go, so
   * when the watched one goes and nothing else was ahead, we hold without asking the server.
   * n_all counts every child, also those without a sort name. */
  int (*decide)(const struct zkl_predicate *pr, char **sorted, int n, int n_all, int ours, int *watch,
                int *ahead, int *next);
  /* Every node ahead of ours that blocks us, nearest first, into idx (at most max): how many, or -1
   * when there are more, or when the kind cannot hold on their going alone (NULL: never). Nodes
   * ahead only go, so once each of them went nothing blocks us (docs/safety.md, path 2). */
  int (*blockers)(const struct zkl_predicate *pr, char **sorted, int ours, int *idx, int max);
} zkl_predicate;
ZKL_HIDDEN extern const zkl_predicate zkl_pred_mutex, zkl_pred_read, zkl_pred_write, zkl_pred_lease, zkl_pred_latch;
ZKL_HIDDEN const char *zkl_seq_part(const char *name, const char *const *sort_names);
ZKL_HIDDEN int zkl_sort_children(char **names, int n, const char *const *sort_names);
/* Curator's protected prefix "<protected><uuid>-" (malloc'd; NULL without randomness) */
ZKL_HIDDEN char *zkl_protected_prefix(void);
/* The sequence of a write node's name (what follows the write name's last occurrence), or NULL */
ZKL_HIDDEN const char *zkl_write_seq(const char *node);
/* Every node name zklock writes, for the Lua side (the zklock command): {kind, text} pairs, then
 * {NULL, NULL} */
ZKL_HIDDEN extern const char *const zkl_node_names[][2];
ZKL_HIDDEN extern const char zkl_revoke_message[];  /* Curator's revocation request, written to a holder's node */

/* a waiter watches every blocking node ahead when there are at most this many (the lock option
 * watch_ahead; ahead.c): its default, chosen by measurement (docs/benchmarks.md) */
#define ZKL_WATCH_AHEAD_DEFAULT 4

/* ---- beginning a hold (engine.c) ---- */
typedef struct zkl_contend_opts {
  int try_once;              /* decide on one listing; never wait */
  int revocable;
  int max_leases;            /* leases only; 0 keeps the predicate's */
  int handoff;               /* share the session's node for this lock, handed on locally (handoff.c) */
  int local_handoffs;        /* with handoff: local hand-offs once another client queues behind */
  int64_t ttl_ns;            /* the hold ends this long after it is granted, Lua hung or not (0: never) */
  int watch_ahead;           /* a waiter watches each of up to this many blocking nodes ahead (ahead.c) */
  int64_t deadline_ns;       /* the acquire's deadline (validity clock; 0: none): past it, and a grace,
                              * an outcome Lua has not taken is given up (refresh.c: its Lua may hang) */
} zkl_contend_opts;

/* A new contender for the lock at dir (namespace applied), its nodes carrying data. With
 * downgrade_of (the caller's write hold of the same read-write lock), a read lock taken while
 * that write hold is live takes its write node's place (docs/safety.md, path 6); otherwise it
 * contends in the normal way. NULL when out of memory. */
ZKL_HIDDEN zkl_contender *zkl_hold_begin(zkl_session *S, const zkl_predicate *pred, const char *dir, const char *data,
                                         int datalen, const zkl_contend_opts *o, zkl_contender *downgrade_of);

/* ---- reading a hold ---- */
typedef struct zkl_hold_state {
  int id;                    /* its pending's id (events name it) */
  int done;                  /* its acquisition has an outcome (not while a fresh proof is awaited) */
  int short_;                /* zkl_hold_outcome gave it up: below grant_validity in time */
  int rc; const char *code;  /* that outcome (rc ZOK and code NULL: held) */
  int released;              /* nothing left: its node is gone, or it never had one */
  int live;                  /* held and inside its validity (a hold past its deadline ends here) */
  int lost;                  /* ended without a release */
  int closed;                /* its session was closed */
  int connected;             /* its session is connected now */
  int no_server;             /* its session was last ended by zklock: no server took it back for T */
  const char *lost_reason;   /* "deadline", "expired", "deleted", "ttl", "closed" (static), or NULL */
  int self_blocked;          /* a node or local hold of this session is ahead of it */
  int refused_rc;            /* its release's delete did not go through (ZOK: none); while live */
  int64_t validity_ns;       /* left before its deadline (or its ttl's end, if sooner), while live */
  char *node;                /* with want_node, while live (want_node 2: also after): its node's
                              * full path (malloc'd; the caller frees it) */
  int64_t czxid, seq;        /* with want_node, while live: its fencing pair */
  int64_t granted_age_ns;    /* while live: since the engine decided it holds (Lua may hear it later) */
} zkl_hold_state;
ZKL_HIDDEN void zkl_hold_read(zkl_contender *c, zkl_hold_state *st, int want_node);
ZKL_HIDDEN int  zkl_hold_id(const zkl_contender *c);     /* its pending's id; no lock needed */

/* ---- giving a hold up ---- */
/* the outcome is in (or the waiter gave up: gave_up): 1 when held; -1 when held with less than
 * grant_validity x T left, a fresh proof on its way (wait while the hold is not done, then ask
 * again); otherwise 0: the contention is given up (its node deleted; st->short_: because its hold
 * could not be proven with grant_validity left in time), unless keep (a re-entry: the hold stays).
 * st: the hold as it is after that */
ZKL_HIDDEN int  zkl_hold_outcome(zkl_contender *c, zkl_hold_state *st, int gave_up, int keep);
/* a re-entry of a live hold: 1 when it has grant_validity x T left; else 0, a fresh proof asked for
 * (wait while the hold is not done, then zkl_hold_outcome with keep: a failure keeps the hold) */
ZKL_HIDDEN int  zkl_hold_reenter(zkl_contender *c);
/* release: 1 when it was live (its node goes, or passes on); 0 when it had been lost (nothing done). `awaited`:
 * Lua waits for the delete, and so hears of a refusal (the hold is given back); otherwise a refused
 * delete is tried again in the background */
ZKL_HIDDEN int  zkl_hold_release(zkl_contender *c, int awaited);
ZKL_HIDDEN void zkl_hold_unawait(zkl_contender *c);     /* the release's waiter gave up */
/* a live hold ends ttl_ns from now (0: no end but its validity's); 0 when it is not live */
ZKL_HIDDEN int  zkl_hold_set_ttl(zkl_contender *c, int64_t ttl_ns);
ZKL_HIDDEN void zkl_hold_abandon(zkl_contender *c);     /* outcome no longer wanted (timeout, GC) */
ZKL_HIDDEN int  zkl_hold_cancel(zkl_contender *c);      /* 1 when it was still waiting */
/* the hold's value was collected: warning (taken, may be NULL) is logged if it was still live; the
 * contention is given up and the value's reference dropped (c may be gone after) */
ZKL_HIDDEN void zkl_hold_collected(zkl_contender *c, char *warning);

/* ---- the session as a whole ---- */
ZKL_HIDDEN const zkl_engine *zkl_engine_hooks(void);    /* what zkl_session_new runs its locks with */
ZKL_HIDDEN void zkl_engine_abandon_all(zkl_session *S); /* close(): waiters hear "closed", nodes go */
ZKL_HIDDEN int64_t zkl_engine_min_validity(zkl_session *S);  /* ns, or -1 when nothing is held */
/* the local hand-off queue of a lock (tests await fairness states with it): 0 when none */
typedef struct zkl_handoff_info { int waiting, behind, left; int64_t seq; } zkl_handoff_info;
ZKL_HIDDEN int  zkl_handoff_read(zkl_session *S, const zkl_predicate *pred, const char *dir, zkl_handoff_info *info);
/* the newest of our nodes deleted under dir (full path, malloc'd), or NULL (tests revive it) */
ZKL_HIDDEN char *zkl_engine_grave(zkl_session *S, const char *dir);

#endif
