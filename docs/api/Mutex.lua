--- A mutex (`zklock.Mutex`, Curator's `InterProcessMutex`), from `Session:mutex`. The two sides
-- of a `RWLock` (`zklock.ReadLock`, `zklock.WriteLock`) have the same methods.
--
-- Reentrant per coroutine: the coroutine that acquired holds it, and may acquire again (each
-- acquire needs a release). Another coroutine of the same Lua state is another owner and waits
-- its turn. Nodes are `<path>/_c_<uuid>-lock-<10-digit seq>` (`__READ__`/`__WRIT__` for a
-- read-write lock), ephemeral and sequential, in a container directory.
--
-- **Local hand-off** (mutexes and write locks, by default): the coroutines of one session that
-- want the same lock share one node in ZooKeeper's queue, and the lock passes from one to the
-- next (first come, first served) without a request to the server. To other clients, Curator
-- processes included, that node is one ordinary participant. Once another client is seen queued
-- behind it (a children watch armed when a local waiter joins tells, one notification after that
-- client's node appears), at most `local_handoffs` (a lock option, default 8) more local holds
-- follow; then the node is deleted and this session's remaining waiters queue again, behind that
-- client. With nobody else waiting, the lock passes locally without limit. Each local hold has
-- its own validity, `on_lost`, timeout, `cancel()` and `close()` behaviour, exactly as a hold on
-- its own node. The lock option `local_handoffs = false` gives Curator's behaviour instead: one
-- node per acquisition. Read locks always have a node each (readers share the lock anyway), and
-- so do revocable locks (a revocation asks the holder of one node) and a downgrade's read lock; a
-- write node is never handed on while its holder's downgraded read lock is held.
-- @classmod Mutex

local Mutex = {}

--- Acquires the lock, waiting through the session's waiter. The hold it returns has at least the
-- connect option `grant_validity` × T of validity left.
-- @tparam[opt] number timeout seconds; `nil` waits as long as it takes, `0` tries once
-- @tparam[opt] table opts `ttl` (seconds): the hold ends that long after it is granted, whatever
--   this Lua state does then (a busy loop, a blocking call): zklock's own timer ends it, deletes
--   its node and `on_lost` hears `"ttl"`; a local hand-off does not pass it on (this session's
--   waiters queue again behind the other clients'). `0`: no bound; default: the lock option `ttl`.
--   On a hold the coroutine has already (a re-entry), it moves that hold's end, as `set_ttl`. A
--   frozen process (stopped, a suspended VM) runs no timer: its bound stays the session timeout.
-- @treturn boolean true
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code `"timeout"`, `"deadlock"`, `"connection"` (with the connect option
--   `fail_fast`, at once while the session is not connected), `"lost"`, `"closed"`,
--   `"cancelled"`, `"no_auth"`, `"zk:..."` (see *errors*). A failed acquire returns once its
--   node is deleted (at most 0.5 s after the timeout).
function Mutex:acquire(timeout, opts) end

--- Moves the end of the current coroutine's hold: it ends `seconds` from now (see `acquire`'s `ttl`);
-- `0` removes the bound. `validity()` never runs past it.
-- @tparam number seconds
-- @treturn boolean true
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code `"lost"` or `"closed"` when the hold had already ended
-- @raise "zklock: ... you do not own this lock" when the current coroutine does not hold it
function Mutex:set_ttl(seconds) end

--- Releases one hold of the current coroutine; returns once the node is deleted.
-- @treturn boolean true
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code `"lost"` or `"closed"` when the hold had already ended (local state is cleared)
-- @raise "zklock: ... you do not own this lock" when the current coroutine does not hold it
function Mutex:release() end

--- Holds of the current coroutine (0 when it does not hold the lock).
-- @treturn integer
function Mutex:hold_count() end

--- Whether the current coroutine holds the lock (and the hold is not lost).
-- @treturn boolean
function Mutex:is_owned() end

--- Whether any coroutine of this Lua state holds the lock.
-- @treturn boolean
function Mutex:is_acquired_in_this_process() end

--- Seconds the current coroutine's hold is still guaranteed (its validity; 0 when not held).
-- Read from the clock: right even if nobody called `dispatch()`.
-- @treturn number seconds
function Mutex:validity() end

--- The node the current coroutine's hold stands on (namespace stripped), or `nil` when it does
-- not hold. Local holds that followed one another share one node: each shows that node while it
-- holds. A coroutine still waiting locally has no node of its own (`nil`).
-- @treturn string|nil path
function Mutex:node() end

--- The fencing token of the current coroutine's hold: the czxid of its node and the hold's place
-- among the local holds on that node (1, 2, ...; 0 for a hold on a node of its own: with
-- `local_handoffs = false`, a try-once `acquire(0)`, a revocable lock, a read lock). The pair grows
-- with every later hold of this lock, by any client or coroutine: compare czxid first, then the
-- second value. Give both to a resource that refuses lower pairs (fencing).
-- @treturn integer|nil czxid
-- @treturn integer seq
function Mutex:fencing_token() end

--- The nodes of the lock in lock order, holder first: what ZooKeeper has. A session's local
-- holder and local waiters appear as its one node; waiters queued locally behind it have none.
-- @treturn {{path=string,data=string},...} participants
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code
function Mutex:participants() end

--- Adds a listener called as `fn(lock, reason)` when a hold ends without a release (see
-- `zklock.lost_reasons`); runs from `dispatch()`.
-- @tparam function fn
function Mutex:on_lost(fn) end

--- Makes later holds revocable: `fn(lock)` runs (from `dispatch()`) when someone calls
-- `Session:revoke` (or Curator's `Revoker`, or `zklock revoke`) on our node. Call before `acquire`.
-- @tparam function fn usually `function(lock) lock:release() end`
function Mutex:make_revocable(fn) end

--- Acquires and returns a `Guard` that releases on `guard:release()` or when a to-be-closed
-- variable holding it goes out of scope (Lua 5.4 `<close>`).
-- @tparam[opt] number timeout
-- @tparam[opt] table opts as `acquire`'s
-- @treturn Guard
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code as `acquire`
-- @usage local g <close> = assert(m:guard(5))
function Mutex:guard(timeout, opts) end

--- Acquires, calls `fn(...)`, releases (also when `fn` raises, the error is raised again).
-- @tparam[opt] number timeout
-- @tparam function fn
-- @param ... arguments for `fn`
-- @return the results of `fn`
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code as `acquire`, or `"lost"` when the hold was lost before `fn` returned
function Mutex:with(timeout, fn, ...) end

--- Makes every acquire of this lock still waiting, in any coroutine, give up now: each returns
-- `nil, msg, "cancelled"` and its node goes, as on a timeout (Kazoo's `cancel`). Holds are untouched.
-- @treturn integer how many acquires were waiting
function Mutex:cancel() end

--- Acquires the lock for a value instead of the running coroutine (explicit ownership): the
-- returned `Hold` is released with `Hold:release` from any coroutine, in a later request too, and
-- is never re-entered: an `acquire` or another `hold` of this Lua state waits behind it like any
-- other owner's, so a pooled coroutine's next user cannot inherit it. Not revocable (revocation
-- asks a coroutine's hold). A hold collected while held is released and reported through
-- `zklock.set_logger`'s hook at level warn.
-- @tparam[opt] number timeout seconds, as for `acquire` (0: try once)
-- @tparam[opt] table opts as `acquire`'s (`ttl`)
-- @treturn Hold the hold
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code as for `acquire`
function Mutex:hold(timeout, opts) end

return Mutex
