//! Moves.

use super::geometry::Cell;
use super::piece::Role;

/// What kind of move it is, beyond from, to and promotion.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MoveKind {
    /// A plain move or capture (also a one-cell pawn step and a promotion).
    Normal,
    /// A pawn's first move of two or more cells, which allows en passant.
    MultiStep,
    /// A pawn capturing en passant.
    EnPassant,
    /// Castling: the king moves from `from` to `to`; the number indexes the variant's castlings.
    Castle(u8),
}

/// A move: from, to, an optional promotion, and its kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    /// The cell the piece leaves (the king's, for castling).
    pub from: Cell,
    /// The cell the piece lands on (the king's, for castling).
    pub to: Cell,
    /// The kind a pawn becomes.
    pub promotion: Option<Role>,
    /// What else the move does.
    pub kind: MoveKind,
}

impl Move {
    /// A plain move.
    pub const fn new(from: Cell, to: Cell) -> Move {
        Move { from, to, promotion: None, kind: MoveKind::Normal }
    }

    /// Whether this is castling.
    pub const fn is_castle(self) -> bool {
        matches!(self.kind, MoveKind::Castle(_))
    }
}
