//! The player's puzzle record for one variant, kept in `puzzle-trainer-<variant>.json` in the
//! data folder: the rating, every attempt, the puzzles' own ratings as they changed here, and the
//! puzzles played. Written atomically after every rated attempt; a damaged file (not JSON, not
//! this shape, or numbers out of range) is moved aside, never deleted, and a fresh record starts.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::rating::Rating;
use crate::puzzle::Puzzle;
use crate::storage::{StorageError, quarantine, read_json, write_json};

/// One rated attempt.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttemptRecord {
    /// The puzzle's id.
    pub puzzle: String,
    /// Whether it counted as solved.
    pub solved: bool,
    /// The player's rating before the attempt.
    pub before: f64,
    /// The player's rating after it.
    pub after: f64,
    /// When it was rated: seconds since 1970 (UTC).
    pub at: u64,
}

/// The trainer's record of one variant.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TrainerRecord {
    /// The file format's version (1).
    pub version: u32,
    /// The variant's name.
    pub variant: String,
    /// The player's rating.
    pub rating: Rating,
    /// Every rated attempt, oldest first.
    #[serde(default)]
    pub history: Vec<AttemptRecord>,
    /// The puzzles' ratings as attempts here changed them, by puzzle id (they override the file's).
    #[serde(default)]
    pub puzzle_ratings: BTreeMap<String, Rating>,
    /// The ids of the puzzles played.
    #[serde(default)]
    pub played: BTreeSet<String>,
}

impl TrainerRecord {
    /// A new player's record for `variant`.
    pub fn new(variant: &str) -> TrainerRecord {
        TrainerRecord {
            version: 1,
            variant: variant.into(),
            rating: Rating::NEW_PLAYER,
            history: Vec::new(),
            puzzle_ratings: BTreeMap::new(),
            played: BTreeSet::new(),
        }
    }

    /// The record's file name for a variant: `puzzle-trainer-<variant>.json` (characters other
    /// than letters, digits, `-` and `_` become `_`).
    pub fn file_name(variant: &str) -> String {
        let safe: String =
            variant.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' || c == '_' { c } else { '_' }).collect();
        format!("puzzle-trainer-{safe}.json")
    }

    /// Where a variant's record is kept in the data folder `data_dir`.
    pub fn path_in(data_dir: &Path, variant: &str) -> PathBuf {
        data_dir.join(TrainerRecord::file_name(variant))
    }

    /// Reads the record of `variant` at `path`. A missing file is a new player. A damaged one is
    /// moved aside and reported beside a new player's record, so the app can say so and go on.
    pub fn load(path: &Path, variant: &str) -> (TrainerRecord, Option<StorageError>) {
        match read_json::<TrainerRecord>(path) {
            Ok(Some(record)) => match record.problem(variant) {
                None => (record, None),
                Some(reason) => (TrainerRecord::new(variant), Some(quarantine(path, reason))),
            },
            Ok(None) => (TrainerRecord::new(variant), None),
            Err(e) => (TrainerRecord::new(variant), Some(e)),
        }
    }

    /// Why a record read from a file cannot be used for `variant`, if so.
    fn problem(&self, variant: &str) -> Option<String> {
        if self.version != 1 {
            return Some(format!("unknown version {}", self.version));
        }
        if self.variant != variant {
            return Some(format!("it is the record of {}, not {variant}", self.variant));
        }
        if let Some(p) = self.rating.problem() {
            return Some(p);
        }
        if let Some((id, p)) = self.puzzle_ratings.iter().find_map(|(id, r)| Some((id, r.problem()?))) {
            return Some(format!("puzzle {id}: {p}"));
        }
        self.history
            .iter()
            .find(|a| !(a.before.is_finite() && a.after.is_finite()))
            .map(|a| format!("attempt at puzzle {} has a rating that is not a number", a.puzzle))
    }

    /// Writes the record to `path` atomically.
    ///
    /// # Errors
    /// [`StorageError::Io`] when the write fails.
    pub fn save(&self, path: &Path) -> Result<(), StorageError> {
        write_json(path, self)
    }

    /// A puzzle's rating: as attempts here left it, else as its file gives it.
    pub fn puzzle_rating(&self, puzzle: &Puzzle) -> Rating {
        self.puzzle_ratings.get(&puzzle.id).copied().unwrap_or_else(|| Rating::of_puzzle(puzzle))
    }

    /// Whether the puzzle was played.
    pub fn was_played(&self, id: &str) -> bool {
        self.played.contains(id)
    }

