//! Choosing the next puzzle, as lichess does: of the chosen theme (or any, "mixed"), not played
//! before, rated within a window around the target (the player's rating plus the difficulty's
//! offset). The window starts at `100 + |1500 − target| / 4` points either side and grows by that
//! much again, step by step, until a puzzle fits; one of those that fit is picked at random.
//! When every puzzle of the theme has been played, the one played longest ago comes back.

use super::record::TrainerRecord;
use crate::engine::Rng;
use crate::puzzle::{Puzzle, Theme};

/// How hard the puzzles are, against the player's rating.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Difficulty {
    /// 300 points below the player's rating.
    Easier,
    /// At the player's rating.
    #[default]
    Normal,
    /// 300 points above it.
    Harder,
}

impl Difficulty {
    /// Every difficulty, easiest first.
    pub const ALL: [Difficulty; 3] = [Difficulty::Easier, Difficulty::Normal, Difficulty::Harder];

    /// The points added to the player's rating to make the target.
    pub fn offset(self) -> f64 {
        match self {
            Difficulty::Easier => -300.0,
            Difficulty::Normal => 0.0,
            Difficulty::Harder => 300.0,
        }
    }

    /// The name shown to players.
    pub fn title(self) -> &'static str {
        match self {
            Difficulty::Easier => "Easier",
            Difficulty::Normal => "Normal",
            Difficulty::Harder => "Harder",
        }
    }

    /// The target rating for a player rated `rating`.
    pub fn target(self, rating: f64) -> f64 {
        rating + self.offset()
    }
}

/// The window's first half-width around `target`: `100 + |1500 − target| / 4`.
pub fn window_base(target: f64) -> f64 {
    100.0 + (1500.0 - target).abs() / 4.0
}

/// The puzzles that fit a target: the first window (a whole number of [`window_base`] steps)
/// that holds any, and the indices of those within it.
#[derive(Clone, Debug, PartialEq)]
pub struct Fit {
    /// The half-width of the window: the puzzles rated within `target ± window` fit.
    pub window: f64,
    /// How many steps it took (1: the first window).
    pub steps: u32,
    /// The indices of the puzzles that fit, in file order.
    pub indices: Vec<usize>,
}

/// Of the puzzles for which `eligible` holds, those in the smallest window around `target` that
/// holds any (`rating` gives each puzzle's rating); `None` when none is eligible.
pub fn fitting(
    puzzles: &[Puzzle],
    rating: &dyn Fn(&Puzzle) -> f64,
    eligible: &dyn Fn(&Puzzle) -> bool,
    target: f64,
) -> Option<Fit> {
    let base = window_base(target);
    let nearest = puzzles.iter().filter(|p| eligible(p)).map(|p| (rating(p) - target).abs()).reduce(f64::min)?;
    // The first whole step that reaches the nearest puzzle: the window has grown until it fits.
    let steps = ((nearest / base).ceil().max(1.0)).min(f64::from(u32::MAX)) as u32;
    let window = base * f64::from(steps);
    let indices = puzzles
        .iter()
        .enumerate()
        .filter(|(_, p)| eligible(p) && (rating(p) - target).abs() <= window)
        .map(|(i, _)| i)
        .collect();
    Some(Fit { window, steps, indices })
}

/// The puzzle chosen.
#[derive(Clone, Debug, PartialEq)]
pub enum Pick {
    /// A puzzle not played before, from the window that fit.
    Fresh {
        /// Its index in the library.
        index: usize,
        /// The window it was chosen in.
        fit: Fit,
    },
    /// Every puzzle of the theme has been played: the one played longest ago.
    Repeat {
        /// Its index in the library.
        index: usize,
    },
}

impl Pick {
    /// The chosen puzzle's index in the library.
    pub fn index(&self) -> usize {
        match self {
            Pick::Fresh { index, .. } | Pick::Repeat { index } => *index,
        }
    }
}

