//! Storage errors.

use std::path::PathBuf;

use thiserror::Error;

/// A file that could not be read or written, or that is damaged.
#[derive(Debug, Error)]
pub enum StorageError {
    /// The operating system refused a read or write.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// The system's error.
        source: std::io::Error,
    },
    /// The file's content is damaged. It was moved aside (not deleted) when `moved_to` is set.
    #[error("{} is damaged ({reason}); {}", path.display(), match moved_to {
        Some(to) => format!("it was moved aside to {}", to.display()),
        None => "it could not be moved aside".to_string(),
    })]
    Corrupt {
        /// The damaged file.
        path: PathBuf,
        /// Where it was moved.
        moved_to: Option<PathBuf>,
        /// What is wrong with it.
        reason: String,
    },
    /// Neither the environment override nor the system gives a folder for the app's files.
    #[error("no folder for hexchess's {0} files: set {1}")]
    NoFolder(&'static str, &'static str),
}

impl StorageError {
    /// An I/O error on `path`.
    pub fn io(path: impl Into<PathBuf>, source: std::io::Error) -> StorageError {
        StorageError::Io { path: path.into(), source }
    }

    /// Whether this reports a damaged file.
    pub fn is_corrupt(&self) -> bool {
        matches!(self, StorageError::Corrupt { .. })
    }
}
