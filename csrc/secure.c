/* secure.c -- a session's secure connection: TLS through zookeeper_init_ssl, SASL through
 * zookeeper_init_sasl, when the client library was built with them (HAVE_OPENSSL_H and
 * HAVE_CYRUS_SASL_H, which the Makefile defines after reading the library's symbols; they also
 * lay out zookeeper.h's public structs). And what that library cannot tell us: why a TLS
 * connection failed, found with the same OpenSSL, loading the files the way it loads them. */
#include "secure.h"

#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#ifdef HAVE_OPENSSL_H
#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>
#endif
#ifdef HAVE_CYRUS_SASL_H
#include <sasl/sasl.h>
#endif

struct zkl_secure {
  char *tls;                      /* "ca,cert,key[,password]": zookeeper_init_ssl's one string */
  int sasl;
  char *mech, *service, *host, *user, *realm;
#ifdef HAVE_CYRUS_SASL_H
  sasl_secret_t *secret;          /* the password, as Cyrus SASL asks for it */
  sasl_callback_t callbacks[5];   /* the handle points at them */
#endif
};

int zkl_secure_features(void) {
  int f = 0;
#ifdef HAVE_OPENSSL_H
  f |= ZKL_FEATURE_TLS;
#endif
#ifdef HAVE_CYRUS_SASL_H
  f |= ZKL_FEATURE_SASL;
#endif
  return f;
}

zkl_secure *zkl_secure_new(void) { return calloc(1, sizeof(zkl_secure)); }

static void free_secret(char *s) {
  if (s) explicit_bzero(s, strlen(s));
  free(s);
}

void zkl_secure_free(zkl_secure *sec) {
  if (!sec) return;
  free_secret(sec->tls);
  free(sec->mech); free(sec->service); free(sec->host); free(sec->user); free(sec->realm);
#ifdef HAVE_CYRUS_SASL_H
  if (sec->secret) explicit_bzero(sec->secret->data, sec->secret->len);
  free(sec->secret);
#endif
  free(sec);
}

int zkl_secure_tls(zkl_secure *sec, const char *ca, const char *cert, const char *key, const char *password) {
#ifdef HAVE_OPENSSL_H
  const char *parts[4];
  size_t n = 4;
  int i;
  parts[0] = ca; parts[1] = cert; parts[2] = key; parts[3] = password && *password ? password : NULL;
  for (i = 0; i < 4; i++) {
    /* the library cuts the string at commas (strtok: empty fields vanish) */
    if (i < 3 && (!parts[i] || !*parts[i])) return EINVAL;
    if (parts[i] && strchr(parts[i], ',')) return EINVAL;
    if (parts[i]) n += strlen(parts[i]);
  }
  if (!(sec->tls = malloc(n))) return ENOMEM;
  snprintf(sec->tls, n, "%s,%s,%s%s%s", ca, cert, key, parts[3] ? "," : "", parts[3] ? parts[3] : "");
  return 0;
#else
  (void)sec; (void)ca; (void)cert; (void)key; (void)password;
  return ENOTSUP;
#endif
}

#ifdef HAVE_CYRUS_SASL_H
static int copy(char **to, const char *s) {
  if (!s) return 0;
  *to = strdup(s);
  return *to ? 0 : ENOMEM;
}

/* Cyrus SASL's callbacks are `int (*)(void)` in its table, whatever their real type */
#define SASL_PROC(f) ((int (*)(void))(void (*)(void))(f))

static int cb_user(void *ctx, int id, const char **result, unsigned *len) {
  const zkl_secure *sec = ctx;
  if (!result || (id != SASL_CB_USER && id != SASL_CB_AUTHNAME)) return SASL_BADPARAM;
  *result = sec->user;
  if (len) *len = sec->user ? (unsigned)strlen(sec->user) : 0;
  return SASL_OK;
}

static int cb_realm(void *ctx, int id, const char **available, const char **result) {
  const zkl_secure *sec = ctx;
  (void)available;
  if (!result || id != SASL_CB_GETREALM) return SASL_BADPARAM;
  *result = sec->realm;
  return SASL_OK;
}

