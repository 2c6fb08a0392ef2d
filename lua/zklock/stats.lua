-- zklock.stats -- a session's counters: those the Lua layer keeps (acquisitions, failures by code,
-- wait times, holds lost by reason) beside the engine's (session:_stats()), as session:stats()
-- returns them, and their Prometheus text format (prometheus, merge).
local events = require "zklock.events"

local pairs, ipairs, type, tostring, tonumber, error = pairs, ipairs, type, tostring, tonumber, error
local string_format, table_concat, table_sort = string.format, table.concat, table.sort
local math_huge, math_type = math.huge, math.type   -- math.type: nil before Lua 5.3
local sessions = events.sessions

local M = {}

-- Upper bounds (seconds) of the wait-time buckets; the last one, +Inf, counts every wait.
M.WAIT_BUCKETS = { 0.001, 0.01, 0.1, 1, 10, math_huge }
local WAIT_BUCKETS = M.WAIT_BUCKETS

-- Reported even while 0, so that a rate or an alert has its series from the start.
M.FAILURE_CODES = { "timeout", "deadlock", "connection", "lost", "closed", "no_auth", "cancelled" }
M.LOST_REASONS = { "deadline", "expired", "deleted", "ttl", "closed" }

local function zeros(keys)
  local t = {}
  for _, k in ipairs(keys) do t[k] = 0 end
  return t
end

local function counters(st)
  local c = st.counters
  if not c then
    c = { acquisitions = 0, failures = zeros(M.FAILURE_CODES), lost = zeros(M.LOST_REASONS), count = 0, sum = 0,
      max = 0, buckets = {} }
    for i = 1, #WAIT_BUCKETS do c.buckets[i] = 0 end
    st.counters = c
  end
  return c
end

-- An acquisition's outcome: granted (ok) or failed with `code`, after `waited` seconds.
function M.acquired(sess, ok, code, waited)
  local st = sessions[sess]
  if not st then return end
  local c = counters(st)
  if ok then
    c.acquisitions = c.acquisitions + 1
  else
    code = tostring(code)
    c.failures[code] = (c.failures[code] or 0) + 1
  end
  c.count, c.sum = c.count + 1, c.sum + waited
  if waited > c.max then c.max = waited end
  for i, le in ipairs(WAIT_BUCKETS) do
    if waited <= le then c.buckets[i] = c.buckets[i] + 1 end
  end
end

-- n holds ended without a release, for `reason` ("deadline", "expired", "deleted", "ttl", "closed")
function M.lost(st, reason, n)
  local c = counters(st)
  reason = tostring(reason)
  c.lost[reason] = (c.lost[reason] or 0) + n
end

events.on_lost_count = M.lost   -- zklock.events counts as it reports (it cannot require this module)

local function copy(t)
  local r = {}
  for k, v in pairs(t) do r[k] = v end
  return r
end

-- The engine's counters that a build may not have yet are reported when it has them.
local function ms(v) return v and v >= 0 and v / 1000 or nil end

-- session:stats() -> the table documented in docs/api/Session.lua
function M.of(sess)
  local st = sessions[sess]
  local c = st and counters(st) or counters({})
  local e = sess:_stats()
  local buckets = {}
  for i, le in ipairs(WAIT_BUCKETS) do buckets[i] = { le = le, count = c.buckets[i] } end
  return {
    state = sess:state(),
    session_timeout = e.session_ms / 1000,
    acquisitions = c.acquisitions,
    failures = copy(c.failures),
    wait = { count = c.count, sum = c.sum, max = c.max, buckets = buckets },
    handoffs_local = e.local_grants,
    handoffs_remote = e.remote_handoffs,
    lost = copy(c.lost),
    refreshes = e.refreshes,
    write_proofs = e.write_proofs,
    last_refresh_rtt = ms(e.refresh_rtt_ms),
    min_validity = ms(e.min_validity_ms),
    requests = e.sent,
  }
end

---------------------------------------------------------------------------
-- Prometheus text format (version 0.0.4): one family after another, each with its HELP and TYPE
-- lines and then its samples.

local function num(v)
  if v == math_huge then return "+Inf" end
  if math_type and math_type(v) == "integer" then return tostring(v) end
  if v == v and v % 1 == 0 and v > -1e15 and v < 1e15 then return string_format("%d", v) end
  local short = string_format("%.15g", v)   -- 0.1, not 0.10000000000000001
  if tonumber(short) == v then return short end
  return string_format("%.17g", v)
end

local function escape(v)
  return (tostring(v):gsub("\\", "\\\\"):gsub("\n", "\\n"):gsub('"', '\\"'))
end

