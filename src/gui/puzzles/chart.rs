//! The rating chart: the player's rating after each attempt as a line (solved attempts as
//! accent dots, failed ones as red dots), with the highest and lowest rating written at the
//! side. Painted with egui's painter on a seat-facing canvas.

use egui::{Align2, Color32, FontId, Id, Pos2, Rect, Sense, Shape, Stroke, Ui, WidgetInfo, pos2};

use crate::gui::kit::canvas::SeatCanvas;
use crate::puzzle::trainer::AttemptRecord;

/// The points of the chart: the rating before the first attempt, then after each one.
pub fn chart_points(history: &[AttemptRecord]) -> Vec<f64> {
    history.first().map(|a| a.before).into_iter().chain(history.iter().map(|a| a.after)).collect()
}

/// The rating range the chart's height spans: the points' lowest and highest, at least 100 apart.
pub fn chart_range(points: &[f64]) -> (f64, f64) {
    let (lo, hi) = points.iter().fold((f64::MAX, f64::MIN), |(a, b), &p| (a.min(p), b.max(p)));
    if lo > hi {
        return (1400.0, 1600.0);
    }
    let pad = ((100.0 - (hi - lo)) / 2.0).max(0.0);
    (lo - pad, hi + pad)
}

/// Draws the chart of `history` in the local rectangle `local` of `cv`.
pub fn rating_chart(ui: &Ui, cv: &SeatCanvas, local: Rect, history: &[AttemptRecord]) {
    let painter = ui.painter();
    let pal = cv.palette;
    cv.fill(painter, local, 6.0, pal.button);
    let points = chart_points(history);
    let spoken = match history.len() {
        0 => "rating chart: no puzzles yet".to_string(),
        1 => format!("rating chart: 1 puzzle, from {:.0} to {:.0}", points[0], points[1]),
        n => format!("rating chart: {n} puzzles, from {:.0} to {:.0}", points[0], points[n]),
    };
    let resp = ui.interact(cv.rect(local), Id::unique(("puzzle-rating-chart", cv.seat)), Sense::hover());
    let label = cv.label_of(&spoken);
    resp.widget_info(|| WidgetInfo::labeled(egui::Role::Image, true, &label));
    if points.len() < 2 {
        let text = "Your rating after each puzzle shows here";
        let font = cv.fit_font(ui, text, FontId::proportional(12.0), local.width() - 12.0);
        cv.text(painter, local.center(), Align2::CENTER_CENTER, text, font, pal.weak_text);
        return;
    }
    let (lo, hi) = chart_range(&points);
    let font = FontId::proportional(11.0);
    let labels_w = 40.0;
    let plot =
        Rect::from_min_max(pos2(local.min.x + 6.0, local.min.y + 8.0), pos2(local.max.x - labels_w, local.max.y - 8.0));
    let x_of = |i: usize| plot.min.x + plot.width() * i as f32 / (points.len() - 1) as f32;
    let y_of = |r: f64| plot.max.y - plot.height() * ((r - lo) / (hi - lo)) as f32;
    for (r, align) in [(hi, Align2::LEFT_TOP), (lo, Align2::LEFT_BOTTOM)] {
        let at = pos2(plot.max.x + 6.0, if align == Align2::LEFT_TOP { plot.min.y } else { plot.max.y });
        cv.text(painter, at, align, &format!("{r:.0}"), font.clone(), pal.weak_text);
        let y = y_of(r);
        let guide = [cv.to_screen(pos2(plot.min.x, y)), cv.to_screen(pos2(plot.max.x, y))];
        painter.line_segment(guide, Stroke::new(1.0, pal.weak_text.gamma_multiply(0.3)));
    }
    let line: Vec<Pos2> = points.iter().enumerate().map(|(i, r)| cv.to_screen(pos2(x_of(i), y_of(*r)))).collect();
    painter.add(Shape::line(line.clone(), Stroke::new(2.0, pal.accent)));
    // A dot per attempt, when there is room for them.
    if plot.width() / history.len() as f32 >= 4.0 {
        for (a, p) in history.iter().zip(line.iter().skip(1)) {
            let color: Color32 = if a.solved { pal.accent } else { pal.capture };
            painter.circle_filled(*p, 3.0, color);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attempt(before: f64, after: f64) -> AttemptRecord {
        AttemptRecord { puzzle: "p".into(), solved: after > before, before, after, at: 0 }
    }

    #[test]
    fn the_chart_starts_before_the_first_attempt_and_spans_at_least_100_points() {
        assert!(chart_points(&[]).is_empty());
        let history = [attempt(1500.0, 1700.0), attempt(1700.0, 1650.0)];
        assert_eq!(chart_points(&history), vec![1500.0, 1700.0, 1650.0]);
        assert_eq!(chart_range(&[1500.0, 1700.0, 1650.0]), (1500.0, 1700.0));
        assert_eq!(chart_range(&[1500.0, 1520.0]), (1460.0, 1560.0));
        assert_eq!(chart_range(&[]), (1400.0, 1600.0));
    }
}
