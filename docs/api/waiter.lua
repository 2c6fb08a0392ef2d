--- Waiters: how a coroutine waits for ZooKeeper, per environment.
--
-- Waiting is the only thing that differs between environments, so it lives in small adapters
-- (`lua/zklock/waiter/`); the C core never yields and never blocks except in the blocking
-- adapter's `poll()`. Choose one with `zklock.connect{waiter = ...}`:
--
-- * `"blocking"` (`zklock.waiter.blocking`): the thread blocks in `poll()` on the session fd.
--   Waiting for a lock this Lua state holds returns `"deadlock"` at once.
-- * `"cqueues"`: the session is a cqueues pollable; one coroutine per controller drains it while
--   anything waits, each waiter sleeps on its own condition variable.
-- * `"luv"`: a `uv_poll` handle on the session fd while anything waits; waiting coroutines yield
--   and are resumed from the loop.
-- * `"skynet"`: inside a skynet service; the session's notification fd goes to skynet's socket
--   server, one drainer coroutine per session dispatches, each waiter parks with `skynet.wait`.
-- * `"ngx"`: OpenResty; a per-worker timer reads the session's notification socket through a
--   cosocket, each waiting request sleeps on its own `ngx.semaphore`.
-- * `"auto"` (the default): `"ngx"` inside OpenResty, `"skynet"` inside a skynet service,
--   `"cqueues"` when cqueues is loaded, else
--   `"blocking"`, decided at `connect()`.
--
-- Where a coroutine cannot be suspended (outside a cqueues controller, on luv's main thread,
-- inside a listener, on PUC Lua 5.1, in OpenResty phases that cannot yield) every adapter blocks
-- in `poll()` for at most the timeout.
--
-- **Writing an adapter**: a table passed as `waiter`, with the fields of `adapter` below. Most
-- schedulers need less: `wakeup.adapter` builds one from three functions (the cqueues, luv and
-- ngx adapters are built on it, and so is the skynet example).
-- @module zklock.waiter

local waiter = {}

--- The fields of an adapter table (`zklock.connect{waiter = adapter}`); only `wait` is required.
-- @table adapter
-- @tfield[opt] string name for messages
-- @tfield[opt] boolean|function blocking `true` (or `function(session)` returning true) when waiting
--   blocks the whole Lua state: zklock then answers `"deadlock"` instead of waiting for a lock this
--   state holds
-- @tfield function wait `wait(session, timeout, pending)`: return when `session:fd()` is readable,
--   this coroutine was woken, or `timeout` seconds passed (`nil`: no limit). May yield. zklock
--   calls `session:dispatch()` after it returns and checks again, so returning early is safe.
--   `pending:id()` names what it waits for.
-- @tfield[opt] function event `event(session, kind, arg)`, called from `dispatch()`: kind `"done"` or
--   `"wake"` with the id of the pending result that finished or needs a look (resume just the
--   coroutine waiting for it), or `"state"` with a connection event (which may concern anyone)
-- @tfield[opt] function attach `attach(session)`: the session was opened
-- @tfield[opt] function detach `detach(session)`: the session is closing (stop watching its fd)
-- @tfield[opt] function park `park(session, id, timeout)` -> `sleep, sig, timeout`: the shallow wait
--   of an acquire. It registers a wake-up for the pending result with this id (which `event` then
--   delivers) and returns a function and its two arguments; the acquire calls `sleep(sig, timeout)`
--   straight from its own frame, so nothing of the adapter stays on the coroutine's stack while it
--   waits. `sleep` may yield. Return `nil` where the coroutine cannot be suspended: the acquire
--   waits with `wait` instead. Given with `unpark`. What `park`, `sleep` or `unpark` raise reaches
--   the acquire's caller after its node is given back; `park` is called protected (which may grow
--   the coroutine's stack) unless `park_safe` is true.
-- @tfield[opt] boolean park_safe `park` never raises: the acquire calls it unprotected (a
--   shallower stack; `wakeup.adapter` sets it).
-- @tfield[opt] function unpark `unpark(session, sig, id)`: undoes `park` once `sleep` returned (woken,
--   timed out, or early: the acquire looks again and parks anew); returns an error to raise, or nil

--- The environment `wakeup.adapter(env)` takes (`require "zklock.waiter.wakeup"`).
-- @table wakeup_env
-- @tfield string name
-- @tfield function can_wait `can_wait()`: may the running coroutine be suspended? (else: block in `poll()`)
-- @tfield function signal `signal()`: an object with `:wait(timeout)` and `:wake()` (or any value
--   `sleep` and `wake` take)
-- @tfield[opt] function sleep `sleep(sig, timeout)`: sleeps on a signal (default: `sig:wait(timeout)`,
--   whose errors are caught and raised after the wake). Given, it is what an acquire calls straight
--   from its own frame (`park`), protected.
-- @tfield[opt] function wake `wake(sig)`: wakes a signal (default: `sig:wake()`)
-- @tfield function start `start(session, ls, loop)`: start a drainer that calls `session:dispatch()`
--   while `wakeup.needed(session, ls)`, and clears `ls.running` when it ends
-- @tfield[opt] function loop `loop()`: the running event loop (one drainer per loop)
-- @tfield[opt] function idle `idle(session, ls)`: nothing waits on that loop any more
-- @tfield[opt] function attach `attach(session, ls)`
-- @tfield[opt] function detach `detach(session, ls)`
-- @tfield[opt] boolean weak waiters may vanish without returning (OpenResty's killed light threads)
-- @tfield[opt] function live `live(sig)`: whether a signal's coroutine still sleeps on it

--- Builds an adapter from an environment (`require("zklock.waiter.wakeup").adapter`).
-- @tparam wakeup_env env
-- @treturn adapter
-- @usage local wakeup = require "zklock.waiter.wakeup"
-- local my = wakeup.adapter { name = "mine", can_wait = ..., signal = ..., start = ... }
function waiter.wakeup_adapter(env) end

--- Whether a drainer is still needed (`require("zklock.waiter.wakeup").needed`): while coroutines
-- of its loop wait, or while a lock with `on_lost` or revocation listeners is held.
-- @tparam Session session
-- @tparam table ls the loop state `start` was given
-- @treturn boolean
function waiter.wakeup_needed(session, ls) end

return waiter
