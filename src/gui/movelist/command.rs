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
    /// A reader scrolled their strip to start at `row` (a row is a move number's pair).
    Scroll {
        /// Whose strip.
        seat: Seat,
        /// The first row to show.
        row: usize,
    },
}
