/* zkl.h -- internal declarations shared by the C files of zklock.core.
 * Nothing here is exported from the shared object: see ZKL_HIDDEN. */
#ifndef ZKL_H
#define ZKL_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <zookeeper/zookeeper.h>

#define ZKL_HIDDEN __attribute__((visibility("hidden")))
/* Thread-locals in the static TLS block (glibc keeps spare room there for dlopen'ed modules): no
 * __tls_get_addr call per access, which ThreadSanitizer's interceptor of it mishandles in a
 * module loaded with dlopen (it mapped shadow for a garbage range and died under make tsan). */
#define ZKL_THREAD_LOCAL __thread __attribute__((tls_model("initial-exec")))

/* ---- connection states, as Lua sees them (Curator's names) ---- */
enum { ZKL_CONNECTING, ZKL_CONNECTED, ZKL_SUSPENDED, ZKL_LOST, ZKL_CLOSED, ZKL_READ_ONLY, ZKL_AUTH_FAILED };

/* ---- events handed from ZooKeeper threads to the Lua thread (queue.c) ---- */
enum { EV_STATE = 1, EV_DONE, EV_WAKE, EV_REVOKE, EV_LOST, EV_WARN };
typedef struct zkl_event {
  struct zkl_event *next;
  int kind;
  int arg;      /* EV_STATE: state-change name index; else a pending id */
  char *text;   /* EV_WARN: what the log hears (owned by the event), else NULL */
} zkl_event;

typedef struct zkl_queue {
  zkl_event *head, *tail;
  int efd;
  int nfd, lfd;       /* notify.c: the socket twin of efd and its listener, or -1 */
  char lpath[108];
} zkl_queue;

ZKL_HIDDEN int  zkl_queue_init(zkl_queue *q);
ZKL_HIDDEN void zkl_queue_push(zkl_queue *q, int kind, int arg);  /* caller holds S->mu */
ZKL_HIDDEN void zkl_queue_push_text(zkl_queue *q, int kind, int arg, char *text);  /* takes text */
ZKL_HIDDEN zkl_event *zkl_queue_take(zkl_queue *q);               /* caller holds S->mu */
ZKL_HIDDEN void zkl_queue_unshift(zkl_queue *q, zkl_event *list);  /* caller holds S->mu */
ZKL_HIDDEN void zkl_queue_free(zkl_queue *q);
/* notify.c; callers hold S->mu */
ZKL_HIDDEN int  zkl_notify_listen(zkl_queue *q, const char **path);
ZKL_HIDDEN int  zkl_notify_accept(zkl_queue *q);
ZKL_HIDDEN void zkl_notify_ping(zkl_queue *q);
ZKL_HIDDEN void zkl_notify_close(zkl_queue *q);

/* ---- state-change names pushed with EV_STATE ---- */
enum { SC_CONNECTED, SC_SUSPENDED, SC_RECONNECTED, SC_LOST, SC_READ_ONLY, SC_AUTH_FAILED };

/* ---- pending results: one per acquisition or plain operation ---- */
enum { P_PENDING, P_DONE };
typedef struct zkl_session zkl_session;

typedef struct zkl_pending {
  int refs;           /* Lua handle + outstanding requests; guarded by S->mu */
  int id;
  int status;         /* P_PENDING / P_DONE */
  int rc;             /* ZooKeeper rc of the outcome, ZOK on success */
  const char *code;   /* API code for failures ("timeout", "lost", ...) or NULL */
  void (*destroy)(struct zkl_pending *);
  zkl_session *S;
} zkl_pending;

/* ---- a tracked ZooKeeper request or watch (session.c) ----
 * Every context handed to the C client is one of these, linked into the
 * session, so closing a handle can free what the client never called back. */
typedef struct zkl_req zkl_req;
typedef void (*zkl_req_fn)(zkl_req *r, int rc, const void *a, const void *b);
struct zkl_req {
  zkl_req *prev, *next;
  zkl_session *S;
  zhandle_t *zh;      /* handle it was sent on */
  zkl_pending *p;     /* who cares about the answer (reference held), or NULL */
  int gen;            /* contender generation at send time; stale answers are dropped */
  int kind;
  zkl_req_fn fn;
  zkl_req *partner;   /* the watch registered by this get, freed with it if never armed */
  int64_t sent_ns;    /* zkl_clock_ns() before the request went to the client library */
  int64_t floor_ns;   /* lease.c: the floor a success of this request proves (zkl_lease_floor) */
  int counted;        /* a request, not a watch context */
  void *extra;        /* owned by the request: freed by free_extra with it (caller holds mu) */
  void (*free_extra)(void *extra);
};

