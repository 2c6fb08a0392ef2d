-- zklock.cli.follow -- `zklock watch`: follows one lock on ZooKeeper's one-shot children watches (each
-- listing arms the next) and accounts for every sequence number between two listings.
--
-- A directory numbers its children in the order they are created, one number per create; its stat
-- counts creates and deletes together (cversion) and the children there are (num_children), so
-- (cversion + num_children) / 2 is the number its next create gets. Between two listings, every
-- number below that one either names a node the listing shows or one that came and went unseen:
-- a gap. A container the server removed restarts at 0 (a new czxid). A semaphore is two such
-- directories, leases/ and locks/, each with its own numbers, under a directory of its own.
local locks = require "zklock.cli.locks"
local await = require("zklock.wait").await

local ipairs, pairs, tonumber, setmetatable, math_floor, math_max, table_sort = ipairs, pairs, tonumber,
  setmetatable, math.floor, math.max, table.sort

local M = {}

local Follower = {}
Follower.__index = Follower

-- M.new(session, lockpath) -> a follower: f:step(now_ms, time) -> events, or nil, msg, code;
-- f:idle() is true while no watch fired since the last step (wait on the session meanwhile).
-- A node's state is told by the listing alone (its name says its role and place); its data,
-- session and age come from a get at the end of the step, so a busy lock is listed again at once.
function M.new(s, path)
  local f = setmetatable({ s = s, path = path, dirs = {}, view = {}, first = true, failed = nil, tick = 0 }, Follower)
  -- a session that ended fires no watch (its watches end only when it is closed or replaced)
  s:on_state(function(event)
    if event == "lost" or event == "auth_failed" then f.failed = { "the session ended (" .. event .. ")", event } end
  end)
  return f
end

-- A directory followed: path, czxid (its incarnation), next (the number its next create gets), nodes
-- (name -> node of the current incarnation), dirty (its watch fired: list again), why (the event).
local function dir_of(f, path)
  local d = f.dirs[path]
  if not d then
    d = { path = path, nodes = {}, dirty = true }
    f.dirs[path] = d
  end
  return d
end

function Follower:idle()
  if self.failed or self.first then return false end
  for _, d in pairs(self.dirs) do if d.dirty then return false end end
  return true
end

-- The directory's watch: fires once; a watch that ended without an event (the session ended) ends
-- the follow.
local function arm(f, d)
  return function(event, msg, code)
    if event == nil then
      f.failed = { msg, code }
    else
      d.dirty, d.why = true, event
    end
  end
end

-- A semaphore's directory: its children are leases/ and locks/ alone.
local function is_semaphore(names)
  if #names == 0 then return false end
  for _, n in ipairs(names) do
    if n ~= "leases" and n ~= "locks" then return false end
  end
  return true
end

