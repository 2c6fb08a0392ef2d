-- chaos/recipes.lua -- what the chaos run runs, shared by the driver (chaos/run.lua), the clients
-- (chaos/client.lua) and the checker (chaos/check.lua): the client roles, the recipe each role
-- exercises, the lock directories of each recipe, and the session settings.
local M = {}

M.SESSION = 4                       -- the clients' session timeout, seconds
M.SEM_MAX = 2                       -- leases of the semaphore recipe
M.AUTH = { scheme = "digest", credential = "chaos:fenced" }
M.DEAD_SERVER = "127.0.0.1:1"       -- the auth clients list it first: nobody listens there
M.TTL = 2                           -- the ttl recipe's holds end this many seconds after their grant
M.HANG = M.TTL + 3                  -- a hung holder's busy loop, seconds: it outlasts the ttl's bound
-- What a grant must leave (the session option grant_validity, a share of T): this build's
-- default, or the one the option comes with; the clients run with the default.
do
  local ok, options = pcall(require, "zklock.options")
  M.GRANT_VALIDITY = ok and options.GRANT_VALIDITY or 0.25
end

-- The recipes, in report order.
M.recipes = { "mutex", "mutex_strict", "rwlock", "semaphore", "semaphore_mutex", "multilock", "revocable", "auth",
  "leader", "ttl" }

-- Client roles: one recipe each (the mutex has two roles: short holds and holds of seconds).
-- procs: client processes; workers: coroutines per process sharing its session.
M.roles = {
  { role = "fast", recipe = "mutex", procs = 2, workers = 3 },
  { role = "hold", recipe = "mutex", procs = 1, workers = 3 },
  { role = "strict", recipe = "mutex_strict", procs = 2, workers = 2 },
  { role = "rw", recipe = "rwlock", procs = 2, workers = 3 },
  { role = "sem", recipe = "semaphore", procs = 2, workers = 2 },
  { role = "semmutex", recipe = "semaphore_mutex", procs = 2, workers = 2 },
  { role = "multi", recipe = "multilock", procs = 2, workers = 2 },
  { role = "revoke", recipe = "revocable", procs = 2, workers = 3 },
  { role = "auth", recipe = "auth", procs = 2, workers = 2 },
  { role = "leader", recipe = "leader", procs = 2, workers = 2 },
  { role = "ttl", recipe = "ttl", procs = 2, workers = 2 },
}

M.ROOT = "/chaos"
-- The lock directories (as ZooKeeper paths) of each recipe: where lock nodes live. The driver
-- samples them for orphans, deletes held nodes in them and takes their delete right away.
M.dirs = {
  mutex = { "/chaos/lock1", "/chaos/lock2", "/chaos/lock3" },
  mutex_strict = { "/chaos/strict1" },
  rwlock = { "/chaos/rw1" },
  semaphore = { "/chaos/sem1/leases", "/chaos/sem1/locks" },
  semaphore_mutex = { "/chaos/semmutex1/leases", "/chaos/semmutex1/locks" },
  multilock = { "/chaos/ml/a", "/chaos/ml/b", "/chaos/ml/c" },
  revocable = { "/chaos/revoke1" },
  auth = { "/chaos/auth/lock1" },
  leader = { "/chaos/leader1" },
  ttl = { "/chaos/ttl1" },
}

-- The locks each role contends for, by the names the clients log (a lock directory's path below
-- /chaos, "/" made "_"; a semaphore's leases and internal lock count as the semaphore)
M.locks = {
  fast = { "lock1", "lock2" }, hold = { "lock3" }, strict = { "strict1" }, rw = { "rw1" }, sem = { "sem1" },
  semmutex = { "semmutex1" }, multi = { "ml_a", "ml_b", "ml_c" }, revoke = { "revoke1" }, auth = { "auth_lock1" },
  leader = { "leader1" }, ttl = { "ttl1" },
}

-- the lock a lock directory belongs to
function M.lock_of_dir(dir)
  return (dir:gsub("^/chaos/", ""):gsub("/leases$", ""):gsub("/locks$", ""):gsub("/", "_"))
end

-- the recipe of a lock (by its logged name)
function M.recipe_of_lock(lock)
  for _, r in ipairs(M.roles) do
    for _, l in ipairs(M.locks[r.role]) do if l == lock then return r.recipe end end
  end
end

-- recipe of a lock directory
function M.recipe_of_dir(dir)
  for r, list in pairs(M.dirs) do
    for _, d in ipairs(list) do if d == dir then return r end end
  end
end

function M.role(name)
  for _, r in ipairs(M.roles) do if r.role == name then return r end end
end

return M