/* ---- the recipe state machine (recipe.c) ---- */
#define ZKL_REVOKE_MESSAGE "__REVOKE__"  /* Curator's revocation request, written to a holder's node */
typedef struct zkl_contender zkl_contender;

/* predicate.c: decides from the sorted children whether we hold the lock (Curator's drivers) */
#define ZKL_WATCH_CHILDREN (-2)  /* decide(): wait for any change of the children, not a node */
typedef struct zkl_predicate {
  const char *kind;          /* "Mutex", "ReadLock", "WriteLock", "Lease" */
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
} zkl_predicate;
ZKL_HIDDEN extern const zkl_predicate zkl_pred_mutex, zkl_pred_read, zkl_pred_write, zkl_pred_lease;
ZKL_HIDDEN const char *zkl_seq_part(const char *name, const char *const *sort_names);
ZKL_HIDDEN int zkl_sort_children(char **names, int n, const char *const *sort_names);

enum {
  C_CREATING, C_FINDING, C_LISTING, C_WATCHING, C_CONFIRMING, C_HELD,
  C_DELETING, C_PARKED, C_DONE, C_STATING,
  C_LOCAL      /* a cohort member waiting in its session's local queue: no node, no request */
};

typedef struct zkl_contend_opts {
  int try_once;              /* decide on one listing; never wait */
  int revocable;
  int max_leases;            /* leases only; 0 keeps the predicate's */
  const char *fixed_seq;     /* see zkl_contender.fixed_seq */
  const char *guard;         /* with fixed_seq: the write node whose place it takes (full path) */
  int cohort;                /* join the session's local queue for this lock (cohort.c) */
  int max_handoffs;          /* with cohort: local hand-offs once another client queues behind */
} zkl_contend_opts;

/* What a contender is to the local hand-off: its own node (strict, Curator's one node per
 * acquisition), a cohort member (a hold served through the cohort's node), or that node. */
enum { ROLE_OWN, ROLE_MEMBER, ROLE_CARRIER };

/* ---- the local hand-off (cohort.c keeps the queue; recipe.c acts on it) ----
 * The coroutines of one session that want the same lock share one node in ZooKeeper's queue, the
 * carrier; the lock passes between them in FIFO order without a request. Once another client is
 * queued behind that node, at most max_handoffs more local holds follow before the node goes and
 * the cohort queues again behind that client. */
typedef struct zkl_cohort zkl_cohort;
struct zkl_cohort {
  zkl_cohort *prev, *next;      /* in S->cohorts */
  zkl_cohort *dnext;            /* in S->dirty_cohorts: looked at again before the engine returns */
  int dirty;
  const zkl_predicate *pred;
  char *dir;                    /* lock directory, namespace applied */
  char *data; int datalen;      /* node data of the carriers */
  zkl_contender *carrier;       /* the node queued or held for the cohort, or NULL */
  zkl_contender *holder;        /* the member holding through it, or NULL */
  zkl_contender *head, *tail;   /* members waiting, first come first */
  int64_t seq;                  /* holds granted under the current carrier (fencing's second value) */
  int max_handoffs;
  int left;                     /* local hand-offs left once another client is seen behind */
};
ZKL_HIDDEN zkl_cohort *zkl_cohort_find(zkl_session *S, const zkl_predicate *pred, const char *dir);
ZKL_HIDDEN zkl_cohort *zkl_cohort_new(zkl_session *S, const zkl_predicate *pred, const char *dir,
                                      const char *data, int datalen, int max_handoffs);
