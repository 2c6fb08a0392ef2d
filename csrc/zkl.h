/* zkl.h -- what every C file of zklock.core shares: symbol visibility, thread-locals, the client
 * library, the object types by name, ZooKeeper's error names (errors.c) and path text (path.c). */
#ifndef ZKL_H
#define ZKL_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <zookeeper/zookeeper.h>

#define ZKL_HIDDEN __attribute__((visibility("hidden")))
/* Thread-locals in the static TLS block (glibc keeps spare room there for dlopen'ed modules): no
 * __tls_get_addr call per access, which ThreadSanitizer's interceptor of it mishandles in a
 * module loaded with dlopen (it mapped shadow for a garbage range and died under make tsan). */
#define ZKL_THREAD_LOCAL __thread __attribute__((tls_model("initial-exec")))

typedef struct zkl_session zkl_session;      /* session.h */
typedef struct zkl_pending zkl_pending;      /* session.h */
typedef struct zkl_req zkl_req;              /* session.h */
typedef struct zkl_contender zkl_contender;  /* contender.h: the engine's own; bindings hold pointers */

/* ---- errors (errors.c) ---- */
ZKL_HIDDEN const char *zkl_rc_name(int rc);     /* "ZNONODE", ... */
ZKL_HIDDEN const char *zkl_rc_code(int rc);     /* API code: "lost", "closed", "connection", "zk:..." */

/* ---- paths (path.c) ---- */
ZKL_HIDDEN const char *zkl_path_check(const char *p, size_t len); /* NULL if valid, else why */
ZKL_HIDDEN char *zkl_path_join(const char *ns, const char *p);    /* malloc'd */
ZKL_HIDDEN char *zkl_str_cat3(const char *a, const char *b, const char *c);  /* malloc'd, or NULL */
ZKL_HIDDEN const char *zkl_base_name(const char *path);

#endif
