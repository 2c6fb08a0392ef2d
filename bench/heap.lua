-- bench/heap.lua -- the heap meter of the waiter benches (dofile'd): heap() is the bytes malloc'd
-- (core._heap_bytes(), glibc's count of the main arena), plus the Lua heap where Lua has an
-- allocator of its own (LuaJIT); after two full collections.
local core = ...
-- Does malloc's count include the Lua heap? (It does for PUC Lua: counting both would count it twice.)
collectgarbage(); collectgarbage()
local h0, t = core._heap_bytes(), {}
for i = 1, 20000 do t[i] = {} end   -- small blocks (a large one would be mmap'ed, uncounted)
local lua_in_malloc = core._heap_bytes() - h0 > 800000
t = nil

return function()
  collectgarbage(); collectgarbage()
  return core._heap_bytes() + (lua_in_malloc and 0 or collectgarbage("count") * 1024)
end
