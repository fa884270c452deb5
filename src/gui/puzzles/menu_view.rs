//! The Puzzles menu, a panel over the board facing whoever opened it: the player's rating in the
//! chosen variant with its chart, the variant (Gliński, McCooey, Shafran; those with no puzzles
//! yet greyed), the theme or "mixed" with how many puzzles each has, the difficulty, Start and
//! Back to game.

use egui::{Align2, FontId, Rect, Ui, pos2, vec2};

use super::chart::rating_chart;
use super::command::PuzzleCommand;
use super::play_view::rating_text;
use super::state::Puzzles;
use crate::gui::kit::canvas::{ButtonStyle, SeatCanvas, TextPlace};
use crate::gui::kit::panel::{centred_panel_facing, dim};
use crate::gui::kit::theme::Palette;
use crate::gui::model::seat::Seat;
use crate::puzzle::trainer::Difficulty;

const ROW_H: f32 = 30.0;
const COLUMNS: usize = 4;

/// Draws the menu over `area`, facing the screen edge `edge`.
#[must_use]
pub fn menu_ui(ui: &Ui, palette: Palette, puzzles: &Puzzles, area: Rect, edge: Seat) -> Vec<PuzzleCommand> {
    let mut out = Vec::new();
    dim(ui, area, &palette, 0.55);
    let trainer = &puzzles.trainer;
    let library = trainer.library();
    let themes = library.themes();
    let theme_rows = (themes.len() + 1).div_ceil(COLUMNS) as f32;
    let height = 360.0 + theme_rows * ROW_H;
    let cv = centred_panel_facing(ui, palette, puzzles.seat, edge, area, vec2(700.0, height));
    let (w, h) = (cv.width(), cv.height());
    let pal = cv.palette;
    let pad = 16.0;
    let left = |y: f32| TextPlace::Line(pos2(pad, y), Align2::LEFT_CENTER);
    cv.label(ui, "puzzles title", left(22.0), "Puzzles", FontId::proportional(20.0), pal.text);
    let record = trainer.record();
    let rating = format!("{} · {}", rating_text(trainer.rating()), played_text(record.history.len()));
    let at = TextPlace::Line(pos2(w - pad, 22.0), Align2::RIGHT_CENTER);
    cv.label(ui, "puzzle rating", at, &rating, FontId::proportional(15.0), pal.text);
    let mut y = 44.0;
    if let Some(note) = &puzzles.note {
        let place = TextPlace::Wrapped(pos2(pad, y), w - 2.0 * pad);
        y = cv.label(ui, "puzzle note", place, note, FontId::proportional(12.0), pal.capture).max.y + 6.0;
    }
    let caption = |id: &str, y: f32, text: &str| {
        cv.label(ui, id, left(y), text, FontId::proportional(13.0), pal.weak_text);
    };
    caption("variant caption", y + 10.0, "Variant");
    y += 22.0;
    let col_w = (w - 2.0 * pad - (COLUMNS - 1) as f32 * 6.0) / COLUMNS as f32;
    let cell = |i: usize, y: f32| SeatCanvas::at(pad + (i % COLUMNS) as f32 * (col_w + 6.0), y, col_w, ROW_H - 4.0);
    for (i, v) in puzzles.offered.iter().enumerate() {
        let on = v.name == puzzles.variant().name();
        let text = if v.rows == 0 { format!("{} (none yet)", v.title) } else { v.title.clone() };
        if cv.choice(ui, cell(i, y), &format!("Variant {}", v.title), &text, on, v.rows > 0).clicked() && !on {
            out.push(PuzzleCommand::Variant(v.name.clone()));
        }
    }
    y += ROW_H + 6.0;
    caption("theme caption", y + 10.0, "Theme");
    y += 22.0;
    let mixed = std::iter::once((None, "Mixed", library.count(None)));
    let each = themes.iter().map(|(t, n)| (Some(*t), t.title(), *n));
    for (i, (theme, title, count)) in mixed.chain(each).enumerate() {
        let r = cell(i, y + (i / COLUMNS) as f32 * ROW_H);
        let on = trainer.theme == theme;
        let text = format!("{title} ({count})");
        if cv.choice(ui, r, &format!("Theme {text}"), &text, on, count > 0).clicked() {
            out.push(PuzzleCommand::Theme(theme));
        }
    }
    y += theme_rows * ROW_H + 6.0;
    caption("difficulty caption", y + 10.0, "Difficulty");
    y += 22.0;
    for (i, d) in Difficulty::ALL.into_iter().enumerate() {
        let on = trainer.difficulty == d;
        if cv.choice(ui, cell(i, y), &format!("Difficulty {}", d.title()), d.title(), on, true).clicked() {
            out.push(PuzzleCommand::Difficulty(d));
        }
    }
    y += ROW_H + 8.0;
    let chart_h = (h - 60.0 - y).clamp(0.0, 110.0);
    if chart_h >= 40.0 {
        rating_chart(ui, &cv, SeatCanvas::at(pad, y, w - 2.0 * pad, chart_h), &record.history);
    }
    let back = SeatCanvas::at(pad, h - 46.0, 150.0, 34.0);
    if cv.button(ui, back, "Back to game", "Back to game", ButtonStyle::Plain, true).clicked() {
        out.push(PuzzleCommand::Close);
    }
    let start = SeatCanvas::at(w - pad - 180.0, h - 46.0, 180.0, 34.0);
    let any = library.count(trainer.theme) > 0;
    if cv.button(ui, start, "Start puzzles", "Start", ButtonStyle::Primary, any).clicked() {
        out.push(PuzzleCommand::Next);
    }
    out
}

/// `12 puzzles played`.
fn played_text(n: usize) -> String {
    match n {
        1 => "1 puzzle played".into(),
        n => format!("{n} puzzles played"),
    }
}
