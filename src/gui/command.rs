//! What the drawing code asks for. Drawing never changes the game: it returns [`Command`]s, which
//! the app applies in one place at the end of the frame.

use crate::rules::{Cell, Role};

use super::clock_choice::ClockChoice;
use super::editor::StudioScreen;
use super::engine_seat::EngineCommand;
use super::records_state::RecordsCommand;
use super::rules_provider::RuleOverrides;
use super::seat::Seat;
use super::settings::ThemeChoice;

/// One user action, collected while drawing and applied after.
#[derive(Clone, Debug, PartialEq, Eq)]
#[must_use]
pub enum Command {
    /// A hex was clicked: the core cell shown there (in the displayed orientation).
    Cell(Cell),
    /// A drag started on a hex (core cell as displayed).
    DragStart(Cell),
    /// A drag ended over a hex, or off the board.
    DragEnd(Option<Cell>),
    /// Drop the selection (Escape).
    Deselect,
    /// The promotion picker chose a piece.
    Promote(Role),
    /// The promotion picker was closed without a choice.
    CancelPromotion,
    /// A seat opened its move history (Undo).
    OpenHistory(Seat),
    /// A point of the history was picked: the number of moves to keep.
    PickHistory(usize),
    /// A seat asks to rewind to the picked point.
    RequestRewind(Seat, usize),
    /// Close the open overlay (history or settings).
    CloseOverlay,
    /// A seat offers a draw.
    OfferDraw(Seat),
    /// A seat answers the pending request.
    Answer(Seat, bool),
    /// A seat pressed Resign.
    Resign(Seat),
    /// Turn the view by 180°.
    Flip,
    /// A seat opened Settings.
    OpenSettings(Seat),
    /// Mute or unmute all sounds.
    ToggleMute,
    /// Show or hide a seat's captured pieces.
    ToggleCaptures(Seat),
    /// A seat submitted its move box.
    SubmitMove(Seat),
    /// Start the next game of the match.
    NewGame,
    /// Settings: the theme.
    SetTheme(ThemeChoice),
    /// Settings: coordinate labels.
    SetCoordinates(bool),
    /// Settings: sound.
    SetSound(bool),
    /// Settings: the rule choices.
    SetRules(RuleOverrides),
    /// Settings: a variant was chosen; asks for confirmation.
    AskVariant(String),
    /// Settings: the variant switch was confirmed (`true`) or cancelled.
    ConfirmVariant(bool),
    /// Settings: a house-rule script switched on or off.
    SetScript(String, bool),
    /// Open the position editor or the lessons (src/gui/editor).
    OpenStudio(StudioScreen),
    /// Game records: autosave offer, Save/Open, review.
    Records(RecordsCommand),
    /// A seat tapped its own clock (start, or end the turn with "tap to end turn").
    ClockTap(Seat),
    /// Settings: the clock for the next game.
    SetClock(ClockChoice),
    /// Settings: "tap the clock to end the turn" on or off.
    SetClockTap(bool),
    /// The computer players and hints.
    Engine(EngineCommand),
}
