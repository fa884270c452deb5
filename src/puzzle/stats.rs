//! What a set of puzzles holds: how many of each theme, where the ratings fall, and where the
//! puzzles came from. `hexchess puzzles stats` and `generate` print it.

use std::collections::BTreeMap;

use super::generate::{HUNT_SOURCE, REAL_GAME_SOURCE, SELFPLAY_SOURCE};
use super::{Puzzle, Theme};

/// The width of a rating band.
pub const RATING_BAND: u32 = 200;

/// Counts over a set of puzzles.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PuzzleStats {
    /// How many puzzles.
    pub count: usize,
    /// How many puzzles carry each theme.
    pub themes: BTreeMap<Theme, usize>,
    /// How many puzzles fall in each band of [`RATING_BAND`], keyed by the band's lowest rating.
    pub bands: BTreeMap<u32, usize>,
    /// The lowest, median and highest rating (`None` for no puzzles). The median of an even
    /// count is the lower of the middle two.
    pub ratings: Option<(u32, u32, u32)>,
    /// Puzzles found in real games (source `game …`).
    pub from_real_games: usize,
    /// Puzzles found in self-play (source `selfplay …`).
    pub from_selfplay: usize,
    /// Puzzles found by a hunt in random positions (source `hunt …`).
    pub from_hunts: usize,
}

impl PuzzleStats {
    /// The counts over `puzzles`.
    pub fn of(puzzles: &[Puzzle]) -> PuzzleStats {
        let mut stats = PuzzleStats { count: puzzles.len(), ..PuzzleStats::default() };
        for p in puzzles {
            for &t in &p.themes {
                *stats.themes.entry(t).or_default() += 1;
            }
            *stats.bands.entry(p.rating / RATING_BAND * RATING_BAND).or_default() += 1;
            if p.source.starts_with(REAL_GAME_SOURCE) {
                stats.from_real_games += 1;
            } else if p.source.starts_with(SELFPLAY_SOURCE) {
                stats.from_selfplay += 1;
            } else if p.source.starts_with(HUNT_SOURCE) {
                stats.from_hunts += 1;
            }
        }
        let mut ratings: Vec<u32> = puzzles.iter().map(|p| p.rating).collect();
        ratings.sort_unstable();
        if let (Some(&low), Some(&high)) = (ratings.first(), ratings.last()) {
            stats.ratings = Some((low, ratings[(ratings.len() - 1) / 2], high));
        }
        stats
    }

    /// The report, one line each: the count and sources, the themes (most common first), the
    /// rating bands, and the lowest, median and highest rating.
    pub fn lines(&self) -> Vec<String> {
        let mut themes: Vec<(&Theme, &usize)> = self.themes.iter().collect();
        themes.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        let themes: Vec<String> = themes.iter().map(|(t, n)| format!("{t} {n}")).collect();
        let bands: Vec<String> = self.bands.iter().map(|(b, n)| format!("{b}-{} {n}", b + RATING_BAND - 1)).collect();
        let mut lines = vec![
            format!(
                "{} puzzles: {} from real games, {} from self-play, {} from hunts",
                self.count, self.from_real_games, self.from_selfplay, self.from_hunts
            ),
            format!("themes: {}", themes.join(", ")),
            format!("ratings: {}", bands.join(", ")),
        ];
        if let Some((low, median, high)) = self.ratings {
            lines.push(format!("rating lowest {low}, median {median}, highest {high}"));
        }
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle(rating: u32, themes: &[Theme], source: &str) -> Puzzle {
        Puzzle {
            id: format!("p{rating}"),
            fen: String::new(),
            moves: Vec::new(),
            rating,
            rating_deviation: 250,
            themes: themes.to_vec(),
            source: source.to_string(),
        }
    }

    #[test]
    fn counts_themes_bands_sources_and_the_median() {
        let puzzles = [
            puzzle(600, &[Theme::Mate, Theme::MateIn1], "game a.pgn#1 move 3"),
            puzzle(799, &[Theme::Fork, Theme::Short], "selfplay seed 1 game 2 move 9"),
            puzzle(1503, &[Theme::Mate, Theme::MateIn2], "selfplay seed 1 game 4 move 20..."),
            puzzle(2394, &[Theme::Mate, Theme::Pin], "selfplay seed 1 game 5 move 30"),
            puzzle(600, &[Theme::StalemateTrick], "hunt stalemateTrick seed 1 position 7 move 40"),
        ];
        let stats = PuzzleStats::of(&puzzles);
        assert_eq!(stats.count, 5);
        assert_eq!((stats.themes[&Theme::Mate], stats.themes[&Theme::Fork]), (3, 1));
        assert_eq!(stats.themes.get(&Theme::Castling), None);
        assert_eq!(stats.bands.into_iter().collect::<Vec<_>>(), [(600, 3), (1400, 1), (2200, 1)]);
        assert_eq!(stats.ratings, Some((600, 799, 2394)));
        assert_eq!((stats.from_real_games, stats.from_selfplay, stats.from_hunts), (1, 3, 1));
    }

    #[test]
    fn the_report_puts_the_commonest_theme_first() {
        let puzzles = [
            puzzle(1000, &[Theme::Pin], "game x"),
            puzzle(1100, &[Theme::Fork, Theme::Pin], "game y"),
            puzzle(1300, &[Theme::Pin], "game z"),
        ];
        let lines = PuzzleStats::of(&puzzles).lines();
        assert_eq!(lines[0], "3 puzzles: 3 from real games, 0 from self-play, 0 from hunts");
        assert_eq!(lines[1], "themes: pin 3, fork 1");
        assert_eq!(lines[2], "ratings: 1000-1199 2, 1200-1399 1");
        assert_eq!(lines[3], "rating lowest 1000, median 1100, highest 1300");
    }

    #[test]
    fn no_puzzles_have_no_ratings() {
        let stats = PuzzleStats::of(&[]);
        assert_eq!(stats.ratings, None);
        assert_eq!(stats.lines().len(), 3);
    }
}
