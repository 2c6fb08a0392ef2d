-- chaos/report.lua -- the chaos run's report (chaos/check.lua judges, this writes): markdown for
-- chaos/results/*.md and the terminal, JSON for chaos/results/*.json.
--   report.render(x) -> { markdown, json, ok }   x: check.lua's counts, lists and goals
local recipes = require "recipes"
local liveness = require "liveness"

local M = {}

function M.render(x)
  local meta, R, T, ev, kinds, faults, lost_by = x.meta, x.R, x.T, x.ev, x.kinds, x.faults, x.lost_by
  local accepted, refused, excused_writes, inverted = x.accepted, x.refused, x.excused_writes, x.inverted
  local false_losses, late, lagging, longest, violations = x.false_losses, x.late, x.lagging, x.longest, x.violations
  local orphan_list, stuck_list, after_close, GOALS, missing = x.orphan_list, x.stuck_list, x.after_close, x.GOALS, x.missing
  local all_ok, live = x.ok, x.live
  local md = {}
  local function add(...) md[#md + 1] = string.format(...) end
  local nclients = #meta.clients
  add("### Chaos run: %g minutes, %d client processes, %d recipes, seed %d\n", meta.minutes, nclients,
    #recipes.recipes, meta.seed)
  add("3-server ensemble on loopback (tickTime 200 ms, syncLimit 5), every client behind its own fault proxies, session timeout %d s.\n",
    meta.session)
  add("| recipe | acquisitions | overlaps | stale accepted | invariant violations | orphans | stuck | crashes |")
  add("|---|---|---|---|---|---|---|---|")
  for _, name in ipairs(recipes.recipes) do
    local r = R[name]
    add("| %s | %d | %d | %d | %d | %d | %d | %d |", name, r.acquisitions, r.overlaps, r.stale_accepted,
      r.invariant_violations, r.orphans, r.stuck, r.crashes)
  end
  add("| **all** | %d | %d | %d | %d | %d | %d | %d |", T.acquisitions, T.overlaps, T.stale_accepted,
    T.invariant_violations, T.orphans, T.stuck, T.crashes)
  add("| goal | %s | 0 | 0 | 0 | 0 | 0 | 0 |\n", meta.minutes >= 7 and ">= 500 each, 20000 in all" or
    meta.minutes >= 4 and ">= 500 each" or "-")
  local kl = {}
  for k, n in pairs(kinds) do kl[#kl + 1] = k .. " " .. n end
  table.sort(kl)
  local ll = {}
  for k, n in pairs(lost_by) do ll[#ll + 1] = k .. " " .. n end
  table.sort(ll)
  add("| measure | value | goal |")
  add("|---|---|---|")
  add("| faults | %d (%s) | %s |", faults, table.concat(kl, ", "), meta.minutes >= 7 and ">= 50, every kind" or
    meta.minutes >= 4 and "every kind" or "-")
  add("| of them handed on locally (fencing seq > 1) | %d | - |", ev.handoffs)
  add("| failed acquires (timeout, connection, lost) | %d | - |", ev.failures)
  add("| releases refused and retried | %d | - |", ev.relfails)
  add("| holds lost (on_lost) | %d (%s) | - |", #ev.lost, table.concat(ll, ", "))
  add("| revocation requests | %d | - |", ev.revokes)
  add("| resource writes accepted / refused as stale | %d / %d | - |", accepted, refused)
  add("| writes accepted from a holder whose node was just deleted from outside (within %d s) | %d | - |", x.delete_grace,
    excused_writes)
  add("| holds whose pair is below an earlier-begun hold's | %d | - |", inverted)
  add("| false losses on partitions shorter than the validity left | %d | 0 |", false_losses)
  add("| failed acquires returning over 1 s after their timeout | %d | 0 |", late)
  liveness.markdown(live, add)
  if #meta.unsupported > 0 then
    add("\nFault kinds not run (unsupported here, not counted): %s.", table.concat(meta.unsupported, ", "))
  end
  if #meta.forced > 0 then
    add("\nFault kinds run though this build lacks what they test (named in CHAOS_FAULTS): %s.", table.concat(meta.forced, ", "))
  end
  if not meta.grant_option then
    add("\nThis build has no session option grant_validity: dead on arrival is measured against %g x T, its default to come.",
      meta.grant_validity)
  end
  if #lagging > 0 then
    local probes = {}
    for _, p in ipairs(ev.probes) do probes[#probes + 1] = string.format("client %d %s at %.3f", p.client, p.what, p.t) end
    add("\nLagging follower: %d time(s); probes: %s.", #lagging, #probes > 0 and table.concat(probes, "; ") or "none")
  end
  if longest > 0 then add("\nLongest overlap: %.3f s.", longest) end
  if #violations > 0 then
    table.sort(violations, function(a, b) return a.t < b.t end)
    add("\nViolations (first 30 of %d):\n", #violations)
    for i = 1, math.min(30, #violations) do
      local v = violations[i]
      add("- %s, t=%.3f: %s", v.recipe, v.t, v.what)
    end
  end
  if #orphan_list > 0 then
    add("\nOrphans:\n")
    for i = 1, math.min(20, #orphan_list) do add("- %s", orphan_list[i]) end
  end
  if #stuck_list > 0 then
    add("\nStuck:\n")
    for i = 1, math.min(20, #stuck_list) do add("- %s", stuck_list[i]) end
  end
  add("\n**%s**%s\n", all_ok and "Every goal met." or "GOALS MISSED.",
    #missing > 0 and " (not enough for this length: " .. table.concat(missing, "; ") .. ")" or "")

  -- JSON
  local function num(x) return string.format("%d", x) end
  local js = {}
  local function kv(k, v) js[#js + 1] = string.format("%q: %s", k, v) end
  kv("minutes", tostring(meta.minutes)); kv("seed", num(meta.seed)); kv("clients", num(nclients))
  kv("acquisitions", num(T.acquisitions)); kv("handoffs", num(ev.handoffs)); kv("failures", num(ev.failures))
  kv("faults", num(faults))
  local fk = {}
  for k, n in pairs(kinds) do fk[#fk + 1] = string.format("%q: %d", k, n) end
  table.sort(fk)
  kv("faults_by_kind", "{" .. table.concat(fk, ", ") .. "}")
  local un = {}
  for _, k in ipairs(meta.unsupported) do un[#un + 1] = string.format("%q", k) end
  kv("unsupported", "[" .. table.concat(un, ", ") .. "]")
  kv("holds_lost", num(#ev.lost)); kv("writes_accepted", num(accepted)); kv("writes_refused", num(refused))
  kv("inverted_tokens", num(inverted))
  for _, k in ipairs(GOALS) do kv(k, num(T[k])) end
  kv("orphans_after_close", num(after_close))
  kv("false_losses", num(false_losses)); kv("late_failures", num(late))
  liveness.run_json(live, kv)
  local rj = {}
  for _, name in ipairs(recipes.recipes) do
    local r = R[name]
    rj[#rj + 1] = string.format("%q: {\"acquisitions\": %d, \"overlaps\": %d, \"stale_accepted\": %d, " ..
      "\"invariant_violations\": %d, \"orphans\": %d, \"stuck\": %d, \"crashes\": %d, %s}", name, r.acquisitions, r.overlaps,
      r.stale_accepted, r.invariant_violations, r.orphans, r.stuck, r.crashes, liveness.recipe_json(live, name))
  end
  kv("recipes", "{" .. table.concat(rj, ", ") .. "}")
  kv("ok", tostring(all_ok))
  return { markdown = table.concat(md, "\n") .. "\n", json = "{" .. table.concat(js, ", ") .. "}\n", ok = all_ok }
end

return M
