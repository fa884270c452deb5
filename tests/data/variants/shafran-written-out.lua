-- Shafran's hexagonal chess (1939): 70 hexes in nine straight files, ranks that slant, pawns that
-- may run up to the middle of their file, and four castlings a side.
-- Every key is documented in docs/variants.md.

return {
  name = "shafran",
  title = "Shafran",
  description = "70 hexes, slanted ranks, long pawn runs and four ways to castle.",

  -- Ranks slant down to the right up to the e-file, so the files right of it start at higher ranks.
  board = {
    files = {
      { name = "a", first_rank = 1, cells = 6,  base = 4 },
      { name = "b", first_rank = 1, cells = 7,  base = 3 },
      { name = "c", first_rank = 1, cells = 8,  base = 2 },
      { name = "d", first_rank = 1, cells = 9,  base = 1 },
      { name = "e", first_rank = 1, cells = 10, base = 0 },
      { name = "f", first_rank = 2, cells = 9,  base = 1 },
      { name = "g", first_rank = 3, cells = 8,  base = 2 },
      { name = "h", first_rank = 4, cells = 7,  base = 3 },
      { name = "i", first_rank = 5, cells = 6,  base = 4 },
    },
  },

  -- Black is White turned half round.
  symmetry = "rotate",

  pieces = {
    king   = { moves = { { step = "all" } } },
    queen  = { moves = { { slide = "all" } } },
    rook   = { moves = { { slide = "orthogonal" } } },
    bishop = { moves = { { slide = "diagonal" } } },
    knight = { moves = { { leap = { 12, 12, 2 } } } },
  },

  pawn = {
    forward = 12,
    captures = { 11, 1 },
    -- On its first move a pawn may go up to the middle of its file: 3 cells on the d, e and f
    -- files, 2 on b, c, g and h, 1 (no multi-step) on a and i.
    multi_step = { b2 = 2, c2 = 2, d2 = 3, e2 = 3, f3 = 3, g4 = 2, h5 = 2 },
    promotion = { "queen", "rook", "bishop", "knight" },
    -- A pawn that went two or three cells can be taken on any cell it passed.
    en_passant = "all_passed",
  },

  -- Short: the rook comes next to the king and the king steps over it.
  -- Long: the king goes next to the rook and the rook jumps over it.
  castling = {
    { color = "white", right = "Q", notation = "Q-0-0",   king = { "e1", "c1" }, rook = { "a1", "d1" } },
    { color = "white", right = "Q", notation = "Q-0-0-0", king = { "e1", "b1" }, rook = { "a1", "c1" } },
    { color = "white", right = "B", notation = "B-0-0",   king = { "e1", "g3" }, rook = { "i5", "f2" } },
    { color = "white", right = "B", notation = "B-0-0-0", king = { "e1", "h4" }, rook = { "i5", "g3" } },
    { color = "black", right = "Q", notation = "Q-0-0",   king = { "e10", "g10" }, rook = { "i10", "f10" } },
    { color = "black", right = "Q", notation = "Q-0-0-0", king = { "e10", "h10" }, rook = { "i10", "g10" } },
    { color = "black", right = "B", notation = "B-0-0",   king = { "e10", "c8" }, rook = { "a6", "d9" } },
    { color = "black", right = "B", notation = "B-0-0-0", king = { "e10", "b7" }, rook = { "a6", "c8" } },
  },

  setup = {
    white = {
      king = "e1", queen = "d1", rook = "a1 i5", bishop = "c1 f2 h4", knight = "b1 g3",
      pawn = "a2 b2 c2 d2 e2 f3 g4 h5 i6",
    },
    black = {
      king = "e10", queen = "f10", rook = "a6 i10", bishop = "b7 d9 g10", knight = "c8 h10",
      pawn = "a5 b6 c7 d8 e9 f9 g9 h9 i9",
    },
  },

  rules = {
    stalemate = "draw",
    threefold = true,
    fifty_move = true,
    fifty_move_plies = 100,
    draw_offers = true,
    bare_kings = true,      -- kings alone are a draw
  },
}
