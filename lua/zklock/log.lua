-- zklock.log -- where zklock's own messages go (a listener that raised, a failed reconnect, ...).
--
--   zklock.set_logger(fn [, level])   fn(level, msg); level "error", "warn", "info" or "debug"
--                                     (default "info": messages above it are dropped).
--   zklock.set_logger(nil)            back to the environment's default
--
-- The default is the environment's own log, set by the waiter adapter that runs there:
-- skynet.error inside a skynet service, ngx.log in OpenResty, io.stderr elsewhere.
local type, pcall, tostring, error = type, pcall, tostring, error

local M = {}

local LEVELS = { error = 1, warn = 2, info = 3, debug = 4 }
M.LEVELS = LEVELS

local function stderr(level, msg)
  io.stderr:write("zklock [", level, "]: ", msg, "\n")
end

local default, user, threshold = stderr, nil, LEVELS.info

local function check_level(level)
  local n = LEVELS[level]
  if not n then error("zklock: unknown log level '" .. tostring(level) .. "' (error, warn, info, debug)", 0) end
  return n
end

function M.set_logger(fn, level)
  if fn ~= nil and type(fn) ~= "function" then
    error("zklock: set_logger() needs a function or nil, got " .. type(fn), 0)
  end
  threshold = check_level(level or "info")
  user = fn
end

-- For adapters: the log of the environment they run in (used while no logger is set).
function M.set_default(fn)
  if type(fn) ~= "function" then error("zklock: log default must be a function", 0) end
  default = fn
end

function M.log(level, msg)
  if check_level(level) > threshold then return end
  msg = tostring(msg)
  local ok, err = pcall(user or default, level, msg)
  if not ok then
    -- a logger that fails must not hide the message, nor raise into zklock
    pcall(stderr, "error", "logger failed: " .. tostring(err))
    pcall(stderr, level, msg)
  end
end

for name in pairs(LEVELS) do
  M[name] = function(msg) return M.log(name, msg) end
end

return M
