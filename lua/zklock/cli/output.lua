-- zklock.cli.output -- how the inspector prints: plain text for people, JSON (dkjson, or
-- cjson) for scripts. Lists stay JSON arrays even when empty.
local ipairs, pairs, setmetatable, pcall, require = ipairs, pairs, setmetatable, pcall, require
local string_format, table_concat = string.format, table.concat

local M = {}

local json
local function encoder()
  if json then return json end
  local ok, dk = pcall(require, "dkjson")
  if ok then
    json = function(v) return dk.encode(v, { indent = true }) end
    return json
  end
  local cok, cj = pcall(require, "cjson")
  if cok then
    cj.encode_empty_table_as_object(false)
    json = cj.encode
    return json
  end
  error("zklock: --json needs dkjson or cjson (Debian: lua-dkjson)", 0)
end

local ARRAY = { __jsontype = "array" }
-- marks a list (also an empty one) as a JSON array
function M.array(t) return setmetatable(t or {}, ARRAY) end

-- one JSON document (watch prints one a line)
function M.json(v, compact)
  local text = encoder()(v)
  if compact then text = text:gsub("\n%s*", " ") end
  return text
end

-- the JSON shape of a node (only what a script needs; no internal fields)
function M.node(n)
  return { path = n.path, role = n.role, state = n.state, waits_for = n.waits_for, data = n.data,
    session = n.session or nil, ctime = n.ctime, age = n.age and math.floor(n.age) }
end

function M.lock(l)
  local holders, queue = M.array(), M.array()
  for i, n in ipairs(l.holders) do holders[i] = M.node(n) end
  for i, n in ipairs(l.queue) do queue[i] = M.node(n) end
  return { path = l.path, kind = l.kind, holders = holders, waiting = l.waiting, queue = queue }
end

-- Ages compare this machine's clock (whole seconds: os.time) with the server's ctime.
local function age(seconds)
  if not seconds then return "-" end
  if seconds < 1 then return "<1s" end
  if seconds < 120 then return string_format("%.0fs", seconds) end
  if seconds < 7200 then return string_format("%.0fm", seconds / 60) end
  return string_format("%.1fh", seconds / 3600)
end
M.age = age

-- Rows of columns, padded to the widest cell of each column.
function M.table(rows)
  local width = {}
  for _, r in ipairs(rows) do
    for i, c in ipairs(r) do if #c > (width[i] or 0) then width[i] = #c end end
  end
  local out = {}
  for _, r in ipairs(rows) do
    local cells = {}
    for i, c in ipairs(r) do cells[i] = i < #r and c .. (" "):rep(width[i] - #c) or c end
    out[#out + 1] = (table_concat(cells, "  "):gsub("%s+$", ""))
  end
  return table_concat(out, "\n")
end

local function short(session) return session or "(persistent)" end

-- `ls`: one line per lock, then its holders
function M.ls_text(locks, truncated)
  if #locks == 0 then return "no locks" .. (truncated and " (scan stopped at --max-nodes)" or "") end
  local rows = { { "LOCK", "KIND", "HOLDERS", "WAITING", "HELD FOR", "HOLDER DATA", "SESSION" } }
  for _, l in ipairs(locks) do
    local first = l.holders[1]
    rows[#rows + 1] = { l.path, l.kind, tostring(#l.holders), tostring(l.waiting), first and age(first.age) or "-",
      first and first.data or "-", first and short(first.session) or "-" }
    for i = 2, #l.holders do
      local h = l.holders[i]
      rows[#rows + 1] = { "", "", "", "", age(h.age), h.data, short(h.session) }
    end
  end
  local text = M.table(rows)
  if truncated then text = text .. "\n(scan stopped at --max-nodes: more may be below)" end
  return text
end

-- `show`: the queue in order, who waits on whom
function M.show_text(l)
  local lines = { string_format("%s  %s  %d holding, %d waiting", l.path, l.kind, #l.holders, l.waiting) }
  local rows = { { "#", "STATE", "ROLE", "NODE", "DATA", "SESSION", "AGE", "WAITS FOR" } }
  local function add(i, n)
    rows[#rows + 1] = { tostring(i), n.state, n.role, n.path, n.data, short(n.session), age(n.age),
      n.waits_for and n.waits_for:match("[^/]+$") or "" }
  end
  if l.kind == "semaphore" then
    for i, n in ipairs(l.holders) do add(i, n) end
    if #l.queue > 0 then rows[#rows + 1] = { "", "", "", "(internal lock: acquiring a lease)", "", "", "", "" } end
  end
  for i, n in ipairs(l.queue) do add(i, n) end
  if #rows == 1 then lines[#lines + 1] = "(no nodes)" else lines[#lines + 1] = M.table(rows) end
  return table_concat(lines, "\n")
end

-- `watch`: one event. A gap names a directory and the sequence numbers that came and went unseen
-- (first..last, count), or from `first` on an unknown number (unknown: the directory was removed).
function M.event_text(e)
  local n = e.node
  if not n then
    local what = e.unknown and string_format("nodes from seq %d on unseen: the directory was removed", e.first)
      or string_format("%d unseen (seq %d%s)", e.count, e.first, e.last ~= e.first and ("-" .. e.last) or "")
    return string_format("%s  %-8s %s  %s", os.date("%H:%M:%S", e.time), e.event, e.dir, what)
  end
  -- a node gone before its read has no data or owner to show, which is not a persistent node's
  return string_format("%s  %-8s %s  %s  %s%s", os.date("%H:%M:%S", e.time), e.event, n.path, n.data,
    n.gone and "(gone before its read)" or short(n.session), n.waits_for and ("  waits for " .. n.waits_for:match("[^/]+$")) or "")
end

function M.event(e)
  local out = {}
  for k, v in pairs(e) do out[k] = v end
  if e.node then out.node = M.node(e.node) end
  return out
end

return M
