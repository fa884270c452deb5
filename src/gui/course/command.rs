//! What the Learn screen's widgets ask for.

use crate::gui::board::canvas::BoardInput;

/// What the Learn screen's widgets ask for (wrapped in `Command::Course`).
#[derive(Clone, Debug, PartialEq)]
pub enum CourseCommand {
    /// Play level `level` of stage `stage` (both 0-based).
    Open {
        /// The stage's index.
        stage: usize,
        /// The level's index in it.
        level: usize,
    },
    /// The pointer on the level's board.
    Board(BoardInput),
    /// Play the level again from its start.
    Retry,
    /// The next level (or back to the map after the last).
    Next,
    /// Back to the map of stages.
    Map,
    /// Close Learn, back to the game.
    Close,
}
