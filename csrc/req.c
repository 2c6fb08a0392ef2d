/* req.c -- what waits for the server: pendings (a result Lua waits for) and the context of every
 * request and watch handed to the client library, and the completions that run them under the mutex. */
#include "session.h"

#include <stdlib.h>

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

/* Whoever waits for a request of the given handle hears an end: rc and code. */
void zkl_reqs_end(zkl_session *S, zhandle_t *zh, int rc, const char *code) {
  zkl_req *r;
  for (r = S->reqs; r; r = r->next)
    if (r->zh == zh && r->p && r->p->status == P_PENDING) zkl_pending_finish(r->p, rc, code);
}

/* Free the contexts of requests the given (now closed) handle will never answer. */
void zkl_reqs_sweep(zkl_session *S, zhandle_t *zh) {
  zkl_req *r = S->reqs, *n;
  /* The closed handle will not answer: whoever waits for this must still hear an end. */
  zkl_reqs_end(S, zh, ZCLOSING, S->closed ? "closed" : "lost");
  for (; r; r = n) {
    n = r->next;
    if (r->zh == zh) zkl_req_free(r);
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
  if (r->write && rc == ZOK && r->zh == S->zh) S->engine->proven(S, r);
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