-- The gap events of the numbers in [from, to) that no node in `seen` (seq -> true) has.
local function gaps(d, from, to, seen, time, out)
  local i = from
  while i < to do
    if seen[i] then
      i = i + 1
    else
      local j = i
      while j + 1 < to and not seen[j + 1] do j = j + 1 end
      out[#out + 1] = { event = "gap", dir = d.path, first = i, last = j, count = j - i + 1, time = time }
      i = j + 1
    end
  end
end

-- The incarnation `d` knew went: its nodes are gone; what it numbered after the listing before is
-- unknown unless the watch's event was the directory's own deletion (which a container has only
-- once empty, and a one-shot watch hears only as the first change after that listing).
local function incarnation_ended(d, time, out)
  if d.czxid and d.why ~= "deleted" then
    out[#out + 1] = { event = "gap", dir = d.path, first = d.next, unknown = true, time = time }
  end
  d.czxid, d.next, d.nodes = nil, nil, {}
end

-- Lists `d` again, arming its next watch, and accounts for the numbers given since. Returns true,
-- or nil, msg, code.
local function relist(f, d, now_ms, time, out)
  d.dirty = false
  f.tick = f.tick + 1
  d.at = f.tick
  local names, stat, code = f.s:children(d.path, { watch = arm(f, d) })
  if not names then
    if code ~= "zk:ZNONODE" then return nil, stat, code end
    incarnation_ended(d, time, out)
    d.gone, d.listed, d.why = true, nil, nil
    if d.path == f.path then
      -- the lock's own directory: an exists watch tells when it is made again
      local st, msg, ecode = f.s:exists(d.path, { watch = arm(f, d) })
      if st == nil then return nil, msg, ecode end
      if st then d.dirty = true end
    end
    return true
  end
  if d.czxid and stat.czxid ~= d.czxid then incarnation_ended(d, time, out) end
  d.why, d.gone, d.listed = nil, false, names
  local next_seq = math_floor((stat.cversion + stat.num_children) / 2)
  local from = d.next
  if not from then
    -- a new incarnation: numbered from 0, all of it since the follow began, unless this is the first look
    from = f.first and next_seq or 0
    d.czxid = stat.czxid
  end
  local present, seen = {}, {}
  for _, name in ipairs(names) do
    present[name] = true
    local role, seq = locks.parse(name)
    if role then
      seen[tonumber(seq)] = true
      if not d.nodes[name] then
        local path = locks.join(d.path, name)
        -- a reaped container may give a name again: the key tells the incarnation
        d.nodes[name] = { name = name, path = path, role = role, seq = seq, data = "", key = d.czxid .. ":" .. path }
        f.unread[#f.unread + 1] = d.nodes[name]
      end
    end
  end
  for name in pairs(d.nodes) do
    if not present[name] then d.nodes[name] = nil end
  end
  if not (d.path == f.path and is_semaphore(names)) then gaps(d, from, next_seq, seen, time, out) end
  d.next = next_seq
  return true
end

-- The lock as the listings show it: its nodes, each decided (state, waits_for).
local function view(f)
  local function list(d)
    local l = {}
    if d and not d.gone then
      for _, n in pairs(d.nodes) do l[#l + 1] = n end
    end
    return locks.order(l)
  end
  local root = f.dirs[f.path]
  if root.listed and is_semaphore(root.listed) then
    local lk = locks.semaphore_lock(f.path, list(f.dirs[f.path .. "/leases"]), list(f.dirs[f.path .. "/locks"]))
    local all = {}
    for _, n in ipairs(lk.holders) do all[#all + 1] = n end
    for _, n in ipairs(lk.queue) do all[#all + 1] = n end
    return all
  end
  local q = list(root)
  if #q > 0 then locks.queue_lock(f.path, q) end
  return q
end

-- Changes between the view before and now: acquired, queued (first seen), released (last seen
-- holding), gave_up (last seen waiting, and what it waited for is still there), left (last seen
-- waiting while what it waited for went too: it may have held unseen in between). Returns the view
-- to keep: key -> the node as it was (its state now; its data filled in by its get).
local function changes(before, all, time, out)
  local by_key, by_path = {}, {}
  for _, n in ipairs(all) do
    local as_now = setmetatable({ state = n.state, waits_for = n.waits_for }, { __index = n })
    by_key[n.key], by_path[n.path] = as_now, as_now
  end
  -- who went first, then who came: a release is told before the acquire it made possible
  for key, old in pairs(before) do
    if not by_key[key] then
      local kind = "released"
      if old.state ~= "holds" then kind = (old.waits_for and by_path[old.waits_for]) and "gave_up" or "left" end
      out[#out + 1] = { event = kind, node = old, time = time }
    end
  end
  for _, n in ipairs(all) do
    local old = before[n.key]
    if n.state == "holds" and (not old or old.state ~= "holds") then
      out[#out + 1] = { event = "acquired", node = by_key[n.key], time = time }
    elseif not old then
      out[#out + 1] = { event = "queued", node = by_key[n.key], time = time }
    end
  end
  return by_key
end

-- The directories to list now, the root first.
local function dirty(f)
  local todo = {}
  for _, d in pairs(f.dirs) do if d.dirty then todo[#todo + 1] = d end end
  table_sort(todo, function(a, b) return a.path < b.path end)
  return todo
end

-- Every directory whose watch fired is listed again (a semaphore's parts found on the way in the
-- same pass), then the changes that listing shows. Returns true, or nil, msg, code.
local function pass(f, now_ms, time, out)
  local root = f.dirs[f.path]
  local todo, i = dirty(f), 1
  while todo[i] do
    local d = todo[i]
    local ok, msg, code = relist(f, d, now_ms, time, out)
    if not ok then return nil, msg, code end
    -- a semaphore's parts: followed once the root lists them (again, after they went)
    if d == root and root.listed and is_semaphore(root.listed) then
      for _, name in ipairs(root.listed) do
        local part = f.dirs[f.path .. "/" .. name]
        if not part or (part.gone and part.at < root.at) then dir_of(f, f.path .. "/" .. name).dirty = true end
      end
      for _, part in ipairs(dirty(f)) do
        local queued = false
        for j = i + 1, #todo do if todo[j] == part then queued = true end end
        if not queued and part ~= root then todo[#todo + 1] = part end
      end
    end
    i = i + 1
  end
  f.view = changes(f.view, view(f), time, out)
  return true
end

-- One step: passes while watches keep firing (bounded), then the node reads they sent are awaited
-- and the events returned: per pass, gaps first, then the changes. The first step's events are the
-- lock as it is (marked initial).
local PASSES = 32
function Follower:step(now_ms, time)
  if self.failed then return nil, self.failed[1], self.failed[2] end
  local out = {}
  dir_of(self, self.path)
  self.unread = {}
  for _ = 1, PASSES do
    local ok, msg, code = pass(self, now_ms, time, out)
    if not ok then return nil, msg, code end
    self.s:dispatch()   -- a watch that fired while its listing was answered counts now
    if self.first or self:idle() then break end
  end
  -- the reads go out together once the lock is quiet (or the passes are used up): a busy lock is
  -- listed again first, so what comes and goes quickly is named; its data may be gone by then
  local reads = {}
  for i, n in ipairs(self.unread) do reads[i] = { node = n, op = self.s:_op("get", n.path) } end
  for _, r in ipairs(reads) do
    await(self.s, r.op, nil)
    local data, stat, code = r.op:result()
    local n = r.node
    if data then
      n.data, n.session, n.ctime = locks.printable(data), stat.ephemeral_owner or nil, stat.ctime
      n.age = math_max(0, (now_ms - stat.ctime) / 1000)
    elseif code == "zk:ZNONODE" then   -- gone before its get: named all the same, by its listing
      n.gone = true
    else
      return nil, stat, code
    end
  end
  if self.failed then return nil, self.failed[1], self.failed[2] end
  if self.first then
    for _, e in ipairs(out) do e.initial = true end
    self.first = false
  end
  return out
end

return M
