--- A ZooKeeper session (`zklock.Session`), from `zklock.connect`.
--
-- A session makes the lock objects, runs plain ZooKeeper operations, and hands events to Lua in
-- `Session:dispatch` (which the waiters call for you). One session serves any number of locks
-- and coroutines. Paths are absolute (`/a/b`), without a trailing slash, empty, `.` or `..`
-- elements; the session's `namespace` is put in front of them.
-- @classmod Session

local Session = {}

--- The connection state: `"connecting"`, `"connected"`, `"suspended"`, `"lost"` (expired),
-- `"auth_failed"` or `"closed"`.
-- @treturn string state
function Session:state() end

--- The session id, as 16 hex digits (what the `zklock` command shows as a node's owner).
-- @treturn string id
function Session:session_id() end

--- The session timeout the server negotiated, in seconds: the server clamps what `connect` asked
-- (`session_timeout`) to its `minSessionTimeout`..`maxSessionTimeout`. Read again on every
-- connection; the shortest one a session was ever told. Before the first connection, what was
-- asked. A hold survives about (1 − `validity_margin`) × this of silence (see the operating guide).
-- @treturn number seconds
-- @raise "zklock: session is closed"
function Session:session_timeout() end

--- Counters for monitoring, since the session was made (a reconnect keeps them). The Prometheus
-- text of this table is `zklock.stats.prometheus`. `last_refresh_rtt` is `nil` before the first
-- refresh, `min_validity` while nothing is held.
-- @treturn session_stats
-- @raise "zklock: session is closed"
-- @usage local t = s:stats()
-- print(t.acquisitions, t.failures.timeout, t.wait.max, t.lost.deadline)
function Session:stats() end

--- What `Session:stats` returns.
-- @table session_stats
-- @tfield string state `Session:state`
-- @tfield number session_timeout seconds, `Session:session_timeout`
-- @tfield integer acquisitions locks granted (`acquire`, `hold`, `guard`, `with`, a multi-lock's
--   members each, every lease of a semaphore; a reentrant acquire too)
-- @tfield table failures acquisitions that failed, by code: `{timeout = n, deadlock = n,
--   connection = n, lost = n, closed = n, no_auth = n, cancelled = n, ["zk:..."] = n}` (the first
--   seven always present)
-- @tfield table wait the time from an acquire call to its outcome, granted or not: `count`, `sum`
--   and `max` (seconds), and `buckets`, cumulative: `{ {le = 0.001, count = n}, {le = 0.01, ...},
--   {le = 0.1, ...}, {le = 1, ...}, {le = 10, ...}, {le = math.huge, count = count} }`
-- @tfield integer handoffs_local holds handed on locally, between this session's coroutines, on one
--   node (the local hand-off)
-- @tfield ?integer handoffs_remote holds granted when the node ahead of ours, another client's or
--   another node of ours, went (`nil` until the engine counts them)
-- @tfield table lost holds that ended without a release, by reason: `{deadline = n, expired = n,
--   deleted = n, ttl = n, closed = n}` (see `zklock.lost_reasons`), counted when dispatched
-- @tfield integer refreshes validity refreshes the leader confirmed (a session whose own writes
--   come often enough sends none: they prove its holds, `write_proofs`)
-- @tfield integer write_proofs answered writes of the session's own (lock nodes' creates and
--   deletes, `set`, `create`, `delete`) that proved its holds as a refresh does
-- @tfield ?number last_refresh_rtt seconds, the round trip of the last confirmed refresh (`nil`
--   until the engine measures it)
-- @tfield ?number min_validity seconds, the smallest validity left among the session's holds,
--   `nil` while nothing is held (or until the engine reports it)
-- @tfield integer requests requests sent to ZooKeeper (lock requests, refreshes, plain operations)

--- A file descriptor that is readable while events wait for `dispatch` (for foreign event loops).
-- @treturn integer fd
function Session:fd() end

--- Handles the queued events: runs `on_state`, `on_lost` and revocation listeners and wakes
-- waiting coroutines. Listeners run here, in this Lua state, never on a ZooKeeper thread.
-- @treturn integer the number of events handled
function Session:dispatch() end

--- Adds a connection listener, called as `fn(event, session, reason)` (see `zklock.state_events`):
-- `reason` comes with `"lost"`: `"expired"` (the server expired the session) or `"no_server"` (no
-- server took the session back within its timeout, so zklock ended it: a wiped or rebuilt
-- ensemble, or every server gone that long; `docs/safety.md`, Liveness).
-- @tparam function fn the listener
-- @treturn integer a token for `off`
function Session:on_state(fn) end

