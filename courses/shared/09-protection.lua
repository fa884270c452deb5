return {
  title = "Protection",
  introduction = [[
A piece is protected when one of your own pieces could recapture on its hex. A piece that the enemy
attacks and nobody protects (or that a cheaper enemy piece attacks) is "en prise": it can be won.
In these levels, leaving a piece en prise loses the level.]],
  completion = "You keep your pieces protected.",
  levels = {
    {
      goal = "Take the pawn that nobody protects. The other one is guarded by the king.",
      kind = "stars", stars = { "a6" }, pieces = { "Rf6", "pa6", "pf10", "kf11", "Ka1" }, par = 1,
      forbid_en_prise = true, marks = { { cell = "f10", color = "red" } },
      by_variant = {
        shafran = { stars = { "a5" }, pieces = { "Re5", "pa5", "pe9", "ke10", "Ka1" }, marks = { { cell = "e9", color = "red" } } },
      },
    },
    {
      goal = "The rook attacks your knight. Bring the king next to it to protect it.",
      kind = "reach", piece = "K", target = "g5", pieces = { "Nf6", "Kg4", "rf10", "kl6" }, par = 1,
      forbid_en_prise = true,
      by_variant = { shafran = { target = "f5", pieces = { "Ne5", "Kg4", "re9", "ki10" } } },
    },
    {
      goal = "Collect the stars, but never leave the rook where the knight can take it.",
      kind = "stars", piece = "R", stars = { "f11", "a6" }, pieces = { "Rf1", "nd8", "Kb1", "kl6" }, par = 5,
      forbid_en_prise = true, marks = { { cell = "d8", color = "red" } },
      by_variant = {
        shafran = { stars = { "e10", "a5" }, pieces = { "Re1", "nc7", "Ka1", "ki10" }, marks = { { cell = "c7", color = "red" } } },
      },
    },
  },
}
