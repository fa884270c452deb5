return {
  title = "The pawn",
  introduction = [[
McCooey's side has seven pawns (c1 d2 e3 f4 g3 h2 i1 for White). A pawn steps one hex straight
forward, or two from its start hex, except the f-pawn, which never steps two. It captures
diagonally forward, on the bishop's diagonals, through the corners of its hex.]],
  completion = "You know McCooey's pawns: seven of them, capturing on the diagonals.",
  levels = {
    {
      goal = "From its start hex the pawn may step two. Reach e5 in one move.",
      kind = "reach", piece = "P", pieces = { "Pe3", "Ka1", "kl6" }, target = "e5", par = 1,
    },
    {
      goal = "The f-pawn never steps two. Bring it to f6.",
      kind = "reach", piece = "P", pieces = { "Pf4", "Ka1", "kl6" }, target = "f6", par = 2,
    },
    {
      goal = "A pawn captures diagonally forward. Capture both knights.",
      kind = "capture", pieces = { "Pe3", "nd4", "ne6", "Ka1", "kl6" }, par = 2,
      arrows = { { from = "e3", to = "d4" }, { from = "e3", to = "f5" } },
    },
    {
      goal = "Black just went d8-d6, past d7. Take it en passant.",
      kind = "capture", pieces = { "Pe6", "pd8", "Ka1", "kl6" }, turn = "b", before = { "d8d6" }, par = 1,
      marks = { "d7" },
    },
    {
      goal = "Promote the pawn on the last hex of its file.",
      kind = "reach", piece = "P", pieces = { "Pd8", "Ka1", "kl1" }, target = "d9", par = 1,
    },
    {
      goal = "Capture your way forward: win the two knights.",
      kind = "capture", pieces = { "Pc1", "nb2", "nc4", "Ka6", "kl6" }, par = 2,
    },
  },
}
