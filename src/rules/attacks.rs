//! Which pieces attack a cell.

use super::bitboard::Bitboard;
use super::geometry::Cell;
use super::piece::{Color, Role};
use super::variant::Variant;

/// The pieces on a board: bitboards by colour and kind, plus a mailbox by cell.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Pieces {
    pub by_color: [Bitboard; 2],
    pub by_role: [Bitboard; 6],
    pub mailbox: [u8; 128],
}

impl Pieces {
    pub const EMPTY: Pieces =
        Pieces { by_color: [Bitboard::EMPTY; 2], by_role: [Bitboard::EMPTY; 6], mailbox: [0; 128] };

    #[inline(always)]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    #[inline(always)]
    pub fn of(&self, color: Color, role: Role) -> Bitboard {
        self.by_color[color.index()] & self.by_role[role.index()]
    }

    /// Pieces of `mask` kinds (bit per role index).
    #[inline(always)]
    pub fn roles(&self, mask: u8) -> Bitboard {
        let mut bb = Bitboard::EMPTY;
        let mut m = mask;
        while m != 0 {
            bb |= self.by_role[(m.trailing_zeros() % 6) as usize];
            m &= m - 1;
        }
        bb
    }
}

impl Variant {
    /// Pieces of `by` that attack `cell`, given the occupancy `occupied`.
    #[inline]
    pub(crate) fn attackers_to(&self, p: &Pieces, cell: Cell, by: Color, occupied: Bitboard) -> Bitboard {
        let t = &self.tables;
        let theirs = p.by_color[by.index()];
        let mut att = t.pawn_attackers[by.index()][cell.ix()] & p.by_role[Role::Pawn.index()];
        for role in &self.jumpers {
            att |= t.jumped_from[role.index()][cell.ix()] & p.by_role[role.index()];
        }
        let orth = p.roles(self.orthogonal_sliders) & theirs;
        if t.orthogonal_lines[cell.ix()].intersects(orth) {
            att |= t.orthogonal_attacks(cell, occupied) & orth;
        }
        let diag = p.roles(self.diagonal_sliders) & theirs;
        if t.diagonal_lines[cell.ix()].intersects(diag) {
            att |= t.diagonal_attacks(cell, occupied) & diag;
        }
        att & theirs
    }

    /// Whether any piece of `by` attacks `cell`.
    #[inline]
    pub(crate) fn is_attacked(&self, p: &Pieces, cell: Cell, by: Color, occupied: Bitboard) -> bool {
        self.attackers_to(p, cell, by, occupied).any()
    }
}
