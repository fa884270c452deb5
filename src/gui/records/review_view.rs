//! Review mode on screen: a strip beside the board, facing the player who opened the game,
//! with the game's name, the step buttons, the numbered move list (click a move to jump to it),
//! notes from reading the record, and the ways out. The arrow keys step too.

use egui::{Align2, FontId, Key, Rect, Ui, pos2};

use super::command::RecordsCommand;
use super::review::Review;
use crate::analysis::Judgement;
use crate::gui::kit::canvas::{ButtonStyle, SeatCanvas, TextPlace};
use crate::gui::kit::panel::paint_face;
use crate::gui::kit::text::fit;
use crate::gui::kit::theme::Palette;
use crate::gui::kit::theme::judgement_color;
use crate::gui::model::seat::Seat;

const ROW_H: f32 = 24.0;

/// The strip's width for a board area.
fn strip_width(area: Rect) -> f32 {
    (area.width() * 0.3).clamp(240.0, 340.0)
}

/// The strip: on its player's right of the board (the screen's right for the bottom seat, the
/// left for the top seat, whose strip is turned).
pub fn review_strip(area: Rect, seat: Seat) -> Rect {
    let w = strip_width(area);
    match seat {
        Seat::Bottom => Rect::from_min_max(pos2(area.max.x - w, area.min.y), area.max),
        Seat::Top => Rect::from_min_max(area.min, pos2(area.min.x + w, area.max.y)),
    }
}

/// The board's rectangle beside the strip.
pub fn board_beside_strip(area: Rect, seat: Seat) -> Rect {
    let w = strip_width(area);
    match seat {
        Seat::Bottom => Rect::from_min_max(area.min, pos2(area.max.x - w, area.max.y)),
        Seat::Top => Rect::from_min_max(pos2(area.min.x + w, area.min.y), area.max),
    }
}

/// The arrow keys, Home and End, while reviewing (and no panel takes the keys).
pub fn review_keys(ui: &Ui, review: &Review) -> Vec<RecordsCommand> {
    ui.input(|i| {
        let mut out = Vec::new();
        if i.key_pressed(Key::ArrowLeft) {
            out.push(RecordsCommand::ReviewStep(-1));
        }
        if i.key_pressed(Key::ArrowRight) {
            out.push(RecordsCommand::ReviewStep(1));
        }
        if i.key_pressed(Key::Home) {
            out.push(RecordsCommand::ReviewTo(0));
        }
        if i.key_pressed(Key::End) {
            out.push(RecordsCommand::ReviewTo(review.plies()));
        }
        out
    })
}

/// Draws the strip for `review` in `area` (the whole board area), facing the screen edge `edge`
/// (its seat's console's); `moves_in_progress` is the number of moves of the game waiting
/// underneath; `glyphs` are the analysis's judgements of the moves (empty when not analysed),
/// shown after each move in their colour.
pub fn review_ui(
    ui: &Ui,
    palette: Palette,
    review: &Review,
    area: Rect,
    moves_in_progress: usize,
    edge: Seat,
    glyphs: &[Option<Judgement>],
) -> Vec<RecordsCommand> {
    let mut out = Vec::new();
    let cv = SeatCanvas::facing(review.seat, edge, review_strip(area, edge).shrink(6.0), palette);
    paint_face(ui, &cv);
    let painter = ui.painter();
    let (w, h) = (cv.width(), cv.height());
    let pal = cv.palette;
    let pad = 12.0;

    cv.text(painter, pos2(pad, 16.0), Align2::LEFT_CENTER, "Review", FontId::proportional(17.0), pal.accent);
    let title_font = FontId::proportional(13.0);
    let title = cv.label(
        ui,
        "review title",
        TextPlace::Wrapped(pos2(pad, 30.0), w - 2.0 * pad),
        &review.title,
        title_font,
        pal.text,
    );
    let mut y = title.max.y.min(96.0) + 6.0;
    let status = fit(ui, &review.status(), &FontId::proportional(14.0), w - 2.0 * pad);
    cv.label(
        ui,
        "review status",
        TextPlace::Line(pos2(pad, y + 9.0), Align2::LEFT_CENTER),
        &status,
        FontId::proportional(14.0),
        pal.text,
    );
    y += 24.0;

    // Step buttons.
    let (ply, plies) = (review.ply(), review.plies());
    let bw = (w - 2.0 * pad - 4.0 * 4.0) / 5.0;
    let steps: [(&str, &str, RecordsCommand, bool); 4] = [
        ("Review start", "⏮", RecordsCommand::ReviewTo(0), ply > 0),
        ("Review back", "◀", RecordsCommand::ReviewStep(-1), ply > 0),
        ("Review forward", "▶", RecordsCommand::ReviewStep(1), ply < plies),
        ("Review end", "⏭", RecordsCommand::ReviewTo(plies), ply < plies),
    ];
    for (i, (name, text, command, enabled)) in steps.into_iter().enumerate() {
        let r = SeatCanvas::at(pad + i as f32 * (bw + 4.0), y, bw, 30.0);
        if cv.button(ui, r, name, text, ButtonStyle::Plain, enabled).clicked() {
            out.push(command);
        }
    }
    let flip = SeatCanvas::at(pad + 4.0 * (bw + 4.0), y, bw, 30.0);
    if cv.button(ui, flip, "Flip board", "🔄", ButtonStyle::Plain, true).clicked() {
        out.push(RecordsCommand::FlipBoard);
    }
    y += 38.0;

    // Notes and the way out take the bottom; the move list fills the rest.
    let bottom = h - 46.0;
    let notes_h = if review.notes.is_empty() { 0.0 } else { 58.0 };
    let list_bottom = bottom - notes_h - 4.0;
    moves_ui(ui, &cv, review, (y, list_bottom), glyphs, &mut out);
    if !review.notes.is_empty() {
        let text = review.notes.join("\n");
        let font = FontId::proportional(11.0);
        cv.label(
            ui,
            "review notes",
            TextPlace::Wrapped(pos2(pad, list_bottom + 4.0), w - 2.0 * pad),
            &text,
            font,
            pal.capture,
        );
    }
    ways_out_ui(ui, &cv, moves_in_progress, review, bottom, &mut out);
    out
}

