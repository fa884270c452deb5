return {
  title = "The knight",
  introduction = [[
The knight leaps two steps along a straight line and one step turned by 60 degrees, to one of the
twelve nearest hexes on none of its lines, over anything between.]],
  completion = "You know the knight's leaps.",
  levels = {
    {
      goal = "Leap to the star.",
      kind = "stars", piece = "N", pieces = { "Ne5", "Ka6", "ki10" }, stars = { "d7" }, par = 1,
    },
    {
      goal = "Two leaps, two stars.",
      kind = "stars", piece = "N", pieces = { "Ne5", "Ka6", "ki10" }, stars = { "h6", "b3" }, par = 3,
    },
    {
      goal = "Take the knight from its start hex to the top of the e-file.",
      kind = "reach", piece = "N", target = "e10", pieces = { "Nb1", "Ka6", "ki10" }, par = 3,
    },
  },
}
