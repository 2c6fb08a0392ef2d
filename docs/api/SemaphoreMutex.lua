--- A semaphore mutex (`zklock.SemaphoreMutex`, Curator's `InterProcessSemaphoreMutex`), from
-- `Session:semaphore_mutex`: a `Semaphore` of one lease with the mutex API.
--
-- Unlike `Mutex` it is **not reentrant**: a second acquire by the holder waits like anyone's
-- (with the blocking waiter: `"deadlock"` at once), and **any** coroutine of this Lua state may
-- release it.
-- @classmod SemaphoreMutex

local SemaphoreMutex = {}

--- Acquires the lease.
-- It takes no options: a `ttl` is for `Mutex` and `RWLock` holds (one given here is refused, not
-- ignored); a hung holder keeps it for as long as its process and session live.
-- @tparam[opt] number timeout
-- @treturn boolean true
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code as `Mutex:acquire`
function SemaphoreMutex:acquire(timeout) end

--- Releases it (any coroutine of this Lua state).
-- @treturn boolean true
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code `"lost"` or `"closed"`
-- @raise "zklock: ... you do not own this lock" when this Lua state does not hold it
function SemaphoreMutex:release() end

--- Whether this Lua state holds it.
-- @treturn boolean
function SemaphoreMutex:is_owned() end

--- Same as `is_owned` (the holder is the Lua state).
-- @treturn boolean
function SemaphoreMutex:is_acquired_in_this_process() end

--- 1 when held, else 0.
-- @treturn integer
function SemaphoreMutex:hold_count() end

--- Seconds the hold is still guaranteed (0 when not held).
-- @treturn number
function SemaphoreMutex:validity() end

--- The lease node, or `nil`.
-- @treturn string|nil
function SemaphoreMutex:node() end

--- The lease's fencing token, its node's czxid and 0 (see `Lease:fencing_token`), or `nil`.
-- @treturn integer|nil czxid
-- @treturn integer seq
function SemaphoreMutex:fencing_token() end

--- The lease nodes, in order.
-- @treturn {{path=string,data=string},...}
function SemaphoreMutex:participants() end

--- As `Mutex:on_lost`.
-- @tparam function fn `fn(lock, reason)`
function SemaphoreMutex:on_lost(fn) end

--- As `Mutex:make_revocable` (call before `acquire`).
-- @tparam function fn `fn(lock)`
function SemaphoreMutex:make_revocable(fn) end

--- As `Mutex:guard`.
-- @tparam[opt] number timeout
-- @treturn Guard
function SemaphoreMutex:guard(timeout) end

--- As `Mutex:with`.
-- @tparam[opt] number timeout
-- @tparam function fn
-- @param ...
function SemaphoreMutex:with(timeout, fn, ...) end

--- As `Mutex:cancel`: waiting acquires give up with `nil, msg, "cancelled"`.
-- @treturn integer how many acquires were waiting
function SemaphoreMutex:cancel() end

--- The explicit-owner form: takes the lease and returns it (a `Lease`, released with
-- `Lease:release` from any coroutine) instead of keeping it in this object.
-- @tparam[opt] number timeout
-- @treturn Lease
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code as for `acquire`
function SemaphoreMutex:hold(timeout) end

return SemaphoreMutex
