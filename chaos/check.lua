-- chaos/check.lua -- reads a chaos run's logs (chaos/client.lua, chaos/resource.lua, the driver's
-- faults.log) and reports, with a goal for each:
--   overlaps        pairs of holds of one lock, by different holders, both believed held at once (0)
--   stale_accepted  writes the resource took from a holder after a newer holder had the lock (0)
--   shared_tokens   holds of one lock with the same fencing pair (0)
--   false_losses    holds lost during a partition shorter than the validity left when it began (0)
--   orphans         lock nodes left after every client closed its session (0)
--   stuck           workers without progress for 30 s while others acquired (0)
--   late_failures   failed acquires that returned more than 1 s after their timeout (0)
--   crashes         clients that crashed or exited non-zero (0)
-- A hold is believed from the moment acquire() returned until release() was called, but never
-- past the last moment validity() vouched for (its answer added to the time it was asked).
-- A holder is one worker (coroutine) of one client process: the workers of a process share its
-- session, and a lock held by one of them is not the others'. Tokens are fencing pairs
-- "<czxid>.<seq>", ordered czxid first, then seq; seq > 1 marks a hold handed on locally.
local M = {}

local function pair(s)
  local c, q = tostring(s):match("^(%d+)%.(%d+)$")
  assert(c, "not a fencing pair: " .. tostring(s))
  return { tonumber(c), tonumber(q) }
end
local function lower(a, b) return a[1] < b[1] or (a[1] == b[1] and a[2] < b[2]) end
local ZERO = { 0, 0 }

