-- A hexchess lesson: a Lua data file, written by the lesson editor and safe to edit by hand.
-- Every key is described in docs/lessons.md. Check it with: hexchess lesson check FILE
-- The figures in the texts (30, 12 and 42 hexes from the centre, the knight's fork, the
-- bishops covering the board) are verified by tests/lessons.rs.
return {
  title = "How the pieces move",
  author = "hexchess",
  variant = "glinski",
  steps = {
    -- Step 1 of 8: the board
    {
      position = "6/P5p/RP4pr/N1P3p1n/Q2P2p2q/BBB1P1p1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 w - - 0 1",
      text = [[
Gliński's hexagonal chess is played on 91 hexes. The files run from a to l (there is no j). The f-file in the middle is the longest, with 11 hexes, and f6 is the centre (marked).

The hexes come in three shades, and no two neighbours share one. A piece can move in twelve directions, named by the clock with White at the bottom: six orthogonal ones through the edges of its hex (12, 2, 4, 6, 8 and 10 o'clock, like the green arrow) and six diagonal ones through its corners (1, 3, 5, 7, 9 and 11 o'clock, like the blue arrow).]],
      arrows = {
        { from = "f6", to = "f8", color = "green" },
        { from = "f6", to = "h8", color = "blue" },
      },
      marks = { { cell = "f6", color = "yellow" } },
    },
    -- Step 2 of 8: the rook
    {
      position = "6/K6/7k/9/10/5R5/6n3/7n1/8/1n5/6 w - - 0 1",
      text = [[
The rook moves any distance along the six orthogonal lines (arrows) until it meets a piece. From the centre of an empty board it reaches 30 hexes.

Three black knights stand near the rook, but only one of them is on the rook's lines. Capture it.]],
      arrows = {
        { from = "f6", to = "f8", color = "green" },
        { from = "f6", to = "h6", color = "green" },
        { from = "f6", to = "h4", color = "green" },
        { from = "f6", to = "f4", color = "green" },
        { from = "f6", to = "d4", color = "green" },
        { from = "f6", to = "d6", color = "green" },
      },
      expected = {
        {
          move = "Rxk2",
          feedback = "Right: k2 lies on the rook's 4 o'clock line. The knights on g7 and h8 stand on a diagonal, which a rook cannot use.",
        },
      },
      wrong_feedback = "The rook moves only along the lines of the arrows. Follow each line to the first piece on it.",
    },
    -- Step 3 of 8: the bishop
    {
      position = "6/7/7k/1r7/10/5B2r2/10/9/8/K6/6 w - - 0 1",
      text = [[
The bishop moves any distance along the six diagonal lines (arrows), through the corners of the hexes. Diagonals are short on this board: from the centre the bishop reaches only 12 hexes.

A diagonal step always lands on a hex of the same shade, so a bishop never changes shade. Capture the rook that stands on one of the bishop's lines.]],
      arrows = {
        { from = "f6", to = "g7", color = "green" },
        { from = "f6", to = "h5", color = "green" },
        { from = "f6", to = "g4", color = "green" },
        { from = "f6", to = "e4", color = "green" },
        { from = "f6", to = "d5", color = "green" },
        { from = "f6", to = "e7", color = "green" },
      },
      expected = {
        {
          move = "Bxd2",
          feedback = "Right: d2 is two diagonal steps away, at 7 o'clock. The rook on f9 stands straight above the bishop, on an orthogonal line that only rooks and queens use.",
        },
      },
      wrong_feedback = "The bishop moves only along the lines of the arrows. Which rook stands on one of them?",
    },
    -- Step 4 of 8: three bishops, three shades
    {
      position = "6/P5p/RP4pr/N1P3p1n/Q2P2p2q/BBB1P1p1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 w - - 0 1",
      text = [[
That is why each side has three bishops, one on each shade: White's start on f1, f2 and f3 (marked). Together they can reach every hex of the board.

Only one of White's bishops can reach b6 from here. Move it there.]],
      marks = { { cell = "f1", color = "yellow" }, { cell = "f2", color = "blue" }, { cell = "f3", color = "red" } },
      expected = {
        {
          move = "Bb6",
          feedback = "Right: b6 has the same shade as f2, and that bishop slides there along its 11 o'clock diagonal, through e3, d4 and c5.",
        },
      },
      wrong_feedback = "Only the bishop that shares b6's shade can ever get there. Which of f1, f2 and f3 is it?",
    },
    -- Step 5 of 8: the queen
    {
      position = "6/K6/7k/9/10/5Q2n2/10/9/8/3r3/6 w - - 0 1",
      text = [[
The queen combines the rook and the bishop: any distance along all twelve lines (green arrows orthogonal, blue diagonal). From the centre of an empty board she reaches 42 hexes: 30 as a rook and 12 as a bishop.

She can take the knight or the rook here. Take the rook, the more valuable piece.]],
      arrows = {
        { from = "f6", to = "f7", color = "green" },
        { from = "f6", to = "g6", color = "green" },
        { from = "f6", to = "g5", color = "green" },
        { from = "f6", to = "f5", color = "green" },
        { from = "f6", to = "e5", color = "green" },
        { from = "f6", to = "e6", color = "green" },
        { from = "f6", to = "g7", color = "blue" },
        { from = "f6", to = "h5", color = "blue" },
        { from = "f6", to = "g4", color = "blue" },
        { from = "f6", to = "e4", color = "blue" },
        { from = "f6", to = "d5", color = "blue" },
        { from = "f6", to = "e7", color = "blue" },
      },
      expected = {
        { move = "Qxk4", feedback = "Right: k4 is on the queen's 3 o'clock diagonal, through h5." },
      },
      wrong_feedback = "Look for the rook: it stands on one of the queen's diagonal lines.",
    },
    -- Step 6 of 8: the king
    {
      position = "6/7/7k/9/10/5K5/10/4n4/8/7/6 w - - 0 1",
      text = [[
The king steps one hex in any of the twelve directions: to one of its six neighbours, or one diagonal step to the six hexes beyond its corners (marked). It may never move into check: here the black knight covers e5 and e6 (red).

The knight on h5 is one diagonal step away, and nothing defends it. Capture it with the king.]],
      marks = {
        "f7", "g6", "g5", "f5", { cell = "e5", color = "red" }, { cell = "e6", color = "red" },
        "g7", "h5", "g4", "e4", "d5", "e7",
      },
      expected = {
        {
          move = "Kxh5",
          feedback = "Right: h5 is one diagonal step away, at 3 o'clock. A king's diagonal step passes a corner, between two of its neighbours.",
        },
      },
      wrong_feedback = "The king may step diagonally too. Which marked hex holds the knight?",
    },
    -- Step 7 of 8: the knight
    {
      position = "6/5q1/8/9/10/5N5/K8k/9/8/7/6 w - - 0 1",
      text = [[
The knight leaps two hexes along an orthogonal line, then one more hex turning 60° (blue arrows). That gives it 12 targets (marked), none of them on its own lines. It jumps over anything in the way, and every leap lands on a hex of another shade.

Find the leap that checks the black king and attacks the black queen at once: a fork.]],
      arrows = {
        { from = "f6", to = "f8", color = "blue" },
        { from = "f8", to = "g8", color = "blue" },
      },
      marks = { "c4", "c5", "d3", "d7", "e3", "e8", "g3", "g8", "h3", "h7", "i4", "i5" },
      expected = {
        {
          move = "Ne8+",
          feedback = "Right: from e8 the knight attacks both g10 and b6. Black must get out of check, and then the knight takes the queen.",
        },
      },
      wrong_feedback = "Not that one. From which marked hex would the knight attack both g10 and b6?",
    },
    -- Step 8 of 8: summary
    {
      position = "6/P5p/RP4pr/N1P3p1n/Q2P2p2q/BBB1P1p1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 w - - 0 1",
      text = [[
That is every piece but the pawn:
- rook: any distance, 6 orthogonal lines;
- bishop: any distance, 6 diagonal lines, always the same shade;
- queen: any distance, all 12 lines;
- king: one hex in any of the 12 directions;
- knight: 12 leaps over anything, always to another shade.

The next lesson is about the pawn.]],
    },
  },
}
