//! What the online screens' widgets ask for.

use crate::gui::board::canvas::BoardInput;
use crate::rules::{Color, Role};

/// What the online screens' widgets ask for (wrapped in `Command::Online`).
#[derive(Clone, Debug, PartialEq)]
pub enum OnlineCommand {
    /// Host: the variant at this index of the form's list.
    PickVariant(usize),
    /// Host: the clock at this index of the form's list.
    PickClock(usize),
    /// Host: the host's colour.
    PickColor(Color),
    /// Start hosting with the form's settings.
    Host,
    /// Join with the pasted invite code.
    Join,
    /// Copy the invite code to the clipboard.
    CopyInvite,
    /// Stop hosting or joining, or leave the game: back to the online menu.
    Leave,
    /// Close online play, back to the table.
    Close,
    /// The pointer on the board.
    Board(BoardInput),
    /// The promotion choice.
    Promote(Role),
    /// Offer a draw.
    OfferDraw,
    /// Ask to take back the last move.
    TakeBack,
    /// Resign (asks to confirm first).
    Resign,
    /// The answer to "Resign this game?".
    ConfirmResign(bool),
    /// The answer to the opponent's offer.
    Answer(bool),
}
