return {
  title = "Check",
  introduction = [[
A king that an enemy piece attacks is in check. The player in check must get out of it at once.
Giving check is often the strongest move on the board.]],
  completion = "You can give check with every piece.",
  levels = {
    {
      goal = "Give check with the rook.",
      kind = "check", pieces = { "Rb1", "Ka1", "kf11" }, par = 1,
      by_variant = { shafran = { pieces = { "Ra1", "Ki5", "ke10" } } },
    },
    {
      goal = "Give check with the knight.",
      kind = "check", pieces = { "Nf6", "Ka1", "kf11" }, par = 1,
      by_variant = { shafran = { pieces = { "Ne5", "Ka1", "ke10" } } },
    },
    {
      goal = "Promote the pawn with check.",
      kind = "check", pieces = { "Pe9", "Ka1", "kf11" }, par = 1,
      by_variant = { mccooey = { pieces = { "Pd8", "Ka1", "kf11" } }, shafran = { pieces = { "Pc7", "Ka1", "ke10" } } },
    },
  },
}
