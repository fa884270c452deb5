return {
  title = "The bishop",
  introduction = [[
The bishop moves along the six diagonals, through the corners of the hexes. The board has three
shades and a bishop never leaves its own, so each side has three bishops: c1, f2 and h4 for White.]],
  completion = "You know the bishop: six diagonals, one shade.",
  levels = {
    {
      goal = "Move the bishop along a diagonal to the star.",
      kind = "stars", piece = "B", pieces = { "Be5", "Ka6", "ki10" }, stars = { "g9" }, par = 1,
    },
    {
      goal = "The sideways diagonals cross the board. Collect both stars.",
      kind = "stars", piece = "B", pieces = { "Be5", "Ka6", "ki10" }, stars = { "i7", "a3" }, par = 2,
    },
    {
      goal = "Three bishops, three shades: collect every star.",
      kind = "stars", piece = "B", pieces = { "Bc1", "Bf2", "Bh4", "Ka6", "ki10" }, stars = { "e7", "d5", "g6" }, par = 4,
    },
  },
}
