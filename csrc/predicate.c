/* predicate.c -- the per-lock-kind decisions over a sorted child list (Curator's drivers),
 * and Curator's ordering of children by the sequence that follows the lock name. */
#include "zkl.h"

#include <stdlib.h>
#include <string.h>

/* Curator sorts by what follows the *last* occurrence of the lock name; with several names
 * (read-write lock) whichever occurs. NULL when the name has none of them. */
const char *zkl_seq_part(const char *name, const char *const *sort_names) {
  const char *best = NULL;
  for (; *sort_names; sort_names++) {
    const char *hit = NULL, *p = name;
    size_t ll = strlen(*sort_names);
    while ((p = strstr(p, *sort_names)) != NULL) { hit = p + ll; p++; }
    if (hit && (!best || hit > best)) best = hit;
  }
  return best;
}

/* Each session has its own completion thread, hence thread-local. */
static ZKL_THREAD_LOCAL const char *const *sort_by;
static int by_seq(const void *a, const void *b) {
  return strcmp(zkl_seq_part(*(char *const *)a, sort_by), zkl_seq_part(*(char *const *)b, sort_by));
}

/* Moves names without a sort name past the first k, sorts those k; returns k. */
int zkl_sort_children(char **names, int n, const char *const *sort_names) {
  int i, k = 0;
  for (i = 0; i < n; i++)
    if (zkl_seq_part(names[i], sort_names)) {
      char *t = names[k]; names[k] = names[i]; names[i] = t; k++;
    }
  sort_by = sort_names;
  qsort(names, (size_t)k, sizeof *names, by_seq);
  return k;
}

/* StandardLockInternalsDriver: the first max_leases nodes hold;
 * everyone else watches the node max_leases places ahead. */
static int standard(const zkl_predicate *pr, char **sorted, int n, int n_all, int ours, int *watch,
                    int *ahead, int *next) {
  (void)sorted; (void)n; (void)n_all;
  if (ours < pr->max_leases) return 1;
  *watch = ours - pr->max_leases;
  *ahead = pr->max_leases == 1 ? ours : -1;
  *next = pr->max_leases == 1 && ours >= 2 ? ours - 2 : -1;
  return 0;
}

/* Read lock: holds unless a writer is ahead; then watches the nearest writer ahead, whose
 * deletion is the earliest moment the answer can change. */
static int reader(const zkl_predicate *pr, char **sorted, int n, int n_all, int ours, int *watch,
                  int *ahead, int *next) {
  int i, writers = 0;
  (void)pr; (void)n; (void)n_all;
  *next = -1;
  for (i = ours - 1; i >= 0; i--)
    if (strstr(sorted[i], "__WRIT__")) {
      if (writers == 0) *watch = i;
      else if (writers == 1) *next = i;
      writers++;
    }
  *ahead = writers;
  return writers == 0;
}

/* Semaphore lease (InterProcessSemaphoreV2): holds while the lease count fits. Every lease
 * node counts, ours included; until one goes, wait for the children to change. */
static int lease(const zkl_predicate *pr, char **sorted, int n, int n_all, int ours, int *watch,
                 int *ahead, int *next) {
  (void)sorted; (void)n; (void)ours;
  if (n_all <= pr->max_leases) return 1;
  *watch = ZKL_WATCH_CHILDREN;
  *ahead = -1;
  *next = -1;
  return 0;
}

const zkl_predicate zkl_pred_mutex = { "Mutex", "lock-", { "lock-", NULL, NULL }, 1, 0, 0, standard };
const zkl_predicate zkl_pred_write = { "WriteLock", "__WRIT__", { "__READ__", "__WRIT__", NULL }, 1, 0, 1, standard };
/* A reader is not blocked by read nodes, so a downgrade's inserted read node cannot hurt it. */
const zkl_predicate zkl_pred_read = { "ReadLock", "__READ__", { "__READ__", "__WRIT__", NULL }, 0x7fffffff, 0, 0, reader };
/* max_leases of a lease is per semaphore: zkl_contend copies the predicate and sets it */
const zkl_predicate zkl_pred_lease = { "Lease", "lease-", { "lease-", NULL, NULL }, 1, 1, 0, lease };
