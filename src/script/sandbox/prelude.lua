-- The trusted sandbox prelude. It runs once in every fresh Lua state, before any script, and
-- closes the holes that Lua 5.4's instruction hook leaves open (see sandbox.rs and
-- docs/scripting.md). It receives two Rust functions and a message: `spent()` tells whether the
-- instruction or time budget is used up, `emit(line)` stores one printed line, and `BUDGET` is
-- the text of the budget error.
--
-- Rule of thumb: any C function that can loop for long without running Lua code (where the hook
-- fires) is wrapped so that its work is bounded, or done in Lua instead.

local spent, emit, BUDGET = ...

local raw_pcall, raw_error, raw_type, raw_tostring, raw_tonumber = pcall, error, type, tostring, tonumber
local raw_setmetatable, raw_getmetatable, raw_rawget, raw_rawset, raw_next = setmetatable, getmetatable, rawget, rawset, next
local raw_select = select
local byte, find, match, gmatch, gsub, rep, format, sub =
  string.byte, string.find, string.match, string.gmatch, string.gsub, string.rep, string.format, string.sub
local insert, remove, move, sort, concat, pack = table.insert, table.remove, table.move, table.sort, table.concat, table.pack
local tointeger = math.tointeger

local MEMORY = "not enough memory"
-- More elements than fit in the memory cap: C loops over more than this are refused or done in Lua.
local BIG = 1 << 20

-- pcall and xpcall: a budget or memory error stops the whole script, it cannot be caught.
local function fatal(ok, err)
  if spent() then raw_error(BUDGET, 0) end
  if not ok and err == MEMORY then raw_error(MEMORY, 0) end
end

local function pcall_finish(ok, ...)
  fatal(ok, (...))
  return ok, ...
end
pcall = function(f, ...) return pcall_finish(raw_pcall(f, ...)) end

-- The handler runs as ordinary Lua code after the protected call, where the hook still fires.
xpcall = function(f, handler, ...)
  local function finish(ok, ...)
    fatal(ok, (...))
    if ok then return true, ... end
    return false, handler((...))
  end
  return finish(raw_pcall(f, ...))
end

-- Error values are strings (or numbers): nothing hostile runs while an error is reported.
local function plain_value(v)
  local t = raw_type(v)
  if t == "string" or t == "number" or t == "nil" then return v end
  return "error object of type " .. t .. " (scripts may only raise strings)"
end

error = function(msg, level)
  level = level or 1
  if raw_type(level) ~= "number" then level = 1 end
  if level > 0 then level = level + 1 end
  raw_error(plain_value(msg), level)
end

assert = function(v, msg, ...)
  if v then return v, msg, ... end
  if msg == nil then msg = "assertion failed!" end
  raw_error(plain_value(msg), 2)
end

-- print goes to a bounded buffer; tostring runs as Lua, so a looping __tostring is stopped.
print = function(...)
  local args = pack(...)
  local parts = {}
  for i = 1, args.n do parts[i] = raw_tostring(args[i]) end
  emit(concat(parts, "\t"))
end

-- Metatables. The VM resolves a non-function metamethod through `__call` chains in C, so every
-- metamethod that Lua calls must be a function. `__gc` finalizers run with hooks off and are
-- refused, and so are weak tables (`__mode`): the collector's ephemeron pass can be made
-- quadratic, in C. Because a metatable could be edited after setmetatable, the table gets a
-- checked copy of the metamethods; getmetatable still returns the table the script passed.
local CALLED = {
  __add = true, __sub = true, __mul = true, __div = true, __mod = true, __pow = true, __unm = true,
  __idiv = true, __band = true, __bor = true, __bxor = true, __shl = true, __shr = true, __bnot = true,
  __concat = true, __len = true, __eq = true, __lt = true, __le = true, __call = true, __close = true,
  __tostring = true, __pairs = true,
}
local installed = raw_setmetatable({}, { __mode = "k" })   -- table -> copy we installed
local unprotected = raw_setmetatable({}, { __mode = "k" }) -- copies whose __metatable is ours

setmetatable = function(t, mt)
  if raw_type(t) ~= "table" then
    raw_error("bad argument #1 to 'setmetatable' (table expected, got " .. raw_type(t) .. ")", 2)
  end
  local mtype = raw_type(mt)
  if mtype ~= "nil" and mtype ~= "table" then
    raw_error("bad argument #2 to 'setmetatable' (nil or table expected)", 2)
  end
  local copy = nil
  if mt ~= nil then
    copy = {}
    for k, v in raw_next, mt do
      if raw_type(k) == "string" and sub(k, 1, 2) == "__" then
        if k == "__gc" then raw_error("__gc metamethods are not allowed in scripts", 2) end
        if k == "__mode" then raw_error("weak tables (__mode) are not allowed in scripts", 2) end
        if CALLED[k] and raw_type(v) ~= "function" then
          raw_error("metamethod " .. k .. " must be a function in scripts, not a " .. raw_type(v), 2)
        end
        copy[k] = v
      end
    end
    if raw_rawget(copy, "__metatable") == nil then
      copy.__metatable = mt
      unprotected[copy] = true
    end
  end
  local current = installed[t]
  if current ~= nil and unprotected[current] then raw_rawset(current, "__metatable", nil) end
  local ok, err = raw_pcall(raw_setmetatable, t, copy)
  if not ok then
    if current ~= nil and unprotected[current] then raw_rawset(current, "__metatable", raw_getmetatable(t)) end
    raw_error(err, 2)
  end
  installed[t] = copy
  return t
