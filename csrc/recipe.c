/* recipe.c -- the one acquisition engine: create, list, decide, watch the predecessor, clean up.
 * Driven by ZooKeeper's completions (and the lease timer), always under the session mutex. */
#include "zkl.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <unistd.h>

enum { R_CREATE = 1, R_LIST, R_FIND, R_WATCH, R_WGET, R_DELETE, R_PARENT, R_STAT, R_RWATCH, R_RGET, R_CWATCH,
       R_CONFIRM };

static void send_create(zkl_contender *c);
static void send_list(zkl_contender *c, int kind);
static void send_delete(zkl_contender *c);
static void on_reply(zkl_req *r, int rc, const void *a, const void *b);

static char *str_cat3(const char *a, const char *b, const char *c) {
  size_t la = strlen(a), lb = strlen(b), lc = strlen(c);
  char *s = malloc(la + lb + lc + 1);
  if (!s) return NULL;
  memcpy(s, a, la); memcpy(s + la, b, lb); memcpy(s + la + lb, c, lc);
  s[la + lb + lc] = 0;
  return s;
}

static const char *base_name(const char *path) {
  const char *s = strrchr(path, '/');
  return s ? s + 1 : path;
}

/* Curator's protected prefix: "_c_" + a random (version 4) UUID + "-". NULL when the kernel
 * gives no randomness: a guessable prefix could make us take another client's node for ours. */
static char *protected_prefix(void) {
  unsigned char u[16];
  char *s = malloc(3 + 36 + 1 + 1);
  size_t got = 0;
  int i, k = 3;
  if (!s) return NULL;
  while (got < sizeof u) {
    ssize_t n = getrandom(u + got, sizeof u - got, 0);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) { free(s); return NULL; }
    got += (size_t)n;
  }
  u[6] = (unsigned char)((u[6] & 0x0f) | 0x40);
  u[8] = (unsigned char)((u[8] & 0x3f) | 0x80);
  memcpy(s, "_c_", 3);
  for (i = 0; i < 16; i++) {
    if (i == 4 || i == 6 || i == 8 || i == 10) s[k++] = '-';
    k += sprintf(s + k, "%02x", u[i]);
  }
  s[k++] = '-';
  s[k] = 0;
  return s;
}

static void contender_destroy(zkl_pending *p) {
  zkl_contender *c = (zkl_contender *)p;
  zkl_session *S = p->S;
  if (c->prev) c->prev->next = c->next; else S->contenders = c->next;
  if (c->next) c->next->prev = c->prev;
  free(c->dir); free(c->prefix); free(c->data); free(c->node); free(c->watching); free(c->fixed_seq);
  free(c->next_ahead);
  free(c);
}

/* ZINVALIDSTATE means the handle is expired or closing; say which, as the API codes do. */
static const char *send_code(zkl_session *S, int *rc) {
  if (*rc == ZINVALIDSTATE || *rc == ZCLOSING) return zkl_refused(S, rc);
  return zkl_rc_code(*rc);
}

static void drop_park_ref(zkl_contender *c) {
  if (!c->park_ref) return;
  c->park_ref = 0;
  zkl_pending_unref(&c->base);  /* may free c: callers must not touch it afterwards */
}

/* Nothing more to do for this contender. Last use of c unless the caller holds a reference. */
static void finish_done(zkl_contender *c) {
  c->phase = C_DONE;
  c->gen++;
  /* Lua may be waiting for the node to go (a release, or an acquire that gave up): tell it. */
  if (c->base.status == P_DONE) zkl_queue_push(&c->base.S->q, EV_WAKE, c->base.id);
  drop_park_ref(c);
}

/* The library never calls a watcher it removed: its context (and our reference) goes here. If
 * the watch fired first, the partner link was cleared when its context was freed. */
static void on_watch_removed(zkl_req *r, int rc, const void *a, const void *b) {
  (void)a; (void)b;
  if (rc == ZOK && r->partner) zkl_req_free(r->partner);
}

