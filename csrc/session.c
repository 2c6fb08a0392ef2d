/* session.c -- the ZooKeeper handle behind a Lua session: connection states, expiry (the server's, and
 * ours when no server takes the handle back), reopen, closing a handle's requests, what bindings ask. */
#include "session.h"
#include "secure.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int64_t session_tick(zkl_session *S);

static void free_acl(struct ACL_vector *v, int kind) {
  if (v && kind == 2) free(v->data);  /* kinds 0 and 1 point at the client's static vectors */
  free(v);
}

static void session_free(zkl_session *S) {
  int i, j;
  zkl_timer_stop(S);
  zkl_queue_free(&S->q);
  free_acl(S->acl, S->acl_kind);
  free_acl(S->parent_acl, S->parent_acl_kind);
  for (i = 0; i < S->nauth; i++) free(S->auth[i]);
  free(S->auth);
  for (i = 0; i < ZKL_GRAVE_DIRS; i++) {
    free(S->graves[i].dir);
    for (j = 0; j < ZKL_GRAVES; j++) free(S->graves[i].names[j]);
  }
  zkl_secure_free(S->secure);
  free(S->servers);
  free(S->reuse);
  pthread_mutex_destroy(&S->mu);
  free(S);
}

void zkl_pending_release(zkl_pending *p) {
  zkl_session *S = p->S;
  int left;
  pthread_mutex_lock(&S->mu);
  zkl_pending_unref(p);
  left = S->refs;
  pthread_mutex_unlock(&S->mu);
  if (left == 0) session_free(S);
}

const char *zkl_refused(const zkl_session *S, int *rc) {
  if (S->closed) { *rc = ZCLOSING; return "closed"; }
  if (S->state == ZKL_AUTH_FAILED) { *rc = ZAUTHFAILED; return "no_auth"; }
  *rc = ZSESSIONEXPIRED;
  return "lost";
}

/* ---------- the session watcher: runs on the client's completion thread ---------- */

/* The server refused our credentials: terminal. The handle is dead, and a new session would be
 * refused the same way (a reconnect loop opening sessions by the hundred), so none is opened. */
static void auth_failed(zkl_session *S) {
  if (S->state == ZKL_AUTH_FAILED) return;
  S->state = ZKL_AUTH_FAILED;
  S->engine->lost(S, "no_auth");
  zkl_queue_push(&S->q, EV_STATE, SC_AUTH_FAILED);
}

/* A SASL exchange the server refuses turns the handle AUTH_FAILED and stops its I/O thread, but
 * the 3.8 client calls no watcher for it (zookeeper.c, check_events: no cleanup on that path), so
 * the state is read from the handle whenever Lua asks for it. */
static void check_auth(zkl_session *S) {
  if (S->zh && S->state != ZKL_AUTH_FAILED && !S->closed && zoo_state(S->zh) == ZOO_AUTH_FAILED_STATE)
    auth_failed(S);
}

/* Credentials go without a completion. The library calls a pending one with the failure of a
 * connection attempt (a dead server first in the list), which is no refusal, and once only: the
 * credential it sends again on the next connection has no completion left. It calls them on its I/O
 * thread inside its own lock, where taking S->mu would invert the order against every thread that
 * sends a request under S->mu. A refusal reaches the session watcher as ZOO_AUTH_FAILED_STATE;
 * connect() proves acceptance by an answered request (the server reads a connection's credentials
 * before anything sent after them, and closes it on a refusal). */
static int add_auth(zkl_session *S, const char *scheme, const char *cred) {
  return S->zh ? zoo_add_auth(S->zh, scheme, cred, (int)strlen(cred), NULL, NULL) : ZINVALIDSTATE;
}

/* zoo_add_auth refuses (ZINVALIDSTATE, and keeps nothing) whenever the handle's state is 0, which is
 * not only a closed handle: it is every gap between two connection attempts (zookeeper.c cleanup()
 * sets it after each failed one, e.g. a dead server first in the list, before the next). A refused
 * credential is never sent, on this connection or any later one, and the server then answers creator
 * ACLs ZINVALIDACL and reads of our nodes ZNOAUTH for the handle's whole life. So each credential is
 * offered until the handle takes it. Whatever the handle holds before it connects goes ahead of
 * every request on every connection (finalize_session_establishment queues the list in front). */
