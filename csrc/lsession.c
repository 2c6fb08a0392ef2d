/* lsession.c -- the zklock.Session and zklock.Op userdata: connection, dispatch of queued
 * events into Lua, the blocking wait on the session fd, and the plain ZooKeeper operations. */
#include "compat.h"
#include "lzkl.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const state_names[] = { "connecting", "connected", "suspended", "lost", "closed", "connected",
                                           "auth_failed" };
static const char *const change_names[] = { "connected", "suspended", "reconnected", "lost", "read_only",
                                            "auth_failed" };

lsession *zkl_check_session(lua_State *L, int i) {
  return (lsession *)luaL_checkudata(L, i, ZKL_SESSION);
}

lsession *zkl_open_session(lua_State *L, int i) {
  lsession *s = zkl_check_session(L, i);
  if (!s->S || s->S->closed) zkl_error(L, "zklock: session is closed");
  return s;
}

/* core.session{servers=, timeout_ms=, acl=, auth={{scheme, cred},...}, namespace=, log_level=,
 * client_id={hex, passwd}} -- options arrive already checked by init.lua. */
/* in make_acl's order (session.c) */
static const char *const acl_names[] = { "open", "creator", "read", NULL };

/* The engine a session runs its locks with: recipe.c contends, refresh.c proves the holds. */
static const zkl_engine engine = { zkl_recipe_resume, zkl_recipe_closing, zkl_recipe_lost, zkl_refresh_tick,
                                   zkl_recipe_answered };

static int l_session(lua_State *L) {
  lsession *s;
  const char *servers;
  int acl_kind, parent_acl_kind, err, timeout_ms;
  zkl_session *S;
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_getfield(L, 1, "servers"); servers = luaL_checkstring(L, -1);
  lua_getfield(L, 1, "timeout_ms"); timeout_ms = (int)luaL_checknumber(L, -1);
  lua_getfield(L, 1, "acl"); acl_kind = luaL_checkoption(L, -1, "open", acl_names);
  lua_getfield(L, 1, "parent_acl"); parent_acl_kind = luaL_checkoption(L, -1, "open", acl_names);
  lua_pop(L, 4);
  s = (lsession *)zkl_newud(L, sizeof *s);
  memset(s, 0, sizeof *s);
  luaL_setmetatable(L, ZKL_SESSION);
  lua_newtable(L);
  zkl_setuv(L, -2);
  S = zkl_session_new(&engine, servers, timeout_ms, acl_kind, parent_acl_kind, &err);
  if (!S) return zkl_error(L, "zklock: cannot create session: %s", strerror(err));
  s->S = S;
  lua_getfield(L, 1, "log_level");
  S->log_level = (int)luaL_optinteger(L, -1, 0);
  lua_pop(L, 1);
  lua_getfield(L, 1, "margin");
  pthread_mutex_lock(&S->mu);   /* the lease timer thread is running already */
  S->margin = (double)lua_tonumber(L, -1) >= ZKL_LEASE_MARGIN_MIN ? (double)lua_tonumber(L, -1) : ZKL_LEASE_MARGIN_DEFAULT;
  pthread_mutex_unlock(&S->mu);
  lua_pop(L, 1);
  lua_getfield(L, 1, "namespace");
  if (lua_isstring(L, -1)) {
    size_t n;
    const char *ns = lua_tolstring(L, -1, &n);
    if (!(s->ns = malloc(n + 1))) return zkl_error(L, "zklock: out of memory");
    memcpy(s->ns, ns, n + 1);
    s->nslen = n;
  }
  lua_pop(L, 1);
  lua_getfield(L, 1, "auth");
  if (lua_istable(L, -1)) {
    int i, n = (int)lua_rawlen(L, -1);
    S->auth = calloc(n > 0 ? (size_t)n : 1, sizeof *S->auth);
    if (!S->auth) return zkl_error(L, "zklock: out of memory");
    for (i = 1; i <= n; i++) {
      size_t ls, lc;
      const char *sc, *cr;
      lua_rawgeti(L, -1, i);
      lua_rawgeti(L, -1, 1); sc = luaL_checklstring(L, -1, &ls);
      lua_rawgeti(L, -2, 2); cr = luaL_checklstring(L, -1, &lc);
      if (!(S->auth[S->nauth] = malloc(ls + lc + 2))) return zkl_error(L, "zklock: out of memory");
      memcpy(S->auth[S->nauth], sc, ls + 1);
      memcpy(S->auth[S->nauth] + ls + 1, cr, lc + 1);
      S->nauth++;
      lua_pop(L, 3);
    }
  }
  lua_pop(L, 1);
  lua_getfield(L, 1, "client_id");
  if (lua_istable(L, -1)) {
    size_t pl;
    const char *hex, *pw;
    lua_rawgeti(L, -1, 1); hex = luaL_checkstring(L, -1);
    lua_rawgeti(L, -2, 2); pw = luaL_checklstring(L, -1, &pl);
    if (!(S->reuse = calloc(1, sizeof *S->reuse))) return zkl_error(L, "zklock: out of memory");
    S->reuse->client_id = (int64_t)strtoull(hex, NULL, 16);
    memcpy(S->reuse->passwd, pw, pl < sizeof S->reuse->passwd ? pl : sizeof S->reuse->passwd);
    lua_pop(L, 2);
  }
  lua_pop(L, 1);
  S->secure = zkl_check_secure(L, 1);
  err = zkl_session_open(S, S->reuse);
  if (err) {
    lua_pushnil(L);
    lua_pushfstring(L, "cannot start ZooKeeper client for '%s': %s", servers, strerror(err));
    lua_pushliteral(L, "connection");
    return 3;
  }
  return 1;
}

