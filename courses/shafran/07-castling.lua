return {
  title = "Castling",
  introduction = [[
In Shafran's chess each side may castle four ways, with either rook, short or long. To castle, move
the king to its hex: two hexes for a short castling (the rook comes up beside the king and the king
steps over it), three for a long one (the king goes next to the rook and the rook jumps over it).
The king and that rook must never have moved, every hex between them must be empty, the king must
not be in check, and no hex the king crosses or lands on may be attacked.]],
  completion = "You can castle all four ways, and you know when you may not.",
  levels = {
    {
      goal = "Castle short on the queen's wing: move the king to c1.",
      kind = "reach", piece = "K", target = "c1", pieces = { "Ke1", "Ra1", "ki10" }, castling = "Q", par = 1,
      arrows = { { from = "e1", to = "c1" } },
    },
    {
      goal = "Castle long on the queen's wing: move the king to b1.",
      kind = "reach", piece = "K", target = "b1", pieces = { "Ke1", "Ra1", "ki10" }, castling = "Q", par = 1,
    },
    {
      goal = "Castle short on the bishops' wing: move the king to g3.",
      kind = "reach", piece = "K", target = "g3", pieces = { "Ke1", "Ri5", "ka6" }, castling = "B", par = 1,
    },
    {
      goal = "Castle long on the bishops' wing: move the king to h4.",
      kind = "reach", piece = "K", target = "h4", pieces = { "Ke1", "Ri5", "ka6" }, castling = "B", par = 1,
    },
    {
      goal = "The black rook attacks d1, which the king would cross on the queen's wing. Castle where you may.",
      kind = "reach", piece = "K", target = "g3", pieces = { "Ke1", "Ra1", "Ri5", "rd9", "kh10" }, castling = "QB", par = 1,
      forbid_into_check = true, marks = { { cell = "d1", color = "red" } },
    },
    {
      goal = "You may not castle out of check. Get out of it another way.",
      kind = "escape", pieces = { "Ke1", "Ra1", "Ri5", "re9", "kh10" }, castling = "QB", par = 1,
      forbid_into_check = true,
    },
    {
      goal = "Black castles too. Castle short on Black's queen's wing: king to g10.",
      kind = "reach", piece = "K", target = "g10", pieces = { "ke10", "ri10", "Kc1" }, castling = "q", turn = "b", par = 1,
    },
  },
}
