-- zklock.cli.locks -- reads lock directories as Curator (and so zklock) lays them out, and
-- works out who holds and who waits on whom. Read-only; knows nothing of printing.
local native = require "zklock.core"
local await = require("zklock.wait").await

local ipairs, pairs, table_sort, string_format = ipairs, pairs, table.sort, string.format
local math_max = math.max
local NAMES = native.NODE_NAMES   -- the engine's own (predicate.c)

local M = {}

-- Curator's lock node names: [_c_<uuid>-]<lock name><10-digit sequence>. Ordered by the sequence
-- (what follows the lock name), as Curator's drivers order them.
local function pattern(name) return name:gsub("%p", "%%%0") .. "(%d+)$" end
local ROLES = {
  { pattern(NAMES.write), "write" },
  { pattern(NAMES.read), "read" },
  { pattern(NAMES.lease), "lease" },
  { pattern(NAMES.mutex), "lock" },
  { pattern(NAMES.latch), "latch" },
}

-- role ("lock", "read", "write", "lease", "latch") and sequence of a node name, or nil
function M.parse(name)
  for _, r in ipairs(ROLES) do
    local seq = name:match(r[1])
    if seq then return r[2], seq end
  end
  return nil
end

-- Data as text: printable ASCII kept, anything else as \xNN (Curator's default node data is
-- the client's IP address, but any bytes are allowed).
function M.printable(data)
  return (data:gsub("[^\32-\126]", function(c) return string_format("\\x%02x", c:byte()) end))
end

local function join(path, name)
  return (path == "/" and "" or path) .. "/" .. name
end
M.join = join

-- The lock nodes among `names` (children of `dir`), read at once: the gets go out together and the
-- server answers them in order. Returns the nodes { name, path, role, seq, data, session, ctime,
-- age } in the order of `names`, and the names of those gone before their get; nil, msg, code on
-- failure.
function M.read_all(s, dir, names, now_ms)
  local ops = {}
  for _, name in ipairs(names) do
    if M.parse(name) then ops[#ops + 1] = { name = name, path = join(dir, name), op = s:_op("get", join(dir, name)) } end
  end
  local out, gone = {}, {}
  for _, o in ipairs(ops) do
    await(s, o.op, nil)
    local data, stat, code = o.op:result()
    if data then
      local role, seq = M.parse(o.name)
      out[#out + 1] = { name = o.name, path = o.path, role = role, seq = seq, data = M.printable(data),
        session = stat.ephemeral_owner or nil, ctime = stat.ctime, age = math_max(0, (now_ms - stat.ctime) / 1000) }
    elseif code == "zk:ZNONODE" then
      gone[#gone + 1] = o.name
    else
      return nil, stat, code
    end
  end
  return out, gone
end

-- Nodes in lock order (the sequence; a downgrade's read node shares the write node's sequence: the
-- write node comes first). Sorts `list` in place and returns it.
function M.order(list)
  table_sort(list, function(a, b)
    if a.seq ~= b.seq then return a.seq < b.seq end
    if a.role ~= b.role then return a.role == "write" end
    return a.name < b.name
  end)
  return list
end

-- The nodes of one lock directory in lock order: { name, path, role, seq, data, session, ctime,
-- age }. Nodes that vanish while being read are left out. nil, msg, code on failure.
function M.nodes(s, dir, now_ms, names)
  local msg, code
  if not names then
    names, msg, code = s:children(dir)
    if not names then return nil, msg, code end
  end
  local out, rmsg, rcode = M.read_all(s, dir, names, now_ms)
  if not out then return nil, rmsg, rcode end
  return M.order(out)
end

-- Sets state ("holds" / "waits") and waits_for (the path it waits on) of each node of a mutex
-- or read-write lock queue, as the drivers decide: a mutex or writer waits for its immediate
-- predecessor; a reader holds before the first writer (or on the write holder's own sequence,
-- a downgrade), else waits for the nearest writer ahead of it.
local function decide(queue)
  for _, n in ipairs(queue) do n.state, n.waits_for = nil, nil end
  local last_write, first_write
  for i, n in ipairs(queue) do
    if n.role == "read" then
      if not first_write or n.seq == first_write.seq then
        n.state = "holds"
      else
        n.state, n.waits_for = "waits", last_write.path
      end
    else
      if i == 1 then n.state = "holds" else n.state, n.waits_for = "waits", queue[i - 1].path end
      if n.role == "write" then
        first_write = first_write or n
        last_write = n
      end
    end
  end
  return queue
end
M.decide = decide

-- The children of `dir` that are nodes of `role`; {} when dir is gone. nil, msg, code on failure.
local function role_children(s, dir, role)
  local names, msg, code = s:children(dir)
  if not names then
    if code == "zk:ZNONODE" then return {} end
    return nil, msg, code
  end
  local out = {}
  for _, n in ipairs(names) do
    if M.parse(n) == role then out[#out + 1] = n end
  end
  return out
end

-- Whether `path` (whose children are `names`) is a semaphore, told by its children's nodes: a
-- lease node under leases/ or a lock node under locks/, and no other child. Both are container
-- nodes, which the server removes when empty, so neither can be required (and a namespace
-- directory with a child that happens to be called locks/ is not a semaphore). Returns
-- {leases = names, locks = names} or false; nil, msg, code on failure.
local function semaphore_parts(s, path, names)
  local has = {}
  for _, n in ipairs(names) do
    if n ~= "leases" and n ~= "locks" then return false end
    has[n] = true
  end
  local parts, found = {}, false
  for name, role in pairs { leases = "lease", locks = "lock" } do
    if has[name] then
      local kids, msg, code = role_children(s, join(path, name), role)
      if not kids then return nil, msg, code end
      if #kids > 0 then parts[name], found = kids, true end
    end
  end
  return found and parts
end

-- What the lock at `path` is: { path, kind = "mutex" | "rwlock" | "semaphore" | "election", queue = nodes in
-- order (with state, waits_for), holders = the holding nodes, waiting = count }. For a
-- semaphore the queue is its internal lock's, and holders are its leases. nil, msg, code on
-- failure; false when path has no lock nodes (`names` are its children, if already read).
function M.describe(s, path, now_ms, names)
  if not names then
    local msg, code
    names, msg, code = s:children(path)
    if not names then return nil, msg, code end
  end
  local sem, smsg, scode = semaphore_parts(s, path, names)
  if sem == nil then return nil, smsg, scode end
  if sem then
    local leases, queue, msg, code = {}, {}, nil, nil
    if sem.leases then
      leases, msg, code = M.nodes(s, join(path, "leases"), now_ms, sem.leases)
      if not leases then return nil, msg, code end
    end
    if sem.locks then
      queue, msg, code = M.nodes(s, join(path, "locks"), now_ms, sem.locks)
      if not queue then return nil, msg, code end
    end
    return M.semaphore_lock(path, leases, queue)
  end
  local queue, msg, code = M.nodes(s, path, now_ms)
  if not queue then return nil, msg, code end
  if #queue == 0 then return false end
  return M.queue_lock(path, queue)
end

-- The lock at `path` whose nodes (in lock order) are `queue`: a mutex, read-write lock or election.
function M.queue_lock(path, queue)
  local lock = { path = path, holders = {}, queue = queue, kind = "mutex" }
  for _, n in ipairs(queue) do
    if n.role == "read" or n.role == "write" then lock.kind = "rwlock" end
    -- a leader latch's election: the lowest node leads, each waits for the one ahead (a mutex's rule)
    if n.role == "latch" then lock.kind = "election" end
  end
  decide(queue)
  lock.waiting = 0
  for _, n in ipairs(queue) do
    if n.state == "holds" then lock.holders[#lock.holders + 1] = n else lock.waiting = lock.waiting + 1 end
  end
  return lock
end

-- A semaphore at `path` from its leases and its internal lock's queue (each in lock order).
function M.semaphore_lock(path, leases, queue)
  for _, l in ipairs(leases) do l.state, l.waits_for = "holds", nil end
  return { path = path, kind = "semaphore", holders = leases, queue = decide(queue), waiting = #queue }
end

-- Every lock at or under `path`, depth first in name order, at most `max_nodes` nodes read
-- (ZooKeeper's own /zookeeper is skipped). Returns locks, truncated (true when it stopped early).
function M.scan(s, path, now_ms, max_nodes)
  local locks, seen, truncated = {}, 0, false
  local function visit(p)
    if seen >= max_nodes then truncated = true return true end
    seen = seen + 1
    local names, msg, code = s:children(p)
    if not names then
      if code == "zk:ZNONODE" and p ~= path then return true end   -- gone meanwhile
      return nil, msg, code
    end
    local lock, lmsg, lcode = M.describe(s, p, now_ms, names)
    if lock == nil then
      if lcode == "zk:ZNONODE" then return true end
      return nil, lmsg, lcode
    end
    if lock then
      locks[#locks + 1] = lock
      return true
    end
    table_sort(names)
    for _, n in ipairs(names) do
      local child = join(p, n)
      if child ~= "/zookeeper" then
        local ok, cmsg, ccode = visit(child)
        if not ok then return nil, cmsg, ccode end
      end
    end
    return true
  end
  local ok, msg, code = visit(path)
  if not ok then return nil, msg, code end
  return locks, truncated
end

return M
