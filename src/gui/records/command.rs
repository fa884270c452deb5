//! What the record widgets ask for.

use crate::gui::model::seat::Seat;

/// What the record widgets ask for (wrapped in [`super::Command::Records`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordsCommand {
    /// Resume the autosaved game offered at start.
    Resume,
    /// Decline the offer: start fresh.
    DeclineResume,
    /// Close the startup message (e.g. a damaged autosave).
    DismissMessage,
    /// A seat pressed Save game.
    OpenSavePanel(Seat),
    /// A seat pressed Open game.
    OpenOpenPanel(Seat),
    /// Close the Save/Open panel.
    ClosePanel,
    /// List the folder typed in the panel's folder box.
    ListFolder,
    /// A file of the list was picked (by name): Save takes its name, Open opens it.
    PickFile(String),
    /// Back from a file's games to the folder's files.
    BackToFiles,
    /// Save the game in progress under the typed name.
    SaveRecord,
    /// Open game number `n` (1-based) of the opened file.
    PickGame(usize),
    /// Review the moves before a replay error.
    ReviewPartial,
    /// Turn the panel's list by this many pages.
    Page(isize),
    /// Review: show the position after this many plies.
    ReviewTo(usize),
    /// Review: step forward (positive) or back.
    ReviewStep(isize),
    /// Leave review mode, back to the game in progress.
    LeaveReview,
    /// Continue playing from the reviewed position (asks first if that replaces a game).
    PlayFromHere,
    /// Answer the "replace the game in progress?" question.
    ConfirmPlayFromHere(bool),
    /// Review: turn the board by 180°.
    FlipBoard,
}
