-- A long plain search that almost matches everywhere: quadratic memcmp, in C.
local s = string.rep("a", 4000000)
local p = string.rep("a", 2000000) .. "b"
return string.find(s, p, 1, true)
