-- Broken on purpose (tests/lesson_format.rs): step 2's position has two white kings, step 3's
-- board field has the wrong shape, and step 3's mark is off the board.
return {
  title = "Bad positions",
  variant = "glinski",
  steps = {
    { position = "6/P5p/RP4pr/N1P3p1n/Q2P2p2q/BBB1P1p1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 w - - 0 1", text = "Fine." },
    { position = "6/7/8/9/10/K10/K8k/9/8/7/6 w - - 0 1", text = "Two white kings." },
    { position = "6/7/8 w - - 0 1", text = "Too few files.", marks = { "j5" } },
  },
}
