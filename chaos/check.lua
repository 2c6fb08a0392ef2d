-- chaos/check.lua -- reads a chaos run's logs (chaos/client.lua, chaos/resource.lua, the driver's
-- faults.log and samples.log) and reports per recipe (chaos/recipes.lua), with a goal for each:
--   acquisitions          holds granted (a multi-lock's acquisition counts once)
--   overlaps              two holders at once each believing they held what only one may hold:
--                         two holds of one lock (a writer with anyone, for the read/write lock);
--                         a holder whose node was deleted from outside may believe on until it
--                         hears of it, at most DELETE_GRACE s after the delete;
--                         for the semaphore, a lease that made more than SEM_MAX believed at once (0)
--   stale_accepted        writes the resource took from a holder after a newer holder had the lock,
--                         but for a holder whose node was deleted from outside, within the grace (0)
--   invariant_violations  the recipe's own invariants (0):
--                         - two holds of one lock with the same fencing pair, or a nil half in a pair;
--                         - release() said ok while the node stayed (LEFT, chaos/client.lua);
--                         - a paused client acted on a hold from before the pause after it resumed
--                           (validity() above 0, or a grant on a node made before the pause);
--                         - a revoked holder that went on writing for over 2 s;
--                         - a hold granted on a node after it was deleted from outside (handed on
--                           locally: later than DELETE_GRACE after, path 7's window before);
--                         - "no_auth" for a valid credential;
--                         - anything else a client logged as VIOLATION
--   orphans               lock nodes nobody believed held for ORPHAN_AGE seconds while they
--                         stayed (the driver's samples), and nodes left after every client closed (0)
--   stuck                 workers without progress for 30 s while others acquired, and locks
--                         tried but granted to nobody for 30 s beyond ensemble-wide faults (from
--                         each one's start to its recovery bound after its end: liveness.lua) (0)
--   crashes               clients that crashed or exited non-zero (0)
-- and, over all recipes: false losses (holds lost during a partition shorter than the validity
-- left when it began) and failed acquires returning over 1 s after their timeout (0); and
-- chaos/liveness.lua's: dead_on_arrival (0) and recovery_max_s (within its fault's bound), per recipe.
-- An ensemble restarted empty starts czxids again: fencing pairs are compared within an era.
-- A hold is believed from the moment acquire() returned until release() was called, but never
-- past the last moment validity() vouched for (its answer added to the time it was asked; a
-- clock_skew fault, a simulated host suspend, moves the answers read before it back by the skew).
-- A holder is one worker (coroutine) of one client process. Tokens are fencing pairs
-- "<czxid>.<seq>", ordered czxid first, then seq; seq > 1 marks a hold handed on locally.
local recipes = require "recipes"
local liveness = require "liveness"
local report = require "report"

local M = {}

local ORPHAN_AGE = 40
local STUCK = 30
local REVOKE_GRACE = 2
local DELETE_GRACE = 2

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

-- a run's meta table as Lua source (numbers, strings, booleans, tables of them)
function M.serialize(x)
  if type(x) == "table" then
    local keys, out = {}, {}
    for k in pairs(x) do keys[#keys + 1] = k end
    table.sort(keys, function(a, b) return tostring(a) < tostring(b) end)
    for _, k in ipairs(keys) do out[#out + 1] = string.format("[%s] = %s", M.serialize(k), M.serialize(x[k])) end
    return "{ " .. table.concat(out, ", ") .. " }"
  end
  return type(x) == "string" and string.format("%q", x) or tostring(x)
end

local function new_stats()
  return { acquisitions = 0, overlaps = 0, stale_accepted = 0, invariant_violations = 0, orphans = 0, stuck = 0,
    crashes = 0 }
end

function M.run(dir, meta)
  -- An ensemble restarted empty (ensemble_wipe) starts czxids again: pairs, deletes and beliefs are
  -- told apart by era (the number of such restarts before a hold began, a write, a sample)
  local era_starts = {}
  for _, f in ipairs(lines(dir .. "/ensemble.log")) do
    if f[2] == "era" then era_starts[#era_starts + 1] = tonumber(f[1]) end
  end
  local function era_of(t)
    local n = 0
    for _, s in ipairs(era_starts) do if t >= s then n = n + 1 end end
    return n
  end
  local R = {}
  for _, name in ipairs(recipes.recipes) do R[name] = new_stats() end
  local ev = { handoffs = 0, failures = 0, relfails = 0, lost = {}, client_faults = 0, revokes = 0, probes = {},
    progress = {}, fails = {}, cmds = {}, tries = {}, hangs = {}, states = {}, lost_creates = {}, sessions = {} }
  local violations = {}   -- { recipe, t, what }
  local function violation(recipe, t, what)
    R[recipe].invariant_violations = R[recipe].invariant_violations + 1
    violations[#violations + 1] = { recipe = recipe, t = t, what = what }
  end
  local holds, revoked = {}, {}
  local attempts = {}   -- lock -> { {t, granted}, ... }, recipe
  local function attempt(lock, t, granted, recipe)
    attempts[lock] = attempts[lock] or { recipe = recipe }
    table.insert(attempts[lock], { t, granted })
  end
  local client_recipe = {}

  -- the clients' logs
  for _, cl in ipairs(meta.clients) do
    client_recipe[cl.id] = cl.recipe
    local rs = R[cl.recipe]
    local open = {}
    local function progress(who, t)
      ev.progress[who] = ev.progress[who] or { recipe = cl.recipe }
      table.insert(ev.progress[who], t)
    end
    for _, f in ipairs(lines(string.format("%s/client-%d.log", dir, cl.id))) do
      local t, kind = tonumber(f[1]), f[2]
      local w = tostring(f[3])
      local who = cl.id .. "/" .. w
      if kind == "ACQ" then
        local h = { client = cl.id, recipe = cl.recipe, holder = who, lock = f[4], tok = f[5], token = pair(f[5]),
          start = t, believed = t + tonumber(f[6]), v0 = tonumber(f[6]), kind = f[8] or "X", last_obs = t,
          obs = { { t, tonumber(f[6]) } }, era = era_of(t) }
        h.granted = tonumber(f[10]) or t   -- the engine's decision (older logs: the return)
        -- the validity when acquire() returned (the read came a little later; older logs: the read's)
        h.v_ret = h.v0 + math.max(0, t - (tonumber(f[9]) or t))
        h.key = h.era .. " " .. h.lock .. " " .. h.tok
        ev.tries[#ev.tries + 1] = { client = cl.id, lock = h.lock, t0 = tonumber(f[7]), t = t, granted = true }
        open[who .. " " .. h.lock .. " " .. h.tok] = h
        holds[#holds + 1] = h
        if cl.recipe ~= "multilock" then
          rs.acquisitions = rs.acquisitions + 1
          attempt(h.lock, t, true, cl.recipe)
        end
        if h.token[2] > 1 then ev.handoffs = ev.handoffs + 1 end
        if w ~= "p" then progress(who, t) end
      elseif kind == "OBS" then
        local h = open[who .. " " .. f[4] .. " " .. f[5]]
        if h then
          h.believed = math.max(h.believed, t + tonumber(f[6]))
          h.obs[#h.obs + 1] = { t, tonumber(f[6]) }
          h.last_obs = math.max(h.last_obs, t)
        end
      elseif kind == "REL" then
        local key = who .. " " .. f[4] .. " " .. f[5]
        local h = open[key]
        if h then h.released, h.rel_result = tonumber(f[7]), f[6]; open[key] = nil end
      elseif kind == "RELFAIL" then
        ev.relfails = ev.relfails + 1
      elseif kind == "LEFT" then
        violation(cl.recipe, t, string.format("client %d worker %s: release() of %s said ok, node %s stayed", cl.id, w,
          f[5], f[6]))
      elseif kind == "FAIL" then
        ev.failures = ev.failures + 1
        if w ~= "p" then progress(who, t) end
        ev.fails[#ev.fails + 1] = { client = cl.id, t = t, start = tonumber(f[6]), timeout = tonumber(f[7]) }
        attempt(f[4], t, false, cl.recipe)
        ev.tries[#ev.tries + 1] = { client = cl.id, lock = f[4], t0 = tonumber(f[6]), t = t, granted = false }
      elseif kind == "MULTI" then
        rs.acquisitions = rs.acquisitions + 1
        attempt("multi", t, true, cl.recipe)
      elseif kind == "REVOKE" then
        ev.revokes = ev.revokes + 1
        progress(who, t)
      elseif kind == "REVOKED" then
        revoked[#revoked + 1] = { holder = who, lock = f[4], t = t, recipe = cl.recipe }
      elseif kind == "LOST" then
        ev.lost[#ev.lost + 1] = { client = cl.id, t = t, lock = f[3], reason = f[4] }
      elseif kind == "VIOLATION" then
        violation(cl.recipe, t, string.format("client %d worker %s: %s", cl.id, w, table.concat(f, " ", 4)))
      elseif kind == "FAULT" then
        ev.client_faults = ev.client_faults + 1
        ev.lost_creates[#ev.lost_creates + 1] = { client = cl.id, t = t }
      elseif kind == "HANG" then
        ev.hangs[#ev.hangs + 1] = { client = cl.id, lock = f[4], t = tonumber(f[6]), ttl = tonumber(f[7]),
          secs = tonumber(f[8]), how = f[9] }
      elseif kind == "HANGEND" then
        local hg = ev.hangs[#ev.hangs]
        if hg and hg.client == cl.id then hg.t_end = t end
      elseif kind == "STATE" then
        ev.states[#ev.states + 1] = { client = cl.id, t = t, event = f[3], reason = f[4] }
      elseif kind == "SESSION" then
        ev.sessions[tonumber(f[3], 16) or f[3]] = cl.id
      elseif kind == "PROBE" then
        ev.probes[#ev.probes + 1] = { client = cl.id, t = t, what = f[3] }
      elseif kind == "CMD" then
        ev.cmds[#ev.cmds + 1] = table.concat(f, " ", 3)
      elseif kind == "CRASH" then
        rs.crashes = rs.crashes + 1
      end
    end
  end
  for _, h in ipairs(holds) do h.stop = math.min(h.believed, h.released or math.huge) end

  -- Nodes deleted from outside (a holder's, or one second in line: waiter_delete): a hold on such a
  -- node the engine decided before the delete (told to Lua before or after it: a pause, a fresh
  -- proof awaited; the ACQ line's t_granted) goes on being believed until its holder hears of it (one round
  -- trip with a watch, up to a refresh interval without): no overlap if that belief ended within
  -- DELETE_GRACE s of the delete. A hold begun after is a lie like any other, but one handed on
  -- locally on such a node before its client heard of the delete (path 7's window, assumption D):
  -- its belief too has the grace. Handed on later than DELETE_GRACE after the delete was answered
  -- (the hold before it on the node was released after that) is a violation. (Other holds can be logged a little after their grant: a semaphore returns its
  -- internal lock first, a multi-lock takes the next member; so their grant time is not known.)
  local deleted = {}   -- "<era> <czxid>" -> { t0, t1 }
  for _, f in ipairs(lines(dir .. "/faults.log")) do
    if (f[2] == "outside_delete" or f[2] == "waiter_delete") and f[6] == "ok" and tonumber(f[5]) then
      deleted[era_of(tonumber(f[7])) .. " " .. f[5]] = { tonumber(f[7]), tonumber(f[8]), node = f[4] }
    end
  end
  local by_tok = {}
  for _, h in ipairs(holds) do by_tok[h.key] = h end
  for _, h in ipairs(holds) do
    local d = deleted[h.era .. " " .. h.token[1]]
    if d then
      local prev = h.token[2] > 1 and by_tok[h.era .. " " .. h.lock .. " " .. h.token[1] .. "." .. (h.token[2] - 1)]
      -- handed on locally after the delete, before the deletion's notice reached the client: the
      -- window docs/safety.md (path 7, assumption D) leaves to fencing; past the grace it is a lie
      local handed = prev and prev.released and prev.released >= d[2]
      if handed and prev.released > d[2] + DELETE_GRACE and h.v0 > 0 then
        violation(h.recipe, h.start, string.format("%s was handed %s %s locally at %.3f, on node %s deleted from outside at %.3f",
          h.holder, h.lock, h.tok, prev.released, d.node, d[2]))
      elseif (h.granted < d[1] or handed) and h.stop <= d[1] + DELETE_GRACE then   -- a hold the engine decided after its node went is no grace's
        h.stop = math.min(h.stop, d[1])
      end
    end
  end

  -- A clock skew of s at t is a host suspend of s s ending at t, as the client's lease clock sees it
  -- (CLOCK_BOOTTIME jumps, the process itself ran on): what validity() vouched for before t ends s
  -- earlier, and never before t. (A process really suspended could not act meanwhile; one acting
  -- right after its wake-up on a validity() read before the suspend is assumption C's, fenced.)
  for _, f in ipairs(lines(dir .. "/faults.log")) do
    local c, ts, skew = tonumber(f[3]), tonumber(f[1]), tonumber(f[4])
    if f[2] == "clock_skew" and c and ts and skew then
      for _, h in ipairs(holds) do
        if h.client == c and h.start < ts and h.stop > ts then
          local believed = ts
          for _, o in ipairs(h.obs) do
            believed = math.max(believed, o[1] + o[2] - (o[1] < ts and skew or 0))
          end
          h.stop = math.min(h.stop, believed)
        end
      end
    end
  end

  -- holds per lock, sorted by start
  local by_lock = {}
  for _, h in ipairs(holds) do
    by_lock[h.lock] = by_lock[h.lock] or {}
    table.insert(by_lock[h.lock], h)
  end
  for _, list in pairs(by_lock) do table.sort(list, function(a, b) return a.start < b.start end) end

  -- overlaps: exclusive holds (X) against any other holder's hold; leases counted at once
  local longest = 0
  for _, list in pairs(by_lock) do
    if list[1].kind == "L" then
      local points = {}
      for _, h in ipairs(list) do
        if h.stop > h.start then
          points[#points + 1] = { h.start, 1, h }
          points[#points + 1] = { h.stop, -1, h }
        end
      end
      table.sort(points, function(a, b) if a[1] ~= b[1] then return a[1] < b[1] end return a[2] < b[2] end)
      local n = 0
      for _, p in ipairs(points) do
        n = n + p[2]
        if p[2] > 0 and n > recipes.SEM_MAX then
          R[p[3].recipe].overlaps = R[p[3].recipe].overlaps + 1
          violations[#violations + 1] = { recipe = p[3].recipe, t = p[1],
            what = string.format("%d leases believed held at once (max %d), the last by %s %s", n, recipes.SEM_MAX,
              p[3].holder, p[3].tok) }
        end
      end
    else
      for i = 1, #list do
        local a = list[i]
        for j = i + 1, #list do
          local b = list[j]
          if b.start >= a.stop then break end
          if b.holder ~= a.holder and (a.kind == "X" or b.kind == "X") and b.stop > b.start then
            R[a.recipe].overlaps = R[a.recipe].overlaps + 1
            local d = math.min(a.stop, b.stop) - b.start
            longest = math.max(longest, d)
            violations[#violations + 1] = { recipe = a.recipe, t = b.start, what = string.format(
              "overlap on %s for %.3f s: %s %s %s [%.3f, %.3f] and %s %s %s [%.3f, %.3f]", a.lock, d, a.holder, a.kind,
              a.tok, a.start, a.stop, b.holder, b.kind, b.tok, b.start, b.stop) }
          end
        end
      end
    end
  end

  -- tokens: no two holds of one lock and kind share a pair; (informational) holds whose pair is
  -- below that of an exclusive hold that began before them
  local inverted = 0
  local excl = {}   -- lock -> exclusive holds, sorted by start, each with the highest pair so far (in its era)
  for lock, list in pairs(by_lock) do
    local seen, top, era = {}, ZERO, 0
    excl[lock] = {}
    for _, h in ipairs(list) do
      if h.era ~= era then top, era = ZERO, h.era end
      local key = h.era .. h.kind .. h.tok
      if seen[key] and h.token[1] ~= 0 then
        violation(h.recipe, h.start, string.format("%s: two holds with the fencing pair %s (%s and %s)", lock, h.tok,
          seen[key], h.holder))
      end
      seen[key] = h.holder
      if h.kind == "X" then
        if lower(h.token, top) then inverted = inverted + 1 end
        if lower(top, h.token) then top = h.token end
        h.top = top
        table.insert(excl[lock], h)
      end
    end
  end

  -- stale writes the resource accepted: a pair lower than that of an exclusive hold that began before
  local function highest_before(list, t)
    local lo, hi = 1, #list
    while lo <= hi do
      local mid = (lo + hi) // 2
      if list[mid].start < t then lo = mid + 1 else hi = mid - 1 end
    end
    return hi >= 1 and list[hi].top or ZERO
  end
  local accepted, refused, excused_writes = 0, 0, 0
  for _, f in ipairs(lines(dir .. "/resource.log")) do
    local t, kind, lock = tonumber(f[1]), f[2], f[3]
    if kind == "ACCEPT" then
      accepted = accepted + 1
      local list = excl[lock] or {}
      local h = by_tok[era_of(t) .. " " .. lock .. " " .. f[5]]
      local d = h and deleted[h.era .. " " .. h.token[1]]
      if not lower(pair(f[5]), highest_before(list, t)) then
        -- not stale
      elseif d and t <= d[1] + DELETE_GRACE and h.stop <= d[1] then
        excused_writes = excused_writes + 1   -- its node went from outside; it hears of it within the grace
      else
        local recipe = list[1] and list[1].recipe or "mutex"
        R[recipe].stale_accepted = R[recipe].stale_accepted + 1
        violations[#violations + 1] = { recipe = recipe, t = t, what = string.format("stale write accepted on %s from %s with %s",
          lock, f[4], f[5]) }
      end
    elseif kind == "REFUSE" then
      refused = refused + 1
    end
  end

  -- the faults, and what each must not cause
  local faults, false_losses = ev.client_faults, 0
  local kinds = { lost_create = ev.client_faults }
  local pauses = {}
  local lagging = {}
  local stalls = {}   -- clients that could not run: paused, or hung in Lua (their failed acquires return late)
  for _, hg in ipairs(ev.hangs) do stalls[#stalls + 1] = { client = hg.client, t0 = hg.t, t1 = hg.t_end or math.huge } end
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
    elseif f[2] == "client_pause" then
      pauses[#pauses + 1] = { client = tonumber(f[3]), t0 = tonumber(f[4]), t1 = tonumber(f[5]) }
      stalls[#stalls + 1] = pauses[#pauses]
    elseif f[2] == "pause_before_grant" then
      stalls[#stalls + 1] = { client = tonumber(f[3]), t0 = tonumber(f[4]), t1 = tonumber(f[5]) }
    elseif f[2] == "lagging_follower" then
      lagging[#lagging + 1] = { client = tonumber(f[3]), server = tonumber(f[4]), t_stop = tonumber(f[5]),
        t_steer = tonumber(f[6]), t_cont = tonumber(f[7]) }
    end
  end

  -- a paused client, resumed, acts on no hold from before the pause
  for _, p in ipairs(pauses) do
    local before = {}
    for _, h in ipairs(holds) do
      if h.client == p.client then
        if h.start < p.t0 then
          before[h.era .. " " .. h.token[1]] = true
          if h.last_obs >= p.t1 then
            violation(h.recipe, h.last_obs, string.format("client %d acted after its pause (%.3f-%.3f) on %s %s begun before it",
              p.client, p.t0, p.t1, h.lock, h.tok))
          end
          -- (a leader's "release" is close(), which answers true once the node is gone or its
          -- session ended, as documented: leaving the election claims no hold; its loss is the
          -- on_change a LOST line records)
          if h.released and h.released >= p.t1 and h.rel_result == "ok" and h.recipe ~= "leader" then
            violation(h.recipe, h.released, string.format("client %d: release() after its pause (%.3f-%.3f) said ok for %s %s, " ..
              "a hold the pause lost", p.client, p.t0, p.t1, h.lock, h.tok))
          end
        end
      end
    end
    for _, h in ipairs(holds) do
      if h.client == p.client and h.start >= p.t1 and before[h.era .. " " .. h.token[1]] and h.v0 > 0 then
        violation(h.recipe, h.start, string.format("client %d was granted %s %s after its pause (%.3f-%.3f) on a node from before it",
          p.client, h.lock, h.tok, p.t0, p.t1))
      end
    end
  end

  -- a revoked holder lets go
  for _, r in ipairs(revoked) do
    for _, h in ipairs(by_lock[r.lock] or {}) do
      if h.holder == r.holder and h.start <= r.t and (h.released or math.huge) >= r.t and h.last_obs > r.t + REVOKE_GRACE then
        violation(h.recipe, r.t, string.format("%s went on for %.3f s after it was revoked (%s %s)", h.holder, h.last_obs - r.t,
          h.lock, h.tok))
      end
    end
  end

  -- orphans: nodes that stayed ORPHAN_AGE s while no hold on them was believed
  local belief = {}   -- "<era> <czxid>" -> latest moment a hold on that node was believed
  for _, h in ipairs(holds) do
    local c = h.era .. " " .. h.token[1]
    belief[c] = math.max(belief[c] or -math.huge, h.released and h.stop or h.believed)
  end
  local nodes = {}
  for _, f in ipairs(lines(dir .. "/samples.log")) do
    local t, d, name, czxid = tonumber(f[1]), f[2], f[3], tonumber(f[4])
    local key = era_of(t) .. " " .. d .. "/" .. name
    local n = nodes[key]
    if not n then
      n = { dir = d, name = name, czxid = czxid, first = t, last = t, era = era_of(t), owner = f[5] }
      nodes[key] = n
    end
    n.last = t
  end
  local orphan_list = {}
  local last_on, truncs = {}, {}   -- the last hold on each node; the servers' log truncations
  for _, h in ipairs(holds) do
    local k = h.era .. " " .. h.token[1]
    if not last_on[k] or last_on[k].token[2] < h.token[2] then last_on[k] = h end
  end
  for _, f in ipairs(lines(dir .. "/ensemble.log")) do
    if f[2] == "truncate" then
      truncs[#truncs + 1] = { t = tonumber(f[1]), server = tonumber(f[3]), zxid = tonumber(f[4]), era = era_of(tonumber(f[1])) }
    end
  end
  for _, n in pairs(nodes) do
    local since = math.max(n.first, belief[n.era .. " " .. n.czxid] or -math.huge)
    if n.last - since >= ORPHAN_AGE then
      local recipe = recipes.recipe_of_dir(n.dir) or "mutex"
      R[recipe].orphans = R[recipe].orphans + 1
      orphan_list[#orphan_list + 1] = string.format("%s/%s (czxid %d): there %.0f s, not believed held for %.0f s; %s", n.dir,
        n.name, n.czxid, n.last - n.first, n.last - since,
        liveness.origin(n, last_on[n.era .. " " .. n.czxid], truncs, ev.sessions))
    end
  end
  local after_close = 0
  for _, f in ipairs(lines(dir .. "/orphans")) do
    local n = tonumber(f[2]) or 0
    if n > 0 then
      local recipe = recipes.recipe_of_dir(f[1]) or "mutex"
      R[recipe].orphans = R[recipe].orphans + n
      after_close = after_close + n
      orphan_list[#orphan_list + 1] = string.format("%s: %d node(s) left after every client closed", f[1], n)
    end
  end

  -- stuck workers: a gap of STUCK s between two results while others acquired
  local all_acq = {}
  for _, h in ipairs(holds) do all_acq[#all_acq + 1] = { t = h.start, c = h.holder } end
  table.sort(all_acq, function(a, b) return a.t < b.t end)
  local function acquired_between(t0, t1, who)
    local lo, hi = 1, #all_acq
    while lo <= hi do
      local mid = (lo + hi) // 2
      if all_acq[mid].t <= t0 then lo = mid + 1 else hi = mid - 1 end
    end
    for i = lo, #all_acq do
      local a = all_acq[i]
      if a.t >= t1 then return false end
      if a.c ~= who then return true end
    end
    return false
  end
  local stuck_list = {}
  for who, p in pairs(ev.progress) do
    table.sort(p)
    for i = 2, #p do
      if p[i] - p[i - 1] > STUCK and acquired_between(p[i - 1], p[i], who) then
        R[p.recipe].stuck = R[p.recipe].stuck + 1
        stuck_list[#stuck_list + 1] = string.format("%s (%s): nothing from %.1f to %.1f", who, p.recipe, p[i - 1], p[i])
        break
      end
    end
  end

  -- stuck locks: tried (failed acquires) but granted to nobody for STUCK s, not counting the time
  -- an ensemble-wide fault and its bound after it kept the lock from everyone (a run of them can)
  local kept = liveness.kept_from_all(dir, meta, lines)
  for lock, list in pairs(attempts) do
    table.sort(list, function(a, b) return a[1] < b[1] end)
    local last, upto = list[1] and list[1][1], nil
    local function close_gap()
      local beyond = upto and liveness.uncovered(last, upto, kept)
      if beyond and beyond > STUCK then
        R[list.recipe].stuck = R[list.recipe].stuck + 1
        stuck_list[#stuck_list + 1] = string.format("lock %s (%s): tried, granted to nobody from %.1f to %.1f (%.0f s, " ..
          "%.0f s of it beyond ensemble-wide faults and their bounds)", lock, list.recipe, last, upto, upto - last, beyond)
      end
    end
    for _, a in ipairs(list) do
      if a[2] then
        close_gap()
        last, upto = a[1], nil
      else
        upto = a[1]
      end
    end
    close_gap()
  end

  -- late failures (not of a paused or hung client: its clock ran on while it could not return)
  local late = 0
  for _, f in ipairs(ev.fails) do
    if f.t - f.start > f.timeout + 1 then
      local excused = false
      for _, p in ipairs(stalls) do
        if p.client == f.client and p.t0 < f.t and p.t1 > f.start then excused = true end
      end
      if not excused then late = late + 1 end
    end
  end

  local exited = {}
  for _, f in ipairs(lines(dir .. "/exits")) do
    local c = tonumber(f[2])
    exited[c] = true
    if f[3] ~= "0" then R[client_recipe[c]].crashes = R[client_recipe[c]].crashes + 1 end
  end
  for _, cl in ipairs(meta.clients) do
    if not exited[cl.id] then R[cl.recipe].crashes = R[cl.recipe].crashes + 1 end
  end

  local lost_by = {}
  for _, l in ipairs(ev.lost) do lost_by[l.reason] = (lost_by[l.reason] or 0) + 1 end

  -- totals and goals
  local T = new_stats()
  for _, name in ipairs(recipes.recipes) do
    for k, v in pairs(R[name]) do T[k] = T[k] + v end
  end
  local GOALS = { "overlaps", "stale_accepted", "invariant_violations", "orphans", "stuck", "crashes" }
  local live = liveness.measure(dir, meta, ev, holds, lines)
  local ok = false_losses == 0 and late == 0 and live.ok
  for _, k in ipairs(GOALS) do ok = ok and T[k] == 0 end
  local missing = {}
  if meta.minutes >= 4 then
    for _, name in ipairs(recipes.recipes) do
      if R[name].acquisitions < 500 then missing[#missing + 1] = name .. " under 500 acquisitions" end
    end
    for _, k in ipairs(meta.kinds) do
      if not kinds[k] then missing[#missing + 1] = "no " .. k .. " fault" end
    end
    if kinds.hung_holder and live.hangs == 0 then missing[#missing + 1] = "no hung hold" end
  end
  if meta.minutes >= 7 then
    if T.acquisitions < 20000 then missing[#missing + 1] = "under 20000 acquisitions" end
    if faults < 50 then missing[#missing + 1] = "under 50 faults" end
  end
  local all_ok = ok and #missing == 0

  return report.render { meta = meta, R = R, T = T, ev = ev, kinds = kinds, faults = faults, lost_by = lost_by,
    accepted = accepted, refused = refused, excused_writes = excused_writes, inverted = inverted, false_losses = false_losses,
    late = late, lagging = lagging, longest = longest, violations = violations, orphan_list = orphan_list,
    stuck_list = stuck_list, after_close = after_close, GOALS = GOALS, missing = missing, ok = all_ok, live = live,
    delete_grace = DELETE_GRACE }
end

return M
