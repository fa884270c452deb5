-- expect: runtime: chain too long
-- A table that is its own __index: an endless lookup chain.
local t = {}
setmetatable(t, { __index = t })
local mt = getmetatable(t)
mt.__index = t
return setmetatable({}, { __index = setmetatable({}, mt) }).missing
