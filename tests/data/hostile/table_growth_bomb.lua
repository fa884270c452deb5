-- expect: memory|budget
-- A table that grows until memory runs out.
local t, i = {}, 0
while true do i = i + 1; t[i] = { i } end
