//! The player's settings (§4 of the app spec), saved as JSON in the config directory.
//!
//! A corrupt or unreadable settings file never stops the app: it is moved aside (renamed, never
//! deleted), the problem is reported, and the defaults are used.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::rules_provider::RuleOverrides;

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

/// The clock choice. Only `Off` exists until the clock is wired in.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ClockChoice {
    /// No clock (the default: Gliński's game is untimed).
    #[default]
    Off,
}

/// Everything the Settings panel changes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The variant's name (file stem), e.g. `glinski`.
    pub variant: String,
    /// The player's rule choices over the variant's defaults.
    pub rules: RuleOverrides,
    /// The clock.
    pub clock: ClockChoice,
    /// The colour theme.
    pub theme: ThemeChoice,
    /// Whether file letters and rank numbers are drawn around the board.
    pub coordinates: bool,
    /// Whether sounds play.
    pub sound: bool,
    /// House-rule scripts switched on (`true`) or off, by file name.
    pub house_rules: BTreeMap<String, bool>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            variant: "glinski".into(),
            rules: RuleOverrides::default(),
            clock: ClockChoice::Off,
            theme: ThemeChoice::Light,
            coordinates: true,
            sound: true,
            house_rules: BTreeMap::new(),
        }
    }
}

/// A settings file that could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    /// Reading or writing failed.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The OS error.
        source: std::io::Error,
    },
    /// The file is not valid settings JSON.
    #[error("{path}: {source}")]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        source: serde_json::Error,
    },
}

/// The settings file's name inside the config directory.
pub const SETTINGS_FILE: &str = "settings.json";

/// The config directory: `$HEXCHESS_CONFIG_DIR` if set, else the platform's (e.g.
/// `~/.config/hexchess`), else `.hexchess` in the working directory.
pub fn config_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("HEXCHESS_CONFIG_DIR").filter(|d| !d.is_empty()) {
        return PathBuf::from(dir);
    }
    directories::ProjectDirs::from("", "", "hexchess")
        .map(|p| p.config_dir().to_path_buf())
        .unwrap_or_else(|| PathBuf::from(".hexchess"))
}

/// Loads the settings from `dir`. A missing file gives the defaults and no message; a corrupt
/// one is renamed to `settings.json.corrupt-<unix time>` and reported alongside the defaults.
pub fn load(dir: &Path) -> (Settings, Option<String>) {
    let path = dir.join(SETTINGS_FILE);
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (Settings::default(), None),
        Err(e) => {
            let err = SettingsError::Io { path: path.clone(), source: e };
            return (Settings::default(), Some(format!("settings not read, using defaults: {err}")));
        }
    };
    match serde_json::from_str::<Settings>(&text) {
        Ok(s) => (s, None),
        Err(e) => {
            let err = SettingsError::Corrupt { path: path.clone(), source: e };
            let stamp = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
            let aside = dir.join(format!("{SETTINGS_FILE}.corrupt-{stamp}"));
            let moved = match std::fs::rename(&path, &aside) {
                Ok(()) => format!("moved to {}", aside.display()),
                Err(e) => format!("could not move it aside: {e}"),
            };
            (Settings::default(), Some(format!("settings file is corrupt ({err}); {moved}; using defaults")))
        }
    }
}

/// Saves the settings to `dir` atomically.
///
/// # Errors
/// [`SettingsError::Io`] when the directory or file cannot be written.
pub fn save(dir: &Path, settings: &Settings) -> Result<(), SettingsError> {
    let path = dir.join(SETTINGS_FILE);
    let io = |source| SettingsError::Io { path: path.clone(), source };
    std::fs::create_dir_all(dir).map_err(io)?;
    let json =
        serde_json::to_vec_pretty(settings).map_err(|e| SettingsError::Corrupt { path: path.clone(), source: e })?;
    atomic_write(&path, &json).map_err(io)
}

/// Writes `bytes` to `path` via a temp file, fsync and rename (to be replaced by
/// `crate::storage::atomic_write`).
fn atomic_write(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let tmp = dir.join(format!(".{name}.tmp"));
    {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
    }
    std::fs::rename(&tmp, path)?;
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
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