/* _add_auth(scheme, credential) -> true | nil, msg, code (tests: a credential refused later) */
static int l_add_auth(lua_State *L) {
  lsession *s = zkl_open_session(L, 1);
  const char *scheme = luaL_checkstring(L, 2), *cred = luaL_checkstring(L, 3);
  int rc;
  pthread_mutex_lock(&s->S->mu);
  rc = zkl_add_auth(s->S, scheme, cred);
  pthread_mutex_unlock(&s->S->mu);
  if (rc == ZOK) { lua_pushboolean(L, 1); return 1; }
  return zkl_push_failure(L, rc, NULL, "add_auth");
}

static int l_state(lua_State *L) {
  lsession *s = zkl_check_session(L, 1);
  int st = ZKL_CLOSED;
  if (s->S) {
    pthread_mutex_lock(&s->S->mu);
    zkl_session_check_auth(s->S);
    st = s->S->state;
    pthread_mutex_unlock(&s->S->mu);
  }
  lua_pushstring(L, state_names[st]);
  return 1;
}

static int l_session_id(lua_State *L) {
  lsession *s = zkl_check_session(L, 1);
  unsigned long long id = 0;
  char buf[17];
  if (s->S) {
    pthread_mutex_lock(&s->S->mu);
    id = (unsigned long long)s->S->session_id;
    pthread_mutex_unlock(&s->S->mu);
  }
  snprintf(buf, sizeof buf, "%016llx", id);
  lua_pushstring(L, buf);
  return 1;
}

static int l_client_id(lua_State *L) {
  lsession *s = zkl_open_session(L, 1);
  clientid_t cid;
  int have = 0;
  char buf[17];
  /* copy under the mutex, push after: Lua may collect (and lock) or raise while pushing */
  pthread_mutex_lock(&s->S->mu);
  if (s->S->zh && zoo_client_id(s->S->zh)) { cid = *zoo_client_id(s->S->zh); have = 1; }
  pthread_mutex_unlock(&s->S->mu);
  if (!have) return 0;
  snprintf(buf, sizeof buf, "%016llx", (unsigned long long)cid.client_id);
  lua_pushstring(L, buf);
  lua_pushlstring(L, cid.passwd, sizeof cid.passwd);
  return 2;
}

static int l_fd(lua_State *L) {
  lsession *s = zkl_open_session(L, 1);
  lua_pushinteger(L, s->S->q.efd);
  return 1;
}

/* _dup_fd() -> a close-on-exec duplicate of fd(), owned by the caller: for event loops that take
 * the fds they watch and close them themselves (skynet's socket.bind). Readable while fd() is. */
static int l_dup_fd(lua_State *L) {
  lsession *s = zkl_open_session(L, 1);
  int fd = fcntl(s->S->q.efd, F_DUPFD_CLOEXEC, 0);
  if (fd < 0) {
    lua_pushnil(L);
    lua_pushfstring(L, "cannot duplicate the session fd: %s", strerror(errno));
    return 2;
  }
  lua_pushinteger(L, fd);
  return 1;
}

