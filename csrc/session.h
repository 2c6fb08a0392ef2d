/* session.h -- the ZooKeeper session zklock runs on: events for the Lua thread (queue.c, notify.c),
 * tracked requests (session.c), the validity clock and rule (validity.c) and plain operations (ops.c). */
#ifndef ZKL_SESSION_H
#define ZKL_SESSION_H

#include "zkl.h"

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

struct zkl_pending {
  int refs;           /* Lua handle + outstanding requests; guarded by S->mu */
  int id;
  int status;         /* P_PENDING / P_DONE */
  int rc;             /* ZooKeeper rc of the outcome, ZOK on success */
  const char *code;   /* API code for failures ("timeout", "lost", ...) or NULL */
  void (*destroy)(struct zkl_pending *);
  zkl_session *S;
};

/* ---- a tracked ZooKeeper request or watch (req.c) ----
 * Every context handed to the C client is one of these, linked into the
 * session, so closing a handle can free what the client never called back. */
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
  int64_t floor_ns;   /* validity.c: the floor a success of this request proves (zkl_validity_floor) */
  int counted;        /* a request, not a watch context */
  const char *watched;  /* a watch context's path when it is not its contender's (ahead.c), or NULL */
  int write;          /* a create, delete, set or multi: the leader checks our session when it prepares it,
                       * so its success proves the session (refresh.c zkl_refresh_proven) */
  void *extra;        /* owned by the request: freed by free_extra with it (caller holds mu) */
  void (*free_extra)(void *extra);
};

/* ---- how long a hold may be believed (validity.c: the clock, the rule, the timer thread) ----
 * The numbers of the argument in docs/safety.md ("The validity window"), written once: the share of
 * T by which the leader's last touch of our session may trail a request of ours it has answered
 * (ZKL_VALIDITY_LAG >= tickTime/2 + delay, with tickTime <= T/2), and the least share of T a hold
 * leaves unused. */
#define ZKL_VALIDITY_LAG 0.30
#define ZKL_VALIDITY_MARGIN_MIN 0.35        /* ZKL_VALIDITY_LAG + 0.05 for clock rate and reaction */
#define ZKL_VALIDITY_MARGIN_DEFAULT ZKL_VALIDITY_MARGIN_MIN   /* the least the argument allows */
#define ZKL_GRANT_VALIDITY_DEFAULT 0.25   /* a hold is handed to Lua with at least this share of T left */
#define ZKL_REFRESH_DIV 4       /* holds are proven again every I = T / ZKL_REFRESH_DIV */
#define ZKL_HEARTBEAT_DIV 10    /* a heartbeat when nothing was sent for H = T / ZKL_HEARTBEAT_DIV */
#define ZKL_ANSWERS 256
typedef struct zkl_answers {
  struct { int64_t sent, answered; } at[ZKL_ANSWERS];  /* answered requests, oldest first */
  int head, n;
  int64_t floor;      /* the latest send time of those dropped: answered before every later floor */
} zkl_answers;
ZKL_HIDDEN int64_t zkl_clock_ns(void);                         /* CLOCK_BOOTTIME */
ZKL_HIDDEN int64_t zkl_validity_deadline(const zkl_session *S, int64_t anchor_ns);
ZKL_HIDDEN int64_t zkl_validity_anchor(const zkl_session *S, const zkl_req *proof);  /* its anchor */
ZKL_HIDDEN int64_t zkl_refresh_interval(const zkl_session *S);   /* I, ns */
ZKL_HIDDEN int64_t zkl_validity_lag(const zkl_session *S);       /* W, ns */
ZKL_HIDDEN int64_t zkl_validity_floor(zkl_session *S, int64_t sent_ns);            /* holds mu */
ZKL_HIDDEN void zkl_validity_answered(zkl_session *S, int64_t sent_ns, int64_t now); /* holds mu */
ZKL_HIDDEN int64_t zkl_heartbeat_due(const zkl_session *S);       /* holds mu */
ZKL_HIDDEN int64_t zkl_heartbeat_interval(const zkl_session *S);  /* H, ns */
ZKL_HIDDEN void zkl_test_clock(double rate, int64_t skew_ns);     /* specs: rate > 0 or 0 to keep it */
/* errno; tick runs on the thread without the mutex held: the next wake-up, 0 none, < 0 stop */
ZKL_HIDDEN int  zkl_timer_start(zkl_session *S, int64_t (*tick)(zkl_session *S));
ZKL_HIDDEN void zkl_timer_poke(zkl_session *S);                   /* recompute the next wake-up */
ZKL_HIDDEN void zkl_timer_need(zkl_session *S, int64_t at);       /* poke unless armed to wake by then */
ZKL_HIDDEN void zkl_timer_stop(zkl_session *S);                   /* not under mu; idempotent */

