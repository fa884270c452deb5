-- Broken on purpose (tests/lesson_format.rs): illegal answers, a false mate claim, a bad reply.
return {
  title = "Bad answers",
  variant = "glinski",
  steps = {
    {
      position = "6/P5p/RP4pr/N1P3p1n/Q2P2p2q/BBB1P1p1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 w - - 0 1",
      text = "White to move.",
      expected = {
        { move = "f5f7", feedback = "Blocked by the black pawn on f7." },
        { move = "Nf4", feedback = "Two knights can go to f4." },
        { move = "f6#", feedback = "Not mate." },
        { move = "e6", reply = "e7e5", feedback = "The reply is blocked." },
      },
    },
  },
}
