//! A compiled variant: the spec plus the tables that move generation reads.
//!
//! [`Variant::compile`] (in `compile/`) builds one from a [`VariantSpec`]; this file holds the
//! data and the questions move generation and the app ask of it.

use super::bitboard::Bitboard;
use super::board::Board;
use super::geometry::Cell;
use super::piece::{ByColor, Color, Piece, Role};
use super::rule_settings::RuleSettings;
use super::setup::Setup;
use super::spec::{EnPassantRule, Symmetry, VariantSpec};
use super::tables::Tables;
use super::zobrist::Zobrist;

/// One castling move, compiled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Castling {
    /// The side that castles.
    pub color: Color,
    /// Index of the castling right it needs (a bit of the position's rights).
    pub right: u8,
    /// Notation, e.g. `Q-0-0`.
    pub notation: String,
    /// King's start cell.
    pub king_from: Cell,
    /// King's destination.
    pub king_to: Cell,
    /// Rook's start cell.
    pub rook_from: Cell,
    /// Rook's destination.
    pub rook_to: Cell,
    /// Cells that must be empty (apart from this king and rook).
    pub(crate) must_be_empty: Bitboard,
    /// Cells the king passes through, excluding its start and destination.
    pub(crate) king_path: Bitboard,
}

/// A castling right: a rook that has not moved, with its king.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CastlingRight {
    /// Whose right it is.
    pub color: Color,
    /// The letter, upper case for White and lower case for Black in a position string.
    pub letter: char,
    /// The king's home cell.
    pub king_home: Cell,
    /// The rook's home cell.
    pub rook_home: Cell,
}

/// A variant compiled for fast move generation. Compiled variants live for the whole program.
pub struct Variant {
    pub(crate) spec: VariantSpec,
    pub(crate) board: Board,
    pub(crate) tables: Box<Tables>,
    /// Bit `r` set: kind `r` slides orthogonally.
    pub(crate) orthogonal_sliders: u8,
    /// Bit `r` set: kind `r` slides diagonally.
    pub(crate) diagonal_sliders: u8,
    /// Kinds other than the pawn that step or leap.
    pub(crate) jumpers: Vec<Role>,
    pub(crate) multi_step: [[u8; 128]; 2],
    pub(crate) promotion_cells: ByColor<Bitboard>,
    pub(crate) promotion_roles: Vec<Role>,
    pub(crate) en_passant: EnPassantRule,
    pub(crate) castlings: Vec<Castling>,
    pub(crate) rights: Vec<CastlingRight>,
    /// `rights_lost[cell]`: rights that a move from or to `cell` removes.
    pub(crate) rights_lost: [u8; 128],
    pub(crate) zobrist: Zobrist,
    pub(crate) symmetry_map: Vec<Cell>,
    pub(crate) start: Setup,
}

impl std::fmt::Debug for Variant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Variant").field("name", &self.spec.name).finish_non_exhaustive()
    }
}

impl PartialEq for Variant {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other) || self.spec == other.spec
    }
}

impl Variant {
    /// The spec this variant was compiled from.
    pub fn spec(&self) -> &VariantSpec {
        &self.spec
    }

    /// The short identifier, e.g. `"glinski"`.
    pub fn name(&self) -> &str {
        &self.spec.name
    }

    /// The name shown to players, e.g. `"Gliński"`.
    pub fn title(&self) -> &str {
        &self.spec.title
    }

    /// The board geometry and cell names.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The default settings of the tweakable rules.
    pub fn default_rules(&self) -> RuleSettings {
        self.spec.rules
    }

    /// The symmetry that maps White's army onto Black's.
    pub fn symmetry(&self) -> Symmetry {
        self.spec.symmetry
    }

    /// The image of a cell under the variant's symmetry.
    pub fn symmetric_cell(&self, cell: Cell) -> Cell {
        self.symmetry_map[cell.ix().min(self.symmetry_map.len() - 1)]
    }

    /// The start position as a setup.
    pub fn start_setup(&self) -> &Setup {
        &self.start
    }

    /// The castling moves, in spec order.
    pub fn castlings(&self) -> &[Castling] {
        &self.castlings
    }

    /// The castling rights, in the order of the position's rights bits.
    pub fn castling_rights(&self) -> &[CastlingRight] {
        &self.rights
    }

    /// The kinds a pawn may promote to.
    pub fn promotion_roles(&self) -> &[Role] {
        &self.promotion_roles
    }

    /// The cells where a pawn of `color` promotes.
    pub fn promotion_cells(&self, color: Color) -> Bitboard {
        *self.promotion_cells.get(color)
    }

    /// How many cells a pawn of `color` on `cell` may go on one move (1 if no multi-step).
    pub fn multi_step(&self, color: Color, cell: Cell) -> u8 {
        self.multi_step[color.index()][cell.ix()]
    }

    /// Every cell on a line (orthogonal or diagonal) through `cell`, `cell` excluded.
    #[inline]
    pub fn lines(&self, cell: Cell) -> Bitboard {
        self.tables.orthogonal_lines[cell.ix()] | self.tables.diagonal_lines[cell.ix()]
    }

    /// The cells a piece of `role` on `cell` attacks, given the occupancy (pawns: captures of `color`).
    #[inline]
    pub fn attacks(&self, piece: Piece, cell: Cell, occupied: Bitboard) -> Bitboard {
        let t = &self.tables;
        if piece.role == Role::Pawn {
            return t.pawn_captures[piece.color.index()][cell.ix()];
        }
        let r = piece.role.index();
        let mut a = t.jumps[r][cell.ix()];
        if self.orthogonal_sliders & (1 << r) != 0 {
            a |= t.orthogonal_attacks(cell, occupied);
        }
        if self.diagonal_sliders & (1 << r) != 0 {
            a |= t.diagonal_attacks(cell, occupied);
        }
        a
    }
}