/// Chooses the next puzzle of `theme` (`None`: any) for a `target` rating; `None` when the
/// library has no puzzle of that theme.
pub fn choose(
    puzzles: &[Puzzle],
    record: &TrainerRecord,
    theme: Option<Theme>,
    target: f64,
    rng: &mut Rng,
) -> Option<Pick> {
    let of_theme = |p: &Puzzle| theme.is_none_or(|t| p.has(t));
    let rating = |p: &Puzzle| record.puzzle_rating(p).rating;
    let fresh = |p: &Puzzle| of_theme(p) && !record.was_played(&p.id);
    if let Some(fit) = fitting(puzzles, &rating, &fresh, target) {
        let index = fit.indices[rng.below(fit.indices.len() as u64) as usize];
        return Some(Pick::Fresh { index, fit });
    }
    // All played: the one whose latest attempt is the oldest (never rated counts as oldest).
    let last = record.last_attempts();
    puzzles
        .iter()
        .enumerate()
        .filter(|(_, p)| of_theme(p))
        .min_by_key(|(i, p)| (last.get(p.id.as_str()).map_or(-1, |&a| a as i64), *i))
        .map(|(index, _)| Pick::Repeat { index })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::trainer::rating::Rating;

    /// Puzzles rated as given, every third a fork.
    fn puzzles(ratings: &[u32]) -> Vec<Puzzle> {
        ratings
            .iter()
            .enumerate()
            .map(|(i, &rating)| Puzzle {
                id: format!("p{i}"),
                fen: String::new(),
                moves: Vec::new(),
                rating,
                rating_deviation: 100,
                themes: if i % 3 == 0 { vec![Theme::Fork] } else { vec![Theme::Pin] },
                source: String::new(),
            })
            .collect()
    }

    #[test]
    fn the_window_starts_narrow_near_1500_and_wider_away_from_it() {
        assert_eq!(window_base(1500.0), 100.0);
        assert_eq!(window_base(1100.0), 200.0);
        assert_eq!(window_base(2300.0), 300.0);
        assert_eq!(Difficulty::Harder.target(1500.0), 1800.0);
        assert_eq!(Difficulty::Easier.target(1500.0), 1200.0);
    }

    #[test]
    fn the_window_grows_step_by_step_until_a_puzzle_fits() {
        let ps = puzzles(&[900, 1000, 1520, 1590, 1900]);
        let rating = |p: &Puzzle| f64::from(p.rating);
        let all = |_: &Puzzle| true;
        let fit = fitting(&ps, &rating, &all, 1500.0).expect("fits");
        assert_eq!((fit.window, fit.steps, fit.indices.clone()), (100.0, 1, vec![2, 3]));
        // Near nothing: 1250 is 250 from 1000 and 270 from 1520; the base is 162.5, so two steps.
        let fit = fitting(&ps, &rating, &all, 1250.0).expect("fits");
        assert_eq!((fit.window, fit.steps, fit.indices), (325.0, 2, vec![1, 2]));
        // Far above every puzzle: many steps, the nearest fits.
        let fit = fitting(&ps, &rating, &all, 3000.0).expect("fits");
        assert!(fit.steps > 1 && fit.indices.contains(&4) && fit.window >= 1100.0, "{fit:?}");
        assert_eq!(fitting(&ps, &rating, &|_| false, 1500.0), None);
    }

    #[test]
    fn only_unplayed_puzzles_of_the_theme_are_chosen_then_the_oldest_played_comes_back() {
        let ps = puzzles(&[1500, 1500, 1500, 1500, 1500, 1500]);
        let mut record = TrainerRecord::new("glinski");
        let mut rng = Rng::new(7);
        let r = Rating { rating: 1500.0, deviation: 100.0, volatility: 0.09 };
        let mut forks = Vec::new();
        for _ in 0..2 {
            let pick = choose(&ps, &record, Some(Theme::Fork), 1500.0, &mut rng).expect("a fork");
            assert!(matches!(pick, Pick::Fresh { .. }));
            let p = &ps[pick.index()];
            assert!(p.has(Theme::Fork) && !record.was_played(&p.id));
            forks.push(p.id.clone());
            record.record(&p.id, true, (r, r), 0);
        }
        forks.sort();
        assert_eq!(forks, ["p0", "p3"]);
        // Both forks played: the one played first comes back.
        let again = choose(&ps, &record, Some(Theme::Fork), 1500.0, &mut rng).expect("a repeat");
        assert_eq!(again, Pick::Repeat { index: ps.iter().position(|p| p.id == record.history[0].puzzle).unwrap() });
        // Mixed still has fresh ones; a theme with no puzzle has none.
        assert!(matches!(choose(&ps, &record, None, 1500.0, &mut rng), Some(Pick::Fresh { .. })));
        assert_eq!(choose(&ps, &record, Some(Theme::Mate), 1500.0, &mut rng), None);
    }

    #[test]
    fn the_pick_is_random_among_those_that_fit_and_repeats_with_its_seed() {
        let ps = puzzles(&[1450, 1480, 1510, 1540, 1570, 2400]);
        let record = TrainerRecord::new("glinski");
        let picks = |seed| {
            let mut rng = Rng::new(seed);
            (0..30).map(|_| choose(&ps, &record, None, 1500.0, &mut rng).expect("fits").index()).collect::<Vec<_>>()
        };
        let seen: std::collections::BTreeSet<usize> = picks(1).into_iter().collect();
        assert_eq!(seen, (0..5).collect(), "every puzzle in the window, never the far one");
        assert_eq!(picks(99), picks(99));
    }

    #[test]
    fn overridden_puzzle_ratings_are_used() {
        let ps = puzzles(&[1500, 2000]);
        let mut record = TrainerRecord::new("glinski");
        record.puzzle_ratings.insert("p0".into(), Rating { rating: 2600.0, deviation: 60.0, volatility: 0.09 });
        let pick = choose(&ps, &record, None, 1500.0, &mut Rng::new(1)).expect("fits");
        assert_eq!(pick.index(), 1, "p0 is now rated 2600, p1 2000 is nearer");
    }
}
