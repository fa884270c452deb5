//! What a player does at their console.

use crate::gui::model::seat::Seat;

/// One press on a console (or a request answered for a seat), collected while drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConsoleCommand {
    /// Show or hide the seat's captured pieces (the score card).
    ToggleCaptures(Seat),
    /// The seat opened its move history (Undo).
    OpenHistory(Seat),
    /// The seat offers a draw.
    OfferDraw(Seat),
    /// The seat answers the pending request: accept (`true`) or decline.
    Answer(Seat, bool),
    /// The seat pressed Resign.
    Resign(Seat),
    /// The seat submitted its move box.
    SubmitMove(Seat),
    /// Start the next game of the match.
    NewGame,
    /// Turn the view by 180°.
    Flip,
    /// The seat opened Settings.
    OpenSettings(Seat),
    /// Mute or unmute all sounds.
    ToggleMute,
    /// Open the position editor.
    OpenEditor,
    /// Open the lessons.
    OpenLessons,
    /// Open Learn (the rules course), facing this seat.
    OpenLearn(Seat),
    /// Open Puzzles (the trainer), facing this seat.
    OpenPuzzles(Seat),
    /// Open play online, facing this seat.
    OpenOnline(Seat),
    /// Review the finished game from its end, facing this seat, and analyse it.
    AnalyseGame(Seat),
}
