-- expect: budget
-- table.move over a range of nearly 2^63 indices loops in C without allocating.
table.move({}, 1, math.maxinteger - 1, 2)
