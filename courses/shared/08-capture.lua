-- Shared by all three variants. Gliński's and McCooey's board is the same; Shafran's levels give
-- their own pieces under by_variant.
return {
  title = "Capture",
  introduction = [[
A piece captures by moving onto a hex held by an enemy piece, the way it moves: the enemy piece
leaves the board. Only the pawn captures differently from how it moves.]],
  completion = "You can capture with every piece.",
  levels = {
    {
      goal = "Capture the knight with the rook.",
      kind = "capture", pieces = { "Rf6", "nf10", "Ka1", "kk7" }, par = 1,
      by_variant = { shafran = { pieces = { "Re5", "ne9", "Ka1", "ki10" } } },
    },
    {
      goal = "The queen captures along all twelve directions. Capture all three pieces.",
      kind = "capture", pieces = { "Qf6", "ph8", "na6", "bl1", "Kb7", "kk7" }, par = 4,
      by_variant = { shafran = { pieces = { "Qe5", "pg9", "na5", "bi5", "Kf10", "ki10" } } },
    },
    {
      goal = "Capture both pieces with the knight.",
      kind = "capture", pieces = { "Nf6", "pe8", "rb7", "Ka1", "kl6" }, par = 2,
      by_variant = { shafran = { pieces = { "Ne5", "pd7", "ra6", "Ki5", "ki10" } } },
    },
    {
      goal = "Rook and bishop together: capture every black piece.",
      kind = "capture", pieces = { "Ra1", "Bf3", "pa6", "nk7", "pf9", "Kb7", "kl1" }, par = 3,
      by_variant = { shafran = { pieces = { "Ra1", "Bc1", "pa5", "ng9", "pe9", "Ki5", "ki10" } } },
    },
  },
}
