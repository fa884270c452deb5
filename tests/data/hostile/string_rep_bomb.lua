-- expect: runtime: too large
-- One huge string.rep: over the memory cap.
return string.rep("hexchess", 1 << 40)
