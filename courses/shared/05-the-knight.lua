return {
  title = "The knight",
  variants = { "glinski", "mccooey" },
  introduction = [[
The knight leaps: two steps along a straight line, then one step turned by 60 degrees. It lands on
one of the twelve nearest hexes that are on none of its lines, jumping over anything between, and
it changes shade with every move.]],
  completion = "You know the knight's twelve leaps.",
  levels = {
    {
      goal = "Leap to the star.",
      kind = "stars", piece = "N", pieces = { "Nf6", "Kb7", "kk7" }, stars = { "g8" }, par = 1,
    },
    {
      goal = "Another of the twelve leaps.",
      kind = "stars", piece = "N", pieces = { "Nf6", "Kb7", "kk7" }, stars = { "i4" }, par = 1,
    },
    {
      goal = "Collect the stars, each one leap from the last.",
      kind = "stars", piece = "N", pieces = { "Nf6", "Kb7", "kk7" }, stars = { "d7", "c4", "e3" }, par = 3,
    },
    {
      goal = "The knight jumps over the pieces round it. Get out.",
      kind = "stars", piece = "N",
      pieces = { "Nf6", "Pe6", "Pe5", "Pf5", "Pf7", "Pg6", "Pg5", "Kb7", "kk7" }, stars = { "h7" }, par = 1,
    },
    {
      goal = "Take the knight across the board.",
      kind = "reach", piece = "N", pieces = { "Nf1", "Kb7", "kk7" }, target = "f11", par = 4,
    },
    {
      goal = "A knight needs care near the edge. Collect the stars.",
      kind = "stars", piece = "N", pieces = { "Na1", "Kb7", "kk7" }, stars = { "a2", "c1" }, par = 3,
    },
  },
}
