//! How the king, queen, rook, bishop and knight move: sliders by line kind, and the step and
//! leap paths of the jumpers.

use crate::rules::geometry::Direction;
use crate::rules::piece::Role;
use crate::rules::spec::{DirectionSet, MoveSpec, PiecesSpec};
use crate::rules::variant_error::SpecError;

/// The compiled movement of the non-pawn kinds.
pub(super) struct Movement {
    /// Step-or-leap paths per kind, indexed like [`Role::ALL`].
    pub jump_paths: [Vec<Vec<Direction>>; 6],
    /// Bit `r` set: kind `r` slides orthogonally.
    pub orthogonal_sliders: u8,
    /// Bit `r` set: kind `r` slides diagonally.
    pub diagonal_sliders: u8,
    /// Kinds that step or leap.
    pub jumpers: Vec<Role>,
}

/// Checks and compiles every kind's moves.
pub(super) fn compile(pieces: &PiecesSpec) -> Result<Movement, SpecError> {
    let mut m =
        Movement { jump_paths: Default::default(), orthogonal_sliders: 0, diagonal_sliders: 0, jumpers: Vec::new() };
    for role in Role::ALL {
        let Some(piece) = pieces.get(role) else { continue };
        if piece.moves.is_empty() {
            return Err(bad_piece(role, "has no moves"));
        }
        for primitive in &piece.moves {
            add(&mut m, role, primitive)?;
        }
    }
    m.jumpers = Role::ALL.into_iter().filter(|r| !m.jump_paths[r.index()].is_empty()).collect();
    Ok(m)
}

/// Adds one movement primitive of `role`.
fn add(m: &mut Movement, role: Role, primitive: &MoveSpec) -> Result<(), SpecError> {
    let bit = 1 << role.index();
    match primitive {
        MoveSpec::Slide(set) => {
            if role == Role::King {
                return Err(bad_piece(role, "the king may only step or leap"));
            }
            if matches!(set, DirectionSet::Orthogonal | DirectionSet::All) {
                m.orthogonal_sliders |= bit;
            }
            if matches!(set, DirectionSet::Diagonal | DirectionSet::All) {
                m.diagonal_sliders |= bit;
            }
        }
        MoveSpec::Step(set) => m.jump_paths[role.index()].extend(directions(*set).into_iter().map(|d| vec![d])),
        MoveSpec::Leap(path) => {
            if path.is_empty() || path.len() > 8 {
                return Err(bad_piece(role, "a leap needs 1 to 8 clock directions"));
            }
            let dirs = path.iter().map(|h| super::clock(role.name(), *h)).collect::<Result<Vec<_>, _>>()?;
            m.jump_paths[role.index()].extend(leap_images(&dirs));
        }
    }
    Ok(())
}

fn bad_piece(role: Role, reason: &str) -> SpecError {
    SpecError::BadPiece { role: role.name(), reason: reason.into() }
}

fn directions(set: DirectionSet) -> Vec<Direction> {
    match set {
        DirectionSet::Orthogonal => Direction::ORTHOGONAL.to_vec(),
        DirectionSet::Diagonal => Direction::DIAGONAL.to_vec(),
        DirectionSet::All => Direction::ALL.to_vec(),
    }
}

/// A leap path in all six 60° rotations and their mirror images, without repeats.
fn leap_images(path: &[Direction]) -> Vec<Vec<Direction>> {
    let mut out: Vec<Vec<Direction>> = Vec::new();
    let mut seen: Vec<(i32, i32)> = Vec::new();
    for mirror in [false, true] {
        for turn in 0..6 {
            let p: Vec<Direction> = path
                .iter()
                .map(|d| {
                    let d = if mirror { d.mirrored_horizontally() } else { *d };
                    d.turned(2 * turn)
                })
                .collect();
            let sum = p.iter().fold((0, 0), |(q, y), d| (q + d.delta().0 as i32, y + d.delta().1 as i32));
            if sum != (0, 0) && !seen.contains(&sum) {
                seen.push(sum);
                out.push(p);
            }
        }
    }
    out
}
