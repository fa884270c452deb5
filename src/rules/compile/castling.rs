//! Castling moves and the rights they need: each spec entry checked and compiled, rights shared
//! by castlings with the same king and rook.

use crate::rules::bitboard::Bitboard;
use crate::rules::board::Board;
use crate::rules::geometry::Cell;
use crate::rules::piece::{Color, Role};
use crate::rules::spec::{CastlingSpec, VariantSpec};
use crate::rules::tables::Tables;
use crate::rules::variant::{Castling, CastlingRight};
use crate::rules::variant_error::SpecError;

/// Every castling of a variant with its rights.
pub(super) struct CompiledCastling {
    /// The castling moves, in spec order.
    pub castlings: Vec<Castling>,
    /// The rights, in the order of the position's rights bits.
    pub rights: Vec<CastlingRight>,
    /// `rights_lost[cell]`: the rights a move from or to `cell` removes.
    pub rights_lost: [u8; 128],
}

/// The four cells of one castling entry.
#[derive(Clone, Copy)]
struct Cells {
    king_from: Cell,
    king_to: Cell,
    rook_from: Cell,
    rook_to: Cell,
}

/// Checks and compiles the castling entries of `spec`.
pub(super) fn compile(spec: &VariantSpec, board: &Board, tables: &Tables) -> Result<CompiledCastling, SpecError> {
    let mut out = CompiledCastling { castlings: Vec::new(), rights: Vec::new(), rights_lost: [0; 128] };
    for c in &spec.castling {
        let cells = check(c, board, tables)?;
        let right = right_index(c, &cells, &mut out.rights)?;
        let king_path = tables.between(cells.king_from, cells.king_to);
        let must_be_empty = (tables.between(cells.king_from, cells.rook_from)
            | king_path
            | Bitboard::from_cell(cells.king_to)
            | Bitboard::from_cell(cells.rook_to))
            - Bitboard::from_cell(cells.king_from)
            - Bitboard::from_cell(cells.rook_from);
        out.castlings.push(Castling {
            color: c.color,
            right: right as u8,
            notation: c.notation.clone(),
            king_from: cells.king_from,
            king_to: cells.king_to,
            rook_from: cells.rook_from,
            rook_to: cells.rook_to,
            must_be_empty,
            king_path,
        });
        out.rights_lost[cells.rook_from.ix()] |= 1 << right;
    }
    for (i, r) in out.rights.iter().enumerate() {
        for other in out.rights.iter().filter(|o| o.color == r.color) {
            out.rights_lost[other.king_home.ix()] |= 1 << i;
        }
    }
    Ok(out)
}

fn bad(c: &CastlingSpec, reason: &str) -> SpecError {
    SpecError::BadCastling { notation: c.notation.clone(), reason: reason.to_string() }
}

/// The entry's cells, after checking its letter, notation and geometry.
fn check(c: &CastlingSpec, board: &Board, tables: &Tables) -> Result<Cells, SpecError> {
    let cell = |name: &str| {
        board.parse_cell(name).ok_or_else(|| SpecError::UnknownCell {
            context: format!("castling {}", c.notation),
            cell: name.to_string(),
        })
    };
    let cells = Cells {
        king_from: cell(&c.king[0])?,
        king_to: cell(&c.king[1])?,
        rook_from: cell(&c.rook[0])?,
        rook_to: cell(&c.rook[1])?,
    };
    right_letter(c)?;
    if c.notation.is_empty() || c.notation.chars().any(char::is_whitespace) {
        return Err(bad(c, "notation must be non-empty with no spaces"));
    }
    let Cells { king_from, king_to, rook_from, rook_to } = cells;
    if tables.between(king_from, rook_from).is_empty() && tables.line(king_from, rook_from).is_empty() {
        return Err(bad(c, "king and rook must stand on one line"));
    }
    if tables.line(king_from, king_to).is_empty() {
        return Err(bad(c, "the king must move along a line"));
    }
    if king_to == rook_to {
        return Err(bad(c, "the king and the rook must land on different cells"));
    }
    if tables.jumps[Role::King.index()][king_from.ix()].contains(king_to) {
        return Err(bad(c, "the king's castling move must differ from an ordinary king move"));
    }
    Ok(cells)
}

/// The right's letter as a position string writes it: upper case for White, lower for Black.
fn right_letter(c: &CastlingSpec) -> Result<char, SpecError> {
    let mut letters = c.right.chars();
    let letter = match (letters.next(), letters.next()) {
        (Some(l), None) if l.is_ascii_uppercase() && l != 'K' => l,
        _ => return Err(bad(c, "right must be one upper-case letter other than K")),
    };
    Ok(if c.color == Color::White { letter } else { letter.to_ascii_lowercase() })
}

/// The index of the entry's right, added to `rights` if it is new.
fn right_index(c: &CastlingSpec, cells: &Cells, rights: &mut Vec<CastlingRight>) -> Result<usize, SpecError> {
    let letter = right_letter(c)?;
    if let Some(i) = rights.iter().position(|r| r.letter == letter) {
        let r = &rights[i];
        if r.king_home != cells.king_from || r.rook_home != cells.rook_from || r.color != c.color {
            return Err(bad(c, "two castlings share a right letter but not their king and rook"));
        }
        return Ok(i);
    }
    if rights.len() >= 8 {
        return Err(bad(c, "at most 8 castling rights are supported"));
    }
    rights.push(CastlingRight { color: c.color, letter, king_home: cells.king_from, rook_home: cells.rook_from });
    Ok(rights.len() - 1)
}