/* never a prompt: without a password the mechanism fails (Cyrus's own would read the terminal) */
static int cb_pass(sasl_conn_t *conn, void *ctx, int id, sasl_secret_t **out) {
  const zkl_secure *sec = ctx;
  if (!conn || !out || id != SASL_CB_PASS || !sec->secret) return SASL_BADPARAM;
  *out = sec->secret;
  return SASL_OK;
}

static pthread_once_t sasl_once = PTHREAD_ONCE_INIT;
static int sasl_rc = SASL_FAIL;
static void sasl_start(void) { sasl_rc = sasl_client_init(NULL); }
#endif

int zkl_secure_sasl(zkl_secure *sec, const char *mech, const char *service, const char *host, const char *user,
                    const char *password, const char *realm) {
#ifdef HAVE_CYRUS_SASL_H
  int i = 0, err;
  if (!mech || !*mech) return EINVAL;
  if ((err = copy(&sec->mech, mech)) || (err = copy(&sec->service, service)) || (err = copy(&sec->host, host)) ||
      (err = copy(&sec->user, user)) || (err = copy(&sec->realm, realm)))
    return err;
  if (password) {
    size_t n = strlen(password);
    if (!(sec->secret = malloc(sizeof *sec->secret + n))) return ENOMEM;
    sec->secret->len = n;
    memcpy(sec->secret->data, password, n + 1);
  }
  sec->callbacks[i++] = (sasl_callback_t){ SASL_CB_GETREALM, SASL_PROC(cb_realm), sec };
  if (sec->user) {
    sec->callbacks[i++] = (sasl_callback_t){ SASL_CB_USER, SASL_PROC(cb_user), sec };
    sec->callbacks[i++] = (sasl_callback_t){ SASL_CB_AUTHNAME, SASL_PROC(cb_user), sec };
  }
  if (sec->secret) sec->callbacks[i++] = (sasl_callback_t){ SASL_CB_PASS, SASL_PROC(cb_pass), sec };
  sec->callbacks[i] = (sasl_callback_t){ SASL_CB_LIST_END, NULL, NULL };
  sec->sasl = 1;
  return 0;
#else
  (void)sec; (void)mech; (void)service; (void)host; (void)user; (void)password; (void)realm;
  return ENOTSUP;
#endif
}

const char *zkl_sasl_mechanisms(void) {
#ifdef HAVE_CYRUS_SASL_H
  static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
  static char list[512];
  const char **m;
  size_t at = 0;
  int i;
  pthread_once(&sasl_once, sasl_start);
  if (sasl_rc != SASL_OK) return NULL;
  pthread_mutex_lock(&mu);
  m = sasl_global_listmech();
  list[0] = 0;
  for (i = 0; m && m[i] && at + strlen(m[i]) + 2 < sizeof list; i++)
    at += (size_t)snprintf(list + at, sizeof list - at, "%s%s", at ? " " : "", m[i]);
  pthread_mutex_unlock(&mu);
  return list;
#else
  return NULL;
#endif
}

#ifdef HAVE_OPENSSL_H
/* zookeeper_init_ssl takes no log callback: until zoo_set_log_callback the handle would log to
 * stderr ("Initiating client connection ..."), so logging is off for that moment (the level is
 * the whole process's, as zoo_set_debug_level's already is); the lock keeps two such moments
 * from restoring each other's level. */
static pthread_mutex_t log_mu = PTHREAD_MUTEX_INITIALIZER;
extern ZOOAPI ZooLogLevel logLevel;   /* zookeeper_log.h's, which cannot be included from here */
#endif

