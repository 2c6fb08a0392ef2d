--- A counting semaphore (`zklock.Semaphore`, Curator's `InterProcessSemaphoreV2`), from
-- `Session:semaphore`.
--
-- At most `max_leases` leases among all clients. Layout as Curator's: `<path>/locks/` is an
-- internal mutex and `<path>/leases/_c_<uuid>-lease-<seq>` one node per lease. Only the holder of
-- the internal lock watches the leases, so a returned lease wakes one waiter.
-- @classmod Semaphore

local Semaphore = {}

--- Acquires `n` leases, all or nothing, within one deadline.
-- It takes no options: a `ttl` is for `Mutex` and `RWLock` holds (one given here is refused, not
-- ignored); a hung holder keeps it for as long as its process and session live.
-- @tparam[opt=1] integer n leases (1 to `max_leases`)
-- @tparam[opt] number timeout seconds (`nil`: no limit, `0`: try once)
-- @treturn {Lease,...} the leases
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code `"timeout"`, `"deadlock"` (a blocking waiter and every lease held by this
--   Lua state), `"connection"` (with the connect option `fail_fast`, at once while the session is not
--   connected), `"lost"`, `"closed"`, ...
function Semaphore:acquire(n, timeout) end

--- Returns every lease of the list (`Lease:close` on each).
-- @tparam {Lease,...} leases
function Semaphore:return_all(leases) end

--- The lease nodes, in order.
-- @treturn {{path=string,data=string},...}
-- @return[2] nil
-- @treturn[2] string msg
-- @treturn[2] string code
function Semaphore:participants() end

--- Makes every acquire of this semaphore still waiting give up now with `nil, msg, "cancelled"`
-- (leases already granted are untouched).
-- @treturn integer how many acquires were waiting
function Semaphore:cancel() end

return Semaphore
