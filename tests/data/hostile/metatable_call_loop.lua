-- expect: runtime: __call must be a function
-- A table whose __call is itself.
local t = {}
setmetatable(t, { __call = t })
return t()
