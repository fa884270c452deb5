-- expect: runtime: too many results
-- Asking for ten million results at once.
return select("#", table.unpack({}, 1, 10000000))