/* _notify_listen() -> path; then connect a socket to it and call _notify_accept(): that socket
 * becomes readable whenever events wait (for loops that cannot poll the eventfd). */
static int l_notify_listen(lua_State *L) {
  lsession *s = zkl_open_session(L, 1);
  const char *path = NULL;
  char buf[sizeof s->S->q.lpath];
  int err;
  pthread_mutex_lock(&s->S->mu);
  err = zkl_notify_listen(&s->S->q, &path);
  if (!err) memcpy(buf, path, sizeof buf);
  pthread_mutex_unlock(&s->S->mu);
  if (err) {
    lua_pushnil(L);
    lua_pushfstring(L, "cannot open the notification socket: %s", strerror(err));
    return 2;
  }
  lua_pushstring(L, buf);
  return 1;
}

static int l_notify_accept(lua_State *L) {
  lsession *s = zkl_open_session(L, 1);
  int err;
  pthread_mutex_lock(&s->S->mu);
  err = zkl_notify_accept(&s->S->q);
  pthread_mutex_unlock(&s->S->mu);
  if (err) {
    lua_pushnil(L);
    lua_pushfstring(L, "cannot accept the notification connection: %s", strerror(err));
    return 2;
  }
  lua_pushboolean(L, 1);
  return 1;
}

/* _notify_poke(): makes the notification socket readable now (to wake its reader's loop). */
static int l_notify_poke(lua_State *L) {
  lsession *s = zkl_check_session(L, 1);
  if (s->S) {
    pthread_mutex_lock(&s->S->mu);
    zkl_notify_ping(&s->S->q);
    pthread_mutex_unlock(&s->S->mu);
  }
  return 0;
}

/* _stats() -> {sent=, chained=, saved=, handoffs=, refreshes=, lease_ms=, contexts=}: counters for tests
 * (contexts: requests and watches the client library still holds a context of ours for) */
static int l_stats(lua_State *L) {
  lsession *s = zkl_open_session(L, 1);
  unsigned long sent, chained, saved, handoffs, remote, refreshes, heartbeats, contexts = 0;
  int lease_ms;
  int64_t rtt, least;
  zkl_req *r;
  pthread_mutex_lock(&s->S->mu);
  sent = s->S->sent; chained = s->S->chained; saved = s->S->saved; handoffs = s->S->handoffs;
  remote = s->S->remote_handoffs; refreshes = s->S->refreshes; heartbeats = s->S->heartbeats;
  lease_ms = s->S->lease_ms; rtt = s->S->refresh_rtt_ns; least = zkl_recipe_min_validity(s->S);
  for (r = s->S->reqs; r; r = r->next) contexts++;
  pthread_mutex_unlock(&s->S->mu);
  lua_createtable(L, 0, 12);
  lua_pushinteger(L, (lua_Integer)remote); lua_setfield(L, -2, "remote_handoffs");
  lua_pushnumber(L, rtt < 0 ? -1 : (lua_Number)rtt * 1e-6); lua_setfield(L, -2, "refresh_rtt_ms");
  if (least >= 0) { lua_pushnumber(L, (lua_Number)least * 1e-6); lua_setfield(L, -2, "min_validity_ms"); }
  lua_pushinteger(L, (lua_Integer)contexts); lua_setfield(L, -2, "contexts");
  lua_pushinteger(L, (lua_Integer)refreshes); lua_setfield(L, -2, "refreshes");
  lua_pushinteger(L, (lua_Integer)heartbeats); lua_setfield(L, -2, "heartbeats");
  lua_pushinteger(L, (lua_Integer)lease_ms); lua_setfield(L, -2, "lease_ms");
  lua_pushinteger(L, (lua_Integer)sent); lua_setfield(L, -2, "sent");
  lua_pushinteger(L, (lua_Integer)chained); lua_setfield(L, -2, "chained");
  lua_pushinteger(L, (lua_Integer)saved); lua_setfield(L, -2, "saved");
  lua_pushinteger(L, (lua_Integer)handoffs); lua_setfield(L, -2, "handoffs");
  return 1;
}

/* session_timeout() -> seconds: the timeout the server negotiated (the shortest this session was
 * ever told), or the one asked for until the first connection. */
