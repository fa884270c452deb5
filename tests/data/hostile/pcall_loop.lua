-- expect: budget
-- An infinite loop inside pcall, itself in a loop: pcall must not swallow the budget error.
while true do
  pcall(function() while true do end end)
end
