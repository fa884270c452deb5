-- %b scans to the end of the subject from every start position: quadratic, in C.
return string.find(string.rep("(", 4000000), "%b()")
