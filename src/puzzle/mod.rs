//! Puzzles: the puzzle files, the generator that finds and verifies them with our own engine,
//! and the trainer's ratings.
//!
//! - [`Puzzle`], [`parse_puzzles`], [`write_puzzles`]: `puzzles/<variant>.csv`, in lichess's
//!   puzzle-database convention.
//! - [`Theme`]: what a puzzle is about, detected by code ([`detect_themes`]).
//! - [`generate`]: the generator and verifier.
//! - [`PuzzleStats`]: counts per theme, the rating spread and the sources of a set of puzzles.
//! - [`trainer`]: the trainer's model: the built-in puzzles, the player's rating, the next
//!   puzzle, an attempt.
//!
//! `docs/puzzles.md` describes how puzzles are found, checked and rated.

mod csv_file;
mod detect;
mod error;
pub mod generate;
mod model;
mod stats;
mod theme;
pub mod trainer;

pub use csv_file::{PUZZLE_COLUMNS, parse_playable_puzzles, parse_puzzles, write_puzzles};
pub use detect::{CRUSHING_CP, LEVEL_WIN_CHANCES, LineFacts, detect_themes};
pub use error::{PuzzleError, PuzzleFileError};
pub use model::{Puzzle, PuzzleLine};
pub use stats::{PuzzleStats, RATING_BAND};
pub use theme::{Theme, UnknownTheme};
