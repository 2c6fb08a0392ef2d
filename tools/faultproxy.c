/* faultproxy.c -- a TCP proxy for fault tests: forwards 127.0.0.1:LISTEN to 127.0.0.1:TARGET and
 * obeys signals: USR1 partitions (nothing flows either way, connections stay open), USR2 heals
 * (every fault below too), HUP resets every connection, TERM exits.
 *   Usage: faultproxy LISTEN_PORT TARGET_PORT [CONTROL_FILE]
 * With a CONTROL_FILE, WINCH makes the proxy read it: one line of key=value words, a missing key
 * meaning 0 (so an empty file heals all but USR1's partition):
 *   up=1       client->server cut (one way: nothing is read from the client, nothing is lost)
 *   down=1     server->client cut
 *   refuse=1   new connections are accepted and reset at once (a server that refuses)
 *   delay=MS jitter=MS   every chunk read is held MS + rand(0..jitter) ms before it is written
 *                        on (each direction; order kept: a chunk never overtakes the one before)
 * A cut direction is not read: its bytes wait in the kernel's buffers and flow after the heal, as
 * TCP's retransmissions would deliver them. */
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
#include <time.h>
#include <unistd.h>

#define MAXC 256
#define BUF 65536
#define QMAX 512

/* buf[0..q[i].end) may be written on from time q[i].at (q ordered by end and by at) */
typedef struct chunk { size_t end; double at; } chunk;
typedef struct pipe_end {
  int fd, hup;
  char buf[BUF];
  size_t len;
  chunk q[QMAX];
  int nq;
  double last_at;   /* the latest release time handed out: order is kept across chunks */
} pipe_end;
typedef struct conn { pipe_end a, b; int used; } conn;  /* a: client side, b: server side */

static conn conns[MAXC];
static int partitioned, cut_up, cut_down, refuse;
static long delay_ms, jitter_ms;
static const char *control;

