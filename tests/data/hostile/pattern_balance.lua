-- expect: runtime: pattern too costly
-- %b scans to the end of the subject from every start position: quadratic, in C.
return string.find(string.rep("(", 1000000), "%b()")
