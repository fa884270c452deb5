//! A player's console at the edge of the table: the score card, the button grid, the status
//! line, the prompts and the move box ([`view`], [`status`], [`prompts`], laid out by
//! [`columns`]), given its [`inputs`]. Its commands are [`ConsoleCommand`]s; the clock, Save/Open and the computer
//! draw their own widgets into the [`ConsoleSlots`] it leaves.

pub mod columns;
pub mod command;
pub mod inputs;
pub mod prompts;
pub mod status;
pub mod view;

pub use command::ConsoleCommand;
pub use inputs::{ConsoleInputs, ConsoleOut, ConsoleSlots};
pub use view::console_ui;
