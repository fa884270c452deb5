//! The puzzle trainer's model (no drawing): the built-in puzzles, the player's Glicko-2 rating,
//! the record saved per variant, choosing the next puzzle, and an attempt at one.
//!
//! - [`PuzzleLibrary`]: the embedded `puzzles/<variant>.csv`, read row by row (bad rows skipped
//!   and reported).
//! - [`Rating`], [`rate`]: Glicko-2 through skillratings with lichess's settings.
//! - [`TrainerRecord`]: rating, history, puzzle ratings and the puzzles played, per variant.
//! - [`choose`], [`fitting`], [`Difficulty`]: the rating window around the target.
//! - [`Attempt`]: the setup move, the solver's moves, the replies, retry, hint, the solution.
//! - [`Trainer`]: all of it for one variant; rates each attempt once and saves.
//!
//! `docs/puzzle-trainer.md` gives the settings and the policies.

mod attempt;
#[cfg(test)]
mod attempt_tests;
mod library;
mod rating;
mod record;
mod select;
mod session;

pub use attempt::{Attempt, Stage, Verdict};
pub use library::{BUILTIN_PUZZLE_FILES, PuzzleLibrary, builtin_puzzle_text};
pub use rating::{
    MAX_CHANGE, MAX_DEVIATION, MIN_DEVIATION, Rating, START_VOLATILITY, TAU, change_text, glicko_config, rate,
};
pub use record::{AttemptRecord, TrainerRecord};
pub use select::{Difficulty, Fit, Pick, choose, fitting, window_base};
pub use session::{Current, NoPuzzle, RatedResult, Trainer};
