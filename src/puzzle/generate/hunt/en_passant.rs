//! The en passant hunt: the opponent's pawn leaves home with a multi-step, and the solver's pawn
//! takes it en passant with check (its own, or one it uncovers).

use crate::engine::Rng;
use crate::rules::{Cell, Move, MoveKind, Piece, Position, Role, Setup, Variant};

use super::draw::{pick, place, place_randomly, random_color};
use super::handing_over;

/// A draw: the opponent (to move) has a king, one or two pawns at home (on cells it may leave
/// with a multi-step) and one to three pieces; the solver a king, one or two pawns and one or
/// two pieces, sliders more often than knights.
pub fn draw(variant: &Variant, rng: &mut Rng) -> Option<Setup> {
    use Role::{Bishop, King, Knight, Pawn, Queen, Rook};
    let opponent = random_color(rng);
    let mut setup = Setup { turn: opponent, fullmove_number: 25, ..Setup::empty() };
    let homes: Vec<Cell> = variant.board().cells().filter(|&c| variant.multi_step(opponent, c) > 1).collect();
    if homes.is_empty() {
        return None;
    }
    for _ in 0..1 + rng.below(2) {
        let home = pick(rng, &homes);
        place(variant, &mut setup, home, Piece::new(opponent, Pawn))?;
    }
    let mut theirs = vec![King];
    theirs.extend((0..1 + rng.below(3)).map(|_| pick(rng, &[Pawn, Knight, Bishop, Rook, Queen])));
    place_randomly(variant, &mut setup, opponent, &theirs, rng)?;
    let mut ours = vec![King];
    ours.extend(std::iter::repeat_n(Pawn, 1 + rng.below(2) as usize));
    ours.extend((0..1 + rng.below(2)).map(|_| pick(rng, &[Bishop, Rook, Queen, Bishop, Rook, Knight])));
    place_randomly(variant, &mut setup, opponent.other(), &ours, rng)?;
    Some(setup)
}

/// The opponent's multi-steps in `pos` that leave the solver an en passant capture with check.
pub fn mistakes(pos: &Position) -> Vec<Move> {
    handing_over(
        pos,
        |m| m.kind == MoveKind::MultiStep,
        |reply, next| reply.kind == MoveKind::EnPassant && next.is_check(),
    )
}

#[cfg(test)]
mod tests {
    use super::super::{Hunt, hunt_game};
    use super::*;
    use crate::script::builtin_variant;

    #[test]
    fn an_en_passant_hunt_hands_the_solver_an_en_passant_capture_with_check() {
        for name in ["glinski", "mccooey", "shafran"] {
            let variant = builtin_variant(name).unwrap_or_else(|e| panic!("{name}: {e}"));
            let games: Vec<_> = (0..4).filter_map(|n| hunt_game(variant, Hunt::EnPassant, 2, n)).collect();
            assert!(!games.is_empty(), "{name}: none of 4 position numbers");
            for game in games {
                assert_eq!(game.moves[0].kind, MoveKind::MultiStep, "{name}: {}", game.start.fen());
                let after = game.start.play(game.moves[0]).expect("a legal mistake");
                let takes_with_check = after
                    .legal_moves()
                    .into_iter()
                    .any(|r| r.kind == MoveKind::EnPassant && after.play(r).is_ok_and(|p| p.is_check()));
                assert!(takes_with_check, "{name}: {}", game.start.fen());
            }
        }
    }
}
