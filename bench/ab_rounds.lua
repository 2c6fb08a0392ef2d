-- bench/ab_rounds.lua -- the interleaved A/B driver of bench/ab.lua and bench/ab_handoff.lua: a
-- warm-up run (the server's JIT first), then ROUNDS rounds of every variant in turn, a line per run
-- on stderr, then a line per variant with the median [min-max] of its figures. Loaded with
-- dofile(); returns one function:
--   rounds(variants, n, prefix, run, each, summary)
-- run(v, path) -> figures; each(v, r, figures) -> the run's line; summary(v, spread) -> the
-- variant's line, spread(k, fmt) giving "median [min-max]" of figure k over its runs.
return function(variants, n, prefix, run, each, summary)
  run("raw", "/" .. prefix .. "-warm")
  local res = {}
  for r = 1, n do
    for i, v in ipairs(variants) do
      local x = run(v, string.format("/%s-%d-%d", prefix, r, i))
      res[v] = res[v] or {}
      table.insert(res[v], x)
      io.stderr:write(each(v, r, x), "\n")
    end
  end
  for _, v in ipairs(variants) do
    print(summary(v, function(k, fmt)
      local t = {}
      for _, x in ipairs(res[v]) do t[#t + 1] = x[k] end
      table.sort(t)
      return string.format(fmt .. " [" .. fmt .. "-" .. fmt .. "]", t[math.ceil(#t / 2)], t[1], t[#t])
    end))
  end
end
