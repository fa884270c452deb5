//! Glicko-2 ratings of the player and of the puzzles, with lichess's puzzle settings: tau 0.75,
//! a new player at 1500 with deviation 500 and volatility 0.09, the deviation kept within 45 to
//! 500 after each update, and no single change larger than 700 points. An attempt is a game
//! between the player and the puzzle: solved is a win, failed a loss. The arithmetic is
//! skillratings' `glicko2`.

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

use crate::puzzle::Puzzle;

/// The system constant tau: how fast the volatility may change.
pub const TAU: f64 = 0.75;
/// The lowest deviation a rating keeps after an update.
pub const MIN_DEVIATION: f64 = 45.0;
/// The highest deviation (a new player's).
pub const MAX_DEVIATION: f64 = 500.0;
/// The largest change of a rating in one attempt, up or down.
pub const MAX_CHANGE: f64 = 700.0;
/// A new player's (and a puzzle's) volatility.
pub const START_VOLATILITY: f64 = 0.09;

/// A Glicko-2 rating on the usual scale (1500 is average).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rating {
    /// The rating.
    pub rating: f64,
    /// How uncertain it is (one standard deviation).
    pub deviation: f64,
    /// How erratic the results have been.
    pub volatility: f64,
}

impl Rating {
    /// A new player's rating: 1500, deviation 500, volatility 0.09.
    pub const NEW_PLAYER: Rating = Rating { rating: 1500.0, deviation: MAX_DEVIATION, volatility: START_VOLATILITY };

    /// A puzzle's rating as its file gives it (the deviation kept within the bounds).
    pub fn of_puzzle(puzzle: &Puzzle) -> Rating {
        Rating {
            rating: f64::from(puzzle.rating),
            deviation: f64::from(puzzle.rating_deviation).clamp(MIN_DEVIATION, MAX_DEVIATION),
            volatility: START_VOLATILITY,
        }
    }

    /// Why the rating cannot be used (a number that is not finite or out of its range), if so.
    pub fn problem(&self) -> Option<String> {
        if !(self.rating.is_finite() && (0.0..=5000.0).contains(&self.rating)) {
            return Some(format!("rating {} is out of range", self.rating));
        }
        if !(self.deviation.is_finite() && (MIN_DEVIATION..=MAX_DEVIATION).contains(&self.deviation)) {
            return Some(format!("deviation {} is out of range", self.deviation));
        }
        if !(self.volatility.is_finite() && self.volatility > 0.0 && self.volatility < 1.0) {
            return Some(format!("volatility {} is out of range", self.volatility));
        }
        None
    }

    /// The rating rounded to a whole number, as shown.
    pub fn shown(&self) -> i64 {
        self.rating.round() as i64
    }

    fn glicko(self) -> Glicko2Rating {
        Glicko2Rating { rating: self.rating, deviation: self.deviation, volatility: self.volatility }
    }

    /// The rating after skillratings' update `after`: the change capped at [`MAX_CHANGE`], the
    /// deviation kept within [`MIN_DEVIATION`]..=[`MAX_DEVIATION`]; unchanged if the update is
    /// not a number.
    fn settle(self, after: Glicko2Rating) -> Rating {
        if !(after.rating.is_finite() && after.deviation.is_finite() && after.volatility.is_finite()) {
            return self;
        }
        Rating {
            rating: self.rating + (after.rating - self.rating).clamp(-MAX_CHANGE, MAX_CHANGE),
            deviation: after.deviation.clamp(MIN_DEVIATION, MAX_DEVIATION),
            volatility: after.volatility,
        }
    }
}

/// skillratings' Glicko-2 settings with lichess's tau.
pub fn glicko_config() -> Glicko2Config {
    Glicko2Config { tau: TAU, ..Glicko2Config::new() }
}

/// The player's and the puzzle's ratings after an attempt: a win for the player when `solved`,
/// else a loss.
pub fn rate(player: Rating, puzzle: Rating, solved: bool) -> (Rating, Rating) {
    let outcome = if solved { Outcomes::WIN } else { Outcomes::LOSS };
    let (p, q) = glicko2(&player.glicko(), &puzzle.glicko(), &outcome, &glicko_config());
    (player.settle(p), puzzle.settle(q))
}

