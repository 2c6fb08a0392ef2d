--- A leader latch (`zklock.LeaderLatch`), from `Session:leader_latch`: Curator's `LeaderLatch`, node
-- for node. Each participant has an ephemeral sequential node `_c_<uuid>-latch-<seq>` under the
-- path, with its id as the data; the lowest leads, and each waits for the one ahead of it only.
--
-- Leading is holding: the latch is a lock of its own kind, so `is_leader()` and `validity()`
-- answer from the clock exactly as a hold does, and are false (0) past the deadline, before the
-- server can let another participant lead (see *safety*, path 10). After a loss the latch joins
-- again with a new node, unless closed. Curator's `LeaderLatch` and zklock latches on one path
-- elect one leader between them.
-- @classmod LeaderLatch

local LeaderLatch = {}

--- Joins the election and returns at once (the node is created in the background).
-- @raise "zklock: start() of a leader latch that was started already", "zklock: session is closed"
function LeaderLatch:start() end

--- Waits until this participant leads, through the session's waiter, as `Mutex:acquire` does.
-- @tparam[opt] number timeout seconds (nil: no limit)
-- @treturn boolean true once leading
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code `"timeout"`; `"closed"` (the latch or its session was closed, also while
--   waiting); `"lost"` (its session expired and will not be reopened: `reconnect = false`, or the
--   reopen failed: answered at once, and the next `await()` tries the reopen again; or its
--   credentials were refused, `auth_failed`: answered at once, every time);
--   `"deadlock"` (blocking waiter: the leader is a latch of this Lua state); or a ZooKeeper error
-- @raise "zklock: await() of a leader latch that was not started"
function LeaderLatch:await(timeout) end

--- Whether this participant leads now: never true while another participant can lead. A latch
-- that only this asks (a timer, nobody dispatching) still takes its turns: it joins again after a
-- failed join, and after its session expired (the expiry handled and the session reopened by
-- this call, at most every half second).
-- @treturn boolean
function LeaderLatch:is_leader() end

--- Seconds the leadership is still guaranteed (0 when not leading): see `Mutex:validity`.
-- @treturn number
function LeaderLatch:validity() end

--- Calls `fn(latch, true)` when this participant becomes leader and `fn(latch, false, reason)` when
-- it stops: `"deadline"` (its validity ran out), `"expired"` (the session expired), `"deleted"` (its
-- node was deleted from outside) or `"closed"` (`close()`, or its session's `close()`). Called from
-- `Session:dispatch`, by the same timer as `on_lost` (the scheduler adapters keep dispatching while
-- a started latch has listeners). After a loss the latch joins again by itself. A `true` made
-- while a listener runs is told once it returns; a `false` is told at once, even from inside
-- another listener, to each listener that heard `true` (a loss never waits behind a listener).
-- A listener never hears `true` after the `false` of the same turn (one that had not heard `true`
-- yet does not hear it). A listener may yield (cqueues, OpenResty): the next change does not wait
-- for it, but is told by the coroutine that makes it.
-- @tparam function fn
function LeaderLatch:on_change(fn) end

--- The leader's fencing token, while leading (see `Mutex:fencing_token`): a resource that
-- remembers the highest token it accepted refuses an older leader's writes.
-- @treturn integer|nil czxid
-- @treturn integer seq
function LeaderLatch:fencing_token() end

--- The leader's node, while this participant leads.
-- @treturn string|nil path
function LeaderLatch:node() end

--- Every participant in election order, read from the server: `{path =, data =}` (the data is the
-- participant's id), the leader's entry with `leader = true`.
-- @treturn {table,...}
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code
function LeaderLatch:participants() end

--- The leader's id, read from the server; `false` when nobody takes part.
-- @treturn string|boolean id
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code
function LeaderLatch:leader() end

--- Leaves the election: our node is deleted (returning once it is gone, unless `async_release`), so
-- the next participant leads at once. `on_change` listeners hear `false, "closed"` if we led, before
-- the node goes (and `true` again should the server refuse the delete). A `close()` while another
-- waits for that delete waits too, and answers from it: `true` once the node is gone (or its
-- session ended), else the refusal or `"connection"`. A `close()` from a listener hearing the
-- first one's `false, "closed"` (before the delete is sent) returns `nil, msg, "closing"` at once.
-- @treturn boolean true
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code as `Mutex:release` (a refused delete: still leading); `"connection"` (a
--   second `close()`: the delete waits for the connection); `"closing"` (from a listener told of
--   the first `close()`)
function LeaderLatch:close() end

return LeaderLatch
