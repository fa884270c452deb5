//! What the search knows about the rules in force: the switchable rules, a stalemate scorer,
//! and the level's noise.

use std::fmt;
use std::sync::Arc;

use crate::rules::{Points, Position, RuleSettings, stalemate_points};

use super::score::{mate_in, mated_in};

/// Scores a stalemate: called with the stalemated position (the side to move cannot move).
///
/// House-rule scripts may compute stalemate points in Lua; the engine cannot call Lua, so the
/// script layer adapts its function into one of these.
pub type StalemateScorer = Arc<dyn Fn(&Position) -> Points + Send + Sync>;

/// The centipawn value of a ¾–¼ result for the side that gets ¾.
///
/// Under the usual logistic link between an evaluation and the expected score,
/// `E = 1 / (1 + 10^(-cp/400))`, an expected score of ¾ is `400·log10(3) ≈ 191` centipawns.
/// So a sure ¾ is worth about two pawns: the engine takes a stalemate when its advantage is
/// smaller than that (or not convertible), and plays on when it is clearly winning.
pub const THREE_QUARTERS_CP: i32 = 200;

/// How the search treats the rules, and how strong it plays.
#[derive(Clone)]
pub struct SearchConfig {
    /// The switchable rules: stalemate scoring, threefold repetition, the fifty-move rule, bare kings.
    pub rules: RuleSettings,
    /// A custom stalemate scorer that replaces `rules.stalemate` (from a house-rule script).
    pub stalemate_scorer: Option<StalemateScorer>,
    /// Random noise in centipawns added to root move scores before choosing (0: best play).
    pub noise: i32,
    /// Seed of the noise.
    pub seed: u64,
}

impl fmt::Debug for SearchConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SearchConfig")
            .field("rules", &self.rules)
            .field("stalemate_scorer", &self.stalemate_scorer.as_ref().map(|_| "custom"))
            .field("noise", &self.noise)
            .field("seed", &self.seed)
            .finish()
    }
}

impl SearchConfig {
    /// Full strength under `rules`, with the built-in stalemate scoring.
    pub fn new(rules: RuleSettings) -> SearchConfig {
        SearchConfig { rules, stalemate_scorer: None, noise: 0, seed: 0 }
    }

    /// Full strength under the default rules of the position's variant.
    pub fn for_position(pos: &Position) -> SearchConfig {
        SearchConfig::new(pos.variant().default_rules())
    }

    /// The points of the stalemate in `pos` (its side to move cannot move and is not in check).
    pub fn stalemate_points(&self, pos: &Position) -> Points {
        match &self.stalemate_scorer {
            Some(f) => f(pos),
            None => stalemate_points(self.rules.stalemate, pos.turn()),
        }
    }

    /// The search score of the stalemate in `pos` for its side to move, `ply` plies from the root.
    pub(crate) fn stalemate_score(&self, pos: &Position, ply: usize) -> i32 {
        points_score(self.stalemate_points(pos).of(pos.turn()), ply)
    }
}

/// The search score of a result worth `quarters` (0..=4) to the side to move.
pub(crate) fn points_score(quarters: u8, ply: usize) -> i32 {
    match quarters {
        0 => mated_in(ply),
        1 => -THREE_QUARTERS_CP,
        2 => 0,
        3 => THREE_QUARTERS_CP,
        _ => mate_in(ply),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quarter_points_map_to_ordered_scores() {
        let s: Vec<i32> = (0..=4).map(|q| points_score(q, 3)).collect();
        assert!(s.windows(2).all(|w| w[0] < w[1]), "{s:?}");
        assert_eq!(s[2], 0);
        assert_eq!(s[1], -s[3]);
        assert_eq!(s[4], -s[0]);
    }
}
