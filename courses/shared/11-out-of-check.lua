return {
  title = "Out of check",
  introduction = [[
There are three ways out of check: move the king away, capture the piece that gives check, or put
a piece between it and the king. A king may never move into check.]],
  completion = "You can always get out of check, when there is a way.",
  levels = {
    {
      goal = "The rook gives check. Step the king off its line.",
      kind = "escape", pieces = { "Kf6", "rf10", "kl6" }, par = 1, forbid_into_check = true,
      by_variant = { shafran = { pieces = { "Ke5", "re9", "ki10" } } },
    },
    {
      goal = "The king is boxed in by his own pawns. Capture the knight that gives check.",
      kind = "escape", pieces = { "Ka1", "Pa2", "Pb1", "Pb2", "Pb3", "Pc2", "Rc8", "nc4", "kl6" }, par = 1,
      by_variant = { shafran = { pieces = { "Ka1", "Pa2", "Pb1", "Pb2", "Pb3", "Pc2", "Rc8", "nc4", "ki10" } } },
    },
    {
      goal = "Block the rook's check with your own rook.",
      kind = "escape", pieces = { "Ka1", "Pb1", "Pb2", "Pb3", "Pc2", "Re5", "ra6", "kl1" }, par = 1,
      by_variant = { shafran = { pieces = { "Ka1", "Pb1", "Pb2", "Pb3", "Pc2", "Re5", "ra6", "ki10" } } },
    },
  },
}
