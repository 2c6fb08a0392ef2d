-- chaos/liveness.lua -- the chaos run's liveness measures, per recipe (chaos/check.lua reports them):
--   dead_on_arrival  holds whose validity() when acquire() (hold(), a latch's await(), a semaphore's
--                    or a multi-lock's acquire) returned was under grant_validity x T (goal 0); the
--                    client reads it right after the return, and the time between the two is
--                    added back (chaos/client.lua, ACQ)
--   recovery_max_s   the longest time from a fault's end to the next acquisition of a lock it
--                    affected (the driver's windows.log: its end and its scope), where some client
--                    wanted that lock then (an attempt out at the end, or begun within 1 s of it).
--                    For hung_holder: from the hung hold's grant (its HANG line) to the next
--                    acquisition by another client. A measure is cut short (censored: a lower
--                    bound) by the start of the next fault that affects the same lock and may keep
--                    it from others (not M.BRIEF's), and by the clients' stop; a fault that ends
--                    while such a fault goes on is not measured (the other's end is); a lock kept from
--                    everyone for 30 s beyond a run of ensemble-wide faults and their bounds is stuck (chaos/check.lua). Goals by the fault's class: T + 2 s (two-way), 2T + 2 s after
--                    a one-way cut, ttl + 1 s for a hung holder. The auth recipe is reported apart.
-- and where a lock node left behind came from (M.origin): an ensemble that lost writes, or a client.
local recipes = require "recipes"

local M = {}

M.CLASS = { oneway_up = "one_way", oneway_down = "one_way", hung_holder = "hung" }   -- every other kind: two_way
M.CLASSES = { "two_way", "one_way", "hung" }
-- kinds that keep no lock from anyone for longer than a round trip or two: their own measures
-- are taken, but they cut no other fault's measure short
M.BRIEF = { reset = true, clock_drift = true, clock_skew = true, outside_delete = true, waiter_delete = true,
  lost_create = true }
-- recipes whose recovery is reported but is no goal, and why
M.APART = {
  auth = "its even server list with a dead server first (ZOOKEEPER-2466): each new handle's random order makes " ..
    "recovery likely, not certain",
}
local DEMAND = 1   -- s after a fault's end within which an attempt begun still counts as wanting the lock

local function bounds(T, ttl) return { two_way = T + 2, one_way = 2 * T + 2, hung = ttl + 1 } end

-- first index in list (sorted by field k) whose k is above x (strictly, or at least when ge)
local function first_after(list, k, x, ge)
  local lo, hi = 1, #list
  while lo <= hi do
    local mid = (lo + hi) // 2
    local v = list[mid][k]
    if v > x or (ge and v == x) then hi = mid - 1 else lo = mid + 1 end
  end
  return lo
end

-- The stretches in which a lock may be kept from everyone without any client at fault: each
-- ensemble-wide fault (scope "all", not M.BRIEF's) from its start to its bound after its end, merged.
-- Every election in such a run gives each session at the leader a fresh timeout (its session tracker
-- is rebuilt), so a dead client's node can outlive the last fault of a run by T, whatever came
-- before: chaos/check.lua's stuck locks count only time outside these.
function M.kept_from_all(dir, meta, lines)
  local B = bounds(meta.session, recipes.TTL)
  local out = {}
  for _, f in ipairs(lines(dir .. "/windows.log")) do
    if f[4] == "all" and not M.BRIEF[f[1]] then
      out[#out + 1] = { tonumber(f[2]), tonumber(f[3]) + B[M.CLASS[f[1]] or "two_way"] }
    end
  end
  table.sort(out, function(a, b) return a[1] < b[1] end)
  local merged = {}
  for _, iv in ipairs(out) do
    local last = merged[#merged]
    if last and iv[1] <= last[2] then last[2] = math.max(last[2], iv[2]) else merged[#merged + 1] = iv end
  end
  return merged
end

-- seconds of [a, b] outside the intervals (sorted, disjoint)
function M.uncovered(a, b, intervals)
  local left = b - a
  for _, iv in ipairs(intervals) do
    local lo, hi = math.max(a, iv[1]), math.min(b, iv[2])
    if hi > lo then left = left - (hi - lo) end
  end
  return left
end

-- meta: the run's (session, stop_at, clients, grant_validity); ev: check.lua's events (tries,
-- hangs, lost_creates, states); holds: check.lua's; lines(path): fields of each line
function M.measure(dir, meta, ev, holds, lines)
  local T = meta.session
  local B = bounds(T, recipes.TTL)
  local res = { recipes = {}, kinds = {}, misses = {}, doa_kinds = {}, doa_list = {}, lost_by_reason = {},
    threshold = meta.grant_validity * T, bounds = B, hangs = #ev.hangs }
  for _, name in ipairs(recipes.recipes) do
    res.recipes[name] = { doa = 0, doa_lost = 0, least = math.huge, by_class = {}, over = 0, over_apart = 0 }
  end
  local role = {}
  for _, cl in ipairs(meta.clients) do role[cl.id] = cl.role end

  -- acquisitions and demand per lock (a multi-lock's failed attempts want each of its members)
  local acqs, demand = {}, {}
  local function add(t, lock, x)
    t[lock] = t[lock] or {}
    table.insert(t[lock], x)
  end
  for _, h in ipairs(holds) do add(acqs, h.lock, { t = h.start, client = h.client }) end
  for _, tr in ipairs(ev.tries) do
    if tr.lock == "multi" then
      for _, l in ipairs(recipes.locks.multi) do add(demand, l, tr) end
    else
      add(demand, tr.lock, tr)
    end
  end
  for _, list in pairs(acqs) do table.sort(list, function(a, b) return a.t < b.t end) end
  for _, list in pairs(demand) do table.sort(list, function(a, b) return a.t < b.t end) end

  -- the faults' windows, and the locks each affects
  local wins = {}
  for _, f in ipairs(lines(dir .. "/windows.log")) do
    wins[#wins + 1] = { kind = f[1], t0 = tonumber(f[2]), t1 = tonumber(f[3]), scope = f[4], censors = not M.BRIEF[f[1]] }
  end
  for _, lc in ipairs(ev.lost_creates) do
    wins[#wins + 1] = { kind = "lost_create", t0 = lc.t, t1 = lc.t, scope = "client=" .. lc.client, censors = false }
  end
  local function affected(scope)
    local what, x = scope:match("^(%a+)=?(.*)$")
    if what == "client" then return recipes.locks[role[tonumber(x)]] or {} end
    if what == "lock" then return { x } end
    local all = {}
    for l in pairs(demand) do if l ~= "multi" then all[#all + 1] = l end end
    return all
  end
  local starts = {}   -- lock -> sorted starts of the faults that affect it
  for _, w in ipairs(wins) do
    w.locks = affected(w.scope)
    if w.censors then for _, l in ipairs(w.locks) do add(starts, l, { t = w.t0, t1 = w.t1, kind = w.kind }) end end
  end
  for _, list in pairs(starts) do table.sort(list, function(a, b) return a.t < b.t end) end

  local function wanted(lock, e)
    local list = demand[lock] or {}
    for i = first_after(list, "t", e, true), #list do
      local tr = list[i]
      if tr.t0 <= e + DEMAND then return true end
      if tr.t > e + DEMAND + 60 then break end   -- no attempt lasts a minute
    end
    return false
  end
  local function next_acq(lock, e, exclude)
    local list = acqs[lock] or {}
    for i = first_after(list, "t", e), #list do
      if list[i].client ~= exclude then return list[i].t end
    end
    return math.huge
  end
  local function cut(lock, e)
    local list = starts[lock] or {}
    local i = first_after(list, "t", e)
    return list[i] and list[i].t or math.huge
  end

  -- a fault that ends inside another that keeps the lock from everyone (a lost create during a
  -- wipe or a quorum loss) is not measured: the lock is that one's to recover, from its own end.
  -- A hung holder is measured from its grant, inside its own window: that one does not count.
  local function ongoing(lock, e, kind)
    for _, s in ipairs(starts[lock] or {}) do
      if s.t > e then break end
      if s.t1 > e and s.kind ~= kind then return true end
    end
    return false
  end

  local function record(kind, e, lock, exclude, bound, class)
    if e >= meta.stop_at or not wanted(lock, e) or ongoing(lock, e, kind) then return end
    local got = next_acq(lock, e, exclude)
    local upto = math.min(got, cut(lock, e), meta.stop_at)
    local rec, censored = upto - e, got > upto
    local recipe = recipes.recipe_of_lock(lock) or "mutex"
    local r = res.recipes[recipe]
    r.max = math.max(r.max or 0, rec)
    r.by_class[class] = math.max(r.by_class[class] or 0, rec)
    local k = res.kinds[kind] or { n = 0, max = 0, over = 0, censored = 0, bound = bound }
    res.kinds[kind] = k
    k.n, k.max = k.n + 1, math.max(k.max, rec)
    if censored then k.censored = k.censored + 1 end
    if rec > bound then
      k.over = k.over + 1
      if M.APART[recipe] then r.over_apart = r.over_apart + 1 else r.over = r.over + 1 end
      res.misses[#res.misses + 1] = { t = e, recipe = recipe, what = string.format(
        "%s %s at %.3f: %s (%s) not acquired for %s%.1f s (bound %.0f s)%s", kind,
        kind == "hung_holder" and "hold granted" or "ended", e, lock, recipe,
        censored and "at least " or "", rec, bound, M.APART[recipe] and ", reported apart" or "") }
    end
  end
  for _, w in ipairs(wins) do
    if w.kind ~= "hung_holder" then
      local class = M.CLASS[w.kind] or "two_way"
      for _, l in ipairs(w.locks) do record(w.kind, w.t1, l, nil, B[class], class) end
    end
  end
  for _, hg in ipairs(ev.hangs) do record("hung_holder", hg.t, hg.lock, hg.client, hg.ttl + 1, "hung") end

  -- dead on arrival, and the fault before each (its kind, if it ended within 2T)
  table.sort(wins, function(a, b) return a.t0 < b.t0 end)
  for _, h in ipairs(holds) do
    if h.v_ret < res.threshold then
      local r = res.recipes[h.recipe]
      r.doa = r.doa + 1
      if h.v_ret <= 0 then r.doa_lost = r.doa_lost + 1 end
      local i = first_after(wins, "t0", h.start) - 1
      local w = wins[i]
      local kind = w and h.start - w.t1 <= 2 * T and w.kind or "none within 2T"
      res.doa_kinds[kind] = (res.doa_kinds[kind] or 0) + 1
      res.doa_list[#res.doa_list + 1] = string.format("%s client %s %s %s at %.3f: validity %.3f s%s", h.recipe, h.client,
        h.lock, h.tok, h.start, h.v_ret, not w and "" or h.start <= w.t1 and " (during " .. w.kind .. ")" or
        string.format(" (%s ended %.1f s before)", w.kind, h.start - w.t1))
    end
    local r = res.recipes[h.recipe]
    r.least = math.min(r.least, h.v_ret)
  end
  for _, st in ipairs(ev.states) do
    if st.event == "lost" then res.lost_by_reason[st.reason] = (res.lost_by_reason[st.reason] or 0) + 1 end
  end

  res.ok = true
  for _, r in pairs(res.recipes) do res.ok = res.ok and r.doa == 0 and r.over == 0 end
  return res
end

-- Where a lock node left behind came from. A node whose last hold its client released with
-- "ok" (the delete answered) was deleted: if a server truncated its log after that delete to a
-- zxid at or above the node's czxid, the ensemble lost the delete; otherwise the client left it.
--   node: { czxid, era, owner }; last: the last hold on it (check.lua's, or nil);
--   truncs: { {t, server, zxid, era}, ... }; sessions: session id -> client
function M.origin(node, last, truncs, sessions)
  local owner = tonumber(node.owner or "", 16)
  local who = string.format("its owner, %ssession %s", owner and sessions[owner] and ("client " .. sessions[owner] .. "'s ")
    or "", tostring(node.owner))
  if last and last.released and last.rel_result == "ok" then
    for _, tr in ipairs(truncs) do
      if tr.era == node.era and tr.t >= last.released and tr.zxid >= node.czxid then
        return string.format("restored by an ensemble that lost writes: %s, had its delete answered at %.1f; server %d " ..
          "truncated its log to 0x%x by %.1f", who, last.released, tr.server, tr.zxid, tr.t)
      end
    end
    return string.format("came back: %s, had its delete answered at %.1f (no server truncated its log after that)", who,
      last.released)
  end
  return string.format("left behind by a client: %s, never said it deleted it%s", who,
    last and string.format(" (its last hold %s: %s)", last.tok, last.rel_result or "never released") or
    " (no hold on it logged)")
end

local function fmt(x) return x == math.huge and "-" or string.format("%.1f", x) end

-- The report's liveness part: add(fmt, ...) appends a markdown line
function M.markdown(res, add)
  add("\n| recipe | dead on arrival (validity < %.2f s) | of them lost (0) | least validity at grant (s) | " ..
    "recovery max (s) | two-way / one-way / hung | over bound |", res.threshold)
  add("|---|---|---|---|---|---|---|")
  for _, name in ipairs(recipes.recipes) do
    local r = res.recipes[name]
    local c = {}
    for i, k in ipairs(M.CLASSES) do c[i] = r.by_class[k] and string.format("%.1f", r.by_class[k]) or "-" end
    add("| %s | %d | %d | %s | %s | %s | %s |", name, r.doa, r.doa_lost, r.least == math.huge and "-" or
      string.format("%.3f", r.least), r.max and string.format("%.1f", r.max) or "-", table.concat(c, " / "),
      M.APART[name] and "apart (" .. r.over_apart .. ")" or tostring(r.over))
  end
  add("| goal | 0 | - | - | - | <= %.0f / %.0f / %.0f | 0 |\n", res.bounds.two_way, res.bounds.one_way, res.bounds.hung)
  local kl = {}
  for k in pairs(res.kinds) do kl[#kl + 1] = k end
  table.sort(kl)
  add("| fault kind | measures (fault, lock) | censored | recovery max (s) | bound (s) | over bound |")
  add("|---|---|---|---|---|---|")
  for _, k in ipairs(kl) do
    local x = res.kinds[k]
    add("| %s | %d | %d | %s | %.0f | %d |", k, x.n, x.censored, fmt(x.max), x.bound, x.over)
  end
  for name, why in pairs(M.APART) do add("\nThe %s recipe's recovery is reported apart: %s.", name, why) end
  local ll = {}
  for k, n in pairs(res.lost_by_reason) do ll[#ll + 1] = (k == "-" and "no reason given" or k) .. " " .. n end
  table.sort(ll)
  add("\nSessions lost (on_state \"lost\", by reason): %s.", #ll > 0 and table.concat(ll, ", ") or "none")
  if #res.doa_list > 0 then
    local dk = {}
    for k, n in pairs(res.doa_kinds) do dk[#dk + 1] = k .. " " .. n end
    table.sort(dk)
    add("\nDead on arrival, by the fault before: %s. The first %d:\n", table.concat(dk, ", "), math.min(10, #res.doa_list))
    for i = 1, math.min(10, #res.doa_list) do add("- %s", res.doa_list[i]) end
  end
  if #res.misses > 0 then
    table.sort(res.misses, function(a, b) return a.t < b.t end)
    add("\nRecovery over its bound (first 20 of %d):\n", #res.misses)
    for i = 1, math.min(20, #res.misses) do add("- %s", res.misses[i].what) end
  end
end

-- JSON fields: per recipe (a string to put in its object) and for the run
function M.recipe_json(res, name)
  local r = res.recipes[name]
  local c = {}
  for _, k in ipairs(M.CLASSES) do
    if r.by_class[k] then c[#c + 1] = string.format("%q: %.3f", k, r.by_class[k]) end
  end
  return string.format("\"dead_on_arrival\": %d, \"recovery_max_s\": %s, \"recovery_max_s_by_class\": {%s}, " ..
    "\"recovery_over_bound\": %d%s", r.doa, r.max and string.format("%.3f", r.max) or "null", table.concat(c, ", "),
    M.APART[name] and r.over_apart or r.over, M.APART[name] and ", \"recovery_apart\": true" or "")
end

function M.run_json(res, kv)
  local total = 0
  for _, r in pairs(res.recipes) do total = total + r.doa end
  kv("dead_on_arrival", string.format("%d", total))
  kv("grant_validity_s", string.format("%.3f", res.threshold))
  kv("recovery_bounds_s", string.format("{\"two_way\": %g, \"one_way\": %g, \"hung\": %g}", res.bounds.two_way,
    res.bounds.one_way, res.bounds.hung))
  local kl = {}
  for k, x in pairs(res.kinds) do
    kl[#kl + 1] = string.format("%q: {\"measures\": %d, \"censored\": %d, \"max_s\": %.3f, \"bound_s\": %g, \"over\": %d}", k,
      x.n, x.censored, x.max, x.bound, x.over)
  end
  table.sort(kl)
  kv("recovery_by_kind", "{" .. table.concat(kl, ", ") .. "}")
  local ll = {}
  for k, n in pairs(res.lost_by_reason) do ll[#ll + 1] = string.format("%q: %d", k, n) end
  table.sort(ll)
  kv("sessions_lost", "{" .. table.concat(ll, ", ") .. "}")
  kv("hung_holds", string.format("%d", res.hangs))
end

return M
