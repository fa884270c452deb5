return {
  title = "The king",
  variants = { "glinski", "mccooey" },
  introduction = [[
The king moves one step in any of the twelve directions: to the six hexes that share an edge with
his, and to the six diagonal hexes beyond a corner. He may never step into check.]],
  completion = "You know the king: twelve steps, never into check.",
  levels = {
    {
      goal = "Step the king to the star next to him.",
      kind = "stars", piece = "K", pieces = { "Kf6", "kk7" }, stars = { "f7" }, par = 1,
    },
    {
      goal = "A diagonal step counts as one move too. Collect the star.",
      kind = "stars", piece = "K", pieces = { "Kf6", "kk7" }, stars = { "h5" }, par = 1,
      arrows = { { from = "f6", to = "h5" } },
    },
    {
      goal = "Collect the stars around the king.",
      kind = "stars", piece = "K", pieces = { "Kf6", "kk7" }, stars = { "g7", "e7", "d5", "g4" }, par = 5,
    },
    {
      goal = "Walk the king to the top of the board.",
      kind = "reach", piece = "K", pieces = { "Kf1", "kk7" }, target = "f11", par = 7,
    },
    {
      goal = "The black rook guards a line. Reach the star without stepping into check.",
      kind = "stars", piece = "K", pieces = { "Kf4", "rb6", "kk7" }, stars = { "f8" }, par = 3,
      forbid_into_check = true, marks = { { cell = "b6", color = "red" } },
    },
  },
}
