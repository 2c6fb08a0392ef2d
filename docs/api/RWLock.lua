--- A read-write lock (`zklock.RWLock`, Curator's `InterProcessReadWriteLock`), from `Session:rwlock`.
--
-- Two locks on one directory, each with `Mutex`'s methods: readers share, a writer excludes
-- everyone, and the order is the node order (`_c_<uuid>-__READ__<seq>`,
-- `_c_<uuid>-__WRIT__<seq>`). A writer waits for its immediate predecessor, a reader for the
-- nearest writer ahead of it.
--
-- **Downgrade**: the write holder may acquire the read lock at once; its read node takes the write
-- node's place in line, so a queued writer cannot slip in when the write lock is released.
-- **Upgrade** (the write lock asked for while holding the read lock) can never succeed and
-- returns `nil, msg, "deadlock"` at once.
-- @classmod RWLock

local RWLock = {}

--- The read side, a `zklock.ReadLock` with `Mutex`'s methods (the same object on every call).
-- @treturn Mutex
function RWLock:read_lock() end

--- The write side, a `zklock.WriteLock` with `Mutex`'s methods (the same object on every call).
-- @treturn Mutex
function RWLock:write_lock() end

return RWLock