/* A wait given up leaves no watch context behind here. The server only checks a watch it is asked
 * to remove with a specific watcher: its watch stays until it fires once, and the client drops that
 * event. A removal answered with a connection loss keeps the context until the session ends. */
static void remove_watch(zkl_contender *c, zkl_req *w) {
  zkl_session *S = c->base.S;
  int children = w->kind == R_CWATCH;
  const char *path = children ? c->dir : c->watching;
  zkl_req *r;
  if (!S->zh || !path || w->partner) return;
  if (S->state != ZKL_CONNECTED) {
    /* Local removal must be the synchronous call: the threaded library's asynchronous one treats
     * `data` as its own sync marker when local. It returns at once, without the server. */
    if (zoo_remove_watches(S->zh, path, children ? ZWATCHTYPE_CHILD : ZWATCHTYPE_DATA, zkl_cb_watch, w, 1) == ZOK)
      zkl_req_free(w);
    return;
  }
  r = zkl_req_new(S, NULL, 0, on_watch_removed);
  if (!r) return;
  r->partner = w;
  w->partner = r;
  /* the header types the completion as a pointer to a function pointer; the library uses it as
   * the function pointer itself (its own synchronous wrapper passes a plain marker through it) */
  if (zoo_aremove_watches(S->zh, path, children ? ZWATCHTYPE_CHILD : ZWATCHTYPE_DATA, zkl_cb_watch, w, 0,
                          (void_completion_t *)(void *)zkl_cb_void, r) != ZOK)
    zkl_req_free(r);
}

/* Outcome no longer wanted: make sure our node goes, whatever is in flight. */
void zkl_contender_abandon(zkl_contender *c) {
  if (c->phase == C_HELD) c->releasing = 1; else c->cancelled = 1;
  zkl_pending_finish(&c->base, ZOK, "cancelled");
  switch (c->phase) {
    case C_CREATING: case C_FINDING: case C_DELETING: case C_DONE:
      break;  /* the create/find reply, or the delete already sent, takes care of it */
    case C_PARKED:
      if (c->park_phase != C_FINDING) c->park_phase = c->node ? C_DELETING : C_DONE;
      if (c->park_phase == C_DONE) finish_done(c);
      break;
    case C_WATCHING: {
      zkl_req *w;
      for (w = c->base.S->reqs; w; w = w->next)  /* armed (its get answered): remove it now */
        if (w->p == &c->base && (w->kind == R_WATCH || w->kind == R_CWATCH) && !w->partner) {
          remove_watch(c, w);
          break;
        }
      /* a get still unanswered removes its watch when answered (on_reply) */
      if (c->node) send_delete(c); else finish_done(c);
      break;
    }
    default:
      if (c->node) send_delete(c); else finish_done(c);
  }
}

static void fail(zkl_contender *c, int rc, const char *code) {
  zkl_pending_finish(&c->base, rc, code);
  zkl_contender_abandon(c);
}

/* Every request (and watch context) goes through here so that a refusal by the client fails
 * the contender cleanly. */
static zkl_req *new_ctx(zkl_contender *c, int kind, int watch) {
  zkl_session *S = c->base.S;
  zkl_req *r;
  if (!S->zh || S->closed) { fail(c, ZCLOSING, S->closed ? "closed" : "lost"); finish_done(c); return NULL; }
  r = watch ? zkl_watch_new(S, &c->base, kind, on_reply) : zkl_req_new(S, &c->base, kind, on_reply);
  if (!r) { fail(c, ZSYSTEMERROR, "zk:ZSYSTEMERROR"); return NULL; }
  r->gen = c->gen;
  return r;
}

static zkl_req *new_req(zkl_contender *c, int kind) { return new_ctx(c, kind, 0); }
static zkl_req *new_watch(zkl_contender *c, int kind) { return new_ctx(c, kind, 1); }

