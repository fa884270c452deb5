//! The numbered move history, facing the seat that pressed Undo: the whole game, one row a
//! point (the start, then the position after each move, the present last), scrolled so that the
//! picked point (or the present) is in view. Pick an earlier point and request a rewind.
//!
//! The panel may be drawn turned by 180° (the top console), where egui's own `ScrollArea` cannot
//! go: the list scrolls by whole rows, with the wheel over it (the content follows the wheel as
//! its reader sees it) and with the Earlier and Later buttons beside it.

use egui::{Align2, FontId, Rect, Ui, pos2, vec2};

use super::command::DialogCommand;
use crate::gui::kit::canvas::{ButtonStyle, SeatCanvas};
use crate::gui::kit::panel::{centred_panel_facing, dim};
use crate::gui::kit::scroll::{first_row, wheel_rows};
use crate::gui::kit::theme::Palette;
use crate::gui::model::move_numbers::numbered;
use crate::gui::model::seat::Seat;
use crate::rules::Game;

/// The height of one row of the list.
const ROW_H: f32 = 26.0;

/// What the history panel shows, read-only.
pub struct HistoryInputs<'a> {
    /// Who opened it (their labels).
    pub seat: Seat,
    /// The screen edge it faces.
    pub edge: Seat,
    /// The game.
    pub game: &'a Game,
    /// The game's moves in SAN.
    pub san: &'a [String],
    /// The point picked so far (moves to keep).
    pub pick: Option<usize>,
    /// The first row shown, when the player has scrolled; else the list follows the pick.
    pub first_row: Option<usize>,
}

/// Draws the history for `inputs` over `area`.
pub fn history_ui(ui: &Ui, palette: Palette, inputs: &HistoryInputs<'_>, area: Rect) -> Vec<DialogCommand> {
    let mut out = Vec::new();
    let (seat, pick) = (inputs.seat, inputs.pick);
    dim(ui, area, &palette, 0.55);
    let cv = centred_panel_facing(ui, palette, seat, inputs.edge, area, vec2(460.0, 560.0));
    let painter = ui.painter();
    let (w, h) = (cv.width(), cv.height());
    let title_at = pos2(16.0, 22.0);
    cv.text(painter, title_at, Align2::LEFT_CENTER, "Take back to…", FontId::proportional(18.0), cv.palette.text);

    // The list between the title and the buttons, which it never reaches.
    let (list_top, list_bottom) = (44.0, h - 56.0);
    let rows_fit = (((list_bottom - list_top) / ROW_H).floor() as usize).max(1);
    // Rows: 0 = the start, n = after n moves; the last row, the present, is not selectable.
    let total = inputs.game.moves().len();
    let rows = total + 1;
    let max_first = rows.saturating_sub(rows_fit);
    let focus = pick.unwrap_or(total);
    let first = first_row(rows, rows_fit, inputs.first_row, focus.saturating_sub(rows_fit / 2));
    let bar_w = 40.0;
    let row_w = w - 32.0 - bar_w - 6.0;
    for (i, ply) in (first..rows.min(first + rows_fit)).enumerate() {
        let y = list_top + i as f32 * ROW_H;
        let r = SeatCanvas::at(16.0, y, row_w, ROW_H - 3.0);
        let text = point_text(inputs, ply);
        let style = if pick == Some(ply) || (pick.is_none() && ply == total) {
            ButtonStyle::Selected
        } else {
            ButtonStyle::Plain
        };
        if cv.button(ui, r, &format!("rewind to {ply}"), &text, style, ply < total).clicked() && ply < total {
            out.push(DialogCommand::PickHistory(ply));
        }
    }

    // The scroll buttons and the wheel.
    let bar_x = w - 16.0 - bar_w;
    let half = (list_bottom - list_top - 6.0) / 2.0;
    let up = SeatCanvas::at(bar_x, list_top, bar_w, half);
    if cv.button(ui, up, "Earlier moves", "⏶", ButtonStyle::Plain, first > 0).clicked() {
        out.push(DialogCommand::ScrollHistory(first.saturating_sub(rows_fit - 1)));
    }
    let down = SeatCanvas::at(bar_x, list_top + half + 6.0, bar_w, half);
    if cv.button(ui, down, "Later moves", "⏷", ButtonStyle::Plain, first < max_first).clicked() {
        out.push(DialogCommand::ScrollHistory((first + rows_fit - 1).min(max_first)));
    }
    let list = cv.rect(Rect::from_min_max(pos2(16.0, list_top), pos2(w - 16.0, list_bottom)));
    let wheel = wheel_rows(ui, list, ROW_H, rows_fit, cv.upside_down());
    if wheel != 0 {
        out.push(DialogCommand::ScrollHistory(first.saturating_add_signed(wheel).min(max_first)));
    }

    let req = SeatCanvas::at(16.0, h - 44.0, 180.0, 32.0);
    if let Some(ply) = pick
        && cv.button(ui, req, "Request rewind", "Request take-back", ButtonStyle::Primary, true).clicked()
    {
        out.push(DialogCommand::RequestRewind(seat, ply));
    }
    if pick.is_none() {
        cv.button(ui, req, "Request rewind", "Pick a point", ButtonStyle::Plain, false);
    }
    let close = SeatCanvas::at(w - 116.0, h - 44.0, 100.0, 32.0);
    if cv.button(ui, close, "Close history", "Close", ButtonStyle::Plain, true).clicked() {
        out.push(DialogCommand::Close);
    }
    out
}

/// A point's row: `the start`, `after 3. Qc3`, and for the present `now, after 20... Kf9`.
fn point_text(inputs: &HistoryInputs<'_>, ply: usize) -> String {
    let total = inputs.game.moves().len();
    let text = match ply.checked_sub(1) {
        None => "the start".to_string(),
        Some(mover) => {
            let san = inputs.san.get(mover).map_or("?", String::as_str);
            format!("after {}", numbered(inputs.game.start(), mover, san))
        }
    };
    if ply == total { format!("now, {text}") } else { text }
}
