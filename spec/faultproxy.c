/* faultproxy.c -- a TCP proxy for fault tests: forwards 127.0.0.1:LISTEN to 127.0.0.1:TARGET and
 * obeys signals: USR1 partitions (nothing flows either way, connections stay open), USR2 heals,
 * HUP resets every connection, TERM exits. Usage: faultproxy LISTEN_PORT TARGET_PORT */
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <unistd.h>

#define MAXC 256
#define BUF 65536

typedef struct pipe_end { int fd; char buf[BUF]; size_t len; } pipe_end;
typedef struct conn { pipe_end a, b; int used; } conn;  /* a: client side, b: server side */

static conn conns[MAXC];
static int partitioned;

static int listen_on(int port) {
  struct sockaddr_in sa;
  int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0), one = 1;
  if (fd < 0) return -1;
  setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  memset(&sa, 0, sizeof sa);
  sa.sin_family = AF_INET;
  sa.sin_port = htons((unsigned short)port);
  sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (bind(fd, (struct sockaddr *)&sa, sizeof sa) < 0 || listen(fd, 64) < 0) { close(fd); return -1; }
  return fd;
}

static int connect_to(int port) {
  struct sockaddr_in sa;
  int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0), one = 1;
  if (fd < 0) return -1;
  memset(&sa, 0, sizeof sa);
  sa.sin_family = AF_INET;
  sa.sin_port = htons((unsigned short)port);
  sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd, (struct sockaddr *)&sa, sizeof sa) < 0) { close(fd); return -1; }
  setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  return fd;
}

/* A reset, not a clean close: the peer sees the connection break, as with a failed link. */
static void hard_close(int fd) {
  struct linger lg = { 1, 0 };
  setsockopt(fd, SOL_SOCKET, SO_LINGER, &lg, sizeof lg);
  close(fd);
}

static void drop(conn *c) {
  hard_close(c->a.fd);
  hard_close(c->b.fd);
  c->used = 0;
}

/* Moves what `from` has to `to`'s buffer and writes it on; 0 when the connection ended. */
static int pump(pipe_end *from, pipe_end *to, int readable) {
  if (readable && from->len < BUF) {
    ssize_t n = read(from->fd, from->buf + from->len, BUF - from->len);
    if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)) return 0;
    if (n > 0) from->len += (size_t)n;
  }
  if (from->len) {
    ssize_t n = send(to->fd, from->buf, from->len, MSG_DONTWAIT | MSG_NOSIGNAL);
    if (n < 0 && errno != EAGAIN && errno != EINTR) return 0;
    if (n > 0) { memmove(from->buf, from->buf + n, from->len - (size_t)n); from->len -= (size_t)n; }
  }
  return 1;
}

int main(int argc, char **argv) {
  sigset_t mask;
  int lfd, sfd, target, i;
  if (argc != 3) { fprintf(stderr, "usage: faultproxy LISTEN_PORT TARGET_PORT\n"); return 2; }
  target = atoi(argv[2]);
  sigemptyset(&mask);
  sigaddset(&mask, SIGUSR1); sigaddset(&mask, SIGUSR2); sigaddset(&mask, SIGHUP);
  sigaddset(&mask, SIGTERM); sigaddset(&mask, SIGINT);
  sigprocmask(SIG_BLOCK, &mask, NULL);
  sfd = signalfd(-1, &mask, SFD_CLOEXEC);
  lfd = listen_on(atoi(argv[1]));
  if (lfd < 0 || sfd < 0) { perror("faultproxy"); return 1; }
  for (;;) {
    struct pollfd pf[2 + 2 * MAXC];
    int idx[MAXC], np = 2;
    pf[0].fd = sfd; pf[0].events = POLLIN;
    pf[1].fd = lfd; pf[1].events = partitioned ? 0 : POLLIN;
    for (i = 0; i < MAXC; i++) {
      idx[i] = -1;
      if (!conns[i].used) continue;
      idx[i] = np;
      pf[np].fd = conns[i].a.fd;
      pf[np].events = partitioned ? 0 : (short)(POLLIN | (conns[i].b.len ? POLLOUT : 0));
      pf[np + 1].fd = conns[i].b.fd;
      pf[np + 1].events = partitioned ? 0 : (short)(POLLIN | (conns[i].a.len ? POLLOUT : 0));
      np += 2;
    }
    if (poll(pf, (nfds_t)np, -1) < 0) { if (errno == EINTR) continue; perror("poll"); return 1; }
    if (pf[0].revents & POLLIN) {
      struct signalfd_siginfo si;
      if (read(sfd, &si, sizeof si) == (ssize_t)sizeof si) {
        if (si.ssi_signo == SIGUSR1) partitioned = 1;
        else if (si.ssi_signo == SIGUSR2) partitioned = 0;
        else if (si.ssi_signo == SIGHUP) { for (i = 0; i < MAXC; i++) if (conns[i].used) drop(&conns[i]); continue; }
        else break;
      }
      continue;  /* the poll set is stale now */
    }
    if (pf[1].revents & POLLIN) {
      int cfd = accept4(lfd, NULL, NULL, SOCK_CLOEXEC), sv;
      if (cfd >= 0) {
        for (i = 0; i < MAXC && conns[i].used; i++) {}
        sv = i < MAXC ? connect_to(target) : -1;
        if (sv < 0) { hard_close(cfd); }
        else {
          memset(&conns[i], 0, sizeof conns[i]);
          conns[i].a.fd = cfd; conns[i].b.fd = sv; conns[i].used = 1;
        }
      }
    }
    for (i = 0; i < MAXC; i++) {
      int j = idx[i];
      conn *c = &conns[i];
      if (j < 0 || !c->used || partitioned) continue;
      if ((pf[j].revents | pf[j + 1].revents) & (POLLERR | POLLNVAL)) { drop(c); continue; }
      if (!pump(&c->a, &c->b, pf[j].revents & (POLLIN | POLLHUP)) ||
          !pump(&c->b, &c->a, pf[j + 1].revents & (POLLIN | POLLHUP)))
        drop(c);
    }
  }
  for (i = 0; i < MAXC; i++) if (conns[i].used) drop(&conns[i]);
  return 0;
}