/* rc: what the client library said to the request r (NULL: one sent elsewhere) */
static int sent(zkl_contender *c, zkl_req *r, int rc) {
  if (rc == ZOK) return 1;
  if (r) zkl_req_free(r);
  const char *code = send_code(c->base.S, &rc);
  zkl_pending_finish(&c->base, rc, code);
  /* A handle that refuses requests is expired or closing: our node goes with it. */
  finish_done(c);
  return 0;
}

/* Creates the lock's directory and its missing ancestors, ahead of the create that needs them. The
 * directory gets the lock's ACL: deleting a node takes DELETE on its parent, so only there does the
 * ACL keep others from deleting our node. Shared ancestors get parent_acl (zkl_send_parents). */
static void send_parents(zkl_contender *c) {
  zkl_session *S = c->base.S;
  zkl_req *r;
  if (!sent(c, NULL, zkl_send_parents(S, &c->base, R_PARENT, on_reply, c->dir, ZOO_CONTAINER))) return;
  r = new_req(c, R_PARENT);
  if (r) sent(c, r, zoo_acreate2(S->zh, c->dir, "", 0, S->acl, ZOO_CONTAINER, zkl_cb_string_stat, r));
}

/* Create and list together: the server answers one session in order, so the listing
 * already contains our node and a free lock costs one round trip. */
static void send_create(zkl_contender *c) {
  zkl_session *S = c->base.S;
  char *path = str_cat3(c->dir, "/", c->prefix);
  char *full = path ? str_cat3(path, c->pred->lock_name, c->fixed_seq ? c->fixed_seq : "") : NULL;
  zkl_req *r;
  free(path);
  if (!full) { fail(c, ZSYSTEMERROR, "zk:ZSYSTEMERROR"); return; }
  c->gen++;
  c->phase = C_CREATING;
  r = new_req(c, R_CREATE);
  if (r && sent(c, r, zoo_acreate2(S->zh, full, c->data, c->datalen, S->acl,
                                   c->fixed_seq ? ZOO_EPHEMERAL : ZOO_EPHEMERAL_SEQUENTIAL, zkl_cb_string_stat, r))
      && !c->fixed_seq)
    send_list(c, R_LIST);
  free(full);
}

static void send_list(zkl_contender *c, int kind) {
  zkl_req *r, *w;
  if (kind == R_FIND) { c->gen++; c->phase = C_FINDING; }
  r = new_req(c, kind);
  if (!r) return;
  if (kind == R_FIND || !c->pred->watch_children) {
    sent(c, r, zoo_aget_children(c->base.S->zh, c->dir, 0, zkl_cb_strings, r));
    return;
  }
  /* Leases wait for any change of the children: the listing itself arms that watch. */
  w = new_watch(c, R_CWATCH);
  if (!w) { zkl_req_free(r); return; }
  r->partner = w;
  w->partner = r;
  if (!sent(c, r, zoo_awget_children(c->base.S->zh, c->dir, zkl_cb_watch, w, zkl_cb_strings, r)))
    zkl_req_free(w);
}

static void relist(zkl_contender *c) {
  c->gen++;
  c->phase = C_LISTING;
  send_list(c, R_LIST);
}

static void send_delete(zkl_contender *c) {
  zkl_req *r;
  c->gen++;
  c->phase = C_DELETING;
  r = new_req(c, R_DELETE);
  if (r) sent(c, r, zoo_adelete(c->base.S->zh, c->node, -1, zkl_cb_void, r));
}

/* A data watch (getData, like Curator): unlike exists, it arms nothing on a missing node. */
static void send_watch(zkl_contender *c, const char *name) {
  zkl_session *S = c->base.S;
  zkl_req *w, *g;
  free(c->watching);
  c->watching = str_cat3(c->dir, "/", name);
  c->self_blocked = 0;
  c->phase = C_WATCHING;
  if (!c->watching) { fail(c, ZSYSTEMERROR, "zk:ZSYSTEMERROR"); return; }
  w = new_watch(c, R_WATCH);
  if (!w) return;
  g = new_req(c, R_WGET);
  if (!g) { zkl_req_free(w); return; }
  g->partner = w;
  w->partner = g;
  if (!sent(c, g, zoo_awget(S->zh, c->watching, zkl_cb_watch, w, zkl_cb_data, g))) zkl_req_free(w);
}

