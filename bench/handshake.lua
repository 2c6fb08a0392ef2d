-- bench/handshake.lua -- what every zklock bench client shares with the driver (bench/run.lua):
-- the ready/go/done/stop files around the timed phase, and the result files it reads.
-- Loaded with dofile() from the client's own directory.
local M = {}

function M.exists(p)
  local f = io.open(p, "rb")
  if f then f:close() return true end
  return false
end

function M.touch(p) local f = assert(io.open(p, "wb")); f:close() end

-- Waits (pause() between looks) until file p exists; give_up() after 300 s: a driver that died
-- never answers.
function M.await_file(p, now, pause, give_up)
  local deadline = now() + 300
  while not M.exists(p) do
    if now() > deadline then
      if give_up then give_up() end
      error("bench: no " .. p)
    end
    pause()
  end
end

-- OUT: "first line" then one acquire latency a line; OUT.stats: the session's request counters
-- over the timed phase ("sent chained refreshes"); then OUT.done, and the wait for the stop file
-- (the driver reads the server's counters in between) before the session closes.
function M.finish(s, out, first, lat, st0, st1, stop, now, pause)
  local f = assert(io.open(out, "wb"))
  f:write(first, "\n")
  for _, v in ipairs(lat) do f:write(string.format("%.9f\n", v)) end
  f:close()
  f = assert(io.open(out .. ".stats", "wb"))
  f:write(string.format("%d %d %d\n", st1.sent - st0.sent, st1.chained - st0.chained, st1.refreshes - st0.refreshes))
  f:close()
  M.touch(out .. ".done")
  M.await_file(stop, now, pause)
  s:close()
end

return M
