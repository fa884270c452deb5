-- expect: budget
-- table.insert shifts #t elements in C; a __len metamethod can claim any length. The sandbox
-- shifts in Lua instead, where the instruction budget applies.
local t = setmetatable({}, { __len = function() return 1 << 40 end })
table.insert(t, 1, "x")