/* ---- what runs a session's locks ----
 * The session calls its engine through these (engine.c hands them to zkl_session_new), so the
 * session never names the engine's files. All run with S->mu held. */
typedef struct zkl_engine {
  void (*resume)(zkl_session *S);               /* connected (again): parked steps go */
  void (*closing)(zkl_session *S, zhandle_t *zh); /* final close: our nodes go first */
  void (*lost)(zkl_session *S, const char *code); /* "lost", "no_auth", "closed" */
  int64_t (*tick)(zkl_session *S);              /* timer thread: next wake-up or 0 */
  void (*answered)(zkl_session *S);             /* the first answer on a new connection */
  void (*settle)(zkl_session *S);               /* the engine's outermost entry returns (contender.c) */
  void (*proven)(zkl_session *S, const zkl_req *r);  /* a write of ours succeeded: the session is proven */
} zkl_engine;

typedef struct zkl_handoff zkl_handoff;         /* handoff.c */

/* ---- our deleted nodes, per lock (revived.c): an ensemble that loses committed writes brings
 * them back, owned by our live session that no longer tracks them ---- */
#define ZKL_GRAVE_DIRS 32       /* lock directories remembered, the least recently used replaced */
#define ZKL_GRAVES 16           /* names remembered per directory, the oldest replaced */
typedef struct zkl_graves {
  char *dir;                    /* a lock directory (namespace applied), NULL: unused */
  char *names[ZKL_GRAVES];      /* base names of our nodes deleted there, a ring */
  int next;
  int64_t used_ns;              /* when the latest of them was deleted */
} zkl_graves;

/* ---- the session (session.c) ---- */
struct zkl_session {
  const zkl_engine *engine;
  pthread_mutex_t mu;
  int refs;                     /* Lua session + pendings; guarded by mu */
  zkl_queue q;
  zhandle_t *zh;
  int state;
  int ever_connected;
  const char *lost_why;         /* why the session was last lost: "expired", "no_server" (static), or NULL */
  int zh_connected;             /* the current handle has had a connection: it has a session */
  int64_t unconnected_ns;       /* since when the current handle has had no connection (made then, or
                                 * its connection lost), 0 while connected: T of it ends the handle */
  int64_t disconnected_ns;      /* when the connection before the current one was lost (0: none) */
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
  int nauth_in;                 /* how many of them the current handle holds (zoo_add_auth took) */
  struct zkl_secure *secure;    /* TLS or SASL of every handle (secure.c), or NULL */
  zkl_req *reqs;
  /* the engine's (contender.c, handoff.c, refresh.c) */
  zkl_contender *contenders;
  zkl_contender *finished;      /* done, waiting for their last reference (contender.c zkl_sweep_done) */
  zkl_handoff *handoffs;        /* one per lock this session's coroutines share a node of */
  zkl_handoff *dirty_handoffs;  /* changed while the engine ran: settled before it returns */
  int engine_depth;             /* engine entry points on the stack (contender.c: settle on the way out) */
  int abandoning;               /* close() is giving up every acquisition: no local hand-off now */
  zkl_graves graves[ZKL_GRAVE_DIRS];  /* revived.c */
  size_t ahead_bytes;           /* ahead.c: what the watches on nodes ahead add to a reconnect's SetWatches */
  uint64_t busy_dirs[16];       /* ahead.c: lock directories whose last listing showed other nodes (a hash each) */
  int next_id;
  /* counters (tests count requests instead of timing them; stats() reports them) */
  unsigned long sent;           /* requests sent */
  unsigned long chained;        /* of those, sent from a reply: they waited a round trip */
  unsigned long saved;          /* decisions taken without listing the children again */
  unsigned long local_grants;   /* holds granted locally after the first, without a request */
  unsigned long remote_handoffs;  /* holds granted after waiting for a node ahead of ours to go */
  unsigned long heartbeats;     /* heartbeats sent (not in sent) */
  unsigned long refreshes;      /* refreshes sent */
  unsigned long write_proofs;   /* writes of ours that proved the holds as a refresh does */
  int64_t refresh_rtt_ns;       /* round trip of the latest refresh the leader answered, or -1 */
  clientid_t *reuse;            /* open this session id instead of a new one (tests expire with it) */
  int log_level;                /* 0 none, else a ZooLogLevel */
  /* fault injection for tests (ltest.c) */
  int drop_create_replies;      /* treat this many create replies of lock nodes as lost */
  int test_fail_deletes;        /* this many lock-node deletes cannot be sent */
  int test_drop_stats;          /* treat this many stat replies of lock nodes as lost */
  int test_stale_reads;         /* this many lost-create lookups read a server that has not applied
                                 * our creates, unless a sync came first */
  int test_no_refresh;          /* the timer sends no refresh (what else proves the holds shows) */
  /* validity (validity.c, refresh.c) */
  int session_ms;               /* negotiated session timeout T, re-read on every connect */
  double margin;                /* share of T a hold leaves unused (validity_margin) */
  double grant_validity;        /* share of T a hold must have left when Lua is told it holds */
  int64_t refresh_sent_ns;      /* send time of the latest refresh */
  int refresh_inflight;
  int64_t last_req_ns;          /* send time of our latest request (the heartbeat's clock) */
  zkl_answers answers;          /* answered requests, for the floors of later proofs */
  int64_t new_session_ns;       /* when this session was asked for (zookeeper_init of a new one), or 0 */
  int64_t answered_sent_ns;     /* the latest send time of a request the server answered */
  int64_t conn_floor_ns;        /* that, as it was when the current connection was made: its
                                 * revalidation touched the session at the leader later */
  pthread_t timer;
  int64_t (*timer_tick)(zkl_session *S);   /* what the timer thread runs (session.c session_tick) */
  int timer_fd, ctl_fd, timer_on, timer_stop;
  int64_t timer_at;             /* when the timer thread is armed to wake (its last tick's answer), 0: not armed */
  pid_t timer_pid;              /* the process that started the timer thread */
  zkl_session *timer_next;      /* validity.c: in the list of running timers (a test clock wakes them) */
};

