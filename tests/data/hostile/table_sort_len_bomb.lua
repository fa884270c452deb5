-- expect: runtime: too long to sort
-- table.sort trusts __len; C functions as __index/__newindex never reach a hook.
local t = setmetatable({}, { __len = function() return (1 << 31) - 2 end, __index = tostring, __newindex = rawequal })
table.sort(t)
