-- expect: memory
-- Doubling a string until memory runs out.
local s = "x"
while true do s = s .. s end
