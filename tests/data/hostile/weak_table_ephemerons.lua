-- expect: runtime: weak tables
-- A chain of ephemerons, each key reachable only through the previous value: the collector's
-- convergence pass (in C, where no hook fires) can take quadratic time. Weak tables are refused.
local chain = setmetatable({}, { __mode = "k" })
local key = {}
local head = key
for _ = 1, 100000 do
  local next_key = {}
  chain[key] = next_key
  key = next_key
end
return head
