-- chaos/proxy.lua -- the chaos run's fault proxies (tools/faultproxy.c) with a control file, so
-- that besides partition (USR1), heal (USR2) and reset (HUP) a link can be cut one way, delayed
-- with jitter, or made to refuse new connections (WINCH rereads the file).
--   proxy.init(helper, kill)        kill(sig, "pid pid ..."): how signals are sent (the driver's)
--   local list = proxy.start_all({ {server, ctlfile}, ... })   all at once, one guard for all
--   proxy.set(list, "down=1")   proxy.set(list, "delay=300 jitter=200")   proxy.set(list, "")
--   proxy.signal(list, "USR1" | "USR2" | "HUP");  proxy.stop_all(list)
local M = {}

local helper, kill

function M.init(h, k)
  helper, kill = h, k
end

local function pids(list)
  local out = {}
  for _, px in ipairs(list) do if px.pid then out[#out + 1] = tostring(px.pid) end end
  return table.concat(out, " ")
end

function M.signal(list, sig)
  local p = pids(list)
  if p ~= "" then kill(sig, p) end
end

-- The control line for every proxy in list (written whole, then renamed: never read half-made).
function M.set(list, spec)
  for _, px in ipairs(list) do
    helper.write(px.ctl .. ".new", spec .. "\n")
    assert(os.rename(px.ctl .. ".new", px.ctl))
    px.spec = spec
  end
  M.signal(list, "WINCH")
end

-- Starts a proxy for each {server, ctl}: all spawned, then each waited for (its port answers).
-- One guard for all of them: they go when this Lua process goes, however it ends.
function M.start_all(specs)
  local bin = helper.ROOT .. "/build/faultproxy"
  assert(helper.sh("test -x " .. helper.quote(bin)), "build the proxy first: make faultproxy")
  local list, taken = {}, {}
  local function spawn(px)
    local port
    repeat port = helper.free_port() until not taken[port]   -- free_port finds a free port, not an unpicked one
    taken[port] = true
    px.port, px.servers = port, "127.0.0.1:" .. port
    px.pid = helper.spawn("exec env -u LD_PRELOAD " .. helper.quote(bin) .. " " .. port .. " " .. px.target .. " " ..
      helper.quote(px.ctl))
  end
  local function up(px)
    return helper.sh(string.format("timeout 5 bash -c 'until (exec 3<>/dev/tcp/127.0.0.1/%d) 2>/dev/null; do " ..
      "kill -0 %d || exit 1; sleep 0.02; done' 2>/dev/null", px.port, px.pid))
  end
  for i, s in ipairs(specs) do
    helper.write(s[2], "\n")
    list[i] = { ctl = s[2], spec = "", target = s[1].port }
    spawn(list[i])
  end
  for _, px in ipairs(list) do
    local ok = up(px)
    for _ = 1, 4 do   -- a port someone else took meanwhile: another one
      if ok then break end
      helper.kill(px.pid)
      spawn(px)
      ok = up(px)
    end
    if not ok then
      for _, p in ipairs(list) do helper.kill(p.pid) end
      error("a fault proxy did not start (port " .. px.port .. ")")
    end
  end
  local stat = assert(io.open("/proc/self/stat"))
  local owner = tonumber(stat:read("l"):match("^(%d+)"))
  stat:close()
  local pidfile = os.tmpname()
  assert(helper.sh(string.format("(while kill -0 %d; do sleep 1; done 2>/dev/null; kill %s 2>/dev/null) >/dev/null 2>&1 & " ..
    "echo $! > %s", owner, pids(list), pidfile)))
  list.guard = tonumber(helper.read(pidfile))
  os.remove(pidfile)
  return list
end

function M.stop_all(list)
  local p = pids(list)
  if p ~= "" then
    helper.sh("kill " .. p .. " 2>/dev/null")
    for _, px in ipairs(list) do
      helper.sh("timeout 5 tail --pid=" .. px.pid .. " -f /dev/null")
      px.pid = nil
    end
  end
  if list.guard then helper.sh("kill " .. list.guard .. " 2>/dev/null") end
  list.guard = nil
end

return M
