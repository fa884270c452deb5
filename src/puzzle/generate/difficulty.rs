//! A puzzle's starting rating from how hard it is for the engine: the smallest node budget at
//! which a plain search finds every solver move, mapped onto 600–2400.

use crate::puzzle::PuzzleLine;

use super::probe::Probe;

/// The lowest rating.
pub const MIN_RATING: u32 = 600;
/// The highest rating.
pub const MAX_RATING: u32 = 2400;
/// The starting rating deviation of a generated puzzle.
pub const START_DEVIATION: u32 = 250;
/// The smallest budget tried, in nodes.
pub const LADDER_START: u64 = 16;
/// Budgets tried: each step multiplies the budget by √2, so 25 steps go from 16 to 65 536 nodes.
pub const LADDER_STEPS: u32 = 25;

/// The budget of ladder step `k`: 16 · √2^k nodes.
pub fn ladder_budget(k: u32) -> u64 {
    let base = LADDER_START << (k / 2);
    if k % 2 == 1 { base * 181 / 128 } else { base }
}

/// The rating of ladder step `k` (a line not found by the last step gets [`MAX_RATING`]).
pub fn step_rating(k: u32) -> u32 {
    let span = MAX_RATING - MIN_RATING;
    MIN_RATING + span * k.min(LADDER_STEPS) / LADDER_STEPS
}

/// The first ladder step at which the engine finds every solver move of `line`
/// ([`LADDER_STEPS`] when none does).
pub fn difficulty_step(probe: &mut Probe, line: &PuzzleLine) -> u32 {
    let solver: Vec<usize> = (1..line.moves.len()).step_by(2).collect();
    (0..LADDER_STEPS)
        .find(|&k| {
            let nodes = ladder_budget(k);
            solver.iter().all(|&i| probe.best(&line.positions[i], nodes).is_some_and(|s| s.mv == line.moves[i]))
        })
        .unwrap_or(LADDER_STEPS)
}

/// The starting rating of `line`.
pub fn estimate_rating(probe: &mut Probe, line: &PuzzleLine) -> u32 {
    step_rating(difficulty_step(probe, line))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ladder_climbs_by_root_two_onto_the_scale() {
        assert_eq!(ladder_budget(0), 16);
        assert_eq!(ladder_budget(1), 22);
        assert_eq!(ladder_budget(2), 32);
        assert_eq!(ladder_budget(24), 16 << 12);
        assert_eq!(step_rating(0), 600);
        assert_eq!(step_rating(LADDER_STEPS), 2400);
        assert!((1..=LADDER_STEPS).all(|k| step_rating(k) > step_rating(k - 1)));
    }
}
