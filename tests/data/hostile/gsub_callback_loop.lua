-- expect: budget
-- A gsub replacement function that never returns: Lua code called from C still meets the hook.
return (string.gsub("abc", ".", function() while true do end end))
