-- expect: runtime: __gc
-- A __gc finalizer runs with hooks off: it must be refused.
setmetatable({}, { __gc = function() while true do end end })