ZKL_HIDDEN void zkl_cohort_push(zkl_cohort *k, zkl_contender *m);
ZKL_HIDDEN zkl_contender *zkl_cohort_pop(zkl_cohort *k);
ZKL_HIDDEN void zkl_cohort_remove(zkl_cohort *k, zkl_contender *m);
ZKL_HIDDEN void zkl_cohort_dirty(zkl_session *S, zkl_cohort *k);
ZKL_HIDDEN zkl_cohort *zkl_cohort_next_dirty(zkl_session *S);
ZKL_HIDDEN int  zkl_cohort_empty(const zkl_cohort *k);
ZKL_HIDDEN void zkl_cohort_free(zkl_session *S, zkl_cohort *k);
/* May the lock pass to the next member under the same node? Spends the fairness budget. */
ZKL_HIDDEN int  zkl_cohort_may_hand_off(zkl_cohort *k, int someone_behind);

struct zkl_contender {
  zkl_pending base;
  zkl_contender *prev, *next;   /* in S->contenders */
  const zkl_predicate *pred;    /* -> pred_local */
  zkl_predicate pred_local;
  char *dir;          /* lock directory, namespace applied */
  char *prefix;       /* "_c_<uuid>-" */
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
  const char *lost_reason;  /* "deadline", "expired", "deleted" or "closed" */
  int64_t anchor_ns;  /* send time of the latest request whose success proved that the leader had
                       * our session alive and our node present: the hold lease counts from it */
  zoo_op_result_t confirm_result;  /* reply slot of the confirming check (C_CONFIRMING) */
  int self_blocked;   /* predecessor is a live node of this same session */
  int park_ref;       /* the engine's own reference while parked: nothing else may be in flight,
                       * and the node must still be found or deleted after the Lua hold is gone */
  int parent_rc;      /* a parent create refused (not "exists"): creating again cannot help */
  int nwatch;         /* the watch on our own node while held: 0 none, 1 asked, 2 armed (send_node_watch) */
  int synced;         /* the lookup's sync was answered (tests: _test.stale_reads) */
  int ahead;          /* blocking nodes ahead of ours at the last decision, watched one included */
  char *next_ahead;   /* the blocking node after the watched one, full path, or NULL */
  int revocable;      /* watch our node's data for Curator's "__REVOKE__" while held */
  char *fixed_seq;    /* create "<prefix><lock_name><fixed_seq>" (not sequential) and hold at once:
                       * a downgrade's read node takes its write node's place in the order */
  char *guard;        /* with fixed_seq: that write node; the create goes only as multi[check(guard),
                       * create], so the read node never takes the place of a write node that is gone */
  zoo_op_result_t dres[2];  /* reply slots of that multi */
  /* the local hand-off */
  int role;                 /* ROLE_OWN, ROLE_MEMBER or ROLE_CARRIER */
  zkl_cohort *cohort;       /* member: while waiting or holding; carrier: while it serves the cohort */
  zkl_contender *qnext;     /* member: the next one waiting in its cohort */
  zkl_contender *carrier;   /* member: the node it holds through, while held or released (a reference) */
  zkl_contender *releaser;  /* carrier: the member whose release waits for this node to go */
  int64_t local_seq;        /* member: its hold's place under the carrier's node (fencing) */
  int behind;               /* carrier: another node was seen queued behind ours */
  int behind_watch;         /* carrier: a watched listing is out to see that */
  int own_ref;              /* carrier: the engine's reference, dropped when its node is gone */
  zkl_contender *outside;   /* carrier: the member holding through it after its cohort moved on (a
                             * release whose delete the server refused, see delete_failed) */
  int release_rc;           /* the delete of this hold's last release did not go through: why (ZOK: none) */
  int release_unawaited;    /* nobody waits for that release's end (an async release): see delete_failed */
  int delete_retries;       /* deletes the server refused so far */
  int64_t retry_ns;         /* parked: a refused delete to try again then (zkl_recipe_retry), or 0 */
};

ZKL_HIDDEN zkl_contender *zkl_contend(zkl_session *S, const zkl_predicate *pred, const char *dir,
                                      const char *data, int datalen, const zkl_contend_opts *o);
