-- expect: budget: script ran too long
-- on_move loops from the third move on: the hook budget stops it, the hook is switched off.
return {
  on_move = function(ctx)
    if #ctx.moves >= 3 then
      while true do end
    end
    return { message = "move " .. #ctx.moves }
  end,
}
