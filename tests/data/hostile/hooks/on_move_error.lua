-- expect: runtime: attempt to index a nil value
-- on_move indexes a field that ctx does not have.
return {
  on_move = function(ctx)
    return { message = ctx.nothing.here }
  end,
}
