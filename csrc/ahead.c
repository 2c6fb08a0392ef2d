/* ahead.c -- what a waiter watches of the nodes ahead (the lock option watch_ahead): each of them in
 * one pipelined batch, within what a reconnect may re-register; or, past watch_ahead, the second. */
#include "ahead.h"

#include "release.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The client library re-registers every watch of a session in one request when it reconnects
 * (SetWatches: a path each, not split in the 3.8 C client), and the server drops a request over its
 * jute.maxbuffer (1 MB by default; ZOOKEEPER-706), so the client would reconnect for ever. The paths
 * these watches add stay below a quarter of that, for the whole session; past it a waiter watches
 * only the node just ahead, as Curator's do. */
#define AHEAD_BUDGET (256 * 1024)

typedef struct ahead_path {
  zkl_session *S;
  size_t cost;          /* its share of ahead_bytes: the path and SetWatches' length field */
  char path[];
} ahead_path;

static void ahead_free(void *p) {
  ahead_path *a = p;
  a->S->ahead_bytes -= a->cost;
  free(a);
}

/* SetWatches carries the server's path: a chroot in the connect string is put in front of ours */
static size_t cost_of(const zkl_contender *c, const char *name) {
  const char *chroot = strchr(c->base.S->servers, '/');
  return (chroot ? strlen(chroot) : 0) + strlen(c->dir) + 1 + strlen(name) + 4;
}

static int fits(const zkl_contender *c, char **names, const int *idx, int n) {
  size_t cost = 0;
  int i;
  for (i = 0; i < n; i++) cost += cost_of(c, names[idx[i]]);
  return c->base.S->ahead_bytes + cost <= AHEAD_BUDGET;
}

/* Past watch_ahead, the second nearest blocker (ZKL_AHEAD_FAR): the nearest is the next holder, so
 * the second goes first, and its going only makes us list again (acquire.c predecessor_gone); that
 * listing then shows one node ahead, which we watch alone and hold on the event of (docs/safety.md,
 * path 2). The listing is made while the node ahead holds, not after its release: a hand-off in a long
 * queue waits for no listing. Watching the nearest would list only once it is gone. */
int zkl_ahead_plan(const zkl_contender *c, char **names, int ours, int next, int **idx) {
  int nb;
  *idx = NULL;
  if (c->watch_ahead < 2 || !c->pred->blockers || !(*idx = malloc((size_t)c->watch_ahead * sizeof **idx))) return 0;
  nb = c->pred->blockers(c->pred, names, ours, *idx, c->watch_ahead);
  if (nb > 1 && fits(c, names, *idx, nb)) return nb;
  return nb < 0 && next >= 0 ? ZKL_AHEAD_FAR : 0;
}

void zkl_ahead_own(zkl_contender *c, const char *path) {
  if (!path || !zkl_live_node(c->base.S, path)) return;
  c->self_blocked = 1;
  zkl_queue_push(&c->base.S->q, EV_WAKE, c->base.id);
}

/* A hint, never a proof (a hash may collide): whether the create's listing arms a children watch
 * standing for our node's (acquire.c send_list). It saves a request when nobody else is about, and
 * costs a wake-up of ours when anyone is: every change of the children fires it. */
static uint64_t dir_hash(const char *dir) {
  uint64_t h = 1469598103934665603ULL;
  for (; *dir; dir++) h = (h ^ (unsigned char)*dir) * 1099511628211ULL;
  return h | 1;
}

#define NBUSY (sizeof ((zkl_session *)0)->busy_dirs / sizeof ((zkl_session *)0)->busy_dirs[0])

int zkl_dir_busy(const zkl_session *S, const char *dir) {
  uint64_t h = dir_hash(dir);
  return S->busy_dirs[(h >> 1) % NBUSY] == h;
}

void zkl_dir_seen(zkl_session *S, const char *dir, int busy) {
  uint64_t h = dir_hash(dir);
  uint64_t *slot = &S->busy_dirs[(h >> 1) % NBUSY];   /* the low bit is always set: 0 marks a free slot */
  if (busy) *slot = h;
  else if (*slot == h) *slot = 0;
}

int zkl_ahead_watch(zkl_contender *c, char **names, const int *idx, int n, zkl_req_fn fn) {
  zkl_session *S = c->base.S;
  int i;
  for (i = 0; i < n; i++) {
    size_t cost = cost_of(c, names[idx[i]]);
    ahead_path *a = malloc(sizeof *a + cost);
    zkl_req *w, *g;
    if (!a) { zkl_give_up(c, ZSYSTEMERROR, "zk:ZSYSTEMERROR"); return 0; }
    sprintf(a->path, "%s/%s", c->dir, names[idx[i]]);
    a->S = S;
    a->cost = cost;
    if (!(w = zkl_new_watch(c, R_AWATCH, fn))) { free(a); return 0; }
    S->ahead_bytes += cost;
    w->extra = a;
    w->free_extra = ahead_free;
    w->watched = a->path;
    if (!(g = zkl_new_req(c, R_AGET, fn))) { zkl_req_free(w); return 0; }
    g->partner = w;
    w->partner = g;
    if (!zkl_sent(c, g, zoo_awget(S->zh, a->path, zkl_cb_watch, w, zkl_cb_data, g))) { zkl_req_free(w); return 0; }
  }
  return 1;
}
