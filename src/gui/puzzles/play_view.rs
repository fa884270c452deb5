//! A puzzle beside its board: the player's rating, what to do or what happened ("That's not
//! the move", "Solved", "Failed"), the rating change and the puzzle's themes, rating and source
//! once it is over, the buttons of the moment (Hint, Retry, View solution, Next move, Next), the
//! rating chart, and the ways back to the menu and to the game.

use egui::{Align2, Color32, FontId, Rect, Ui, pos2};

use super::chart::rating_chart;
use super::command::PuzzleCommand;
use super::state::Puzzles;
use crate::gui::kit::canvas::{ButtonStyle, SeatCanvas, TextPlace};
use crate::gui::kit::panel::paint_face;
use crate::gui::kit::text::capitalized;
use crate::gui::kit::theme::Palette;
use crate::gui::model::seat::Seat;
use crate::puzzle::trainer::{Current, Rating, Stage};

/// The player's rating as shown: `Rating 1512 ± 312`.
pub fn rating_text(rating: Rating) -> String {
    format!("Rating {} ± {:.0}", rating.shown(), rating.deviation)
}

/// What the attempt asks of the player or tells them, and in which colour.
fn status(current: &Current, pal: &Palette) -> (String, Color32) {
    let side = capitalized(current.attempt.solver().name());
    let counted_failed = current.result.is_some_and(|r| !r.solved);
    match current.attempt.stage() {
        Stage::Setup => ("Your opponent moves…".into(), pal.weak_text),
        Stage::Solving => (format!("Find the best move for {side}"), pal.text),
        Stage::Reply => ("Best move! Keep going…".into(), pal.accent),
        Stage::Wrong(_) => ("That's not the move".into(), pal.capture),
        Stage::Viewing => ("The solution".into(), pal.weak_text),
        Stage::Solved if counted_failed => ("Solved, but counted as failed".into(), pal.capture),
        Stage::Solved => ("Solved".into(), pal.accent),
        Stage::Shown => ("Failed".into(), pal.capture),
    }
}

