/* predicate.c -- the per-lock-kind decision over a sorted child list (Curator's drivers),
 * plus Curator's ordering of children by the sequence that follows the lock name. */
#include "zkl.h"

#include <stdlib.h>
#include <string.h>

/* Curator sorts by what follows the *last* occurrence of the lock name. */
const char *zkl_seq_part(const char *name, const char *lock_name) {
  const char *hit = NULL, *p = name;
  size_t ll = strlen(lock_name);
  while ((p = strstr(p, lock_name)) != NULL) { hit = p; p++; }
  return hit ? hit + ll : NULL;
}

/* Each session has its own completion thread, hence thread-local. */
static __thread const char *sort_lock_name;
static int by_seq(const void *a, const void *b) {
  return strcmp(zkl_seq_part(*(char *const *)a, sort_lock_name),
                zkl_seq_part(*(char *const *)b, sort_lock_name));
}

/* Drops (moves past n) names without the lock name, sorts the rest; returns how many remain. */
int zkl_sort_children(char **names, int n, const char *lock_name) {
  int i, k = 0;
  for (i = 0; i < n; i++)
    if (zkl_seq_part(names[i], lock_name)) {
      char *t = names[k]; names[k] = names[i]; names[i] = t; k++;
    }
  sort_lock_name = lock_name;
  qsort(names, (size_t)k, sizeof *names, by_seq);
  return k;
}

/* Curator's StandardLockInternalsDriver: the first max_leases nodes hold;
 * everyone else watches the node max_leases places ahead. */
static int standard(const zkl_predicate *pr, char **sorted, int n, int ours, int *watch) {
  (void)sorted; (void)n;
  if (ours < pr->max_leases) return 1;
  *watch = ours - pr->max_leases;
  return 0;
}

const zkl_predicate zkl_pred_mutex = { "lock-", 1, standard };
