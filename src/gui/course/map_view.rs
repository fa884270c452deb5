//! The map of stages: each stage's title with its levels as buttons showing the stars earned,
//! and the total; a panel over the board facing whoever opened Learn.

use egui::{Align2, FontId, Rect, Ui, pos2, vec2};

use super::command::CourseCommand;
use super::state::{Learn, star_text};
use crate::gui::kit::canvas::{ButtonStyle, SeatCanvas, TextPlace};
use crate::gui::kit::panel::{centred_panel_facing, dim};
use crate::gui::kit::theme::Palette;
use crate::gui::model::seat::Seat;

const ROW_H: f32 = 30.0;
const LEVEL_W: f32 = 58.0;

/// Draws the map over `area`, facing the screen edge `edge`.
pub fn map_ui(ui: &Ui, palette: Palette, learn: &Learn, area: Rect, edge: Seat) -> Vec<CourseCommand> {
    let mut out = Vec::new();
    dim(ui, area, &palette, 0.55);
    let most_levels = learn.course.stages.iter().map(|s| s.levels.len()).max().unwrap_or(1) as f32;
    let width = (250.0 + most_levels * (LEVEL_W + 4.0) + 24.0).min(area.width() - 16.0);
    let height = (80.0 + learn.course.stages.len() as f32 * ROW_H + 50.0).min(area.height() - 8.0);
    let cv = centred_panel_facing(ui, palette, learn.seat, edge, area, vec2(width, height));
    let pal = cv.palette;
    let painter = ui.painter();
    let (earned, most) = learn.total();
    let title = format!("Learn {}: {earned} of {most} stars", learn.course.variant.title());
    cv.label(
        ui,
        "learn title",
        TextPlace::Line(pos2(16.0, 22.0), Align2::LEFT_CENTER),
        &title,
        FontId::proportional(19.0),
        pal.text,
    );
    if let Some(note) = &learn.note {
        cv.label(
            ui,
            "learn note",
            TextPlace::Line(pos2(16.0, 46.0), Align2::LEFT_CENTER),
            note,
            FontId::proportional(12.0),
            pal.capture,
        );
    }
    let stage_w = 240.0;
    let rows = ((height - 120.0) / ROW_H).floor().max(1.0) as usize;
    for (i, stage) in learn.course.stages.iter().enumerate().take(rows) {
        let y = 64.0 + i as f32 * ROW_H;
        let font = cv.fit_font(ui, &stage.title, FontId::proportional(14.0), stage_w - 8.0);
        cv.text(painter, pos2(16.0, y + ROW_H / 2.0 - 2.0), Align2::LEFT_CENTER, &stage.title, font, pal.text);
        for (j, _) in stage.levels.iter().enumerate() {
            let r = SeatCanvas::at(16.0 + stage_w + j as f32 * (LEVEL_W + 4.0), y, LEVEL_W, ROW_H - 4.0);
            let stars = learn.stars(i, j);
            let style = if stars == 3 { ButtonStyle::Selected } else { ButtonStyle::Plain };
            let name = format!("level {}.{} {}", i + 1, j + 1, star_text(stars));
            if cv.button(ui, r, &name, &format!("{} {}", j + 1, star_text(stars)), style, true).clicked() {
                out.push(CourseCommand::Open { stage: i, level: j });
            }
        }
    }
    let close = SeatCanvas::at(width - 16.0 - 150.0, height - 44.0, 150.0, 32.0);
    if cv.button(ui, close, "Back to game", "Back to game", ButtonStyle::Primary, true).clicked() {
        out.push(CourseCommand::Close);
    }
    out
}