static int l_session_timeout(lua_State *L) {
  lsession *s = zkl_open_session(L, 1);
  int ms;
  pthread_mutex_lock(&s->S->mu);
  ms = s->S->lease_ms;
  pthread_mutex_unlock(&s->S->mu);
  lua_pushnumber(L, (lua_Number)ms / 1000);
  return 1;
}

/* _dispatch(handler): handler(kind, arg) per queued event; kind "state" (arg: change name),
 * "done", "wake", "revoke" or "lost" (a hold ended; arg: pending id). Returns the number of events. */
static int l_dispatch(lua_State *L) {
  lsession *s = zkl_check_session(L, 1);
  zkl_event *e, *n;
  int count = 0;
  if (!s->S) { lua_pushinteger(L, 0); return 1; }
  pthread_mutex_lock(&s->S->mu);
  e = zkl_queue_take(&s->S->q);
  pthread_mutex_unlock(&s->S->mu);
  for (; e; e = n) {
    n = e->next;
    count++;
    if (lua_isfunction(L, 2)) {
      lua_pushvalue(L, 2);
      if (e->kind == EV_STATE) {
        lua_pushliteral(L, "state");
        lua_pushstring(L, change_names[e->arg]);
      } else if (e->kind == EV_WARN) {
        lua_pushliteral(L, "warn");
        lua_pushstring(L, e->text ? e->text : "zklock: out of memory for a warning");
      } else {
        lua_pushstring(L, e->kind == EV_DONE ? "done" : e->kind == EV_WAKE ? "wake" :
                          e->kind == EV_LOST ? "lost" : "revoke");
        lua_pushinteger(L, e->arg);
      }
      free(e->text);
      free(e);
      /* A raising handler must not lose the events behind it: they go back to the head of
       * the queue (ahead of anything newer), for the next dispatch. */
      if (lua_pcall(L, 2, 0, 0) != 0) {
        if (n) {
          pthread_mutex_lock(&s->S->mu);
          zkl_queue_unshift(&s->S->q, n);
          pthread_mutex_unlock(&s->S->mu);
        }
        return lua_error(L);
      }
    } else {
      free(e->text);
      free(e);
    }
  }
  lua_pushinteger(L, count);
  return 1;
}

/* The blocking waiter's wait: the only place zklock.core blocks. */
static int l_wait(lua_State *L) {
  lsession *s = zkl_open_session(L, 1);
  double t = luaL_optnumber(L, 2, -1);
  struct pollfd pfd;
  int ms, rc;
  /* cut before the cast: a double beyond INT_MAX converted to int is undefined */
  if (!(t >= 0)) ms = -1;
  else if (t > 2e6) ms = 2000000000;
  else ms = (int)ceil(t * 1000.0);
  pfd.fd = s->S->q.efd;
  pfd.events = POLLIN;
  do { rc = poll(&pfd, 1, ms); } while (rc < 0 && errno == EINTR);
  lua_pushboolean(L, rc > 0);
  return 1;
}

/* _drop_create_replies(n): tests make the next n lock-node create replies look lost. */
static int l_drop_create_replies(lua_State *L) {
  lsession *s = zkl_open_session(L, 1);
  int n = (int)luaL_checkinteger(L, 2);
  pthread_mutex_lock(&s->S->mu);
  s->S->drop_create_replies = n;
  pthread_mutex_unlock(&s->S->mu);
  return 0;
}

static int l_reopen(lua_State *L) {
  lsession *s = zkl_check_session(L, 1);
  int err = 0;
  if (s->S && !s->S->closed) err = zkl_session_reopen(s->S);
  if (!err) { lua_pushboolean(L, 1); return 1; }
  lua_pushnil(L);
  lua_pushfstring(L, "cannot open a new ZooKeeper session: %s", strerror(err));
  return 2;
}

/* Sends the deletes of every lock node of this session (ahead of anything sent later). */
static int l_abandon_all(lua_State *L) {
  lsession *s = zkl_check_session(L, 1);
  if (s->S) {
    pthread_mutex_lock(&s->S->mu);
    if (!s->S->closed) zkl_recipe_abandon_all(s->S);
    pthread_mutex_unlock(&s->S->mu);
  }
  return 0;
}

static int l_close(lua_State *L) {
  lsession *s = zkl_check_session(L, 1);
  if (s->S) zkl_session_close(s->S);
  lua_pushboolean(L, 1);
  return 1;
}