/* Revocation (Curator's protocol): while held, watch our own node's data; a writer of
 * "__REVOKE__" asks us to release. The request is queued for Lua, never run here. */
static void send_revoke_watch(zkl_contender *c) {
  zkl_session *S = c->base.S;
  zkl_req *w, *g;
  if (!S->zh || S->closed) return;
  w = zkl_watch_new(S, &c->base, R_RWATCH, on_reply);
  g = w ? zkl_req_new(S, &c->base, R_RGET, on_reply) : NULL;
  if (!g) { if (w) zkl_req_free(w); return; }
  w->gen = g->gen = c->gen;
  g->partner = w;
  w->partner = g;
  if (zoo_awget(S->zh, c->node, zkl_cb_watch, w, zkl_cb_data, g) != ZOK) { zkl_req_free(g); zkl_req_free(w); }
}

static void park(zkl_contender *c, int what) {
  zkl_session *S = c->base.S;
  if (c->try_once && c->base.status == P_PENDING) {
    /* "try once" must not wait for a reconnect; cleanup still does. */
    zkl_pending_finish(&c->base, ZCONNECTIONLOSS, "connection");
    if (what != C_FINDING) what = c->node ? C_DELETING : C_DONE;
    c->cancelled = 1;
  }
  c->gen++;
  if (what == C_DONE) { finish_done(c); return; }
  c->phase = C_PARKED;
  c->park_phase = what;
  if (!c->park_ref) { c->park_ref = 1; c->base.refs++; }
  if (S->state == ZKL_CONNECTED) zkl_recipe_resume(S);
}

static void resume_one(zkl_contender *c) {
  switch (c->park_phase) {
    case C_FINDING: send_list(c, R_FIND); break;
    case C_DELETING: send_delete(c); break;
    default: relist(c); break;
  }
}

void zkl_recipe_resume(zkl_session *S) {
  zkl_contender *c;
  int again = 1;
  /* Resuming may park again (and call us): restart the scan until nothing is parked. */
  while (again) {
    again = 0;
    for (c = S->contenders; c; c = c->next)
      if (c->phase == C_PARKED) {
        c->base.refs++;           /* keeps c while the park reference goes */
        c->phase = c->park_phase;
        resume_one(c);            /* its requests now hold c */
        drop_park_ref(c);
        zkl_pending_unref(&c->base);
        again = S->state == ZKL_CONNECTED;
        break;                    /* the list may have changed: scan again */
      }
  }
  for (c = S->contenders; c; c = c->next)
    if (c->rearm_revoke && c->phase == C_HELD && !c->releasing) {
      c->rearm_revoke = 0;
      send_revoke_watch(c);
    }
}

/* The session is closing: waiters hear "closed", and every node of ours is deleted. */
void zkl_recipe_abandon_all(zkl_session *S) {
  zkl_contender *c, *n;
  for (c = S->contenders; c; c = n) {
    n = c->next;  /* abandoning may free c */
    if (c->phase == C_DONE) continue;
    zkl_pending_finish(&c->base, ZCLOSING, "closed");
    zkl_contender_abandon(c);
  }
}

