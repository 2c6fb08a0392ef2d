/* queue.c -- the hand-off from ZooKeeper's threads to the Lua thread.
 * Events are appended under the session mutex and an eventfd makes the session fd readable. */
#include "session.h"

#include <errno.h>
#include <stdlib.h>
#include <sys/eventfd.h>
#include <unistd.h>

int zkl_queue_init(zkl_queue *q) {
  q->head = q->tail = NULL;
  q->nfd = q->lfd = -1;
  q->lpath[0] = '\0';
  q->efd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
  return q->efd < 0 ? -1 : 0;
}

void zkl_queue_push(zkl_queue *q, int kind, int arg) { zkl_queue_push_text(q, kind, arg, NULL); }

void zkl_queue_push_text(zkl_queue *q, int kind, int arg, char *text) {
  zkl_event *e = malloc(sizeof *e);
  uint64_t one = 1;
  int was_empty = !q->head;
  if (was_empty) zkl_notify_ping(q);
  if (!e) free(text);
  if (e) {
    e->next = NULL;
    e->kind = kind;
    e->arg = arg;
    e->text = text;
    if (q->tail) q->tail->next = e; else q->head = e;
    q->tail = e;
  }
  /* The fd is readable from the first event until the take that empties the queue (both under
   * mu), so only that first one writes. Even if the event could not be stored, wake the Lua side:
   * waiters re-check their state. */
  if (was_empty || !e) while (write(q->efd, &one, sizeof one) < 0 && errno == EINTR) {}
}

zkl_event *zkl_queue_take(zkl_queue *q) {
  zkl_event *all = q->head;
  uint64_t n;
  q->head = q->tail = NULL;
  /* Reset under the same lock as push, so the fd is readable exactly while events wait. */
  while (read(q->efd, &n, sizeof n) < 0 && errno == EINTR) {}
  return all;
}

/* Puts a taken list back in front of what came since; the fd is made readable again. */
void zkl_queue_unshift(zkl_queue *q, zkl_event *list) {
  zkl_event *last = list;
  uint64_t one = 1;
  if (!list) return;
  while (last->next) last = last->next;
  if (!q->head) { q->tail = last; zkl_notify_ping(q); }
  last->next = q->head;
  q->head = list;
  while (write(q->efd, &one, sizeof one) < 0 && errno == EINTR) {}
}

void zkl_queue_free(zkl_queue *q) {
  zkl_event *e = q->head;
  while (e) { zkl_event *n = e->next; free(e->text); free(e); e = n; }
  q->head = q->tail = NULL;
  zkl_notify_close(q);
  if (q->efd >= 0) close(q->efd);
  q->efd = -1;
}
