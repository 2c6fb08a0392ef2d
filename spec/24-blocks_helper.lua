-- spec/24-blocks_helper.lua -- the code blocks of the README and the docs, for the specs that run
-- them: 24 (Lua blocks, against a throwaway server), 37 (the skynet guide's, by running
-- examples/skynet) and 38 (nginx blocks, served by real nginx and requested).
--
-- What a Lua block is, by its first line:
--   "-- (fragment..."  an illustrative fragment: compiled, never run (the marker is visible)
--   "-- <name>.lua"    a file an nginx block of the same page loads (spec 38 serves it)
--   anything else      run: a page's runnable blocks run in order as one script (spec 24), unless
--                      the block is copied verbatim from examples/skynet/ (spec 37 runs those)
--                      or connects with tls or sasl (spec 41 runs those, on secured servers)
-- Substitutions, the only changes made to a block before it runs: "/path/to/zklock" -> the
-- checkout, "127.0.0.1:2181" -> the throwaway server, "127.0.0.1:8080" -> a free port; for spec
-- 41, "127.0.0.1:2281" -> the TLS server and "/etc/zklock/" -> its certificates and secrets.
local helper = require "helper"

local B = {}

-- README.md, docs/*.md and docs/guides/*.md, relative to the checkout
function B.pages()
  local pages = { "README.md" }
  local p = io.popen("cd " .. helper.quote(helper.ROOT) .. " && env -u LD_PRELOAD ls docs/*.md docs/guides/*.md")
  for f in p:lines() do pages[#pages + 1] = f end
  p:close()
  return pages
end

function B.read(page) return assert(helper.read(helper.ROOT .. "/" .. page), "cannot read " .. page) end

-- blocks of a page: { lang = "lua" | "nginx" | "sh" | "", code = text, line = n }, in order
function B.blocks(text)
  local out, line, open = {}, 0, nil
  for l in (text .. "\n"):gmatch("([^\n]*)\n") do
    line = line + 1
    if open then
      if l:match("^```%s*$") then
        out[#out + 1] = open
        open = nil
      else
        open.code = open.code .. l .. "\n"
      end
    else
      local lang = l:match("^```(%w*)%s*$")
      if lang then open = { lang = lang, code = "", line = line } end
    end
  end
  assert(not open, "a code block is not closed")
  return out
end

function B.is_fragment(code) return code:match("^%-%- %(fragment") ~= nil end
function B.file_name(code) return code:match("^%-%- ([%w_%-]+%.lua)\n") end

local SKYNET_EXAMPLES = { "examples/skynet/lockservice.lua", "examples/skynet/main.lua", "examples/skynet/config.example" }
-- the example file a block is copied from verbatim (spec 37 runs the example), or nil
function B.skynet_excerpt(code)
  for _, f in ipairs(SKYNET_EXAMPLES) do
    if (helper.read(helper.ROOT .. "/" .. f) or ""):find(code, 1, true) then return f end
  end
end

-- a block that connects to a secured ensemble (tls = {...} or sasl = {...})
function B.is_secure(code) return code:match("%f[%w_]tls%s*=%s*{") or code:match("%f[%w_]sasl%s*=%s*{") end

-- How a Lua block is executed: "fragment", "file", "skynet", "secure" or "run".
function B.kind(block)
  if B.is_fragment(block.code) then return "fragment" end
  if B.file_name(block.code) then return "file" end
  if B.skynet_excerpt(block.code) then return "skynet" end
  if B.is_secure(block.code) then return "secure" end
  return "run"
end

local function plain(s) return (s:gsub("%p", "%%%0")) end

function B.substitute(code, vars)
  code = code:gsub(plain("/path/to/zklock"), (helper.ROOT:gsub("%%", "%%%%")))
  if vars.servers then code = code:gsub(plain("127.0.0.1:2181"), vars.servers) end
  if vars.port then code = code:gsub(plain("127.0.0.1:8080"), "127.0.0.1:" .. vars.port) end
  if vars.tls then code = code:gsub(plain("127.0.0.1:2281"), vars.tls) end
  if vars.secrets then code = code:gsub(plain("/etc/zklock/"), (vars.secrets:gsub("%%", "%%%%")) .. "/") end
  return code
end

-- Compiles Lua code: nil, or the error. (5.4 syntax, <close>, only compiles under 5.4.)
function B.compile(code, name)
  local fn, err = (loadstring or load)(code, "=" .. name)
  if fn then return nil end
  return err
end

return B
