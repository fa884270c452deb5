//! `Position`: a legal position of a compiled variant, with Zobrist hashing.
//!
//! The `Setup → Position` boundary is here: [`Position::from_setup`] runs every check of
//! `validate.rs` and reports each problem as a typed [`SetupError`]. Making moves is in
//! `play.rs`; the position string is read and written through its setup (`fen.rs`).

mod pass;
mod play;
mod setup_error;
pub(crate) mod validate;

pub use play::IllegalMove;
pub use setup_error::{EnPassantProblem, SetupError, SetupErrors};

use super::attacks::Pieces;
use super::bitboard::Bitboard;
use super::fen::{self, PositionStringError};
use super::geometry::Cell;
use super::piece::{Color, Piece, Role};
use super::setup::{Coord, Setup};
use super::variant::Variant;

/// A legal position: pieces, side to move, castling rights, en passant and counters.
///
/// It holds a reference to its compiled variant, is `Copy`, and is only made by
/// [`Position::from_setup`] or by playing legal moves, so it is always valid.
///
/// ```
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// use hexchess::rules::{Color, Position, Role};
/// let glinski = hexchess::script::builtin_variant("glinski")?;
/// let start = glinski.start_position();
/// assert_eq!(start.turn(), Color::White);
/// assert_eq!(start.pieces(Color::White, Role::Bishop).count(), 3);
/// let e4 = glinski.board().parse_cell("e4").ok_or("no e4")?;
/// assert_eq!(start.piece_at(e4).map(|p| p.char()), Some('P'));
/// assert!(!start.is_check());
/// # Ok(()) }
/// ```
#[derive(Clone, Copy)]
pub struct Position {
    pub(crate) variant: &'static Variant,
    pub(crate) pieces: Pieces,
    pub(crate) turn: Color,
    pub(crate) castling: u8,
    pub(crate) ep_passed: Bitboard,
    pub(crate) ep_capture: Bitboard,
    pub(crate) ep_victim: Option<Cell>,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    pub(crate) hash: u64,
}

impl PartialEq for Position {
    /// Equal when the variant and every field of the position string are equal.
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.variant, other.variant)
            && self.pieces == other.pieces
            && self.turn == other.turn
            && self.castling == other.castling
            && self.ep_passed == other.ep_passed
            && self.ep_victim == other.ep_victim
            && self.halfmove == other.halfmove
            && self.fullmove == other.fullmove
    }
}

impl Eq for Position {}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position({} {})", self.variant.name(), self.fen())
    }
}

impl Position {
    /// Validates a setup and builds the position.
    ///
    /// ```
    /// # fn main() -> Result<(), Box<dyn std::error::Error>> {
    /// use hexchess::rules::{Color, Coord, Piece, Position, SetupError, Setup};
    /// let glinski = hexchess::script::builtin_variant("glinski")?;
    /// let board = glinski.board();
    /// let at = |name: &str| board.parse_cell(name).map(|c| Coord::of(board, c)).ok_or("no such cell");
    /// let mut setup = Setup::empty();
    /// setup.set(at("g1")?, Piece::from_char('K'));
    /// setup.set(at("g10")?, Piece::from_char('k'));
    /// let pos = Position::from_setup(glinski, &setup)?;
    /// assert_eq!(pos.fen(), "6/7/8/9/10/11/K8k/9/8/7/6 w - - 0 1");
    ///
    /// setup.set(at("g10")?, None);
    /// let errors = Position::from_setup(glinski, &setup).unwrap_err();
    /// assert_eq!(errors.reasons(), [SetupError::NoKing(Color::Black)]);
    /// assert_eq!(errors.to_string(), "Black has no king");
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// [`SetupErrors`] listing every reason the setup is illegal.
    pub fn from_setup(variant: &'static Variant, setup: &Setup) -> Result<Position, SetupErrors> {
        validate::validate(variant, setup).map(|v| v.into_position(variant))
    }

    /// Reads and validates a position string in any supported form (see [`fen`]).
    ///
    /// ```
    /// # fn main() -> Result<(), Box<dyn std::error::Error>> {
    /// use hexchess::rules::{Position, PositionStringError};
    /// let glinski = hexchess::script::builtin_variant("glinski")?;
    /// let pos = Position::from_fen(glinski, "6/7/8/4P4/4p5/11/K8k/9/8/7/6 w - e6 3 9")?;
    /// assert_eq!(pos.fullmove_number(), 9);
    /// assert_eq!(pos.fen(), "6/7/8/4P4/4p5/11/K8k/9/8/7/6 w - e6 3 9");
    /// assert!(matches!(Position::from_fen(glinski, "6/7 w"), Err(PositionStringError::Syntax(_))));
    /// assert!(matches!(Position::from_fen(glinski, "6/7/8/9/10/11/10/9/8/7/6"), Err(PositionStringError::Illegal(_))));
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// [`PositionStringError::Syntax`] for malformed text, [`PositionStringError::Illegal`] for an
    /// illegal position.
    pub fn from_fen(variant: &'static Variant, text: &str) -> Result<Position, PositionStringError> {
        let setup = fen::parse(variant, text)?;
        Ok(Position::from_setup(variant, &setup)?)
    }

    /// The position string in our six-field form: the writer of [`fen::write`], given this
    /// position's setup.
    pub fn fen(&self) -> String {
        fen::write(self.variant, &self.to_setup())
    }

