-- spec/workers/rw.lua SERVERS PATH ID ITERATIONS DIR OUT
-- One process of the read-write stress test: ITERATIONS times take the read lock (90%) or the
-- write lock (10%), and check the others through marker files in DIR (R<id> per reader, W for
-- the writer). Writes "overlaps=N max_readers=M writes=W".
local zklock = require "zklock"
local servers, path, id, iterations, dir, out = arg[1], arg[2], tonumber(arg[3]), tonumber(arg[4]), arg[5], arg[6]
local WORKERS = 8

local function exists(p)
  local f = io.open(p, "rb")
  if f then f:close() return true end
  return false
end
local function touch(p) local f = assert(io.open(p, "wb")); f:close() end
local function busy() local x = 0; for i = 1, 150000 do x = x + i end; return x end

math.randomseed(id * 7919 + os.time())
local s = assert(zklock.connect { servers = servers, session_timeout = 10 })
local rw = s:rwlock(path)
local overlaps, max_readers, writes = 0, 0, 0
for _ = 1, iterations do
  if math.random() < 0.1 then
    local w = rw:write_lock()
    assert(w:acquire(120))
    writes = writes + 1
    if exists(dir .. "/W") then overlaps = overlaps + 1 end
    for i = 1, WORKERS do if exists(dir .. "/R" .. i) then overlaps = overlaps + 1 end end
    touch(dir .. "/W")
    busy()
    os.remove(dir .. "/W")
    assert(w:release())
  else
    local r = rw:read_lock()
    assert(r:acquire(120))
    if exists(dir .. "/W") then overlaps = overlaps + 1 end
    touch(dir .. "/R" .. id)
    busy()
    local readers = 0
    for i = 1, WORKERS do if exists(dir .. "/R" .. i) then readers = readers + 1 end end
    if readers > max_readers then max_readers = readers end
    if exists(dir .. "/W") then overlaps = overlaps + 1 end
    os.remove(dir .. "/R" .. id)
    assert(r:release())
  end
end
s:close()
local f = assert(io.open(out, "wb"))
f:write(string.format("overlaps=%d max_readers=%d writes=%d\n", overlaps, max_readers, writes))
f:close()
