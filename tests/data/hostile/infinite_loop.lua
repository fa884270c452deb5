-- expect: budget
-- A plain infinite loop: stopped by the instruction budget.
while true do end
