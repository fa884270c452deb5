//! The start position: the armies of the spec placed on the board, with every castling right
//! whose king and rook stand at home.

use crate::rules::board::Board;
use crate::rules::geometry::Cell;
use crate::rules::piece::{Color, Piece, Role};
use crate::rules::setup::{Coord, Setup};
use crate::rules::spec::VariantSpec;
use crate::rules::variant::Variant;
use crate::rules::variant_error::SpecError;

/// Both armies as a setup with White to move and no castling rights yet.
pub(super) fn pieces(spec: &VariantSpec, board: &Board) -> Result<Setup, SpecError> {
    let mut setup = Setup::empty();
    for color in Color::ALL {
        let army = spec.setup.get(color);
        for role in Role::ALL {
            for name in army.cells(role).split_whitespace() {
                let cell = board.parse_cell(name).ok_or_else(|| SpecError::UnknownCell {
                    context: format!("setup.{}.{}", color.name(), role.name()),
                    cell: name.to_string(),
                })?;
                let coord = Coord::of(board, cell);
                if setup.piece_at(coord).is_some() {
                    return Err(SpecError::SetupCellTwice(name.to_string()));
                }
                setup.pieces.push((coord, Piece::new(color, role)));
            }
        }
    }
    Ok(setup)
}

/// The letters of the castling rights whose king and rook stand on their home cells at the start.
pub(super) fn castling_letters(variant: &Variant) -> Vec<char> {
    let start = &variant.start;
    let at = |c: Cell, piece: Piece| start.piece_at(Coord::of(&variant.board, c)) == Some(piece);
    variant
        .rights
        .iter()
        .filter(|r| {
            at(r.king_home, Piece::new(r.color, Role::King)) && at(r.rook_home, Piece::new(r.color, Role::Rook))
        })
        .map(|r| r.letter)
        .collect()
}
