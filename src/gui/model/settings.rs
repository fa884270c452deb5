//! The player's settings (user guide, "Settings"), saved as JSON in the config directory.
//!
//! A corrupt or unreadable settings file never stops the app: it is moved aside (renamed, never
//! deleted), the problem is reported, and the defaults are used.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::rules_provider::{RuleOverrides, VariantOverrides};
use crate::storage::{self, StorageError};

/// The colour theme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ThemeChoice {
    /// Warm wood tones.
    #[default]
    Light,
    /// Slate tones for a dark room.
    Dark,
}

pub use super::clock_choice::ClockChoice;

/// Everything the Settings panel changes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The variant's name (file stem), e.g. `glinski`.
    pub variant: String,
    /// The player's rule choices over each variant's defaults, by variant name.
    #[serde(rename = "variant_rules")]
    pub rules: VariantOverrides,
    /// The one set of choices that files written before choices were kept per variant hold
    /// (key `rules`): read, given to the file's variant by [`load`], never written.
    #[serde(rename = "rules", skip_serializing)]
    pub legacy_rules: Option<RuleOverrides>,
    /// The clock for the next game.
    pub clock: ClockChoice,
    /// With a clock: a player taps their clock to end the turn (else a move hands it over).
    pub tap_to_end_turn: bool,
    /// The colour theme.
    pub theme: ThemeChoice,
    /// Whether file letters and rank numbers are drawn around the board.
    pub coordinates: bool,
    /// Whether sounds play.
    pub sound: bool,
    /// House-rule scripts switched on (`true`) or off, by file name.
    pub house_rules: BTreeMap<String, bool>,
    /// Whether the engine's evaluation bar shows beside the board during a game (never while a
    /// clock runs).
    pub eval_bar: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            variant: "glinski".into(),
            rules: VariantOverrides::default(),
            legacy_rules: None,
            clock: ClockChoice::Off,
            tap_to_end_turn: false,
            theme: ThemeChoice::Light,
            coordinates: true,
            sound: true,
            house_rules: BTreeMap::new(),
            eval_bar: false,
        }
    }
}

impl Settings {
    /// Gives the rule choices of an older file (one set for all variants) to the variant the
    /// file was playing, unless choices per variant are present.
    fn migrated(mut self) -> Settings {
        if let Some(old) = self.legacy_rules.take()
            && self.rules.is_empty()
        {
            self.rules.set(&self.variant.clone(), old);
        }
        self
    }
}

/// The settings file's name inside the config directory.
pub const SETTINGS_FILE: &str = "settings.json";

/// The config directory: `$HEXCHESS_CONFIG_DIR` if set, else the platform's (e.g.
/// `~/.config/hexchess`), else `.hexchess` in the working directory.
pub fn config_dir() -> PathBuf {
    storage::config_dir().unwrap_or_else(|_| PathBuf::from(".hexchess"))
}

/// Loads the settings from `dir`. A missing file gives the defaults and no message; a corrupt
/// one is moved aside (never deleted) and reported alongside the defaults.
pub fn load(dir: &Path) -> (Settings, Option<String>) {
    match storage::read_json::<Settings>(&dir.join(SETTINGS_FILE)) {
        Ok(found) => (found.map(Settings::migrated).unwrap_or_default(), None),
        Err(e) if e.is_corrupt() => (Settings::default(), Some(format!("settings file: {e}; using defaults"))),
        Err(e) => (Settings::default(), Some(format!("settings not read, using defaults: {e}"))),
    }
}

/// Saves the settings to `dir` atomically (temp file, fsync, rename).
///
/// # Errors
/// A [`StorageError`] when the directory or file cannot be written.
pub fn save(dir: &Path, settings: &Settings) -> Result<(), StorageError> {
    storage::write_json(&dir.join(SETTINGS_FILE), settings)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(tag: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("hexchess-settings-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        d
    }

    #[test]
    fn settings_round_trip_and_missing_file_gives_defaults() {
        let dir = temp_dir("rt");
        assert_eq!(load(&dir), (Settings::default(), None));
        let s =
            Settings { theme: ThemeChoice::Dark, coordinates: false, variant: "shafran".into(), ..Default::default() };
        save(&dir, &s).unwrap();
        assert_eq!(load(&dir), (s, None));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn rule_choices_of_an_older_file_go_to_its_variant() {
        let dir = temp_dir("legacy");
        std::fs::create_dir_all(&dir).unwrap();
        let old = r#"{"variant":"mccooey","rules":{"stalemate":"draw","threefold":false}}"#;
        std::fs::write(dir.join(SETTINGS_FILE), old).unwrap();
        let (s, msg) = load(&dir);
        assert_eq!(msg, None);
        assert_eq!(s.rules.of("mccooey").threefold, Some(false));
        assert_eq!(s.rules.of("glinski"), RuleOverrides::default());
        save(&dir, &s).unwrap();
        let written = std::fs::read_to_string(dir.join(SETTINGS_FILE)).unwrap();
        assert!(!written.contains("\"rules\""), "the old key is not written back: {written}");
        assert_eq!(load(&dir).0, s);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_corrupt_file_is_moved_aside_and_defaults_are_used() {
        let dir = temp_dir("corrupt");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(SETTINGS_FILE), "{ not json").unwrap();
        let (s, msg) = load(&dir);
        assert_eq!(s, Settings::default());
        assert!(msg.unwrap().contains("corrupt"));
        assert!(!dir.join(SETTINGS_FILE).exists());
        let aside: Vec<_> = std::fs::read_dir(&dir).unwrap().filter_map(|e| e.ok()).collect();
        assert_eq!(aside.len(), 1);
        assert_eq!(std::fs::read_to_string(aside[0].path()).unwrap(), "{ not json");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
