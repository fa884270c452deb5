//! The evaluation graph: White's win chances over the moves (White's advantage up), the judged
//! moves as coloured dots, the shown move as a line; a click jumps to the move under it.

use egui::{Color32, Id, Pos2, Rect, Sense, Stroke, Ui, WidgetInfo, pos2};

use super::command::AnalysisCommand;
use crate::analysis::GameAnalysis;
use crate::gui::kit::canvas::SeatCanvas;
use crate::gui::kit::theme::judgement_color;

/// The ply (0 = start) a local x in a graph of `width` over `plies` plies stands for.
pub fn ply_at(x: f32, width: f32, plies: usize) -> usize {
    if plies == 0 || width <= 0.0 {
        return 0;
    }
    ((x / width * plies as f32).round().max(0.0) as usize).min(plies)
}

/// Draws the graph of `analysis` in the local rectangle `local` of `cv`, with the position after
/// `shown` plies marked; returns a jump when clicked.
pub fn graph_ui(
    ui: &Ui,
    cv: &SeatCanvas,
    local: Rect,
    analysis: &GameAnalysis,
    shown: usize,
) -> Option<AnalysisCommand> {
    let evals = analysis.evals();
    let plies = evals.len().saturating_sub(1);
    let painter = ui.painter();
    let pal = cv.palette;
    cv.fill(painter, local, 4.0, Color32::from_gray(60));
    let (w, h) = (local.width(), local.height());
    let mid = local.center().y;
    let x_of = |i: usize| local.min.x + if plies == 0 { 0.0 } else { w * i as f32 / plies as f32 };
    let y_of = |wc: f64| mid - wc as f32 * (h / 2.0 - 2.0);
    let white = Color32::from_gray(235);
    let step = if plies == 0 { w } else { w / plies as f32 };
    for (i, e) in evals.iter().enumerate() {
        let y = y_of(e.win_chances());
        let x = x_of(i);
        let column =
            Rect::from_min_max(pos2(x - step / 2.0, y.min(mid)), pos2(x + step / 2.0, y.max(mid))).intersect(local);
        if e.win_chances() > 0.0 {
            cv.fill(painter, column, 0.0, white);
        }
    }
    let line: Vec<Pos2> =
        evals.iter().enumerate().map(|(i, e)| cv.to_screen(pos2(x_of(i), y_of(e.win_chances())))).collect();
    painter.add(egui::Shape::line(line, Stroke::new(1.5, pal.accent)));
    painter.line_segment(
        [cv.to_screen(pos2(local.min.x, mid)), cv.to_screen(pos2(local.max.x, mid))],
        Stroke::new(1.0, Color32::from_gray(140)),
    );
    for (i, m) in analysis.moves.iter().enumerate() {
        if let Some(j) = m.judgement {
            let p = cv.to_screen(pos2(x_of(i + 1), y_of(m.after.win_chances())));
            painter.circle_filled(p, 3.5, judgement_color(j));
        }
    }
    let x = x_of(shown.min(plies));
    painter.line_segment(
        [cv.to_screen(pos2(x, local.min.y)), cv.to_screen(pos2(x, local.max.y))],
        Stroke::new(2.0, pal.focus),
    );
    let screen = cv.rect(local);
    let resp = ui.interact(screen, Id::unique(("evaluation-graph", cv.seat)), Sense::click());
    let label = cv.label_of("evaluation graph");
    resp.widget_info(|| WidgetInfo::labeled(egui::Role::Button, cv.enabled, &label));
    if !(resp.clicked() && cv.enabled) {
        return None;
    }
    let p = resp.interact_pointer_pos()?;
    let local_x = if cv.upside_down() { screen.max.x - p.x } else { p.x - screen.min.x };
    Some(AnalysisCommand::JumpTo(ply_at(local_x, w, plies)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_click_maps_to_the_nearest_ply() {
        assert_eq!(ply_at(0.0, 100.0, 10), 0);
        assert_eq!(ply_at(49.0, 100.0, 10), 5);
        assert_eq!(ply_at(100.0, 100.0, 10), 10);
        assert_eq!(ply_at(150.0, 100.0, 10), 10);
        assert_eq!(ply_at(-5.0, 100.0, 10), 0);
        assert_eq!(ply_at(30.0, 100.0, 0), 0);
    }
}
