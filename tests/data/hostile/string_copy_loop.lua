-- expect: budget
-- Each instruction copies megabytes, so few instructions take a long time: the wall-clock limit
-- must stop it.
local s = string.rep("x", 4000000)
while true do local t = s .. "y" end
