//! Small widgets of the records panels, built on [`SeatCanvas`]: a list row with its text on the
//! left, cut short to leave room for its detail on the right.

use egui::{Align2, Color32, FontId, Rect, Response, Ui, pos2};

use crate::gui::kit::canvas::{ButtonStyle, SeatCanvas};
use crate::gui::kit::text::fit;

/// A list row: a button labelled `seat: name` showing `text` on the left and `detail` on the
/// right.
#[allow(clippy::too_many_arguments)] // a row has this many parts
pub fn list_row(
    ui: &Ui,
    cv: &SeatCanvas,
    local: Rect,
    name: &str,
    text: &str,
    detail: &str,
    selected: bool,
    enabled: bool,
) -> Response {
    let style = if selected { ButtonStyle::Selected } else { ButtonStyle::Plain };
    let resp = cv.button(ui, local, name, "", style, enabled);
    let painter = ui.painter();
    let ink = if selected { Color32::WHITE } else { cv.palette.text };
    let font = FontId::proportional((local.height() * 0.55).clamp(11.0, 15.0));
    let detail_rect = if detail.is_empty() {
        Rect::from_min_size(pos2(local.max.x - 8.0, local.center().y), egui::Vec2::ZERO)
    } else {
        let weak = if selected { Color32::WHITE } else { cv.palette.weak_text };
        let small = FontId::proportional((local.height() * 0.45).clamp(10.0, 13.0));
        cv.text(painter, pos2(local.max.x - 8.0, local.center().y), Align2::RIGHT_CENTER, detail, small, weak)
    };
    // The text is cut short rather than run into the detail.
    let room = (detail_rect.min.x - local.min.x - 20.0).max(20.0);
    let shown = fit(ui, text, &font, room);
    cv.text(painter, pos2(local.min.x + 8.0, local.center().y), Align2::LEFT_CENTER, &shown, font, ink);
    resp
}

#[cfg(test)]
mod tests {
    use egui::{FontFamily, FontId};

    /// The records UI's source files: every character they hold beyond ASCII is drawn somewhere.
    const SOURCES: [&str; 12] = [
        include_str!("file_panel.rs"),
        include_str!("review_view.rs"),
        include_str!("widgets.rs"),
        include_str!("buttons.rs"),
        include_str!("resume_dialog.rs"),
        include_str!("../app/records.rs"),
        include_str!("autosave.rs"),
        include_str!("../app/autosave.rs"),
        include_str!("files.rs"),
        include_str!("review.rs"),
        include_str!("command.rs"),
        include_str!("../kit/text.rs"),
    ];

    /// A missing glyph makes egui panic while drawing, so each must be in the default fonts.
    #[test]
    fn every_glyph_the_records_ui_draws_is_in_the_fonts() {
        let ctx = egui::Context::default();
        let mut output = ctx.run_ui(egui::RawInput::default(), |_| {});
        // The fonts were laid out; nothing renders them here.
        output.textures_delta.clear();
        let mut chars: Vec<char> = SOURCES.iter().flat_map(|s| s.chars()).filter(|c| !c.is_ascii()).collect();
        chars.sort_unstable();
        chars.dedup();
        assert!(chars.contains(&'·'), "the scan finds the separators");
        for family in [FontFamily::Proportional, FontFamily::Monospace] {
            let font = FontId::new(14.0, family);
            let missing: Vec<char> =
                chars.iter().copied().filter(|&c| !ctx.fonts_mut(|f| f.has_glyph(&font, c))).collect();
            assert!(missing.is_empty(), "no glyph in {:?} for {missing:?}", font.family);
        }
    }
}
