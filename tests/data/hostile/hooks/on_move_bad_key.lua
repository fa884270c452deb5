-- expect: invalid: returned the key `winner`
-- on_move returns a key that hooks do not know.
return {
  on_move = function(ctx)
    return { winner = ctx.side_to_move }
  end,
}
