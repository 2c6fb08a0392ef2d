/* bench/raw.c -- the floors zklock is measured against, on the raw C client: an uncontended acquire+release
 * with zklock's very requests, and a contended hand-off between processes with nothing but a delete and its event. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>
#include <zookeeper/zookeeper.h>

/* raw SERVERS DIR CYCLES [watch]
 *   uncontended: create2 (ephemeral sequential, a protected name and "host:pid" data, as zklock's)
 *   and an unwatched getChildren sent together, then delete: zklock's requests for one uncontended
 *   cycle but the watch zklock keeps on a held node. "watch" adds that one too (a getData watch on
 *   our node, sent once held and not waited for; the delete fires it): zklock's traffic exactly.
 *   Prints "start end 0", then one acquire latency a line.
 * raw handoff SERVERS DIR CYCLES OUT SYNC
 *   one of N processes contending for DIR: create and list together; first: held; else a getData
 *   watch on the node just ahead, and held on its delete event with no listing (nothing here
 *   abandons a node, so the node ahead goes only once it held: everything before it is gone);
 *   holds 0, deletes. OUT: "start end overlaps" and acquire latencies (as the uncontended mode);
 *   OUT.handoff: "start acquired released" a line, CLOCK_MONOTONIC seconds (one clock for every
 *   process of the machine). SYNC: bench/run.lua's handshake (SYNC.ready, SYNC.go, SYNC.done,
 *   SYNC.stop). Overlaps: the marker file bench/zklock_worker.lua uses, named after DIR. */

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int pending, connected, gone;

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void one_done(void) {
  pthread_mutex_lock(&mu);
  pending--;
  pthread_cond_signal(&cv);
  pthread_mutex_unlock(&mu);
}

static char created[512], identity[300];
static struct String_vector listed;
static int get_rc;
static void on_create(int rc, const char *v, const struct Stat *st, const void *d) {
  (void)d; (void)st;
  if (rc == ZOK) snprintf(created, sizeof created, "%s", v); else created[0] = 0;
  one_done();
}
static void on_list(int rc, const struct String_vector *sv, const void *d) {
  (void)d;
  if (rc == ZOK && sv) {
    int i;
    listed.count = sv->count;
    listed.data = calloc((size_t)sv->count + 1, sizeof *listed.data);
    for (i = 0; i < sv->count; i++) listed.data[i] = strdup(sv->data[i]);
  }
  one_done();
}
static void on_void(int rc, const void *d) { (void)rc; (void)d; one_done(); }
static void on_get(int rc, const char *v, int n, const struct Stat *st, const void *d) {
  (void)v; (void)n; (void)st; (void)d;
  pthread_mutex_lock(&mu);
  get_rc = rc;
  pending--;
  pthread_cond_signal(&cv);
  pthread_mutex_unlock(&mu);
}
static void watcher(zhandle_t *zh, int type, int state, const char *path, void *ctx) {
  (void)zh; (void)path; (void)ctx;
  pthread_mutex_lock(&mu);
  if (type == ZOO_SESSION_EVENT && state == ZOO_CONNECTED_STATE) connected = 1;
  if (type == ZOO_DELETED_EVENT) gone = 1;
  pthread_cond_signal(&cv);
  pthread_mutex_unlock(&mu);
}

static void wait_all(void) {
  pthread_mutex_lock(&mu);
  while (pending > 0) pthread_cond_wait(&cv, &mu);
  pthread_mutex_unlock(&mu);
}

/* "DIR/_c_<uuid>-lock-": Curator's protected name, as zklock makes it (csrc/predicate.c) */
static void protected_name(char *out, size_t size, const char *dir) {
  unsigned char u[16];
  char hex[37];
  int i, k = 0;
  if (getrandom(u, sizeof u, 0) != (ssize_t)sizeof u) { perror("getrandom"); exit(1); }
  u[6] = (unsigned char)((u[6] & 0x0f) | 0x40);
  u[8] = (unsigned char)((u[8] & 0x3f) | 0x80);
  for (i = 0; i < 16; i++) {
    if (i == 4 || i == 6 || i == 8 || i == 10) hex[k++] = '-';
    k += sprintf(hex + k, "%02x", u[i]);
  }
  snprintf(out, size, "%s/_c_%s-lock-", dir, hex);
}

