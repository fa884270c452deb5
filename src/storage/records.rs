//! Record files: open and save PGN-style game records.

use std::path::Path;

use crate::record::{GameRecord, parse_records, write_records};

use super::atomic::atomic_write;
use super::error::StorageError;
use super::text::read_text;

/// Reads every game of a record file (UTF-8 or Latin-1). Reading never fails on content: replay
/// each game with [`crate::record::replay`] to find bad moves.
///
/// # Errors
/// [`StorageError::Io`] when the file cannot be read.
pub fn load_records(path: &Path) -> Result<Vec<GameRecord>, StorageError> {
    Ok(parse_records(&read_text(path)?))
}

/// Writes records to a file atomically.
///
/// # Errors
/// [`StorageError::Io`] when the write fails.
pub fn save_records(path: &Path, records: &[GameRecord]) -> Result<(), StorageError> {
    atomic_write(path, write_records(records).as_bytes())
}
