//! What the players ask of the computer.

use crate::engine::Level;
use crate::gui::model::seat::Seat;

/// One request to the computer, collected while drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ComputerCommand {
    /// Open or close a seat's level picker.
    TogglePicker(Seat),
    /// Close every level picker.
    ClosePickers,
    /// The computer plays this seat at this level.
    HandOver(Seat, Level),
    /// The seat's player takes it back from the computer.
    TakeBack(Seat),
    /// The seat's player asks for the best move.
    Hint(Seat),
    /// Before the first move: whether the computer playing this seat makes the first move.
    MovesFirst(Seat, bool),
}

/// What applying a command means for the rest of the table (the app applies it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ComputerEvent {
    /// The computer took over this seat: its player's selection, promotion choice and move box
    /// are forgotten.
    SeatTaken(Seat),
}
