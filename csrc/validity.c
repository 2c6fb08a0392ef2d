/* validity.c -- how long a hold may be believed: the clock (CLOCK_BOOTTIME), the deadline rule, and one
 * thread per session that runs the session's tick (session.c) when a deadline, a refresh or a handle's end falls due. */
#include "session.h"

#include <pthread.h>

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>

/* ---- the clock ----
 * Time that keeps counting while the machine is suspended: the server's clock does too. Specs and
 * the chaos suite may skew it (a host suspend) or change its rate (clock drift) for this process:
 * virtual = c0 + (real - t0) x rate + skew. */
static pthread_mutex_t test_mu = PTHREAD_MUTEX_INITIALIZER;
static int test_clock;                        /* read without the lock: set once before any skew */
static double test_rate = 1.0;
static int64_t test_t0, test_c0;

static int64_t boottime_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_BOOTTIME, &ts);
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

int64_t zkl_clock_ns(void) {
  int64_t now = boottime_ns(), v;
  if (!__atomic_load_n(&test_clock, __ATOMIC_ACQUIRE)) return now;
  pthread_mutex_lock(&test_mu);
  v = test_c0 + (int64_t)((double)(now - test_t0) * test_rate);
  pthread_mutex_unlock(&test_mu);
  return v;
}

/* The real CLOCK_BOOTTIME time at which the clock reads v (the timer thread sleeps until then). */
static int64_t real_ns(int64_t v) {
  int64_t r;
  if (!__atomic_load_n(&test_clock, __ATOMIC_ACQUIRE)) return v;
  pthread_mutex_lock(&test_mu);
  r = test_t0 + (int64_t)((double)(v - test_c0) / test_rate);
  pthread_mutex_unlock(&test_mu);
  return r;
}

/* Every running timer, so that a change of the clock wakes them: their timerfds count real time. */
static zkl_session *timers;

void zkl_test_clock(double rate, int64_t skew_ns) {
  int64_t now = zkl_clock_ns();   /* continuous: the new rate starts from the clock's reading now */
  zkl_session *S;
  pthread_mutex_lock(&test_mu);
  test_t0 = boottime_ns();
  test_c0 = now + skew_ns;
  if (rate > 0) test_rate = rate;
  __atomic_store_n(&test_clock, 1, __ATOMIC_RELEASE);
  for (S = timers; S; S = S->timer_next) {
    uint64_t one = 1;
    (void)!write(S->ctl_fd, &one, sizeof one);
  }
  pthread_mutex_unlock(&test_mu);
}

/* ---- the validity window: why a hold may be claimed until its deadline, and not longer ----
 * The whole argument, with the server code it rests on, is docs/safety.md ("The validity window");
 * model/zklock.pml floor_of and NEWDL compute it in ticks (CFG_VALIDITY, CFG_WINDOW). In short:
 * - Proofs: only a transaction the leader prepared proves the session alive (the create of our
 *   node, a multi of check(node, -1), the downgrade's multi); preparing checks that the session is
 *   not closing. A read proves nothing: a follower cut off from the leader keeps answering reads.
 * - The leader expires a session T after its last touch of it. A request that reaches a follower
 *   touches the session only there; the follower reports it to the leader when it answers the
 *   leader's ping (every tickTime/2), on the same ordered stream that carries our forwarded
 *   requests. So when the leader prepares a proof of ours, it has touched the session at or after
 *   the arrival of every request of ours the follower had answered tickTime/2 (plus delay) before
 *   it forwarded the proof (assumption A, docs/safety.md).
 * - floor(proof) = the send time of our latest request that the server answered at or before
 *   proof.sent - W, W = T x ZKL_VALIDITY_LAG (>= tickTime/2 plus delay, given tickTime <= T/2); or the
 *   creation of a new session, or the send time of the latest request answered before the current
 *   connection (the leader itself touched the session after those: creating it, or revalidating it
 *   for the new connection); the latest of them. The leader expires the session no earlier than floor + T.
 * - The anchor is floor + W (never after the proof's own send time) and the deadline anchor +
 *   T x (1 - margin): with margin >= ZKL_VALIDITY_MARGIN_MIN = LAG + 0.05, the deadline falls at least
 *   0.05 x T (clock-rate error, the holder's reaction) before the leader can expire the session.
 * - Only answers count, never the client library's own pings (their schedule runs on a clock that
 *   stops in a suspend, and nothing tells us they were answered): a heartbeat of ours keeps answered
 *   requests at most about H apart (zkl_heartbeat_due). */
int64_t zkl_validity_lag(const zkl_session *S) {
  return (int64_t)((double)S->session_ms * 1e6 * ZKL_VALIDITY_LAG);
}

int64_t zkl_validity_deadline(const zkl_session *S, int64_t anchor_ns) {
  return anchor_ns + (int64_t)((double)S->session_ms * 1e6 * (1.0 - S->margin));
}

