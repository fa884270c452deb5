-- A hexchess lesson: a Lua data file, written by the lesson editor and safe to edit by hand.
-- Every key is described in docs/lessons.md. Check it with: hexchess lesson check FILE
-- tests/lessons.rs verifies the claims: the double steps, the en passant capture, the pawn's
-- blocked hexes and the mating promotion.
return {
  title = "The pawn",
  author = "hexchess",
  variant = "glinski",
  steps = {
    -- Step 1 of 6: one step forward
    {
      position = "6/P5p/RP4pr/N1P3p1n/Q2P2p2q/BBB1P1p1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 w - - 0 1",
      text = [[
White's nine pawns start on b1, c2, d3, e4, f5, g4, h3, i2 and k1 (marked): a wedge pointing at the centre. A pawn moves one hex straight forward (for White, up the board) onto an empty hex.

Move the f-pawn one hex forward.]],
      marks = { "b1", "c2", "d3", "e4", "f5", "g4", "h3", "i2", "k1" },
      expected = {
        { move = "f6", feedback = "Right: f5 to f6. The pawn now stands on the centre hex." },
      },
      wrong_feedback = "Move the pawn on f5 one hex straight up, to f6.",
    },
    -- Step 2 of 6: the double step
    {
      position = "6/P5p/RP4pr/N1P3p1n/Q2P2p2q/BBB1P1p1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 w - - 0 1",
      text = [[
From any of its own side's nine start hexes, a pawn may instead move two hexes straight forward, if both hexes are empty.

Move the e-pawn two hexes forward.]],
      marks = { "b1", "c2", "d3", "e4", "f5", "g4", "h3", "i2", "k1" },
      expected = {
        { move = "e6", feedback = "Right: e4 to e6 in one move, over the empty e5." },
      },
      wrong_feedback = "Move the pawn on e4 two hexes straight up, to e6.",
    },
    -- Step 3 of 6: the double step belongs to the hex
    {
      position = "6/P5p/1P4p1/2P3p2/6p3/4P6/K2P2p2k/2P3p2/1P4p1/P5p/6 w - - 0 1",
      text = [[
The double step belongs to the hex, not to the pawn. Here White's f-pawn was lost earlier, Black's f-pawn came down to f5, and White's e-pawn took it there.

f5 is one of White's start hexes, so the pawn standing on it may still make a double step. Play it.]],
      marks = { { cell = "f5", color = "yellow" } },
      expected = {
        { move = "f7", feedback = "Right: f5 to f7. Any white pawn on any white start hex may step two, as long as both hexes are empty." },
      },
      wrong_feedback = "Move the pawn on f5 two hexes straight up, to f7.",
    },
    -- Step 4 of 6: capturing
    {
      position = "6/7/8/4rq3/4Pb4/5n5/K8k/9/8/7/6 w - - 0 1",
      text = [[
A pawn captures one hex forward along the two orthogonal lines next to its path: for White, at 10 and 2 o'clock (green). It cannot capture straight ahead, and, unlike in ordinary chess, not diagonally either: the bishop on e6 blocks the pawn, and the queen on d6 is safe from it (red).

Capture the rook.]],
      arrows = {
        { from = "e5", to = "d5", color = "green" },
        { from = "e5", to = "f6", color = "green" },
      },
      marks = { { cell = "e6", color = "red" }, { cell = "d6", color = "red" } },
      expected = {
        { move = "exd5", feedback = "Right: d5 is the pawn's 10 o'clock capture hex." },
      },
      wrong_feedback = "The pawn can capture on d5 or on f6. The rook is the one on d5.",
    },
    -- Step 5 of 6: en passant
    {
      position = "6/7/8/4P4/4p5/11/K8k/9/8/7/6 w - e6 0 1",
      text = [[
Black's pawn has just made a double step from e7 to e5 (blue arrow), passing e6. A pawn that attacks the passed hex may capture on it, as if the black pawn had moved only one hex: en passant. It is allowed only on the very next move.

Your pawn on d5 attacks e6. Take en passant.]],
      arrows = { { from = "e7", to = "e5", color = "blue" } },
      marks = { { cell = "e6", color = "yellow" } },
      expected = {
        { move = "dxe6", feedback = "Right: your pawn lands on e6 and the black pawn on e5 leaves the board." },
      },
      wrong_feedback = "Capture on e6, the hex the black pawn passed, with the pawn on d5.",
    },
    -- Step 6 of 6: promotion
    {
      position = "6/7/8/7K1/8P1/10k/10/9/8/7/6 w - - 0 1",
      text = [[
A pawn that reaches the last hex of its file (marked for White: a6, b7, c8, d9, e10, f11, g10, h9, i8, k7 and l6) must become a queen, rook, bishop or knight, also when it gets there by capturing. Black's pawns promote on the first hex of each file.

Promote the e-pawn so that it gives checkmate.]],
      marks = {
        { cell = "a6", color = "yellow" }, { cell = "b7", color = "yellow" }, { cell = "c8", color = "yellow" },
        { cell = "d9", color = "yellow" }, { cell = "e10", color = "yellow" }, { cell = "f11", color = "yellow" },
        { cell = "g10", color = "yellow" }, { cell = "h9", color = "yellow" }, { cell = "i8", color = "yellow" },
        { cell = "k7", color = "yellow" }, { cell = "l6", color = "yellow" },
      },
      expected = {
        {
          move = "e10=Q#",
          feedback = "Checkmate! The new queen on e10 checks the king on f11 and covers all its escape hexes: e9, f10, g9 and g10. Your king on d8 protects her.",
        },
      },
      wrong_feedback = "That is not mate. Promote on e10, and choose the piece that also covers the king's escape hexes.",
    },
  },
}
