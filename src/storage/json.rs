//! JSON documents (autosave, settings): written atomically, moved aside when damaged.

use std::path::Path;

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::aside::quarantine;
use super::atomic::atomic_write;
use super::error::StorageError;
use super::text::read_limited;

/// Reads a JSON document. A missing file gives `Ok(None)`. A damaged one (not JSON, not the
/// expected shape, too large) is moved aside and reported as [`StorageError::Corrupt`].
///
/// # Errors
/// [`StorageError::Io`] when the file exists but cannot be read; [`StorageError::Corrupt`] as
/// above.
pub fn read_json<T: DeserializeOwned>(path: &Path) -> Result<Option<T>, StorageError> {
    let bytes = match read_limited(path) {
        Ok(b) => b,
        Err(StorageError::Io { source, .. }) if source.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(StorageError::Io { source, .. }) if source.kind() == std::io::ErrorKind::InvalidData => {
            return Err(quarantine(path, source.to_string()));
        }
        Err(e) => return Err(e),
    };
    serde_json::from_slice(&bytes).map(Some).map_err(|e| quarantine(path, format!("not a valid document: {e}")))
}

/// Writes a JSON document atomically, pretty-printed.
///
/// # Errors
/// [`StorageError::Io`] when the write fails.
pub fn write_json<T: Serialize>(path: &Path, value: &T) -> Result<(), StorageError> {
    let mut text = serde_json::to_vec_pretty(value).map_err(|e| StorageError::io(path, e.into()))?;
    text.push(b'\n');
    atomic_write(path, &text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_missing_and_damaged() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("doc.json");
        assert!(read_json::<Vec<u32>>(&path).expect("missing is fine").is_none());
        write_json(&path, &vec![1u32, 2, 3]).expect("write");
        assert_eq!(read_json::<Vec<u32>>(&path).expect("read"), Some(vec![1, 2, 3]));
        std::fs::write(&path, "[1, 2,").expect("damage it");
        let err = read_json::<Vec<u32>>(&path).expect_err("damaged");
        assert!(err.is_corrupt(), "{err}");
        assert!(!path.exists(), "the damaged file is moved aside");
        let kept = std::fs::read_dir(dir.path()).expect("list").count();
        assert_eq!(kept, 1, "the damaged copy is kept");
    }
}
