return {
  title = "The pawn",
  introduction = [[
A pawn steps one hex straight forward, up its file. From any of the nine start hexes of its own
side (b1 c2 d3 e4 f5 g4 h3 i2 k1 for White) it may step two, if both hexes are empty. It captures
one hex forward through an edge, to the left or to the right, and it becomes a queen, rook, bishop
or knight on the far edge of its file.]],
  completion = "You know the Gliński pawn: its double step, its two captures, en passant and promotion.",
  levels = {
    {
      goal = "Step the pawn forward to the star.",
      kind = "reach", piece = "P", pieces = { "Pf6", "Ka1", "kl6" }, target = "f7", par = 1,
    },
    {
      goal = "e4 is a start hex: the pawn may step two. Reach e6 in one move.",
      kind = "reach", piece = "P", pieces = { "Pe4", "Ka1", "kl6" }, target = "e6", par = 1,
    },
    {
      goal = "b1 is a start hex too, far out on the edge. Reach b3 in one move.",
      kind = "reach", piece = "P", pieces = { "Pb1", "Ka6", "kl6" }, target = "b3", par = 1,
    },
    {
      goal = "Take the knight, then step two: g4 is also a start hex, whoever's pawn came from.",
      kind = "line", pieces = { "Ph3", "ng4", "Ka1", "kl6" }, line = { "h3g4", "l6l5", "g4g6" }, par = 2,
    },
    {
      goal = "A pawn captures forward through an edge, to either side. Capture both knights.",
      kind = "capture", pieces = { "Pe4", "nd4", "nc4", "Ka6", "kl6" }, par = 2,
      arrows = { { from = "e4", to = "d4" }, { from = "e4", to = "f5" } },
    },
    {
      goal = "Black just stepped e7-e5, past e6. Take it en passant.",
      kind = "capture", pieces = { "Pd5", "pe7", "Ka1", "kl6" }, turn = "b", before = { "e7e5" }, par = 1,
      marks = { "e6" },
    },
    {
      goal = "En passant works on every file. Black went h7-h5: take it.",
      kind = "capture", pieces = { "Pg6", "ph7", "Ka1", "kl6" }, turn = "b", before = { "h7h5" }, par = 1,
      marks = { "h6" },
    },
    {
      goal = "c8 is the last hex of the c-file: promote the pawn.",
      kind = "reach", piece = "P", pieces = { "Pc7", "Ka1", "kl1" }, target = "c8", par = 1,
    },
    {
      goal = "Promote by capturing the rook on the edge.",
      kind = "capture", pieces = { "Pk6", "rl6", "Ka1", "kf11" }, par = 1,
    },
    {
      goal = "Run the pawn to the top of the board.",
      kind = "reach", piece = "P", pieces = { "Pe6", "Ka1", "kl1" }, target = "e10", par = 4,
    },
  },
}