static int l_gc(lua_State *L) {
  lsession *s = zkl_check_session(L, 1);
  if (s->S) {
    zkl_session_close(s->S);
    zkl_session_unref(s->S);
    s->S = NULL;
  }
  free(s->ns);
  s->ns = NULL;
  return 0;
}

static int l_tostring(lua_State *L) {
  lsession *s = zkl_check_session(L, 1);
  int st = ZKL_CLOSED;
  if (s->S) {
    pthread_mutex_lock(&s->S->mu);   /* the watcher writes the state on the client's thread */
    st = s->S->state;
    pthread_mutex_unlock(&s->S->mu);
  }
  lua_pushfstring(L, "zklock.Session(%s, %s)", s->S ? s->S->servers : "?", state_names[st]);
  return 1;
}

/* Full path for a user path: checks it, applies the namespace. Raises on bad input. */
char *zkl_full_path(lua_State *L, lsession *s, int i) {
  size_t n;
  const char *p, *why;
  char *full;
  if (lua_type(L, i) != LUA_TSTRING)
    zkl_error(L, "zklock: path must be a string, got %s", luaL_typename(L, i));
  p = lua_tolstring(L, i, &n);
  if ((why = zkl_path_check(p, n)) != NULL) zkl_error(L, "zklock: invalid path: %s", why);
  if (!(full = zkl_path_join(s->ns, p))) zkl_error(L, "zklock: out of memory");
  return full;
}

/* ---------- plain operations ---------- */

static const char *const op_names[] = { "exists", "get", "set", "children", "create", "delete", "set_acl", NULL };

static int l_op(lua_State *L) {
  lsession *s = zkl_check_session(L, 1);
  int kind = luaL_checkoption(L, 2, NULL, op_names), err, mode, version;
  size_t dl = 0;
  const char *data = luaL_optlstring(L, 4, NULL, &dl);
  char *path;
  lop *u;
  version = (int)luaL_optinteger(L, 5, -1);
  mode = (int)luaL_optinteger(L, 6, -1);
  if (!s->S) return zkl_error(L, "zklock: session is closed");
  /* raw (7th): outside the namespace; connect() checks the chroot itself with it */
  if (lua_toboolean(L, 7)) {
    if (!(path = strdup(luaL_checkstring(L, 3)))) return zkl_error(L, "zklock: out of memory");
  } else {
    path = zkl_full_path(L, s, 3);
  }
  u = (lop *)zkl_newud(L, sizeof *u);
  u->o = NULL;
  u->nslen = s->nslen;
  luaL_setmetatable(L, ZKL_OP);
  /* the path as the caller gave it, for the message of a failure: {path} in the user value */
  lua_createtable(L, 1, 0);
  lua_pushvalue(L, 3);
  lua_rawseti(L, -2, 1);
  zkl_setuv(L, -2);
  pthread_mutex_lock(&s->S->mu);
  u->o = zkl_op_start(s->S, kind, path, data, (int)dl, version, mode, &err);
  pthread_mutex_unlock(&s->S->mu);
  free(path);
  if (!u->o) return zkl_error(L, "zklock: out of memory");
  return 1;
}

static lop *check_op(lua_State *L) { return (lop *)luaL_checkudata(L, 1, ZKL_OP); }

static int op_done(lua_State *L) {
  lop *u = check_op(L);
  int done = 1;
  if (u->o) {
    /* under the mutex: the result fields written on the completion thread become visible */
    pthread_mutex_lock(&u->o->base.S->mu);
    done = u->o->base.status == P_DONE;
    pthread_mutex_unlock(&u->o->base.S->mu);
  }
  lua_pushboolean(L, done);
  return 1;
}

void zkl_push_stat(lua_State *L, const struct Stat *st) {
  lua_createtable(L, 0, 11);
#define F(name, v) zkl_pushint64(L, v); lua_setfield(L, -2, name);
  F("czxid", st->czxid) F("mzxid", st->mzxid) F("ctime", st->ctime) F("mtime", st->mtime)
  F("version", st->version) F("cversion", st->cversion) F("aversion", st->aversion)
  F("data_length", st->dataLength) F("num_children", st->numChildren) F("pzxid", st->pzxid)
#undef F
  {
    char buf[17];
    snprintf(buf, sizeof buf, "%016llx", (unsigned long long)st->ephemeralOwner);
    if (st->ephemeralOwner) lua_pushstring(L, buf); else lua_pushboolean(L, 0);
    lua_setfield(L, -2, "ephemeral_owner");
  }
}

