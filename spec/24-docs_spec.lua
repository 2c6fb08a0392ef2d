-- The reference cannot rot: `make docs` builds it (LDoc, docs/config.ld), and every public
-- function of the module, every public method of the real objects (their metatables, read from
-- live objects on a real server), every connect option, stat field, state event and error code
-- the sources produce has its entry. A new method or option without docs fails here.
local helper = require "helper"
local zklock = require "zklock"

local function slurp_sources(dir, ext)
  local p = io.popen("find " .. helper.quote(helper.ROOT .. "/" .. dir) .. " -name '*." .. ext .. "' | sort")
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

describe("the reference", function()
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
    }
  end)

  teardown(function()
    if objects.Guard then objects.Guard:release() end
    if objects.Hold then objects.Hold:release() end
    if s then s:close() end
    if zk then zk:destroy() end
  end)

  it("make docs builds the HTML without warnings", function()
    assert.is_true(built, out)
    assert.is_nil(out:lower():match("warning"), out)
    assert.is_nil(out:match("not found"), out)
    assert.matches("zklock reference", html)
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

  it("shows only code that compiles (Lua) or passes nginx -t (nginx) in the README and docs", function()
    local files = { "README.md" }
    local p = io.popen("cd " .. helper.quote(helper.ROOT) .. " && ls docs/*.md docs/guides/*.md")
    for f in p:lines() do files[#files + 1] = f end
    p:close()
    local bad, lua_blocks, nginx_blocks = {}, 0, 0
    local tmp = helper.tmpdir()
    for _, f in ipairs(files) do
      local text = helper.read(helper.ROOT .. "/" .. f)
      for block in text:gmatch("```lua\n(.-)```") do
        -- to-be-closed variables are Lua 5.4 syntax
        if _VERSION == "Lua 5.4" or not block:find("<close>", 1, true) then
          lua_blocks = lua_blocks + 1
          local fn, err = (loadstring or load)(block, "=" .. f)
          if not fn then bad[#bad + 1] = err end
        end
      end
      for block in text:gmatch("```nginx\n(.-)```") do
        nginx_blocks = nginx_blocks + 1
        helper.write(tmp .. "/nginx.conf", block)
        if not helper.sh(string.format("mkdir -p %s/logs && nginx -q -t -p %s -c nginx.conf -e stderr 2>%s/log", tmp, tmp, tmp)) then
          bad[#bad + 1] = f .. ": " .. (helper.read(tmp .. "/log") or "")
        end
      end
    end
    helper.sh("rm -rf " .. helper.quote(tmp))
    assert.is_true(lua_blocks >= 5 and nginx_blocks >= 1, "found too few code blocks")
    assert.same({}, bad)
  end)

  it("lists every error code the sources can return", function()
    local text = page("topics/errors.md.html")
    local c, lua = slurp_sources("csrc", "c"), slurp_sources("lua/zklock", "lua")
    local codes = {}
    for name in c:gmatch("C%((Z[A-Z]+)%)") do codes["zk:" .. name] = true end
    codes["zk:ZUNKNOWN"] = true
    for code in (c:match("zkl_rc_code%(int rc%) (%b{})") or ""):gmatch('return "(%l[%l_]*)";') do codes[code] = true end
    for code in c:gmatch('code = "(%l[%l_]*)"') do codes[code] = true end
    for code in c:gmatch('fail%(c, Z[A-Z]+, "(%l[%l_]*)"%)') do codes[code] = true end
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
