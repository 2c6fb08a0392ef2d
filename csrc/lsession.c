/* lsession.c -- the zklock.Session userdata: connecting, dispatch of queued events into Lua, the
 * blocking wait on the session fd, the fds event loops watch, and what the session counts. */
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
  if (!s->S || zkl_session_closed(s->S)) zkl_error(L, "zklock: session is closed");
  return s;
}

/* the ACL kinds, in session.c's order */
static const char *const acl_names[] = { "open", "creator", "read", NULL };

/* the (scheme, credential) pairs of opts.auth at the top, in a userdata of strings (the table keeps
 * them alive) that is left on the stack */
static const char **auth_pairs(lua_State *L, int *n) {
  const char **auth;
  int i;
  *n = 0;
  if (!lua_istable(L, -1)) return NULL;
  *n = (int)lua_rawlen(L, -1);
  auth = (const char **)lua_newuserdata(L, (size_t)(*n > 0 ? *n : 1) * 2 * sizeof *auth);
  for (i = 1; i <= *n; i++) {
    lua_rawgeti(L, -2, i);
    lua_rawgeti(L, -1, 1);
    lua_rawgeti(L, -2, 2);
    /* strings the table keeps (a number converted here would live only on this stack) */
    luaL_checktype(L, -2, LUA_TSTRING);
    luaL_checktype(L, -1, LUA_TSTRING);
    auth[2 * i - 2] = lua_tostring(L, -2);
    auth[2 * i - 1] = lua_tostring(L, -1);
    lua_pop(L, 3);
  }
  return auth;
}

/* core.session{servers=, timeout_ms=, acl=, parent_acl=, auth={{scheme, cred},...}, namespace=,
 * log_level=, margin=, grant_validity=, client_id={hex, passwd}} -- options arrive already checked by options.lua. */
static int l_session(lua_State *L) {
  lsession *s;
  zkl_session_opts o;
  clientid_t cid;
  int err;
  memset(&o, 0, sizeof o);
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_getfield(L, 1, "servers"); o.servers = luaL_checkstring(L, -1);
  lua_getfield(L, 1, "timeout_ms"); o.timeout_ms = (int)luaL_checknumber(L, -1);
  lua_getfield(L, 1, "acl"); o.acl_kind = luaL_checkoption(L, -1, "open", acl_names);
  lua_getfield(L, 1, "parent_acl"); o.parent_acl_kind = luaL_checkoption(L, -1, "open", acl_names);
  lua_getfield(L, 1, "log_level"); o.log_level = (int)luaL_optinteger(L, -1, 0);
  lua_getfield(L, 1, "margin"); o.margin = (double)lua_tonumber(L, -1);
  lua_getfield(L, 1, "grant_validity"); o.grant_validity = (double)lua_tonumber(L, -1);
  lua_getfield(L, 1, "auth"); o.auth = auth_pairs(L, &o.nauth);
  lua_getfield(L, 1, "client_id");
  if (lua_istable(L, -1)) {
    size_t pl;
    const char *hex, *pw;
    lua_rawgeti(L, -1, 1); hex = luaL_checkstring(L, -1);
    lua_rawgeti(L, -2, 2); pw = luaL_checklstring(L, -1, &pl);
    memset(&cid, 0, sizeof cid);
    cid.client_id = (int64_t)strtoull(hex, NULL, 16);
    memcpy(cid.passwd, pw, pl < sizeof cid.passwd ? pl : sizeof cid.passwd);
    o.reuse = &cid;
  }
  s = (lsession *)zkl_newud(L, sizeof *s);
  memset(s, 0, sizeof *s);
  luaL_setmetatable(L, ZKL_SESSION);
  lua_newtable(L);
  zkl_setuv(L, -2);
  lua_getfield(L, 1, "namespace");
  if (lua_isstring(L, -1)) {
    size_t n;
    const char *ns = lua_tolstring(L, -1, &n);
    if (!(s->ns = malloc(n + 1))) return zkl_error(L, "zklock: out of memory");
    memcpy(s->ns, ns, n + 1);
    s->nslen = n;
  }
  lua_pop(L, 1);
  o.secure = zkl_check_secure(L, 1);   /* the session owns it from here, whatever happens */
  if (!(s->S = zkl_session_new(zkl_engine_hooks(), &o, &err)))
    return zkl_error(L, "zklock: cannot create session: %s", strerror(err));
  if ((err = zkl_session_open(s->S)) != 0)
    return zkl_fail(L, "connection", "cannot start ZooKeeper client for '%s': %s", o.servers, strerror(err));
  return 1;
}

