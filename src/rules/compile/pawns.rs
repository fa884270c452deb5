//! Pawn rules: step and capture directions, promotion cells and kinds, multi-step cells.

use crate::rules::bitboard::Bitboard;
use crate::rules::board::Board;
use crate::rules::geometry::{Cell, Direction};
use crate::rules::piece::{ByColor, Color, Role};
use crate::rules::spec::PawnSpec;
use crate::rules::tables::Tables;
use crate::rules::variant_error::SpecError;

/// White's forward direction and capture directions.
pub(super) fn directions(pawn: &PawnSpec) -> Result<(Direction, Vec<Direction>), SpecError> {
    let forward = super::clock("pawn.forward", pawn.forward)?;
    let captures = pawn.captures.iter().map(|h| super::clock("pawn.captures", *h)).collect::<Result<Vec<_>, _>>()?;
    if captures.is_empty() {
        return Err(SpecError::BadPawn("needs at least one capture direction".into()));
    }
    Ok((forward, captures))
}

/// What the tables do not already say about pawns.
pub(super) struct Pawns {
    /// The cells where each colour's pawns promote: those with no cell ahead.
    pub promotion_cells: ByColor<Bitboard>,
    /// How many cells a pawn of each colour may go from each cell (1: no multi-step).
    pub multi_step: [[u8; 128]; 2],
}

/// Checks the promotion kinds and multi-step cells, and finds the promotion cells.
pub(super) fn compile(
    pawn: &PawnSpec,
    board: &Board,
    tables: &Tables,
    symmetry_map: &[Cell],
) -> Result<Pawns, SpecError> {
    if pawn.promotion.is_empty() || pawn.promotion.iter().any(|r| matches!(r, Role::Pawn | Role::King)) {
        return Err(SpecError::BadPawn("promotion must list queen, rook, bishop or knight".into()));
    }
    let mut promotion_cells = ByColor::<Bitboard>::default();
    for cell in board.cells() {
        for color in Color::ALL {
            if tables.push(color, cell).is_none() {
                promotion_cells.get_mut(color).insert(cell);
            }
        }
    }
    let mut multi_step = [[1u8; 128]; 2];
    for (name, &steps) in &pawn.multi_step {
        let cell = board
            .parse_cell(name)
            .ok_or_else(|| SpecError::UnknownCell { context: "pawn.multi_step".into(), cell: name.clone() })?;
        if !(1..=8).contains(&steps) {
            return Err(SpecError::BadPawn(format!("multi_step {name} = {steps}: must be 1 to 8")));
        }
        for color in Color::ALL {
            let from = if color == Color::White { cell } else { symmetry_map[cell.ix()] };
            if !run_fits(tables, &promotion_cells, color, from, steps) {
                return Err(SpecError::BadPawn(format!(
                    "multi_step {name} = {steps} reaches the board's edge or a promotion cell"
                )));
            }
            multi_step[color.index()][from.ix()] = steps;
        }
    }
    Ok(Pawns { promotion_cells, multi_step })
}

/// Whether a pawn of `color` can go `steps` cells from `from` without reaching a promotion cell
/// before its last step.
fn run_fits(tables: &Tables, promotion_cells: &ByColor<Bitboard>, color: Color, from: Cell, steps: u8) -> bool {
    let mut cur = from;
    for _ in 1..steps {
        match tables.push(color, cur) {
            Some(n) if !promotion_cells.get(color).contains(n) => cur = n,
            _ => return false,
        }
    }
    true
}
