-- expect: syntax
-- Not valid Lua.
return { stalemate = "draw" 
