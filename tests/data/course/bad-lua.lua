return {
  title = "Broken",
  introduction = "x"
  completion = "y",
  levels = {},
}
