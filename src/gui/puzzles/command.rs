//! What the Puzzles screen's widgets ask for.

use crate::gui::board::canvas::BoardInput;
use crate::puzzle::Theme;
use crate::puzzle::trainer::Difficulty;
use crate::rules::Role;

/// What the Puzzles screen's widgets ask for (wrapped in `Command::Puzzles`).
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleCommand {
    /// The pointer on the puzzle's board.
    Board(BoardInput),
    /// The piece a pawn promotes to.
    Promote(Role),
    /// No promotion after all.
    CancelPromotion,
    /// Train another variant (its name).
    Variant(String),
    /// Puzzles of this theme (`None`: mixed).
    Theme(Option<Theme>),
    /// How hard the puzzles are.
    Difficulty(Difficulty),
    /// Serve the first puzzle (from the menu) or the next one.
    Next,
    /// Mark the piece to move.
    Hint,
    /// Back to the puzzle's position after a wrong move.
    Retry,
    /// Give up and show the solution.
    ViewSolution,
    /// The solution's next move.
    StepSolution,
    /// Back to the menu (variant, theme, difficulty).
    Menu,
    /// Close Puzzles, back to the game.
    Close,
}