/// The numbered move list between `top` and `bottom`, scrolled so that the shown move is in view.
fn moves_ui(
    ui: &Ui,
    cv: &SeatCanvas,
    review: &Review,
    (top, bottom): (f32, f32),
    glyphs: &[Option<Judgement>],
    out: &mut Vec<RecordsCommand>,
) {
    let w = cv.width();
    let pad = 12.0;
    let rows = review.rows();
    let fit_rows = (((bottom - top) / ROW_H).floor() as usize).max(1);
    let current = review.ply().checked_sub(1);
    let current_row = current.and_then(|p| rows.iter().position(|(_, plies)| plies.contains(&p))).unwrap_or(0);
    let first = current_row.saturating_sub(fit_rows / 2).min(rows.len().saturating_sub(fit_rows));
    let number_w = 40.0;
    let col_w = (w - 2.0 * pad - number_w - 4.0) / 2.0;
    let painter = ui.painter();
    if rows.is_empty() {
        let text = "no moves";
        cv.text(
            painter,
            pos2(pad, top + 10.0),
            Align2::LEFT_CENTER,
            text,
            FontId::proportional(13.0),
            cv.palette.weak_text,
        );
    }
    let font = FontId::monospace(13.0);
    for (row_index, (number, plies)) in rows.iter().enumerate().skip(first).take(fit_rows) {
        let y = top + (row_index - first) as f32 * ROW_H;
        cv.text(
            painter,
            pos2(pad + number_w - 6.0, y + ROW_H / 2.0 - 1.0),
            Align2::RIGHT_CENTER,
            &format!("{number}."),
            font.clone(),
            cv.palette.weak_text,
        );
        for &index in plies {
            let black = review.mover(index) == crate::rules::Color::Black;
            let x = pad + number_w + if black { col_w + 4.0 } else { 0.0 };
            let r = SeatCanvas::at(x, y, col_w, ROW_H - 3.0);
            let style = if current == Some(index) { ButtonStyle::Selected } else { ButtonStyle::Plain };
            let glyph = glyphs.get(index).copied().flatten();
            let mark = glyph.map_or("", Judgement::glyph);
            let name = format!("move {}{mark}", review.move_text(index));
            if cv.button(ui, r, &name, review.san(index), style, true).clicked() {
                out.push(RecordsCommand::ReviewTo(index + 1));
            }
            if let Some(j) = glyph {
                let at = pos2(r.max.x - 6.0, r.center().y);
                cv.text(painter, at, Align2::RIGHT_CENTER, mark, FontId::proportional(14.0), judgement_color(j));
            }
        }
    }
}

/// "Back to game" and "Play from here", or the question whether to replace the game in progress.
fn ways_out_ui(ui: &Ui, cv: &SeatCanvas, moves: usize, review: &Review, y: f32, out: &mut Vec<RecordsCommand>) {
    let w = cv.width();
    let pad = 12.0;
    let half = (w - 2.0 * pad - 6.0) / 2.0;
    let left = SeatCanvas::at(pad, y, half, 34.0);
    let right = SeatCanvas::at(pad + half + 6.0, y, half, 34.0);
    if review.confirm_play {
        let text = format!("Replace the game in progress ({moves} moves)?");
        let font = FontId::proportional(12.0);
        cv.label(
            ui,
            "replace question",
            TextPlace::Line(pos2(pad, y - 10.0), Align2::LEFT_CENTER),
            &text,
            font,
            cv.palette.capture,
        );
        if cv.button(ui, left, "Confirm play from here", "Replace it", ButtonStyle::Primary, true).clicked() {
            out.push(RecordsCommand::ConfirmPlayFromHere(true));
        }
        if cv.button(ui, right, "Cancel play from here", "Cancel", ButtonStyle::Plain, true).clicked() {
            out.push(RecordsCommand::ConfirmPlayFromHere(false));
        }
        return;
    }
    if cv.button(ui, left, "Back to game", "Back to game", ButtonStyle::Primary, true).clicked() {
        out.push(RecordsCommand::LeaveReview);
    }
    let playable = review.position().has_legal_move();
    if cv.button(ui, right, "Play from here", "Play from here", ButtonStyle::Plain, playable).clicked() {
        out.push(RecordsCommand::PlayFromHere);
    }
}
