return {
  title = "Too tight a par",
  introduction = "The rook cannot collect both stars in one move.",
  completion = "Done.",
  levels = {
    { goal = "Both stars", kind = "stars", pieces = { "Rf6", "Kb7", "kk7" }, stars = { "f10", "a6" }, par = 1 },
  },
}
