//! Attack sets for the evaluation and exchange code: the rules core's own tables, behind the
//! small interface the engine's hot loops call.

use crate::rules::{Bitboard, Cell, Color, Piece, Role, Variant};

/// The attack tables of one variant (those of the compiled rules core).
pub(crate) struct AttackTables {
    variant: &'static Variant,
}

impl AttackTables {
    pub fn build(variant: &'static Variant) -> AttackTables {
        AttackTables { variant }
    }

    /// Every cell on a line (orthogonal or diagonal) through `cell`, `cell` excluded.
    #[inline(always)]
    pub fn lines(&self, cell: Cell) -> Bitboard {
        self.variant.lines(cell)
    }

    /// Cells a `color` piece of `role` on `cell` attacks with occupancy `occ`.
    #[inline(always)]
    pub fn attacks(&self, role: Role, color: Color, cell: Cell, occ: Bitboard) -> Bitboard {
        self.variant.attacks(Piece::new(color, role), cell, occ)
    }
}
