/* session.c -- the ZooKeeper handle behind a Lua session: connection states, expiry, reopen, the
 * bookkeeping of every request context (no callback outlives what it points to), and what bindings ask. */
#include "session.h"
#include "secure.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ---------- pendings ---------- */

void zkl_pending_init(zkl_session *S, zkl_pending *p, void (*destroy)(zkl_pending *)) {
  p->refs = 1;
  p->id = ++S->next_id;
  if (S->next_id >= 0x3fffffff) S->next_id = 0;
  p->status = P_PENDING;
  p->rc = ZOK;
  p->code = NULL;
  p->destroy = destroy;
  p->S = S;
  S->refs++;
}

void zkl_pending_unref(zkl_pending *p) {
  if (--p->refs > 0) return;
  /* The core reference is dropped by the caller of the last unref (zkl_session_unref needs mu free). */
  p->S->refs--;
  p->destroy(p);
}

static void free_acl(struct ACL_vector *v, int kind) {
  if (v && kind == 2) free(v->data);  /* kinds 0 and 1 point at the client's static vectors */
  free(v);
}

static void session_free(zkl_session *S) {
  int i;
  zkl_timer_stop(S);
  zkl_queue_free(&S->q);
  free_acl(S->acl, S->acl_kind);
  free_acl(S->parent_acl, S->parent_acl_kind);
  for (i = 0; i < S->nauth; i++) free(S->auth[i]);
  free(S->auth);
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

void zkl_pending_finish(zkl_pending *p, int rc, const char *code) {
  if (p->status == P_DONE) return;
  p->status = P_DONE;
  p->rc = rc;
  p->code = code;
  zkl_queue_push(&p->S->q, EV_DONE, p->id);
}

/* ---------- request contexts ---------- */

/* Set while a reply is handled on the completion thread: requests sent then were chained. */
static ZKL_THREAD_LOCAL int in_reply;

zkl_req *zkl_req_new(zkl_session *S, zkl_pending *p, int kind, zkl_req_fn fn) {
  zkl_req *r = calloc(1, sizeof *r);
  if (!r) return NULL;
  r->S = S;
  r->zh = S->zh;
  r->p = p;
  r->kind = kind;
  r->fn = fn;
  r->sent_ns = zkl_clock_ns();
  r->floor_ns = zkl_validity_floor(S, r->sent_ns);
  r->counted = 1;
  S->last_req_ns = r->sent_ns;
  if (p) p->refs++;
  r->next = S->reqs;
  if (S->reqs) S->reqs->prev = r;
  S->reqs = r;
  S->sent++;
  if (in_reply) S->chained++;
  return r;
}

/* A watch context: tracked like a request, but nothing is sent for it. */
zkl_req *zkl_watch_new(zkl_session *S, zkl_pending *p, int kind, zkl_req_fn fn) {
  zkl_req *r = zkl_req_new(S, p, kind, fn);
  if (r) {
    S->sent--;
    if (in_reply) S->chained--;
    r->counted = 0;
  }
  return r;
}

void zkl_req_free(zkl_req *r) {
  zkl_session *S = r->S;
  if (r->partner) r->partner->partner = NULL;
  if (r->prev) r->prev->next = r->next; else S->reqs = r->next;
  if (r->next) r->next->prev = r->prev;
  if (r->p) zkl_pending_unref(r->p);
  if (r->free_extra) r->free_extra(r->extra);
  free(r);
}

/* Free the contexts of requests the given (now closed) handle will never answer. */
static void sweep_reqs(zkl_session *S, zhandle_t *zh) {
  zkl_req *r = S->reqs, *n;
  for (; r; r = n) {
    n = r->next;
    if (r->zh != zh) continue;
    /* The closed handle will not answer: whoever waits for this must still hear an end. */
    if (r->p && r->p->status == P_PENDING) zkl_pending_finish(r->p, ZCLOSING, S->closed ? "closed" : "lost");
    zkl_req_free(r);
  }
}

/* rc of a completion that the server sent, not one the client library made up for a request it
 * could not get answered */
static int server_answered(int rc) {
  return rc != ZCONNECTIONLOSS && rc != ZOPERATIONTIMEOUT && rc != ZCLOSING && rc != ZINVALIDSTATE &&
         rc != ZSESSIONEXPIRED && rc != ZAUTHFAILED && rc != ZRUNTIMEINCONSISTENCY && rc != ZSYSTEMERROR &&
         rc != ZMARSHALLINGERROR;
}

static void run(zkl_req *r, int rc, const void *a, const void *b) {
  zkl_session *S = r->S;
  int first = 0;
  /* a TLS handshake that failed lost the connection like any other; connect() says why (secure.c) */
  if (rc == ZSSLCONNECTIONERROR) rc = ZCONNECTIONLOSS;
  pthread_mutex_lock(&S->mu);
  if (r->counted && server_answered(rc) && r->zh == S->zh) {
    zkl_validity_answered(S, r->sent_ns, zkl_clock_ns());
    if (S->answered_gen != S->conn_gen) {
      S->answered_gen = S->conn_gen;
      first = 1;
    }
  }
  in_reply = 1;
  r->fn(r, rc, a, b);
  if (first) S->engine->answered(S);
  in_reply = 0;
  zkl_req_free(r);
  pthread_mutex_unlock(&S->mu);
}

void zkl_cb_void(int rc, const void *data) { run((zkl_req *)data, rc, NULL, NULL); }
void zkl_cb_stat(int rc, const struct Stat *st, const void *data) { run((zkl_req *)data, rc, st, NULL); }
void zkl_cb_strings(int rc, const struct String_vector *sv, const void *data) {
  run((zkl_req *)data, rc, sv, NULL);
}
void zkl_cb_strings_stat(int rc, const struct String_vector *sv, const struct Stat *st, const void *data) {
  run((zkl_req *)data, rc, sv, st);
}
void zkl_cb_string(int rc, const char *s, const void *data) { run((zkl_req *)data, rc, s, NULL); }
void zkl_cb_string_stat(int rc, const char *s, const struct Stat *st, const void *data) {
  run((zkl_req *)data, rc, s, st);
}
void zkl_cb_data(int rc, const char *v, int vlen, const struct Stat *st, const void *data) {
  zkl_blob d = { v, vlen };
  run((zkl_req *)data, rc, &d, st);
}

void zkl_cb_watch(zhandle_t *zh, int type, int state, const char *path, void *ctx) {
  (void)zh; (void)state;
  /* The client also hands session events to every registered watch; only the node event
   * consumes the watch, so only then is the context finished with. */
  if (type == ZOO_SESSION_EVENT) return;
  run((zkl_req *)ctx, type, path, NULL);
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
    /* this connection's handshake came after every answer of the one before it, so after their
     * requests were sent, and the leader touched the session for it (revalidation) or made it: a
     * floor for every later proof. Send times, not the times we handled the answers: this thread
     * may have handled them late, after the reconnect. */
    if (S->answered_sent_ns > S->conn_floor_ns) S->conn_floor_ns = S->answered_sent_ns;
    zkl_timer_poke(S);
    zkl_queue_push(&S->q, EV_STATE, S->ever_connected ? SC_RECONNECTED : SC_CONNECTED);
    S->ever_connected = 1;
    S->state = ZKL_CONNECTED;
    S->engine->resume(S);
  } else if (state == ZOO_CONNECTING_STATE) {
    if (S->state == ZKL_CONNECTED || S->state == ZKL_READ_ONLY) {
      S->state = ZKL_SUSPENDED;
      zkl_queue_push(&S->q, EV_STATE, SC_SUSPENDED);
    }
  } else if (state == ZOO_AUTH_FAILED_STATE) {
    auth_failed(S);
  } else if (state == ZOO_EXPIRED_SESSION_STATE) {
    if (S->state != ZKL_LOST && S->state != ZKL_AUTH_FAILED) {
      S->state = ZKL_LOST;
      S->engine->lost(S, "lost");
      zkl_queue_push(&S->q, EV_STATE, SC_LOST);
    }
  } else if (state == ZOO_READONLY_STATE) {
    S->state = ZKL_READ_ONLY;
    S->ever_connected = 1;
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
  if ((*err = zkl_timer_start(S)) != 0) {
    session_free(S);
    return NULL;
  }
  return S;
fail:
  *err = ENOMEM;
  session_free(S);
  return NULL;
}

static void log_quiet(const char *msg) { (void)msg; }
static void log_stderr(const char *msg) { fprintf(stderr, "%s\n", msg); }

static int session_open(zkl_session *S, const clientid_t *cid) {
  zhandle_t *zh;
  pthread_mutex_lock(&S->mu);
  S->state = ZKL_CONNECTING;
  /* The watcher checks zh == S->zh, so hold mu across init: the first event waits for us. */
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
    pthread_mutex_unlock(&S->mu);
    return e;
  }
  S->zh = zh;
  S->nauth_in = 0;
  S->sent += S->nauth;
  add_missing_auth(S, S->timeout_ms / 60 + 200);
  pthread_mutex_unlock(&S->mu);
  return 0;
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
  if (zh) sweep_reqs(S, zh);
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
  info->refreshes = S->refreshes; info->heartbeats = S->heartbeats;
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
