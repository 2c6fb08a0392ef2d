-- chaos/recheck.lua -- judges a chaos run's logs again (after a change to the checker): the run's
-- directory (chaos/run.lua prints it; its meta.lua says what ran) in, the report out.
--   lua5.4 chaos/recheck.lua DIR [results-name]   (with a name: chaos/results/<name>.{md,json} too)
package.path = "lua/?.lua;lua/?/init.lua;spec/?.lua;chaos/?.lua;" .. package.path
package.cpath = "build/" .. (jit and "luajit" or _VERSION:gsub("Lua ", "lua")) .. "/?.so;" .. package.cpath
local check = require "check"

local dir, name = ...
assert(dir, "usage: chaos/recheck.lua DIR [results-name]")
local meta = assert(loadfile(dir .. "/meta.lua"))()
local report = check.run(dir, meta)
io.stdout:write(report.markdown)
if name then
  for ext, text in pairs { md = report.markdown, json = report.json } do
    local f = assert(io.open("chaos/results/" .. name .. "." .. ext, "w"))
    f:write(text)
    f:close()
  end
end
os.exit(report.ok and 0 or 1)
