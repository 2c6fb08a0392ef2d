/* predicate.c -- the kinds of lock: Curator's drivers (decisions over a sorted child list), its
 * ordering of children, and every name zklock gives a node (the only place they are written). */
#include "engine.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

/* ---- node names, as Curator writes them ---- */
#define MUTEX_NAME "lock-"        /* InterProcessMutex */
#define READ_NAME "__READ__"      /* InterProcessReadWriteLock, read side */
#define WRITE_NAME "__WRIT__"     /* ... write side */
#define LEASE_NAME "lease-"       /* InterProcessSemaphoreV2's leases */
#define LATCH_NAME "latch-"       /* LeaderLatch's participants */
#define PROTECTED "_c_"           /* the protected prefix (CreateBuilder.withProtection) */
#define REVOKE "__REVOKE__"       /* Revoker.attemptRevoke's request, written to a holder's node */

const char zkl_revoke_message[] = REVOKE;

const char *const zkl_node_names[][2] = {
  { "mutex", MUTEX_NAME }, { "read", READ_NAME }, { "write", WRITE_NAME }, { "lease", LEASE_NAME },
  { "latch", LATCH_NAME }, { "protected", PROTECTED }, { "revoke", REVOKE }, { NULL, NULL }
};

/* Curator's protected prefix: "_c_" + a random (version 4) UUID + "-". NULL when the kernel
 * gives no randomness: a guessable prefix could make us take another client's node for ours. */
char *zkl_protected_prefix(void) {
  unsigned char u[16];
  size_t got = 0, k = sizeof PROTECTED - 1;
  char *s = malloc(k + 36 + 1 + 1);
  int i;
  if (!s) return NULL;
  while (got < sizeof u) {
    ssize_t n = getrandom(u + got, sizeof u - got, 0);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) { free(s); return NULL; }
    got += (size_t)n;
  }
  u[6] = (unsigned char)((u[6] & 0x0f) | 0x40);
  u[8] = (unsigned char)((u[8] & 0x3f) | 0x80);
  memcpy(s, PROTECTED, k);
  for (i = 0; i < 16; i++) {
    if (i == 4 || i == 6 || i == 8 || i == 10) s[k++] = '-';
    k += (size_t)sprintf(s + k, "%02x", u[i]);
  }
  s[k++] = '-';
  s[k] = 0;
  return s;
}

/* What follows the last WRITE_NAME of a node's name: the sequence a downgrade's read node takes. */
const char *zkl_write_seq(const char *node) {
  const char *at = strstr(node, WRITE_NAME), *n;
  if (!at) return NULL;
  while ((n = strstr(at + 1, WRITE_NAME)) != NULL) at = n;
  return at + sizeof WRITE_NAME - 1;
}

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

/* The one lease of a mutex or latch: every node ahead blocks */
static int all_ahead(const zkl_predicate *pr, char **sorted, int ours, int *idx, int max) {
  int i;
  (void)sorted;
  if (pr->max_leases != 1 || ours > max) return -1;
  for (i = 0; i < ours; i++) idx[i] = ours - 1 - i;
  return ours;
}

/* A reader: the writers ahead (a downgrade's read node, put where a write node was, blocks no
 * reader); a writer is not here: every write node ahead may leave a read node in its place */
static int writers_ahead(const zkl_predicate *pr, char **sorted, int ours, int *idx, int max) {
  int i, n = 0;
  (void)pr;
  for (i = ours - 1; i >= 0; i--)
    if (strstr(sorted[i], WRITE_NAME)) {
      if (n == max) return -1;
      idx[n++] = i;
    }
  return n;
}

/* Read lock: holds unless a writer is ahead; then watches the nearest writer ahead, whose
 * deletion is the earliest moment the answer can change. */
static int reader(const zkl_predicate *pr, char **sorted, int n, int n_all, int ours, int *watch,
                  int *ahead, int *next) {
  int i, writers = 0;
  (void)pr; (void)n; (void)n_all;
  *next = -1;
  for (i = ours - 1; i >= 0; i--)
    if (strstr(sorted[i], WRITE_NAME)) {
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

const zkl_predicate zkl_pred_mutex = { "Mutex", MUTEX_NAME, { MUTEX_NAME, NULL, NULL }, 1, 0, 0, standard, all_ahead };
const zkl_predicate zkl_pred_write = { "WriteLock", WRITE_NAME, { READ_NAME, WRITE_NAME, NULL }, 1, 0, 1, standard, NULL };
/* A reader is not blocked by read nodes, so a downgrade's inserted read node cannot hurt it. */
const zkl_predicate zkl_pred_read = { "ReadLock", READ_NAME, { READ_NAME, WRITE_NAME, NULL }, 0x7fffffff, 0, 0, reader,
                                      writers_ahead };
/* max_leases of a lease is per semaphore: each contender copies the predicate and sets it
 * (docs/safety.md path 9; model/zklock.pml CFG_SEM) */
const zkl_predicate zkl_pred_lease = { "Lease", LEASE_NAME, { LEASE_NAME, NULL, NULL }, 1, 1, 0, lease, NULL };
/* LeaderLatch: the lowest node leads, each watches its predecessor (the standard driver, as a mutex;
 * docs/safety.md path 10; model/zklock.pml CFG_LATCH) */
const zkl_predicate zkl_pred_latch = { "LeaderLatch", LATCH_NAME, { LATCH_NAME, NULL, NULL }, 1, 0, 0, standard,
                                       all_ahead };