local function lines(path)
  local f = io.open(path)
  if not f then return {} end
  local out = {}
  for l in f:lines() do
    local fields = {}
    for w in l:gmatch("%S+") do fields[#fields + 1] = w end
    out[#out + 1] = fields
  end
  f:close()
  return out
end

local function read_client(path, id, holds, ev)
  local open = {}   -- "worker lock" -> hold being held
  local function progress(who, t)
    ev.progress[who] = ev.progress[who] or {}
    table.insert(ev.progress[who], t)
  end
  for _, f in ipairs(lines(path)) do
    local t, kind = tonumber(f[1]), f[2]
    local who = id .. "/" .. tostring(f[3])   -- the worker, for the events that name one
    if kind == "ACQ" then
      local h = { client = id, holder = who, lock = f[4], token = pair(f[5]), start = t, believed = t + tonumber(f[6]) }
      open[who .. " " .. h.lock] = h
      holds[#holds + 1] = h
      ev.acquisitions = ev.acquisitions + 1
      if h.token[2] > 1 then ev.handoffs = ev.handoffs + 1 end
      progress(who, t)
    elseif kind == "OBS" then
      local h = open[who .. " " .. f[4]]
      if h then h.believed = math.max(h.believed, t + tonumber(f[6])) end
    elseif kind == "REL" then
      local h = open[who .. " " .. f[4]]
      if h then h.released = tonumber(f[7]); open[who .. " " .. f[4]] = nil end
    elseif kind == "FAIL" then
      ev.failures = ev.failures + 1
      progress(who, t)
      if t - tonumber(f[6]) > tonumber(f[7]) + 1 then ev.late_failures = ev.late_failures + 1 end
    elseif kind == "LOST" then
      ev.lost[#ev.lost + 1] = { client = id, t = t, lock = f[3], reason = f[4] }
    elseif kind == "FAULT" then
      ev.client_faults = ev.client_faults + 1
    elseif kind == "CRASH" then
      ev.crashes = ev.crashes + 1
    end
  end
end

function M.run(dir, meta)
  local ev = { acquisitions = 0, handoffs = 0, failures = 0, late_failures = 0, lost = {}, client_faults = 0,
    crashes = 0, progress = {} }
  local holds = {}
  for c = 1, meta.clients do
    read_client(string.format("%s/client-%d.log", dir, c), c, holds, ev)
  end
  for _, h in ipairs(holds) do h.stop = math.min(h.believed, h.released or math.huge) end

  -- overlaps, per lock, holds sorted by start
  local by_lock = {}
  for _, h in ipairs(holds) do
    by_lock[h.lock] = by_lock[h.lock] or {}
    table.insert(by_lock[h.lock], h)
  end
  local overlaps, longest = 0, 0
  for _, list in pairs(by_lock) do
    table.sort(list, function(a, b) return a.start < b.start end)
    for i = 1, #list do
      local a = list[i]
      for j = i + 1, #list do
        local b = list[j]
        if b.start >= a.stop then break end
        if b.holder ~= a.holder then
          overlaps = overlaps + 1
          longest = math.max(longest, math.min(a.stop, b.stop) - b.start)
        end
      end
    end
  end

  -- tokens: no two holds of a lock share a pair, and (informational) holds whose pair is below
  -- that of a hold that began before them (a hold logged late, after a pause, can be one)
  local shared, inverted = 0, 0
  for _, list in pairs(by_lock) do
    local top, seen = ZERO, {}
    for _, h in ipairs(list) do
      local key = h.token[1] .. "." .. h.token[2]
      if seen[key] then shared = shared + 1 end
      seen[key] = true
      if lower(h.token, top) then inverted = inverted + 1 end
      if lower(top, h.token) then top = h.token end
      h.top = top                                     -- the highest pair so far
    end
  end
  -- stale writes the resource accepted: a pair lower than that of a hold that began before
  local function highest_before(list, t)   -- the largest pair of holds that began before t
    local lo, hi = 1, #list
    while lo <= hi do
      local mid = math.floor((lo + hi) / 2)
      if list[mid].start < t then lo = mid + 1 else hi = mid - 1 end
    end
    return hi >= 1 and list[hi].top or ZERO
  end
  local stale, accepted, refused = 0, 0, 0
  for _, f in ipairs(lines(dir .. "/resource.log")) do
    local t, kind, lock = tonumber(f[1]), f[2], f[3]
    if kind == "ACCEPT" then
      accepted = accepted + 1
      if lower(pair(f[5]), highest_before(by_lock[lock] or {}, t)) then stale = stale + 1 end
    elseif kind == "REFUSE" then
      refused = refused + 1
    end
  end

  -- faults, and losses during short partitions that the validity left should have covered
  local faults, false_losses = ev.client_faults, 0
  local kinds = {}
  for _, f in ipairs(lines(dir .. "/faults.log")) do
    faults = faults + 1
    kinds[f[2]] = (kinds[f[2]] or 0) + 1
    if f[2] == "partition_short" then
      local c, t0, t1 = tonumber(f[3]), tonumber(f[4]), tonumber(f[5])
      for _, h in ipairs(holds) do
        if h.client == c and h.start <= t0 and h.stop > t0 and h.believed - t0 > t1 - t0 then
          for _, l in ipairs(ev.lost) do
            if l.client == c and l.lock == h.lock and l.t >= t0 and l.t <= t1 + 1 then false_losses = false_losses + 1 end
          end
        end
      end
    end
  end
  kinds.lost_create = ev.client_faults

  -- stuck workers: a gap of 30 s between two results while others acquired
  local stuck = 0
  local all_acq = {}
  for _, h in ipairs(holds) do all_acq[#all_acq + 1] = { t = h.start, c = h.holder } end
  table.sort(all_acq, function(a, b) return a.t < b.t end)
  for c, p in pairs(ev.progress) do
    for i = 2, #p do
      if p[i] - p[i - 1] > 30 then
        for _, a in ipairs(all_acq) do
          if a.t > p[i - 1] and a.t < p[i] and a.c ~= c then stuck = stuck + 1; break end
        end
      end
    end
  end

  local crashes = ev.crashes
  local exited = {}
  for _, f in ipairs(lines(dir .. "/exits")) do
    exited[tonumber(f[2])] = true
    if f[3] ~= "0" then crashes = crashes + 1 end
  end
  for c = 1, meta.clients do if not exited[c] then crashes = crashes + 1 end end
  local orphans = tonumber((lines(dir .. "/orphans")[1] or {})[1]) or -1

  local lost_by = {}
  for _, l in ipairs(ev.lost) do lost_by[l.reason] = (lost_by[l.reason] or 0) + 1 end

  local goals = {
    { "overlap pairs (both believed they held)", overlaps, 0 },
    { "stale writes the fenced resource accepted", stale, 0 },
    { "holds sharing a fencing pair", shared, 0 },
    { "false losses on partitions shorter than the validity left", false_losses, 0 },
    { "orphan nodes after close", orphans, 0 },
    { "workers stuck over 30 s while others progressed", stuck, 0 },
    { "failed acquires returning over 1 s after their timeout", ev.late_failures, 0 },
    { "crashes", crashes, 0 },
  }
  local ok = orphans == 0
  for _, g in ipairs(goals) do ok = ok and g[2] == g[3] end
  local full = meta.minutes >= 7
  local enough = ev.acquisitions >= 20000 and faults >= 50

  local md = {}
  md[#md + 1] = string.format("### Chaos run: %g minutes, %d client processes (%d of them long holders) of %d coroutines, %d locks, seed %d\n",
    meta.minutes, meta.clients, meta.holders, meta.workers, meta.locks, meta.seed)
  md[#md + 1] = string.format("3-server ensemble on loopback, every client behind its own fault proxies, session timeout %d s.\n",
    meta.session)
  md[#md + 1] = "| measure | value | goal |"
  md[#md + 1] = "|---|---|---|"
  md[#md + 1] = string.format("| acquisitions | %d | %s |", ev.acquisitions, full and ">= 20000" or "-")
  md[#md + 1] = string.format("| of them handed on locally (fencing seq > 1) | %d | - |", ev.handoffs)
  md[#md + 1] = string.format("| failed acquires (timeout, connection, lost) | %d | - |", ev.failures)
  local kl = {}
  for k, n in pairs(kinds) do kl[#kl + 1] = k .. " " .. n end
  table.sort(kl)
  md[#md + 1] = string.format("| faults | %d (%s) | %s |", faults, table.concat(kl, ", "), full and ">= 50" or "-")
  local ll = {}
  for k, n in pairs(lost_by) do ll[#ll + 1] = k .. " " .. n end
  table.sort(ll)
  md[#md + 1] = string.format("| holds lost (on_lost) | %d (%s) | - |", #ev.lost, table.concat(ll, ", "))
  md[#md + 1] = string.format("| resource writes accepted / refused as stale | %d / %d | - |", accepted, refused)
  md[#md + 1] = string.format("| holds whose pair is below an earlier-begun hold's | %d | - |", inverted)
  for _, g in ipairs(goals) do
    md[#md + 1] = string.format("| %s | %d | %d |", g[1], g[2], g[3])
  end
  if longest > 0 then md[#md + 1] = string.format("\nLongest overlap: %.3f s.", longest) end
  md[#md + 1] = string.format("\n**%s**%s\n", ok and "Every goal met." or "GOALS MISSED.",
    full and not enough and " (fewer acquisitions or faults than a full run needs)" or "")

  local js = {}
  local function kv(k, v) js[#js + 1] = string.format("%q: %s", k, v) end
  kv("minutes", meta.minutes); kv("clients", meta.clients); kv("workers", meta.workers); kv("locks", meta.locks)
  kv("seed", meta.seed); kv("acquisitions", ev.acquisitions); kv("handoffs", ev.handoffs); kv("shared_tokens", shared)
  kv("inverted_tokens", inverted); kv("failures", ev.failures); kv("faults", faults)
  kv("holds_lost", #ev.lost); kv("writes_accepted", accepted); kv("writes_refused", refused)
  kv("overlaps", overlaps); kv("stale_accepted", stale); kv("false_losses", false_losses); kv("orphans", orphans)
  kv("stuck", stuck); kv("late_failures", ev.late_failures); kv("crashes", crashes)
  kv("ok", tostring(ok and (not full or enough)))
  return { markdown = table.concat(md, "\n") .. "\n", json = "{" .. table.concat(js, ", ") .. "}\n",
    ok = ok and (not full or enough) }
end

return M
