return {
  title = "The pawn",
  introduction = [[
A pawn steps one hex straight up its file. On its first move it may go on up to the middle of its
file, if every hex on the way is empty: the d-, e- and f-pawns up to three hexes, the b-, c-, g- and
h-pawns up to two, the a- and i-pawns one. It captures diagonally forward. A pawn that went two or
three hexes can be taken en passant on any hex it passed, on the next move only.]],
  completion = "You know Shafran's pawns.",
  levels = {
    {
      goal = "The e-pawn may go three hexes on its first move. Reach e5 at once.",
      kind = "reach", piece = "P", target = "e5", pieces = { "Pe2", "Ka1", "ki10" }, par = 1,
    },
    {
      goal = "The b-pawn goes up to two. Reach b4 in one move.",
      kind = "reach", piece = "P", target = "b4", pieces = { "Pb2", "Ka6", "ki10" }, par = 1,
    },
    {
      goal = "The a-pawn only ever steps one hex. Bring it to a4.",
      kind = "reach", piece = "P", target = "a4", pieces = { "Pa2", "Kc1", "ki10" }, par = 2,
    },
    {
      goal = "A pawn captures diagonally forward. Capture both knights.",
      kind = "capture", pieces = { "Pe2", "nd3", "ne5", "Ki5", "ki10" }, par = 2,
    },
    {
      goal = "Black went e9-e6, past e8 and e7. Take it en passant on e7.",
      kind = "capture", pieces = { "Pd5", "pe9", "Ka1", "ki10" }, turn = "b", before = { "e9e6" }, par = 1,
      marks = { "e7", "e8" },
    },
    {
      goal = "Any hex it passed will do: this time take it on e8.",
      kind = "capture", pieces = { "Pd6", "pe9", "Ka1", "ki10" }, turn = "b", before = { "e9e6" }, par = 1,
      marks = { "e7", "e8" },
    },
    {
      goal = "Promote the pawn on the top of its file.",
      kind = "reach", piece = "P", target = "g10", pieces = { "Pg9", "Ka1", "ke10" }, par = 1,
    },
  },
}
