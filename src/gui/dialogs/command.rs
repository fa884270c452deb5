//! What the players do in the panels over the board.

use crate::gui::model::rules_provider::RuleOverrides;
use crate::gui::model::seat::Seat;
use crate::gui::model::settings::ThemeChoice;
use crate::rules::Role;

/// One action in a panel, collected while drawing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DialogCommand {
    /// The promotion picker chose a piece.
    Promote(Role),
    /// The promotion picker was closed without a choice.
    CancelPromotion,
    /// A point of the history was picked: the number of moves to keep.
    PickHistory(usize),
    /// The history list scrolled: the first row to show.
    ScrollHistory(usize),
    /// A seat asks to rewind to the picked point.
    RequestRewind(Seat, usize),
    /// Close the open panel (history or settings).
    Close,
    /// Settings: the theme.
    SetTheme(ThemeChoice),
    /// Settings: coordinate labels.
    SetCoordinates(bool),
    /// Show the engine's evaluation bar during a game, or not.
    SetEvalBar(bool),
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
    /// Settings: the house-rule list paged: the first script to show.
    ScrollHouseRules(usize),
    /// Settings: open the position editor.
    OpenEditor,
    /// Settings: open the lessons.
    OpenLessons,
    /// Open Learn (the rules course), facing this seat.
    OpenLearn(Seat),
    /// Open Puzzles (the trainer), facing this seat.
    OpenPuzzles(Seat),
    /// Open play online, facing this seat.
    OpenOnline(Seat),
}