/* outcome no longer wanted (timeout, release, GC): our node is deleted, whatever the phase */
ZKL_HIDDEN void zkl_contender_abandon(zkl_contender *c);  /* caller holds S->mu */
ZKL_HIDDEN void zkl_recipe_resume(zkl_session *S);           /* connection back; holds S->mu */
ZKL_HIDDEN void zkl_recipe_abandon_all(zkl_session *S);      /* before close; holds S->mu */
ZKL_HIDDEN void zkl_recipe_lost(zkl_session *S, const char *code); /* session gone; holds S->mu */
ZKL_HIDDEN void zkl_recipe_closing(zkl_session *S, zhandle_t *zh); /* deletes sent before close; mu */
ZKL_HIDDEN void zkl_recipe_answered(zkl_session *S);  /* the first answer on a new connection; holds mu */
ZKL_HIDDEN int64_t zkl_recipe_retry(zkl_session *S, int64_t now);  /* timer thread, holds mu: next or 0 */
ZKL_HIDDEN int64_t zkl_recipe_min_validity(zkl_session *S);       /* holds mu: ns, or -1 */
/* A release nobody will wait for (async): a delete the server refuses is then tried again in the
 * background instead of giving the hold back (caller holds mu) */
ZKL_HIDDEN void zkl_contender_release(zkl_contender *c, int awaited);
/* the hold ended without a release (reason as lost_reason); its node, if any, is deleted */
ZKL_HIDDEN void zkl_contender_lost(zkl_contender *c, const char *reason);  /* holds S->mu */
/* held, its lease not run out; a hold found past its deadline is ended here */
ZKL_HIDDEN int  zkl_contender_live(zkl_contender *c);                      /* holds S->mu */
/* With the blocking waiter, waiting would never end: a node or local hold of this state is ahead */
ZKL_HIDDEN int  zkl_contender_self_blocked(const zkl_contender *c);        /* holds S->mu */
/* The contender whose node a hold stands on: a member's carrier, else itself */
ZKL_HIDDEN const zkl_contender *zkl_node_owner(const zkl_contender *c);    /* holds S->mu */

/* ---- the hold lease (lease.c: clock, deadline rule, timer thread) ----
 * The numbers of the argument in docs/safety.md ("The lease"), written once: the share of T by which
 * the leader's last touch of our session may trail a request of ours it has answered (ZKL_LEASE_LAG
 * >= tickTime/2 + delay, with tickTime <= T/2), and the least share of T a hold leaves unused. */
#define ZKL_LEASE_LAG 0.30
#define ZKL_LEASE_MARGIN_MIN 0.35           /* ZKL_LEASE_LAG + 0.05 for clock rate and reaction */
#define ZKL_LEASE_MARGIN_DEFAULT 0.35
#define ZKL_ANSWERS 256
typedef struct zkl_answers {
  struct { int64_t sent, answered; } at[ZKL_ANSWERS];  /* answered requests, oldest first */
  int head, n;
  int64_t floor;      /* the latest send time of those dropped: answered before every later floor */
} zkl_answers;
ZKL_HIDDEN int64_t zkl_clock_ns(void);                         /* CLOCK_BOOTTIME */
ZKL_HIDDEN int64_t zkl_lease_deadline(const zkl_session *S, int64_t anchor_ns);
ZKL_HIDDEN int64_t zkl_lease_anchor(const zkl_session *S, const zkl_req *proof);  /* its anchor */
ZKL_HIDDEN int64_t zkl_lease_interval(const zkl_session *S);     /* refresh interval I, ns */
ZKL_HIDDEN int64_t zkl_lease_lag(const zkl_session *S);          /* W, ns */
ZKL_HIDDEN int64_t zkl_lease_floor(zkl_session *S, int64_t sent_ns);              /* holds mu */
ZKL_HIDDEN void zkl_lease_answered(zkl_session *S, int64_t sent_ns, int64_t now);  /* holds mu */
ZKL_HIDDEN int64_t zkl_heartbeat_due(const zkl_session *S);       /* holds mu */
ZKL_HIDDEN int64_t zkl_heartbeat_interval(const zkl_session *S);  /* H, ns */
ZKL_HIDDEN void zkl_test_clock(double rate, int64_t skew_ns);     /* specs: rate > 0 or 0 to keep it */
ZKL_HIDDEN int  zkl_timer_start(zkl_session *S);                  /* errno */
ZKL_HIDDEN void zkl_timer_poke(zkl_session *S);                   /* recompute the next wake-up */
ZKL_HIDDEN void zkl_timer_stop(zkl_session *S);                   /* not under mu; idempotent */
/* refresh.c: run by the timer thread under mu; returns the next time it wants to run, or 0 */
ZKL_HIDDEN int64_t zkl_refresh_tick(zkl_session *S);

