return {
  title = "Empty goal",
  introduction = "",
  completion = "Done.",
  levels = {
    { goal = "  ", kind = "stars", pieces = { "Rf6", "Kb7", "kk7" }, stars = { "f10" }, par = 1 },
  },
}
