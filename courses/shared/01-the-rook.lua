-- Stage 1 of the course for Gliński's and McCooey's chess (same board, same pieces).
-- One stage per file; see docs/course.md for every key.
return {
  title = "The rook",
  variants = { "glinski", "mccooey" },
  introduction = [[
The rook moves any distance along a straight line through the edges of the hexes.
On a hexagonal board every hex has six edges, so a rook has six lines, not four.]],
  completion = "You know the rook's six lines.",
  levels = {
    {
      goal = "Move the rook up its file to the star.",
      kind = "stars", piece = "R", pieces = { "Rf6", "Kb7", "kk7" }, stars = { "f10" }, par = 1,
    },
    {
      goal = "The rook also moves along the slanting lines. Take it to the star.",
      kind = "stars", piece = "R", pieces = { "Rf6", "Kb7", "kk7" }, stars = { "a6" }, par = 1,
      arrows = { { from = "f6", to = "a6" } },
    },
    {
      goal = "Collect both stars.",
      kind = "stars", piece = "R", pieces = { "Rf6", "Kb7", "kk7" }, stars = { "l1", "c3" }, par = 3,
    },
    {
      goal = "Visit the far end of each of the rook's six lines.",
      kind = "stars", piece = "R", pieces = { "Rf6", "Kb7", "kk7" }, stars = { "f11", "l6", "l1", "f1", "a1", "a6" }, par = 6,
    },
    {
      goal = "Your own pawns stand in the way: find a way round them.",
      kind = "stars", piece = "R", pieces = { "Ra1", "Pb2", "Pa2", "Kb7", "kk7" }, stars = { "l6" }, par = 3,
    },
    {
      goal = "Three stars, three moves.",
      kind = "stars", piece = "R", pieces = { "Rc3", "Kb7", "kk7" }, stars = { "c8", "h8", "h3" }, par = 4,
    },
  },
}