zhandle_t *zkl_secure_init(const zkl_secure *sec, const char *servers, watcher_fn fn, int timeout_ms,
                           const clientid_t *cid, void *ctx, log_callback_fn log) {
#ifdef HAVE_OPENSSL_H
  if (sec && sec->tls) {
    zhandle_t *zh;
    ZooLogLevel level;
    pthread_mutex_lock(&log_mu);
    level = logLevel;
    logLevel = (ZooLogLevel)0;
    zh = zookeeper_init_ssl(servers, sec->tls, fn, timeout_ms, cid, ctx, 0);
    if (zh) zoo_set_log_callback(zh, log);
    logLevel = level;
    pthread_mutex_unlock(&log_mu);
    return zh;
  }
#endif
#ifdef HAVE_CYRUS_SASL_H
  if (sec && sec->sasl) {
    zoo_sasl_params_t p;
    pthread_once(&sasl_once, sasl_start);
    if (sasl_rc != SASL_OK) {
      errno = ENOPROTOOPT;
      return NULL;
    }
    p.service = sec->service ? sec->service : "zookeeper";
    p.host = sec->host;   /* NULL: the server's own name, as GSSAPI wants it */
    p.mechlist = sec->mech;
    p.callbacks = sec->callbacks;
    return zookeeper_init_sasl(servers, fn, timeout_ms, cid, ctx, 0, log, &p);
  }
#endif
  (void)sec;
  return zookeeper_init2(servers, fn, timeout_ms, cid, ctx, 0, log);
}

/* ---------- why a TLS connection fails ---------- */

static int say(char *why, size_t n, int kind, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(why, n, fmt, ap);
  va_end(ap);
  return kind;
}

#ifdef HAVE_OPENSSL_H
static int64_t now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* OpenSSL's reason for the failure on this thread (the first error queued is the cause: "bad
 * decrypt", not the "PEM lib" of the step that gave up), or `otherwise` */
static const char *reason(const char *otherwise) {
  unsigned long e = ERR_peek_error();
  const char *r = e ? ERR_reason_error_string(e) : NULL;
  return r ? r : otherwise;
}

/* the failure was an alert the server sent */
static int alerted(void) {
  unsigned long e = ERR_peek_error();
  return e && ERR_GET_LIB(e) == ERR_LIB_SSL && ERR_GET_REASON(e) >= SSL_AD_REASON_OFFSET;
}

static int no_prompt(char *buf, int size, int rwflag, void *u) {
  const char *pw = u;
  size_t n;
  (void)rwflag;
  if (!pw) return 0;   /* OpenSSL's own callback would ask on the terminal */
  n = strlen(pw);
  if (n > (size_t)size) n = (size_t)size;
  memcpy(buf, pw, n);
  return (int)n;
}

static int readable(const char *what, const char *path, char *why, size_t n) {
  if (access(path, R_OK) == 0) return 1;
  say(why, n, ZKL_TLS_FAILED, "cannot read %s %s: %s", what, path, strerror(errno));
  return 0;
}

/* The context the library makes for every connection (zookeeper.c, init_ssl_for_socket), step by
 * step: a failing step there is retried at once and for ever, so it is found here first. */
