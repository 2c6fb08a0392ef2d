/* secure.h -- a session's secure connection (secure.c): TLS or SASL parameters, the one call that
 * opens a handle with them, and what the client library linked can do. Knows nothing of Lua. */
#ifndef ZKL_SECURE_H
#define ZKL_SECURE_H

#include "zkl.h"

/* what the client library was built with (the Makefile reads it off its exported symbols) */
enum { ZKL_FEATURE_TLS = 1, ZKL_FEATURE_SASL = 2 };
ZKL_HIDDEN int zkl_secure_features(void);

/* Read by the library's threads while a handle lives: set up before the first handle, never
 * changed after, freed with the session. */
typedef struct zkl_secure zkl_secure;

ZKL_HIDDEN zkl_secure *zkl_secure_new(void);
ZKL_HIDDEN void zkl_secure_free(zkl_secure *sec);
/* 0, ENOTSUP (a library without it), EINVAL (a comma: zookeeper_init_ssl splits on them), ENOMEM */
ZKL_HIDDEN int zkl_secure_tls(zkl_secure *sec, const char *ca, const char *cert, const char *key,
                              const char *password);
/* any argument but mech may be NULL: service "zookeeper", host the server's, no credentials */
ZKL_HIDDEN int zkl_secure_sasl(zkl_secure *sec, const char *mech, const char *service, const char *host,
                               const char *user, const char *password, const char *realm);

/* zookeeper_init_ssl, zookeeper_init_sasl or zookeeper_init2 (sec NULL), as sec says; errno on NULL */
ZKL_HIDDEN zhandle_t *zkl_secure_init(const zkl_secure *sec, const char *servers, watcher_fn fn, int timeout_ms,
                                      const clientid_t *cid, void *ctx, log_callback_fn log);

/* What the library cannot say when its TLS connection fails: the files loaded as it loads them,
 * then, if host is given, a handshake with that server and a ZooKeeper connect request over it.
 * ZKL_TLS_OK, or why (in why[n]): ZKL_TLS_FAILED (the files, the handshake, or the server closing
 * the connection after it) or ZKL_TLS_UNREACHABLE (no TCP connection, no answer in time). */
enum { ZKL_TLS_OK, ZKL_TLS_FAILED, ZKL_TLS_UNREACHABLE };
ZKL_HIDDEN int zkl_tls_check(const char *ca, const char *cert, const char *key, const char *password,
                             const char *host, int port, int timeout_ms, char *why, size_t n);
/* the SASL mechanisms this process's Cyrus SASL offers, space-separated (static), or NULL */
ZKL_HIDDEN const char *zkl_sasl_mechanisms(void);

#endif
