/* acquire.c -- contending with a node of our own: create and list, decide (predicate.c), watch the
 * node ahead, confirm an old proof, find a node whose create reply was lost, a downgrade's read node;
 * and parked steps resumed on a reconnect. Driven by ZooKeeper's answers, under the session mutex. */
#include "acquire.h"

#include "ahead.h"
#include "release.h"
#include "revived.h"
#include "revoke.h"

#include <stdlib.h>
#include <string.h>

static void on_reply(zkl_req *r, int rc, const void *a, const void *b);
static void send_create(zkl_contender *c);
static void create_again(zkl_contender *c);
static void send_list(zkl_contender *c, int kind, int stand_in);
static void send_stat(zkl_contender *c, int gen_step);
static void become_held(zkl_contender *c);

static void own_kept(zkl_contender *c, zkl_contender *h) {
  (void)h;   /* c itself */
  zkl_watch_node(c);
}

const zkl_role zkl_role_own = { .name = "own", .kept = own_kept, .arm_watch = zkl_watch_node, .gone_waiting = zkl_gone_waiting,
                                 .reports_lost = 1 };

zkl_contender *zkl_new_contender(zkl_session *S, const zkl_role *role, const zkl_predicate *pred, const char *dir,
                                 const char *data, int datalen, const zkl_contend_opts *o, const char *fixed_seq,
                                 const char *guard) {
  zkl_contender *c = zkl_contender_alloc(S, role);
  if (!c) return NULL;
  if (!zkl_contender_for(c, pred, dir, data, datalen, o) ||
      (fixed_seq && (!(c->fixed_seq = strdup(fixed_seq)) || !(c->guard = strdup(guard))))) {
    zkl_pending_unref(&c->base);
    return NULL;
  }
  return c;
}

void zkl_start(zkl_contender *c) {
  if (!zkl_refuse(c)) send_create(c);
}

/* ---------- steps ---------- */

/* Creates the lock's directory and its missing ancestors, ahead of the create that needs them. The
 * directory gets the lock's ACL: deleting a node takes DELETE on its parent, so only there does the
 * ACL keep others from deleting our node. Shared ancestors get parent_acl (zkl_send_parents). */
static void send_parents(zkl_contender *c) {
  zkl_session *S = c->base.S;
  zkl_req *r;
  if (!zkl_sent(c, NULL, zkl_send_parents(S, &c->base, R_PARENT, on_reply, c->dir, ZOO_CONTAINER))) return;
  r = zkl_new_req(c, R_PARENT, on_reply);
  if (r) zkl_sent(c, r, zoo_acreate2(S->zh, c->dir, "", 0, S->acl, ZOO_CONTAINER, zkl_cb_string_stat, r));
}

/* A downgrade's read node takes its write node's sequence (docs/safety.md, path 6; model/zklock.pml
 * G_DOWN): held at once,
 * with no listing, because the write node was held, so no writer is ahead of its place now or ever
 * (sequences only grow). That holds only while the write node exists: it goes as
 * multi[check(W), create(R)], never alone (the write node may be gone: its validity ran out, it was
 * deleted from outside, or its release's delete was parked and sent first on the reconnect). The
 * czxid comes with the exists after it. */
static void send_downgrade_create(zkl_contender *c, const char *full) {
  zkl_session *S = c->base.S;
  zoo_op_t ops[2];
  zkl_req *r = zkl_new_req(c, R_DCREATE, on_reply);
  if (!r) return;
  r->write = 1;
  zoo_check_op_init(&ops[0], c->guard, -1);
  zoo_create_op_init(&ops[1], full, c->data, c->datalen, S->acl, ZOO_EPHEMERAL, NULL, 0);
  memset(c->own->dres, 0, sizeof c->own->dres);
  if (zkl_sent(c, r, zoo_amulti(S->zh, 2, ops, c->own->dres, zkl_cb_void, r))) {
    zkl_set_node(c, strdup(full));
    if (!c->node) { zkl_give_up(c, ZSYSTEMERROR, "zk:ZSYSTEMERROR"); return; }
    send_stat(c, 0);
  }
}

/* Create and list together: the server answers one session in order, so the listing
 * already contains our node and a free lock costs one round trip (docs/safety.md, path 1;
 * model/zklock.pml G_LIST). */
