-- McCooey's hexagonal chess (1978-79): Gliński's board and pieces, a tighter setup, and pawns that
-- capture diagonally. Every key is documented in docs/variants.md.

return {
  name = "mccooey",
  title = "McCooey",
  description = "Gliński's board with seven pawns that capture diagonally; stalemate is a draw.",

  board = {
    files = {
      { name = "a", cells = 6,  base = 5 },
      { name = "b", cells = 7,  base = 4 },
      { name = "c", cells = 8,  base = 3 },
      { name = "d", cells = 9,  base = 2 },
      { name = "e", cells = 10, base = 1 },
      { name = "f", cells = 11, base = 0 },
      { name = "g", cells = 10, base = 1 },
      { name = "h", cells = 9,  base = 2 },
      { name = "i", cells = 8,  base = 3 },
      { name = "k", cells = 7,  base = 4 },
      { name = "l", cells = 6,  base = 5 },
    },
  },

  symmetry = "mirror",

  pieces = {
    king   = { moves = { { step = "all" } } },
    queen  = { moves = { { slide = "all" } } },
    rook   = { moves = { { slide = "orthogonal" } } },
    bishop = { moves = { { slide = "diagonal" } } },
    knight = { moves = { { leap = { 12, 12, 2 } } } },
  },

  pawn = {
    forward = 12,
    captures = { 11, 1 },          -- one step diagonally forward
    -- Every pawn may double-step from its start hex except the f-pawn (f4).
    multi_step = { c1 = 2, d2 = 2, e3 = 2, g3 = 2, h2 = 2, i1 = 2 },
    promotion = { "queen", "rook", "bishop", "knight" },
    en_passant = "all_passed",
  },

  castling = {},

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
    stalemate = "draw",
    threefold = true,
    fifty_move = true,
    fifty_move_plies = 100,
    draw_offers = true,
    bare_kings = false,
  },
}
