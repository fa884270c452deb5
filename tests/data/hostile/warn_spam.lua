-- expect: runtime: global 'warn'
-- warn writes to the process's stderr: not available to scripts.
warn("@on")
while true do warn(string.rep("x", 1000)) end