static void send_create(zkl_contender *c) {
  zkl_session *S = c->base.S;
  char *path = zkl_str_cat3(c->dir, "/", c->prefix);
  char *full = path ? zkl_str_cat3(path, c->pred->lock_name, c->fixed_seq ? c->fixed_seq : "") : NULL;
  zkl_req *r;
  free(path);
  if (!full) { zkl_give_up(c, ZSYSTEMERROR, "zk:ZSYSTEMERROR"); return; }
  c->gen++;
  c->phase = C_CREATING;
  c->czxid = 0;
  if (c->fixed_seq) {
    send_downgrade_create(c, full);
  } else {
    r = zkl_new_req(c, R_CREATE, on_reply);
    if (r) r->write = 1;
    if (r && zkl_sent(c, r, zoo_acreate2(S->zh, full, c->data, c->datalen, S->acl, ZOO_EPHEMERAL_SEQUENTIAL,
                                         zkl_cb_string_stat, r)))
      send_list(c, R_LIST, !zkl_dir_busy(S, c->dir));
  }
  free(full);
}

/* The create's reply was lost: look for our node by its protected prefix (docs/safety.md, path 5;
 * model/zklock.pml G_FOUND).
 * The server we are connected to now may not have applied that create yet (we never saw its zxid,
 * so the client library may reconnect to a lagging follower), and missing it would orphan it for
 * the session's life, with everyone queued behind it. A sync first makes that server catch up with
 * the leader; the listing behind it on the same session is answered after it. */
static void send_find(zkl_contender *c) {
  zkl_session *S = c->base.S;
  zkl_req *r;
  c->gen++;
  c->phase = C_FINDING;
  r = zkl_new_req(c, R_SYNC, on_reply);
  if (r && zkl_sent(c, r, zoo_async(S->zh, c->dir, zkl_cb_string, r))) send_list(c, R_FIND, 0);
}

/* stand_in: the listing that goes with our create arms a children watch that stands for our node's
 * watch until it fires (a deletion of our node is a change of the children): a lock taken and
 * released with nobody else about costs three requests, not four (docs/safety.md, path 7). Not
 * where our last listing showed others (ahead.c zkl_dir_busy): their next change would fire it. */
static void send_list(zkl_contender *c, int kind, int stand_in) {
  zkl_req *r, *w;
  r = zkl_new_req(c, kind, on_reply);
  if (!r) return;
  if (kind == R_FIND || (!c->pred->watch_children && !stand_in)) {
    zkl_sent(c, r, zoo_aget_children(c->base.S->zh, c->dir, 0, zkl_cb_strings, r));
    return;
  }
  /* Leases wait for any change of the children: the listing itself arms that watch. */
  w = c->pred->watch_children ? zkl_new_watch(c, R_CWATCH, on_reply) : zkl_new_watch(c, R_DWATCH, zkl_on_stand_in);
  if (!w) { zkl_req_free(r); return; }
  r->partner = w;
  w->partner = r;
  if (!zkl_sent(c, r, zoo_awget_children(c->base.S->zh, c->dir, zkl_cb_watch, w, zkl_cb_strings, r)))
    zkl_req_free(w);
}

/* A listing again, and a decision on it (docs/safety.md, path 3; model/zklock.pml G_RELIST). */
static void relist(zkl_contender *c) {
  c->gen++;
  c->phase = C_LISTING;
  send_list(c, R_LIST, 0);
}

/* A data watch (getData, like Curator): unlike exists, it arms nothing on a missing node. Our own
 * node's watch goes first (revoke.c; armed once, it stays): its answer comes before the node
 * ahead's answer and events, so when that node goes, an earlier deletion of ours has been heard
 * (docs/safety.md, path 2). */
