-- The skynet guide as written: every Lua block and the config block of docs/guides/skynet.md is
-- copied from examples/skynet/, and the example node runs here as its README line says (real
-- skynet from $SKYNET_SRC, zklock built against its Lua 5.5), ending with its summary.
-- Without $SKYNET_SRC the run is reported skipped (the excerpt check still runs).
local helper = require "helper"
local blocks = require "24-blocks_helper"

local SRC = os.getenv("SKYNET_SRC")
if SRC == "" then SRC = nil end

describe("the skynet guide and example #once", function()
  it("shows only code copied from examples/skynet/", function()
    local n, bad = 0, {}
    for _, b in ipairs(blocks.blocks(blocks.read("docs/guides/skynet.md"))) do
      if b.lang == "lua" or b.lang == "" then
        n = n + 1
        if not blocks.skynet_excerpt(b.code) then bad[#bad + 1] = "docs/guides/skynet.md:" .. b.line end
      end
    end
    assert.is_true(n >= 4, "too few blocks")
    assert.same({}, bad)
  end)

  local run = SRC and it or pending
  run("runs the example node: twelve trades, a lock held across two requests, a shard's one owner, the summary" ..
      (SRC and "" or " (skipped: SKYNET_SRC is not set)"), function()
    local node = require "skynet.node"
    local dir = assert(node.build(SRC))
    local zk = helper.server()
    local tmp = helper.tmpdir()
    finally(function()
      zk:destroy()
      helper.sh("rm -rf " .. helper.quote(tmp))
    end)
    -- as the guide's command line: SKYNET=... ZKLOCK=... ZK=... skynet examples/skynet/config.example
    local out = tmp .. "/out"
    local ok = helper.sh(string.format("cd %s && SKYNET=%s ZKLOCK=%s ZK=%s timeout 120 %s examples/skynet/config.example > %s 2>&1",
      helper.quote(helper.ROOT), helper.quote(dir), helper.quote(helper.ROOT), zk.servers, helper.quote(dir .. "/skynet"), out))
    local text = helper.read(out) or ""
    assert.is_true(ok, text)
    assert.matches("\nall trades done: 12 of 12 succeeded, 0 failed; during the audit, trading alice timed out\n", text)
    assert.matches("\nshard 7: owned by :%x+, and by nobody else\n", text)
    local trades = 0
    for _ in text:gmatch("%] trade %a+ %-> %a+: item%d+") do trades = trades + 1 end
    assert.equals(12, trades)
  end)
end)