static void add_missing_auth(zkl_session *S, int wait_ms) {
  struct timespec nap = { 0, 200000 };
  int waited_us = 0;
  while (S->zh && S->nauth_in < S->nauth) {
    const char *scheme = S->auth[S->nauth_in], *cred = scheme + strlen(scheme) + 1;
    int rc = add_auth(S, scheme, cred);
    if (rc == ZOK) { S->nauth_in++; continue; }
    /* state 0 between two attempts lasts microseconds, or the client's pause after a round of
     * failures (recv_timeout/60): wait that out; anything else is the handle's end */
    if (rc != ZINVALIDSTATE || zoo_state(S->zh) != 0 || waited_us >= wait_ms * 1000) break;
    nanosleep(&nap, NULL);
    waited_us += 200;
  }
}

/* The session is over (the server expired it: "expired"; zklock did, no server having taken the
 * handle for T: "no_server"): every hold and wait ends, Lua hears "lost" and why (and reopens). */
static void session_lost(zkl_session *S, const char *why) {
  if (S->state == ZKL_LOST || S->state == ZKL_AUTH_FAILED) return;
  S->state = ZKL_LOST;
  S->lost_why = why;   /* static: the failed acquires' messages say it */
  S->engine->lost(S, "lost");
  zkl_queue_push_text(&S->q, EV_STATE, SC_LOST, strdup(why));
}

static void session_watcher(zhandle_t *zh, int type, int state, const char *path, void *ctx) {
  zkl_session *S = ctx;
  (void)path;
  if (type != ZOO_SESSION_EVENT) return;
  pthread_mutex_lock(&S->mu);
  if (zh != S->zh || S->closed) { pthread_mutex_unlock(&S->mu); return; }
  if (state == ZOO_CONNECTED_STATE) {
    const clientid_t *cid = zoo_client_id(zh);
    int t = zoo_recv_timeout(zh);  /* the timeout the server negotiated */
    int same = cid && cid->client_id == S->session_id;
    /* a credential the handle never took (add_missing_auth gave up): connected now, so it is queued
     * ahead of everything not yet sent, the resumed requests below included */
    add_missing_auth(S, 0);
    if (cid) S->session_id = cid->client_id;
    /* The same session keeps the shortest timeout it was ever told; a new one starts afresh. */
    if (t > 0 && (!same || t < S->session_ms)) S->session_ms = t;
    S->refresh_sent_ns = 0;  /* prove the holds again as soon as possible */
    S->conn_gen++;
    S->zh_connected = 1;
    S->disconnected_ns = S->unconnected_ns;
    S->unconnected_ns = 0;
    /* this connection's handshake came after every answer of the one before it, so after their
     * requests were sent, and the leader touched the session for it (revalidation) or made it: a
     * floor for every later proof. Send times, not the times we handled the answers: this thread
     * may have handled them late, after the reconnect. */
    if (S->answered_sent_ns > S->conn_floor_ns) S->conn_floor_ns = S->answered_sent_ns;
    zkl_timer_poke(S);
    /* "reconnected" promises nothing was lost: only the same session may say it (a reopened
     * handle after a loss is a new session, told "connected") */
    zkl_queue_push(&S->q, EV_STATE, S->ever_connected && same ? SC_RECONNECTED : SC_CONNECTED);
    S->ever_connected = 1;
    S->state = ZKL_CONNECTED;
    S->engine->resume(S);
  } else if (state == ZOO_CONNECTING_STATE) {
    if (S->state == ZKL_CONNECTED || S->state == ZKL_READ_ONLY) {
      S->state = ZKL_SUSPENDED;
      S->unconnected_ns = zkl_clock_ns();
      zkl_timer_poke(S);   /* its end falls due T from now (session_tick) */
      zkl_queue_push(&S->q, EV_STATE, SC_SUSPENDED);
    }
  } else if (state == ZOO_AUTH_FAILED_STATE) {
    auth_failed(S);
  } else if (state == ZOO_EXPIRED_SESSION_STATE) {
    session_lost(S, "expired");
  } else if (state == ZOO_READONLY_STATE) {
    S->state = ZKL_READ_ONLY;
    S->ever_connected = 1;
    S->zh_connected = 1;
    S->unconnected_ns = 0;
    zkl_queue_push(&S->q, EV_STATE, SC_READ_ONLY);
  }
  pthread_mutex_unlock(&S->mu);
}

/* ---------- lifecycle ---------- */

