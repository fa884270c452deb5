//! What a console is given to draw, and what it hands back: its commands, and the slots where
//! the other rooms' widgets go.

use egui::Rect;

use super::command::ConsoleCommand;
use crate::gui::model::session::GameSession;
use crate::rules::WinRules;

/// What a console shows, read-only.
pub struct ConsoleInputs<'a> {
    /// The match.
    pub session: &'a GameSession,
    /// Whether draw offers are allowed (the Draw button shows).
    pub draw_offers: bool,
    /// Whether the game has a clock (no takebacks: Undo is hidden).
    pub timed: bool,
    /// Whether sound is on.
    pub sound: bool,
    /// Whether the computer plays this seat.
    pub computer: bool,
    /// Whether the seat's captured pieces are popped out.
    pub show_captures: bool,
    /// The seat's last message (e.g. why a typed move was refused).
    pub message: Option<&'a str>,
    /// The house-rule hooks' message for both players (it joins the status line).
    pub house_note: Option<&'a str>,
    /// The clock's word on what happens next, which replaces the turn status.
    pub clock_status: Option<String>,
    /// The extra ways to win in force (their state joins the status line).
    pub win: WinRules,
    /// Whether to leave a row for the last moves (a narrow window, with no move list beside
    /// the board).
    pub compact_moves: bool,
}

/// Where the other rooms' widgets go, in the console's local coordinates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ConsoleSlots {
    /// The clock.
    pub clock: Rect,
    /// Save game and Open game.
    pub records: Rect,
    /// The Computer and Hint buttons.
    pub computer: Rect,
    /// The height of one button row (of the computer column).
    pub row_h: f32,
    /// The gap between buttons.
    pub gap: f32,
    /// The computer's status line, when the computer plays this seat.
    pub computer_status: Option<Rect>,
    /// The "Take seat back" button, when the computer plays this seat.
    pub take_back: Option<Rect>,
    /// The row for the last moves, when asked for and there is room.
    pub moves: Option<Rect>,
}

/// What a console drew: its commands and the slots it left.
pub struct ConsoleOut {
    /// What the player pressed.
    pub commands: Vec<ConsoleCommand>,
    /// Where the other rooms' widgets go.
    pub slots: ConsoleSlots,
}
