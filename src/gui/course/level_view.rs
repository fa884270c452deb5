//! A level beside its board: the stage and level, the goal, the moves against the par, and the
//! outcome (the stars won and Next, or why it failed and Retry), with the way back to the map.

use egui::{Align2, FontId, Rect, Ui, pos2};

use super::command::CourseCommand;
use super::state::{Learn, Playing};
use crate::course::SessionState;
use crate::gui::kit::canvas::{ButtonStyle, SeatCanvas, TextPlace};
use crate::gui::kit::panel::{paint_face, strip_beside};
use crate::gui::kit::theme::Palette;
use crate::gui::model::seat::Seat;

/// The strip (on its reader's right of the board) and the board beside it.
pub fn level_split(area: Rect, edge: Seat) -> (Rect, Rect) {
    strip_beside(area, edge)
}

/// Draws the level's strip in `strip`, facing `edge`.
pub fn level_ui(
    ui: &Ui,
    palette: Palette,
    learn: &Learn,
    playing: &Playing,
    strip: Rect,
    edge: Seat,
) -> Vec<CourseCommand> {
    let mut out = Vec::new();
    let cv = SeatCanvas::facing(learn.seat, edge, strip.shrink(6.0), palette);
    paint_face(ui, &cv);
    let (w, h) = (cv.width(), cv.height());
    let pal = cv.palette;
    let pad = 12.0;
    let stage = &learn.course.stages[playing.stage];
    let heading = format!("{} · level {} of {}", stage.title, playing.level + 1, stage.levels.len());
    let font = cv.fit_font(ui, &heading, FontId::proportional(16.0), w - 2.0 * pad);
    cv.label(ui, "level title", TextPlace::Line(pos2(pad, 18.0), Align2::LEFT_CENTER), &heading, font, pal.accent);
    let mut y = 36.0;
    // A wrapped paragraph from `y`; returns where it ends.
    let para = |id: &str, text: &str, size: f32, color: egui::Color32, y: f32| {
        let place = TextPlace::Wrapped(pos2(pad, y), w - 2.0 * pad);
        cv.label(ui, id, place, text, FontId::proportional(size), color).max.y
    };
    if playing.level == 0 && playing.session.moves() == 0 && !stage.introduction.is_empty() {
        y = para("stage introduction", &stage.introduction, 12.5, pal.weak_text, y) + 8.0;
    }
    let level = playing.session.level();
    y = para("level goal", &level.goal_text, 15.0, pal.text, y) + 10.0;
    let count = format!("Moves {} · par {}", playing.session.moves(), playing.session.par());
    cv.label(
        ui,
        "level moves",
        TextPlace::Line(pos2(pad, y + 8.0), Align2::LEFT_CENTER),
        &count,
        FontId::proportional(14.0),
        pal.text,
    );
    y += 28.0;
    let state = playing.session.state().clone();
    if let Some(message) = &playing.message {
        let color = match state {
            SessionState::Failed(_) => pal.capture,
            SessionState::Succeeded(_) => pal.accent,
            SessionState::Playing => pal.weak_text,
        };
        y = para("level message", message, 14.0, color, y) + 6.0;
    }
    if matches!(state, SessionState::Succeeded(_)) {
        y = para("level success", &level.success, 13.0, pal.text, y) + 6.0;
        if playing.level + 1 == stage.levels.len() && !stage.completion.is_empty() {
            para("stage completion", &stage.completion, 13.0, pal.weak_text, y);
        }
    }
    let half = (w - 2.0 * pad - 6.0) / 2.0;
    let row1 = h - 84.0;
    let (left, right) = (SeatCanvas::at(pad, row1, half, 34.0), SeatCanvas::at(pad + half + 6.0, row1, half, 34.0));
    let solved = matches!(state, SessionState::Succeeded(_));
    let retry_style = if matches!(state, SessionState::Failed(_)) { ButtonStyle::Primary } else { ButtonStyle::Plain };
    if cv.button(ui, left, "Retry", "Retry", retry_style, true).clicked() {
        out.push(CourseCommand::Retry);
    }
    let next_style = if solved { ButtonStyle::Primary } else { ButtonStyle::Plain };
    if cv.button(ui, right, "Next", "Next", next_style, solved).clicked() {
        out.push(CourseCommand::Next);
    }
    let row2 = h - 44.0;
    let (left, right) = (SeatCanvas::at(pad, row2, half, 34.0), SeatCanvas::at(pad + half + 6.0, row2, half, 34.0));
    if cv.button(ui, left, "Stages", "Stages", ButtonStyle::Plain, true).clicked() {
        out.push(CourseCommand::Map);
    }
    if cv.button(ui, right, "Back to game", "Back to game", ButtonStyle::Plain, true).clicked() {
        out.push(CourseCommand::Close);
    }
    out
}
