return {
  title = "Draws",
  introduction = [[
A game is drawn when the same position occurs for the third time with the same player to move,
and when fifty moves of each side pass without a capture or a pawn move. In Shafran's chess it is
also drawn when only the two kings are left.]],
  completion = "You know the draw rules.",
  levels = {
    {
      goal = "You are a queen down. The kings have gone back and forth: repeat the position a third time.",
      kind = "draw", pieces = { "Ka1", "Qk1", "kl6" },
      before = { "a1b1", "l6l5", "b1a1", "l5l6", "a1b1", "l6l5", "b1a1" }, par = 1,
      by_variant = { shafran = { pieces = { "Ka1", "Qb1", "ki10" }, before = { "a1a2", "i10i9", "a2a1", "i9i10", "a1a2", "i10i9", "a2a1" } } },
    },
    {
      goal = "Forty-nine and a half moves without a capture or a pawn move: one more king move draws.",
      kind = "draw", pieces = { "Ka1", "Rb5", "kl6" }, turn = "b", halfmove = 99, par = 1,
      by_variant = { shafran = { pieces = { "Ka1", "Rb5", "ki10" } } },
    },
    {
      goal = "Capture the last white piece: with the kings alone the game is a draw.",
      kind = "draw", pieces = { "Ka1", "Rh8", "ki10" }, turn = "b", par = 1, variants = { "shafran" },
    },
  },
}
