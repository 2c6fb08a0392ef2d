--- Distributed locks for Lua on Apache ZooKeeper.
--
-- `require "zklock"` gives this module: the Lua layer over the C module `zklock.core`. A program
-- connects once (a `Session`), then makes lock objects from the session: `Session:mutex`,
-- `Session:rwlock`, `Session:semaphore`, `Session:semaphore_mutex`, `Session:multilock`. Their
-- nodes are named and ordered exactly as Apache Curator 5 names and orders them, so Lua and Java
-- processes share locks.
--
-- **Conventions.** Times are seconds (fractions allowed); a `nil` timeout waits as long as it
-- takes, `0` tries once. Runtime failures return `nil, msg, code` (see the *errors* topic);
-- programming errors (a bad path, a number out of range, releasing a lock you do not own, an
-- unknown option) raise `error("zklock: ...")`. Ownership and reentrancy are keyed by the running
-- coroutine. Every object has a `__name` (`zklock.Session`, `zklock.Mutex`, `zklock.ReadLock`, ...)
-- and a `__tostring`.
-- @module zklock

local zklock = {}

--- The options of `connect`. Only `servers` is required; an unknown key raises.
-- @table connect_options
-- @tfield string servers `"host:port[,host:port...][/chroot]"`, as the ZooKeeper client takes it.
--   Ports 1 to 65535; every host must resolve; a chroot must exist (checked at connect). Names
--   are resolved again after every connection loss, and at most once a minute while connected
--   (the client library would resolve them on every pass of its I/O thread).
-- @tfield[opt=10] number session_timeout seconds, asked of the server, which clamps it to its
--   `minSessionTimeout`..`maxSessionTimeout` (by default 4 to 40 s): `Session:session_timeout`
--   says what it granted. It bounds how long a dead client keeps its locks. From 0.002 to
--   1073741.823: the ZooKeeper C client gives each connection attempt 2/3 of it, in whole
--   milliseconds of a C int, and cannot connect with a value outside that range (it raises).
-- @tfield[opt=5] number connect_timeout seconds `connect` waits for the first connection (and the
--   server's answer to every credential) before it returns `nil, msg, "connection"`.
-- @tfield[opt] string namespace a path prefix applied to every path of this session (Curator's
--   namespace); `"/"` is none.
-- @tfield[opt] table auth credentials sent at connect: `{scheme = "digest", credential = "user:pass"}`
--   or a list of them. A refused credential ends the session for good (code `"no_auth"`).
-- @tfield[opt] table tls TLS to the servers' `secureClientPort`: `{ca = path, cert = path, key = path,
--   password = string}`, PEM files: the CA that signed the servers' certificates, this client's
--   certificate and its key, the key's password if it is encrypted. `cert` and `key` are required
--   (the 3.8 C client always presents a client certificate; a `tls` with a CA alone raises); no
--   value may contain a comma. The servers' chain is checked against `ca` and the system's CA
--   store; **host names are not verified**. Needs a client library built with TLS (`features`;
--   otherwise raises `zklock: this libzookeeper_mt was built without TLS`); the guide
--   *Connecting to a secured ensemble* (docs/guides/secure.md) says how, and what to renew how.
-- @tfield[opt] table sasl SASL authentication: `{mechanism = "DIGEST-MD5", user = ..., password = ...}`,
--   and optionally `realm`, `service` (default `"zookeeper"`) and `host` (DIGEST-MD5:
--   `"zk-sasl-md5"`; otherwise the server's name, as `"GSSAPI"` wants it, whose credentials come
--   from Kerberos). The mechanism must be installed (Cyrus SASL's plugins) and DIGEST-MD5 needs
--   `user` and `password`, or it raises. Needs a client library built with SASL, as `tls` does;
--   cannot be given with `tls` (the C client has no call for both: over TLS, authenticate with the
--   client certificate or `auth`).
-- @tfield[opt="open"] string acl the ACL of the nodes zklock creates for a lock (its nodes and its
--   directory) and of nodes made by `Session:create`: `"open"` (anyone may do anything),
--   `"read"` (anyone may read, the creator may do all) or `"creator"` (only the creator's
--   identity: needs `auth`, `sasl` or `tls`).
-- @tfield[opt="open"] string parent_acl the ACL of the ancestors zklock creates above a lock's
--   directory (and the parents `create(..., {parents = true})` makes); same values as `acl`.
-- @tfield[opt="hostname:pid"] string node_data the data stored in every lock node of this session,
--   what `participants()` and the `zklock` command show (a lock's own `{data = ...}` overrides it).
-- @tfield[opt="auto"] string|table waiter how a coroutine waits: `"auto"` (`"ngx"` inside OpenResty,
--   `"skynet"` inside a skynet service, `"cqueues"` when the program has loaded cqueues, else
--   `"blocking"`), `"blocking"`, `"cqueues"`, `"luv"`, `"ngx"`, `"skynet"`, or an adapter table
--   (see `zklock.waiter`).
-- @tfield[opt=true] boolean reconnect after the session expires, or zklock ended it (no server took
--   it back for T: `on_state` hears `"lost"`, `"no_server"`), open a new one (old locks stay lost).
-- @tfield[opt="none"] string log_level the ZooKeeper C client's own log to stderr: `"none"`,
--   `"error"`, `"warn"`, `"info"` or `"debug"`.
-- @tfield[opt=0.35] number validity_margin the share of the session timeout a hold does not trust
--   (from 0.35 to below 1): a hold's validity ends at the last leader-validated proof + T × (1 −
--   margin) (`docs/safety.md`, The validity window).
-- @tfield[opt] number lease_margin deprecated name of `validity_margin`, accepted for one release.
-- @tfield[opt=0.25] number grant_validity the least share of the session timeout T a hold has
--   left when it is handed to you (from 0 to 1 − `validity_margin` − 0.3: 0.35 with the default
--   margin, just below the 0.40 T a hold has left when its next refresh goes, `docs/operating.md`;
--   the default is 0.25, or that maximum when a larger margin makes it smaller): `acquire`, `hold`,
--   `guard`, `with`, a local hand-off, a semaphore's lease and a leader latch never hand over a hold
--   with less. One that has less (the process was paused, or the hold waited long to be handed
--   over) asks the leader for a fresh proof and is handed over on its answer, within the acquire's
--   timeout (a try-once `acquire(0)` waits for that one proof); when the time runs out first the
--   acquire fails `"timeout"` and its node goes. 0 hands holds over with whatever is left
--   (`docs/safety.md`, Liveness).
-- @tfield[opt=1048575] number max_request the server's `jute.maxbuffer` in bytes (4096 to
--   2147483647): data that would make a request longer is refused before it is sent.
-- @tfield[opt=false] boolean async_release `release()` (and a lease's `close()`) returns once the
--   delete is sent instead of once it is answered: an acquire right after a release costs one
--   round trip. The lock is free for others a moment after `release()` returns; `close()` waits
--   for those deletes; a process that exits without `close()` leaves the node until its session
--   times out. Also a lock option of `Session:mutex`, `rwlock`, `semaphore`, `semaphore_mutex`.
-- @tfield[opt=false] boolean fail_fast an acquire that starts while the session is not connected
--   (state `"suspended"` or `"connecting"`: the connection was lost, or an expired session's
--   replacement has not connected yet) returns `nil, msg, "connection"` at once, instead of waiting
--   for the reconnect until its timeout. Every lock kind: `acquire`, `hold`, `guard` and `with` of
--   a mutex, a read-write lock's sides, a semaphore mutex and a multi-lock, and `Semaphore:acquire`.
--   A re-entry of a hold the coroutine has is answered as always (it needs no server), and leader
--   latches and selectors wait for the connection as without it. The session only knows the
--   connection is gone once the client library noticed (at once when the server closes it; after
--   2/3 of the session timeout of silence otherwise). For request handlers, which should answer
--   "unavailable" rather than hold a request for seconds (the OpenResty guide).

--- Connects to ZooKeeper and waits (up to `connect_timeout`) until the session is connected and
-- every credential was answered.
-- @tparam connect_options opts the options
-- @treturn Session the connected session
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code `"connection"` (no server answered in time, a host does not resolve, the
--   chroot cannot be checked), `"no_auth"` (a credential or the SASL exchange was refused, or the
--   server requires SASL), `"tls"` (a TLS file cannot be loaded, or no server takes the TLS
--   connection: the message says why), `"zk:ZNONODE"` (the chroot does not exist)
-- @raise "zklock: ..." for a missing or malformed option
-- @usage local s = assert(zklock.connect { servers = "127.0.0.1:2181", namespace = "/myapp" })
function zklock.connect(opts) end

--- What the ZooKeeper C client zklock was built against can do: `{tls = bool, sasl = bool}`.
-- Debian's `libzookeeper-mt2` has neither; `make zookeeper-client` builds one with both (the
-- guide *Connecting to a secured ensemble*).
-- @table features
-- @tfield boolean tls the `tls` option of `connect` works
-- @tfield boolean sasl the `sasl` option of `connect` works
zklock.features = {}

--- The version of zklock, `"major.minor.patch"` (also `require "zklock.version"`).
zklock.version = require "zklock.version"

--- The same as `version`, under the name Lua modules customarily use.
zklock._VERSION = require "zklock.version"

--- Where zklock's own messages go (a listener that raised, a failed reconnect, a waiter that
-- cannot watch its session). By default, the environment's log: `skynet.error` in a skynet
-- service, `ngx.log` in OpenResty, `io.stderr` elsewhere.
-- @tparam ?function fn `fn(level, msg)`, or `nil` for the default again; a logger that raises does
--   not hide the message (it goes to stderr)
-- @tparam[opt="info"] string level the threshold: `"error"`, `"warn"`, `"info"` or `"debug"`;
--   messages less severe are dropped
-- @raise "zklock: ..." for something else than a function or nil, or an unknown level
function zklock.set_logger(fn, level) end

--- The monotonic clock timeouts are measured against, in seconds (`CLOCK_MONOTONIC`).
-- @treturn number seconds
function zklock.now() end

--- The fields of a ZooKeeper stat, as `Session:exists`, `Session:get` and `Session:set` return it.
-- Integers are Lua integers (numbers on Lua 5.1/LuaJIT, exact up to 2^53).
-- @table stat
-- @tfield integer czxid the transaction that created the node (a lock node's fencing token)
-- @tfield integer mzxid the transaction that last modified it
-- @tfield integer ctime creation time, milliseconds since the epoch (the server's clock)
-- @tfield integer mtime last modification time, milliseconds since the epoch
-- @tfield integer version data version (for a conditional `set` or `delete`)
-- @tfield integer cversion children version
-- @tfield integer aversion ACL version
-- @tfield string|boolean ephemeral_owner the owning session id (16 hex digits) of an ephemeral
--   node, `false` for a persistent one
-- @tfield integer data_length bytes of data
-- @tfield integer num_children number of children
-- @tfield integer pzxid the transaction that last changed the children

--- The connection events `Session:on_state` listeners hear, as `fn(event, session, reason)`.
-- @table state_events
-- @field connected the session is connected (first time)
-- @field suspended the connection was lost; the session may still be alive (locks are held until
--   their validity deadline)
-- @field reconnected connected again within the session: nothing was lost
-- @field lost the session ended; every hold of it is lost (with `reconnect`, a new session is
--   opened and announced with `connected`). `reason`: `"expired"` (the server expired it) or
--   `"no_server"` (no server took it back within the session timeout, so zklock ended it and closed
--   its connection: a wiped or rebuilt ensemble refuses the old session for ever)
-- @field read_only connected to a read-only server
-- @field auth_failed the server refused a credential: the session has ended for good

--- The reasons `on_lost` listeners hear, as `fn(lock, reason)`.
-- @table lost_reasons
-- @field deadline its validity ran out: the leader did not confirm the session in time
-- @field expired the session ended: the server said it expired, or zklock ended it because no
--   server took it back within T (`on_state` hears `"lost"`, `"no_server"`)
-- @field deleted our node is gone (an operator or another client deleted it)
-- @field ttl the hold's ttl ran out (`Mutex:acquire`'s `ttl`, `Mutex:set_ttl`): zklock's own timer
--   ended it and deleted its node, whatever its Lua was doing
-- @field closed the session was closed while the hold was held

return zklock
