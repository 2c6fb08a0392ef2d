/* ops.c -- the plain ZooKeeper operations (exists, get, set, children, create, delete) and the
 * one-shot watches exists and children arm, each kept as a pending result until Lua converts it. */
#include "session.h"

#include <stdlib.h>
#include <string.h>

static void op_destroy(zkl_pending *p) {
  zkl_op *o = (zkl_op *)p;
  int i;
  free(o->data);
  for (i = 0; i < o->nnames; i++) free(o->names[i]);
  free(o->names);
  free(o);
}

/* A watch's event (its context is `run` with the event type as rc): the watch is done. */
static void on_watch(zkl_req *r, int type, const void *a, const void *b) {
  zkl_op *w = (zkl_op *)r->p;
  (void)a; (void)b;
  w->event = type;
  zkl_pending_finish(&w->base, ZOK, NULL);
}

/* A watch that will never fire (its operation failed, or was never sent): done with why. */
static void watch_unarmed(zkl_req *w, int rc, const char *code) {
  zkl_pending_finish(w->p, rc, code);
  zkl_req_free(w);
}

static void on_op(zkl_req *r, int rc, const void *a, const void *b) {
  zkl_op *o = (zkl_op *)r->p;
  const struct Stat *st = NULL;
  if (r->kind != 0) return;  /* parent creates: their outcome shows in the create itself */
  /* The client library arms a watch only with a success (and an exists answered "no node"); the
   * partner link goes when this reply's context is freed, so an armed watch keeps its own. */
  if (r->partner && rc != ZOK && !(rc == ZNONODE && o->kind == OP_EXISTS))
    watch_unarmed(r->partner, rc, zkl_rc_code(rc));
  if (rc == ZOK) {
    switch (o->kind) {
      case OP_EXISTS: case OP_SET: st = a; break;
      case OP_GET: {
        const zkl_blob *d = a;
        st = b;
        if (d->v && d->len > 0) {
          o->data = malloc((size_t)d->len);
          if (o->data) { memcpy(o->data, d->v, (size_t)d->len); o->datalen = d->len; }
        }
        break;
      }
      case OP_CREATE:
        st = b;
        o->data = strdup((const char *)a);
        o->datalen = o->data ? (int)strlen(o->data) : 0;
        break;
      case OP_CHILDREN: {
        const struct String_vector *sv = a;
        int i, n = sv ? sv->count : 0;
        st = b;
        o->names = calloc(n > 0 ? (size_t)n : 1, sizeof *o->names);
        for (i = 0; o->names && i < n; i++)
          if ((o->names[o->nnames] = strdup(sv->data[i])) != NULL) o->nnames++;
        break;
      }
      default: break;
    }
    if (st) { o->stat = *st; o->has_stat = 1; }
    zkl_pending_finish(&o->base, ZOK, NULL);
  } else if (rc == ZNONODE && o->kind == OP_EXISTS) {
    zkl_pending_finish(&o->base, ZOK, NULL);   /* exists() answers false, not an error */
  } else {
    zkl_pending_finish(&o->base, rc, zkl_rc_code(rc));
  }
}

/* Creates every ancestor of `path` (not path itself), outermost first, with the session's
 * parent_acl and `mode`. The server answers one session in order, so they cost no round trip of
 * their own; an ancestor that exists answers ZNODEEXISTS, which the caller's fn ignores. Returns
 * ZOK, or what the client library said to the one it could not send. Caller holds S->mu. */
int zkl_send_parents(zkl_session *S, zkl_pending *p, int kind, zkl_req_fn fn, const char *path, int mode) {
  char *copy, *slash;
  int rc = ZOK;
  if (!S->zh) return ZINVALIDSTATE;
  if (!(copy = strdup(path))) return ZSYSTEMERROR;
  for (slash = strchr(copy + 1, '/'); slash && rc == ZOK; slash = strchr(slash + 1, '/')) {
    zkl_req *r = zkl_req_new(S, p, kind, fn);
    *slash = 0;
    if (!r) { rc = ZSYSTEMERROR; break; }
    rc = zoo_acreate2(S->zh, copy, "", 0, S->parent_acl, mode, zkl_cb_string_stat, r);
    if (rc != ZOK) zkl_req_free(r);
    *slash = '/';
  }
  free(copy);
  return rc;
}

