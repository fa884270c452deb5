return {
  title = "Mate in one",
  introduction = [[
Checkmate is a check that there is no way out of: the king cannot move, the checking piece cannot
be captured and the check cannot be blocked. It wins the game.]],
  completion = "You can deliver mate.",
  levels = {
    {
      goal = "Your king guards every hex round the black king. Mate with the queen.",
      kind = "mate", pieces = { "Ki6", "Qg1", "kl6" }, par = 1,
      by_variant = { shafran = { pieces = { "Kg8", "Qe5", "ki10" } } },
    },
    {
      goal = "Mate with the rook.",
      kind = "mate", pieces = { "Ki6", "Rk1", "kl6" }, par = 1,
      by_variant = { shafran = { pieces = { "Kg8", "Ra5", "ki10" } } },
    },
    {
      goal = "Mate on the top corner.",
      kind = "mate", pieces = { "Kf9", "Qa2", "kf11" }, par = 1,
      by_variant = { shafran = { pieces = { "Ke8", "Qa1", "ke10" } } },
    },
    {
      goal = "Mate in two moves, whatever Black does.",
      kind = "mate", pieces = { "Kf8", "Qa2", "kf11" }, par = 2,
      by_variant = { shafran = { pieces = { "Ke7", "Qa1", "ke10" } } },
    },
  },
}
