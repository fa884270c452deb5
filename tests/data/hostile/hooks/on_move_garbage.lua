-- expect: invalid: on_move must return nil or a table
-- on_move returns a string where a table (or nothing) belongs.
return {
  on_move = function(ctx)
    if #ctx.moves >= 2 then
      return "checkmate, surely?"
    end
    return nil
  end,
}
