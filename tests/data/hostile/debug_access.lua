-- expect: runtime: global 'debug'
-- No debug library (it would let a script remove the hook).
debug.sethook()
while true do end
