--- One lease of a `Semaphore` (`zklock.Lease`), from `Semaphore:acquire`.
-- @classmod Lease

local Lease = {}

--- Returns the lease: deletes its node and waits until it is gone. Idempotent.
-- @treturn boolean true
function Lease:close() end

--- Returns the lease as a hold's `release` does: `true` once its node is gone, or `nil, msg,
-- "lost"` when it had already ended. A lease is an explicit hold: any coroutine may release it.
-- @treturn boolean true
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code `"lost"` or `"closed"`
function Lease:release() end

--- Whether the lease is held and its validity has not run out.
-- @treturn boolean
function Lease:is_held() end

--- The fencing token of the lease, while held: its node's czxid, and 0 (a lease always has a
-- node of its own; the pair compares as `Mutex:fencing_token`'s).
-- @treturn integer|nil czxid
-- @treturn integer seq
function Lease:fencing_token() end

--- The lease's node, or `nil` once returned or lost.
-- @treturn string|nil path
function Lease:node() end

--- Seconds the lease is still guaranteed (0 when returned or lost).
-- @treturn number
function Lease:validity() end

--- The lease node's data (and stat).
-- @treturn string data
-- @treturn zklock.stat stat
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code `"lost"` when the lease is not held
function Lease:data() end

return Lease
