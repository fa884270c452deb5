-- expect: budget
-- print calls __tostring; if print swallowed the budget error, this loop would never end.
local o = setmetatable({}, { __tostring = function() while true do end end })
while true do print(o) end