/* ---- plain operations (ops.c) ---- */
enum { OP_EXISTS, OP_GET, OP_SET, OP_CHILDREN, OP_CREATE, OP_DELETE, OP_SET_ACL };
typedef struct zkl_op {
  zkl_pending base;
  int kind;
  int has_stat;
  struct Stat stat;
  char *data; int datalen;      /* get: data, create: created path */
  char **names; int nnames;     /* children */
} zkl_op;
ZKL_HIDDEN int zkl_send_parents(zkl_session *S, zkl_pending *p, int kind, zkl_req_fn fn, const char *path,
                                int mode);
ZKL_HIDDEN zkl_op *zkl_op_start(zkl_session *S, int kind, const char *path, const char *data,
                                int datalen, int version, int mode, int *err);

/* ---- what runs a session's locks ----
 * The session calls its engine through these; the binding (lsession.c) hands them to
 * zkl_session_new, so the session never names the recipes (no include circle). */
typedef struct zkl_engine {
  void (*resume)(zkl_session *S);               /* connected again; holds mu */
  void (*closing)(zkl_session *S, zhandle_t *zh); /* final close: our nodes go first; holds mu */
  void (*lost)(zkl_session *S, const char *code); /* "lost", "no_auth", "closed"; holds mu */
  int64_t (*tick)(zkl_session *S);              /* timer thread, holds mu: next wake-up or 0 */
  void (*answered)(zkl_session *S);             /* the first answer on a new connection; holds mu */
} zkl_engine;

/* ---- the session (session.c) ---- */
struct zkl_session {
  const zkl_engine *engine;
  pthread_mutex_t mu;
  int refs;                     /* Lua session + pendings; guarded by mu */
  zkl_queue q;
  zhandle_t *zh;
  int state;
  int ever_connected;
  unsigned conn_gen;            /* connections made (CONNECTED events) */
  unsigned answered_gen;        /* the conn_gen of the latest answer from the server */
  int closed;
  int64_t session_id;
  char *servers;
  int timeout_ms;
  struct ACL_vector *acl;         /* of lock nodes, their directory, and plain creates */
  int acl_kind;
  struct ACL_vector *parent_acl;  /* of the ancestors zklock creates above them (shared: /app) */
  int parent_acl_kind;
  char **auth; int nauth;       /* "scheme\0credential" pairs, re-sent on every new handle */
  struct zkl_secure *secure;    /* TLS or SASL of every handle (secure.c), or NULL */
  zkl_req *reqs;
  zkl_contender *contenders;
  zkl_cohort *cohorts;          /* local hand-off queues (cohort.c) */
  zkl_cohort *dirty_cohorts;    /* changed while the engine ran: settled before it returns */
  int engine_depth;             /* engine entry points on the stack (recipe.c: settle on the way out) */
  int abandoning;               /* close() is giving up every acquisition: no local hand-off now */
  unsigned long handoffs;       /* holds granted locally, without a request (tests count them) */
  unsigned long remote_handoffs;  /* holds granted after waiting for a node ahead of ours to go */
  int64_t refresh_rtt_ns;       /* round trip of the latest refresh the leader answered, or -1 */
  int next_id;
  /* counters for tests that count requests instead of timing them */
  unsigned long sent;           /* requests sent */
  unsigned long chained;        /* of those, sent from a reply: they waited a round trip */
  unsigned long saved;          /* decisions taken without listing the children again */
  clientid_t *reuse;            /* open this session id instead of a new one (tests expire with it) */
  int log_level;                /* 0 none, else a ZooLogLevel */
  int drop_create_replies;      /* fault injection for tests: treat this many create replies as lost */
  int test_fail_deletes;        /* fault injection for tests: this many lock-node deletes cannot be sent */
  int test_drop_stats;          /* fault injection for tests: treat this many stat replies of lock nodes as lost */
  int test_stale_reads;         /* fault injection for tests: this many lost-create lookups read a server
                                 * that has not applied our creates, unless a sync came first */
  /* the hold lease (lease.c, refresh.c) */
  int lease_ms;                 /* negotiated session timeout T, re-read on every connect */
  double margin;                /* share of T a hold leaves unused: see lease.c */
  int64_t refresh_sent_ns;      /* send time of the latest refresh */
  int64_t last_req_ns;          /* send time of our latest request (the heartbeat's clock) */
  zkl_answers answers;          /* answered requests, for the floors of later proofs */
  int64_t new_session_ns;       /* when this session was asked for (zookeeper_init of a new one), or 0 */
  int64_t last_answer_ns;       /* when the server last answered a request of ours */
  int64_t conn_floor_ns;        /* the last answer before the current connection: its revalidation
                                 * touched the session at the leader after it (lease.c) */
  unsigned long heartbeats;     /* heartbeats sent (tests count them) */
  int refresh_inflight;
  unsigned long refreshes;      /* refreshes sent (tests count them) */
  pthread_t timer;
  int timer_fd, ctl_fd, timer_on, timer_stop;
  pid_t timer_pid;              /* the process that started the timer thread */
  zkl_session *timer_next;      /* lease.c: in the list of running timers (a skewed test clock wakes them) */
};