--- Removes a listener `on_state` added.
-- @tparam integer token what `on_state` returned
function Session:off(token) end

--- Releases every lock of this session (waiting until the server has deleted their nodes), then
-- closes the session. Waiters fail with `"closed"`. Idempotent.
-- @treturn boolean true
function Session:close() end

--- A `Mutex` (Curator's `InterProcessMutex`) on `path`; nodes `<path>/_c_<uuid>-lock-<seq>`.
-- @tparam string path the lock's path
-- @tparam[opt] table opts `data` (string): this lock's node data instead of `node_data`;
--   `async_release` (boolean): overrides the connect option; `local_handoffs` (integer, default
--   8): local holds that may still follow once another client is queued behind this session's
--   node (0: none), or `false`: one node per acquisition, as Curator, instead of the local
--   hand-off (see `Mutex`); `watch_ahead` (integer, default 4): a waiter with at most this many
--   nodes ahead of it watches each of them and takes the lock when the last goes, on that event
--   alone (1: only the node just ahead, as Curator; a write lock always does that, `docs/safety.md`
--   path 2); when `watch_ahead` is 2 or more and more blocking nodes than that are ahead, the
--   waiter watches the blocking node two places ahead and lists again when it goes; usually only
--   the node just ahead then remains, and its deletion hands the lock to the waiter with no
--   listing; with k ≤ watch_ahead nodes ahead it costs about k − 2 requests and notifications more than
--   `watch_ahead = 1` (1: the
--   least server work; above 8 measured no faster on loopback, `docs/benchmarks.md`); `ttl` (seconds): every hold of this lock ends that long after it is
--   granted, whatever its Lua does (see `Mutex:acquire`; default none); `strict = true`, the
--   deprecated name of `local_handoffs = false`, is accepted for one release
-- @treturn Mutex
function Session:mutex(path, opts) end

--- A `RWLock` (Curator's `InterProcessReadWriteLock`) on `path`.
-- @tparam string path the lock's path
-- @tparam[opt] table opts as `mutex`; `local_handoffs` applies to the write lock
-- @treturn RWLock
function Session:rwlock(path, opts) end

--- A `Semaphore` (Curator's `InterProcessSemaphoreV2`) of `max_leases` on `path`.
-- @tparam string path the semaphore's path
-- @tparam integer max_leases at most this many leases among all clients (1 to 2147483647)
-- @tparam[opt] table opts `{data = string}`
-- @treturn Semaphore
function Session:semaphore(path, max_leases, opts) end

--- A `SemaphoreMutex` (Curator's `InterProcessSemaphoreMutex`) on `path`.
-- @tparam string path the lock's path
-- @tparam[opt] table opts `{data = string}`
-- @treturn SemaphoreMutex
function Session:semaphore_mutex(path, opts) end

--- A `MultiLock` (Curator's `InterProcessMultiLock`) over paths (each made a mutex) or lock objects.
-- @tparam {string|Mutex|SemaphoreMutex|MultiLock,...} locks a non-empty list
-- @treturn MultiLock
function Session:multilock(locks) end

--- A `LeaderLatch` (Curator's `LeaderLatch`) on `path`: `latch:start()` joins the election.
-- @tparam string path the election's path
-- @tparam[opt] table opts `{id = string}`: the participant id, written as the node's data (default:
--   the session's `node_data`)
-- @treturn LeaderLatch
-- @usage local latch = s:leader_latch("/jobs/cron", { id = "node-1" })
-- latch:start()
-- if latch:await(10) then ... end
function Session:leader_latch(path, opts) end

--- A `LeaderSelector` (Curator's `LeaderSelector`) on `path`: `selector:run()` calls `fn(ctx)`
-- (a `LeaderContext`) while this participant leads.
-- @tparam string path the election's path
-- @tparam function fn the work: leadership ends when it returns
-- @tparam[opt] table opts `{id = string, requeue = boolean}`: the participant id (default: the
--   session's `node_data`); `requeue` queues again after each turn until `close()` (default false,
--   as Curator's `autoRequeue`)
-- @treturn LeaderSelector
function Session:leader_selector(path, fn, opts) end

--- Asks the holder of a lock node to release it, as Curator's `Revoker.attemptRevoke` does: writes
-- `"__REVOKE__"` to the node. Only a holder that called `make_revocable` reacts.
-- @tparam string node_path the lock node (from `participants()`)
-- @treturn boolean true, also when the node is already gone
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code
function Session:revoke(node_path) end

--- Whether a node exists.
-- With `{watch = fn}` it also sets a one-shot watch on the node, armed whether the node exists or
-- not: `fn(event)` is called once, with `"created"`, `"deleted"` or `"changed"` (its data), as
-- `children` describes.
-- @tparam string path
-- @tparam[opt] table opts `{watch = fn}`
-- @treturn zklock.stat|boolean its stat, or `false`
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code
function Session:exists(path, opts) end

--- A node's data and stat.
-- @tparam string path
-- @treturn string data
-- @treturn zklock.stat stat
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code `"zk:ZNONODE"`, `"no_auth"`, ...
function Session:get(path) end

--- The names of a node's children, unsorted (as the server returns them), and the node's stat.
-- With `{watch = fn}` it also sets a one-shot children watch (ZooKeeper's `getChildren` with a
-- watch): `fn(event)` is called once, with `"children"` when a child is created or deleted and
-- `"deleted"` when the node itself goes. Several changes before the event was heard come as one
-- event, and nothing is heard after it: list again (with a new watch) to see the children now. A
-- watch survives a disconnection (the server sends what changed meanwhile on the reconnect). One that
-- can never fire is ended with `fn(nil, msg, code)`: code `"lost"` when a new session replaces an
-- expired one (`reconnect`), `"closed"` at `close()`. `fn` runs on the Lua thread, from `dispatch()` (the waiters dispatch while a lock or
-- a call waits; scheduler adapters keep dispatching while a watch is set), never before this call
-- returns. A call that fails sets no watch and never calls `fn`.
-- The stat's `cversion` counts the creates and deletes of children, so `(cversion + num_children)
-- / 2` is the number of children ever created: the sequence number the next sequential child gets.
-- @tparam string path
-- @tparam[opt] table opts `{watch = fn}`
-- @treturn {string,...} names
-- @treturn zklock.stat the node's stat
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code
-- @usage local names = s:children("/locks/orders", { watch = function(event, msg, code)
--   changed = true   -- list again from the main loop; a watch fires once
-- end })
function Session:children(path, opts) end

--- Sets a node's data.
-- @tparam string path
-- @tparam string data
-- @tparam[opt=-1] integer version only if the node has this version (`-1`: any)
-- @treturn zklock.stat the new stat
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code `"zk:ZBADVERSION"`, `"zk:ZNONODE"`, ...
function Session:set(path, data, version) end

--- Creates a node with the session's `acl`.
-- @tparam string path
-- @tparam[opt=""] string data
-- @tparam[opt] table opts `{ephemeral = bool, sequential = bool, container = bool, parents = bool}`;
--   `parents` creates missing ancestors (with `parent_acl`); a container is neither ephemeral nor
--   sequential
-- @treturn string the path created (with the sequence number for a sequential node)
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code `"zk:ZNODEEXISTS"`, `"zk:ZNONODE"`, ...
function Session:create(path, data, opts) end

--- Deletes a node.
-- @tparam string path
-- @tparam[opt=-1] integer version only if the node has this version
-- @treturn boolean true
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code `"zk:ZNONODE"`, `"zk:ZNOTEMPTY"`, `"zk:ZBADVERSION"`, ...
function Session:delete(path, version) end

--- cqueues pollable: the session's fd (so `cqueues.poll(session)` works).
-- @treturn integer fd
function Session:pollfd() end

--- cqueues pollable: `"r"`.
-- @treturn string
function Session:events() end

--- cqueues pollable: no timeout (`nil`). Not the session timeout: that is `session_timeout`.
function Session:timeout() end

--- Event loops.
-- For adapters whose loop cannot watch `fd` itself (see the *adapters* topic). The `_`-prefixed
-- names (`_dup_fd`, ...) are deprecated aliases, accepted for one release.
-- @section loops

--- A close-on-exec duplicate of `fd`, owned by the caller, readable while `fd` is: for loops that
-- close the fds they watch (skynet's `socket.bind`).
-- @treturn integer fd
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code `"zk:ZSYSTEMERROR"`
function Session:dup_fd() end

--- Opens the session's notification socket, for loops that wait only on sockets they connect
-- themselves (OpenResty's cosockets): connect a socket to the returned path, then call
-- `notify_accept`. A byte arrives on it whenever events wait; end-of-stream when the session closes.
-- @treturn string path
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code `"zk:ZSYSTEMERROR"`
function Session:notify_listen() end

--- Accepts the connection made to `notify_listen`'s path.
-- @treturn boolean true
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code `"zk:ZSYSTEMERROR"`
function Session:notify_accept() end

--- Makes the notification socket readable now (wakes its reader's loop).
function Session:notify_poke() end

return Session
