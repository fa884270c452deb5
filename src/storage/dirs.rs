//! The folders for the app's data (autosave) and configuration (settings), with environment
//! overrides so tests and portable setups can point them elsewhere.

use std::path::PathBuf;

use super::error::StorageError;

/// Overrides [`data_dir`] when set to a non-empty path.
pub const DATA_DIR_ENV: &str = "HEXCHESS_DATA_DIR";
/// Overrides [`config_dir`] when set to a non-empty path.
pub const CONFIG_DIR_ENV: &str = "HEXCHESS_CONFIG_DIR";

fn from_env(var: &str) -> Option<PathBuf> {
    std::env::var_os(var).filter(|v| !v.is_empty()).map(PathBuf::from)
}

fn project() -> Option<directories::ProjectDirs> {
    directories::ProjectDirs::from("", "", "hexchess")
}

/// The folder for the app's data, such as the autosave: `$HEXCHESS_DATA_DIR`, else the system's
/// (e.g. `~/.local/share/hexchess`). It may not exist yet; writes create it.
///
/// # Errors
/// [`StorageError::NoFolder`] when there is no override and no home folder.
pub fn data_dir() -> Result<PathBuf, StorageError> {
    from_env(DATA_DIR_ENV)
        .or_else(|| project().map(|p| p.data_dir().to_path_buf()))
        .ok_or(StorageError::NoFolder("data", DATA_DIR_ENV))
}

/// The folder for the app's settings: `$HEXCHESS_CONFIG_DIR`, else the system's (e.g.
/// `~/.config/hexchess`). It may not exist yet; writes create it.
///
/// # Errors
/// [`StorageError::NoFolder`] when there is no override and no home folder.
pub fn config_dir() -> Result<PathBuf, StorageError> {
    from_env(CONFIG_DIR_ENV)
        .or_else(|| project().map(|p| p.config_dir().to_path_buf()))
        .ok_or(StorageError::NoFolder("config", CONFIG_DIR_ENV))
}
