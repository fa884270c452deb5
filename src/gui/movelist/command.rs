//! What the move list asks for.

use crate::gui::model::seat::Seat;

/// A click on the move list (wrapped in the app's `Command::MoveList`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveListCommand {
    /// Review the game in progress, facing `seat`, at the position after `ply` plies.
    ReviewAt {
        /// Who clicked: the review faces them.
        seat: Seat,
        /// The plies to show as played.
        ply: usize,
    },
}
