--- A leader selector (`zklock.LeaderSelector`), from `Session:leader_selector`: Curator's
-- `LeaderSelector`, built on the mutex as Curator builds it (`_c_<uuid>-lock-<seq>` nodes, the id
-- as their data, one node per turn). `run()` waits to lead, calls `fn(ctx)` with a `LeaderContext`,
-- and gives the leadership back when `fn` returns.
--
-- Lua cannot interrupt a function: the work checks `ctx:is_leader()` or `ctx:validity()` between
-- steps, and `ctx:on_lost(fn)` tells it at once.
-- @classmod LeaderSelector
-- @usage local sel = s:leader_selector("/jobs/compact", function(ctx)
--   for _, shard in ipairs(shards) do
--     if not ctx:is_leader() then return end
--     compact(shard, ctx:fencing_token())
--   end
-- end, { id = "node-1", requeue = true })
-- sel:run()   -- until sel:close()

local LeaderSelector = {}

--- Runs turns: waits to lead (at most `timeout` each time), calls `fn(ctx)`, gives the
-- leadership back. Without `requeue`, returns after one turn; with it, queues again (behind the
-- others) until `close()`, and after an expired session in the new one. An error `fn` raises is
-- raised again once the leadership is given back, and `run()` may be called again. A turn that
-- ends `"lost"` (the session expired) is queued again once the session is back; if its reopen
-- fails, `run()` returns `nil, msg, "lost"`.
-- @tparam[opt] number timeout seconds per wait (nil: no limit)
-- @treturn boolean true once a turn ran
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code `"timeout"`, `"closed"` (closed before any turn), `"lost"`, ...
function LeaderSelector:run(timeout) end

--- Stops: a wait to lead gives up, `run()` returns after the turn under way, whose
-- `ctx:on_lost` listeners hear `"closed"` at once (`ctx:is_leader()` is false from then on).
-- @treturn boolean true
function LeaderSelector:close() end

--- Whether a turn runs now and still leads.
-- @treturn boolean
function LeaderSelector:is_leader() end

--- As `LeaderLatch:participants`.
-- @treturn {table,...}
function LeaderSelector:participants() end

--- As `LeaderLatch:leader`.
-- @treturn string|boolean id
function LeaderSelector:leader() end

return LeaderSelector