static int l_state(lua_State *L) {
  lsession *s = zkl_check_session(L, 1);
  zkl_session_info info;
  info.state = ZKL_CLOSED;
  if (s->S) zkl_session_info_get(s->S, &info);
  lua_pushstring(L, state_names[info.state]);
  return 1;
}

static int l_session_id(lua_State *L) {
  lsession *s = zkl_check_session(L, 1);
  zkl_session_info info;
  char buf[17];
  info.session_id = 0;
  if (s->S) zkl_session_info_get(s->S, &info);
  snprintf(buf, sizeof buf, "%016llx", (unsigned long long)info.session_id);
  lua_pushstring(L, buf);
  return 1;
}

/* _client_id() -> hex id, password: to open this session again elsewhere (tests expire it so) */
static int l_client_id(lua_State *L) {
  lsession *s = zkl_open_session(L, 1);
  zkl_session_info info;
  char buf[17];
  zkl_session_info_get(s->S, &info);
  if (!info.have_client) return 0;
  snprintf(buf, sizeof buf, "%016llx", (unsigned long long)info.client.client_id);
  lua_pushstring(L, buf);
  lua_pushlstring(L, info.client.passwd, sizeof info.client.passwd);
  return 2;
}

static int l_fd(lua_State *L) {
  lua_pushinteger(L, zkl_session_fd(zkl_open_session(L, 1)->S));
  return 1;
}

/* dup_fd() -> a close-on-exec duplicate of fd(), owned by the caller: for event loops that take
 * the fds they watch and close them themselves (skynet's socket.bind). Readable while fd() is. */
static int l_dup_fd(lua_State *L) {
  lsession *s = zkl_open_session(L, 1);
  int fd = fcntl(zkl_session_fd(s->S), F_DUPFD_CLOEXEC, 0);
  if (fd < 0) return zkl_fail(L, "zk:ZSYSTEMERROR", "cannot duplicate the session fd: %s", strerror(errno));
  lua_pushinteger(L, fd);
  return 1;
}

/* notify_listen() -> path; then connect a socket to it and call notify_accept(): that socket
 * becomes readable whenever events wait (for loops that cannot poll the eventfd). */
static int l_notify_listen(lua_State *L) {
  lsession *s = zkl_open_session(L, 1);
  char path[128];
  int err = zkl_session_notify_listen(s->S, path, sizeof path);
  if (err) return zkl_fail(L, "zk:ZSYSTEMERROR", "cannot open the notification socket: %s", strerror(err));
  lua_pushstring(L, path);
  return 1;
}

static int l_notify_accept(lua_State *L) {
  lsession *s = zkl_open_session(L, 1);
  int err = zkl_session_notify_accept(s->S);
  if (err) return zkl_fail(L, "zk:ZSYSTEMERROR", "cannot accept the notification connection: %s", strerror(err));
  lua_pushboolean(L, 1);
  return 1;
}

/* notify_poke(): makes the notification socket readable now (to wake its reader's loop). */
static int l_notify_poke(lua_State *L) {
  lsession *s = zkl_check_session(L, 1);
  if (s->S) zkl_session_notify_poke(s->S);
  return 0;
}

/* _stats() -> the session's counters, read by stats() (zklock.stats) and by specs that count
 * requests instead of timing them (contexts: requests and watches the client library still holds a
 * context of ours for) */
static int l_stats(lua_State *L) {
  lsession *s = zkl_open_session(L, 1);
  zkl_session_info info;
  int64_t least;
  zkl_session_info_get(s->S, &info);
  least = zkl_engine_min_validity(s->S);
  lua_createtable(L, 0, 12);
#define F(name, v) lua_pushinteger(L, (lua_Integer)(v)); lua_setfield(L, -2, name);
  F("sent", info.sent) F("chained", info.chained) F("saved", info.saved) F("local_grants", info.local_grants)
  F("remote_handoffs", info.remote_handoffs) F("refreshes", info.refreshes) F("heartbeats", info.heartbeats)
  F("write_proofs", info.write_proofs)
  F("contexts", info.contexts) F("session_ms", info.session_ms)
#undef F
  lua_pushnumber(L, info.refresh_rtt_ns < 0 ? -1 : (lua_Number)info.refresh_rtt_ns * 1e-6);
  lua_setfield(L, -2, "refresh_rtt_ms");
  if (least >= 0) { lua_pushnumber(L, (lua_Number)least * 1e-6); lua_setfield(L, -2, "min_validity_ms"); }
  return 1;
}

