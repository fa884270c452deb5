//! Save game and Open game on each console: a column of two buttons beside the console's main
//! buttons, facing the console's player.

use egui::{Rect, Ui};

use super::app::HexApp;
use super::canvas::{ButtonStyle, SeatCanvas};
use super::command::Command;
use super::records_state::RecordsCommand;
use super::seat::Seat;

/// The width of the column.
pub const RECORD_BUTTONS_W: f32 = 84.0;

/// Draws the two buttons into `column` (local coordinates of `cv`).
pub fn record_buttons(ui: &Ui, app: &HexApp, cv: &SeatCanvas, seat: Seat, column: Rect, gap: f32) -> Vec<Command> {
    let mut out = Vec::new();
    let h = (column.height() - gap) / 2.0;
    let save = SeatCanvas::at(column.min.x, column.min.y, column.width(), h);
    let open = SeatCanvas::at(column.min.x, column.min.y + h + gap, column.width(), h);
    let has_moves = !app.session.game().moves().is_empty();
    if cv.button(ui, save, "Save game", "💾 Save", ButtonStyle::Plain, has_moves).clicked() {
        out.push(Command::Records(RecordsCommand::OpenSavePanel(seat)));
    }
    if cv.button(ui, open, "Open game", "📂 Open", ButtonStyle::Plain, true).clicked() {
        out.push(Command::Records(RecordsCommand::OpenOpenPanel(seat)));
    }
    out
}