static SSL_CTX *load(const char *ca, const char *cert, const char *key, const char *pw, char *why, size_t n) {
  SSL_CTX *ctx;
  if (!readable("tls.ca", ca, why, n) || !readable("tls.cert", cert, why, n) || !readable("tls.key", key, why, n))
    return NULL;
  ERR_clear_error();
  if (!(ctx = SSL_CTX_new(TLS_client_method()))) {
    say(why, n, ZKL_TLS_FAILED, "cannot make a TLS context: %s", reason("out of memory"));
    return NULL;
  }
  SSL_CTX_set_verify(ctx, SSL_VERIFY_PEER | SSL_VERIFY_FAIL_IF_NO_PEER_CERT, NULL);
  SSL_CTX_set_default_passwd_cb(ctx, no_prompt);
  SSL_CTX_set_default_passwd_cb_userdata(ctx, (void *)pw);
  if (SSL_CTX_load_verify_locations(ctx, ca, NULL) != 1)
    say(why, n, ZKL_TLS_FAILED, "cannot load the CA certificates of tls.ca %s: %s", ca, reason("not PEM"));
  else if (SSL_CTX_set_default_verify_paths(ctx) != 1)
    say(why, n, ZKL_TLS_FAILED, "cannot load the system's CA certificates: %s", reason("unknown"));
  else if (SSL_CTX_use_certificate_chain_file(ctx, cert) != 1)
    say(why, n, ZKL_TLS_FAILED, "cannot load the certificate of tls.cert %s: %s", cert, reason("not PEM"));
  else if (SSL_CTX_use_PrivateKey_file(ctx, key, SSL_FILETYPE_PEM) != 1) {
    unsigned long e = ERR_peek_error();
    if (ERR_GET_LIB(e) == ERR_LIB_X509 && ERR_GET_REASON(e) == X509_R_KEY_VALUES_MISMATCH)
      say(why, n, ZKL_TLS_FAILED, "tls.key %s is not the key of tls.cert %s", key, cert);
    else
      say(why, n, ZKL_TLS_FAILED, "cannot load the private key of tls.key %s: %s%s", key, reason("not PEM"),
          pw ? " (is tls.password its password?)" : " (if it is encrypted, give tls.password)");
  } else if (SSL_CTX_check_private_key(ctx) != 1)
    say(why, n, ZKL_TLS_FAILED, "tls.key %s is not the key of tls.cert %s", key, cert);
  else
    return ctx;
  SSL_CTX_free(ctx);
  return NULL;
}

/* a blocking TCP connection to host:port made before the deadline, or -1 and why */
static int tcp_connect(const char *host, int port, int64_t deadline, char *why, size_t n) {
  struct addrinfo hints, *res = NULL, *ai;
  char service[16];
  int fd = -1, rc, err = ETIMEDOUT;
  memset(&hints, 0, sizeof hints);
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  snprintf(service, sizeof service, "%d", port);
  if ((rc = getaddrinfo(host, service, &hints, &res)) != 0) {
    say(why, n, ZKL_TLS_UNREACHABLE, "cannot resolve %s: %s", host, gai_strerror(rc));
    return -1;
  }
  for (ai = res; ai; ai = ai->ai_next) {
    struct pollfd p;
    socklen_t len = sizeof err;
    int64_t left = deadline - now_ms();
    if (left <= 0) { err = ETIMEDOUT; break; }
    if ((fd = socket(ai->ai_family, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0)) < 0) { err = errno; continue; }
    if (connect(fd, ai->ai_addr, ai->ai_addrlen) == 0) err = 0;
    else if (errno != EINPROGRESS) err = errno;
    else {
      p.fd = fd;
      p.events = POLLOUT;
      rc = poll(&p, 1, (int)left);
      if (rc == 0) err = ETIMEDOUT;
      else if (rc < 0 || getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &len) < 0) err = errno;
    }
    if (err == 0) break;
    close(fd);
    fd = -1;
  }
  freeaddrinfo(res);
  if (fd < 0) {
    say(why, n, ZKL_TLS_UNREACHABLE, "cannot connect to %s:%d: %s", host, port, strerror(err));
    return -1;
  }
  fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  return fd;
}

static void put32(unsigned char *p, uint32_t v) {
  p[0] = (unsigned char)(v >> 24); p[1] = (unsigned char)(v >> 16); p[2] = (unsigned char)(v >> 8);
  p[3] = (unsigned char)v;
}

/* Over the handshaken connection, ZooKeeper's connect request: an answer means the server took us.
 * Under TLS 1.3 the client's handshake ends before the server has judged the client's
 * certificate, so a refusal comes only now, as an alert. The session it opens is closed at once. */