/* session_timeout() -> seconds: the timeout the server negotiated (the shortest this session was
 * ever told), or the one asked for until the first connection. */
static int l_session_timeout(lua_State *L) {
  zkl_session_info info;
  zkl_session_info_get(zkl_open_session(L, 1)->S, &info);
  lua_pushnumber(L, (lua_Number)info.session_ms / 1000);
  return 1;
}

/* _dispatch(handler): handler(kind, arg[, reason]) per queued event; kind "state" (arg: change name;
 * reason, for "lost": "expired" by the server, "no_server" by zklock),
 * "done", "wake", "revoke", "lost" (a hold ended; arg: pending id) or "warn" (arg: text). Returns
 * the number of events. */
static int l_dispatch(lua_State *L) {
  lsession *s = zkl_check_session(L, 1);
  zkl_event *e, *n;
  int count = 0;
  if (!s->S) { lua_pushinteger(L, 0); return 1; }
  for (e = zkl_session_take_events(s->S); e; e = n) {
    n = e->next;
    count++;
    if (lua_isfunction(L, 2)) {
      int nargs = 2;
      lua_pushvalue(L, 2);
      if (e->kind == EV_STATE) {
        lua_pushliteral(L, "state");
        lua_pushstring(L, change_names[e->arg]);
        if (e->text) { lua_pushstring(L, e->text); nargs = 3; }   /* why: "lost" says "expired" or "no_server" */
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
      if (lua_pcall(L, nargs, 0, 0) != 0) {
        zkl_session_return_events(s->S, n);
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

/* _post_done(id): the "done" event of pending id once more, for the next dispatch (a watch that
 * fired while the call that armed it was still waiting for its own reply). */
static int l_post_done(lua_State *L) {
  lsession *s = zkl_check_session(L, 1);
  int id = (int)luaL_checkinteger(L, 2);
  if (s->S) zkl_session_post_done(s->S, id);
  return 0;
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
  pfd.fd = zkl_session_fd(s->S);
  pfd.events = POLLIN;
  do { rc = poll(&pfd, 1, ms); } while (rc < 0 && errno == EINTR);
  lua_pushboolean(L, rc > 0);
  return 1;
}

/* _reopen() -> true | nil, msg, code: a new session after this one expired */
static int l_reopen(lua_State *L) {
  lsession *s = zkl_check_session(L, 1);
  int err = 0;
  if (s->S && !zkl_session_closed(s->S)) err = zkl_session_reopen(s->S);
  if (!err) { lua_pushboolean(L, 1); return 1; }
  return zkl_fail(L, "connection", "cannot open a new ZooKeeper session: %s", strerror(err));
}

/* Sends the deletes of every lock node of this session (ahead of anything sent later). */
static int l_abandon_all(lua_State *L) {
  lsession *s = zkl_check_session(L, 1);
  if (s->S) zkl_engine_abandon_all(s->S);
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
  zkl_session_info info;
  info.state = ZKL_CLOSED;
  if (s->S) zkl_session_info_get(s->S, &info);
  lua_pushfstring(L, "zklock.Session(%s, %s)", s->S ? zkl_session_servers(s->S) : "?", state_names[info.state]);
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

static const luaL_Reg session_methods[] = {
  { "state", l_state }, { "session_id", l_session_id }, { "fd", l_fd }, { "close", l_close },
  { "session_timeout", l_session_timeout },
  /* for event loops (docs/adapters.md) */
  { "dup_fd", l_dup_fd }, { "notify_listen", l_notify_listen }, { "notify_accept", l_notify_accept },
  { "notify_poke", l_notify_poke },
  /* deprecated names of those, for one release (CHANGELOG) */
  { "_dup_fd", l_dup_fd }, { "_notify_listen", l_notify_listen }, { "_notify_accept", l_notify_accept },
  { "_notify_poke", l_notify_poke },
  /* the Lua layer's */
  { "_dispatch", l_dispatch }, { "_wait", l_wait }, { "_reopen", l_reopen }, { "_client_id", l_client_id },
  { "_abandon_all", l_abandon_all }, { "_stats", l_stats }, { "_post_done", l_post_done },
  { NULL, NULL }
};

void zkl_open_lsession(lua_State *L) {
  zkl_new_class(L, ZKL_SESSION, session_methods, l_gc, l_tostring, NULL);
  lua_pushcfunction(L, l_session);
  lua_setfield(L, -2, "session");
}
