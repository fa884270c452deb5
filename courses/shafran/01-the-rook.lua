return {
  title = "The rook",
  introduction = [[
Shafran's board has nine files that run straight up, and ranks that slant down to the right. The
rook moves any distance along a straight line through the edges of the hexes: up and down its file,
and along four slanting lines, six lines in all.]],
  completion = "You know the rook's six lines.",
  levels = {
    {
      goal = "Move the rook up its file to the star.",
      kind = "stars", piece = "R", pieces = { "Re5", "Ka6", "ki10" }, stars = { "e9" }, par = 1,
    },
    {
      goal = "Along a rank, which slants down to the right. Take the rook to the star.",
      kind = "stars", piece = "R", pieces = { "Re5", "Ka6", "ki10" }, stars = { "i5" }, par = 1,
      arrows = { { from = "e5", to = "i5" } },
    },
    {
      goal = "Visit the far end of each of the six lines.",
      kind = "stars", piece = "R", pieces = { "Re5", "Ka6", "ki10" }, stars = { "e10", "i9", "i5", "e1", "a1", "a5" }, par = 6,
    },
  },
}