int zkl_push_failure(lua_State *L, int rc, const char *code, const char *what) {
  lua_pushnil(L);
  lua_pushfstring(L, "%s: %s (%s)", what, zerror(rc), zkl_rc_name(rc));
  lua_pushstring(L, code ? code : zkl_rc_code(rc));
  return 3;
}

/* result() -> the operation's values, or nil, msg, code. Call only when done(). */
static int op_result(lua_State *L) {
  lop *u = check_op(L);
  zkl_op *o = u->o;
  int i;
  if (!o || o->base.status != P_DONE) return zkl_error(L, "zklock: operation still pending");
  if (o->base.rc != ZOK) {
    /* "get /a/b: no node (ZNONODE)": the operation and the path it was given */
    zkl_getuv(L, 1);
    lua_rawgeti(L, -1, 1);
    lua_pushfstring(L, "%s %s", op_names[o->kind], lua_isstring(L, -1) ? lua_tostring(L, -1) : "?");
    return zkl_push_failure(L, o->base.rc, o->base.code, lua_tostring(L, -1));
  }
  switch (o->kind) {
    case OP_EXISTS:
      if (o->has_stat) zkl_push_stat(L, &o->stat); else lua_pushboolean(L, 0);
      return 1;
    case OP_GET:
      lua_pushlstring(L, o->data ? o->data : "", (size_t)o->datalen);
      zkl_push_stat(L, &o->stat);
      return 2;
    case OP_SET:
      zkl_push_stat(L, &o->stat);
      return 1;
    case OP_CHILDREN:
      lua_createtable(L, o->nnames, 0);
      for (i = 0; i < o->nnames; i++) { lua_pushstring(L, o->names[i]); lua_rawseti(L, -2, i + 1); }
      return 1;
    case OP_CREATE: {
      size_t skip = u->nslen && (size_t)o->datalen > u->nslen ? u->nslen : 0;
      lua_pushlstring(L, o->data + skip, (size_t)o->datalen - skip);
      return 1;
    }
    default:
      lua_pushboolean(L, 1);
      return 1;
  }
}

static int op_id(lua_State *L) {
  lop *u = check_op(L);
  lua_pushinteger(L, u->o ? u->o->base.id : 0);
  return 1;
}

static int op_gc(lua_State *L) {
  lop *u = check_op(L);
  if (u->o) zkl_pending_release(&u->o->base);
  u->o = NULL;
  return 0;
}

static int op_tostring(lua_State *L) {
  lop *u = check_op(L);
  int done = 0;
  if (u->o) {
    pthread_mutex_lock(&u->o->base.S->mu);   /* finished on the client's thread */
    done = u->o->base.status == P_DONE;
    pthread_mutex_unlock(&u->o->base.S->mu);
  }
  lua_pushfstring(L, "zklock.Op(%s, %s)", u->o ? op_names[u->o->kind] : "?", done ? "done" : "pending");
  return 1;
}

static const luaL_Reg session_methods[] = {
  { "state", l_state }, { "session_id", l_session_id }, { "fd", l_fd }, { "close", l_close },
  { "_add_auth", l_add_auth }, { "_dispatch", l_dispatch }, { "_wait", l_wait }, { "_reopen", l_reopen }, { "_op", l_op },
  { "_client_id", l_client_id }, { "_abandon_all", l_abandon_all },
  { "_drop_create_replies", l_drop_create_replies }, { "_stats", l_stats },
  { "session_timeout", l_session_timeout },
  { "_notify_listen", l_notify_listen }, { "_notify_accept", l_notify_accept },
  { "_notify_poke", l_notify_poke }, { "_dup_fd", l_dup_fd }, { NULL, NULL }
};
static const luaL_Reg op_methods[] = { { "done", op_done }, { "result", op_result }, { "id", op_id }, { NULL, NULL } };

void zkl_open_lsession(lua_State *L) {
  zkl_new_class(L, ZKL_SESSION, session_methods, l_gc, l_tostring);
  zkl_new_class(L, ZKL_OP, op_methods, op_gc, op_tostring);
  lua_pushcfunction(L, l_session);
  lua_setfield(L, -2, "session");
}
