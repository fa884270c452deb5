-- Broken on purpose (tests/lesson_format.rs): a missing comma after the title.
return {
  title = "Missing comma"
  variant = "glinski",
  steps = {},
}
