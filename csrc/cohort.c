/* cohort.c -- the local queue of one session's acquisitions of one lock: who waits, in what order,
 * and how many more local hand-offs fairness allows. A leaf: recipe.c decides and acts. */
#include "zkl.h"

#include <stdlib.h>
#include <string.h>

/* A linear scan: a session contends for few locks at once, and only a join looks. */
zkl_cohort *zkl_cohort_find(zkl_session *S, const zkl_predicate *pred, const char *dir) {
  zkl_cohort *k;
  for (k = S->cohorts; k; k = k->next)
    if (k->pred == pred && strcmp(k->dir, dir) == 0) return k;
  return NULL;
}

zkl_cohort *zkl_cohort_new(zkl_session *S, const zkl_predicate *pred, const char *dir, const char *data,
                           int datalen, int max_handoffs) {
  zkl_cohort *k = calloc(1, sizeof *k);
  if (!k) return NULL;
  k->dir = strdup(dir);
  k->data = malloc(datalen > 0 ? (size_t)datalen : 1);
  if (!k->dir || !k->data) { free(k->dir); free(k->data); free(k); return NULL; }
  if (datalen > 0) memcpy(k->data, data, (size_t)datalen);
  k->datalen = datalen;
  k->pred = pred;
  k->max_handoffs = max_handoffs;
  k->next = S->cohorts;
  if (S->cohorts) S->cohorts->prev = k;
  S->cohorts = k;
  return k;
}

void zkl_cohort_push(zkl_cohort *k, zkl_contender *m) {
  m->qnext = NULL;
  if (k->tail) k->tail->qnext = m; else k->head = m;
  k->tail = m;
}

zkl_contender *zkl_cohort_pop(zkl_cohort *k) {
  zkl_contender *m = k->head;
  if (!m) return NULL;
  k->head = m->qnext;
  if (!k->head) k->tail = NULL;
  m->qnext = NULL;
  return m;
}

/* A waiter that gave up: O(queue length), paid only by timeouts and cancels. */
void zkl_cohort_remove(zkl_cohort *k, zkl_contender *m) {
  zkl_contender *p = NULL, *q;
  for (q = k->head; q && q != m; q = q->qnext) p = q;
  if (!q) return;
  if (p) p->qnext = m->qnext; else k->head = m->qnext;
  if (k->tail == m) k->tail = p;
  m->qnext = NULL;
}

void zkl_cohort_dirty(zkl_session *S, zkl_cohort *k) {
  if (k->dirty) return;
  k->dirty = 1;
  k->dnext = S->dirty_cohorts;
  S->dirty_cohorts = k;
}

zkl_cohort *zkl_cohort_next_dirty(zkl_session *S) {
  zkl_cohort *k = S->dirty_cohorts;
  if (!k) return NULL;
  S->dirty_cohorts = k->dnext;
  k->dnext = NULL;
  k->dirty = 0;
  return k;
}

int zkl_cohort_empty(const zkl_cohort *k) { return !k->carrier && !k->holder && !k->head; }

void zkl_cohort_free(zkl_session *S, zkl_cohort *k) {
  if (k->prev) k->prev->next = k->next; else S->cohorts = k->next;
  if (k->next) k->next->prev = k->prev;
  free(k->dir);
  free(k->data);
  free(k);
}

/* The first hold under a node was queued for fairly; after that, hand-offs are free until another
 * client is seen queued behind, then max_handoffs more. */
int zkl_cohort_may_hand_off(zkl_cohort *k, int someone_behind) {
  if (k->seq == 0) return 1;
  if (!someone_behind) return 1;
  if (k->left <= 0) return 0;
  k->left--;
  return 1;
}