void zkl_recipe_lost(zkl_session *S, const char *code) {
  zkl_contender *c, *n;
  for (c = S->contenders; c; c = n) {
    n = c->next;  /* finishing may free c */
    if (c->phase == C_DONE) continue;
    if (c->phase == C_HELD && !c->lost) {
      c->lost = 1;
      c->lost_reason = code[0] == 'c' ? "closed" : "expired";
      if (code[0] != 'c') zkl_queue_push(&S->q, EV_LOST, c->base.id);  /* closing is not a loss */
    }
    zkl_pending_finish(&c->base, code[0] == 'c' ? ZCLOSING : code[0] == 'n' ? ZAUTHFAILED : ZSESSIONEXPIRED, code);
    finish_done(c);
  }
}

static void ignore_reply(zkl_req *r, int rc, const void *a, const void *b) {
  (void)r; (void)rc; (void)a; (void)b;
}

/* Delete our nodes ahead of the close request so watchers elsewhere see them go first. */
void zkl_recipe_closing(zkl_session *S, zhandle_t *zh) {
  zkl_contender *c;
  for (c = S->contenders; c; c = c->next)
    if (c->node && c->phase != C_DONE) {
      zkl_req *r = zkl_req_new(S, NULL, 0, ignore_reply);
      if (r && zoo_adelete(zh, c->node, -1, zkl_cb_void, r) != ZOK) zkl_req_free(r);
    }
}

static int is_live_node(zkl_session *S, const char *path) {
  zkl_contender *c;
  for (c = S->contenders; c; c = c->next)
    if (c->node && !c->cancelled && !c->releasing && c->phase != C_DONE && c->phase != C_DELETING &&
        strcmp(c->node, path) == 0)
      return 1;
  return 0;
}

static void become_held(zkl_contender *c);

/* The node we watched is gone (deleted, or missing when we came to watch it). Nodes ahead of
 * ours only ever go, so the listing we decided on still bounds what can block us: if the
 * watched node was the last of them we hold now, without another request; if one is left we
 * watch it directly. Otherwise, or if a downgrade may have put a read node where a write node
 * was, list again. */
static void predecessor_gone(zkl_contender *c) {
  char *next;
  if (c->ahead < 1 || (c->pred->write_gone_relists && strstr(base_name(c->watching), "__WRIT__"))) {
    relist(c);
  } else if (c->ahead == 1) {
    c->gen++;
    zkl_count_saved(c->base.S);
    become_held(c);
  } else if (c->ahead == 2 && c->next_ahead) {
    next = c->next_ahead;
    c->next_ahead = NULL;
    c->ahead = 1;
    c->gen++;
    zkl_count_saved(c->base.S);
    send_watch(c, base_name(next));
    free(next);
  } else {
    relist(c);
  }
}

/* Before saying "held" on an old proof (a long wait in line, a node found after a lost reply),
 * prove the session and our node to the leader again: a multi of one check, as refresh.c does. */
static void send_confirm(zkl_contender *c) {
  zoo_op_t op;
  zkl_req *r;
  c->gen++;
  c->phase = C_CONFIRMING;
  r = new_req(c, R_CONFIRM);
  if (!r) return;
  zoo_check_op_init(&op, c->node, -1);
  sent(c, r, zoo_amulti(c->base.S->zh, 1, &op, &c->confirm_result, zkl_cb_void, r));
}

static void hold_now(zkl_contender *c) {
  zkl_session *S = c->base.S;
  c->phase = C_HELD;
  zkl_pending_finish(&c->base, ZOK, NULL);
  if (c->revocable) send_revoke_watch(c);
  zkl_timer_poke(S);  /* a new deadline to watch, and refreshes to send */
}

static void become_held(zkl_contender *c) {
  if (zkl_clock_ns() - c->anchor_ns > zkl_lease_interval(c->base.S)) send_confirm(c);
  else hold_now(c);
}

void zkl_contender_lost(zkl_contender *c, const char *reason) {
  if (c->lost || c->phase == C_DONE) return;
  c->lost = 1;
  c->lost_reason = reason;
  zkl_queue_push(&c->base.S->q, EV_LOST, c->base.id);
  if (c->phase != C_HELD) return;
  /* Our claim is over even if the session survived: the node must not outlive it. */
  c->releasing = 1;
  if (c->node && strcmp(reason, "deleted") != 0) send_delete(c); else finish_done(c);
}

