/* ahead.c -- the nodes ahead of a waiter, each followed by a watch (the lock option watch_ahead):
 * armed in one pipelined batch, within what a reconnect may re-register for the session. */
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

int zkl_ahead_fits(const zkl_contender *c, char **names, const int *idx, int n) {
  size_t cost = 0;
  int i;
  for (i = 0; i < n; i++) cost += cost_of(c, names[idx[i]]);
  return c->base.S->ahead_bytes + cost <= AHEAD_BUDGET;
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
