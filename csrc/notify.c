/* notify.c -- a socket twin of the session's eventfd, for event loops that can wait only on
 * sockets they connect themselves (OpenResty cosockets): a byte arrives whenever events wait. */
#include "session.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static void close_listener(zkl_queue *q) {
  if (q->lfd >= 0) close(q->lfd);
  q->lfd = -1;
  if (q->lpath[0]) {
    char *slash = strrchr(q->lpath, '/');
    unlink(q->lpath);
    if (slash) { *slash = '\0'; rmdir(q->lpath); }
  }
  q->lpath[0] = '\0';
}

/* Opens a private listening socket and returns its path; the Lua side connects to it and the
 * connection is taken by zkl_notify_accept. Caller holds S->mu. */
int zkl_notify_listen(zkl_queue *q, const char **path) {
  struct sockaddr_un a;
  const char *tmp = getenv("TMPDIR");
  char dir[sizeof a.sun_path - 8];
  int fd, n;
  close_listener(q);
  if (!tmp || !*tmp) tmp = "/tmp";
  n = snprintf(dir, sizeof dir, "%s/zklock-XXXXXX", tmp);
  if (n < 0 || (size_t)n >= sizeof dir) snprintf(dir, sizeof dir, "/tmp/zklock-XXXXXX");
  /* a directory only we can enter: nobody else can connect and take the notifications */
  if (!mkdtemp(dir)) return errno;
  memset(&a, 0, sizeof a);
  a.sun_family = AF_UNIX;
  snprintf(a.sun_path, sizeof a.sun_path, "%s/s", dir);
  fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0 || bind(fd, (struct sockaddr *)&a, sizeof a) < 0 || listen(fd, 1) < 0) {
    int err = errno;
    if (fd >= 0) close(fd);
    unlink(a.sun_path);
    rmdir(dir);
    return err;
  }
  q->lfd = fd;
  memcpy(q->lpath, a.sun_path, sizeof q->lpath);
  *path = q->lpath;
  return 0;
}

/* Takes the connection the Lua side made; from now on every push that finds the queue empty
 * writes a byte to it. Caller holds S->mu. */
int zkl_notify_accept(zkl_queue *q) {
  int fd;
  if (q->lfd < 0) return EINVAL;
  do { fd = accept4(q->lfd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC); } while (fd < 0 && errno == EINTR);
  if (fd < 0) return errno;
  close_listener(q);
  if (q->nfd >= 0) close(q->nfd);
  q->nfd = fd;
  if (q->head) zkl_notify_ping(q);   /* events that came before the connection */
  return 0;
}

void zkl_notify_ping(zkl_queue *q) {
  /* Never blocks: when the buffer is full the reader has bytes to wake it already. */
  if (q->nfd >= 0) (void)!send(q->nfd, "!", 1, MSG_DONTWAIT | MSG_NOSIGNAL);
}

/* Closing makes the reader see end-of-stream, which is how its loop learns the session ended. */
void zkl_notify_close(zkl_queue *q) {
  close_listener(q);
  if (q->nfd >= 0) close(q->nfd);
  q->nfd = -1;
}
