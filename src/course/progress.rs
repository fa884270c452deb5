//! The learner's stars, per variant, stage and level, kept in `course-progress.json` in the data
//! folder: written atomically after every change, read back at start; a damaged file is moved
//! aside (never deleted) and the learner starts afresh.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::storage::{StorageError, data_dir, read_json, write_json};

/// The progress file's name in the data folder.
pub const PROGRESS_FILE: &str = "course-progress.json";

/// The stars earned: variant name → stage id → stars per level (0 = not solved yet).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CourseProgress {
    /// The file format's version (1).
    #[serde(default = "version")]
    pub version: u32,
    /// Stars by variant, then by stage id, one entry per level in order.
    #[serde(default)]
    pub variants: BTreeMap<String, BTreeMap<String, Vec<u8>>>,
}

fn version() -> u32 {
    1
}

impl CourseProgress {
    /// No stars yet.
    pub fn new() -> CourseProgress {
        CourseProgress { version: version(), variants: BTreeMap::new() }
    }

    /// Where progress is kept: [`PROGRESS_FILE`] in the data folder.
    ///
    /// # Errors
    /// [`StorageError::NoFolder`] when there is no data folder.
    pub fn default_path() -> Result<PathBuf, StorageError> {
        Ok(data_dir()?.join(PROGRESS_FILE))
    }

    /// Reads the progress at `path`. A missing file is no progress. A damaged one is moved
    /// aside and reported beside an empty progress, so the app can say so and go on.
    pub fn load(path: &Path) -> (CourseProgress, Option<StorageError>) {
        match read_json::<CourseProgress>(path) {
            Ok(Some(progress)) => (progress, None),
            Ok(None) => (CourseProgress::new(), None),
            Err(e) => (CourseProgress::new(), Some(e)),
        }
    }

    /// Writes the progress to `path` atomically.
    ///
    /// # Errors
    /// [`StorageError::Io`] when the write fails.
    pub fn save(&self, path: &Path) -> Result<(), StorageError> {
        write_json(path, self)
    }

    /// The stars of one level (0 when not solved).
    pub fn stars(&self, variant: &str, stage: &str, level: usize) -> u8 {
        self.stage(variant, stage).get(level).copied().unwrap_or(0)
    }

    /// The stars of every level of a stage that has been played (may be shorter than the stage).
    pub fn stage(&self, variant: &str, stage: &str) -> &[u8] {
        self.variants.get(variant).and_then(|s| s.get(stage)).map_or(&[], Vec::as_slice)
    }

    /// The stars of a stage in all.
    pub fn stage_total(&self, variant: &str, stage: &str) -> u32 {
        self.stage(variant, stage).iter().map(|s| u32::from(*s)).sum()
    }

    /// Records a solved level, keeping the best result (stars are clamped to 1..=3). Returns
    /// whether anything changed, i.e. whether it is worth saving.
    pub fn record(&mut self, variant: &str, stage: &str, level: usize, stars: u8) -> bool {
        let stars = stars.clamp(1, 3);
        let levels = self.variants.entry(variant.to_string()).or_default().entry(stage.to_string()).or_default();
        if levels.len() <= level {
            levels.resize(level + 1, 0);
        }
        if levels[level] >= stars {
            return false;
        }
        levels[level] = stars;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_survives_a_round_trip_and_keeps_the_best() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(PROGRESS_FILE);
        let mut progress = CourseProgress::new();
        assert!(progress.record("glinski", "01-the-rook", 2, 2));
        assert!(!progress.record("glinski", "01-the-rook", 2, 1), "a worse result changes nothing");
        assert!(progress.record("shafran", "05-castling", 0, 3));
        progress.save(&path).expect("saved");
        let (loaded, warning) = CourseProgress::load(&path);
        assert!(warning.is_none());
        assert_eq!(loaded, progress);
        assert_eq!(loaded.stage("glinski", "01-the-rook"), [0, 0, 2]);
        assert_eq!(loaded.stars("shafran", "05-castling", 0), 3);
        assert_eq!(loaded.stage_total("glinski", "01-the-rook"), 2);
    }

    #[test]
    fn a_damaged_file_is_moved_aside_and_progress_starts_afresh() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(PROGRESS_FILE);
        std::fs::write(&path, "{\"version\": 1, \"variants\": {\"glinski\": ").expect("damage");
        let (loaded, warning) = CourseProgress::load(&path);
        assert_eq!(loaded, CourseProgress::new());
        let warning = warning.expect("reported");
        assert!(warning.is_corrupt(), "{warning}");
        assert!(!path.exists(), "moved aside");
        assert_eq!(std::fs::read_dir(dir.path()).expect("list").count(), 1, "the damaged copy is kept");
        let (again, none) = CourseProgress::load(&path);
        assert!(none.is_none() && again == CourseProgress::new());
    }
}
