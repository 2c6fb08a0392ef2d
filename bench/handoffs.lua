-- bench/handoffs.lua -- the release-to-acquire latency of hand-offs between processes (issue 24),
-- shared by bench/run.lua and bench/ab_handoff.lua. Loaded with dofile(); returns one function.
-- Every client writes "start acquired released" for each acquisition (CLOCK_MONOTONIC, one clock
-- for every process of the machine: bench/zklock_worker.lua, raw.c, CuratorBench.java,
-- kazoo_bench.py). Sorted by acquisition, each one whose acquirer was already waiting when the one
-- before it released is a hand-off: its latency runs from the release's start (by the releaser) to
-- the acquire's return (by the acquirer). handoffs(files, read) returns the sorted latencies
-- (seconds), or nil without files; it removes the files.
return function(files, read)
  local rec = {}
  for _, p in ipairs(files) do
    local text = read(p)
    if text then
      for a, got, rel in text:gmatch("(%S+) (%S+) (%S+)") do
        rec[#rec + 1] = { tonumber(a), tonumber(got), tonumber(rel) }
      end
    end
    os.remove(p)
  end
  if #rec < 2 then return nil end
  table.sort(rec, function(x, y) return x[2] < y[2] end)
  local lat = {}
  for i = 2, #rec do
    if rec[i][1] < rec[i - 1][3] then lat[#lat + 1] = rec[i][2] - rec[i - 1][3] end
  end
  table.sort(lat)
  return lat
end
