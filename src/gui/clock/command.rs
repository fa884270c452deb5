//! What the players do with the clock.

use crate::gui::model::clock_choice::ClockChoice;
use crate::gui::model::seat::Seat;

/// One clock action, collected while drawing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClockCommand {
    /// A seat tapped its own clock (start, resume, or end the turn with "tap to end turn").
    Tap(Seat),
    /// Settings: the clock for the next game.
    Choose(ClockChoice),
    /// Settings: "tap the clock to end the turn" on or off.
    TapToEndTurn(bool),
}