/* mode: ZOO_* create flags, or -1 with parents requested as -2-mode. Caller holds S->mu. */
static void op_send(zkl_session *S, zkl_op *o, int kind, const char *path, const char *data, int datalen,
                    int version, int mode, zkl_op *watch) {
  zkl_req *r, *w = NULL;
  int rc = ZOK;
  if (S->closed || !S->zh || S->state == ZKL_AUTH_FAILED) {
    const char *code = zkl_refused(S, &rc);
    zkl_pending_finish(&o->base, rc, code);
    if (watch) zkl_pending_finish(&watch->base, rc, code);
    return;
  }
  if (kind == OP_CREATE && mode < -1) {
    mode = -2 - mode;
    rc = zkl_send_parents(S, &o->base, 1, on_op, path, ZOO_PERSISTENT);
  }
  r = rc == ZOK ? zkl_req_new(S, &o->base, 0, on_op) : NULL;
  if (rc == ZOK && !r) rc = ZSYSTEMERROR;
  if (r) r->write = kind == OP_SET || kind == OP_CREATE || kind == OP_DELETE;
  if (rc == ZOK && watch) {
    if ((w = zkl_watch_new(S, &watch->base, 0, on_watch)) != NULL) {
      r->partner = w;
      w->partner = r;
    } else {
      rc = ZSYSTEMERROR;
      zkl_req_free(r);
    }
  }
  if (rc == ZOK) {
    switch (kind) {
      case OP_EXISTS:
        rc = w ? zoo_awexists(S->zh, path, zkl_cb_watch, w, zkl_cb_stat, r) : zoo_aexists(S->zh, path, 0, zkl_cb_stat, r);
        break;
      case OP_GET: rc = zoo_aget(S->zh, path, 0, zkl_cb_data, r); break;
      case OP_SET: rc = zoo_aset(S->zh, path, data, datalen, version, zkl_cb_stat, r); break;
      case OP_CHILDREN:
        rc = w ? zoo_awget_children2(S->zh, path, zkl_cb_watch, w, zkl_cb_strings_stat, r)
               : zoo_aget_children2(S->zh, path, 0, zkl_cb_strings_stat, r);
        break;
      case OP_CREATE:
        rc = zoo_acreate2(S->zh, path, data, datalen, S->acl, mode, zkl_cb_string_stat, r);
        break;
      case OP_DELETE: rc = zoo_adelete(S->zh, path, version, zkl_cb_void, r); break;
      case OP_SET_ACL: {
        /* tests and tools: world:anyone with the permissions named by `data` ("cdrwa" letters) */
        struct ACL a;
        struct ACL_vector v = { 1, &a };
        int i;
        a.perms = 0;
        a.id = ZOO_ANYONE_ID_UNSAFE;
        for (i = 0; i < datalen; i++)
          a.perms |= data[i] == 'c' ? ZOO_PERM_CREATE : data[i] == 'd' ? ZOO_PERM_DELETE : data[i] == 'r' ? ZOO_PERM_READ
                   : data[i] == 'w' ? ZOO_PERM_WRITE : data[i] == 'a' ? ZOO_PERM_ADMIN : 0;
        rc = zoo_aset_acl(S->zh, path, version, &v, zkl_cb_void, r);
        break;
      }
      default: rc = ZBADARGUMENTS;
    }
    if (rc != ZOK) {
      if (w) zkl_req_free(w);
      zkl_req_free(r);
    }
  }
  if (rc != ZOK) {
    const char *code = rc == ZINVALIDSTATE || rc == ZCLOSING ? zkl_refused(S, &rc) : zkl_rc_code(rc);
    zkl_pending_finish(&o->base, rc, code);
    if (watch) zkl_pending_finish(&watch->base, rc, code);
  }
}

zkl_op *zkl_op_new(zkl_session *S, int kind) {
  zkl_op *o = calloc(1, sizeof *o);
  if (!o) return NULL;
  o->kind = kind;
  pthread_mutex_lock(&S->mu);
  zkl_pending_init(S, &o->base, op_destroy);
  pthread_mutex_unlock(&S->mu);
  return o;
}

zkl_op *zkl_op_start(zkl_session *S, int kind, const char *path, const char *data, int datalen, int version,
                     int mode, zkl_op *watch) {
  zkl_op *o = zkl_op_new(S, kind);
  if (!o) return NULL;
  pthread_mutex_lock(&S->mu);
  op_send(S, o, kind, path, data, datalen, version, mode, watch);
  pthread_mutex_unlock(&S->mu);
  return o;
}
