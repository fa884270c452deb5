return {
  title = "The bishop",
  variants = { "glinski", "mccooey" },
  introduction = [[
The bishop moves any distance along a diagonal: through the corners of the hexes, between two
neighbours. It has six diagonals, and every step along one jumps two files or stays on its file's
neighbour.

The board has three shades, and a bishop never leaves its own: that is why each side has three.]],
  completion = "You know the bishop: six diagonals, one shade for life.",
  levels = {
    {
      goal = "Move the bishop along a diagonal to the star.",
      kind = "stars", piece = "B", pieces = { "Bf6", "Kb7", "kk7" }, stars = { "h8" }, par = 1,
      arrows = { { from = "f6", to = "h8" } },
    },
    {
      goal = "The sideways diagonals go straight across the board. Collect both stars.",
      kind = "stars", piece = "B", pieces = { "Bf6", "Kb7", "kk7" }, stars = { "k4", "b4" }, par = 2,
    },
    {
      goal = "Visit the end of each of the six diagonals.",
      kind = "stars", piece = "B", pieces = { "Bf6", "Kb7", "kk7" },
      stars = { "h8", "k4", "h2", "d2", "b4", "d8" }, par = 6,
    },
    {
      goal = "This bishop lives on the light hexes. Collect the stars of its shade.",
      kind = "stars", piece = "B", pieces = { "Bf1", "Kb7", "kk7" }, stars = { "l6", "a6", "f7" }, par = 4,
    },
    {
      goal = "Each star stands on one bishop's shade. Collect them all.",
      kind = "stars", piece = "B", pieces = { "Bf1", "Bf2", "Bf3", "Kb7", "kl5" }, stars = { "k5", "b6", "k3" }, par = 4,
    },
    {
      goal = "Go round your own pieces to reach the star.",
      kind = "stars", piece = "B", pieces = { "Bf3", "Pe4", "Pg4", "Kb7", "kk7" }, stars = { "f9" }, par = 2,
    },
  },
}
