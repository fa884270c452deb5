//! Zobrist keys: one random 64-bit key per piece and cell, side to move, castling right and
//! en-passant target, so a position's hash is the XOR of the keys of its features.

use super::geometry::Cell;
use super::piece::Piece;

/// The key tables of one variant.
pub(crate) struct Zobrist {
    pieces: Box<[[u64; 128]; 12]>,
    black_to_move: u64,
    castling: [u64; 8],
    en_passant: [u64; 128],
}

/// SplitMix64: small, fast and good enough for hash keys; fixed seed so hashes are reproducible.
fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Zobrist {
    /// Keys for a board of `cells` cells with `rights` castling rights.
    pub fn new(cells: usize, rights: usize) -> Zobrist {
        let mut s = 0x4845_5843_4845_5353u64; // "HEXCHESS"
        let mut pieces = Box::new([[0u64; 128]; 12]);
        for row in pieces.iter_mut() {
            for k in row.iter_mut().take(cells) {
                *k = splitmix(&mut s);
            }
        }
        let black_to_move = splitmix(&mut s);
        let mut castling = [0u64; 8];
        for k in castling.iter_mut().take(rights) {
            *k = splitmix(&mut s);
        }
        let mut en_passant = [0u64; 128];
        for k in en_passant.iter_mut().take(cells) {
            *k = splitmix(&mut s);
        }
        Zobrist { pieces, black_to_move, castling, en_passant }
    }

    /// Key of `piece` on `cell`.
    #[inline(always)]
    pub fn piece(&self, piece: Piece, cell: Cell) -> u64 {
        self.pieces[(piece.code() as usize - 1) % 12][cell.ix()]
    }

    /// Key toggled when Black is to move.
    #[inline(always)]
    pub fn black_to_move(&self) -> u64 {
        self.black_to_move
    }

    /// Key of the castling rights bitmask.
    #[inline(always)]
    pub fn castling(&self, rights: u8) -> u64 {
        let mut h = 0;
        let mut r = rights;
        while r != 0 {
            h ^= self.castling[r.trailing_zeros() as usize % 8];
            r &= r - 1;
        }
        h
    }

    /// Key of a capturable en-passant victim standing on `cell`.
    #[inline(always)]
    pub fn en_passant(&self, victim: Cell) -> u64 {
        self.en_passant[victim.ix()]
    }
}
