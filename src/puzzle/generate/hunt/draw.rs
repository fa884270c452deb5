//! Drawing a hunt's random position: pieces on random cells, and a side's material.

use crate::engine::{Rng, piece_value};
use crate::rules::{Cell, Color, Coord, Piece, Position, Role, Setup, Variant};

/// White or Black, evenly.
pub fn random_color(rng: &mut Rng) -> Color {
    if rng.below(2) == 0 { Color::White } else { Color::Black }
}

/// One of `choices`, evenly.
pub fn pick<T: Copy>(rng: &mut Rng, choices: &[T]) -> T {
    choices[rng.below(choices.len() as u64) as usize]
}

/// Puts `roles` of `color` on random cells of `variant`'s board; `None` when a cell is taken.
pub fn place_randomly(variant: &Variant, setup: &mut Setup, color: Color, roles: &[Role], rng: &mut Rng) -> Option<()> {
    let board = variant.board();
    let cells = board.cell_count() as u64;
    for &role in roles {
        let cell = board.cells().nth(rng.below(cells) as usize)?;
        place(variant, setup, cell, Piece::new(color, role))?;
    }
    Some(())
}

/// Puts `piece` on `cell`; `None` when the cell is taken.
pub fn place(variant: &Variant, setup: &mut Setup, cell: Cell, piece: Piece) -> Option<()> {
    let coord = Coord::of(variant.board(), cell);
    if setup.piece_at(coord).is_some() {
        return None;
    }
    setup.set(coord, Some(piece));
    Some(())
}

/// The engine's material count of `color`'s pieces in `pos`.
pub fn material(pos: &Position, color: Color) -> i32 {
    Role::ALL.iter().map(|&r| pos.pieces(color, r).count() as i32 * piece_value(r)).sum()
}
