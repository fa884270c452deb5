//! The analysis panel under the board while reviewing, facing the reviewer: Analyse, or the
//! progress bar with Cancel, or the graph with the shown move's evaluation and each player's
//! summary.

use egui::{Align2, Color32, FontId, Rect, Ui, pos2};

use super::bar::signed;
use super::command::AnalysisCommand;
use super::graph::graph_ui;
use crate::analysis::GameAnalysis;
use crate::gui::kit::canvas::{ButtonStyle, SeatCanvas, TextPlace};
use crate::gui::kit::panel::paint_face;
use crate::gui::kit::theme::judgement_color;
use crate::gui::model::seat::Seat;
use crate::rules::Color;

/// The panel's height.
pub const PANEL_HEIGHT: f32 = 128.0;

/// What the panel shows.
#[derive(Clone, Copy, Debug)]
pub struct PanelInputs<'a> {
    /// The finished analysis of the reviewed game, if any.
    pub analysis: Option<&'a GameAnalysis>,
    /// `(done, total)` while the reviewed game is being analysed.
    pub progress: Option<(usize, usize)>,
    /// The shown position (plies played).
    pub shown: usize,
    /// Whether the game has moves to analyse.
    pub has_moves: bool,
}

/// The panel on `cv` (its whole frame); returns what was pressed.
pub fn panel_ui(ui: &Ui, cv: &SeatCanvas, inputs: &PanelInputs) -> Vec<AnalysisCommand> {
    let mut out = Vec::new();
    paint_face(ui, cv);
    let painter = ui.painter();
    let pal = cv.palette;
    let (w, h) = (cv.width(), cv.height());
    let pad = 10.0;
    let title_font = FontId::proportional(15.0);
    cv.text(painter, pos2(pad, 16.0), Align2::LEFT_CENTER, "Analysis", title_font, pal.accent);
    let button = SeatCanvas::at(w - pad - 150.0, 4.0, 150.0, 26.0);
    match (inputs.progress, inputs.analysis) {
        (Some((done, total)), _) => {
            if cv.button(ui, button, "Cancel analysis", "Cancel", ButtonStyle::Plain, true).clicked() {
                out.push(AnalysisCommand::Cancel);
            }
            let bar = SeatCanvas::at(pad, 44.0, w - 2.0 * pad, 16.0);
            cv.fill(painter, bar, 4.0, pal.button);
            let share = if total == 0 { 0.0 } else { done as f32 / total as f32 };
            let filled = Rect::from_min_size(bar.min, egui::vec2(bar.width() * share, bar.height()));
            cv.fill(painter, filled, 4.0, pal.accent);
            let text = format!("Analysing: {done} of {total} positions");
            let place = TextPlace::Line(pos2(pad, 76.0), Align2::LEFT_CENTER);
            cv.label(ui, "analysis progress", place, &text, FontId::proportional(13.0), pal.text);
        }
        (None, Some(analysis)) => {
            let evals = analysis.evals();
            let eval = evals.get(inputs.shown).or(evals.last()).copied();
            if let Some(eval) = eval {
                let text = format!("Evaluation {}", signed(eval));
                let place = TextPlace::Line(pos2(w - pad, 16.0), Align2::RIGHT_CENTER);
                cv.label(ui, "analysis evaluation", place, &text, FontId::proportional(13.0), pal.text);
            }
            let graph = SeatCanvas::at(pad, 32.0, w - 2.0 * pad, h - 32.0 - 44.0);
            out.extend(graph_ui(ui, cv, graph, analysis, inputs.shown));
            for (i, side) in [Color::White, Color::Black].into_iter().enumerate() {
                let s = analysis.summary(side);
                let text = format!("{side:?}: {}", s.line());
                let y = h - 34.0 + i as f32 * 16.0;
                let color =
                    if s.blunders > 0 { judgement_color(crate::analysis::Judgement::Blunder) } else { pal.text };
                let place = TextPlace::Line(pos2(pad, y), Align2::LEFT_CENTER);
                let id = format!("analysis summary {side:?}");
                cv.label(ui, &id, place, &text, FontId::proportional(12.0), blend(color, pal.text));
            }
        }
        (None, None) => {
            if cv.button(ui, button, "Analyse", "Analyse", ButtonStyle::Primary, inputs.has_moves).clicked() {
                out.push(AnalysisCommand::Start);
            }
            let text = "The engine judges every move: ?! inaccuracy, ? mistake, ?? blunder.";
            let place = TextPlace::Wrapped(pos2(pad, 40.0), w - 2.0 * pad);
            cv.label(ui, "analysis hint", place, text, FontId::proportional(12.0), pal.weak_text);
        }
    }
    out
}

/// A judgement colour made readable on the panel: half-way towards the text colour.
fn blend(color: Color32, text: Color32) -> Color32 {
    if color == text { color } else { color.lerp_to_gamma(text, 0.25) }
}

/// Where the board, the analysis panel and the evaluation bar go while reviewing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReviewSplit {
    /// The board.
    pub board: Rect,
    /// The analysis panel, on the reviewer's edge.
    pub panel: Rect,
    /// The evaluation bar, along the board's left side.
    pub bar: Rect,
}

/// The width the evaluation bar takes beside the board, gap included.
pub const BAR_ROOM: f32 = 34.0;

/// Splits the board's place beside the review strip: the panel along the reviewer's edge
/// (`edge`), the bar on the left, the board in the rest.
pub fn review_split(beside: Rect, edge: Seat) -> ReviewSplit {
    let h = PANEL_HEIGHT.min(beside.height() * 0.35);
    let (panel, rest) = match edge {
        Seat::Bottom => (
            Rect::from_min_max(pos2(beside.min.x, beside.max.y - h), beside.max),
            Rect::from_min_max(beside.min, pos2(beside.max.x, beside.max.y - h)),
        ),
        Seat::Top => (
            Rect::from_min_max(beside.min, pos2(beside.max.x, beside.min.y + h)),
            Rect::from_min_max(pos2(beside.min.x, beside.min.y + h), beside.max),
        ),
    };
    let split = live_split(rest);
    ReviewSplit { board: split.board, panel: panel.shrink2(egui::vec2(6.0, 3.0)), bar: split.bar }
}

/// Where the board and the evaluation bar go during a game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LiveSplit {
    /// The board.
    pub board: Rect,
    /// The evaluation bar.
    pub bar: Rect,
}

/// The bar along the left of `area`, the board in the rest.
pub fn live_split(area: Rect) -> LiveSplit {
    let bar = Rect::from_min_max(pos2(area.min.x + 5.0, area.min.y + 8.0), pos2(area.min.x + 29.0, area.max.y - 8.0));
    LiveSplit { board: Rect::from_min_max(pos2(area.min.x + BAR_ROOM, area.min.y), area.max), bar }
}