static void free_listed(void) {
  int i;
  for (i = 0; i < listed.count; i++) free(listed.data[i]);
  free(listed.data);
  listed.count = 0;
  listed.data = NULL;
}

/* create2 and list, sent together; 0 when our node is first, else the name of the node just ahead
 * (the sequence is the name's last 10 characters) copied into ahead */
static int create_and_list(zhandle_t *zh, const char *dir, char *ahead, size_t size) {
  char path[512];
  const char *mine, *best = NULL;
  int i;
  protected_name(path, sizeof path, dir);
  pending = 2;
  zoo_acreate2(zh, path, identity, (int)strlen(identity), &ZOO_OPEN_ACL_UNSAFE, ZOO_EPHEMERAL_SEQUENTIAL, on_create, NULL);
  zoo_aget_children(zh, dir, 0, on_list, NULL);
  wait_all();
  if (!created[0]) { fprintf(stderr, "raw: create failed\n"); exit(1); }
  mine = strrchr(created, '/') + 1;
  for (i = 0; i < listed.count; i++) {
    const char *s = listed.data[i];
    size_t n = strlen(s);
    if (n < 10 || strcmp(s + n - 10, mine + strlen(mine) - 10) >= 0) continue;
    if (!best || strcmp(s + n - 10, best + strlen(best) - 10) > 0) best = s;
  }
  if (best) snprintf(ahead, size, "%s/%s", dir, best);
  free_listed();
  return best != NULL;
}

static zhandle_t *connect_to(const char *servers) {
  zhandle_t *zh;
  char host[256] = "";
  gethostname(host, sizeof host - 1);
  snprintf(identity, sizeof identity, "%s:%d", host, (int)getpid());   /* zklock's default node data */
  zoo_set_debug_level(ZOO_LOG_LEVEL_ERROR);
  zh = zookeeper_init(servers, watcher, 30000, NULL, NULL, 0);
  /* RAW_RESOLVE_DELAY_MS: the resolution delay zklock sets (session.c), for a floor with its cost */
  if (zh && getenv("RAW_RESOLVE_DELAY_MS")) zoo_set_servers_resolution_delay(zh, atoi(getenv("RAW_RESOLVE_DELAY_MS")));
  pthread_mutex_lock(&mu);
  while (!connected) pthread_cond_wait(&cv, &mu);
  pthread_mutex_unlock(&mu);
  return zh;
}

static int exists_file(const char *p) { return access(p, F_OK) == 0; }
static void touch(const char *p) { FILE *f = fopen(p, "wb"); if (f) fclose(f); }
static void await_file(const char *p) {
  double give_up = now() + 300;   /* a driver that died never answers */
  while (!exists_file(p)) {
    if (now() > give_up) exit(3);
    usleep(2000);
  }
}

static void on_get_void(int rc, const char *v, int n, const struct Stat *st, const void *d) {
  (void)rc; (void)v; (void)n; (void)st; (void)d;
  one_done();
}
static void ignore(zhandle_t *zh, int type, int state, const char *path, void *ctx) {
  (void)zh; (void)type; (void)state; (void)path; (void)ctx;
}

