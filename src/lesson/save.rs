//! Saving a lesson file atomically: a temp file in the same folder, fsync, rename.

use std::path::{Path, PathBuf};

use super::model::Lesson;
use super::write::to_lua;
use crate::storage::{StorageError, atomic_write};

/// A lesson file that could not be written; the old file, if any, is unchanged.
#[derive(Debug, thiserror::Error)]
#[error("cannot save {}: {source}", path.display())]
pub struct SaveError {
    /// The file that was to be written.
    pub path: PathBuf,
    /// Why it failed.
    #[source]
    pub source: StorageError,
}

/// Writes `lesson` as Lua to `path`, atomically: readers see the old file or the new one, never
/// a part. A missing folder is created.
///
/// # Errors
/// [`SaveError`] when the folder cannot be created or written, or the disk is full.
pub fn save_lesson(path: &Path, lesson: &Lesson) -> Result<(), SaveError> {
    atomic_write(path, to_lua(lesson).as_bytes()).map_err(|source| SaveError { path: path.to_path_buf(), source })
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::*;

    #[test]
    fn replaces_the_file_and_leaves_no_temp_file() {
        let dir = std::env::temp_dir().join(format!("hexchess-save-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("l.lua");
        fs::write(&path, "old").unwrap();
        save_lesson(&path, &Lesson::new("T", "me", "glinski")).unwrap();
        let text = fs::read_to_string(&path).unwrap();
        assert!(text.contains("title = \"T\","), "{text}");
        let names: Vec<_> = fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(names, vec![std::ffi::OsString::from("l.lua")]);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn an_unwritable_path_is_an_error() {
        let file = std::env::temp_dir().join(format!("hexchess-not-a-dir-{}", std::process::id()));
        fs::write(&file, "x").unwrap();
        let path = file.join("l.lua");
        let err = save_lesson(&path, &Lesson::new("T", "", "glinski")).unwrap_err();
        assert_eq!(err.path, path);
        assert!(err.to_string().starts_with("cannot save "), "{err}");
        fs::remove_file(&file).unwrap();
    }
}
