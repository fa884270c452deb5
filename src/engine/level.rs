//! Playing strengths, from Novice to full strength, defined by search limits and noise.
//!
//! Every level is one row of [`LEVELS`]; `docs/engine.md` explains them.

use std::time::Duration;

use crate::rules::RuleSettings;

use super::config::SearchConfig;
use super::limits::{Clock, SearchLimits};

/// A playing strength: search limits plus random noise on the root move scores.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Level {
    /// Identifier used on the command line and in the protocol, e.g. `"club"`.
    pub name: &'static str,
    /// Name shown to players, e.g. `"Club player"`.
    pub title: &'static str,
    /// Deepest iteration in plies.
    pub depth: Option<u32>,
    /// Most nodes per move.
    pub nodes: Option<u64>,
    /// Most thinking time per move.
    pub movetime: Option<Duration>,
    /// Noise in centipawns: each root move's score gets a random ± this before the choice.
    pub noise: i32,
}

const fn ms(n: u64) -> Option<Duration> {
    Some(Duration::from_millis(n))
}

/// Every level, weakest first.
pub const LEVELS: [Level; 6] = [
    Level { name: "novice", title: "Novice", depth: Some(1), nodes: Some(2_000), movetime: ms(500), noise: 250 },
    Level { name: "beginner", title: "Beginner", depth: Some(2), nodes: Some(10_000), movetime: ms(500), noise: 120 },
    Level {
        name: "casual",
        title: "Casual player",
        depth: Some(3),
        nodes: Some(50_000),
        movetime: ms(1_000),
        noise: 50,
    },
    Level { name: "club", title: "Club player", depth: Some(6), nodes: Some(250_000), movetime: ms(1_000), noise: 15 },
    Level { name: "strong", title: "Strong player", depth: None, nodes: Some(400_000), movetime: ms(2_000), noise: 0 },
    Level { name: "max", title: "Full strength", depth: None, nodes: None, movetime: ms(2_000), noise: 0 },
];

/// The name is not one of [`LEVELS`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown level {0:?}: expected novice, beginner, casual, club, strong or max")]
pub struct UnknownLevel(pub String);

impl Level {
    /// The level called `name` (case-insensitive).
    ///
    /// # Errors
    /// [`UnknownLevel`] for any other name.
    pub fn by_name(name: &str) -> Result<Level, UnknownLevel> {
        LEVELS
            .iter()
            .find(|l| l.name.eq_ignore_ascii_case(name.trim()))
            .copied()
            .ok_or_else(|| UnknownLevel(name.into()))
    }

    /// The full-strength level.
    pub fn max() -> Level {
        LEVELS[LEVELS.len() - 1]
    }

    /// The level's search limits.
    pub fn limits(&self) -> SearchLimits {
        SearchLimits { depth: self.depth, nodes: self.nodes, movetime: self.movetime, clock: None }
    }

    /// The level's limits in a game with a chess clock: the clock caps every level's thinking
    /// time, and full strength (no depth or node limit) budgets from the clock alone instead of
    /// its fixed time per move, so it thinks longer in long games and faster when time is short.
    pub fn limits_on_clock(&self, clock: Clock) -> SearchLimits {
        let mut limits = self.limits();
        if self.depth.is_none() && self.nodes.is_none() {
            limits.movetime = None;
        }
        SearchLimits { clock: Some(clock), ..limits }
    }

    /// A search configuration for this level under `rules`, with noise drawn from `seed`.
    pub fn config(&self, rules: RuleSettings, seed: u64) -> SearchConfig {
        SearchConfig { noise: self.noise, seed, ..SearchConfig::new(rules) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_get_stronger_down_the_table() {
        for pair in LEVELS.windows(2) {
            let (weak, strong) = (pair[0], pair[1]);
            assert!(weak.noise >= strong.noise, "{} vs {}", weak.name, strong.name);
            assert!(weak.depth.unwrap_or(u32::MAX) <= strong.depth.unwrap_or(u32::MAX));
            assert!(weak.nodes.unwrap_or(u64::MAX) < strong.nodes.unwrap_or(u64::MAX));
        }
        assert_eq!(Level::by_name("Club").unwrap().name, "club");
        assert!(Level::by_name("grandmaster").is_err());
        assert_eq!(Level::max().noise, 0);
    }

    #[test]
    fn on_a_clock_every_level_is_capped_and_full_strength_uses_the_clock() {
        let clock = Clock { time: [Duration::from_secs(4); 2], increment: [Duration::ZERO; 2], moves_to_go: None };
        for level in LEVELS {
            let limits = level.limits_on_clock(clock);
            assert_eq!(limits.clock, Some(clock));
            assert_eq!((limits.depth, limits.nodes), (level.depth, level.nodes));
            let (_, hard) = limits.time_budget(crate::rules::Color::White);
            assert!(hard.unwrap() < Duration::from_secs(2), "{}: {hard:?} with 4 s left", level.name);
        }
        assert_eq!(Level::max().limits_on_clock(clock).movetime, None);
        assert_eq!(Level::by_name("club").unwrap().limits_on_clock(clock).movetime, ms(1_000));
    }
}
