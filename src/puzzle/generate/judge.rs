//! How the generator judges moves, as lichess's puzzle generator does: win chances from a
//! score, and whether a move is the only good one.

use crate::analysis::WIN_CHANCE_SLOPE;
use crate::engine::Score;

use super::probe::MovePair;

/// A mistake must swing the solver's win chances by more than this.
pub const MISTAKE_SWING: f64 = 0.6;
/// A solver move that mates at once is the only good one when no other move comes this close
/// to mating (in win chances).
pub const MATE_ALTERNATIVE_GAP: f64 = 0.6;
/// Otherwise a solver move is the only good one when its win chances beat the second best's by more than this.
pub const ONLY_MOVE_GAP: f64 = 0.7;
/// A material puzzle's solver stays at least this many centipawns ahead.
pub const WINNING_CP: i32 = 200;
/// The solver must not have been further ahead than this (centipawns) before the mistake.
pub const FAR_AHEAD_CP: i32 = 400;
/// The longest mate a mate puzzle may have, in solver moves.
pub const MAX_MATE: i32 = 5;

/// Win chances in −1..=1 for the side a score belongs to: `2 / (1 + exp(−0.00368208 · cp)) − 1`,
/// a mate ±1.
pub fn win_chances(score: Score) -> f64 {
    match score {
        Score::Cp(cp) => 2.0 / (1.0 + (-WIN_CHANCE_SLOPE * f64::from(cp)).exp()) - 1.0,
        Score::Mate(n) if n > 0 => 1.0,
        Score::Mate(_) => -1.0,
    }
}

/// The same score seen by the other side.
pub fn flip(score: Score) -> Score {
    match score {
        Score::Cp(cp) => Score::Cp(-cp),
        Score::Mate(n) => Score::Mate(-n),
    }
}

/// Whether a score is a forced mate for its side in at most [`MAX_MATE`] moves.
pub fn is_short_mate(score: Score) -> bool {
    matches!(score, Score::Mate(n) if (1..=MAX_MATE).contains(&n))
}

/// Whether a score is at least [`WINNING_CP`] (or a mate) for its side.
pub fn is_winning(score: Score) -> bool {
    match score {
        Score::Cp(cp) => cp >= WINNING_CP,
        Score::Mate(n) => n > 0,
    }
}

/// Whether the pair's best move is the only good one. `mates_now` tells whether the best move
/// gives mate on the board. Without a second legal move the best is trivially the only one.
pub fn is_only_move(pair: &MovePair, mates_now: bool) -> bool {
    let Some(second) = pair.second else { return true };
    let second = win_chances(second.score);
    if mates_now {
        return second < 1.0 - MATE_ALTERNATIVE_GAP;
    }
    win_chances(pair.best.score) - second > ONLY_MOVE_GAP
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Score;
    use crate::puzzle::generate::probe::ScoredMove;
    use crate::rules::{Cell, Move};

    fn pair(best: Score, second: Option<Score>) -> MovePair {
        let mv = Move::new(Cell::new_unchecked(0), Cell::new_unchecked(1));
        MovePair { best: ScoredMove { mv, score: best }, second: second.map(|score| ScoredMove { mv, score }) }
    }

    #[test]
    fn win_chances_follow_lichess_curve() {
        assert_eq!(win_chances(Score::Cp(0)), 0.0);
        assert!((win_chances(Score::Cp(200)) - 0.35).abs() < 0.01, "{}", win_chances(Score::Cp(200)));
        assert_eq!(win_chances(Score::Mate(3)), 1.0);
        assert_eq!(win_chances(Score::Mate(-1)), -1.0);
        assert!((win_chances(flip(Score::Cp(150))) + win_chances(Score::Cp(150))).abs() < 1e-12);
    }

    #[test]
    fn only_moves_need_a_gap() {
        assert!(is_only_move(&pair(Score::Cp(600), Some(Score::Cp(-100))), false));
        assert!(!is_only_move(&pair(Score::Cp(600), Some(Score::Cp(300))), false));
        assert!(is_only_move(&pair(Score::Mate(1), Some(Score::Cp(50))), true));
        assert!(!is_only_move(&pair(Score::Mate(1), Some(Score::Mate(4))), true), "another mate is as good");
        assert!(!is_only_move(&pair(Score::Mate(1), Some(Score::Cp(500))), true), "0.72 is within 0.6 of mating");
        assert!(is_only_move(&pair(Score::Mate(2), None), false));
        assert!(is_short_mate(Score::Mate(5)) && !is_short_mate(Score::Mate(6)) && !is_short_mate(Score::Mate(-1)));
        assert!(is_winning(Score::Cp(200)) && !is_winning(Score::Cp(199)) && is_winning(Score::Mate(9)));
    }
}
