-- expect: runtime: boolean value
-- Replacing the string metatable's __index would affect every string method call.
getmetatable("").__index = function() while true do end end
return ("x"):len()
