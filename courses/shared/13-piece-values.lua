return {
  title = "The value of the pieces",
  introduction = [[
Pieces are not worth the same. Counted in pawns: a knight or a bishop is worth about three, a rook
five and a queen nine. The king is beyond price. Win the bigger piece when you can.]],
  completion = "You know what the pieces are worth.",
  levels = {
    {
      goal = "The rook can take a pawn or the queen. Take the one worth more.",
      kind = "reach", target = "f10", pieces = { "Rf6", "qf10", "pa6", "Ka1", "kk7" }, par = 1,
      by_variant = { shafran = { target = "e9", pieces = { "Re5", "qe9", "pa5", "Kc1", "ki10" } } },
    },
    {
      goal = "Fork the king and the queen with the knight, then take the queen.",
      kind = "line", pieces = { "Nf7", "kf11", "ql6", "Kb1" }, line = { "f7h8", "f11e10", "h8l6" }, par = 2,
      by_variant = { shafran = { pieces = { "Ne5", "ke10", "qa6", "Ki5" }, line = { "e5d7", "e10e9", "d7a6" } } },
    },
  },
}
