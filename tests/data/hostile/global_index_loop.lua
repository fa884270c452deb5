-- expect: budget
-- Every missing global runs a loop.
setmetatable(_G, { __index = function() while true do end end })
return undefined_name
