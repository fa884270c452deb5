-- expect: budget
-- A sort comparator that never returns.
local t = { 3, 1, 2 }
table.sort(t, function(a, b) while true do end end)