    /// For each puzzle attempted, the index in the history of its latest attempt (a larger
    /// index is a later one).
    pub fn last_attempts(&self) -> HashMap<&str, usize> {
        self.history.iter().enumerate().map(|(i, a)| (a.puzzle.as_str(), i)).collect()
    }

    /// Records a rated attempt: the new ratings, the attempt in the history, the puzzle played.
    pub fn record(&mut self, puzzle: &str, solved: bool, ratings: (Rating, Rating), at: u64) {
        let (player, puzzle_after) = ratings;
        self.history.push(AttemptRecord {
            puzzle: puzzle.into(),
            solved,
            before: self.rating.rating,
            after: player.rating,
            at,
        });
        self.rating = player;
        self.puzzle_ratings.insert(puzzle.into(), puzzle_after);
        self.played.insert(puzzle.into());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::trainer::rating::rate;

    #[test]
    fn a_record_survives_a_round_trip() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = TrainerRecord::path_in(dir.path(), "glinski");
        assert!(path.ends_with("puzzle-trainer-glinski.json"));
        let (fresh, none) = TrainerRecord::load(&path, "glinski");
        assert!(none.is_none());
        assert_eq!(fresh, TrainerRecord::new("glinski"));
        let mut record = fresh;
        let puzzle = Rating { rating: 1400.0, deviation: 250.0, volatility: 0.09 };
        record.record("gabc", true, rate(record.rating, puzzle, true), 1_700_000_000);
        record.record("gdef", false, rate(record.rating, puzzle, false), 1_700_000_060);
        record.save(&path).expect("saved");
        let (loaded, warning) = TrainerRecord::load(&path, "glinski");
        assert!(warning.is_none());
        // Every number reads back bit for bit (serde_json's float_roundtrip), so a restart does
        // not move a rating by a last digit.
        assert_eq!(loaded, record);
        let written: TrainerRecord =
            serde_json::from_str(&std::fs::read_to_string(&path).expect("read")).expect("json");
        assert_eq!(loaded, written);
        assert_eq!(loaded.history.len(), 2);
        assert_eq!(loaded.history[1].before, loaded.history[0].after);
        assert!(loaded.was_played("gabc") && !loaded.was_played("gxyz"));
        assert_eq!(loaded.last_attempts()["gdef"], 1);
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]
        #[test]
        fn any_rating_reads_back_bit_for_bit(rating in 0.0..4000.0f64, deviation in 45.0..500.0f64) {
            let dir = tempfile::tempdir().expect("temp dir");
            let path = TrainerRecord::path_in(dir.path(), "glinski");
            let mut record = TrainerRecord::new("glinski");
            record.rating = Rating { rating, deviation, volatility: 0.09 };
            record.save(&path).expect("saved");
            let (loaded, warning) = TrainerRecord::load(&path, "glinski");
            proptest::prop_assert!(warning.is_none());
            proptest::prop_assert_eq!(loaded.rating.rating.to_bits(), rating.to_bits());
            proptest::prop_assert_eq!(loaded.rating.deviation.to_bits(), deviation.to_bits());
        }
    }

    #[test]
    fn a_damaged_file_is_moved_aside_and_a_fresh_rating_starts() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = TrainerRecord::path_in(dir.path(), "glinski");
        let out_of_range = r#"{"version": 1, "variant": "glinski",
            "rating": {"rating": 1500.0, "deviation": -3.0, "volatility": 0.09}}"#;
        for damage in ["{\"version\": 1, \"rating\": ", out_of_range, "[1, 2, 3]"] {
            std::fs::write(&path, damage).expect("damage");
            let (loaded, warning) = TrainerRecord::load(&path, "glinski");
            assert_eq!(loaded, TrainerRecord::new("glinski"));
            let warning = warning.expect("reported");
            assert!(warning.is_corrupt(), "{warning}");
            assert!(warning.to_string().contains("moved aside"), "{warning}");
            assert!(!path.exists(), "moved aside");
        }
        let kept = std::fs::read_dir(dir.path()).expect("list").count();
        assert_eq!(kept, 3, "every damaged copy is kept");
    }

    #[test]
    fn another_variants_record_is_not_taken_for_this_one() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("x.json");
        TrainerRecord::new("shafran").save(&path).expect("saved");
        let (loaded, warning) = TrainerRecord::load(&path, "glinski");
        assert_eq!(loaded.variant, "glinski");
        assert!(warning.is_some_and(|w| w.to_string().contains("the record of shafran")));
        assert_eq!(TrainerRecord::file_name("my variant/1"), "puzzle-trainer-my_variant_1.json");
    }
}
