-- table.insert shifts #t elements in C; a __len metamethod can claim any length.
local t = setmetatable({}, { __len = function() return math.maxinteger end })
table.insert(t, 1, "x")
