//! `Variant::compile`: checks a [`VariantSpec`] and builds the tables move generation reads.
//!
//! The steps each have a file: piece movement (`movement.rs`), pawn rules (`pawns.rs`),
//! castling (`castling.rs`) and the start position (`start.rs`). The start position is
//! validated last, like any setup, so a compiled variant always has a legal start.

mod board;
mod castling;
mod movement;
mod pawns;
mod start;

use std::sync::{Mutex, OnceLock};

use super::board::Board;
use super::geometry::{Cell, Direction, Hex};
use super::position::validate;
use super::spec::{Symmetry, VariantSpec};
use super::tables::{self, MovementInput};
use super::variant::Variant;
use super::variant_error::SpecError;
use super::zobrist::Zobrist;

fn registry() -> &'static Mutex<Vec<&'static Variant>> {
    static REGISTRY: OnceLock<Mutex<Vec<&'static Variant>>> = OnceLock::new();
    REGISTRY.get_or_init(|| Mutex::new(Vec::new()))
}

impl Variant {
    /// Compiles a spec, checking it thoroughly.
    ///
    /// Compiled variants are interned for the life of the program: compiling an equal spec again
    /// returns the same `&'static Variant`, so positions can hold a plain reference to their
    /// tables. Only distinct specs cost memory (about 100 KiB each).
    ///
    /// ```
    /// # fn main() -> Result<(), Box<dyn std::error::Error>> {
    /// use hexchess::rules::{SpecError, Variant};
    /// let glinski = hexchess::script::builtin_variant("glinski")?;
    /// let mut spec = glinski.spec().clone();
    /// assert!(std::ptr::eq(Variant::compile(&spec)?, glinski), "an equal spec is interned");
    ///
    /// spec.name = "no-captures".into();
    /// spec.pawn.captures.clear();
    /// let err = Variant::compile(&spec).unwrap_err();
    /// assert!(matches!(err, SpecError::BadPawn(_)));
    /// assert_eq!(err.to_string(), "pawn: needs at least one capture direction");
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A [`SpecError`] naming the first problem found.
    pub fn compile(spec: &VariantSpec) -> Result<&'static Variant, SpecError> {
        let mut reg = registry().lock().unwrap_or_else(|e| e.into_inner());
        if let Some(v) = reg.iter().find(|v| v.spec == *spec) {
            return Ok(v);
        }
        let v: &'static Variant = Box::leak(Box::new(build(spec)?));
        reg.push(v);
        Ok(v)
    }
}

/// Builds every table of `spec`, then checks its start position.
fn build(spec: &VariantSpec) -> Result<Variant, SpecError> {
    check_name(&spec.name)?;
    let board = Board::new(&spec.board)?;
    let symmetry_map = symmetry_map(&board, spec.symmetry)?;
    let movement = movement::compile(&spec.pieces)?;
    let (forward, captures) = pawns::directions(&spec.pawn)?;
    let image = |d: Direction| symmetric_direction(spec.symmetry, d);
    let input = MovementInput {
        jump_paths: movement.jump_paths,
        pawn_forward: [forward, image(forward)],
        pawn_captures: [captures.clone(), captures.iter().map(|d| image(*d)).collect()],
    };
    let tables = tables::build(&board, &input);
    let pawns = pawns::compile(&spec.pawn, &board, &tables, &symmetry_map)?;
    let castling = castling::compile(spec, &board, &tables)?;
    let zobrist = Zobrist::new(board.cell_count(), castling.rights.len());
    let start = start::pieces(spec, &board)?;
    let mut variant = Variant {
        spec: spec.clone(),
        board,
        tables,
        orthogonal_sliders: movement.orthogonal_sliders,
        diagonal_sliders: movement.diagonal_sliders,
        jumpers: movement.jumpers,
        multi_step: pawns.multi_step,
        promotion_cells: pawns.promotion_cells,
        promotion_roles: spec.pawn.promotion.clone(),
        en_passant: spec.pawn.en_passant,
        castlings: castling.castlings,
        rights: castling.rights,
        rights_lost: castling.rights_lost,
        zobrist,
        symmetry_map,
        start,
    };
    variant.start.castling = start::castling_letters(&variant);
    // The start must be a legal position: `start_position` relies on it.
    validate::validate(&variant, &variant.start).map_err(SpecError::BadSetup)?;
    Ok(variant)
}

/// A name of lower-case letters, digits, `-` and `_`.
fn check_name(name: &str) -> Result<(), SpecError> {
    let valid =
        !name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_');
    if valid { Ok(()) } else { Err(SpecError::BadName(name.to_string())) }
}

/// The image of a White direction for Black.
fn symmetric_direction(symmetry: Symmetry, d: Direction) -> Direction {
    match symmetry {
        Symmetry::Mirror => d.mirrored_vertically(),
        Symmetry::Rotate => d.opposite(),
    }
}

/// A clock hour as a direction; `context` names the key in the error.
fn clock(context: &str, hour: u8) -> Result<Direction, SpecError> {
    Direction::from_clock(hour)
        .filter(|_| hour >= 1)
        .ok_or_else(|| SpecError::BadDirection { context: context.to_string(), hour })
}

/// Each cell's image under the symmetry, by cell index.
fn symmetry_map(board: &Board, symmetry: Symmetry) -> Result<Vec<Cell>, SpecError> {
    let (min_y, max_y) = board.height_range();
    let last_q = board.files().len() as i8 - 1;
    board
        .cells()
        .map(|c| {
            let h = board.hex(c);
            let image = match symmetry {
                Symmetry::Mirror => Hex { q: h.q, y: min_y + max_y - h.y },
                Symmetry::Rotate => Hex { q: last_q - h.q, y: min_y + max_y - h.y },
            };
            board.cell_at(image).ok_or_else(|| SpecError::NotSymmetric(symmetry, board.name(c)))
        })
        .collect()
}