static struct ACL_vector *make_acl(int kind) {
  /* 0 open, 1 creator-all, 2 world-read + creator-all */
  struct ACL_vector *v = calloc(1, sizeof *v);
  if (!v) return NULL;
  if (kind == 0) { *v = ZOO_OPEN_ACL_UNSAFE; return v; }
  if (kind == 1) { *v = ZOO_CREATOR_ALL_ACL; return v; }
  v->count = 2;
  v->data = calloc(2, sizeof(struct ACL));
  if (!v->data) { free(v); return NULL; }
  v->data[0].perms = ZOO_PERM_READ;
  v->data[0].id = ZOO_ANYONE_ID_UNSAFE;
  v->data[1].perms = ZOO_PERM_ALL;
  v->data[1].id = ZOO_AUTH_IDS;
  return v;
}

static char *pair(const char *a, const char *b) {
  size_t la = strlen(a), lb = strlen(b);
  char *p = malloc(la + lb + 2);
  if (p) { memcpy(p, a, la + 1); memcpy(p + la + 1, b, lb + 1); }
  return p;
}

zkl_session *zkl_session_new(const zkl_engine *engine, const zkl_session_opts *o, int *err) {
  zkl_session *S = calloc(1, sizeof *S);
  int i;
  *err = ENOMEM;
  if (!S) { zkl_secure_free(o->secure); return NULL; }
  S->secure = o->secure;
  S->engine = engine;
  S->servers = strdup(o->servers);
  S->acl = make_acl(o->acl_kind);
  S->parent_acl = make_acl(o->parent_acl_kind);
  if (!S->servers || !S->acl || !S->parent_acl || zkl_queue_init(&S->q) < 0) {
    *err = errno ? errno : ENOMEM;
    free_acl(S->acl, o->acl_kind);
    free_acl(S->parent_acl, o->parent_acl_kind);
    zkl_secure_free(S->secure);
    free(S->servers); free(S);
    return NULL;
  }
  S->acl_kind = o->acl_kind;
  S->parent_acl_kind = o->parent_acl_kind;
  pthread_mutex_init(&S->mu, NULL);
  S->refs = 1;
  S->timeout_ms = o->timeout_ms;
  S->session_ms = o->timeout_ms;
  S->margin = o->margin >= ZKL_VALIDITY_MARGIN_MIN ? o->margin : ZKL_VALIDITY_MARGIN_DEFAULT;
  S->grant_validity = o->grant_validity;
  S->log_level = o->log_level;
  S->refresh_rtt_ns = -1;
  S->state = ZKL_CONNECTING;
  S->timer_fd = S->ctl_fd = -1;
  if (o->nauth > 0 && !(S->auth = calloc((size_t)o->nauth, sizeof *S->auth))) goto fail;
  for (i = 0; i < o->nauth; i++) {
    if (!(S->auth[i] = pair(o->auth[2 * i], o->auth[2 * i + 1]))) goto fail;
    S->nauth++;
  }
  if (o->reuse && !(S->reuse = malloc(sizeof *S->reuse))) goto fail;
  if (o->reuse) *S->reuse = *o->reuse;
  if ((*err = zkl_timer_start(S, session_tick)) != 0) {
    session_free(S);
    return NULL;
  }
  return S;
fail:
  *err = ENOMEM;
  session_free(S);
  return NULL;
}

#define ZKL_RESOLVE_DELAY_MS 60000

static void log_quiet(const char *msg) { (void)msg; }
static void log_stderr(const char *msg) { fprintf(stderr, "%s\n", msg); }

/* A new handle (caller holds mu). The watcher checks zh == S->zh, so mu is held across init: the
 * first event waits for us. */
static int open_handle(zkl_session *S, const clientid_t *cid) {
  zhandle_t *zh;
  S->state = ZKL_CONNECTING;
  errno = 0;
  if (S->log_level) zoo_set_debug_level((ZooLogLevel)S->log_level);
  /* A new session is created by the leader itself, which touches it then: a floor for our proofs
   * (validity.c). An existing one (cid) proves nothing by being joined. */
  memset(&S->answers, 0, sizeof S->answers);
  S->answered_sent_ns = S->conn_floor_ns = 0;
  S->new_session_ns = cid ? 0 : zkl_clock_ns();
  zh = zkl_secure_init(S->secure, S->servers, session_watcher, S->timeout_ms, cid, S,
                       S->log_level ? log_stderr : log_quiet);
  if (!zh) {
    int e = errno ? errno : EINVAL;
    if (S->ever_connected) S->state = ZKL_LOST;  /* a failed reopen: the session stays lost */
    return e;
  }
  S->zh = zh;
  /* The 3.8 client resolves the server list again on every pass of its I/O thread (a netlink
   * socket, /etc/gai.conf: about a fifth of a busy client's CPU). While connected, once a minute
   * is enough to notice a changed name; after a connection loss it resolves at once anyway. */
  zoo_set_servers_resolution_delay(zh, ZKL_RESOLVE_DELAY_MS);
  S->zh_connected = 0;
  S->unconnected_ns = zkl_clock_ns();
  zkl_timer_poke(S);
  S->nauth_in = 0;
  S->sent += S->nauth;
  add_missing_auth(S, S->timeout_ms / 60 + 200);
  return 0;
}

