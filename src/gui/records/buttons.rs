//! Save game and Open game on each console: a column of two buttons beside the console's main
//! buttons, facing the console's player.

use egui::{Rect, Ui};

use super::command::RecordsCommand;
use crate::gui::kit::canvas::{ButtonStyle, SeatCanvas};

/// Draws the two buttons into `column` (local coordinates of `cv`), `gap` apart; Save is on
/// offer once the game has moves.
pub fn record_buttons(ui: &Ui, cv: &SeatCanvas, column: Rect, gap: f32, has_moves: bool) -> Vec<RecordsCommand> {
    let mut out = Vec::new();
    let h = (column.height() - gap) / 2.0;
    let save = SeatCanvas::at(column.min.x, column.min.y, column.width(), h);
    let open = SeatCanvas::at(column.min.x, column.min.y + h + gap, column.width(), h);
    if cv.button(ui, save, "Save game", "💾 Save", ButtonStyle::Plain, has_moves).clicked() {
        out.push(RecordsCommand::OpenSavePanel(cv.seat));
    }
    if cv.button(ui, open, "Open game", "📂 Open", ButtonStyle::Plain, true).clicked() {
        out.push(RecordsCommand::OpenOpenPanel(cv.seat));
    }
    out
}