static void send_watch(zkl_contender *c, const char *name) {
  zkl_session *S = c->base.S;
  zkl_req *w, *g;
  zkl_watch_node(c);
  c->waited = 1;
  free(c->watching);
  c->watching = zkl_str_cat3(c->dir, "/", name);
  c->self_blocked = 0;
  c->phase = C_WATCHING;
  if (!c->watching) { zkl_give_up(c, ZSYSTEMERROR, "zk:ZSYSTEMERROR"); return; }
  w = zkl_new_watch(c, R_WATCH, on_reply);
  if (!w) return;
  g = zkl_new_req(c, R_WGET, on_reply);
  if (!g) { zkl_req_free(w); return; }
  g->partner = w;
  w->partner = g;
  if (!zkl_sent(c, g, zoo_awget(S->zh, c->watching, zkl_cb_watch, w, zkl_cb_data, g))) zkl_req_free(w);
}

/* Every blocking node ahead of ours watched at once (the lock option watch_ahead; docs/safety.md,
 * path 2): our node's own watch first, as for one, then a getData with a watch on each. Held when
 * the last of them goes, on that event alone: no listing, whoever they were (a holder that
 * released, a waiter that gave up, a node deleted from outside). */
static void send_watch_set(zkl_contender *c, char **names, const int *idx, int n) {
  zkl_watch_node(c);
  c->waited = 1;
  free(c->watching);
  c->watching = NULL;
  c->self_blocked = 0;
  c->phase = C_WATCHING;
  c->ahead = c->ahead_left = n;
  zkl_ahead_watch(c, names, idx, n, on_reply);
}

/* Asks for our node's stat (its czxid): nothing is held without it. gen_step 1 starts a step of its
 * own; 0 joins the step under way (the downgrade's multi, whose reply comes first). */
static void send_stat(zkl_contender *c, int gen_step) {
  zkl_req *s;
  if (gen_step) c->gen++;
  c->phase = C_STATING;
  s = zkl_new_req(c, R_STAT, on_reply);
  if (s) zkl_sent(c, s, zoo_aexists(c->base.S->zh, c->node, 0, zkl_cb_stat, s));
}

/* Before saying "held" on an old proof (a long wait in line, a node found after a lost reply),
 * prove the session and our node to the leader again: a multi of one check, as refresh.c does
 * (docs/safety.md, path 4; model/zklock.pml G_CONFIRM). */
static void send_confirm(zkl_contender *c) {
  zoo_op_t op;
  zkl_req *r;
  c->gen++;
  c->phase = C_CONFIRMING;
  r = zkl_new_req(c, R_CONFIRM, on_reply);
  if (!r) return;
  r->write = 1;
  zoo_check_op_init(&op, c->node, -1);
  zkl_sent(c, r, zoo_amulti(c->base.S->zh, 1, &op, &c->own->confirm_result, zkl_cb_void, r));
}

static void hold_now(zkl_contender *c) {
  zkl_session *S = c->base.S;
  if (c->waited) S->remote_handoffs++;   /* it waited for a node ahead of ours */
  c->phase = C_HELD;
  zkl_start_ttl(c);
  /* unless armed while we waited, or the listing's children watch stands for it; a revocation
   * request changes only our node's data */
  if (c->dwatch != 2 || c->revocable) zkl_watch_node(c);
  if (c->revoke_seen) {  /* asked while we waited (revoke.c on_get) */
    c->revoke_seen = 0;
    zkl_queue_push(&S->q, EV_REVOKE, c->base.id);
  }
  zkl_settle(c, ZOK, NULL);  /* a carrier hands the lock to its first member here */
  /* a new deadline to watch, and refreshes to send: the earlier of the two */
  {
    int64_t refresh = c->anchor_ns + zkl_refresh_interval(S), deadline = zkl_validity_deadline(S, c->anchor_ns),
            at = refresh < deadline ? refresh : deadline;
    zkl_timer_need(S, c->ttl_end_ns && c->ttl_end_ns < at ? c->ttl_end_ns : at);
  }
}

static void become_held(zkl_contender *c) {
  if (c->node_deleted) create_again(c);   /* its watch saw it go: a node with its name is not ours */
  else if (c->node && (!c->czxid || !zkl_node_ours(c))) send_stat(c, 1);   /* the czxid fencing_token() gives; the owner */
  else if (zkl_clock_ns() - c->anchor_ns > zkl_refresh_interval(c->base.S)) send_confirm(c);
  else hold_now(c);
}

