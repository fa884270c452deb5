-- Broken on purpose (tests/lesson_format.rs): "colour" is not a key of an arrow.
return {
  title = "Typo",
  variant = "glinski",
  steps = {
    {
      position = "6/P5p/RP4pr/N1P3p1n/Q2P2p2q/BBB1P1p1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 w - - 0 1",
      arrows = { { from = "f5", to = "f6", color = "red" }, { from = "e4", to = "e6", colour = "red" } },
    },
  },
}