/// Draws the strip in `strip`, facing `edge`.
#[must_use]
pub fn play_ui(ui: &Ui, palette: Palette, puzzles: &Puzzles, strip: Rect, edge: Seat) -> Vec<PuzzleCommand> {
    let mut out = Vec::new();
    let Some(current) = puzzles.trainer.current() else { return out };
    let cv = SeatCanvas::facing(puzzles.seat, edge, strip.shrink(6.0), palette);
    paint_face(ui, &cv);
    let (w, h) = (cv.width(), cv.height());
    let pal = cv.palette;
    let pad = 12.0;
    let line = |id: &str, y: f32, text: &str, size: f32, color: Color32| {
        let font = cv.fit_font(ui, text, FontId::proportional(size), w - 2.0 * pad);
        cv.label(ui, id, TextPlace::Line(pos2(pad, y), Align2::LEFT_CENTER), text, font, color)
    };
    let para = |id: &str, y: f32, text: &str, size: f32, color: Color32| {
        cv.label(ui, id, TextPlace::Wrapped(pos2(pad, y), w - 2.0 * pad), text, FontId::proportional(size), color).max.y
    };
    line("puzzles title", 18.0, &format!("Puzzles · {}", puzzles.variant().title()), 15.0, pal.weak_text);
    line("puzzle rating", 44.0, &rating_text(puzzles.trainer.rating()), 20.0, pal.text);
    let (said, color) = status(current, &pal);
    let mut y = para("puzzle status", 66.0, &said, 17.0, color) + 8.0;
    let attempt = &current.attempt;
    if matches!(attempt.stage(), Stage::Setup | Stage::Solving | Stage::Reply) {
        let how = match current.result.filter(|r| !r.solved) {
            Some(r) => format!("Already counted as failed ({}): try again, or View solution.", r.change_text()),
            None if puzzles.hint.is_some() => {
                "Hint: the marked piece moves. A puzzle solved after a hint counts as failed.".into()
            }
            None => "A wrong move, a hint or View solution counts as failed.".into(),
        };
        y = para("puzzle how", y, &how, 12.5, pal.weak_text) + 8.0;
    }
    if let Some(result) = current.result.filter(|_| attempt.is_over() || matches!(attempt.stage(), Stage::Wrong(_))) {
        let change = result.change_text();
        let color = if result.change() >= 0 { pal.accent } else { pal.capture };
        let r = line("rating change", y + 16.0, &change, 28.0, color);
        let from_to = format!("{} to {}", result.before.shown(), result.after.shown());
        cv.label(
            ui,
            "rating from to",
            TextPlace::Line(pos2(r.max.x + 10.0, y + 18.0), Align2::LEFT_CENTER),
            &from_to,
            FontId::proportional(14.0),
            pal.weak_text,
        );
        y += 40.0;
    }
    if attempt.is_over() {
        let p = attempt.puzzle();
        let rated = match current.result {
            Some(r) => format!("Puzzle {} · rated {}, now {}", p.id, r.puzzle_before.shown(), r.puzzle_after.shown()),
            None => format!("Puzzle {} · rated {}", p.id, current.puzzle_rating.shown()),
        };
        y = para("puzzle rated", y, &rated, 13.0, pal.text) + 4.0;
        let themes: Vec<&str> = p.themes.iter().map(|t| t.title()).collect();
        y = para("puzzle themes", y, &format!("Themes: {}", themes.join(", ")), 13.0, pal.text) + 4.0;
        y = para("puzzle source", y, &format!("From {}", p.source), 12.0, pal.weak_text) + 4.0;
        if current.repeat {
            let again = "Every puzzle of this theme was played: this one came back.";
            y = para("puzzle repeat", y, again, 12.0, pal.weak_text) + 4.0;
        }
    }
    if let Some(note) = &puzzles.note {
        para("puzzle note", y, note, 12.0, pal.capture);
    }
    let half = (w - 2.0 * pad - 6.0) / 2.0;
    // The chart takes what the longest finished puzzle's text leaves, up to 180 points.
    let chart_h = Some((h - 390.0).min(180.0)).filter(|c| *c >= 50.0).unwrap_or(0.0);
    let row1 = h - 92.0 - chart_h - if chart_h > 0.0 { 10.0 } else { 0.0 };
    let (left, right) = (SeatCanvas::at(pad, row1, half, 34.0), SeatCanvas::at(pad + half + 6.0, row1, half, 34.0));
    // (The console's computer Hint is named "Hint": this one is "Puzzle hint".)
    let mut button = |r: Rect, (name, text): (&str, &str), style: ButtonStyle, command: PuzzleCommand| {
        if cv.button(ui, r, name, text, style, true).clicked() {
            out.push(command);
        }
    };
    match attempt.stage() {
        Stage::Setup | Stage::Solving | Stage::Reply => {
            button(left, ("Puzzle hint", "Hint"), ButtonStyle::Plain, PuzzleCommand::Hint);
            button(right, ("View solution", "View solution"), ButtonStyle::Plain, PuzzleCommand::ViewSolution);
        }
        Stage::Wrong(_) => {
            button(left, ("Retry", "Retry"), ButtonStyle::Primary, PuzzleCommand::Retry);
            button(right, ("View solution", "View solution"), ButtonStyle::Plain, PuzzleCommand::ViewSolution);
        }
        Stage::Viewing => button(left, ("Next move", "Next move"), ButtonStyle::Primary, PuzzleCommand::StepSolution),
        Stage::Solved | Stage::Shown => {
            let wide = SeatCanvas::at(pad, row1, w - 2.0 * pad, 34.0);
            button(wide, ("Next puzzle", "Next puzzle"), ButtonStyle::Primary, PuzzleCommand::Next);
        }
    }
    if chart_h > 0.0 {
        let chart = SeatCanvas::at(pad, h - 52.0 - chart_h, w - 2.0 * pad, chart_h);
        rating_chart(ui, &cv, chart, &puzzles.trainer.record().history);
    }
    let row2 = h - 44.0;
    let (left, right) = (SeatCanvas::at(pad, row2, half, 34.0), SeatCanvas::at(pad + half + 6.0, row2, half, 34.0));
    button(left, ("Puzzle menu", "Puzzle menu"), ButtonStyle::Plain, PuzzleCommand::Menu);
    button(right, ("Back to game", "Back to game"), ButtonStyle::Plain, PuzzleCommand::Close);
    out
}