/* The node we watched is gone (deleted, or missing when we came to watch it; docs/safety.md path 2;
 * model/zklock.pml G_GONE).
 * Nodes ahead of ours only ever go, so the listing we decided on still bounds what can block us: if
 * the watched node was the last of them, we hold once we know our own node is still there. Our
 * node's watch knows it when it is armed, has not fired, and an answer came on this connection
 * (zkl_node_watched): armed before the node ahead's, so a deletion of ours before this one was
 * heard first (one order per connection; after a reconnect the re-registered watches' events come
 * in no order, but all before that answer). Otherwise a read of our node tells (T_STAT: answered
 * after this event, by a server that applied every change before it). If one is left we watch it
 * directly. Otherwise, or if a downgrade may have put a read node where a write node was, list
 * again. */
static void predecessor_gone(zkl_contender *c) {
  char *next;
  if (c->ahead < 1 || (c->pred->write_gone_relists && zkl_write_seq(zkl_base_name(c->watching)))) {
    relist(c);
  } else if (c->ahead == 1) {
    c->base.S->saved++;
    if (zkl_node_watched(c)) {
      c->gen++;       /* the watching step is over */
      become_held(c);
    } else {
      send_stat(c, 1);   /* our node is there: held (on_stat, become_held); gone: contend again */
    }
  } else if (c->ahead == 2 && c->next_ahead) {
    next = c->next_ahead;
    c->next_ahead = NULL;
    c->ahead = 1;
    c->gen++;
    c->base.S->saved++;
    send_watch(c, zkl_base_name(next));
    free(next);
  } else {
    relist(c);
  }
}

/* One of the nodes ahead we watch all of went (deleted, or missing when we came to watch it): when
 * it was the last, nothing blocks us (path 2) and our node's watch or a read of it decides, as
 * when the one node ahead goes (predecessor_gone). */
static void one_gone(zkl_contender *c) {
  if (--c->ahead_left > 0) return;
  c->base.S->saved++;
  if (zkl_node_watched(c)) {
    c->gen++;       /* the watching step is over */
    become_held(c);
  } else {
    send_stat(c, 1);
  }
}

/* Our node went while we waited in line (its watch, revoke.c): contend again now, with a new one
 * behind whoever is there. A step under way (a read, a listing, a confirm) finds it gone itself. */
void zkl_gone_waiting(zkl_contender *c) {
  if (c->phase != C_WATCHING || c->cancelled || c->releasing || !c->node) return;
  zkl_drop_wait_watch(c);
  create_again(c);
}

static void decide(zkl_contender *c, const struct String_vector *sv) {
  const char *mine = zkl_base_name(c->node);
  char **names;
  int n, i, ours = -1, watch = -1, ahead = -1, next = -1;
  if (!sv || sv->count <= 0) { create_again(c); return; }   /* our node is gone: as below */
  names = malloc((size_t)sv->count * sizeof *names);
  if (!names) { zkl_give_up(c, ZSYSTEMERROR, "zk:ZSYSTEMERROR"); return; }
  memcpy(names, sv->data, (size_t)sv->count * sizeof *names);
  n = zkl_sort_children(names, sv->count, c->pred->sort_names);
  zkl_dir_seen(c->base.S, c->dir, n > 1);
  for (i = 0; i < n; i++) if (strcmp(names[i], mine) == 0) { ours = i; break; }
  /* nodes behind ours stay behind (or go): a carrier's queue owes them fairness */
  if (ours >= 0 && ours + 1 < n) c->behind = 1;
  if (ours < 0) {
    /* Our node is gone (deleted from outside): contend again with a fresh one (create_again). */
    create_again(c);
  } else if (c->pred->decide(c->pred, names, n, sv->count, ours, &watch, &ahead, &next)) {
    become_held(c);
  } else if (c->try_once) {
    zkl_give_up(c, ZOK, "timeout");
  } else if (watch == ZKL_WATCH_CHILDREN) {
    c->phase = C_WATCHING;  /* the listing we decided on armed the children watch */
  } else {
    int *idx, nb = zkl_ahead_plan(c, names, ours, next, &idx);
    char *near = NULL;
    if (nb > 1) {
      send_watch_set(c, names, idx, nb);
    } else {
      /* the second: its going, a listing; the nearest, unwatched, may still be ours (a deadlock) */
      if (nb == ZKL_AHEAD_FAR) { near = zkl_str_cat3(c->dir, "/", names[watch]); watch = next; ahead = next = -1; }
      c->ahead = ahead;
      free(c->next_ahead);
      c->next_ahead = next >= 0 ? zkl_str_cat3(c->dir, "/", names[next]) : NULL;
      if (next >= 0 && !c->next_ahead) c->ahead = -1;
      send_watch(c, names[watch]);
      if (near && c->phase == C_WATCHING) zkl_ahead_own(c, near);
    }
    free(near);
    free(idx);
  }
  free(names);
}

