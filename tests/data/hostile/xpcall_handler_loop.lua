-- expect: budget
-- The xpcall message handler loops forever (in plain Lua its hooks would be off).
while true do
  xpcall(function() error("first") end, function() while true do end end)
end
