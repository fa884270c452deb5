return {
  title = "Typo",
  introduction = "A level with a misspelt key.",
  completion = "Done.",
  levels = {
    { gaol = "Go", kind = "stars", pieces = { "Rf6", "Kb7", "kk7" }, stars = { "f10" }, par = 1 },
  },
}
