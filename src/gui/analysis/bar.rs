//! The evaluation bar beside the board: White's share from White's side of the board, with
//! the evaluation written at its end.

use egui::{Align2, Color32, FontId, Id, Rect, Sense, Ui, WidgetInfo, pos2};

use crate::analysis::Eval;

/// Draws the bar for `eval` in the screen rectangle `rect`; `white_below` puts White's part at
/// the bottom of the screen (White plays up the screen). Labelled `evaluation bar: +0.35`.
pub fn eval_bar_ui(ui: &Ui, rect: Rect, eval: Eval, white_below: bool) {
    let painter = ui.painter();
    let share = ((eval.win_chances() + 1.0) / 2.0) as f32;
    painter.rect_filled(rect, 3, Color32::from_gray(40));
    let split = if white_below { rect.max.y - rect.height() * share } else { rect.min.y + rect.height() * share };
    let white = if white_below {
        Rect::from_min_max(pos2(rect.min.x, split), rect.max)
    } else {
        Rect::from_min_max(rect.min, pos2(rect.max.x, split))
    };
    painter.rect_filled(white, 3, Color32::from_gray(235));
    let text = signed(eval);
    let white_ahead = eval.win_chances() >= 0.0;
    let at_bottom = white_ahead == white_below;
    let (anchor, align) = if at_bottom {
        (pos2(rect.center().x, rect.max.y - 4.0), Align2::CENTER_BOTTOM)
    } else {
        (pos2(rect.center().x, rect.min.y + 4.0), Align2::CENTER_TOP)
    };
    let ink = if white_ahead { Color32::from_gray(30) } else { Color32::from_gray(230) };
    painter.text(anchor, align, &text, FontId::proportional(9.5), ink);
    let resp = ui.interact(rect, Id::unique("evaluation-bar"), Sense::hover());
    let label = format!("evaluation bar: {text}");
    resp.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, &label));
}

/// The evaluation with its sign: `+0.35`, `-1.20`, `#3`, `#-2`.
pub fn signed(eval: Eval) -> String {
    match eval {
        Eval::Cp(cp) if cp >= 0 => format!("+{eval}"),
        _ => eval.to_string(),
    }
}
