--- A multi-lock (`zklock.MultiLock`, Curator's `InterProcessMultiLock`), from `Session:multilock`:
-- several locks taken as one, in list order, under one deadline.
-- @classmod MultiLock

local MultiLock = {}

--- Acquires every lock in order; on a failure the ones taken are released in reverse.
-- It takes no options: a `ttl` is for `Mutex` and `RWLock` holds (one given here is refused, not
-- ignored); a hung holder keeps it for as long as its process and session live.
-- @tparam[opt] number timeout one deadline for all
-- @treturn boolean true
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code of the member that failed
function MultiLock:acquire(timeout) end

--- Releases every lock in reverse order, attempting each; reports the first failure (a raised
-- error is raised again once all were attempted).
-- @treturn boolean true
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code
function MultiLock:release() end

--- Whether every member is held by this Lua state.
-- @treturn boolean
function MultiLock:is_acquired_in_this_process() end

--- The smallest `validity()` of the members (0 unless every member is held).
-- @treturn number
function MultiLock:validity() end

--- As `Mutex:guard`.
-- @tparam[opt] number timeout
-- @treturn Guard
function MultiLock:guard(timeout) end

--- As `Mutex:with`.
-- @tparam[opt] number timeout
-- @tparam function fn
-- @param ...
function MultiLock:with(timeout, fn, ...) end

--- Makes the waiting acquires of its members give up (`cancel()` of each member that has one);
-- a multi-lock's `acquire` then fails with `"cancelled"` and releases what it took.
-- @treturn integer how many acquires were waiting
function MultiLock:cancel() end

return MultiLock
