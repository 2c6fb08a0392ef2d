/* lop.c -- the zklock.Op userdata: one plain ZooKeeper operation (exists, get, set, children, create,
 * delete, set_acl) sent by session:_op(), or the watch it armed; its result read once done (ops.c). */
#include "lzkl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct lop {
  zkl_op *o;
  size_t nslen;
} lop;

static const char *const op_names[] = { "exists", "get", "set", "children", "create", "delete", "set_acl", "watch",
                                        NULL };

/* A new zklock.Op on the stack, for `o` (may be NULL: out of memory), with the path at index `path`
 * for the message of a failure ({path} in its user value). */
static lop *push_op(lua_State *L, lsession *s, int path) {
  lop *u = (lop *)zkl_newud(L, sizeof *u);
  u->o = NULL;
  u->nslen = s->nslen;
  luaL_setmetatable(L, ZKL_OP);
  lua_createtable(L, 1, 0);
  lua_pushvalue(L, path);
  lua_rawseti(L, -2, 1);
  zkl_setuv(L, -2);
  return u;
}

/* session:_op(kind, path, data, version, mode, raw, watch) -> op [, watch op]: with watch (exists,
 * children), the second op is done when the one-shot watch the first arms fires, or never can. */
static int l_op(lua_State *L) {
  lsession *s = zkl_check_session(L, 1);
  int kind = luaL_checkoption(L, 2, NULL, op_names), mode, version;
  int watch = lua_toboolean(L, 8);
  size_t dl = 0;
  const char *data = luaL_optlstring(L, 4, NULL, &dl);
  char *path;
  lop *u, *w = NULL;
  version = (int)luaL_optinteger(L, 5, -1);
  mode = (int)luaL_optinteger(L, 6, -1);
  if (!s->S) return zkl_error(L, "zklock: session is closed");
  if (kind == OP_WATCH || (watch && kind != OP_EXISTS && kind != OP_CHILDREN))
    return zkl_error(L, "zklock: only exists and children set a watch");
  /* raw (7th): outside the namespace; connect() checks the chroot itself with it */
  if (lua_toboolean(L, 7)) {
    if (!(path = strdup(luaL_checkstring(L, 3)))) return zkl_error(L, "zklock: out of memory");
  } else {
    path = zkl_full_path(L, s, 3);
  }
  u = push_op(L, s, 3);
  if (watch) {
    w = push_op(L, s, 3);
    if (!(w->o = zkl_op_new(s->S, OP_WATCH))) { free(path); return zkl_error(L, "zklock: out of memory"); }
  }
  u->o = zkl_op_start(s->S, kind, path, data, (int)dl, version, mode, w ? w->o : NULL);
  free(path);
  if (!u->o) return zkl_error(L, "zklock: out of memory");   /* a watch op made is freed by its gc */
  return watch ? 2 : 1;
}

static lop *check_op(lua_State *L) { return (lop *)luaL_checkudata(L, 1, ZKL_OP); }

/* done(): its result is in (and the fields the completion thread wrote are visible) */
static int op_done(lua_State *L) {
  lop *u = check_op(L);
  lua_pushboolean(L, !u->o || zkl_pending_done(&u->o->base));
  return 1;
}

void zkl_push_stat(lua_State *L, const struct Stat *st) {
  char buf[17];
  lua_createtable(L, 0, 11);
#define F(name, v) zkl_pushint64(L, v); lua_setfield(L, -2, name);
  F("czxid", st->czxid) F("mzxid", st->mzxid) F("ctime", st->ctime) F("mtime", st->mtime)
  F("version", st->version) F("cversion", st->cversion) F("aversion", st->aversion)
  F("data_length", st->dataLength) F("num_children", st->numChildren) F("pzxid", st->pzxid)
#undef F
  snprintf(buf, sizeof buf, "%016llx", (unsigned long long)st->ephemeralOwner);
  if (st->ephemeralOwner) lua_pushstring(L, buf); else lua_pushboolean(L, 0);
  lua_setfield(L, -2, "ephemeral_owner");
}

/* result() -> the operation's values, or nil, msg, code. Call only when done(). */
static int op_result(lua_State *L) {
  lop *u = check_op(L);
  zkl_op *o = u->o;
  int i;
  if (!o || !zkl_pending_done(&o->base)) return zkl_error(L, "zklock: operation still pending");
  if (o->base.rc != ZOK) {
    /* "get /a/b: no node (ZNONODE)": the operation and the path it was given */
    zkl_getuv(L, 1);
    lua_rawgeti(L, -1, 1);
    lua_pushfstring(L, "%s %s", op_names[o->kind], lua_isstring(L, -1) ? lua_tostring(L, -1) : "?");
    return zkl_fail_rc(L, o->base.rc, o->base.code, lua_tostring(L, -1));
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
      if (!o->has_stat) return 1;
      zkl_push_stat(L, &o->stat);
      return 2;
    case OP_WATCH:
      lua_pushstring(L, o->event == ZOO_CHILD_EVENT ? "children" : o->event == ZOO_DELETED_EVENT ? "deleted"
                        : o->event == ZOO_CREATED_EVENT ? "created" : o->event == ZOO_CHANGED_EVENT ? "changed"
                        : "removed");
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
  int done = u->o && zkl_pending_done(&u->o->base);
  lua_pushfstring(L, "zklock.Op(%s, %s)", u->o ? op_names[u->o->kind] : "?", done ? "done" : "pending");
  return 1;
}

static const luaL_Reg op_methods[] = { { "done", op_done }, { "result", op_result }, { "id", op_id }, { NULL, NULL } };
static const luaL_Reg session_methods[] = { { "_op", l_op }, { NULL, NULL } };

void zkl_open_lop(lua_State *L) {
  zkl_new_class(L, ZKL_OP, op_methods, op_gc, op_tostring, NULL);
  zkl_add_methods(L, ZKL_SESSION, session_methods);
}
