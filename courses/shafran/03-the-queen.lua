return {
  title = "The queen",
  introduction = "The queen moves as a rook and as a bishop: twelve directions in all.",
  completion = "You know the queen's twelve directions.",
  levels = {
    {
      goal = "Move the queen like a rook to the star.",
      kind = "stars", piece = "Q", pieces = { "Qe5", "Ka6", "ki10" }, stars = { "i9" }, par = 1,
    },
    {
      goal = "Now like a bishop: two stars.",
      kind = "stars", piece = "Q", pieces = { "Qe5", "Ka6", "ki10" }, stars = { "c1", "i7" }, par = 2,
    },
    {
      goal = "Collect all the stars with the queen.",
      kind = "stars", piece = "Q", pieces = { "Qe5", "Ka6", "ki10" }, stars = { "e10", "a1", "g3", "c7", "h5" }, par = 7,
    },
  },
}