int zkl_contender_live(zkl_contender *c) {
  if (c->phase != C_HELD || c->lost) return 0;
  if (zkl_clock_ns() < zkl_lease_deadline(c->base.S, c->anchor_ns)) return 1;
  zkl_contender_lost(c, "deadline");
  return 0;
}

static void decide(zkl_contender *c, const struct String_vector *sv) {
  const char *mine = base_name(c->node);
  char **names;
  int n, i, ours = -1, watch = -1, ahead = -1, next = -1;
  if (!sv || sv->count <= 0) { free(c->node); c->node = NULL; send_create(c); return; }
  names = malloc((size_t)sv->count * sizeof *names);
  if (!names) { fail(c, ZSYSTEMERROR, "zk:ZSYSTEMERROR"); return; }
  memcpy(names, sv->data, (size_t)sv->count * sizeof *names);
  n = zkl_sort_children(names, sv->count, c->pred->sort_names);
  for (i = 0; i < n; i++) if (strcmp(names[i], mine) == 0) { ours = i; break; }
  if (ours < 0) {
    /* Our node is gone (deleted from outside): contend again with a fresh one. */
    free(c->node); c->node = NULL;
    send_create(c);
  } else if (c->pred->decide(c->pred, names, n, sv->count, ours, &watch, &ahead, &next)) {
    become_held(c);
  } else if (c->try_once) {
    fail(c, ZOK, "timeout");
  } else if (watch == ZKL_WATCH_CHILDREN) {
    c->phase = C_WATCHING;  /* the listing we decided on armed the children watch */
  } else {
    c->ahead = ahead;
    free(c->next_ahead);
    c->next_ahead = next >= 0 ? str_cat3(c->dir, "/", names[next]) : NULL;
    if (next >= 0 && !c->next_ahead) c->ahead = -1;
    send_watch(c, names[watch]);
  }
  free(names);
}

/* ---------- replies: one handler per request kind, under the session mutex ---------- */

static int lost_connection(int rc) { return rc == ZCONNECTIONLOSS || rc == ZOPERATIONTIMEOUT; }

static void on_create(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  zkl_session *S = c->base.S;
  if (rc == ZOK && S->drop_create_replies > 0) {
    /* the node exists, but we act as if the reply never came (tests the protected lookup) */
    S->drop_create_replies--;
    rc = ZCONNECTIONLOSS;
  }
  if (rc == ZOK) {
    const struct Stat *st = b;
    c->node = strdup((const char *)a);
    c->anchor_ns = zkl_lease_anchor(S, r);  /* the leader prepared it: it proves the session */
    if (st) c->czxid = st->czxid;
    if (!c->node) fail(c, ZSYSTEMERROR, "zk:ZSYSTEMERROR");
    else if (c->cancelled) send_delete(c);
    else if (c->fixed_seq) become_held(c);
    else c->phase = C_LISTING;  /* the listing is on its way */
  } else if (lost_connection(rc)) {
    park(c, C_FINDING);  /* the node may exist: find it by its protected prefix */
  } else if (c->cancelled) {
    finish_done(c);
  } else if (rc == ZNONODE && c->parent_rc) {
    fail(c, c->parent_rc, zkl_rc_code(c->parent_rc));  /* e.g. no right to create the parent */
    finish_done(c);
  } else if (rc == ZNONODE) {
    send_parents(c);
    if (c->phase != C_DONE) send_create(c);
  } else {
    fail(c, rc, zkl_rc_code(rc));
    finish_done(c);
  }
}

