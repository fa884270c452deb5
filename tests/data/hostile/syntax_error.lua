-- Not valid Lua.
return { stalemate = "draw" 
