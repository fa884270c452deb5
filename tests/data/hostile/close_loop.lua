-- expect: budget
-- A to-be-closed variable whose __close never returns.
do
  local guard <close> = setmetatable({}, { __close = function() while true do end end })
end
