-- expect: budget
-- A __pairs metamethod that never returns.
local t = setmetatable({}, { __pairs = function() while true do end end })
for k in pairs(t) do end
