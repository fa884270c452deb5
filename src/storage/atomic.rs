//! Atomic file writes: temp file in the same folder, fsync, rename, fsync of the folder.

use std::fs;
use std::io::Write;
use std::path::Path;

use super::error::StorageError;

/// Writes `bytes` to `path` atomically: readers and crashes see the old content or the new one,
/// never a mix. Creates the folder if needed. A new file gets the usual permissions (0666 less
/// the umask on Unix); an existing file keeps its own.
///
/// # Errors
/// [`StorageError::Io`] when any step fails; `path` is then untouched.
pub fn atomic_write(path: &Path, bytes: &[u8]) -> Result<(), StorageError> {
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let name = path.file_name().ok_or_else(|| {
        StorageError::io(path, std::io::Error::new(std::io::ErrorKind::InvalidInput, "not a file path"))
    })?;
    fs::create_dir_all(dir).map_err(|e| StorageError::io(dir, e))?;
    let prefix = format!(".{}.", name.to_string_lossy());
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".tmp");
    let permissions = match fs::metadata(path) {
        Ok(meta) => Some(meta.permissions()),
        Err(_) => default_permissions(),
    };
    if let Some(p) = permissions {
        builder.permissions(p);
    }
    let mut tmp = builder.tempfile_in(dir).map_err(|e| StorageError::io(dir, e))?;
    tmp.write_all(bytes).map_err(|e| StorageError::io(tmp.path(), e))?;
    tmp.as_file().sync_all().map_err(|e| StorageError::io(tmp.path(), e))?;
    tmp.persist(path).map_err(|e| StorageError::io(path, e.error))?;
    sync_dir(dir)
}

/// Removes temp files that [`atomic_write`] left for `path` when a process was killed mid-write
/// (`.<name>.*.tmp` in the same folder) and that are older than `older_than`. Returns how many
/// were removed. Only such temp files are touched; failures are ignored.
pub fn remove_stale_temps(path: &Path, older_than: std::time::Duration) -> usize {
    let (Some(dir), Some(name)) = (path.parent(), path.file_name()) else { return 0 };
    let dir = if dir.as_os_str().is_empty() { Path::new(".") } else { dir };
    let prefix = format!(".{}.", name.to_string_lossy());
    let Ok(entries) = fs::read_dir(dir) else { return 0 };
    let mut removed = 0;
    for entry in entries.flatten() {
        let file_name = entry.file_name().to_string_lossy().into_owned();
        if !(file_name.starts_with(&prefix) && file_name.ends_with(".tmp")) {
            continue;
        }
        let old = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age >= older_than);
        if old && fs::remove_file(entry.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}

#[cfg(unix)]
fn default_permissions() -> Option<fs::Permissions> {
    use std::os::unix::fs::PermissionsExt;
    Some(fs::Permissions::from_mode(0o666))
}

#[cfg(not(unix))]
fn default_permissions() -> Option<fs::Permissions> {
    None
}

/// Makes a rename in `dir` durable (Unix; elsewhere the rename itself is what we can do).
#[cfg(unix)]
fn sync_dir(dir: &Path) -> Result<(), StorageError> {
    fs::File::open(dir).and_then(|d| d.sync_all()).map_err(|e| StorageError::io(dir, e))
}

#[cfg(not(unix))]
fn sync_dir(_dir: &Path) -> Result<(), StorageError> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_replace_the_whole_file_and_leave_no_temp_files() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("sub/game.txt");
        atomic_write(&path, b"first, longer content").expect("first write");
        atomic_write(&path, b"second").expect("second write");
        assert_eq!(fs::read(&path).expect("read back"), b"second");
        let names: Vec<_> =
            fs::read_dir(dir.path().join("sub")).expect("list").map(|e| e.expect("entry").file_name()).collect();
        assert_eq!(names, ["game.txt"]);
    }

    #[cfg(unix)]
    #[test]
    fn new_files_are_readable_by_others_and_existing_modes_are_kept() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("a.txt");
        atomic_write(&path, b"x").expect("write");
        let mode = |p: &Path| fs::metadata(p).expect("meta").permissions().mode() & 0o777;
        assert_eq!(mode(&path) & 0o600, 0o600);
        fs::set_permissions(&path, fs::Permissions::from_mode(0o640)).expect("chmod");
        atomic_write(&path, b"y").expect("rewrite");
        assert_eq!(mode(&path), 0o640);
    }

    #[test]
    fn stale_temp_files_are_removed_and_nothing_else() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("autosave.json");
        atomic_write(&path, b"{}").expect("write");
        for other in [".autosave.json.abc123.tmp", ".other.json.abc.tmp", "autosave.json.corrupt-1"] {
            fs::write(dir.path().join(other), b"x").expect("write");
        }
        assert_eq!(remove_stale_temps(&path, std::time::Duration::from_secs(3600)), 0, "too young");
        assert_eq!(remove_stale_temps(&path, std::time::Duration::ZERO), 1);
        let mut names: Vec<_> =
            fs::read_dir(dir.path()).expect("list").map(|e| e.expect("entry").file_name()).collect();
        names.sort();
        assert_eq!(names, [".other.json.abc.tmp", "autosave.json", "autosave.json.corrupt-1"]);
    }

    #[test]
    fn a_path_without_a_file_name_is_an_error() {
        assert!(atomic_write(Path::new("/"), b"x").is_err());
    }
}
