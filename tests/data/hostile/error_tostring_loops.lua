-- expect: runtime: error object of type table
-- An error object whose __tostring never returns.
error(setmetatable({}, { __tostring = function() while true do end end }))
