-- tools/layers.lua BUILD_DIR [CSRC_DIR] -- checks the shape of csrc/ (issue 21): no two files call each
-- other in a loop, counting direct calls (from the objects' symbols: a file that uses a function another
-- file defines calls it) and #include "..." lines; calls through function pointers (the session's engine
-- hooks, a role's hooks) are not seen, as they should not be. Also: no file over MAX_LINES lines, and no
-- binding (a file that talks to Lua) takes the session mutex. Prints what it finds; exits 1 on a fault.
local build, csrc = arg[1], arg[2] or "csrc"
assert(build, "usage: lua tools/layers.lua BUILD_DIR [CSRC_DIR]")
local MAX_LINES = 600

local function lines_of(cmd)
  local p = assert(io.popen(cmd))
  local out = {}
  for l in p:lines() do out[#out + 1] = l end
  p:close()
  return out
end

local files = {}   -- "acquire.c", "engine.h", ...
for _, f in ipairs(lines_of("ls " .. csrc)) do
  if f:match("%.[ch]$") then files[#files + 1] = f end
end

local edges, faults = {}, {}
local function edge(a, b)
  if a == b then return end
  edges[a] = edges[a] or {}
  edges[a][b] = true
end

-- includes, sizes, the mutex in bindings
for _, f in ipairs(files) do
  local n, text = 0, {}
  for l in io.lines(csrc .. "/" .. f) do
    n = n + 1
    text[#text + 1] = l
    local inc = l:match('^#include "([^"]+)"')
    if inc then edge(f, inc) end
  end
  if n > MAX_LINES then faults[#faults + 1] = string.format("%s: %d lines (at most %d)", f, n, MAX_LINES) end
  local all = table.concat(text, "\n")
  if all:find('#include "lzkl.h"', 1, true) and f:match("%.c$") and all:find("pthread_mutex_", 1, true) then
    faults[#faults + 1] = f .. ": a binding takes a mutex (the engine's calls take it: engine.h)"
  end
end

-- calls: who defines what, who uses what
local defines, uses = {}, {}
for _, f in ipairs(files) do
  local c = f:match("^(.*)%.c$")
  if c then
    local o = build .. "/" .. c .. ".o"
    uses[f] = {}
    for _, l in ipairs(lines_of("nm " .. o .. " 2>/dev/null")) do
      local kind, sym = l:match("^%s*%x*%s+(%a)%s+(%S+)$")
      if kind == "T" or kind == "D" or kind == "B" or kind == "R" then defines[sym] = f
      elseif kind == "U" then uses[f][#uses[f] + 1] = sym end
    end
  end
end
for f, list in pairs(uses) do
  for _, sym in ipairs(list) do
    if defines[sym] then edge(f, defines[sym]) end
  end
end

-- loops: a depth-first search that reports each back edge's cycle
local state, stack, seen_cycle = {}, {}, {}
local function visit(f)
  state[f] = "open"
  stack[#stack + 1] = f
  local nexts = {}
  for g in pairs(edges[f] or {}) do nexts[#nexts + 1] = g end
  table.sort(nexts)
  for _, g in ipairs(nexts) do
    if state[g] == "open" then
      local cyc, on = {}, false
      for _, s in ipairs(stack) do
        if s == g then on = true end
        if on then cyc[#cyc + 1] = s end
      end
      cyc[#cyc + 1] = g
      local key = table.concat(cyc, " -> ")
      if not seen_cycle[key] then
        seen_cycle[key] = true
        faults[#faults + 1] = "a loop: " .. key
      end
    elseif not state[g] then
      visit(g)
    end
  end
  stack[#stack] = nil
  state[f] = "done"
end
table.sort(files)
for _, f in ipairs(files) do
  if not state[f] then visit(f) end
end

if #faults > 0 then
  for _, f in ipairs(faults) do io.stderr:write("layers: ", f, "\n") end
  os.exit(1)
end
print(string.format("layers: %d files, no loops, none over %d lines, no binding takes the mutex", #files, MAX_LINES))