/// A rating change as shown: `+12`, `−9` (with a minus sign), `±0`.
pub fn change_text(change: i64) -> String {
    match change {
        0 => "±0".into(),
        c if c > 0 => format!("+{c}"),
        c => format!("\u{2212}{}", c.unsigned_abs()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle(rating: f64, deviation: f64) -> Rating {
        Rating { rating, deviation, volatility: START_VOLATILITY }
    }

    #[test]
    fn a_solve_raises_the_player_and_lowers_the_puzzle_and_a_failure_the_reverse() {
        let p = Rating::NEW_PLAYER;
        let q = puzzle(1700.0, 80.0);
        let (won, q_lost) = rate(p, q, true);
        assert!(won.rating > p.rating && q_lost.rating < q.rating);
        assert!(won.deviation < p.deviation, "an attempt makes the rating surer");
        let (lost, q_won) = rate(p, q, false);
        assert!(lost.rating < p.rating && q_won.rating > q.rating);
    }

    #[test]
    fn the_numbers_are_skillratings_glicko2_with_tau_0_75() {
        let p = Rating { rating: 1612.0, deviation: 140.0, volatility: 0.07 };
        let q = puzzle(1450.0, 90.0);
        for solved in [true, false] {
            let outcome = if solved { Outcomes::WIN } else { Outcomes::LOSS };
            let config = Glicko2Config { tau: 0.75, convergence_tolerance: Glicko2Config::new().convergence_tolerance };
            let (want_p, want_q) = glicko2(&p.glicko(), &q.glicko(), &outcome, &config);
            let (got_p, got_q) = rate(p, q, solved);
            assert_eq!(
                (got_p.rating, got_p.deviation, got_p.volatility),
                (want_p.rating, want_p.deviation, want_p.volatility)
            );
            assert_eq!((got_q.rating, got_q.deviation), (want_q.rating, want_q.deviation));
        }
        // Another tau gives other numbers: the setting is really used.
        let default_tau = glicko2(&p.glicko(), &q.glicko(), &Outcomes::LOSS, &Glicko2Config::new()).0;
        assert_ne!(rate(p, q, false).0.volatility, default_tau.volatility);
    }

    #[test]
    fn the_deviation_is_clamped_and_the_change_capped() {
        // A settled rating would go below 45: it stays at 45.
        let sure = Rating { rating: 1500.0, deviation: 45.0, volatility: 0.01 };
        let (after, _) = rate(sure, puzzle(1500.0, 45.0), true);
        let raw = glicko2(&sure.glicko(), &puzzle(1500.0, 45.0).glicko(), &Outcomes::WIN, &glicko_config()).0;
        assert!(raw.deviation < MIN_DEVIATION, "{raw:?}");
        assert_eq!(after.deviation, MIN_DEVIATION);
        // A wild rating against a far stronger puzzle would jump more than 700.
        let wild = Rating { rating: 800.0, deviation: 500.0, volatility: 0.9 };
        let strong = puzzle(3500.0, 45.0);
        let raw = glicko2(&wild.glicko(), &strong.glicko(), &Outcomes::WIN, &glicko_config()).0;
        assert!(raw.rating - wild.rating > MAX_CHANGE, "{raw:?}");
        let (after, _) = rate(wild, strong, true);
        assert_eq!(after.rating, wild.rating + MAX_CHANGE);
        assert!(after.deviation <= MAX_DEVIATION);
    }

    #[test]
    fn ratings_out_of_range_are_named_and_changes_are_written_with_signs() {
        assert_eq!(Rating::NEW_PLAYER.problem(), None);
        assert!(Rating { rating: f64::NAN, ..Rating::NEW_PLAYER }.problem().is_some());
        assert!(Rating { deviation: 20.0, ..Rating::NEW_PLAYER }.problem().is_some());
        assert!(Rating { volatility: 0.0, ..Rating::NEW_PLAYER }.problem().is_some());
        assert_eq!(change_text(12), "+12");
        assert_eq!(change_text(-9), "\u{2212}9");
        assert_eq!(change_text(0), "±0");
    }
}