/* The create's reply was lost: our node, if the server made it, carries our protected prefix. */
static void on_find(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  const struct String_vector *sv = a;
  zkl_req *s;
  int i;
  (void)r; (void)b;
  if (lost_connection(rc)) { park(c, C_FINDING); return; }
  if (rc != ZOK && rc != ZNONODE) { fail(c, rc, zkl_rc_code(rc)); finish_done(c); return; }
  for (i = 0; rc == ZOK && sv && i < sv->count; i++)
    if (strncmp(sv->data[i], c->prefix, strlen(c->prefix)) == 0) {
      c->node = str_cat3(c->dir, "/", sv->data[i]);
      break;
    }
  if (!c->node) {
    if (c->cancelled) finish_done(c); else send_create(c);
    return;
  }
  if (c->cancelled) { send_delete(c); return; }
  c->gen++;
  c->phase = C_LISTING;
  s = new_req(c, R_STAT);  /* the czxid for fencing_token(), then decide on a listing */
  if (s && sent(c, s, zoo_aexists(c->base.S->zh, c->node, 0, zkl_cb_stat, s))) {
    if (c->fixed_seq) become_held(c); else send_list(c, R_LIST);
  }
}

static void on_stat(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  (void)r; (void)b;
  if (rc == ZOK && a) c->czxid = ((const struct Stat *)a)->czxid;
}

static void on_list(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  (void)r; (void)b;
  if (c->phase != C_LISTING || c->cancelled || c->releasing) return;
  if (rc == ZOK) decide(c, a);
  else if (lost_connection(rc)) park(c, C_LISTING);
  else if (rc == ZNONODE) { free(c->node); c->node = NULL; send_create(c); }
  else fail(c, rc, zkl_rc_code(rc));
}

/* The get that armed the predecessor watch. */
static void on_wget(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  zkl_session *S = c->base.S;
  const struct Stat *st = b;
  (void)r; (void)a;
  if (c->phase != C_WATCHING) return;
  if (rc == ZOK) {
    if (st && st->ephemeralOwner == S->session_id && is_live_node(S, c->watching)) {
      c->self_blocked = 1;
      zkl_queue_push(&S->q, EV_WAKE, c->base.id);
    }
  } else if (rc == ZNONODE) {
    predecessor_gone(c);  /* gone before we could watch it */
  } else if (lost_connection(rc)) {
    park(c, C_LISTING);
  } else {
    fail(c, rc, zkl_rc_code(rc));
  }
}

static void on_cwatch(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  (void)r; (void)rc; (void)a; (void)b;
  if (c->phase == C_WATCHING && !c->cancelled) relist(c);  /* the leases changed */
}

/* rc is the watch event type here */
static void on_watch(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  (void)r; (void)a; (void)b;
  if (c->phase != C_WATCHING || c->cancelled) return;
  if (rc == ZOO_DELETED_EVENT) predecessor_gone(c);
  else relist(c);  /* changed (a revoke request written to it, say): look again */
}

static void on_confirm(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  (void)a; (void)b;
  if (rc == ZOK && c->confirm_result.err == ZOK) {
    c->anchor_ns = zkl_lease_anchor(c->base.S, r);
    hold_now(c);      /* just proven: never confirm again, however slow the answer was */
  } else if (rc == ZNONODE) {
    free(c->node); c->node = NULL;  /* our node is gone (deleted from outside): contend again */
    send_create(c);
  } else if (lost_connection(rc)) {
    park(c, C_LISTING);
  } else {
    fail(c, rc, zkl_rc_code(rc));
  }
}

/* The get that armed the revocation watch on our own node. */
static void on_rget(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  const zkl_blob *d = a;
  (void)r; (void)b;
  if (lost_connection(rc) && c->phase == C_HELD) c->rearm_revoke = 1;
  if (rc == ZOK && c->phase == C_HELD && !c->releasing && d->len == (int)strlen(ZKL_REVOKE_MESSAGE) &&
      memcmp(d->v, ZKL_REVOKE_MESSAGE, (size_t)d->len) == 0)
    zkl_queue_push(&c->base.S->q, EV_REVOKE, c->base.id);
}

