/* bench/raw.c -- the floor: the ZooKeeper operations of one uncontended acquire+release,
 * issued directly with the C client (create and list sent together, then delete). */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zookeeper/zookeeper.h>

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int pending, connected;

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

static char created[512];
static void on_create(int rc, const char *v, const void *d) {
  (void)d;
  if (rc == ZOK) snprintf(created, sizeof created, "%s", v);
  one_done();
}
static void on_list(int rc, const struct String_vector *sv, const void *d) { (void)rc; (void)sv; (void)d; one_done(); }
static void on_void(int rc, const void *d) { (void)rc; (void)d; one_done(); }
static void watcher(zhandle_t *zh, int type, int state, const char *path, void *ctx) {
  (void)zh; (void)path; (void)ctx;
  if (type == ZOO_SESSION_EVENT && state == ZOO_CONNECTED_STATE) {
    pthread_mutex_lock(&mu);
    connected = 1;
    pthread_cond_signal(&cv);
    pthread_mutex_unlock(&mu);
  }
}

static void wait_all(void) {
  pthread_mutex_lock(&mu);
  while (pending > 0) pthread_cond_wait(&cv, &mu);
  pthread_mutex_unlock(&mu);
}

int main(int argc, char **argv) {
  const char *servers = argv[1], *dir = argv[2];
  int cycles = atoi(argv[3]), i;
  char path[512];
  double *lat = calloc((size_t)cycles, sizeof *lat), t0, t1;
  zhandle_t *zh;
  (void)argc;
  zoo_set_debug_level(ZOO_LOG_LEVEL_ERROR);
  zh = zookeeper_init(servers, watcher, 30000, NULL, NULL, 0);
  pthread_mutex_lock(&mu);
  while (!connected) pthread_cond_wait(&cv, &mu);
  pthread_mutex_unlock(&mu);
  zoo_create(zh, dir, "", 0, &ZOO_OPEN_ACL_UNSAFE, 0, NULL, 0);
  snprintf(path, sizeof path, "%s/lock-", dir);
  t0 = now();
  for (i = 0; i < cycles; i++) {
    double a = now();
    pending = 2;
    zoo_acreate(zh, path, "", 0, &ZOO_OPEN_ACL_UNSAFE, ZOO_EPHEMERAL_SEQUENTIAL, on_create, NULL);
    zoo_aget_children(zh, dir, 0, on_list, NULL);
    wait_all();
    lat[i] = now() - a;
    pending = 1;
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