static double mono(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

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

/* Reads the control file (WINCH); unreadable: nothing changes. */
static void read_control(void) {
  char line[256], *tok, *save = NULL;
  FILE *f;
  if (!control || !(f = fopen(control, "r"))) return;
  if (!fgets(line, sizeof line, f)) line[0] = '\0';
  fclose(f);
  cut_up = cut_down = refuse = 0;
  delay_ms = jitter_ms = 0;
  for (tok = strtok_r(line, " \t\r\n", &save); tok; tok = strtok_r(NULL, " \t\r\n", &save)) {
    long v = 0;
    char key[16];
    if (sscanf(tok, "%15[a-z]=%ld", key, &v) != 2 || v < 0) continue;
    if (!strcmp(key, "up")) cut_up = v != 0;
    else if (!strcmp(key, "down")) cut_down = v != 0;
    else if (!strcmp(key, "refuse")) refuse = v != 0;
    else if (!strcmp(key, "delay")) delay_ms = v > 60000 ? 60000 : v;
    else if (!strcmp(key, "jitter")) jitter_ms = v > 60000 ? 60000 : v;
  }
}

static int cut(int up) { return partitioned || (up ? cut_up : cut_down); }

/* Bytes of `p` that may be written on at `now`. */
static size_t ready(const pipe_end *p, double now) {
  size_t n = 0;
  int i;
  for (i = 0; i < p->nq && p->q[i].at <= now; i++) n = p->q[i].end;
  return n;
}

static void received(pipe_end *p, size_t n, double now) {
  double at = now;
  if (delay_ms || jitter_ms)
    at += ((double)delay_ms + (jitter_ms ? (double)(random() % (jitter_ms + 1)) : 0.0)) / 1000.0;
  if (at < p->last_at) at = p->last_at;
  p->last_at = at;
  p->len += n;
  if (p->nq == QMAX) { p->q[QMAX - 1].end = p->len; return; }  /* merged: it goes a little early */
  p->q[p->nq].end = p->len;
  p->q[p->nq].at = at;
  p->nq++;
}

static void consumed(pipe_end *p, size_t n) {
  int i, k = 0;
  memmove(p->buf, p->buf + n, p->len - n);
  p->len -= n;
  for (i = 0; i < p->nq; i++) {
    if (p->q[i].end <= n) continue;
    p->q[k].end = p->q[i].end - n;
    p->q[k].at = p->q[i].at;
    k++;
  }
  p->nq = k;
}

/* Moves what `from` has to its buffer and writes on what is due; 0 when the connection ended. */
static int pump(pipe_end *from, pipe_end *to, int readable, double now) {
  size_t n;
  if (readable && from->len < BUF) {
    ssize_t r = read(from->fd, from->buf + from->len, BUF - from->len);
    if (r == 0 || (r < 0 && errno != EAGAIN && errno != EINTR)) return 0;
    if (r > 0) received(from, (size_t)r, now);
  }
  n = ready(from, now);
  if (n) {
    ssize_t w = send(to->fd, from->buf, n, MSG_DONTWAIT | MSG_NOSIGNAL);
    if (w < 0 && errno != EAGAIN && errno != EINTR) return 0;
    if (w > 0) consumed(from, (size_t)w);
  }
  return 1;
}

/* The poll entry for one end: read it when its direction flows, write it when the other end
 * has bytes due for it. An end whose peer hung up while its direction is cut is left out. */
static void watch(struct pollfd *pf, pipe_end *self, pipe_end *other, int self_up, double now) {
  int rd = !cut(self_up) && self->len < BUF;
  int wr = !cut(!self_up) && ready(other, now) > 0;
  pf->fd = self->hup && cut(self_up) ? -1 : self->fd;
  pf->events = (short)((rd ? POLLIN : 0) | (wr ? POLLOUT : 0));
  pf->revents = 0;
}

/* ms until the next delayed chunk is due (-1: none) */
static int next_due(double now) {
  double soonest = -1;
  int i;
  for (i = 0; i < MAXC; i++) {
    pipe_end *p[2];
    int k;
    if (!conns[i].used) continue;
    p[0] = &conns[i].a; p[1] = &conns[i].b;
    for (k = 0; k < 2; k++) {
      int j;
      if (cut(k == 0)) continue;
      for (j = 0; j < p[k]->nq; j++)
        if (p[k]->q[j].at > now) {
          if (soonest < 0 || p[k]->q[j].at < soonest) soonest = p[k]->q[j].at;
          break;
        }
    }
  }
  if (soonest < 0) return -1;
  return (int)((soonest - now) * 1000.0) + 1;
}

int main(int argc, char **argv) {
  sigset_t mask;
  int lfd, sfd, target, i;
  if (argc != 3 && argc != 4) { fprintf(stderr, "usage: faultproxy LISTEN_PORT TARGET_PORT [CONTROL_FILE]\n"); return 2; }
  target = atoi(argv[2]);
  if (argc == 4) control = argv[3];
  srandom((unsigned)getpid());
  sigemptyset(&mask);
  sigaddset(&mask, SIGUSR1); sigaddset(&mask, SIGUSR2); sigaddset(&mask, SIGHUP);
  sigaddset(&mask, SIGTERM); sigaddset(&mask, SIGINT); sigaddset(&mask, SIGWINCH);
  sigprocmask(SIG_BLOCK, &mask, NULL);
  sfd = signalfd(-1, &mask, SFD_CLOEXEC);
  lfd = listen_on(atoi(argv[1]));
  if (lfd < 0 || sfd < 0) { perror("faultproxy"); return 1; }
  for (;;) {
    struct pollfd pf[2 + 2 * MAXC];
    int idx[MAXC], np = 2;
    double now = mono();
    pf[0].fd = sfd; pf[0].events = POLLIN; pf[0].revents = 0;
    pf[1].fd = lfd; pf[1].events = partitioned ? 0 : POLLIN; pf[1].revents = 0;
    for (i = 0; i < MAXC; i++) {
      idx[i] = -1;
      if (!conns[i].used) continue;
      idx[i] = np;
      watch(&pf[np], &conns[i].a, &conns[i].b, 1, now);
      watch(&pf[np + 1], &conns[i].b, &conns[i].a, 0, now);
      np += 2;
    }
    if (poll(pf, (nfds_t)np, next_due(now)) < 0) { if (errno == EINTR) continue; perror("poll"); return 1; }
    now = mono();
    if (pf[0].revents & POLLIN) {
      struct signalfd_siginfo si;
      if (read(sfd, &si, sizeof si) == (ssize_t)sizeof si) {
        if (si.ssi_signo == SIGUSR1) partitioned = 1;
        else if (si.ssi_signo == SIGUSR2) { partitioned = cut_up = cut_down = refuse = 0; delay_ms = jitter_ms = 0; }
        else if (si.ssi_signo == SIGWINCH) read_control();
        else if (si.ssi_signo == SIGHUP) { for (i = 0; i < MAXC; i++) if (conns[i].used) drop(&conns[i]); continue; }
        else break;
      }
      continue;  /* the poll set is stale now */
    }
    if (pf[1].revents & POLLIN) {
      int cfd = accept4(lfd, NULL, NULL, SOCK_CLOEXEC), sv;
      if (cfd >= 0 && refuse) hard_close(cfd);
      else if (cfd >= 0) {
        for (i = 0; i < MAXC && conns[i].used; i++) {}
        sv = i < MAXC ? connect_to(target) : -1;
        if (sv < 0) { hard_close(cfd); }
        else {
          memset(&conns[i], 0, sizeof conns[i]);
          conns[i].a.fd = cfd; conns[i].b.fd = sv; conns[i].used = 1;
          conns[i].a.last_at = conns[i].b.last_at = now;
        }
      }
    }
    for (i = 0; i < MAXC; i++) {
      int j = idx[i];
      conn *c = &conns[i];
      short ra, rb;
      if (j < 0 || !c->used) continue;
      ra = pf[j].revents; rb = pf[j + 1].revents;
      if ((ra | rb) & (POLLERR | POLLNVAL)) { drop(c); continue; }
      if (ra & POLLHUP) c->a.hup = 1;
      if (rb & POLLHUP) c->b.hup = 1;
      if ((!cut(1) && !pump(&c->a, &c->b, ra & (POLLIN | POLLHUP), now)) ||
          (!cut(0) && !pump(&c->b, &c->a, rb & (POLLIN | POLLHUP), now)))
        drop(c);
    }
  }
  for (i = 0; i < MAXC; i++) if (conns[i].used) drop(&conns[i]);
  return 0;
}
