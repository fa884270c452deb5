-- expect: runtime: pattern too costly
-- A long plain search that almost matches everywhere: about 10^11 byte comparisons in C.
local s = string.rep("a", 1000000)
local p = string.rep("a", 100000) .. "b"
return string.find(s, p, 1, true)
