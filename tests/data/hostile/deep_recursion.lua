-- expect: memory|budget
-- Unbounded non-tail recursion: a stack overflow, reported as an error.
local function dive(n) return 1 + dive(n + 1) end
return dive(1)
