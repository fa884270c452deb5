-- expect: runtime: error object of type table
-- An error object whose __tostring raises another error.
error(setmetatable({}, { __tostring = function() error("tostring failed too") end }))
