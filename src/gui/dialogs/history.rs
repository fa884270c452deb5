//! The numbered move history, facing the seat that pressed Undo: pick an earlier point and
//! request a rewind.

use egui::{Align2, FontId, Rect, Ui, pos2, vec2};

use super::command::DialogCommand;
use crate::gui::kit::canvas::{ButtonStyle, SeatCanvas};
use crate::gui::kit::panel::{centred_panel, dim};
use crate::gui::kit::theme::Palette;
use crate::gui::model::seat::Seat;
use crate::rules::{Game, SanPlus};

/// Draws the history of `game` for `seat` over `area`; `pick` is the point picked so far.
pub fn history_ui(
    ui: &Ui,
    palette: Palette,
    seat: Seat,
    game: &Game,
    pick: Option<usize>,
    area: Rect,
) -> Vec<DialogCommand> {
    let mut out = Vec::new();
    dim(ui, area, &palette, 0.55);
    let cv = centred_panel(ui, palette, seat, area, vec2(460.0, 520.0));
    let painter = ui.painter();
    let (w, h) = (cv.width(), cv.height());
    let title_at = pos2(16.0, 22.0);
    cv.text(painter, title_at, Align2::LEFT_CENTER, "Take back to…", FontId::proportional(18.0), cv.palette.text);
    let sans = game.san_moves();
    let row_h = 26.0;
    let rows_fit = (((h - 110.0) / row_h).floor() as usize).max(1);
    // Rows: 0 = the start, n = after n moves (the last row, the present, is not selectable).
    let total = sans.len();
    let first = total.saturating_sub(rows_fit.saturating_sub(1));
    let mut y = 44.0;
    for ply in first..total {
        let text = if ply == 0 {
            "the start".to_string()
        } else {
            let mover = ply - 1;
            let dots = if mover.is_multiple_of(2) { "." } else { "…" };
            format!("after {}{dots} {}", mover / 2 + 1, sans.get(mover).cloned().unwrap_or_default())
        };
        let r = SeatCanvas::at(16.0, y, w - 32.0, row_h - 3.0);
        let style = if pick == Some(ply) { ButtonStyle::Selected } else { ButtonStyle::Plain };
        if cv.button(ui, r, &format!("rewind to {ply}"), &text, style, true).clicked() {
            out.push(DialogCommand::PickHistory(ply));
        }
        y += row_h;
    }
    let numbered = numbered_moves(game);
    let at = pos2(16.0, h - 88.0);
    cv.wrapped_text(painter, at, w - 32.0, &numbered, FontId::monospace(11.0), cv.palette.weak_text);
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

/// The game's moves numbered in pairs: `1. f6 e6  2. Qc3`.
fn numbered_moves(game: &Game) -> String {
    let moves: Vec<String> = game
        .moves()
        .iter()
        .enumerate()
        .filter_map(|(i, m)| game.position_at(i).map(|p| SanPlus::from_move(p, *m).to_string()))
        .collect();
    moves.chunks(2).enumerate().map(|(i, pair)| format!("{}. {}", i + 1, pair.join(" "))).collect::<Vec<_>>().join("  ")
}
