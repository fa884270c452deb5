//! The `Setup → Position` boundary: every check that makes a setup a legal position.

use crate::rules::attacks::Pieces;
use crate::rules::bitboard::Bitboard;
use crate::rules::geometry::Cell;
use crate::rules::piece::{Color, Piece, Role};
use crate::rules::setup::{CellName, Setup};
use crate::rules::spec::EnPassantRule;
use crate::rules::tables::Tables;
use crate::rules::variant::Variant;

use super::Position;
use super::setup_error::{EnPassantProblem, SetupError, SetupErrors};

/// A setup that passed validation, not yet tied to a `'static` variant.
pub(crate) struct Valid {
    pieces: Pieces,
    turn: Color,
    castling: u8,
    ep_passed: Bitboard,
    ep_capture: Bitboard,
    ep_victim: Option<Cell>,
    halfmove: u32,
    fullmove: u32,
}

impl Valid {
    pub fn into_position(self, variant: &'static Variant) -> Position {
        let mut pos = Position {
            variant,
            pieces: self.pieces,
            turn: self.turn,
            castling: self.castling,
            ep_passed: self.ep_passed,
            ep_capture: self.ep_capture,
            ep_victim: self.ep_victim,
            halfmove: self.halfmove,
            fullmove: self.fullmove,
            hash: 0,
        };
        pos.hash = pos.compute_hash();
        pos
    }
}

/// Checks a setup against a variant, collecting every problem.
pub(crate) fn validate(variant: &Variant, setup: &Setup) -> Result<Valid, SetupErrors> {
    let board = variant.board();
    let mut errors = Vec::new();
    let mut pieces = Pieces::EMPTY;
    for &(coord, piece) in &setup.pieces {
        let Some(cell) = coord.cell(board) else {
            errors.push(SetupError::OffBoard { cell: coord.named(board), piece });
            continue;
        };
        if let Some(first) = Piece::from_code(pieces.mailbox[cell.ix()]) {
            errors.push(SetupError::CellTwice { cell: coord.named(board), pieces: [first, piece] });
            continue;
        }
        pieces.mailbox[cell.ix()] = piece.code();
        pieces.by_color[piece.color.index()].insert(cell);
        pieces.by_role[piece.role.index()].insert(cell);
    }
    let mut kings_ok = true;
    for color in Color::ALL {
        let n = pieces.of(color, Role::King).count() as usize;
        if n != 1 {
            kings_ok = false;
            errors.push(if n == 0 { SetupError::NoKing(color) } else { SetupError::TooManyKings(color, n) });
        }
        for cell in pieces.of(color, Role::Pawn) & variant.promotion_cells(color) {
            errors.push(SetupError::PawnOnPromotionCell(color, CellName::of(board, cell)));
        }
    }
    let castling = castling_bits(variant, setup, &pieces, &mut errors);
    let (ep_passed, ep_capture, ep_victim) = en_passant(variant, setup, &pieces, &mut errors);
    if setup.fullmove_number == 0 {
        errors.push(SetupError::ZeroFullmove);
    }
    if kings_ok {
        let them = setup.turn.other();
        if let Some(king) = pieces.of(them, Role::King).first()
            && variant.is_attacked(&pieces, king, setup.turn, pieces.occupied())
        {
            errors.push(SetupError::OppositeCheck(them));
        }
    }
    if !errors.is_empty() {
        return Err(SetupErrors(errors));
    }
    Ok(Valid {
        pieces,
        turn: setup.turn,
        castling,
        ep_passed,
        ep_capture,
        ep_victim,
        halfmove: setup.halfmove_clock,
        fullmove: setup.fullmove_number,
    })
}

fn castling_bits(variant: &Variant, setup: &Setup, pieces: &Pieces, errors: &mut Vec<SetupError>) -> u8 {
    let mut bits = 0u8;
    for &letter in &setup.castling {
        let rights = variant.castling_rights();
        let Some(i) = rights.iter().position(|r| r.letter == letter) else {
            errors.push(SetupError::UnknownCastlingRight(letter));
            continue;
        };
        let r = &rights[i];
        let at_home = |cell: Cell, role| Piece::from_code(pieces.mailbox[cell.ix()]) == Some(Piece::new(r.color, role));
        if at_home(r.king_home, Role::King) && at_home(r.rook_home, Role::Rook) {
            bits |= 1 << i;
        } else {
            errors.push(SetupError::CastlingPiecesMissing(letter));
        }
    }
    bits
}

type EnPassantState = (Bitboard, Bitboard, Option<Cell>);

fn en_passant(variant: &Variant, setup: &Setup, pieces: &Pieces, errors: &mut Vec<SetupError>) -> EnPassantState {
    let none = (Bitboard::EMPTY, Bitboard::EMPTY, None);
    if setup.en_passant.is_empty() {
        return none;
    }
    let board = variant.board();
    let named = setup.en_passant.iter().map(|c| c.named(board)).collect::<Vec<_>>();
    let mut bad = |reason| {
        errors.push(SetupError::BadEnPassant { cells: named.clone(), reason });
        none
    };
    if variant.en_passant == EnPassantRule::None {
        return bad(EnPassantProblem::NotInVariant);
    }
    let Some(cells) = setup.en_passant.iter().map(|c| c.cell(board)).collect::<Option<Vec<Cell>>>() else {
        return bad(EnPassantProblem::OffBoard);
    };
    let mover = setup.turn.other();
    let t = &variant.tables;
    // Accept the cells in any order: put them in the order the pawn passed them.
    let Some(cells) = passing_order(t, mover, &cells) else {
        return bad(EnPassantProblem::NotConsecutive);
    };
    let (Some(&first), Some(&last)) = (cells.first(), cells.last()) else {
        return bad(EnPassantProblem::NoCells);
    };
    let Some(victim) = t.push(mover, last) else {
        return bad(EnPassantProblem::NoCellBeyond);
    };
    if Piece::from_code(pieces.mailbox[victim.ix()]) != Some(Piece::new(mover, Role::Pawn)) {
        return bad(EnPassantProblem::NoPawn);
    }
    let origin =
        (0..128u8).map(Cell::new_unchecked).take(board.cell_count()).find(|c| t.push(mover, *c) == Some(first));
    let steps_ok = origin.is_some_and(|o| variant.multi_step(mover, o) as usize > cells.len());
    if !steps_ok {
        return bad(EnPassantProblem::NoMultiStep);
    }
    let passed: Bitboard = cells.iter().copied().collect();
    if passed.intersects(pieces.occupied()) || origin.is_some_and(|o| pieces.mailbox[o.ix()] != 0) {
        return bad(EnPassantProblem::NotEmpty);
    }
    let capture = match variant.en_passant {
        EnPassantRule::LastPassed => Bitboard::from_cell(last),
        _ => passed,
    };
    (passed, capture, Some(victim))
}

/// The cells in the order a pawn of `mover` passes them, or `None` unless they are distinct,
/// consecutive forward steps.
pub(crate) fn passing_order(t: &Tables, mover: Color, cells: &[Cell]) -> Option<Vec<Cell>> {
    let set: Bitboard = cells.iter().copied().collect();
    if set.count() as usize != cells.len() {
        return None;
    }
    let first = cells.iter().copied().find(|c| !cells.iter().any(|p| t.push(mover, *p) == Some(*c)))?;
    let mut ordered = vec![first];
    let mut cur = first;
    while let Some(next) = t.push(mover, cur).filter(|n| set.contains(*n)) {
        ordered.push(next);
        cur = next;
    }
    (ordered.len() == cells.len()).then_some(ordered)
}
