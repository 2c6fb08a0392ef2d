-- spec/36-nginx_helper.lua -- real nginx (Debian's, with libnginx-mod-http-lua) for the specs that
-- serve a configuration of their own (36: zklock.resty.lock; 37: the guides' blocks): started in a
-- temp prefix, requested with curl, stopped with QUIT however the spec ends.
local helper = require "helper"

local N = {}

-- curl(url [, max_time]) -> body, status
function N.curl(url, max_time)
  local f = assert(io.popen(string.format("env -u LD_PRELOAD curl -s -m %s -w '\\n%%{http_code}' %s",
    max_time or 5, helper.quote(url))))
  local out = f:read("a")
  f:close()
  local body, status = out:match("^(.*)\n(%d+)$")
  return body or out, tonumber(status)
end

local Nginx = {}
Nginx.__index = Nginx

-- N.start(conf, files) -> nginx with .prefix, .base ("http://127.0.0.1:port"), :log(), :stop().
-- conf is the configuration's text; files = {name = text} are written into the prefix first.
-- nil, why when nginx does not start.
function N.start(conf, files, env)
  local prefix = helper.tmpdir()
  assert(helper.sh("mkdir -p " .. prefix .. "/logs " .. prefix .. "/temp"))
  for name, text in pairs(files or {}) do helper.write(prefix .. "/" .. name, text) end
  helper.write(prefix .. "/nginx.conf", conf)
  local user = helper.sh("test $(id -u) = 0") and " -g 'user root;'" or ""
  local vars = {}
  for k, v in pairs(env or {}) do vars[#vars + 1] = k .. "=" .. helper.quote(v) end
  local self = setmetatable({ prefix = prefix }, Nginx)
  if not helper.sh(table.concat(vars, " ") .. " nginx -p " .. prefix .. " -c nginx.conf -e logs/error.log" .. user) then
    local why = self:log()
    helper.sh("rm -rf " .. helper.quote(prefix))
    return nil, why
  end
  return self
end

function Nginx:log() return helper.read(self.prefix .. "/logs/error.log") or "" end

-- QUIT and wait (KILL after 20 s); the prefix goes too. True when it exited by itself.
function Nginx:stop()
  if not self.prefix then return true end
  local pid = tonumber(helper.read(self.prefix .. "/logs/nginx.pid") or "")
  local exited = true
  if pid then
    helper.sh("kill -QUIT " .. pid)
    exited = helper.wait_pid(pid, 20)
    if not exited then helper.sh("pkill -KILL -P " .. pid .. "; kill -KILL " .. pid) end
  end
  helper.sh("rm -rf " .. helper.quote(self.prefix))
  self.prefix = nil
  return exited
end

-- errors, alerts and worse in the log (warnings are allowed). Not a bind that found the port taken:
-- nginx tries again (5 times, 0.5 s apart) and, running, got it in the end; the port was free when
-- chosen (helper.free_port), and another program on the machine took it for a moment meanwhile.
function Nginx:errors()
  local bad = {}
  for line in self:log():gmatch("[^\n]+") do
    if line:match("%[emerg%].*bind%(%) to 127%.0%.0%.1:%d+ failed %(98: Address already in use%)") then
      -- the port taken for a moment: see above
    elseif line:match("%[error%]") or line:match("%[alert%]") or line:match("%[crit%]") or line:match("%[emerg%]") then
      bad[#bad + 1] = line
    end
  end
  return bad
end

return N