/* ---- session.c and req.c: the engine's side (caller holds mu unless said) ---- */
typedef struct zkl_session_opts {
  const char *servers;
  int timeout_ms;
  int acl_kind, parent_acl_kind;    /* 0 open, 1 creator, 2 read (world-read, creator-all) */
  int log_level;                    /* 0 none, else a ZooLogLevel */
  double margin;                    /* validity_margin; below ZKL_VALIDITY_MARGIN_MIN: the default */
  double grant_validity;            /* checked by options.lua: 0 (none) up to the least validity a refresh gives */
  const char *const *auth; int nauth;  /* nauth (scheme, credential) pairs, re-sent on every handle */
  const clientid_t *reuse;          /* open this session id instead of a new one, or NULL */
  struct zkl_secure *secure;        /* TLS or SASL (secure.c), or NULL: the session takes it */
} zkl_session_opts;
/* takes no mu: nothing else knows S yet (its timer thread waits for mu) */
ZKL_HIDDEN zkl_session *zkl_session_new(const zkl_engine *engine, const zkl_session_opts *o, int *err);
ZKL_HIDDEN int  zkl_session_open(zkl_session *S);                  /* takes mu; errno */
ZKL_HIDDEN void zkl_session_close(zkl_session *S);                 /* takes mu */
ZKL_HIDDEN void zkl_session_unref(zkl_session *S);                 /* takes mu */
ZKL_HIDDEN int  zkl_session_reopen(zkl_session *S);                /* after expiry, Lua thread; errno */
/* req.c (caller holds mu) */
ZKL_HIDDEN zkl_req *zkl_req_new(zkl_session *S, zkl_pending *p, int kind, zkl_req_fn fn);
ZKL_HIDDEN zkl_req *zkl_watch_new(zkl_session *S, zkl_pending *p, int kind, zkl_req_fn fn); /* not a request */
ZKL_HIDDEN void zkl_req_free(zkl_req *r);
ZKL_HIDDEN void zkl_pending_init(zkl_session *S, zkl_pending *p, void (*destroy)(zkl_pending *));
ZKL_HIDDEN void zkl_pending_unref(zkl_pending *p);
ZKL_HIDDEN void zkl_pending_release(zkl_pending *p);         /* Lua side's reference; takes mu */
ZKL_HIDDEN void zkl_pending_finish(zkl_pending *p, int rc, const char *code);
/* the given handle's requests: whoever waits hears rc and code (end); their contexts go (sweep, once
 * the handle is closed: it will call none of them) */
ZKL_HIDDEN void zkl_reqs_end(zkl_session *S, zhandle_t *zh, int rc, const char *code);
ZKL_HIDDEN void zkl_reqs_sweep(zkl_session *S, zhandle_t *zh);
/* A request the handle refused (ZINVALIDSTATE, ZCLOSING): why, as rc and code that agree. */
ZKL_HIDDEN const char *zkl_refused(const zkl_session *S, int *rc);

