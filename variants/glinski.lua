-- Gliński's hexagonal chess (1936-1949): the most played variant, and the app's default.
-- A variant file returns a table of data; every key is documented in docs/variants.md.
-- Lua only describes the variant: the Rust rules core compiles this into its move tables.

-- Directions are clock hours with White at the bottom: even hours are orthogonal (through cell
-- edges), odd hours diagonal (through cell corners).

return {
  name = "glinski",
  title = "Gliński",
  description = "The classic: 91 hexes, three bishops each, ¾ point for stalemating your opponent.",

  -- Files left to right. `cells` is how many hexes the file holds; `base` is the height of its
  -- lowest hex above the board's lowest point, in half cells (f1 is the lowest hex).
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

  -- Black is White reflected across the board's horizontal axis: same files.
  symmetry = "mirror",

  pieces = {
    king   = { moves = { { step = "all" } } },
    queen  = { moves = { { slide = "all" } } },
    rook   = { moves = { { slide = "orthogonal" } } },
    bishop = { moves = { { slide = "diagonal" } } },
    -- Two orthogonal steps, then one more at 60 degrees: 12 targets, none on the knight's lines.
    knight = { moves = { { leap = { 12, 12, 2 } } } },
  },

  -- Pawn rules are given for White; Black's follow by the symmetry above.
  pawn = {
    forward = 12,
    captures = { 10, 2 },         -- the two orthogonal forward neighbours
    -- A pawn on any of White's nine start hexes may go two cells (whichever pawn stands there).
    multi_step = { b1 = 2, c2 = 2, d3 = 2, e4 = 2, f5 = 2, g4 = 2, h3 = 2, i2 = 2, k1 = 2 },
    promotion = { "queen", "rook", "bishop", "knight" },
    en_passant = "all_passed",
  },

  castling = {},

  setup = {
    white = {
      king = "g1", queen = "e1", rook = "c1 i1", knight = "d1 h1", bishop = "f1 f2 f3",
      pawn = "b1 c2 d3 e4 f5 g4 h3 i2 k1",
    },
    black = {
      king = "g10", queen = "e10", rook = "c8 i8", knight = "d9 h9", bishop = "f9 f10 f11",
      pawn = "b7 c7 d7 e7 f7 g7 h7 i7 k7",
    },
  },

  rules = {
    stalemate = "glinski",  -- ¾ to the player who stalemates, ¼ to the stalemated player
    threefold = true,
    fifty_move = true,
    fifty_move_plies = 100,
    draw_offers = true,
    bare_kings = false,     -- no automatic insufficient-material draw
  },
}
