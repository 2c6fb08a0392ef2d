/* revived.c -- our nodes that come back: a bounded record, per lock, of the nodes this session
 * deleted, and their second delete when a listing of ours shows one again or a reconnect looks. */
#include "revived.h"

#include <stdlib.h>
#include <string.h>

/* An ensemble that loses committed writes (a quorum loss whose recovery truncates the logs of
 * servers that had acknowledged them, docs/chaos.md) can bring back lock nodes we deleted, owned by
 * our session, which is alive and no longer tracks them: everybody queues behind a node nobody
 * holds, for as long as our session lives. Nobody else ever makes a node with our protected name,
 * so a name we deleted that shows again is ours come back: it is deleted again. Listings we make
 * anyway see it; a leader change (every one ends every client's connection) is when it can happen,
 * so a reconnect lists the locks we deleted nodes of shortly before the connection went. */

static zkl_graves *find(zkl_session *S, const char *dir, size_t len) {
  int i;
  for (i = 0; i < ZKL_GRAVE_DIRS; i++)
    if (S->graves[i].dir && strlen(S->graves[i].dir) == len && memcmp(S->graves[i].dir, dir, len) == 0)
      return &S->graves[i];
  return NULL;
}

void zkl_grave_add(zkl_session *S, const char *node) {
  const char *base = strrchr(node, '/');
  zkl_graves *g;
  char *name;
  int i;
  if (!base || base == node) return;
  if (!(g = find(S, node, (size_t)(base - node)))) {
    g = &S->graves[0];   /* a free entry, or the one used least recently */
    for (i = 1; i < ZKL_GRAVE_DIRS && g->dir; i++)
      if (!S->graves[i].dir || S->graves[i].used_ns < g->used_ns) g = &S->graves[i];
    free(g->dir);
    for (i = 0; i < ZKL_GRAVES; i++) { free(g->names[i]); g->names[i] = NULL; }
    g->next = 0;
    if (!(g->dir = strndup(node, (size_t)(base - node)))) return;
  }
  if (!(name = strdup(base + 1))) return;
  free(g->names[g->next]);
  g->names[g->next] = name;
  g->next = (g->next + 1) % ZKL_GRAVES;
  g->used_ns = zkl_clock_ns();
}

static void ignore(zkl_req *r, int rc, const void *a, const void *b) {
  (void)r; (void)rc; (void)a; (void)b;
}

static void delete_again(zkl_session *S, const char *dir, const char *name) {
  char *path = zkl_str_cat3(dir, "/", name);
  zkl_req *r = path ? zkl_req_new(S, NULL, 0, ignore) : NULL;
  if (r && zoo_adelete(S->zh, path, -1, zkl_cb_void, r) != ZOK) zkl_req_free(r);
  if (r) {
    char *text = zkl_str_cat3("a lock node zklock had deleted came back (the ensemble lost the delete): ", path,
                              ", deleted again");
    zkl_queue_push_text(&S->q, EV_WARN, 0, text);
  }
  free(path);
}

void zkl_graves_seen(zkl_session *S, const char *dir, const struct String_vector *sv) {
  zkl_graves *g = find(S, dir, strlen(dir));
  int i, j;
  if (!g || !sv || !S->zh || S->closed) return;
  for (i = 0; i < sv->count; i++)
    for (j = 0; j < ZKL_GRAVES; j++)
      if (g->names[j] && strcmp(g->names[j], sv->data[i]) == 0) { delete_again(S, g->dir, sv->data[i]); break; }
}

static void on_sweep(zkl_req *r, int rc, const void *a, const void *b) {
  (void)b;
  if (rc == ZOK) zkl_graves_seen(r->S, r->extra, a);
}

void zkl_graves_sweep(zkl_session *S) {
  int64_t since = S->disconnected_ns - (int64_t)S->session_ms * 1000000;
  int i;
  if (!S->disconnected_ns || !S->zh || S->closed) return;
  for (i = 0; i < ZKL_GRAVE_DIRS; i++) {
    zkl_graves *g = &S->graves[i];
    zkl_req *r;
    if (!g->dir || g->used_ns < since) continue;
    if (!(r = zkl_req_new(S, NULL, 0, on_sweep))) return;
    if (!(r->extra = strdup(g->dir))) { zkl_req_free(r); return; }
    r->free_extra = free;
    if (zoo_aget_children(S->zh, g->dir, 0, zkl_cb_strings, r) != ZOK) zkl_req_free(r);
  }
}

char *zkl_grave_newest(zkl_session *S, const char *dir) {
  zkl_graves *g = find(S, dir, strlen(dir));
  const char *name = g ? g->names[(g->next + ZKL_GRAVES - 1) % ZKL_GRAVES] : NULL;
  return name ? zkl_str_cat3(dir, "/", name) : NULL;
}
