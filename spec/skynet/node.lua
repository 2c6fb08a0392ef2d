-- spec/skynet/node.lua -- real skynet nodes for spec/30-skynet_spec.lua and bench/run.lua:
-- builds skynet from $SKYNET_SRC (a tarball or a directory) once under build/skynet/<name>/,
-- builds zklock against its Lua 5.5 headers into build/skynet/zklock/core.so (not the tree's
-- zklock/core.so), and runs nodes (spec/skynet/config, start service spec/skynet/zkl_main.lua).
local helper = require "helper"

local N = {}

local function exists(p)
  return helper.sh("test -e " .. helper.quote(p))
end

-- -> skynet directory, or nil and why
function N.build(src)
  local root = helper.ROOT
  local name = src:gsub("/+$", ""):match("([^/]+)$"):gsub("%.tar%.gz$", ""):gsub("%.tgz$", "")
  local dir = root .. "/build/skynet/" .. name
  local log = root .. "/build/skynet/" .. name .. ".log"
  if not exists(dir .. "/skynet") then
    local unpack
    if helper.sh("test -d " .. helper.quote(src)) then
      unpack = "cp -a " .. helper.quote(src) .. "/. " .. helper.quote(dir)
    else
      unpack = "tar -xzf " .. helper.quote(src) .. " -C " .. helper.quote(dir) .. " --strip-components=1"
    end
    local ok = helper.sh(string.format(
      "rm -rf %s && mkdir -p %s && %s && make -C %s linux MALLOC_STATICLIB= SKYNET_DEFINES=-DNOUSE_JEMALLOC > %s 2>&1",
      helper.quote(dir), helper.quote(dir), unpack, helper.quote(dir), helper.quote(log)))
    if not ok or not exists(dir .. "/skynet") then
      return nil, "building skynet from " .. src .. " failed (" .. log .. "):\n" .. (helper.read(log) or ""):sub(-2000)
    end
  end
  -- zklock against skynet's Lua (5.5): no liblua link, the skynet binary exports lua_*
  local ok = helper.sh(string.format(
    "make --no-print-directory -C %s skynet SKYNET=%s > %s 2>&1", helper.quote(root), helper.quote(dir),
    helper.quote(log .. ".zklock")))
  if not ok then return nil, "building zklock for skynet failed:\n" .. (helper.read(log .. ".zklock") or "") end
  return dir
end

local seq = 0

-- Starts a node running `scenario` (spec/skynet/zkl_main.lua) -> node with :wait(timeout) ->
-- results table, and :stop() (kills it if it still runs; always safe to call).
local Node = {}
Node.__index = Node

function N.start(dir, tmp, servers, scenario, args, threads)
  seq = seq + 1
  local out = string.format("%s/%s-%d.out", tmp, scenario, seq)
  local log = string.format("%s/%s-%d.log", tmp, scenario, seq)
  local a = {}
  for k, v in pairs(args or {}) do a[#a + 1] = k .. "=" .. tostring(v) end
  table.sort(a)
  local env = {
    SKYNET_ROOT = dir, ZKL_ROOT = helper.ROOT, ZKL_THREADS = tostring(threads or 2),
    ZKL_CPATH = helper.ROOT .. "/build/skynet/?.so", ZKL_SERVERS = servers, ZKL_SCENARIO = scenario,
    ZKL_ARGS = table.concat(a, " "), ZKL_OUT = out,
  }
  local parts = { "exec env -u LD_PRELOAD" }
  for k, v in pairs(env) do parts[#parts + 1] = k .. "=" .. helper.quote(v) end
  parts[#parts + 1] = helper.quote(dir .. "/skynet") .. " " .. helper.quote(helper.ROOT .. "/spec/skynet/config")
  local pid = helper.spawn(table.concat(parts, " "), log)
  return setmetatable({ pid = pid, out = out, log = log, scenario = scenario }, Node)
end

function Node:stop()
  if not self.pid then return end
  helper.sh(string.format("kill %d 2>/dev/null; timeout 5 tail --pid=%d -f /dev/null || kill -9 %d 2>/dev/null",
    self.pid, self.pid, self.pid))
  self.pid = nil
end

-- Waits (bounded) until the node has written its results and exited; -> results, or raises
-- with the node's log.
function Node:wait(timeout)
  local exited = helper.wait_pid(self.pid, timeout or 60)
  if not exited then
    self:stop()
    error(string.format("skynet node (%s) did not finish in %ds:\n%s", self.scenario, timeout or 60,
      (helper.read(self.log) or ""):sub(-3000)))
  end
  self.pid = nil
  local text = helper.read(self.out)
  if not text then error("skynet node (" .. self.scenario .. ") wrote no results:\n" .. (helper.read(self.log) or ""):sub(-3000)) end
  local r = {}
  for k, v in text:gmatch("([%w_]+)=([^\n]*)") do r[k] = tonumber(v) or v end
  if r.error then error("skynet node (" .. self.scenario .. "): " .. r.error:gsub(" | ", "\n") .. "\n" .. (helper.read(self.log) or ""):sub(-3000)) end
  return r
end

return N
