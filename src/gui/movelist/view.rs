//! The move list on screen: a strip beside the board on a wide window, a row of the last moves
//! in a console on a narrow one. Both face their reader through a [`SeatCanvas`].

use egui::{Align2, Color32, FontId, Rect, Ui, pos2};

use super::command::MoveListCommand;
use crate::gui::board::pieces::paint_piece;
use crate::gui::kit::canvas::{ButtonStyle, SeatCanvas, TextPlace};
use crate::gui::kit::panel::paint_face;
use crate::gui::kit::scroll::{first_row, wheel_rows};
use crate::gui::model::move_numbers::{numbered, numbering, rows};
use crate::gui::model::session::GameSession;
use crate::rules::Color;

const ROW_H: f32 = 24.0;
/// The narrowest free space beside the board that takes a strip.
const MIN_STRIP_W: f32 = 200.0;
/// The widest strip.
const MAX_STRIP_W: f32 = 300.0;
/// The height of the captured pieces at the strip's foot.
const CAPTURES_H: f32 = 96.0;

/// What the move list shows, read-only.
pub struct MoveListInputs<'a> {
    /// The match: its game, and the pieces each seat captured.
    pub session: &'a GameSession,
    /// The game's moves in SAN.
    pub san: &'a [String],
}

/// The strips beside a board drawn across `board_x` (its left and right edges on screen) in
/// `area`: `[bottom reader's, top reader's]`, each on its reader's right (the screen's right for
/// the bottom edge, the left for the top). `None` when the space beside the board is too narrow.
pub fn side_strips(area: Rect, board_x: (f32, f32)) -> Option<[Rect; 2]> {
    let free = (board_x.0 - area.min.x).min(area.max.x - board_x.1) - 12.0;
    if free < MIN_STRIP_W {
        return None;
    }
    let w = free.min(MAX_STRIP_W);
    let right =
        Rect::from_min_max(pos2(area.max.x - 8.0 - w, area.min.y + 8.0), pos2(area.max.x - 8.0, area.max.y - 8.0));
    let left =
        Rect::from_min_max(pos2(area.min.x + 8.0, area.min.y + 8.0), pos2(area.min.x + 8.0 + w, area.max.y - 8.0));
    Some([right, left])
}

/// The strip on `cv`: the title, the numbered moves (from row `scrolled` when its reader
/// scrolled, else the latest in view; the last move highlighted) with Earlier and Later buttons
/// and the wheel, and both sides' captured pieces at the foot.
pub fn strip_ui(
    ui: &Ui,
    cv: &SeatCanvas,
    inputs: &MoveListInputs<'_>,
    scrolled: Option<usize>,
) -> Vec<MoveListCommand> {
    let mut out = Vec::new();
    paint_face(ui, cv);
    let (w, h) = (cv.width(), cv.height());
    let pad = 12.0;
    let painter = ui.painter();
    cv.text(painter, pos2(pad, 18.0), Align2::LEFT_CENTER, "Moves", FontId::proportional(17.0), cv.palette.accent);
    let game = inputs.session.game();
    let plies = game.moves().len();
    let list_top = 36.0;
    let list_bottom = h - CAPTURES_H - 6.0;
    let fit = (((list_bottom - list_top) / ROW_H).floor() as usize).max(1);
    let all = rows(game.start(), plies);
    let first = first_row(all.len(), fit, scrolled, all.len().saturating_sub(fit));
    scroll_controls(ui, cv, (first, fit, all.len()), (list_top, list_bottom), &mut out);
    if all.is_empty() {
        let font = FontId::proportional(13.0);
        cv.text(painter, pos2(pad, list_top + 10.0), Align2::LEFT_CENTER, "no moves yet", font, cv.palette.weak_text);
    }
    let number_w = 40.0;
    let col_w = (w - 2.0 * pad - number_w - 4.0) / 2.0;
    let font = FontId::monospace(13.0);
    for (i, (number, row)) in all.iter().enumerate().skip(first).take(fit) {
        let y = list_top + (i - first) as f32 * ROW_H;
        let at = pos2(pad + number_w - 6.0, y + ROW_H / 2.0 - 1.0);
        cv.text(painter, at, Align2::RIGHT_CENTER, &format!("{number}."), font.clone(), cv.palette.weak_text);
        for &index in row {
            let black = numbering(game.start(), index).1 == Color::Black;
            let x = pad + number_w + if black { col_w + 4.0 } else { 0.0 };
            let r = SeatCanvas::at(x, y, col_w, ROW_H - 3.0);
            if move_button(ui, cv, inputs, index, r) {
                out.push(MoveListCommand::ReviewAt { seat: cv.seat, ply: index + 1 });
            }
        }
    }
    let foot = Rect::from_min_max(pos2(pad, h - CAPTURES_H), pos2(w - pad, h - pad));
    captures_ui(ui, cv, inputs.session, foot);
    out
}

