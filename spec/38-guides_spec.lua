-- The nginx blocks of the README and the docs, served by real nginx exactly as written (with the
-- Lua files the same page gives, "-- app.lua" blocks) and requested: every location answers 200.
-- The only changes are spec/24-blocks_helper.lua's substitutions (the checkout, the server, the
-- port). Then what the OpenResty guide promises: a counter across workers, the resty.lock cache,
-- Prometheus text from both workers. LuaJIT leg (the module nginx loads is build/luajit's).
local helper = require "helper"
local blocks = require "24-blocks_helper"
local nginx = require "36-nginx_helper"

-- every page's nginx blocks, with that page's file blocks
local function served_pages()
  local list = {}
  for _, page in ipairs(blocks.pages()) do
    local confs, files = {}, {}
    for _, b in ipairs(blocks.blocks(blocks.read(page))) do
      if b.lang == "nginx" then confs[#confs + 1] = b end
      if b.lang == "lua" and blocks.kind(b) == "file" then files[blocks.file_name(b.code)] = b.code end
    end
    if #confs > 0 then list[#list + 1] = { page = page, confs = confs, files = files } end
  end
  return list
end

describe("the docs' nginx blocks (real nginx) #jit", function()
  local zk
  setup(function() zk = helper.server() end)
  teardown(function() if zk then zk:destroy() end end)

  local pages = served_pages()
  it("finds the OpenResty guide's server", function()
    assert.equals("docs/guides/openresty.md", pages[1] and pages[1].page)
    assert.is_not_nil(pages[1].files["app.lua"])
  end)

  for _, p in ipairs(pages) do
    for _, conf in ipairs(p.confs) do
      it("serves " .. p.page .. ":" .. conf.line .. " as written, every location answering 200", function()
        local port = helper.free_port()
        local vars = { servers = zk.servers, port = port }
        local files = {}
        for name, code in pairs(p.files) do files[name] = blocks.substitute(code, vars) end
        local n, why = nginx.start(blocks.substitute(conf.code, vars), files, { ZKLOCK_SERVERS = zk.servers })
        assert(n, why)
        local stopped = false
        finally(function() if not stopped then n:stop() end end)
        local base = "http://127.0.0.1:" .. port
        local locations = {}
        for loc in conf.code:gmatch("location = (/[%w_/]+)") do locations[#locations + 1] = loc end
        assert.is_true(#locations > 0)
        for _, loc in ipairs(locations) do
          local body, status
          -- the workers connect from a timer: the first answers may be 503
          assert.is_true(helper.eventually(function()
            body, status = nginx.curl(base .. loc, 10)
            return status == 200
          end, 60), loc .. " answered " .. tostring(status) .. ": " .. tostring(body))
        end
        if p.page == "docs/guides/openresty.md" and conf.code:find("/leader", 1, true) then
          -- the leader latch: exactly one worker leads, and the job runs for the cluster
          local leaders = {}
          local runs
          assert.is_true(helper.eventually(function()
            local body = nginx.curl(base .. "/leader")
            local who = body:match("; leader: (worker %d+)")
            if body:match("^leader;") then leaders[who] = true end
            runs = tonumber(body:match("runs: (%d+)"))
            return runs and runs >= 2
          end, 60), tostring(runs))
          local n_leaders = 0
          for _ in pairs(leaders) do n_leaders = n_leaders + 1 end
          assert.is_true(n_leaders <= 1, "two workers said they lead")
          -- the leader's line reaches the log its error_log level keeps
          assert.matches("cleanup job: this worker leads", n:log(), 1, true)
        elseif p.page == "docs/guides/openresty.md" then
          -- a counter across both workers, each request under the lock
          local a = tonumber((nginx.curl(base .. "/incr")))
          local b = tonumber((nginx.curl(base .. "/incr")))
          assert.equals(a + 1, b)
          -- lua-resty-lock's cache pattern through zklock.resty.lock
          assert.equals("computed k1\n", (nginx.curl(base .. "/cache?key=k1")))
          assert.equals("computed k1\n", (nginx.curl(base .. "/cache?key=k1")))
          -- Prometheus text: both workers (each publishes every 5 s), each family once
          local text
          assert.is_true(helper.eventually(function()
            text = nginx.curl(base .. "/metrics")
            return text:find('zklock_up{worker="0"} 1', 1, true) and text:find('zklock_up{worker="1"} 1', 1, true)
          end, 60), tostring(text))
          local types = {}
          for name in text:gmatch("# TYPE (%S+)") do
            assert.is_nil(types[name], "two TYPE lines for " .. name)
            types[name] = true
          end
          local total = 0
          for v in text:gmatch('\nzklock_acquisitions_total{worker="%d"} (%d+)') do total = total + tonumber(v) end
          assert.is_true(total >= 2, text)
        end
        local errors = n:errors()
        stopped = true
        assert.is_true(n:stop(), "nginx did not exit on QUIT")
        assert.same({}, errors)
      end)
    end
  end
end)
