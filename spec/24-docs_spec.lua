-- The reference cannot rot: `make docs` builds it (LDoc, docs/config.ld), and every public
-- function of the module, every public method of the real objects (their metatables, read from
-- live objects on a real server), every connect option, stat field, state event and error code
-- the sources produce has its entry. A new method or option without docs fails here.
local helper = require "helper"
local zklock = require "zklock"
local blocks = require "24-blocks_helper"

local function slurp_sources(dir, ext)
  local p = io.popen("env -u LD_PRELOAD find " .. helper.quote(helper.ROOT .. "/" .. dir) .. " -name '*." .. ext .. "' | env -u LD_PRELOAD sort")
  local all = {}
  for f in p:lines() do all[#all + 1] = helper.read(f) end
  p:close()
  return table.concat(all, "\n")
end

local function public(mt)
  local names = {}
  local index = type(mt.__index) == "table" and mt.__index or mt
  for k, v in pairs(index) do
    if type(k) == "string" and not k:match("^_") and type(v) == "function" then names[#names + 1] = k end
  end
  table.sort(names)
  return names
end

describe("the reference #once", function()
  local zk, s, html, built, out
  local objects = {}

  local function page(name)
    local text = helper.read(helper.ROOT .. "/build/docs/" .. name)
    assert(text, "no page " .. name)
    return text
  end
  -- LDoc anchors: <a name = "Class:method"></a>
  local function documented(text, anchor)
    return text:find('name = "' .. anchor .. '"', 1, true) ~= nil
  end

  setup(function()
    local p = io.popen("cd " .. helper.quote(helper.ROOT) .. " && env -u LD_PRELOAD make --no-print-directory docs 2>&1; echo \"rc=$?\"")
    out = p:read("a")
    p:close()
    built = out:match("rc=0\n$") ~= nil
    html = built and page("index.html")
    zk = helper.server()
    s = assert(zklock.connect { servers = zk.servers })
    local m = s:mutex("/docs/m")
    local sem = s:semaphore("/docs/sem", 2)
    local leases = assert(sem:acquire(1, 5))
    objects = {
      Session = s, Mutex = m, RWLock = s:rwlock("/docs/rw"), Semaphore = sem, Lease = leases[1],
      SemaphoreMutex = s:semaphore_mutex("/docs/smx"), MultiLock = s:multilock { "/docs/a" },
      Guard = assert(m:guard(5)), Hold = assert(s:mutex("/docs/h"):hold(5)),
      LeaderLatch = s:leader_latch("/docs/latch"), LeaderSelector = s:leader_selector("/docs/sel", function() end),
    }
    objects.LeaderSelector.fn = function(ctx) objects.LeaderContext = ctx end
    assert(objects.LeaderSelector:run(5))
  end)

  teardown(function()
    if objects.Guard then objects.Guard:release() end
    if objects.Hold then objects.Hold:release() end
    if s then s:close() end
    if zk then zk:destroy() end
  end)

  it("make docs builds the HTML without warnings, zklock first, tables with borders", function()
    assert.is_true(built, out)
    -- LDoc says what it did in these lines; anything else it prints is a warning ("file:line: ...")
    local said = {}
    for line in out:gmatch("[^\n]+") do
      if not (line:match("^luajit ") or line:match("^reading configuration from ") or
          line:match("^changing to directory") or line:match("^output written to ") or line == "rc=0") then
        said[#said + 1] = line
      end
    end
    assert.same({}, said)
    assert.matches("zklock reference", html)
    local first = html:match('<a href="modules/([^"]+)%.html">')
    assert.equals("zklock", first)
    assert.matches('href="tables.css"', html, 1, true)
    assert.matches("table:not%(%[class%]%) th", helper.read(helper.ROOT .. "/build/docs/tables.css"))
    for _, m in ipairs { "zklock.stats", "zklock.resty.lock" } do
      assert.matches('href="modules/' .. m .. '.html"', html, 1, true)
    end
    assert.matches('name = "prometheus"', page("modules/zklock.stats.html"), 1, true)
    for _, f in ipairs { "new", "lock", "unlock", "expire", "configure" } do
      assert.matches('name = "resty_lock[.:]' .. f .. '"', page("modules/zklock.resty.lock.html"))
    end
  end)

  it("documents every public method of every class, read from live objects", function()
    local missing = {}
    for class, obj in pairs(objects) do
      local text = page("classes/" .. class .. ".html")
      assert.equals("zklock." .. class, getmetatable(obj).__name)
      for _, name in ipairs(public(getmetatable(obj))) do
        if not documented(text, class .. ":" .. name) then missing[#missing + 1] = class .. ":" .. name end
      end
    end
    assert.same({}, missing)
  end)

  it("documents every public field of the module", function()
    local text = page("modules/zklock.html")
    local missing = {}
    for k in pairs(zklock) do
      if type(k) == "string" and not k:match("^_") and not documented(text, k) then missing[#missing + 1] = k end
    end
    assert.same({}, missing)
  end)

  it("documents every connect option, stat field and state event", function()
    local text = page("modules/zklock.html")
    local function param(name) return text:find('<span class="parameter">' .. name .. '</span>', 1, true) ~= nil end
    -- the options connect() accepts, from the Lua sources: the table that types them (whatever
    -- its name and file), the one with `servers = "string"`
    local block
    for b in slurp_sources("lua/zklock", "lua"):gmatch("= (%b{})") do
      if b:find('servers = "string"', 1, true) then block = b end
    end
    assert(block, "the table of connect options (servers = \"string\", ...) not found in lua/zklock")
    local missing = {}
    for k in block:gmatch("([%a_][%w_]*) = ") do
      if not k:match("^_") and not param(k) then missing[#missing + 1] = "option " .. k end
    end
    for k in pairs(assert(s:exists("/"))) do
      if not param(k) then missing[#missing + 1] = "stat " .. k end
    end
    local events = slurp_sources("csrc", "c"):match("change_names%[%] = (%b{})")
    assert(events, "change_names not found in csrc")
    for e in events:gmatch('"([%l_]+)"') do
      if not param(e) then missing[#missing + 1] = "event " .. e end
    end
    for _, r in ipairs { "deadline", "expired", "deleted" } do
      if not param(r) then missing[#missing + 1] = "lost reason " .. r end
    end
    assert.same({}, missing)
  end)

  it("runs every Lua block of the README and the docs, the README's tour after make server", function()
    -- `make server` on a free port and in a directory of its own (the README's is 2181, build/server)
    local port, dir = helper.free_port(), helper.tmpdir()
    local function make(target)
      local p = io.popen(string.format("cd %s && env -u LD_PRELOAD make --no-print-directory %s ZK_PORT=%d SERVER_DIR=%s 2>&1",
        helper.quote(helper.ROOT), target, port, helper.quote(dir .. "/server")))
      local text = p:read("a")
      p:close()
      return text
    end
    local started = false
    finally(function()
      local stopped = make("server-stop")
      helper.sh("rm -rf " .. helper.quote(dir))
      if started then assert.matches("stopped", stopped) end
    end)
    local said = make("server")
    started = said:find("ZooKeeper runs on", 1, true) ~= nil
    assert.matches("ZooKeeper runs on 127%.0%.0%.1:" .. port .. " .*stop it with: make server%-stop", said)
    local vars = { servers = "127.0.0.1:" .. port }

    local bad, ran, fragments, counts = {}, {}, {}, { run = 0, fragment = 0, file = 0, skynet = 0, secure = 0, nginx = 0 }
    for _, page in ipairs(blocks.pages()) do
      local script = {}
      for _, b in ipairs(blocks.blocks(blocks.read(page))) do
        local where = page .. ":" .. b.line
        if b.lang == "lua" then
          local kind = blocks.kind(b)
          counts[kind] = counts[kind] + 1
          if kind == "fragment" then fragments[#fragments + 1] = where end
          if kind == "run" then
            script[#script + 1] = "-- " .. where .. "\n" .. blocks.substitute(b.code, vars)
          elseif kind ~= "skynet" then
            bad[#bad + 1] = blocks.compile(b.code, where)
          end
        elseif b.lang == "nginx" then
          counts.nginx = counts.nginx + 1   -- served by spec 38 (real nginx, in the LuaJIT leg)
        end
      end
      if #script > 0 then
        -- a page's blocks run in order as one script, from the checkout, as a reader would
        local file = dir .. "/" .. page:gsub("/", "_") .. ".lua"
        helper.write(file, table.concat(script, "\n"))
        local out = dir .. "/out"
        local ok = helper.sh(string.format("cd %s && timeout 120 %s > %s 2>&1", helper.quote(helper.ROOT),
          helper.lua_cmd("spec/24-docs_spec.lua"):gsub("%S+/spec/24%-docs_spec%.lua", helper.quote(file)), out))
        ran[page] = helper.read(out) or ""
        if not ok then bad[#bad + 1] = page .. " failed:\n" .. ran[page] end
      end
    end
    assert.same({}, bad)
    -- the README's own promises, seen in its output
    assert.matches("session timeout granted:\t10", ran["README.md"])
    assert.matches("\ndone\n", ran["README.md"])
    assert.matches("get /nope: no node %(ZNONODE%)\tzk:ZNONODE", ran["README.md"])
    assert.matches("a hold survives 12%.0 to 19%.5 s of silence", ran["docs/operating.md"])
    -- the leader election guide: one leader, and the next leads once the first leaves
    assert.matches("^a\tleads\nnil\ttimed out awaiting the leadership of /jobs/report\ttimeout\nhost%-a\t2\n.*" ..
      "a\tno longer leads: closed\nb\tleads\nfalse\ttrue\nb\tno longer leads: closed\n.*\n2\n$",
      ran["docs/guides/leader-election.md"])
    assert.is_true(counts.run >= 8 and counts.nginx >= 1 and counts.skynet >= 3 and counts.file >= 1,
      string.format("found too few code blocks: %d run, %d nginx, %d skynet, %d files", counts.run, counts.nginx,
        counts.skynet, counts.file))
    -- only illustrations may go unrun, and they say so: keep them few
    assert.is_true(#fragments <= 2, "fragments: " .. table.concat(fragments, ", "))
  end)

  it("make server: a second one on another port starts beside the first; one that cannot start says why", function()
    local p1, p2, p3, dir = helper.free_port(), helper.free_port(), helper.free_port(), helper.tmpdir()
    local function make(args)
      local p = io.popen(string.format("cd %s && env -u LD_PRELOAD make --no-print-directory %s 2>&1; echo \"rc=$?\"",
        helper.quote(helper.ROOT), args))
      local text = p:read("a")
      p:close()
      return text
    end
    local first = string.format("SERVER_DIR=%s ZK_PORT=%d", helper.quote(dir .. "/one"), p1)
    finally(function()
      make("server-stop " .. first)
      make("server-stop ZK_PORT=" .. p2)
      helper.sh("rm -rf " .. helper.quote(dir))
    end)
    assert.matches("ZooKeeper runs on 127%.0%.0%.1:" .. p1 .. " .*stop it with: make server%-stop SERVER_DIR=" ..
      dir:gsub("%p", "%%%0") .. "/one\nrc=0\n$", make("server " .. first))
    -- another port in the same directory: not "already runs" on the first one's port, and not 0
    local said = make(string.format("server SERVER_DIR=%s ZK_PORT=%d", helper.quote(dir .. "/one"), p3))
    assert.matches("already runs in .*/one, on 127%.0%.0%.1:" .. p1 .. ".*stop it first %(make server%-stop SERVER_DIR=" ..
      ".*%), or give this one another SERVER_DIR\n.*rc=2\n$", said)
    -- another port, no directory given: its own (build/server-PORT), beside the first
    assert.matches("ZooKeeper runs on 127%.0%.0%.1:" .. p2 .. " %(pid %d+, data in build/server%-" .. p2 ..
      "%); stop it with: make server%-stop ZK_PORT=" .. p2 .. "\nrc=0\n$", make("server ZK_PORT=" .. p2))
    assert.matches("already runs on 127%.0%.0%.1:" .. p2 .. ".*\nrc=0\n$", make("server ZK_PORT=" .. p2))
    -- a port another server has: said at once
    assert.matches("Port " .. p1 .. " is taken .*rc=2\n$", make("server ZK_PORT=" .. p1))
    assert.matches("ZooKeeper on 127%.0%.0%.1:" .. p2 .. " stopped", make("server-stop ZK_PORT=" .. p2))
  end)

  it("keeps the README a front door: at most 350 lines, its sections in order, links inside the project", function()
    local text = blocks.read("README.md")
    local _, lines = text:gsub("\n", "")
    assert.is_true(lines <= 350, "README.md has " .. lines .. " lines")
    local at = 0
    for _, heading in ipairs { "## Install", "## Two commands", "## A short tour", "## Recipes in brief",
        "## Safety in brief", "## Where to go next" } do
      local i = text:find("\n" .. heading, 1, true)
      assert(i and i > at, heading .. " missing or out of order")
      at = i
    end
    assert.matches("make demo", text)
    assert.matches("make test", text)
    -- links: relative, inside the project; those being written elsewhere may not exist yet
    local pending = { ["docs/safety.md"] = true, ["docs/model.md"] = true }
    local missing = {}
    for _, page in ipairs(blocks.pages()) do
      local base = page:match("^(.*)/") or "."
      for target in blocks.read(page):gmatch("%]%(([^)#]+)[)#]") do
        if not target:match("^https?:") then
          local path = (base .. "/" .. target):gsub("^%./", "")
          repeat local n; path, n = path:gsub("[^/]+/%.%./", "", 1) until n == 0
          if path:match("^%.%./") or path:match("shared") then
            missing[#missing + 1] = page .. ": outside the project: " .. target
          elseif not pending[path] and not helper.read(helper.ROOT .. "/" .. path) then
            missing[#missing + 1] = page .. ": " .. target
          end
        end
      end
    end
    assert.same({}, missing)
  end)

  it("lists every error code the sources can return", function()
    local text = page("topics/errors.md.html")
    local c, lua = slurp_sources("csrc", "c"), slurp_sources("lua/zklock", "lua")
    local codes = {}
    for name in c:gmatch("C%((Z[A-Z]+)%)") do codes["zk:" .. name] = true end
    codes["zk:ZUNKNOWN"] = true
    for code in (c:match("zkl_rc_code%(int rc%) (%b{})") or ""):gmatch('return "(%l[%l_]*)";') do codes[code] = true end
    for code in c:gmatch('code = "(%l[%l_]*)"') do codes[code] = true end
    for code in c:gmatch('give_up%(c, Z[A-Z]+, "(%l[%l_]*)"%)') do codes[code] = true end
    for code in c:gmatch('zkl_settle%(%w+, Z[A-Z]+, "(%l[%l_]*)"%)') do codes[code] = true end
    for code in c:gmatch('zkl_fail%(L, "(%l[%l_]*)"') do codes[code] = true end
    for code in c:gmatch('why = "(%l[%l_]*)"') do codes[code] = true end
    for code in lua:gmatch('return nil, [^\n]-, "(%l[%l_]*)"%s*\n') do codes[code] = true end
    assert.is_true(codes.timeout and codes["zk:ZNONODE"] and codes.no_auth, "the code scan found too little")
    local missing = {}
    for code in pairs(codes) do
      if not text:find("&quot;" .. code .. "&quot;", 1, true) and not text:find('"' .. code .. '"', 1, true) then
        missing[#missing + 1] = code
      end
    end
    table.sort(missing)
    assert.same({}, missing)
  end)
end)
