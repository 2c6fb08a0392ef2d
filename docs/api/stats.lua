--- Prometheus text of a session's counters (`require "zklock.stats"`).
--
-- `Session:stats` returns the counters as a table; this module writes them in Prometheus's text
-- exposition format (plain text, no dependency), and merges the texts of several sessions (the
-- workers of an nginx, say) into one. The OpenResty guide serves them from `/metrics`.
--
-- The families: `zklock_up`, `zklock_session_state{state=}`, `zklock_session_timeout_seconds`,
-- `zklock_acquisitions_total`, `zklock_failures_total{code=}`, `zklock_wait_seconds` (a
-- histogram), `zklock_wait_max_seconds`, `zklock_handoffs_total{kind="local"|"remote"}`,
-- `zklock_holds_lost_total{reason=}`, `zklock_refreshes_total`, `zklock_last_refresh_rtt_seconds`,
-- `zklock_min_validity_seconds` and `zklock_requests_total`. What to alert on: the operating guide.
-- @module zklock.stats

local stats = {}

--- The text of one session's counters.
-- @tparam Session.session_stats t what `Session:stats` returned
-- @tparam[opt] table labels added to every sample, e.g. `{worker = ngx.worker.id()}`
-- @treturn string the text, one family after another, each with its `# HELP` and `# TYPE` lines
-- @raise "zklock: ..." when `t` or `labels` is not a table
-- @usage local text = require("zklock.stats").prometheus(s:stats(), { app = "orders" })
function stats.prometheus(t, labels) end

--- One text from several `prometheus` texts: each family once, with the samples of all (tell
-- them apart by their labels).
-- @tparam {string,...} texts
-- @treturn string
function stats.merge(texts) end

return stats