ZKL_HIDDEN zkl_session *zkl_session_new(const zkl_engine *engine, const char *servers, int timeout_ms, int acl_kind,
                                        int parent_acl_kind, int *err);
ZKL_HIDDEN int  zkl_session_open(zkl_session *S, const clientid_t *cid);
ZKL_HIDDEN void zkl_session_close(zkl_session *S);
ZKL_HIDDEN void zkl_session_unref(zkl_session *S);                 /* caller does not hold mu */
ZKL_HIDDEN int  zkl_session_reopen(zkl_session *S);                /* after expiry, Lua thread; errno */
#define zkl_count_saved(S) ((S)->saved++)
ZKL_HIDDEN zkl_req *zkl_req_new(zkl_session *S, zkl_pending *p, int kind, zkl_req_fn fn);
ZKL_HIDDEN zkl_req *zkl_watch_new(zkl_session *S, zkl_pending *p, int kind, zkl_req_fn fn); /* not a request */
ZKL_HIDDEN void zkl_req_free(zkl_req *r);                    /* caller holds mu */
ZKL_HIDDEN void zkl_pending_init(zkl_session *S, zkl_pending *p, void (*destroy)(zkl_pending *));
ZKL_HIDDEN void zkl_pending_unref(zkl_pending *p);           /* caller holds mu */
ZKL_HIDDEN void zkl_pending_release(zkl_pending *p);         /* Lua side's reference; no mu */
ZKL_HIDDEN void zkl_pending_finish(zkl_pending *p, int rc, const char *code); /* holds mu */
/* A request the handle refused (ZINVALIDSTATE, ZCLOSING): why, as rc and code that agree. */
ZKL_HIDDEN const char *zkl_refused(const zkl_session *S, int *rc);
ZKL_HIDDEN int zkl_add_auth(zkl_session *S, const char *scheme, const char *cred);  /* no completion */
ZKL_HIDDEN void zkl_session_check_auth(zkl_session *S);     /* a refusal the library kept quiet; holds mu */

typedef struct { const char *v; int len; } zkl_blob;  /* data replies, as handed to reply fns */

/* completion trampolines matching the C client's callback types */
ZKL_HIDDEN void zkl_cb_void(int rc, const void *data);
ZKL_HIDDEN void zkl_cb_stat(int rc, const struct Stat *st, const void *data);
ZKL_HIDDEN void zkl_cb_data(int rc, const char *v, int vlen, const struct Stat *st, const void *data);
ZKL_HIDDEN void zkl_cb_strings(int rc, const struct String_vector *sv, const void *data);
ZKL_HIDDEN void zkl_cb_string(int rc, const char *s, const void *data);
ZKL_HIDDEN void zkl_cb_string_stat(int rc, const char *s, const struct Stat *st, const void *data);
ZKL_HIDDEN void zkl_cb_watch(zhandle_t *zh, int type, int state, const char *path, void *ctx);

/* ---- errors ---- */
ZKL_HIDDEN const char *zkl_rc_name(int rc);     /* "ZNONODE", ... */
ZKL_HIDDEN const char *zkl_rc_code(int rc);     /* API code: "lost", "closed", "connection", "zk:..." */

/* ---- paths (path.c) ---- */
ZKL_HIDDEN const char *zkl_path_check(const char *p, size_t len); /* NULL if valid, else why */
ZKL_HIDDEN char *zkl_path_join(const char *ns, const char *p);    /* malloc'd */

#endif