static int uncontended(const char *servers, const char *dir, int cycles, int watch) {
  zhandle_t *zh = connect_to(servers);
  double *lat = calloc((size_t)cycles, sizeof *lat), t0, t1;
  char ahead[512];
  int i;
  zoo_create(zh, dir, "", 0, &ZOO_OPEN_ACL_UNSAFE, 0, NULL, 0);
  t0 = now();
  for (i = 0; i < cycles; i++) {
    double a = now();
    create_and_list(zh, dir, ahead, sizeof ahead);
    lat[i] = now() - a;
    pending = 1 + watch;
    if (watch) zoo_awget(zh, created, ignore, NULL, on_get_void, NULL);
    zoo_adelete(zh, created, -1, on_void, NULL);
    wait_all();
  }
  t1 = now();
  printf("%.9f %.9f 0\n", t0, t1);
  for (i = 0; i < cycles; i++) printf("%.9f\n", lat[i]);
  zookeeper_close(zh);
  free(lat);
  return 0;
}

static int handoff(const char *servers, const char *dir, int cycles, const char *out, const char *sync) {
  zhandle_t *zh = connect_to(servers);
  double *rec = calloc((size_t)cycles * 3, sizeof *rec), t0, t1;
  char ahead[512], file[1024], marker[1024], *m;
  int i, overlaps = 0;
  FILE *f;
  const char *shm = exists_file("/dev/shm") ? "/dev/shm" : "/tmp";
  snprintf(marker, sizeof marker, "%s/zklock-bench%s.inside", shm, dir);
  for (m = marker + strlen(shm) + 13; *m; m++) if (*m == '/') *m = '_';
  zoo_create(zh, dir, "", 0, &ZOO_OPEN_ACL_UNSAFE, 0, NULL, 0);
  snprintf(file, sizeof file, "%s.ready", sync); touch(file);
  snprintf(file, sizeof file, "%s.go", sync); await_file(file);
  t0 = now();
  for (i = 0; i < cycles; i++) {
    double a = now();
    if (create_and_list(zh, dir, ahead, sizeof ahead)) {
      pthread_mutex_lock(&mu);
      gone = 0;
      pending = 1;
      pthread_mutex_unlock(&mu);
      zoo_awget(zh, ahead, watcher, NULL, on_get, NULL);
      pthread_mutex_lock(&mu);
      while (pending > 0 || (get_rc == ZOK && !gone)) pthread_cond_wait(&cv, &mu);
      pthread_mutex_unlock(&mu);   /* the node ahead is gone (deleted now, or before we looked): we are next */
    }
    rec[3 * i] = a;
    rec[3 * i + 1] = now();
    if (exists_file(marker)) overlaps++;
    touch(marker);
    remove(marker);
    rec[3 * i + 2] = now();
    pending = 1;
    zoo_adelete(zh, created, -1, on_void, NULL);
    wait_all();
  }
  t1 = now();
  snprintf(file, sizeof file, "%s.done", sync); touch(file);
  if (!(f = fopen(out, "wb"))) return 1;
  fprintf(f, "%.9f %.9f %d\n", t0, t1, overlaps);
  for (i = 0; i < cycles; i++) fprintf(f, "%.9f\n", rec[3 * i + 1] - rec[3 * i]);
  fclose(f);
  snprintf(file, sizeof file, "%s.handoff", out);
  if (!(f = fopen(file, "wb"))) return 1;
  for (i = 0; i < cycles; i++) fprintf(f, "%.9f %.9f %.9f\n", rec[3 * i], rec[3 * i + 1], rec[3 * i + 2]);
  fclose(f);
  snprintf(file, sizeof file, "%s.stop", sync); await_file(file);
  zookeeper_close(zh);
  free(rec);
  return 0;
}

int main(int argc, char **argv) {
  if (argc == 7 && strcmp(argv[1], "handoff") == 0) return handoff(argv[2], argv[3], atoi(argv[4]), argv[5], argv[6]);
  if (argc == 4 || (argc == 5 && strcmp(argv[4], "watch") == 0))
    return uncontended(argv[1], argv[2], atoi(argv[3]), argc == 5);
  fprintf(stderr, "usage: raw SERVERS DIR CYCLES [watch] | raw handoff SERVERS DIR CYCLES OUT SYNC\n");
  return 2;
}
