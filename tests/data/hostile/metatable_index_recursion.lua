-- expect: runtime: stack overflow
-- An __index function that indexes itself: endless metamethod recursion.
local t = setmetatable({}, { __index = function(t, k) return t[k] end })
return t.anything
