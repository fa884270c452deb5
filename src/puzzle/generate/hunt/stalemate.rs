//! The stalemate hunt (Gliński's ¾ stalemate): the opponent, ahead in material, has a move
//! that lets the solver stalemate them.

use crate::engine::Rng;
use crate::rules::{Move, Position, Role, Setup, Variant};

use super::draw::{material, pick, place_randomly, random_color};
use super::handing_over;

/// A draw: the opponent (to move) has a king, one to three pawns and a piece; the solver a king,
/// up to two pawns and perhaps a minor piece or a rook. A pawn-only opponent would give the same
/// few king-and-pawn traps over and over.
pub fn draw(variant: &Variant, rng: &mut Rng) -> Option<Setup> {
    use Role::{Bishop, King, Knight, Pawn, Queen, Rook};
    let opponent = random_color(rng);
    let mut setup = Setup { turn: opponent, fullmove_number: 40, ..Setup::empty() };
    let mut theirs = vec![King, pick(rng, &[Knight, Bishop, Rook, Queen])];
    theirs.extend(std::iter::repeat_n(Pawn, 1 + rng.below(3) as usize));
    let mut ours = vec![King];
    ours.extend(std::iter::repeat_n(Pawn, rng.below(3) as usize));
    if rng.below(2) == 0 {
        ours.push(pick(rng, &[Knight, Bishop, Rook]));
    }
    place_randomly(variant, &mut setup, opponent, &theirs, rng)?;
    place_randomly(variant, &mut setup, opponent.other(), &ours, rng)?;
    Some(setup)
}

/// The opponent's moves in `pos` that leave the solver a stalemating reply, when the opponent
/// is ahead in material.
pub fn mistakes(pos: &Position) -> Vec<Move> {
    let opponent = pos.turn();
    if material(pos, opponent) <= material(pos, opponent.other()) {
        return Vec::new();
    }
    handing_over(pos, |_| true, |_, next| !next.is_check() && !next.has_legal_move())
}

#[cfg(test)]
mod tests {
    use super::super::{Hunt, hunt_game};
    use super::*;
    use crate::puzzle::generate::SourceGame;
    use crate::script::builtin_variant;

    #[test]
    fn a_stalemate_hunt_hands_the_solver_a_stalemating_reply() {
        let glinski = builtin_variant("glinski").expect("glinski");
        // Many position numbers find no fitting position in their draws; some of the first do.
        let games: Vec<SourceGame> = (0..6).filter_map(|n| hunt_game(glinski, Hunt::StalemateTrick, 4, n)).collect();
        assert!(games.len() >= 2, "{} of 6 position numbers", games.len());
        for game in games {
            assert_eq!(game.moves.len(), 1);
            assert!(game.label.starts_with("hunt stalemateTrick seed 4 position "), "{}", game.label);
            let after = game.start.play(game.moves[0]).expect("a legal mistake");
            let stalemates = after.legal_moves().into_iter().filter(|&r| {
                let next = after.play(r).expect("legal");
                !next.is_check() && next.legal_moves().is_empty()
            });
            assert!(stalemates.count() > 0, "{}: no stalemating reply", game.start.fen());
            let opponent = game.start.turn();
            assert!(material(&game.start, opponent) > material(&game.start, opponent.other()), "the opponent is ahead");
        }
    }
}