/* ---------- parked steps ---------- */

/* The step a parked contender redoes once the connection is back (engine.c resume) */
void zkl_resume_step(zkl_contender *c) {
  switch (c->park_phase) {
    case C_FINDING: send_find(c); break;
    case C_DELETING: zkl_send_delete(c); break;
    default: relist(c); break;
  }
}

/* ---------- answers: one handler per request kind ---------- */

/* Our node is gone (deleted from outside before "held": decide, on_stat, on_list, on_confirm),
 * or not ours (contend_afresh): a new one, with a new protected prefix. Were the new create's reply
 * lost, on_find must not take a node with our old name (another session's, or one an outsider made
 * since) for ours: it would leave ours untracked, queued ahead of us for the session's life. A
 * downgrade's read node keeps its place (fixed_seq, under its guard). No randomness: we give up,
 * as contender.c does. */
static void create_again(zkl_contender *c) {
  char *prefix = zkl_protected_prefix();
  zkl_set_node(c, NULL);
  if (!prefix) { zkl_give_up(c, ZSYSTEMERROR, "zk:ZSYSTEMERROR"); return; }
  free(c->prefix);
  c->prefix = prefix;
  send_create(c);
}

/* A new node of our own, queued behind whoever is there (a downgrade's read node no longer takes a
 * place of its own: a read lock like any other), when the node we had is one with our name that
 * another session owns (on_stat), or a downgrade's write node is gone (on_dcreate). */
static void contend_afresh(zkl_contender *c) {
  free(c->fixed_seq); c->fixed_seq = NULL;
  free(c->guard); c->guard = NULL;
  create_again(c);
}

static void on_create(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  zkl_session *S = c->base.S;
  if (rc == ZOK && S->drop_create_replies > 0) {
    /* the node exists, but we act as if the reply never came (tests the protected lookup) */
    S->drop_create_replies--;
    rc = ZCONNECTIONLOSS;
    r->write = 0;   /* and a reply that never came proves nothing (req.c run) */
  }
  if (rc == ZOK) {
    const struct Stat *st = b;
    zkl_set_node(c, strdup((const char *)a));
    c->anchor_ns = zkl_validity_anchor(S, r);  /* the leader prepared it: it proves the session */
    c->owner_seen = S->conn_gen;               /* and made the node ours */
    if (st) c->czxid = st->czxid;
    if (!c->node) zkl_give_up(c, ZSYSTEMERROR, "zk:ZSYSTEMERROR");
    else if (c->cancelled) zkl_send_delete(c);
    else c->phase = C_LISTING;  /* the listing is on its way */
  } else if (zkl_lost_connection(rc)) {
    zkl_park(c, C_FINDING);  /* the node may exist: find it by its protected prefix */
  } else if (c->cancelled) {
    zkl_finish_done(c);
  } else if (rc == ZNONODE && c->parent_rc) {
    zkl_give_up(c, c->parent_rc, zkl_rc_code(c->parent_rc));  /* e.g. no right to create the parent */
    zkl_finish_done(c);
  } else if (rc == ZNONODE) {
    send_parents(c);
    if (c->phase != C_DONE) send_create(c);
  } else {
    zkl_give_up(c, rc, zkl_rc_code(rc));
    zkl_finish_done(c);
  }
}

/* The create's reply was lost: our node, if the server made it, carries our protected prefix (the
 * sync ahead of this listing made the server catch up, send_find). */
