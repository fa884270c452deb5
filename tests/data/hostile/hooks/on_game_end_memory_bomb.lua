-- expect: memory|budget
-- on_game_end doubles a string until memory runs out (or, on a slow machine, time does).
return {
  on_game_end = function(ctx)
    local s = ctx.reason
    while true do s = s .. s end
  end,
}
