//! Making moves: copy-make `play_unchecked` with incremental Zobrist hashing, and the checked
//! `play`.

use crate::rules::bitboard::Bitboard;
use crate::rules::geometry::Cell;
use crate::rules::moves::{Move, MoveKind};
use crate::rules::piece::{Color, Piece, Role};
use crate::rules::spec::EnPassantRule;

use super::Position;

impl Position {
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