typedef struct { const char *v; int len; } zkl_blob;  /* data replies, as handed to reply fns */

/* completion trampolines matching the C client's callback types */
ZKL_HIDDEN void zkl_cb_void(int rc, const void *data);
ZKL_HIDDEN void zkl_cb_stat(int rc, const struct Stat *st, const void *data);
ZKL_HIDDEN void zkl_cb_data(int rc, const char *v, int vlen, const struct Stat *st, const void *data);
ZKL_HIDDEN void zkl_cb_strings(int rc, const struct String_vector *sv, const void *data);
ZKL_HIDDEN void zkl_cb_strings_stat(int rc, const struct String_vector *sv, const struct Stat *st, const void *data);
ZKL_HIDDEN void zkl_cb_string(int rc, const char *s, const void *data);
ZKL_HIDDEN void zkl_cb_string_stat(int rc, const char *s, const struct Stat *st, const void *data);
ZKL_HIDDEN void zkl_cb_watch(zhandle_t *zh, int type, int state, const char *path, void *ctx);

/* ---- session.c: what the bindings ask (each takes mu itself) ---- */
typedef struct zkl_session_info {
  int state;
  int closed;
  int64_t session_id;
  int session_ms;
  int have_client;              /* client: set while a handle exists */
  clientid_t client;
  unsigned long sent, chained, saved, local_grants, remote_handoffs, refreshes, heartbeats, contexts, write_proofs;
  int64_t refresh_rtt_ns;       /* -1: none yet */
} zkl_session_info;
ZKL_HIDDEN void zkl_session_info_get(zkl_session *S, zkl_session_info *info);
ZKL_HIDDEN int  zkl_session_closed(zkl_session *S);
ZKL_HIDDEN int  zkl_session_fd(const zkl_session *S);   /* the notification fd (fixed) */
ZKL_HIDDEN const char *zkl_session_servers(const zkl_session *S);  /* as given (fixed) */
ZKL_HIDDEN int  zkl_session_add_auth(zkl_session *S, const char *scheme, const char *cred);  /* rc */
ZKL_HIDDEN zkl_event *zkl_session_take_events(zkl_session *S);
ZKL_HIDDEN void zkl_session_return_events(zkl_session *S, zkl_event *list);  /* put back in front */
ZKL_HIDDEN void zkl_session_post_done(zkl_session *S, int id);   /* EV_DONE of id again, for the next dispatch */
ZKL_HIDDEN int  zkl_session_notify_listen(zkl_session *S, char *path, size_t size);   /* errno */
ZKL_HIDDEN int  zkl_session_notify_accept(zkl_session *S);                            /* errno */
ZKL_HIDDEN void zkl_session_notify_poke(zkl_session *S);
enum { ZKL_TEST_DROP_CREATES, ZKL_TEST_FAIL_DELETES, ZKL_TEST_DROP_STATS, ZKL_TEST_STALE_READS, ZKL_TEST_NO_REFRESH };
ZKL_HIDDEN void zkl_session_test(zkl_session *S, int which, int n);
ZKL_HIDDEN int  zkl_pending_done(zkl_pending *p);   /* its outcome is in (P_DONE) */

/* ---- plain operations (ops.c) ---- */
enum { OP_EXISTS, OP_GET, OP_SET, OP_CHILDREN, OP_CREATE, OP_DELETE, OP_SET_ACL, OP_WATCH };
typedef struct zkl_op {
  zkl_pending base;
  int kind;
  int event;                    /* OP_WATCH: the ZOO_*_EVENT that fired it */
  int has_stat;
  struct Stat stat;
  char *data; int datalen;      /* get: data, create: created path */
  char **names; int nnames;     /* children */
} zkl_op;
/* Creates every ancestor of path (caller holds mu) */
ZKL_HIDDEN int zkl_send_parents(zkl_session *S, zkl_pending *p, int kind, zkl_req_fn fn, const char *path,
                                int mode);
/* Starts a plain operation (takes mu): NULL when out of memory. watch (exists, children), or NULL:
 * an OP_WATCH the operation arms a one-shot watch for, done when it fires or can never fire. */
ZKL_HIDDEN zkl_op *zkl_op_start(zkl_session *S, int kind, const char *path, const char *data,
                                int datalen, int version, int mode, zkl_op *watch);
ZKL_HIDDEN zkl_op *zkl_op_new(zkl_session *S, int kind);   /* takes mu; NULL when out of memory */

#endif
