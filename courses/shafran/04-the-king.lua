return {
  title = "The king",
  introduction = [[
The king steps one hex in any of the twelve directions: six through an edge, six diagonally
through a corner. He may never step into check.]],
  completion = "You know the king.",
  levels = {
    {
      goal = "A diagonal step is one move. Collect the star.",
      kind = "stars", piece = "K", pieces = { "Ke5", "ki10" }, stars = { "f7" }, par = 1,
    },
    {
      goal = "Collect the stars round the king.",
      kind = "stars", piece = "K", pieces = { "Ke5", "ki10" }, stars = { "d6", "f6", "g6", "f4" }, par = 5,
    },
    {
      goal = "Walk the king to e9, never into check from the rook.",
      kind = "reach", piece = "K", target = "e9", pieces = { "Ke1", "ra6", "ki10" }, par = 6, forbid_into_check = true,
    },
  },
}
