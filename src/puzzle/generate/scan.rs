//! Walking a game for mistakes: each position is scored once at a small budget, and a move that
//! swings the win chances to the other side becomes a candidate.

use crate::engine::Score;
use crate::rules::{Move, Position};

use super::cook::PuzzleKind;
use super::judge::{FAR_AHEAD_CP, MISTAKE_SWING, WINNING_CP, flip, is_short_mate, is_winning, win_chances};
use super::probe::Probe;

/// A mistake worth cooking: the position before it, the move, and what it allows.
#[derive(Clone, Copy, Debug)]
pub struct Candidate {
    /// The ply of the mistake in its game (0 = the first move).
    pub ply: usize,
    /// The position before the mistake.
    pub before: Position,
    /// The mistake.
    pub mistake: Move,
    /// The position after it, the solver to move.
    pub after: Position,
    /// The kind of puzzle it may allow, as the scan sees it.
    pub kind: PuzzleKind,
}

/// Whether a mistake from `before` (the solver's score before it) to `after` (the solver's
/// score after it) sets a puzzle, and of which kind.
pub fn judge_mistake(before: Score, after: Score) -> Option<PuzzleKind> {
    if win_chances(before) > win_chances(Score::Cp(FAR_AHEAD_CP)) {
        return None;
    }
    if is_short_mate(after) {
        return Some(PuzzleKind::Mate);
    }
    let swing = win_chances(after) - win_chances(before);
    (is_winning(after) && !matches!(after, Score::Mate(_)) && swing > MISTAKE_SWING).then_some(PuzzleKind::Material)
}

/// How much looser the scan is than [`judge_mistake`], in win chances: the scan's small budget
/// misjudges some positions, and every candidate is judged again, strictly, at the cooking budget.
pub const SCAN_SLACK: f64 = 0.2;

/// Whether the scan should pass a move on to be judged at the cooking budget: [`judge_mistake`]
/// loosened by [`SCAN_SLACK`] on each threshold.
pub fn might_be_mistake(before: Score, after: Score) -> bool {
    let (before, after_wc) = (win_chances(before), win_chances(after));
    if before > win_chances(Score::Cp(FAR_AHEAD_CP)) + SCAN_SLACK {
        return false;
    }
    if matches!(after, Score::Mate(n) if n > 0) {
        return true;
    }
    after_wc >= win_chances(Score::Cp(WINNING_CP)) - SCAN_SLACK && after_wc - before > MISTAKE_SWING - SCAN_SLACK
}

/// The candidates of a game from `start` through `moves`, in order, judged at `nodes` a position.
pub fn scan_game(probe: &mut Probe, start: &Position, moves: &[Move], nodes: u64) -> Vec<Candidate> {
    let mut positions = vec![*start];
    for &mv in moves {
        let Some(last) = positions.last() else { break };
        let Ok(next) = last.play(mv) else { break };
        positions.push(next);
    }
    // The score of each position for its side to move (None: no legal move).
    let scores: Vec<Option<Score>> = positions.iter().map(|p| probe.best(p, nodes).map(|s| s.score)).collect();
    let mut candidates = Vec::new();
    for ply in 0..positions.len().saturating_sub(1) {
        let (Some(mover_score), Some(solver_after)) = (scores[ply], scores[ply + 1]) else { continue };
        if positions[ply + 1].legal_moves().len() < 2 {
            continue;
        }
        if might_be_mistake(flip(mover_score), solver_after) {
            let kind = if is_short_mate(solver_after) { PuzzleKind::Mate } else { PuzzleKind::Material };
            candidates.push(Candidate {
                ply,
                before: positions[ply],
                mistake: moves[ply],
                after: positions[ply + 1],
                kind,
            });
        }
    }
    candidates
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mistakes_are_judged_like_lichess() {
        assert_eq!(judge_mistake(Score::Cp(0), Score::Mate(3)), Some(PuzzleKind::Mate));
        assert_eq!(judge_mistake(Score::Cp(0), Score::Mate(6)), None, "mates beyond five are not puzzles");
        assert_eq!(judge_mistake(Score::Cp(0), Score::Cp(450)), Some(PuzzleKind::Material));
        assert_eq!(judge_mistake(Score::Cp(100), Score::Cp(450)), None, "a swing of less than 0.6");
        assert_eq!(judge_mistake(Score::Cp(-300), Score::Cp(150)), None, "not +200 for the solver");
        assert_eq!(judge_mistake(Score::Cp(450), Score::Mate(2)), None, "already far ahead");
    }

    #[test]
    fn the_scan_passes_on_what_the_judge_takes_and_a_margin_more() {
        for (before, after) in [(0, 450), (100, 450), (-300, 150), (-50, 300), (450, 900), (0, 150), (600, 2000)] {
            let (before, after) = (Score::Cp(before), Score::Cp(after));
            if judge_mistake(before, after).is_some() {
                assert!(might_be_mistake(before, after), "{before:?} → {after:?}");
            }
        }
        assert!(might_be_mistake(Score::Cp(0), Score::Cp(330)), "a swing just short of 0.6");
        assert!(might_be_mistake(Score::Cp(0), Score::Mate(7)), "a mate the small budget may misjudge");
        assert!(!might_be_mistake(Score::Cp(0), Score::Cp(120)), "no swing to speak of");
        assert!(!might_be_mistake(Score::Cp(900), Score::Mate(1)), "already far ahead");
        assert!(!might_be_mistake(Score::Cp(0), Score::Mate(-2)), "the mover was not the one mated");
    }
}
