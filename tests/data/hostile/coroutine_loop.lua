-- expect: runtime: global 'coroutine'
-- Coroutines are not part of the sandbox (hooks would miss them, and resume swallows errors).
local co = coroutine.create(function() while true do end end)
while true do coroutine.resume(co) end
