-- McCooey's hexagonal chess (1978-79): Gliński's board and pieces, a tighter setup, and pawns that
-- capture diagonally. It inherits from Gliński's file and writes only how it differs; every key
-- (and how `base` merges) is documented in docs/variants.md.

return {
  base = "glinski",

  name = "mccooey",
  title = "McCooey",
  description = "Gliński's board with seven pawns that capture diagonally; stalemate is a draw.",

  -- Only these pawn keys change; `forward`, `promotion` and `en_passant` are Gliński's.
  pawn = {
    captures = { 11, 1 },          -- one step diagonally forward
    -- Every pawn may double-step from its start hex except the f-pawn (f4).
    multi_step = { c1 = 2, d2 = 2, e3 = 2, g3 = 2, h2 = 2, i1 = 2 },
  },

  setup = {
    white = {
      king = "g1", queen = "e1", rook = "d1 h1", knight = "e2 g2", bishop = "f1 f2 f3",
      pawn = "c1 d2 e3 f4 g3 h2 i1",
    },
    black = {
      king = "g10", queen = "e10", rook = "d9 h9", knight = "e9 g9", bishop = "f9 f10 f11",
      pawn = "c8 d8 e8 f8 g8 h8 i8",
    },
  },

  rules = {
    stalemate = "draw",            -- the other rules are Gliński's defaults
  },
}