    /// The variant this position belongs to.
    pub fn variant(&self) -> &'static Variant {
        self.variant
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The piece on a cell.
    #[inline]
    pub fn piece_at(&self, cell: Cell) -> Option<Piece> {
        Piece::from_code(self.pieces.mailbox[cell.ix()])
    }

    /// Cells holding pieces of `color` and `role`.
    pub fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.pieces.of(color, role)
    }

    /// Cells holding pieces of `color`.
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.pieces.by_color[color.index()]
    }

    /// Every occupied cell.
    pub fn occupied(&self) -> Bitboard {
        self.pieces.occupied()
    }

    /// The king of `color` (a legal position has exactly one).
    pub fn king(&self, color: Color) -> Cell {
        self.pieces.of(color, Role::King).first().unwrap_or(Cell::new_unchecked(0))
    }

    /// The pieces giving check to the side to move.
    pub fn checkers(&self) -> Bitboard {
        let us = self.turn;
        self.variant.attackers_to(&self.pieces, self.king(us), us.other(), self.occupied())
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Whether `color`'s pieces attack `cell` in this position.
    pub fn is_attacked(&self, cell: Cell, by: Color) -> bool {
        self.variant.is_attacked(&self.pieces, cell, by, self.occupied())
    }

    /// The castling rights as a bitmask over [`Variant::castling_rights`].
    pub fn castling_bits(&self) -> u8 {
        self.castling
    }

    /// The castling-right letters, White's first.
    pub fn castling_letters(&self) -> Vec<char> {
        let rights = self.variant.castling_rights();
        (0..rights.len()).filter(|i| self.castling & (1 << i) != 0).map(|i| rights[i].letter).collect()
    }

    /// The cells the last multi-step pawn passed (empty after any other move).
    pub fn en_passant_passed(&self) -> Bitboard {
        self.ep_passed
    }

    /// The cells the last multi-step pawn passed, in the order it passed them (empty after any
    /// other move). This is the order the position string writes.
    pub fn en_passant_path(&self) -> Vec<Cell> {
        let passed: Vec<Cell> = self.ep_passed.into_iter().collect();
        validate::passing_order(&self.variant.tables, self.turn.other(), &passed).unwrap_or(passed)
    }

    /// The cells where an en-passant capture may land this move.
    pub fn en_passant_targets(&self) -> Bitboard {
        self.ep_capture
    }

    /// Plies since the last capture or pawn move.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    /// The move number: 1 at the start, rising after each Black move.
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    /// The Zobrist hash of everything that matters for repetition: pieces, side to move,
    /// castling rights, and the en-passant victim when a pawn of the side to move could take it.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Whether only the two kings are left.
    pub fn is_bare_kings(&self) -> bool {
        self.occupied() == self.pieces.by_role[Role::King.index()] && self.occupied().count() == 2
    }

    /// Whether `color` has nothing but its king.
    pub fn has_bare_king(&self, color: Color) -> bool {
        self.by_color(color).count() == 1
    }

    /// The position as plain data.
    pub fn to_setup(&self) -> Setup {
        let board = self.variant.board();
        Setup {
            pieces: self
                .occupied()
                .into_iter()
                .filter_map(|c| Some((Coord::of(board, c), self.piece_at(c)?)))
                .collect(),
            turn: self.turn,
            castling: self.castling_letters(),
            en_passant: self.en_passant_path().into_iter().map(|c| Coord::of(board, c)).collect(),
            halfmove_clock: self.halfmove,
            fullmove_number: self.fullmove,
        }
    }

    /// The en-passant part of the hash: the victim's key when a pawn of the side to move attacks a target.
    #[inline]
    pub(crate) fn ep_key(&self) -> u64 {
        let Some(victim) = self.ep_victim else { return 0 };
        let t = &self.variant.tables;
        let pawns = self.pieces.of(self.turn, Role::Pawn);
        let possible =
            self.ep_capture.into_iter().any(|c| t.pawn_attackers[self.turn.index()][c.ix()].intersects(pawns));
        if possible { self.variant.zobrist.en_passant(victim) } else { 0 }
    }

    /// The hash computed from scratch (tests compare it with the incremental one).
    pub fn compute_hash(&self) -> u64 {
        let z = &self.variant.zobrist;
        let mut h = 0;
        for c in self.occupied() {
            if let Some(p) = self.piece_at(c) {
                h ^= z.piece(p, c);
            }
        }
        if self.turn == Color::Black {
            h ^= z.black_to_move();
        }
        h ^ z.castling(self.castling) ^ self.ep_key()
    }
}

impl Variant {
    /// The start position. It cannot fail: [`Variant::compile`] rejects a spec whose start
    /// position is illegal ([`SpecError::BadSetup`](super::SpecError::BadSetup)).
    ///
    /// ```
    /// # fn main() -> Result<(), Box<dyn std::error::Error>> {
    /// let shafran = hexchess::script::builtin_variant("shafran")?;
    /// let start = shafran.start_position();
    /// assert_eq!(start.castling_letters(), ['Q', 'B', 'q', 'b']);
    /// # Ok(()) }
    /// ```
    pub fn start_position(&'static self) -> Position {
        Position::from_setup(self, &self.start).expect("Variant::compile validates the start position")
    }
}