/// The Earlier and Later buttons in the title row and the wheel over the list, for a list
/// showing `fit` of `rows` rows from `first`, between `list_y` (top, bottom) in local terms.
fn scroll_controls(
    ui: &Ui,
    cv: &SeatCanvas,
    (first, fit, rows): (usize, usize, usize),
    list_y: (f32, f32),
    out: &mut Vec<MoveListCommand>,
) {
    let seat = cv.seat;
    let last_first = rows.saturating_sub(fit);
    let w = cv.width();
    let page = fit.saturating_sub(1).max(1);
    let earlier = SeatCanvas::at(w - 76.0, 6.0, 30.0, 24.0);
    if cv.button(ui, earlier, "Earlier in move list", "⏶", ButtonStyle::Plain, first > 0).clicked() {
        out.push(MoveListCommand::Scroll { seat, row: first.saturating_sub(page) });
    }
    let later = SeatCanvas::at(w - 42.0, 6.0, 30.0, 24.0);
    if cv.button(ui, later, "Later in move list", "⏷", ButtonStyle::Plain, first < last_first).clicked() {
        out.push(MoveListCommand::Scroll { seat, row: (first + page).min(last_first) });
    }
    let list = cv.rect(Rect::from_min_max(pos2(0.0, list_y.0), pos2(w, list_y.1)));
    let wheel = wheel_rows(ui, list, ROW_H, fit, cv.upside_down());
    if wheel != 0 {
        out.push(MoveListCommand::Scroll { seat, row: first.saturating_add_signed(wheel).min(last_first) });
    }
}

/// One move of the list: its SAN on a button labelled `move 3. Qc3`, selected (highlighted)
/// when it is the last move. Returns whether it was clicked.
fn move_button(ui: &Ui, cv: &SeatCanvas, inputs: &MoveListInputs<'_>, index: usize, r: Rect) -> bool {
    let start = inputs.session.game().start();
    let san = inputs.san.get(index).map_or("?", String::as_str);
    let last = index + 1 == inputs.session.game().moves().len();
    cv.choice(ui, r, &format!("move {}", numbered(start, index, san)), san, last, true).clicked()
}

/// Each side's captured pieces in `area`: White's captures, then Black's.
fn captures_ui(ui: &Ui, cv: &SeatCanvas, session: &GameSession, area: Rect) {
    let painter = ui.painter();
    let line_h = area.height() / 2.0;
    for (i, color) in [Color::White, Color::Black].into_iter().enumerate() {
        let seat = session.seat_of(color);
        let captured = session.captured_by(seat);
        let y = area.min.y + i as f32 * line_h;
        let name = if color == Color::White { "White" } else { "Black" };
        let title = format!("{name} captured {}", captured.len());
        let font = FontId::proportional(12.0);
        let place = TextPlace::Line(pos2(area.min.x, y + 8.0), Align2::LEFT_CENTER);
        cv.label(ui, &format!("{name} captures"), place, &title, font, cv.palette.weak_text);
        let size = (line_h - 18.0).clamp(12.0, 22.0);
        let step = size * 0.75;
        for (k, piece) in captured.iter().enumerate() {
            let local = pos2(area.min.x + size / 2.0 + k as f32 * step, y + 18.0 + size / 2.0);
            if local.x > area.max.x {
                break;
            }
            paint_piece(painter, cv.to_screen(local), size, *piece, &cv.palette, cv.upside_down());
        }
    }
}

/// The last moves in one row of the console, in `local` (the console's local coordinates):
/// as many as fit, the newest on the reader's right and highlighted; click one to review.
pub fn compact_ui(ui: &Ui, cv: &SeatCanvas, inputs: &MoveListInputs<'_>, local: Rect) -> Vec<MoveListCommand> {
    let mut out = Vec::new();
    let game = inputs.session.game();
    let plies = game.moves().len();
    let font = FontId::monospace(12.0);
    let mut right = local.max.x;
    for index in (0..plies).rev() {
        let san = inputs.san.get(index).map_or("?", String::as_str);
        let text = numbered(game.start(), index, san);
        let text_w = ui.painter().layout_no_wrap(text.clone(), font.clone(), Color32::WHITE).size().x;
        let chip_w = text_w + 14.0;
        if right - chip_w < local.min.x {
            break;
        }
        let r = Rect::from_min_max(pos2(right - chip_w, local.min.y), pos2(right, local.max.y));
        if move_button(ui, cv, inputs, index, r) {
            out.push(MoveListCommand::ReviewAt { seat: cv.seat, ply: index + 1 });
        }
        right -= chip_w + 4.0;
    }
    if plies == 0 {
        let at = pos2(local.max.x, local.center().y);
        cv.text(ui.painter(), at, Align2::RIGHT_CENTER, "no moves yet", font, cv.palette.weak_text);
    }
    out
}
