/* path.c -- validation and joining of ZooKeeper paths, and the small string work on them.
 * Everything user-supplied passes here before it reaches the C client. */
#include "zkl.h"

#include <stdlib.h>
#include <string.h>

const char *zkl_path_check(const char *p, size_t len) {
  size_t i;
  if (len == 0) return "path is empty";
  if (p[0] != '/') return "path must start with '/'";
  if (len == 1) return NULL;
  if (p[len - 1] == '/') return "path must not end with '/'";
  for (i = 0; i < len; i++) {
    unsigned char c = (unsigned char)p[i];
    if (c == 0) return "path contains a NUL byte";
    if (c == '/' && p[i + 1] == '/') return "path contains an empty element";
    if (c < 0x20 || c == 0x7f) return "path contains a control character";
    if (c == '/' && p[i + 1] == '.') {
      /* "." and ".." are reserved element names in ZooKeeper */
      size_t k = i + 2;
      if (k < len && p[k] == '.') k++;
      if (k == len || p[k] == '/') return "path contains a relative element ('.' or '..')";
    }
  }
  return NULL;
}

char *zkl_path_join(const char *ns, const char *p) {
  size_t nl = ns ? strlen(ns) : 0, pl = strlen(p);
  char *out;
  if (nl && pl == 1) pl = 0;   /* "/" under a namespace is the namespace itself */
  out = malloc(nl + pl + 1);
  if (!out) return NULL;
  if (nl) memcpy(out, ns, nl);
  memcpy(out + nl, p, pl);
  out[nl + pl] = 0;
  return out;
}

char *zkl_str_cat3(const char *a, const char *b, const char *c) {
  size_t la = strlen(a), lb = strlen(b), lc = strlen(c);
  char *s = malloc(la + lb + lc + 1);
  if (!s) return NULL;
  memcpy(s, a, la); memcpy(s + la, b, lb); memcpy(s + la + lb, c, lc);
  s[la + lb + lc] = 0;
  return s;
}

const char *zkl_base_name(const char *path) {
  const char *s = strrchr(path, '/');
  return s ? s + 1 : path;
}