static void on_rwatch(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  (void)r; (void)a; (void)b;
  if (c->phase != C_HELD || c->releasing) return;
  /* our node is gone: the next in line may hold the lock already, so do not wait for a refresh */
  if (rc == ZOO_DELETED_EVENT) zkl_contender_lost(c, "deleted");
  else send_revoke_watch(c);
}

static void on_delete(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  (void)r; (void)a; (void)b;
  if (lost_connection(rc)) park(c, C_DELETING);
  else finish_done(c);  /* deleted, already gone, or the session took it; wakes a release() */
}

typedef void (*reply_fn)(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b);
static const reply_fn handlers[] = {
  [R_CREATE] = on_create, [R_LIST] = on_list, [R_FIND] = on_find, [R_WATCH] = on_watch,
  [R_WGET] = on_wget, [R_DELETE] = on_delete, [R_STAT] = on_stat, [R_RWATCH] = on_rwatch,
  [R_RGET] = on_rget, [R_CWATCH] = on_cwatch, [R_CONFIRM] = on_confirm,
};

static void on_reply(zkl_req *r, int rc, const void *a, const void *b) {
  zkl_contender *c = (zkl_contender *)r->p;
  /* A get or list that failed armed no watch: its watch context will never be called. */
  if (rc != ZOK && r->partner && (r->kind == R_WGET || r->kind == R_LIST || r->kind == R_RGET))
    zkl_req_free(r->partner);
  /* A get or listing answered after its step was left (every abandon moves gen on) armed a
   * watch nobody wants: take it back. */
  if ((r->kind == R_WGET || r->kind == R_LIST) && rc == ZOK && r->partner && r->gen != c->gen) {
    zkl_req *w = r->partner;
    w->partner = r->partner = NULL;   /* armed now */
    remove_watch(c, w);
  }
  if (r->kind == R_PARENT) {
    /* the first refusal is the cause; the deeper parents then fail with ZNONODE */
    if (rc != ZOK && rc != ZNODEEXISTS && !lost_connection(rc) && !c->parent_rc) c->parent_rc = rc;
    return;
  }
  /* Late answers to a contender that already ended (lost/closed) change nothing: a closed or
   * expired session takes its ephemeral nodes with it. Nor do answers to a step we left. */
  if (c->phase == C_DONE || r->gen != c->gen) return;
  handlers[r->kind](c, r, rc, a, b);
}

zkl_contender *zkl_contend(zkl_session *S, const zkl_predicate *pred, const char *dir,
                           const char *data, int datalen, const zkl_contend_opts *o) {
  zkl_contender *c = calloc(1, sizeof *c);
  if (!c) return NULL;
  c->dir = strdup(dir);
  c->prefix = protected_prefix();
  c->data = malloc(datalen > 0 ? (size_t)datalen : 1);
  c->fixed_seq = o->fixed_seq ? strdup(o->fixed_seq) : NULL;
  if (!c->dir || !c->prefix || !c->data || (o->fixed_seq && !c->fixed_seq)) {
    free(c->dir); free(c->prefix); free(c->data); free(c->fixed_seq); free(c);
    return NULL;
  }
  if (datalen > 0) memcpy(c->data, data, (size_t)datalen);
  c->datalen = datalen;
  c->pred_local = *pred;
  if (o->max_leases > 0) c->pred_local.max_leases = o->max_leases;
  c->pred = &c->pred_local;
  c->try_once = o->try_once;
  c->revocable = o->revocable;
  zkl_pending_init(S, &c->base, contender_destroy);
  c->next = S->contenders;
  if (S->contenders) S->contenders->prev = c;
  S->contenders = c;
  if (S->closed || !S->zh || S->state == ZKL_LOST || S->state == ZKL_AUTH_FAILED) {
    int rc;
    const char *code = zkl_refused(S, &rc);
    zkl_pending_finish(&c->base, rc, code);
    finish_done(c);
  } else {
    send_create(c);
  }
  return c;
}