end

-- The string metatable is shared by every string: scripts may not reach it.
raw_rawset(raw_getmetatable(""), "__metatable", false)

-- string.rep of an empty string with an empty separator loops n times in C.
string.rep = function(s, n, sep)
  if s == "" and (sep == nil or sep == "") and raw_tonumber(n) then return "" end
  return rep(s, n, sep)
end

-- A C pattern match cannot be interrupted. Its worst case grows with the subject length n, the
-- pattern length m and the number q of backtracking items (*, +, -, ?, %b, back-references):
-- about m * n^(q+1) steps. Matches whose worst case exceeds a bound are refused.
local PATTERN_STEPS = 2e7
local function backtracking_items(p)
  local q, i, len = 0, 1, #p
  while i <= len do
    local c = byte(p, i)
    if c == 37 then -- %
      local d = byte(p, i + 1)
      if d == 98 or (d and d >= 49 and d <= 57) then q = q + 1 end -- %b, %1..%9
      i = i + 2
    else
      if c == 42 or c == 43 or c == 45 or c == 63 then q = q + 1 end -- * + - ?
      i = i + 1
    end
  end
  return q
end
local function guard(s, p, plain)
  if raw_type(s) == "number" then s = raw_tostring(s) end
  if raw_type(p) == "number" then p = raw_tostring(p) end
  if raw_type(s) ~= "string" or raw_type(p) ~= "string" then return end
  local n, m = #s + 1, #p + 1
  local q = plain and 0 or backtracking_items(p)
  local steps = m * n ^ (q + 1)
  if steps > PATTERN_STEPS then
    raw_error(format("pattern too costly for a script: %d bytes of subject with a %d-byte pattern"
      .. " of %d repetition items", n - 1, m - 1, q), 3)
  end
end
string.find = function(s, p, init, plain) guard(s, p, plain); return find(s, p, init, plain) end
string.match = function(s, p, init) guard(s, p); return match(s, p, init) end
string.gmatch = function(s, p, init) guard(s, p); return gmatch(s, p, init) end
string.gsub = function(s, p, r, n) guard(s, p); return gsub(s, p, r, n) end
string.dump = nil

-- Table functions loop in C over lengths that a __len metamethod (or a sparse table) can make
-- huge. Plain tables of modest length use the C versions; anything else runs in Lua.
local function plain_table(t)
  return raw_type(t) == "table" and raw_getmetatable(t) == nil
end
local function integer_arg(v, i, name)
  local n = raw_tonumber(v)
  n = n and tointeger(n)
  if n == nil then
    raw_error(format("bad argument #%d to '%s' (number has no integer representation)", i, name), 3)
  end
  return n
end

table.insert = function(t, ...)
  local argc = raw_select("#", ...)
  if plain_table(t) and #t < BIG then return insert(t, ...) end
  local e = #t + 1
  if argc == 1 then
    t[e] = (...)
  elseif argc == 2 then
    local pos, v = ...
    pos = integer_arg(pos, 2, "insert")
    if pos < 1 or pos > e then raw_error("bad argument #2 to 'insert' (position out of bounds)", 2) end
    for i = e, pos + 1, -1 do t[i] = t[i - 1] end
    t[pos] = v
  else
    raw_error("wrong number of arguments to 'insert'", 2)
  end
end

table.remove = function(t, pos)
  if plain_table(t) and #t < BIG then return remove(t, pos) end
  local size = #t
  if pos == nil then pos = size else pos = integer_arg(pos, 2, "remove") end
  if pos ~= size and (pos < 1 or pos > size + 1) then
    raw_error("bad argument #2 to 'remove' (position out of bounds)", 2)
  end
  local v = t[pos]
  for i = pos, size - 1 do t[i] = t[i + 1] end
  if pos <= size then t[size] = nil end
  return v
end

table.move = function(a1, f, e, t, a2)
  f, e, t = integer_arg(f, 2, "move"), integer_arg(e, 3, "move"), integer_arg(t, 4, "move")
  if a2 == nil then a2 = a1 end
  if plain_table(a1) and plain_table(a2) and e - f < BIG then return move(a1, f, e, t, a2) end
  if e >= f then
    if t > e or t <= f or a1 ~= a2 then
      for i = 0, e - f do a2[t + i] = a1[f + i] end
    else
      for i = e - f, 0, -1 do a2[t + i] = a1[f + i] end
    end
  end
  return a2
end

table.sort = function(t, comp)
  if plain_table(t) then return sort(t, comp) end
  local n = #t
  if raw_type(n) ~= "number" or n > BIG then raw_error("table too long to sort in a script", 2) end
  local copy = {}
  for i = 1, n do copy[i] = t[i] end
  sort(copy, comp)
  for i = 1, n do t[i] = copy[i] end
end

table.concat = function(t, sep, i, j)
  if plain_table(t) then return concat(t, sep, i, j) end
  i = i == nil and 1 or integer_arg(i, 3, "concat")
  j = j == nil and #t or integer_arg(j, 4, "concat")
  local parts = {}
  for k = i, j do
    local v = t[k]
    local vt = raw_type(v)
    if vt ~= "string" and vt ~= "number" then
      raw_error(format("invalid value (at index %d) in table for 'concat'", k), 2)
    end
    parts[#parts + 1] = v
  end
  return concat(parts, sep)
end
