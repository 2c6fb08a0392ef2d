--- lua-resty-lock's API over zklock mutexes, for OpenResty (`require "zklock.resty.lock"`).
--
-- Changing `require "resty.lock"` into `require "zklock.resty.lock"` turns a lock of one nginx
-- into a lock of every process that shares the ZooKeeper: the same `new`, `lock`, `unlock` and
-- `expire`, with the same return values and error strings, and `nil, err` wherever lua-resty-lock
-- returns them (never a raise instead). Every lock object holds its lock by value (a `Hold`), so
-- `unlock` may come from another phase or light thread than `lock`; one session per nginx worker
-- serves every lock object of that worker. Where the semantics must differ (the name `new` takes,
-- `exptime`, `elapsed`, a lock lost under its holder), the OpenResty guide says so.
-- `lock`, `unlock` and `expire` are the methods of the object `new` returns.
-- @module zklock.resty.lock
-- @usage local resty_lock = require "zklock.resty.lock"
-- local lock = assert(resty_lock:new("my_locks"))
-- local elapsed, err = lock:lock("my_key")
-- if elapsed then ... lock:unlock() end

local resty_lock = {}

--- Sets where and how each worker's session connects, before the first `lock`: in
-- `init_by_lua*` or `init_worker_by_lua*`.
-- @tparam table opts `servers` (default `$ZKLOCK_SERVERS`, which nginx passes on with
--   `env ZKLOCK_SERVERS;`, else `"127.0.0.1:2181"`), `root` (the path every lock goes under,
--   default `"/resty-lock"`), and any other `zklock.connect_options`, checked here. `fail_fast =
--   true` is recommended: while the worker's session is not connected, `lock` answers at once
--   (also while another request makes the worker's first connection) instead of holding the
--   request for its `timeout`.
-- @raise "zklock: ..." after the session was made, for a bad `root` or a bad connect option
function resty_lock.configure(opts) end

--- A lock object (call it as `resty_lock:new(...)`, as resty.lock's).
-- @tparam string name a family of keys, in place of resty.lock's shared dict name: the locks are
--   at `<root>/<name>/<key>` (each escaped into one path element). Any non-empty string: no
--   shared dict is needed or looked up.
-- @tparam[opt] table opts `timeout` (seconds `lock` waits, default 5, at most `exptime`; 0 or
--   less tries once), `exptime` (seconds after which a held lock is released, default 30; 0:
--   never: the hold's `ttl`, ended by zklock's timer even when the worker's Lua hangs), and `step`,
--   `ratio`, `max_step` (accepted; waiting is event-driven, not stepped)
-- @treturn table the lock object
-- @return[2] nil
-- @treturn[2] string without a name (`new(nil)`, or `resty_lock.new(name)` called with a dot),
--   `"dictionary not found"` as resty.lock says, then what to change: `"dictionary not found
--   (new() needs the name of the family of locks, a non-empty string: resty_lock:new(name), with
--   a colon)"`
function resty_lock:new(name, opts) end

--- Takes the lock on `key`, waiting up to `timeout`. Needs a phase that can yield (rewrite,
-- access, content, timers); the first call of a worker also connects its session.
-- @tparam string key any string of 1 to 65535 bytes; another value is its `tostring()`, as in a
--   shared dict (`false` is `"nil key"`)
-- @treturn number elapsed seconds `lock` took, round trip included (never exactly 0)
-- @return[2] nil
-- @treturn[2] string `"timeout"`, `"locked"` (this object holds a lock already), `"nil key"`,
--   `"empty key"`, `"key too long"`, or zklock's message (no connection, ...)
function resty_lock:lock(key) end

--- Releases the lock. Returns without waiting for the server (the lock is free for others a
-- round trip later), so it may be called from any phase, `log_by_lua*` too.
-- @treturn integer 1
-- @return[2] nil
-- @treturn[2] string `"unlocked"` when nothing is held, or zklock's message when the lock was
--   lost before (its session expired, its validity ran out, its node was deleted)
function resty_lock:unlock() end

--- Sets when the held lock is released, `timeout` seconds from now.
-- @tparam[opt] number timeout seconds from now (default: the exptime of new; 0 for never)
-- @treturn boolean true
-- @return[2] nil
-- @treturn[2] string `"unlocked"` when nothing is held, `"not found"` when the lock already ended
--   (released at its `exptime`, or lost), `"bad exptime"` for a negative or non-number timeout
function resty_lock:expire(timeout) end

--- The worker's session, or `nil` before the first `lock` (for `Session:stats`, listeners).
-- @treturn ?Session
function resty_lock.session() end

return resty_lock
