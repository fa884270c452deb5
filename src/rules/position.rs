//! `Position`: a legal position of a compiled variant, with make-move and Zobrist hashing.

use super::attacks::Pieces;
use super::bitboard::Bitboard;
use super::geometry::Cell;
use super::moves::{Move, MoveKind};
use super::piece::{Color, Piece, Role};
use super::setup::{Coord, Setup};
use super::setup_error::SetupErrors;
use super::spec::EnPassantRule;
use super::variant::Variant;

/// A legal position: pieces, side to move, castling rights, en passant and counters.
///
/// It holds a reference to its compiled variant, is `Copy`, and is only made by
/// [`Position::from_setup`] or by playing legal moves, so it is always valid.
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
        write!(f, "Position({} {})", self.variant.name(), super::fen::write(self))
    }
}

impl Position {
    /// Validates a setup and builds the position.
    ///
    /// # Errors
    /// [`SetupErrors`] listing every reason the setup is illegal.
    pub fn from_setup(variant: &'static Variant, setup: &Setup) -> Result<Position, SetupErrors> {
        super::validate::validate(variant, setup).map(|v| v.into_position(variant))
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
        super::validate::passing_order(&self.variant.tables, self.turn.other(), &passed).unwrap_or(passed)
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

    #[inline(always)]
    fn put(&mut self, cell: Cell, piece: Piece) {
        let bb = Bitboard::from_cell(cell);
        self.pieces.by_color[piece.color.index()] |= bb;
        self.pieces.by_role[piece.role.index()] |= bb;
        self.pieces.mailbox[cell.ix()] = piece.code();
        self.hash ^= self.variant.zobrist.piece(piece, cell);
    }

    #[inline(always)]
    fn take(&mut self, cell: Cell) -> Option<Piece> {
        let piece = Piece::from_code(self.pieces.mailbox[cell.ix()])?;
        let bb = Bitboard::from_cell(cell);
        self.pieces.by_color[piece.color.index()] ^= bb;
        self.pieces.by_role[piece.role.index()] ^= bb;
        self.pieces.mailbox[cell.ix()] = 0;
        self.hash ^= self.variant.zobrist.piece(piece, cell);
        Some(piece)
    }

    /// Plays a move that must come from this position's legal moves. Faster than [`Position::play`];
    /// an illegal move leaves a meaningless (but memory-safe) position.
    pub fn play_unchecked(&mut self, mv: Move) {
        let v = self.variant;
        let us = self.turn;
        self.hash ^= self.ep_key() ^ v.zobrist.castling(self.castling);
        let mut irreversible = false;
        match mv.kind {
            MoveKind::Castle(i) => {
                if let Some(c) = v.castlings.get(i as usize) {
                    let king = self.take(c.king_from);
                    let rook = self.take(c.rook_from);
                    if let (Some(k), Some(r)) = (king, rook) {
                        self.put(c.king_to, k);
                        self.put(c.rook_to, r);
                    }
                }
            }
            _ => {
                if mv.kind == MoveKind::EnPassant
                    && let Some(victim) = self.ep_victim
                {
                    self.take(victim);
                }
                if self.take(mv.to).is_some() {
                    irreversible = true;
                }
                if let Some(piece) = self.take(mv.from) {
                    irreversible |= piece.role == Role::Pawn;
                    let landed = match mv.promotion {
                        Some(role) => Piece::new(us, role),
                        None => piece,
                    };
                    self.put(mv.to, landed);
                }
            }
        }
        self.ep_passed = Bitboard::EMPTY;
        self.ep_capture = Bitboard::EMPTY;
        self.ep_victim = None;
        if mv.kind == MoveKind::MultiStep && v.en_passant != EnPassantRule::None {
            let passed = v.tables.between(mv.from, mv.to);
            self.ep_passed = passed;
            self.ep_capture = match v.en_passant {
                EnPassantRule::LastPassed => {
                    passed.into_iter().filter(|c| v.tables.push(us, *c) == Some(mv.to)).collect()
                }
                _ => passed,
            };
            self.ep_victim = Some(mv.to);
        }
        self.castling &= !(v.rights_lost[mv.from.ix()] | v.rights_lost[mv.to.ix()]);
        self.halfmove = if irreversible { 0 } else { self.halfmove.saturating_add(1) };
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.turn = us.other();
        self.hash ^= v.zobrist.black_to_move() ^ v.zobrist.castling(self.castling) ^ self.ep_key();
    }

    /// The position after a legal move.
    ///
    /// # Errors
    /// [`IllegalMove`] if the move is not among the legal moves.
    pub fn play(&self, mv: Move) -> Result<Position, IllegalMove> {
        let legal = self.legal_moves();
        let found = legal
            .iter()
            .find(|m| m.from == mv.from && m.to == mv.to && m.promotion == mv.promotion)
            .ok_or(IllegalMove)?;
        let mut next = *self;
        next.play_unchecked(*found);
        Ok(next)
    }
}

/// The move is not legal in this position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("illegal move")]
pub struct IllegalMove;
