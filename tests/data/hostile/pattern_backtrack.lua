-- expect: runtime: pattern too costly
-- A backtracking pattern over a long subject runs in C for a very long time.
local s = string.rep("a", 100000)
return string.find(s, string.rep("a*", 20) .. "b")
