//! Puzzles: the puzzle trainer, facing whoever opened it. The menu ([`menu_view`]: variant,
//! theme, difficulty, the rating and its [`chart`]), and a puzzle on its board
//! ([`board_view`]: the solver's side nearest the opener, the moves gliding in) beside the strip
//! ([`play_view`]: what to do, "That's not the move", Retry, View solution, Hint, the rating
//! change, the puzzle's themes, rating and source, Next). [`state`] is the room's model over
//! [`crate::puzzle::trainer`]. User guide, "Puzzles".

pub mod board_view;
pub mod chart;
pub mod command;
pub mod menu_view;
pub mod play_view;
pub mod state;

pub use command::PuzzleCommand;
pub use state::{Puzzles, Screen};
