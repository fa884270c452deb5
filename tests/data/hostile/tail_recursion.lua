-- expect: budget
-- Unbounded tail calls use no stack: stopped by the instruction budget.
local function spin(n) return spin(n + 1) end
return spin(1)
