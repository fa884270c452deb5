return {
  title = "The queen",
  variants = { "glinski", "mccooey" },
  introduction = [[
The queen moves as a rook and as a bishop: along six straight lines and six diagonals, twelve
directions in all. She is the strongest piece on the board.]],
  completion = "You know the queen's twelve directions.",
  levels = {
    {
      goal = "Move the queen like a rook to the star.",
      kind = "stars", piece = "Q", pieces = { "Qf6", "Kb7", "kk7" }, stars = { "l6" }, par = 1,
    },
    {
      goal = "Now like a bishop.",
      kind = "stars", piece = "Q", pieces = { "Qf6", "Kb7", "kk7" }, stars = { "k4" }, par = 1,
    },
    {
      goal = "Collect the stars on six different lines.",
      kind = "stars", piece = "Q", pieces = { "Qf6", "Kb7", "kk7" }, stars = { "f11", "d2", "a1", "h8", "l1", "b4" }, par = 7,
    },
    {
      goal = "Find the quickest way round your pawns.",
      kind = "stars", piece = "Q", pieces = { "Qe1", "Pd2", "Pe2", "Pf2", "Pd1", "Kb7", "kk6" }, stars = { "e10", "a6" }, par = 4,
    },
    {
      goal = "Twelve directions make short work of these stars.",
      kind = "stars", piece = "Q", pieces = { "Qa1", "Kb7", "kk7" }, stars = { "c3", "h8", "l1", "g1" }, par = 6,
    },
  },
}