/* A request the server answered: sent at sent_ns, answered at now. Kept while it may still be the
 * floor of a later proof; answers are recorded in reply order, which is send order on one
 * connection. At most ANSWERS are kept: past that the newest entry stands for the answers that
 * follow it (its send time stays, its answer time moves on), which can only make a floor earlier. */
void zkl_validity_answered(zkl_session *S, int64_t sent_ns, int64_t now) {
  zkl_answers *a = &S->answers;
  if (sent_ns > S->answered_sent_ns) S->answered_sent_ns = sent_ns;
  if (a->n == ZKL_ANSWERS) {
    a->at[(a->head + a->n - 1) % ZKL_ANSWERS].answered = now;
    return;
  }
  a->at[(a->head + a->n) % ZKL_ANSWERS].sent = sent_ns;
  a->at[(a->head + a->n) % ZKL_ANSWERS].answered = now;
  a->n++;
}

/* floor(proof sent at sent_ns), see above; 0 when nothing proves a touch. Called at send time, in
 * send order (so entries answered before sent_ns - W are never needed again). */
int64_t zkl_validity_floor(zkl_session *S, int64_t sent_ns) {
  zkl_answers *a = &S->answers;
  int64_t w = zkl_validity_lag(S);
  while (a->n > 0 && a->at[a->head].answered <= sent_ns - w) {
    if (a->at[a->head].sent > a->floor) a->floor = a->at[a->head].sent;
    a->head = (a->head + 1) % ZKL_ANSWERS;
    a->n--;
  }
  return a->floor > S->new_session_ns && a->floor > S->conn_floor_ns ? a->floor
         : S->new_session_ns > S->conn_floor_ns ? S->new_session_ns : S->conn_floor_ns;
}

/* The anchor a successful proof gives: floor + W, never later than the proof's own send time. */
int64_t zkl_validity_anchor(const zkl_session *S, const zkl_req *proof) {
  int64_t w = zkl_validity_lag(S), a;
  if (!proof->floor_ns) return 0;
  a = proof->floor_ns + w;
  return a < proof->sent_ns ? a : proof->sent_ns;
}

int64_t zkl_refresh_interval(const zkl_session *S) {
  return (int64_t)S->session_ms * 1000000 / ZKL_REFRESH_DIV;
}

/* The heartbeat: a cheap read when nothing was sent for H = T/10, so that a proof always finds an
 * answered request of ours about W before it (its floor). Next time one is due, from now. */
int64_t zkl_heartbeat_interval(const zkl_session *S) {
  return (int64_t)S->session_ms * 1000000 / ZKL_HEARTBEAT_DIV;
}

int64_t zkl_heartbeat_due(const zkl_session *S) {
  return S->last_req_ns + zkl_heartbeat_interval(S);
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
    if (poll(pf, 2, -1) < 0 && errno != EINTR && errno != ENOMEM) break;
    drain(S->timer_fd);
    drain(S->ctl_fd);
    if ((next = S->timer_tick(S)) < 0) break;   /* session.c: takes the mutex itself */
    memset(&its, 0, sizeof its);
    if (next > 0) {
      next = real_ns(next);
      its.it_value.tv_sec = next / 1000000000;
      its.it_value.tv_nsec = next % 1000000000;
      if (its.it_value.tv_sec == 0 && its.it_value.tv_nsec == 0) its.it_value.tv_nsec = 1;
    }
    timerfd_settime(S->timer_fd, TFD_TIMER_ABSTIME, &its, NULL);  /* all zero: disarmed */
  }
  return NULL;
}

int zkl_timer_start(zkl_session *S, int64_t (*tick)(zkl_session *S)) {
  int err;
  S->timer_tick = tick;
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
    if (!err) {
      S->timer_on = 1;
      S->timer_pid = getpid();
      pthread_mutex_lock(&test_mu);
      S->timer_next = timers;
      timers = S;
      pthread_mutex_unlock(&test_mu);
      return 0;
    }
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

/* Something new needs the timer by `at` (a new hold: its first refresh or its deadline). When the
 * thread is armed to wake by then already (the heartbeat's H < I, usually), its tick will see it:
 * no wake-up now, which was one thread switch per uncontended acquisition. Under the session mutex,
 * as the thread's own tick and timer_at are. */
void zkl_timer_need(zkl_session *S, int64_t at) {
  if (S->timer_at > 0 && S->timer_at <= at) return;
  zkl_timer_poke(S);
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
  pthread_mutex_lock(&test_mu);
  {
    zkl_session **p = &timers;
    while (*p && *p != S) p = &(*p)->timer_next;
    if (*p) *p = S->timer_next;
  }
  pthread_mutex_unlock(&test_mu);
  /* a forked child has no such thread: joining it would never return */
  if (S->timer_pid == getpid()) pthread_join(S->timer, NULL);
  pthread_mutex_lock(&S->mu);   /* pokes read ctl_fd under mu */
  close(S->timer_fd);
  close(S->ctl_fd);
  S->timer_fd = S->ctl_fd = -1;
  pthread_mutex_unlock(&S->mu);
}
