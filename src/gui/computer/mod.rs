//! The computer at the table: either seat can be handed to the engine at a level, and a player
//! may ask for a hint. [`seats`] holds the state (levels, searches, the hint) and its rules of
//! play, [`drive`] runs the searches once per frame, [`view`] draws the Computer and Hint
//! buttons, the level picker, the thinking indicator and the hint arrow. Its commands are
//! [`ComputerCommand`]s; what they mean for the rest of the table comes back as
//! [`ComputerEvent`]s, which the app applies.

pub mod command;
pub mod drive;
pub mod seats;
pub mod view;

pub use command::{ComputerCommand, ComputerEvent};
pub use drive::{Driven, THINKING_REPAINT_SECONDS, Turn, search_config};
pub use seats::{ComputerSeats, DEFAULT_PACE_SECONDS, DRAW_ACCEPT_CP, Situation};
pub use view::{ComputerView, computer_status_ui, controls_ui, hint_arrow_ui, take_back_ui};
