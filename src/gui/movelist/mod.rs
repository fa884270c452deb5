//! The live move list during play: the game's moves numbered in pairs in SAN, the last move
//! highlighted, each side's captured pieces. On a wide window it fills the empty space beside
//! the board, one strip facing each player (on that player's right); on a narrow window the last
//! moves show compactly in each console. Clicking a move opens review mode at that point; the
//! app does that through the records room (`app/movelist.rs`). User guide, "The move list".

pub mod command;
pub mod state;
pub mod view;

pub use command::MoveListCommand;
pub use state::MoveListState;
pub use view::{MoveListInputs, compact_ui, side_strips, strip_ui};
