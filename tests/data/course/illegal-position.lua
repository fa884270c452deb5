return {
  title = "Two white kings",
  introduction = "The second level's position is illegal.",
  completion = "Done.",
  levels = {
    { goal = "Go", kind = "stars", pieces = { "Rf6", "Kb7", "kk7" }, stars = { "f10" }, par = 1 },
    {
      goal = "Go again",
      kind = "stars", pieces = { "Rf6", "Kb7", "Ka1", "kk7" }, stars = { "f10" }, par = 1,
    },
  },
}
