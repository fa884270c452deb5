-- House rule: a mate given by a pawn earns the winner an extra match point.
--
-- on_game_end(ctx) runs once a game has ended, whatever ended it: ctx.reason says why
-- ("checkmate", "resignation", "three checks", or a house rule's own reason), ctx.result who
-- won ("white", "black" or "draw"), and ctx.last_move the move that ended it. The award is
-- added to the winner's match score; the message appears on both consoles.

---@type hexchess.HouseRules
local rules = {
  on_game_end = function(ctx)
    local last = ctx.last_move
    if ctx.reason == "checkmate" and last ~= nil and last.piece == "pawn" then
      return {
        award = { [ctx.result] = 1 },
        message = "mate by a pawn: +1 match point for " .. ctx.result,
      }
    end
    return nil
  end,
}

return rules