static void on_find(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  const struct String_vector *sv = a;
  int i;
  (void)r; (void)b;
  if (zkl_lost_connection(rc)) { zkl_park(c, C_FINDING); return; }
  if (c->base.S->test_stale_reads > 0 && !c->synced) { c->base.S->test_stale_reads--; sv = NULL; }
  zkl_set_node(c, NULL);   /* what a lost create made, if anything, is what the listing shows */
  if (rc != ZOK && rc != ZNONODE) { zkl_give_up(c, rc, zkl_rc_code(rc)); zkl_finish_done(c); return; }
  if (rc == ZOK) zkl_graves_seen(c->base.S, c->dir, sv);
  for (i = 0; rc == ZOK && sv && i < sv->count; i++)
    if (strncmp(sv->data[i], c->prefix, strlen(c->prefix)) == 0) {
      zkl_set_node(c, zkl_str_cat3(c->dir, "/", sv->data[i]));
      if (!c->node) { zkl_give_up(c, ZSYSTEMERROR, "zk:ZSYSTEMERROR"); return; }
      break;
    }
  if (!c->node) {
    if (c->cancelled) zkl_finish_done(c); else send_create(c);
    return;
  }
  if (c->cancelled) { zkl_send_delete(c); return; }
  /* the czxid for fencing_token(), then (same session, in order) a listing decides; a downgrade's
   * read node holds its place at once, but only on a new proof (become_held confirms) */
  send_stat(c, 1);
  if (c->fixed_seq || c->phase != C_STATING) return;   /* a downgrade's node: become_held after the stat */
  c->phase = C_LISTING;    /* the listing behind the stat decides */
  send_list(c, R_LIST, 0);
}

static void on_sync(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  /* the listing behind it answers, or fails the same way */
  (void)r; (void)a; (void)b;
  c->synced = rc == ZOK;
}

/* The stat of our node. A listing sent behind it decides (C_LISTING); otherwise it was asked for
 * before saying held (become_held) or after a downgrade's create, and that goes on here. A node
 * counts as ours only while our current session owns it (docs/safety.md, path 5: the two leaders
 * of CURATOR-620/652/653/696 took a node with their name from an earlier session for theirs): a
 * node another session owns is its owner's to delete, and we contend afresh. */
static void on_stat(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  int deciding = c->phase == C_LISTING;
  (void)r; (void)b;
  if (rc == ZOK && c->base.S->test_drop_stats > 0) { c->base.S->test_drop_stats--; rc = ZCONNECTIONLOSS; }
  if (rc == ZOK && a && ((const struct Stat *)a)->ephemeralOwner != c->base.S->session_id) {
    contend_afresh(c);   /* the listing behind it belongs to the step we leave */
  } else if (rc == ZOK && a) {
    c->czxid = ((const struct Stat *)a)->czxid;
    c->owner_seen = c->base.S->conn_gen;
    if (!deciding && c->phase == C_STATING) become_held(c);
  } else if (deciding) {
    /* the listing behind it fails alike (connection), or shows our node gone (decide) */
  } else if (rc == ZNONODE) {
    create_again(c);   /* our node is gone (deleted from outside): contend again */
  } else if (zkl_lost_connection(rc)) {
    zkl_park(c, c->fixed_seq ? C_FINDING : C_LISTING);
  } else {
    zkl_give_up(c, rc, zkl_rc_code(rc));
  }
}

/* The downgrade's multi[check(W), create(R)]; its exists comes next, in the same step. */
static void on_dcreate(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  (void)a; (void)b;
  if (rc == ZOK) {
    c->anchor_ns = zkl_validity_anchor(c->base.S, r);   /* a transaction the leader prepared */
    if (c->cancelled) zkl_send_delete(c);
    /* else the exists behind it brings the czxid (on_stat), then the hold */
  } else if (zkl_lost_connection(rc)) {
    zkl_park(c, C_FINDING);   /* it may have been applied: look for it */
  } else if (c->own->dres[0].err == ZOK && c->own->dres[1].err == ZNODEEXISTS) {
    /* ours already (an earlier create whose reply was lost): the exists behind it goes on, and the
     * hold waits for a new proof (become_held confirms, the anchor being old) */
    if (c->cancelled) zkl_send_delete(c);
  } else if (c->cancelled) {
    zkl_finish_done(c);
  } else if (c->own->dres[0].err == ZNONODE) {
    contend_afresh(c);   /* the write node is gone: a read lock like any other */
  } else {
    int err = c->own->dres[0].err != ZOK ? c->own->dres[0].err : c->own->dres[1].err != ZOK ? c->own->dres[1].err : rc;
    zkl_give_up(c, err, zkl_rc_code(err));
  }
}

