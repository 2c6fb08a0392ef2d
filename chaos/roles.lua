-- chaos/roles.lua -- what each chaos client role does (chaos/client.lua runs one): setup(s) ->
-- context, worker(ctx, w) for one turn of worker w; the roles are listed in chaos/client.lua.
--   local roles = require("roles")(C)   C: the client's log and tools (chaos/client.lua)
local cqueues = require "cqueues"
local recipes = require "recipes"

return function(C)
  local S, id, workers, mono, emit, f6 = C.S, C.id, C.workers, cqueues.monotime, C.emit, C.f6
  local token_of, acq, fail, hold_for, release, writer = C.token_of, C.acq, C.fail, C.hold_for, C.release, C.writer
  local maybe_lose_create, tell_driver, emit_at = C.maybe_lose_create, C.tell_driver, C.emit_at
  local SEM_MAX = recipes.SEM_MAX

  local function lock_name(path) return (path:gsub("^/chaos/", ""):gsub("/", "_")) end

  local function new_mutex(s, path, opts)
    local m = s:mutex(path, opts)
    local name = lock_name(path)
    m:on_lost(function(_, reason) emit("LOST", name, reason) end)
    return { m = m, name = name }
  end

  local TTL = recipes.TTL
  -- the hung holder (hung_holder): busy in Lua for secs s right after its grant, nothing else of
  -- this process runs; its C threads do (pings, refreshes, zklock's timer)
  local function hang(w, lock, token, t, secs, how)
    emit("HANG", w, lock, token, f6(t), tostring(TTL), tostring(secs), how)
    tell_driver("hang")
    local stop = mono() + secs
    for _ = 1, 1e10 do if mono() >= stop then break end end
    emit("HANGEND", w, lock, token)
  end

  -- one mutex acquisition, hold and release (fast, hold, strict, auth, ttl). For ttl, o.how: how
  -- the hold gets its ttl ("acquire": with the acquisition, "set": set_ttl() right after the grant,
  -- otherwise the lock option's or none); o.hang: s to hang; o.failed(): acquire failed
  local function mutex_turn(ctx, w, l, long, o)
    o = o or {}
    local timeout = long and 2 + math.random() * 4 or 0.2 + math.random() * 2
    maybe_lose_create(S.s)
    local t0 = mono()
    local ok, _, code
    if o.how == "acquire" then ok, _, code = l.m:acquire(timeout, { ttl = TTL }) else ok, _, code = l.m:acquire(timeout) end
    local t_ret = mono()   -- the moment it returned (ACQ: the validity then)
    if not ok then
      if o.failed then o.failed() end
      return fail(w, l.name, code, t0, timeout)
    end
    if o.how == "set" then l.m:set_ttl(TTL) end
    local token, fenced = token_of(w, l.name, l.m)
    local t = acq(w, l.name, token, l.m, t0, "X", t_ret)
    if o.hang then hang(w, l.name, token, t, o.hang, o.how) end
    local node = ctx.own_nodes and l.m:node()
    hold_for(w, l.name, token, function() return l.m:validity() end,
      { write = fenced, n = math.random(1, 3), until_t = long and mono() + 0.5 + math.random() * 4.5 or nil })
    release(w, l.name, token, function() return l.m:release() end, node)
  end

  local roles = {}

  roles.fast = {
    setup = function(s) return { locks = { new_mutex(s, "/chaos/lock1"), new_mutex(s, "/chaos/lock2") } } end,
    worker = function(ctx, w) mutex_turn(ctx, w, ctx.locks[math.random(#ctx.locks)], false) end,
  }
  roles.hold = {
    setup = function(s) return { locks = { new_mutex(s, "/chaos/lock3") } } end,
    worker = function(ctx, w) mutex_turn(ctx, w, ctx.locks[1], true) end,
  }
  roles.strict = {
    -- one node per acquisition: a release that said ok must have deleted it. Up to 4 nodes queue
    -- here (2 processes x 2 workers): watch_ahead 2 makes a waiter with 3 ahead watch the second
    -- node ahead and list again when it goes, and one with 2 ahead watch both
    setup = function(s)
      return { locks = { new_mutex(s, "/chaos/strict1", { local_handoffs = false, watch_ahead = 2 }) }, own_nodes = true }
    end,
    worker = function(ctx, w) mutex_turn(ctx, w, ctx.locks[1], false) end,
  }
  roles.auth = {
    setup = function(s) return { locks = { new_mutex(s, "/chaos/auth/lock1") } } end,
    worker = function(ctx, w) mutex_turn(ctx, w, ctx.locks[1], false) end,
  }

  -- read/write lock: reads, writes, and writes downgraded to reads (write, read while writing,
  -- release the write, release the read). Write tokens are fenced; read nodes are their own.
  roles.rw = {
    setup = function(s)
      local rw = s:rwlock("/chaos/rw1")
      local r, wl = rw:read_lock(), rw:write_lock()
      r:on_lost(function(_, reason) emit("LOST", "rw1", reason) end)
      wl:on_lost(function(_, reason) emit("LOST", "rw1", reason) end)
      return { r = r, w = wl }
    end,
    worker = function(ctx, w)
      local r, wl = ctx.r, ctx.w
      local p = math.random()
      local timeout = 0.2 + math.random() * 2
      maybe_lose_create(S.s)
      local t0 = mono()
      if p < 0.4 then
        local ok, _, code = r:acquire(timeout)
        local t_ret = mono()
        if not ok then return fail(w, "rw1", code, t0, timeout) end
        local token = token_of(w, "rw1", r)
        acq(w, "rw1", token, r, t0, "R", t_ret)
        local node = r:node()
        hold_for(w, "rw1", token, function() return r:validity() end, { n = math.random(1, 3) })
        release(w, "rw1", token, function() return r:release() end, node)
        return
      end
      local ok, _, code = wl:acquire(timeout)
      local t_ret = mono()
      if not ok then return fail(w, "rw1", code, t0, timeout) end
      local wt, fenced = token_of(w, "rw1", wl)
      acq(w, "rw1", wt, wl, t0, "X", t_ret)
      hold_for(w, "rw1", wt, function() return wl:validity() end, { write = fenced, n = math.random(1, 3) })
      if p < 0.7 then
        release(w, "rw1", wt, function() return wl:release() end)
        return
      end
      -- the downgrade
      local t1 = mono()
      local rok, _, rcode = r:acquire(timeout)
      local t_ret = mono()
      if not rok then
        fail(w, "rw1", rcode, t1, timeout)
        release(w, "rw1", wt, function() return wl:release() end)
        return
      end
      local rt = token_of(w, "rw1", r)
      acq(w, "rw1", rt, r, t1, "R", t_ret)
      local node = r:node()
      release(w, "rw1", wt, function() return wl:release() end)
      hold_for(w, "rw1", rt, function() return r:validity() end, { n = math.random(1, 3) })
      release(w, "rw1", rt, function() return r:release() end, node)
    end,
  }

  -- semaphore: one lease, sometimes two at once; never more than SEM_MAX believed held in all
  roles.sem = {
    setup = function(s) return { sem = s:semaphore("/chaos/sem1", SEM_MAX) } end,
    worker = function(ctx, w)
      local n = math.random() < 0.2 and 2 or 1
      local timeout = 0.2 + math.random() * 2
      maybe_lose_create(S.s)
      local t0 = mono()
      local leases, _, code = ctx.sem:acquire(n, timeout)
      local t_ret = mono()
      if not leases then return fail(w, "sem1", code, t0, timeout) end
      local tokens, nodes = {}, {}
      for i, l in ipairs(leases) do
        tokens[i] = token_of(w, "sem1", l)
        nodes[i] = l:node()
        acq(w, "sem1", tokens[i], l, t0, "L", t_ret)
      end
      for _ = 1, math.random(1, 3) do
        local t = mono()
        local all = true
        for i, l in ipairs(leases) do
          local v = l:validity()
          if v <= 0 then all = false; break end
          emit_at(t, "OBS", w, "sem1", tokens[i], f6(v))
        end
        if not all then break end
        cqueues.sleep(math.random() * 0.003)
      end
      for i, l in ipairs(leases) do
        release(w, "sem1", tokens[i], function() return l:release() end, nodes[i])
      end
    end,
  }

  -- semaphore mutex: each worker its own object (its one lease is the object's), fenced
  roles.semmutex = {
    setup = function(s)
      local ctx = { per = {} }
      for w = 1, workers do
        local m = s:semaphore_mutex("/chaos/semmutex1")
        m:on_lost(function(_, reason) emit("LOST", "semmutex1", reason) end)
        ctx.per[w] = m
      end
      return ctx
    end,
    worker = function(ctx, w)
      local m = ctx.per[w]
      local timeout = 0.2 + math.random() * 2
      maybe_lose_create(S.s)
      local t0 = mono()
      local ok, _, code = m:acquire(timeout)
      local t_ret = mono()
      if not ok then return fail(w, "semmutex1", code, t0, timeout) end
      local token, fenced = token_of(w, "semmutex1", m)
      acq(w, "semmutex1", token, m, t0, "X", t_ret)
      local node = m:node()
      hold_for(w, "semmutex1", token, function() return m:validity() end, { write = fenced, n = math.random(1, 3) })
      release(w, "semmutex1", token, function() return m:release() end, node)
    end,
  }

  -- multi-lock over 2 or 3 of ml/a, ml/b, ml/c, always in that order; each member fenced
  roles.multi = {
    setup = function(s)
      return { locks = { new_mutex(s, "/chaos/ml/a"), new_mutex(s, "/chaos/ml/b"), new_mutex(s, "/chaos/ml/c") } }
    end,
    worker = function(ctx, w)
      local members = {}
      local skip = math.random(0, 3)   -- 0: all three, else leave that one out
      for i, l in ipairs(ctx.locks) do if i ~= skip then members[#members + 1] = l end end
      local objs = {}
      for i, l in ipairs(members) do objs[i] = l.m end
      local ml = S.s:multilock(objs)
      local timeout = 0.2 + math.random() * 2
      maybe_lose_create(S.s)
      local t0 = mono()
      local ok, _, code = ml:acquire(timeout)
      local t_ret = mono()
      if not ok then return fail(w, "multi", code, t0, timeout) end
      emit("MULTI", w, tostring(#members), f6(t0))
      local tokens, fenced = {}, {}
      for i, l in ipairs(members) do
        tokens[i], fenced[i] = token_of(w, l.name, l.m)
        acq(w, l.name, tokens[i], l.m, t0, "X", t_ret)
      end
      local write = writer(id .. "/" .. w)
      for _ = 1, math.random(1, 3) do
        local t = mono()
        local all = true
        for i, l in ipairs(members) do
          local v = l.m:validity()
          if v <= 0 then all = false; break end
          emit_at(t, "OBS", w, l.name, tokens[i], f6(v))
        end
        if not all then break end
        for i, l in ipairs(members) do
          if fenced[i] then emit("WRITE", w, l.name, tokens[i], write(l.name, tokens[i])) end
        end
        cqueues.sleep(math.random() * 0.003)
      end
      local t1 = mono()
      local rok, _, rcode = ml:release()
      for i, l in ipairs(members) do
        if l.m:is_owned() then   -- a member the release could not give back: again, on its own
          release(w, l.name, tokens[i], function() return l.m:release() end)
        else
          emit("REL", w, l.name, tokens[i], rok and "ok" or tostring(rcode), f6(t1))
        end
      end
    end,
  }

  -- revocable holds: workers 1..W-1 hold for 0.01-0.26 s and release when asked; worker W revokes
  -- whoever holds, every 0.2-0.6 s
  roles.revoke = {
    setup = function(s)
      local ctx = { per = {}, revoked = {} }
      for w = 1, workers do
        local l = new_mutex(s, "/chaos/revoke1")
        l.m:make_revocable(function()
          ctx.revoked[w] = true
          emit("REVOKED", w, "revoke1")
        end)
        ctx.per[w] = l
      end
      return ctx
    end,
    worker = function(ctx, w)
      local l = ctx.per[w]
      if w == workers and workers > 1 then
        cqueues.sleep(0.2 + math.random() * 0.4)
        local parts = l.m:participants()
        local first = parts and parts[1]
        if not first then return emit("REVOKE", w, "revoke1", "-", "none") end
        local ok, _, code = S.s:revoke(first.path)
        return emit("REVOKE", w, "revoke1", first.path, ok and "ok" or tostring(code))
      end
      local timeout = 0.2 + math.random() * 3
      ctx.revoked[w] = false
      maybe_lose_create(S.s)
      local t0 = mono()
      local ok, _, code = l.m:acquire(timeout)
      local t_ret = mono()
      if not ok then return fail(w, l.name, code, t0, timeout) end
      local token, fenced = token_of(w, l.name, l.m)
      acq(w, l.name, token, l.m, t0, "X", t_ret)
      local node = l.m:node()
      hold_for(w, l.name, token, function() return l.m:validity() end,
        { write = fenced, until_t = mono() + 0.01 + math.random() * 0.25, stop = function() return ctx.revoked[w] end })
      release(w, l.name, token, function() return l.m:release() end, node)
    end,
  }

  -- leader election: each turn a new latch (a closed latch is done, as Curator's); leading is
  -- an exclusive hold ("X"), fenced by the leader node's pair; the turn ends with close(), which
  -- hands the leadership to the next participant
  roles.leader = {
    setup = function() return {} end,
    worker = function(_, w)
      local l = S.s:leader_latch("/chaos/leader1", { id = id .. "/" .. w })
      l:on_change(function(_, leading, reason)
        if not leading and reason ~= "closed" then emit("LOST", "leader1", tostring(reason)) end
      end)
      l:start()
      local timeout = 0.2 + math.random() * 2
      maybe_lose_create(S.s)
      local t0 = mono()
      local ok, _, code = l:await(timeout)
      local t_ret = mono()
      if not ok then
        l:close()
        return fail(w, "leader1", code, t0, timeout)
      end
      local token, fenced = token_of(w, "leader1", l)
      acq(w, "leader1", token, l, t0, "X", t_ret)
      local node = l:node()
      hold_for(w, "leader1", token, function() return l:is_leader() and l:validity() or 0 end,
        { write = fenced, n = math.random(1, 3) })
      release(w, "leader1", token, function() return l:close() end, node)
    end,
  }

  -- a mutex whose holds end TTL s after their grant (zklock's timer ends them, no Lua needed); the
  -- hold the driver's "hang S" armed hangs S s right after its grant (hung_holder): the other
  -- client must have the lock within TTL + 1 s of that grant (chaos/liveness.lua)
  roles.ttl = {
    setup = function(s)
      -- the lock option ttl arrives with the per-acquisition one and set_ttl: a build without it
      -- refuses the option (then plain holds, "none"; the driver calls hung_holder unsupported)
      local how = tonumber(id) % 2 == 1 and "option" or "acquire"
      local ok, l = pcall(new_mutex, s, "/chaos/ttl1", how == "option" and { ttl = TTL } or nil)
      if how == "option" and not ok then
        how, l = "none", new_mutex(s, "/chaos/ttl1")
      elseif how == "acquire" and not pcall(require("zklock.options").lock, { ttl = TTL }) then
        how = "none"
      end
      emit("TTL", how, tostring(TTL))
      return { locks = { l }, how = how }
    end,
    worker = function(ctx, w)
      local secs = ctx.hang
      ctx.hang = nil
      -- a hung hold of a per-acquisition client takes its ttl either way
      local how = secs and ctx.how == "acquire" and math.random() < 0.5 and "set" or ctx.how
      mutex_turn(ctx, w, ctx.locks[1], false, { how = how, hang = secs, failed = function() ctx.hang = ctx.hang or secs end })
    end,
  }

  return roles
end
