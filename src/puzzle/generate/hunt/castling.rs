//! The castling hunt (Shafran): the opponent has a move that lets the solver castle with check.

use crate::engine::Rng;
use crate::rules::{Coord, Move, MoveKind, Piece, Position, Role, Setup, Variant};

use super::draw::{pick, place_randomly, random_color};
use super::handing_over;

/// A draw: the solver's king and some of its rooks at home with their rights, perhaps a queen,
/// a minor piece or pawns elsewhere; the opponent (to move) a king and one to four pieces
/// anywhere.
pub fn draw(variant: &Variant, rng: &mut Rng) -> Option<Setup> {
    use Role::{Bishop, King, Knight, Pawn, Queen, Rook};
    let solver = random_color(rng);
    let mut setup = Setup { turn: solver.other(), fullmove_number: 30, ..Setup::empty() };
    let board = variant.board();
    let mut king_home = None;
    for right in variant.castling_rights().iter().filter(|r| r.color == solver) {
        king_home = Some(right.king_home);
        if rng.below(4) != 0 {
            setup.set(Coord::of(board, right.rook_home), Some(Piece::new(solver, Rook)));
            setup.castling.push(right.letter);
        }
    }
    setup.set(Coord::of(board, king_home?), Some(Piece::new(solver, King)));
    if setup.castling.is_empty() {
        return None;
    }
    let extras: Vec<Role> = (0..rng.below(3)).map(|_| pick(rng, &[Queen, Knight, Bishop, Pawn])).collect();
    place_randomly(variant, &mut setup, solver, &extras, rng)?;
    let mut theirs = vec![King];
    theirs.extend((0..1 + rng.below(4)).map(|_| pick(rng, &[Pawn, Pawn, Knight, Bishop, Rook, Queen])));
    place_randomly(variant, &mut setup, solver.other(), &theirs, rng)?;
    Some(setup)
}

/// The opponent's moves in `pos` that leave the solver a castling with check.
pub fn mistakes(pos: &Position) -> Vec<Move> {
    handing_over(pos, |_| true, |reply, next| matches!(reply.kind, MoveKind::Castle(_)) && next.is_check())
}

#[cfg(test)]
mod tests {
    use super::super::{Hunt, hunt_game};
    use super::*;
    use crate::script::builtin_variant;

    #[test]
    fn a_castling_hunt_hands_the_solver_a_castling_with_check() {
        let shafran = builtin_variant("shafran").expect("shafran");
        for number in 0..5 {
            let Some(game) = hunt_game(shafran, Hunt::Castling, 3, number) else { panic!("position {number}") };
            let after = game.start.play(game.moves[0]).expect("a legal mistake");
            let castles_with_check = after
                .legal_moves()
                .into_iter()
                .any(|r| matches!(r.kind, MoveKind::Castle(_)) && after.play(r).is_ok_and(|p| p.is_check()));
            assert!(castles_with_check, "{}", game.start.fen());
        }
    }
}