static int converse(SSL *ssl, const char *where, char *why, size_t n) {
  unsigned char req[4 + 45], answer[4], bye[4 + 8];
  int rc, e;
  memset(req, 0, sizeof req);
  put32(req, 45);                 /* protocolVersion 0, lastZxidSeen 0 */
  put32(req + 16, 4000);          /* timeOut, ms: the server's minimum if larger */
  put32(req + 28, 16);            /* sessionId 0, then a 16-byte zero password; readOnly false */
  ERR_clear_error();
  rc = SSL_write(ssl, req, (int)sizeof req);
  if (rc > 0) rc = SSL_read(ssl, answer, (int)sizeof answer);
  if (rc > 0) {
    put32(bye, 8); put32(bye + 4, 1); put32(bye + 8, (uint32_t)-11);   /* xid 1, closeSession */
    SSL_write(ssl, bye, (int)sizeof bye);
    return ZKL_TLS_OK;
  }
  e = SSL_get_error(ssl, rc);
  if (e == SSL_ERROR_SSL)
    return say(why, n, ZKL_TLS_FAILED, "the server at %s refused the TLS connection: %s (does it trust tls.cert?)",
               where, reason("alert"));
  if (e == SSL_ERROR_SYSCALL && (errno == EAGAIN || errno == EWOULDBLOCK))
    return say(why, n, ZKL_TLS_UNREACHABLE, "the server at %s did not answer in time", where);
  return say(why, n, ZKL_TLS_FAILED, "the server at %s closed the connection after the TLS handshake "
             "(does it trust tls.cert?)", where);
}

static int handshake(SSL_CTX *ctx, const char *host, int port, int64_t deadline, char *why, size_t n) {
  char where[300];
  struct timeval tv;
  int64_t left;
  SSL *ssl;
  int fd, rc, kind;
  snprintf(where, sizeof where, "%s:%d", host, port);
  if ((fd = tcp_connect(host, port, deadline, why, n)) < 0) return ZKL_TLS_UNREACHABLE;
  left = deadline - now_ms();
  if (left < 1) left = 1;
  tv.tv_sec = left / 1000;
  tv.tv_usec = (left % 1000) * 1000;
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
  setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
  if (!(ssl = SSL_new(ctx))) {
    close(fd);
    return say(why, n, ZKL_TLS_FAILED, "cannot make a TLS connection: %s", reason("out of memory"));
  }
  SSL_set_fd(ssl, fd);   /* no SNI and no host name check: the library sets neither */
  ERR_clear_error();
  if ((rc = SSL_connect(ssl)) == 1) {
    kind = converse(ssl, where, why, n);
  } else {
    long v = SSL_get_verify_result(ssl);
    int e = SSL_get_error(ssl, rc);
    if (v != X509_V_OK)
      kind = say(why, n, ZKL_TLS_FAILED, "the certificate of the server at %s is not trusted: %s (is tls.ca "
                 "the CA that signed it?)", where, X509_verify_cert_error_string(v));
    else if (e == SSL_ERROR_SYSCALL && (errno == EAGAIN || errno == EWOULDBLOCK))
      kind = say(why, n, ZKL_TLS_UNREACHABLE, "the server at %s did not answer the TLS handshake in time", where);
    else if (alerted())
      kind = say(why, n, ZKL_TLS_FAILED, "the server at %s refused the TLS connection: %s (does it trust tls.cert?)",
                 where, reason("alert"));
    else
      kind = say(why, n, ZKL_TLS_FAILED, "the TLS handshake with %s failed: %s (is %d the server's "
                 "secureClientPort?)", where, reason("the connection was closed"), port);
  }
  SSL_free(ssl);
  close(fd);
  return kind;
}
#endif

int zkl_tls_check(const char *ca, const char *cert, const char *key, const char *password, const char *host,
                  int port, int timeout_ms, char *why, size_t n) {
#ifdef HAVE_OPENSSL_H
  SSL_CTX *ctx = load(ca, cert, key, password && *password ? password : NULL, why, n);
  int kind;
  if (!ctx) return ZKL_TLS_FAILED;
  kind = host ? handshake(ctx, host, port, now_ms() + timeout_ms, why, n) : ZKL_TLS_OK;
  SSL_CTX_free(ctx);
  ERR_clear_error();
  return kind;
#else
  (void)ca; (void)cert; (void)key; (void)password; (void)host; (void)port; (void)timeout_ms;
  return say(why, n, ZKL_TLS_FAILED, "this libzookeeper_mt was built without TLS");
#endif
}
