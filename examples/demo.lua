-- examples/demo.lua -- `make demo`: a throwaway ZooKeeper, several OS processes contending
-- for one zklock mutex, and a summary. Run from the repository root.
package.path = "lua/?.lua;lua/?/init.lua;spec/?.lua;" .. package.path
package.cpath = "build/" .. (jit and "luajit" or _VERSION:gsub("Lua ", "lua")) .. "/?.so;" .. package.cpath   -- `make LUA=...`
local helper = require "helper"   -- starts/stops a real server in a temp dir
local zklock = require "zklock"

local WORKERS, ROUNDS = 4, 5
print("starting a throwaway ZooKeeper server ...")
local zk = helper.server()
local dir = helper.tmpdir()
local ok, err = pcall(function()
  print("server on " .. zk.servers .. "; " .. WORKERS .. " processes x " .. ROUNDS .. " rounds on /demo/lock\n")
  local cmds = {}
  for i = 1, WORKERS do
    cmds[i] = "DEMO_MARKER=" .. dir .. "/inside " .. helper.lua_cmd("examples/worker.lua", zk.servers, "worker-" .. i, ROUNDS)
      .. " | tee -a " .. dir .. "/all.log &"
  end
  assert(os.execute(table.concat(cmds, "\n") .. "\nwait"))
  local log = helper.read(dir .. "/all.log") or ""
  local holds, overlaps = 0, 0
  for _ in log:gmatch("holds the lock") do holds = holds + 1 end
  for _ in log:gmatch("OVERLAP") do overlaps = overlaps + 1 end
  local s = assert(zklock.connect { servers = zk.servers })
  local left = #helper.children(s, "/demo/lock")
  s:close()
  print(string.format("\nsummary: %d holds (expected %d), %d overlaps, %d lock nodes left behind",
    holds, WORKERS * ROUNDS, overlaps, left))
  assert(holds == WORKERS * ROUNDS and overlaps == 0 and left == 0, "demo failed")
end)
zk:destroy()
helper.sh("rm -rf " .. helper.quote(dir))
print("server stopped")
if not ok then error(err, 0) end
