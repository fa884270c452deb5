//! Files on disk: atomic writes, moving damaged files aside, the data and config folders, JSON
//! documents, and record files.
//!
//! Every write goes through [`atomic_write`]: a temp file in the same folder, fsync, rename, then
//! fsync of the folder, so a crash at any moment leaves either the old file or the new one.
//! A damaged file is never deleted: [`move_aside`] renames it to `<name>.corrupt-<timestamp>`.

mod aside;
mod atomic;
mod dirs;
mod error;
mod json;
mod records;
mod text;
mod time_text;

pub use aside::{move_aside, quarantine};
pub use atomic::{atomic_write, remove_stale_temps};
pub use dirs::{CONFIG_DIR_ENV, DATA_DIR_ENV, config_dir, data_dir};
pub use error::StorageError;
pub use json::{read_json, write_json};
pub use records::{load_records, save_records};
pub use text::{MAX_FILE_BYTES, read_text};
pub use time_text::{pgn_date, utc_stamp};