static void on_list(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  (void)b;
  if (c->phase != C_LISTING || c->cancelled || c->releasing) return;
  if (rc == ZOK && r->partner && r->partner->kind == R_DWATCH && c->node) c->dwatch = 2;   /* armed: nothing changed since */
  if (rc == ZOK) zkl_graves_seen(c->base.S, c->dir, a);   /* a node of ours come back goes again */
  if (rc == ZOK) decide(c, a);
  else if (zkl_lost_connection(rc)) zkl_park(c, C_LISTING);
  else if (rc == ZNONODE) create_again(c);   /* our node is gone: contend again */
  else zkl_give_up(c, rc, zkl_rc_code(rc));
}

/* The answer to a get that armed a watch on a node ahead (path: that node): one of our own
 * session's, live, blocks us (a deadlock the waiter is told of); gone, it counts as gone. */
static void watch_answered(zkl_contender *c, int rc, const struct Stat *st, const char *path,
                           void (*gone)(zkl_contender *)) {
  zkl_session *S = c->base.S;
  if (rc == ZOK) {
    if (st && st->ephemeralOwner == S->session_id) zkl_ahead_own(c, path);
  } else if (rc == ZNONODE) {
    gone(c);   /* gone before we could watch it */
  } else if (zkl_lost_connection(rc)) {
    zkl_park(c, C_LISTING);
  } else {
    zkl_give_up(c, rc, zkl_rc_code(rc));
  }
}

/* The get that armed the predecessor watch. */
static void on_wget(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  (void)r; (void)a;
  if (c->phase != C_WATCHING) return;
  watch_answered(c, rc, b, c->watching, predecessor_gone);
}

/* The get that armed the watch on one of the nodes ahead we watch all of. */
static void on_aget(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  (void)a;
  if (c->phase != C_WATCHING || c->watching) return;
  watch_answered(c, rc, b, r->partner ? r->partner->watched : NULL, one_gone);
}

/* rc is the watch event type here */
static void on_awatch(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b) {
  (void)r; (void)a; (void)b;
  if (c->phase != C_WATCHING || c->cancelled || c->watching) return;
  if (rc == ZOO_DELETED_EVENT) {
    one_gone(c);
  } else {   /* changed (a revocation request written to it): look again, the other watches taken back */
    zkl_drop_wait_watch(c);
    relist(c);
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
  if (rc == ZOK && c->own->confirm_result.err == ZOK) {
    c->anchor_ns = zkl_validity_anchor(c->base.S, r);
    /* just proven: never confirm again, however slow the answer was; but the check proves only that a
     * node of our name exists (path 5) */
    if (c->node_deleted) create_again(c);
    else if (!zkl_node_ours(c)) send_stat(c, 1);
    else hold_now(c);
  } else if (rc == ZNONODE) {
    create_again(c);  /* our node is gone (deleted from outside): contend again */
  } else if (zkl_lost_connection(rc)) {
    zkl_park(c, C_LISTING);
  } else {
    zkl_give_up(c, rc, zkl_rc_code(rc));
  }
}

typedef void (*reply_fn)(zkl_contender *c, zkl_req *r, int rc, const void *a, const void *b);
static const reply_fn handlers[] = {
  [R_CREATE] = on_create, [R_LIST] = on_list, [R_FIND] = on_find, [R_WATCH] = on_watch,
  [R_WGET] = on_wget, [R_STAT] = on_stat, [R_CWATCH] = on_cwatch, [R_CONFIRM] = on_confirm,
  [R_SYNC] = on_sync, [R_DCREATE] = on_dcreate, [R_AGET] = on_aget, [R_AWATCH] = on_awatch,
};

static void on_reply(zkl_req *r, int rc, const void *a, const void *b) {
  zkl_contender *c = (zkl_contender *)r->p;
  if (!zkl_reply_current(c, r, rc)) return;
  zkl_enter(c->base.S);
  handlers[r->kind](c, r, rc, a, b);
  zkl_leave(c->base.S);
}
