-- expect: invalid: must return a table
-- string.rep of an empty string a huge number of times: in plain Lua 5.4 this loops in C
-- (where no hook can stop it) without allocating anything.
return string.rep("", math.maxinteger)