static int session_open(zkl_session *S, const clientid_t *cid) {
  int err;
  pthread_mutex_lock(&S->mu);
  err = open_handle(S, cid);
  pthread_mutex_unlock(&S->mu);
  return err;
}

/* ---------- the timer thread's turn ---------- */

/* No server has taken the current handle back for T (the negotiated timeout): the server has
 * expired its session by now (unless it still hears us one way), and a server that lost the
 * session's history (a wiped or rebuilt ensemble) refuses the handle for ever, having seen a later
 * zxid than it has (ZooKeeperServer.processConnectRequest), which the client library retries for
 * ever. So zklock ends it as the server would have: holds and waits end, Lua hears "lost" with
 * "no_server" and, reconnect on, opens a new session (a new handle: a new random order of the
 * servers). A handle that never had a session is left to its retries. Returns when this falls due
 * next (0: not now); *dead: the handle to close, out of the mutex. */
static int64_t no_server(zkl_session *S, int64_t now, zhandle_t **dead) {
  int64_t due;
  if (!S->zh || S->closed || !S->zh_connected || !S->unconnected_ns || S->state == ZKL_LOST ||
      S->state == ZKL_AUTH_FAILED)
    return 0;
  due = S->unconnected_ns + (int64_t)S->session_ms * 1000000;
  if (now < due) return due;
  *dead = S->zh;
  S->zh = NULL;
  S->unconnected_ns = 0;
  session_lost(S, "no_server");
  zkl_reqs_end(S, *dead, ZSESSIONEXPIRED, "lost");   /* plain operations: before the close calls them "closed" */
  return 0;
}

/* What the timer thread runs (validity.c), out of the mutex: the end of a handle without a server,
 * then the engine's tick (refreshes, deadlines, the heartbeat). < 0: the session is closing. */
static int64_t session_tick(zkl_session *S) {
  zhandle_t *dead = NULL;
  int64_t next, due;
  pthread_mutex_lock(&S->mu);
  if (S->timer_stop) { pthread_mutex_unlock(&S->mu); return -1; }
  due = no_server(S, zkl_clock_ns(), &dead);
  next = S->engine->tick(S);
  if (due && (!next || due < next)) next = due;
  S->timer_at = next;
  pthread_mutex_unlock(&S->mu);
  if (dead) {
    /* not under mu: closing joins the client's threads, which may wait for it. On this thread, which
     * then skips a tick or two: the session just ended, so nothing is held to refresh meanwhile (a
     * new session opens when Lua reopens it). A handle that connected just now sends closeSession,
     * which only makes its old nodes go sooner. */
    zookeeper_close(dead);
    pthread_mutex_lock(&S->mu);
    zkl_reqs_sweep(S, dead);
    pthread_mutex_unlock(&S->mu);
  }
  return next;
}

/* Close the current handle; `final` also marks the session closed for good. */
static void drop_handle(zkl_session *S, int final) {
  zhandle_t *zh;
  pthread_mutex_lock(&S->mu);
  zh = S->zh;
  if (final && !S->closed) {
    S->closed = 1;
    if (zh) S->engine->closing(S, zh);
    S->engine->lost(S, "closed");
    S->state = ZKL_CLOSED;
  }
  S->zh = NULL;
  pthread_mutex_unlock(&S->mu);
  /* Not under mu: closing joins the completion thread, which may be waiting for mu. */
  if (zh) zookeeper_close(zh);
  pthread_mutex_lock(&S->mu);
  if (zh) zkl_reqs_sweep(S, zh);
  if (final) zkl_notify_close(&S->q);   /* its reader sees end-of-stream: the session is over */
  pthread_mutex_unlock(&S->mu);
}

void zkl_session_close(zkl_session *S) {
  drop_handle(S, 1);
  zkl_timer_stop(S);
}

int zkl_session_reopen(zkl_session *S) {
  drop_handle(S, 0);
  return S->closed ? 0 : session_open(S, NULL);
}

