//! Saving a lesson file atomically: a temp file in the same folder, fsync, rename.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::model::Lesson;
use super::write::to_lua;

/// A lesson file that could not be written; the old file, if any, is unchanged.
#[derive(Debug, thiserror::Error)]
#[error("cannot save {}: {source}", path.display())]
pub struct SaveError {
    /// The file that was to be written.
    pub path: PathBuf,
    /// Why it failed.
    #[source]
    pub source: io::Error,
}

/// Writes `lesson` as Lua to `path`, atomically: readers see the old file or the new one, never
/// a part.
///
/// # Errors
/// [`SaveError`] when the folder is missing or not writable, or the disk is full.
pub fn save_lesson(path: &Path, lesson: &Lesson) -> Result<(), SaveError> {
    atomic_write(path, to_lua(lesson).as_bytes()).map_err(|source| SaveError { path: path.to_path_buf(), source })
}

/// Writes `.NAME.tmp` next to `path` (a name file watchers skip), syncs it, and renames it over
/// `path`. To be replaced by the shared `crate::storage::atomic_write` when that exists.
fn atomic_write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let name = path.file_name().ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "no file name"))?;
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let tmp = dir.join(format!(".{}.tmp", name.to_string_lossy()));
    let written = (|| {
        let mut file = File::create(&tmp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        fs::rename(&tmp, path)
    })();
    if written.is_err() {
        let _ = fs::remove_file(&tmp);
        return written;
    }
    // Make the rename itself durable; not every platform can open a folder, so this is best effort.
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
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
    fn a_missing_folder_is_an_error() {
        let path = std::env::temp_dir().join("hexchess-no-such-dir-xyz/l.lua");
        let err = save_lesson(&path, &Lesson::new("T", "", "glinski")).unwrap_err();
        assert_eq!(err.path, path);
        assert!(err.to_string().starts_with("cannot save "), "{err}");
    }
}
