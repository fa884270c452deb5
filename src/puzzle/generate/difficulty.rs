//! A puzzle's starting rating from how hard it is for the engine: the smallest node budget from
//! which a plain search finds every solver move (at that budget and every larger one on the
//! ladder), mapped onto 600–2400.

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
/// Budgets tried: each step multiplies the budget by √2, so 17 steps go from 16 nodes (a glance:
/// the move ordering's first choices) to 4 096 (about four plies of full search).
pub const LADDER_STEPS: u32 = 17;

/// The budget of ladder step `k`: 16 · √2^k nodes.
pub fn ladder_budget(k: u32) -> u64 {
    let base = LADDER_START << (k / 2);
    if k % 2 == 1 { base * 181 / 128 } else { base }
}

/// The rating of ladder step `k`: `600 + 1800 · (1 − (1 − k / 17)²)`, so a line found at the
/// smallest budget gets [`MIN_RATING`] and one the engine still misses at the last step
/// [`MAX_RATING`]. The curve rises fastest at the bottom: going from a glance (16 nodes) to a
/// two-ply idea (64 nodes) is a bigger jump for a player than from 2 000 to 4 000 nodes. Its
/// slope stays finite there, so the first step (806) leaves no hole in the 800s.
pub fn step_rating(k: u32) -> u32 {
    let rest = 1.0 - f64::from(k.min(LADDER_STEPS)) / f64::from(LADDER_STEPS);
    MIN_RATING + (f64::from(MAX_RATING - MIN_RATING) * (1.0 - rest * rest)).round() as u32
}

/// The first ladder step from which the engine finds every solver move of `line` at that step
/// and every later one ([`LADDER_STEPS`] when it misses one at the last step). The ladder is
/// walked from the top down and stops at the first miss, so a lucky find at a tiny budget
/// below a miss does not count.
pub fn difficulty_step(probe: &mut Probe, line: &PuzzleLine) -> u32 {
    let solver: Vec<usize> = (1..line.moves.len()).step_by(2).collect();
    let finds = |probe: &mut Probe, k: u32| {
        let nodes = ladder_budget(k);
        solver.iter().all(|&i| probe.best(&line.positions[i], nodes).is_some_and(|s| s.mv == line.moves[i]))
    };
    (0..LADDER_STEPS).rev().find(|&k| !finds(probe, k)).map_or(0, |missed| missed + 1)
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
        assert_eq!(ladder_budget(20), 16 << 10);
        assert_eq!(ladder_budget(LADDER_STEPS - 1), 4_096);
        assert_eq!(step_rating(0), MIN_RATING);
        assert_eq!(step_rating(LADDER_STEPS), MAX_RATING);
        assert_eq!(step_rating(LADDER_STEPS + 3), MAX_RATING);
        assert!((1..=LADDER_STEPS).all(|k| step_rating(k) > step_rating(k - 1)));
        // Each step adds less than the one before it, and none jumps 250 points.
        let gains: Vec<u32> = (1..=LADDER_STEPS).map(|k| step_rating(k) - step_rating(k - 1)).collect();
        assert!(gains.windows(2).all(|pair| pair[1] <= pair[0]), "{gains:?}");
        assert!(gains.iter().all(|&gain| gain < 250), "{gains:?}");
        // A quarter of the ladder is a third of the scale.
        let quarter = step_rating(LADDER_STEPS / 4);
        assert!((1_200..1_400).contains(&quarter), "{quarter}");
    }
}