int zkl_session_open(zkl_session *S) { return session_open(S, S->reuse); }

void zkl_session_unref(zkl_session *S) {
  int left;
  pthread_mutex_lock(&S->mu);
  left = --S->refs;
  pthread_mutex_unlock(&S->mu);
  if (left == 0) session_free(S);
}

/* ---------- what bindings ask (each under the mutex) ---------- */

void zkl_session_info_get(zkl_session *S, zkl_session_info *info) {
  zkl_req *r;
  memset(info, 0, sizeof *info);
  pthread_mutex_lock(&S->mu);
  check_auth(S);
  info->state = S->state;
  info->closed = S->closed;
  info->session_id = S->session_id;
  info->session_ms = S->session_ms;
  if (S->zh && zoo_client_id(S->zh)) { info->client = *zoo_client_id(S->zh); info->have_client = 1; }
  info->sent = S->sent; info->chained = S->chained; info->saved = S->saved;
  info->local_grants = S->local_grants; info->remote_handoffs = S->remote_handoffs;
  info->refreshes = S->refreshes; info->heartbeats = S->heartbeats; info->write_proofs = S->write_proofs;
  info->refresh_rtt_ns = S->refresh_rtt_ns;
  for (r = S->reqs; r; r = r->next) info->contexts++;
  pthread_mutex_unlock(&S->mu);
}

int zkl_session_closed(zkl_session *S) {
  int closed;
  pthread_mutex_lock(&S->mu);
  closed = S->closed;
  pthread_mutex_unlock(&S->mu);
  return closed;
}

/* Credentials go without a completion: see add_auth. */
int zkl_session_add_auth(zkl_session *S, const char *scheme, const char *cred) {
  int rc;
  pthread_mutex_lock(&S->mu);
  rc = add_auth(S, scheme, cred);
  pthread_mutex_unlock(&S->mu);
  return rc;
}

zkl_event *zkl_session_take_events(zkl_session *S) {
  zkl_event *e;
  pthread_mutex_lock(&S->mu);
  e = zkl_queue_take(&S->q);
  pthread_mutex_unlock(&S->mu);
  return e;
}

void zkl_session_return_events(zkl_session *S, zkl_event *list) {
  if (!list) return;
  pthread_mutex_lock(&S->mu);
  zkl_queue_unshift(&S->q, list);
  pthread_mutex_unlock(&S->mu);
}

void zkl_session_post_done(zkl_session *S, int id) {
  pthread_mutex_lock(&S->mu);
  zkl_queue_push(&S->q, EV_DONE, id);
  pthread_mutex_unlock(&S->mu);
}

int zkl_session_fd(const zkl_session *S) { return S->q.efd; }   /* fixed for the session's life */

const char *zkl_session_servers(const zkl_session *S) { return S->servers; }   /* fixed too */

int zkl_session_notify_listen(zkl_session *S, char *path, size_t size) {
  const char *p = NULL;
  int err;
  pthread_mutex_lock(&S->mu);
  err = zkl_notify_listen(&S->q, &p);
  if (!err) snprintf(path, size, "%s", p);
  pthread_mutex_unlock(&S->mu);
  return err;
}

int zkl_session_notify_accept(zkl_session *S) {
  int err;
  pthread_mutex_lock(&S->mu);
  err = zkl_notify_accept(&S->q);
  pthread_mutex_unlock(&S->mu);
  return err;
}

void zkl_session_notify_poke(zkl_session *S) {
  pthread_mutex_lock(&S->mu);
  zkl_notify_ping(&S->q);
  pthread_mutex_unlock(&S->mu);
}

void zkl_session_test(zkl_session *S, int which, int n) {
  pthread_mutex_lock(&S->mu);
  switch (which) {
    case ZKL_TEST_DROP_CREATES: S->drop_create_replies = n; break;
    case ZKL_TEST_FAIL_DELETES: S->test_fail_deletes = n; break;
    case ZKL_TEST_DROP_STATS: S->test_drop_stats = n; break;
    case ZKL_TEST_NO_REFRESH: S->test_no_refresh = n; break;
    default: S->test_stale_reads = n; break;
  }
  pthread_mutex_unlock(&S->mu);
}

int zkl_pending_done(zkl_pending *p) {
  int done;
  pthread_mutex_lock(&p->S->mu);
  done = p->status == P_DONE;
  pthread_mutex_unlock(&p->S->mu);
  return done;
}