-- {worker = 0} + {code = "timeout"} -> '{code="timeout",worker="0"}' (names sorted: stable output)
local function label_text(base, extra)
  local all = {}
  for k, v in pairs(base or {}) do all[k] = v end
  for k, v in pairs(extra or {}) do all[k] = v end
  local names = {}
  for k in pairs(all) do names[#names + 1] = k end
  if #names == 0 then return "" end
  table_sort(names)
  for i, k in ipairs(names) do names[i] = k .. '="' .. escape(all[k]) .. '"' end
  return "{" .. table_concat(names, ",") .. "}"
end

local function sorted_keys(t)
  local keys = {}
  for k in pairs(t) do keys[#keys + 1] = k end
  table_sort(keys)
  return keys
end

local STATES = { "connecting", "connected", "suspended", "lost", "auth_failed", "closed" }

-- The families, in output order: name, type, help, and the samples of a stats table.
local FAMILIES = {
  { "zklock_up", "gauge", "1 while the session is connected", function(t, add)
    add(nil, t.state == "connected" and 1 or 0)
  end },
  { "zklock_session_state", "gauge", "the session's state (1 for the current one)", function(t, add)
    for _, s in ipairs(STATES) do add({ state = s }, t.state == s and 1 or 0) end
  end },
  { "zklock_session_timeout_seconds", "gauge", "the session timeout the server negotiated", function(t, add)
    add(nil, t.session_timeout)
  end },
  { "zklock_acquisitions_total", "counter", "locks and leases granted", function(t, add)
    add(nil, t.acquisitions)
  end },
  { "zklock_failures_total", "counter", "acquisitions that failed, by code", function(t, add)
    for _, code in ipairs(sorted_keys(t.failures)) do add({ code = code }, t.failures[code]) end
  end },
  { "zklock_wait_seconds", "histogram", "time from an acquire call to its outcome", function(t, add)
    for _, b in ipairs(t.wait.buckets) do add({ le = num(b.le) }, b.count, "_bucket") end
    add(nil, t.wait.sum, "_sum")
    add(nil, t.wait.count, "_count")
  end },
  { "zklock_wait_max_seconds", "gauge", "the longest wait so far", function(t, add)
    add(nil, t.wait.max)
  end },
  { "zklock_handoffs_total", "counter", "holds handed on: locally between this session's coroutines, " ..
    "or by another client's release", function(t, add)
    add({ kind = "local" }, t.handoffs_local)
    if t.handoffs_remote then add({ kind = "remote" }, t.handoffs_remote) end
  end },
  { "zklock_holds_lost_total", "counter", "holds that ended without a release, by reason", function(t, add)
    for _, r in ipairs(sorted_keys(t.lost)) do add({ reason = r }, t.lost[r]) end
  end },
  { "zklock_refreshes_total", "counter", "validity refreshes the leader confirmed", function(t, add)
    add(nil, t.refreshes)
  end },
  { "zklock_last_refresh_rtt_seconds", "gauge", "round trip of the last validity refresh", function(t, add)
    if t.last_refresh_rtt then add(nil, t.last_refresh_rtt) end
  end },
  { "zklock_min_validity_seconds", "gauge", "the smallest validity left among the holds", function(t, add)
    if t.min_validity then add(nil, t.min_validity) end
  end },
  { "zklock_requests_total", "counter", "requests sent to ZooKeeper", function(t, add)
    add(nil, t.requests)
  end },
}

-- stats.prometheus(stats [, labels]) -> the text of one session's stats, every sample labelled
-- with `labels` (e.g. {worker = 0}).
function M.prometheus(t, labels)
  if type(t) ~= "table" then error("zklock: stats.prometheus() needs the table session:stats() returns", 0) end
  if labels ~= nil and type(labels) ~= "table" then error("zklock: stats.prometheus() labels must be a table", 0) end
  local out = {}
  for _, f in ipairs(FAMILIES) do
    local name, kind, help, samples = f[1], f[2], f[3], f[4]
    out[#out + 1] = "# HELP " .. name .. " " .. help
    out[#out + 1] = "# TYPE " .. name .. " " .. kind
    samples(t, function(extra, v, suffix)
      out[#out + 1] = name .. (suffix or "") .. label_text(labels, extra) .. " " .. num(v)
    end)
  end
  out[#out + 1] = ""
  return table_concat(out, "\n")
end

-- stats.merge(texts) -> one text from several prometheus() texts (several sessions or nginx
-- workers, told apart by their labels): each family once, with the samples of all of them.
function M.merge(texts)
  if type(texts) ~= "table" then error("zklock: stats.merge() needs a list of texts", 0) end
  local order, by_name = {}, {}
  for _, text in ipairs(texts) do
    local family
    for line in tostring(text):gmatch("[^\n]+") do
      local name = line:match("^# HELP (%S+)")
      if name then
        family = by_name[name]
        if not family then
          family = { head = { line }, samples = {} }
          by_name[name] = family
          order[#order + 1] = family
        end
        family.fresh = #family.head == 1
      elseif line:match("^# TYPE ") then
        if family and family.fresh then family.head[2] = line; family.fresh = false end
      elseif family then
        family.samples[#family.samples + 1] = line
      end
    end
  end
  local out = {}
  for _, f in ipairs(order) do
    for _, l in ipairs(f.head) do out[#out + 1] = l end
    for _, l in ipairs(f.samples) do out[#out + 1] = l end
  end
  out[#out + 1] = ""
  return table_concat(out, "\n")
end

return M
