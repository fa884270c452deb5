-- expect: memory
-- Catching the memory error and trying again, forever.
while true do pcall(string.rep, "x", 1 << 30) end
