/* lease.c -- the hold lease's clock and timer: CLOCK_BOOTTIME time, the deadline rule, and one
 * thread per session that wakes the engine (refresh.c) when a deadline or a refresh falls due. */
#include "zkl.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>

/* Time that keeps counting while the machine is suspended: the server's clock does too. */
int64_t zkl_clock_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_BOOTTIME, &ts);
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* Why a hold may be claimed until anchor + T x (1 - margin), and not longer.
 *
 * The anchor is the send time, read before the request went to the client library, of the
 * latest request whose success proves that the leader had our session alive and our node
 * present: the create of the node, or a multi of check(node, -1) (refresh.c). Both are
 * transactions the leader prepares, and preparing checks the session against the leader's
 * own session tracker; a read never counts, since a follower cut off from the leader keeps
 * answering reads alone. That check proves only that the session was not yet closing.
 *
 * The leader expires the session T after its last touch of it, rounded up to a tick. A request
 * that reaches a follower touches the session only there (a forwarded request does not touch it
 * at the leader); the follower reports the sessions it has seen when it answers the leader's
 * ping, every tickTime/2, and the leader touches them then. So the leader's last touch can lag
 * our anchor by up to max(gap, tickTime/2) plus transit, where gap is the time since our
 * previous request: while we hold, our own refreshes keep it at most I = T/4
 * (zkl_lease_interval). No other client can be handed the lock before anchor - lag + T. With
 * tickTime <= T/2 (what the server's default minimum session timeout of 2 x tickTime gives),
 * lag <= T/4: the default margin of 0.35 leaves 0.10 x T for clock-rate error and for the
 * holder's own reaction. A proof sent after a longer gap (a create after an idle stretch, a
 * confirmation after a long wait in line) counts as sent earlier by the excess (zkl_lease_anchor);
 * the client library pings T/3 after its last send when no request awaits a reply, which bounds
 * the gap then; a gap with a request unanswered all along counts in full (req.pinged).
 * A paused process outlives any lease: only fencing (fencing_token) covers that. */
int64_t zkl_lease_deadline(const zkl_session *S, int64_t anchor_ns) {
  return anchor_ns + (int64_t)((double)S->lease_ms * 1e6 * (1.0 - S->margin));
}

int64_t zkl_lease_anchor(const zkl_session *S, const zkl_req *proof) {
  int64_t interval = zkl_lease_interval(S), gap = proof->sent_ns - proof->prev_ns,
          ping = (int64_t)S->lease_ms * 1000000 / 3;
  if (proof->pinged && gap > ping) gap = ping;  /* longer, but the library pinged meanwhile */
  return gap > interval ? proof->sent_ns - (gap - interval) : proof->sent_ns;
}

int64_t zkl_lease_interval(const zkl_session *S) {
  return (int64_t)S->lease_ms * 1000000 / 4;
}

static void drain(int fd) {
  uint64_t n;
  while (read(fd, &n, sizeof n) > 0) {}
}

static void *timer_main(void *arg) {
  zkl_session *S = arg;
  struct pollfd pf[2];
  pf[0].fd = S->timer_fd; pf[0].events = POLLIN;
  pf[1].fd = S->ctl_fd; pf[1].events = POLLIN;
  for (;;) {
    struct itimerspec its;
    int64_t next;
    int stop;
    if (poll(pf, 2, -1) < 0 && errno != EINTR && errno != ENOMEM) break;
    drain(S->timer_fd);
    drain(S->ctl_fd);
    pthread_mutex_lock(&S->mu);
    stop = S->timer_stop;
    next = stop ? 0 : S->engine->tick(S);
    pthread_mutex_unlock(&S->mu);
    if (stop) break;
    memset(&its, 0, sizeof its);
    if (next > 0) {
      its.it_value.tv_sec = next / 1000000000;
      its.it_value.tv_nsec = next % 1000000000;
      if (its.it_value.tv_sec == 0 && its.it_value.tv_nsec == 0) its.it_value.tv_nsec = 1;
    }
    timerfd_settime(S->timer_fd, TFD_TIMER_ABSTIME, &its, NULL);  /* all zero: disarmed */
  }
  return NULL;
}

int zkl_timer_start(zkl_session *S) {
  int err;
  S->timer_fd = timerfd_create(CLOCK_BOOTTIME, TFD_NONBLOCK | TFD_CLOEXEC);
  S->ctl_fd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
  if (S->timer_fd < 0 || S->ctl_fd < 0) {
    err = errno;
  } else {
    sigset_t all, old;
    /* no signal handler of the host (lua.c's SIGINT hook, say) may ever run on this thread */
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old);
    err = pthread_create(&S->timer, NULL, timer_main, S);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (!err) { S->timer_on = 1; S->timer_pid = getpid(); return 0; }
  }
  if (S->timer_fd >= 0) close(S->timer_fd);
  if (S->ctl_fd >= 0) close(S->ctl_fd);
  S->timer_fd = S->ctl_fd = -1;
  return err;
}

void zkl_timer_poke(zkl_session *S) {
  uint64_t one = 1;
  if (S->ctl_fd >= 0) (void)!write(S->ctl_fd, &one, sizeof one);
}

void zkl_timer_stop(zkl_session *S) {
  int on;
  pthread_mutex_lock(&S->mu);
  on = S->timer_on;
  S->timer_on = 0;
  S->timer_stop = 1;
  zkl_timer_poke(S);
  pthread_mutex_unlock(&S->mu);
  if (!on) return;
  /* a forked child has no such thread: joining it would never return */
  if (S->timer_pid == getpid()) pthread_join(S->timer, NULL);
  pthread_mutex_lock(&S->mu);   /* pokes read ctl_fd under mu */
  close(S->timer_fd);
  close(S->ctl_fd);
  S->timer_fd = S->ctl_fd = -1;
  pthread_mutex_unlock(&S->mu);
}
