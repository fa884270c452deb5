-- expect: budget
-- A loop written with goto.
::again::
goto again
