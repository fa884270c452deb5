//! Moving damaged files aside, never deleting them.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use super::error::StorageError;
use super::time_text::utc_stamp;

/// Renames a damaged file to `<name>.corrupt-<UTC timestamp>` in the same folder (adding `-2`,
/// `-3`, … if that name is taken) and returns the new path. The file is never deleted.
///
/// # Errors
/// [`StorageError::Io`] if the rename fails.
pub fn move_aside(path: &Path) -> Result<PathBuf, StorageError> {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "file".into());
    let stamp = utc_stamp(SystemTime::now());
    let dir = path.parent().unwrap_or(Path::new(""));
    for n in 1..=1000 {
        let suffix = if n == 1 { String::new() } else { format!("-{n}") };
        let target = dir.join(format!("{name}.corrupt-{stamp}{suffix}"));
        if fs::symlink_metadata(&target).is_ok() {
            continue;
        }
        return fs::rename(path, &target).map(|()| target).map_err(|e| StorageError::io(path, e));
    }
    Err(StorageError::io(path, std::io::Error::new(std::io::ErrorKind::AlreadyExists, "too many damaged copies")))
}

/// Moves a damaged file aside and returns the [`StorageError::Corrupt`] that reports it.
pub fn quarantine(path: &Path, reason: impl Into<String>) -> StorageError {
    StorageError::Corrupt { path: path.to_path_buf(), moved_to: move_aside(path).ok(), reason: reason.into() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn damaged_files_are_renamed_with_distinct_names() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("settings.json");
        fs::write(&path, "{oops").expect("write");
        let first = move_aside(&path).expect("moved");
        fs::write(&path, "{again").expect("write");
        let second = move_aside(&path).expect("moved again");
        assert_ne!(first, second);
        assert!(!path.exists());
        assert_eq!(fs::read_to_string(&first).expect("kept"), "{oops");
        assert_eq!(fs::read_to_string(&second).expect("kept"), "{again");
        let name = first.file_name().expect("name").to_string_lossy().into_owned();
        assert!(name.starts_with("settings.json.corrupt-"), "{name}");
    }

    #[test]
    fn quarantine_reports_where_the_file_went() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("autosave.json");
        fs::write(&path, "x").expect("write");
        let err = quarantine(&path, "not JSON");
        let text = err.to_string();
        assert!(text.contains("autosave.json is damaged (not JSON); it was moved aside to"), "{text}");
        assert!(err.is_corrupt());
    }
}
