//! Small pieces shared by the teacher's panels: the panel itself (egui widgets in the app's
//! colours, scrolling when the window is short), palette buttons, coloured notes.

use egui::{
    Align, Color32, CornerRadius, Layout, Rect, Response, RichText, Role as A11yRole, ScrollArea, Sense, Stroke,
    StrokeKind, Ui, UiBuilder, Visuals, WidgetInfo, vec2,
};

use super::editor_state::Tool;
use crate::gui::board::pieces::paint_piece;
use crate::gui::kit::theme::Palette;
use crate::gui::model::orientation::Orientation;
use crate::gui::model::seat::Seat;
use crate::rules::{Role, Variant};

/// What the panels need to know about the app.
pub struct PanelStyle {
    /// The app's colours.
    pub palette: Palette,
    /// Whether the dark theme is on.
    pub dark: bool,
}

impl PanelStyle {
    /// egui's look in the app's colours.
    fn visuals(&self) -> Visuals {
        let p = &self.palette;
        let mut v = if self.dark { Visuals::dark() } else { Visuals::light() };
        v.panel_fill = p.console;
        v.window_fill = p.panel;
        v.extreme_bg_color = p.button_hover;
        v.selection.bg_fill = p.accent;
        v.selection.stroke = Stroke::new(1.0, Color32::WHITE);
        for w in [&mut v.widgets.inactive, &mut v.widgets.noninteractive] {
            w.weak_bg_fill = p.button;
            w.bg_fill = p.button;
            w.fg_stroke.color = p.text;
        }
        v.widgets.noninteractive.bg_stroke = Stroke::new(1.0, p.weak_text.gamma_multiply(0.4));
        v.widgets.hovered.weak_bg_fill = p.button_hover;
        v.widgets.hovered.bg_fill = p.button_hover;
        v.widgets.active.weak_bg_fill = p.accent;
        v
    }

    /// Text in the colour of good news.
    pub fn good(&self, text: impl Into<String>) -> RichText {
        RichText::new(text).color(self.palette.accent)
    }

    /// Text in the colour of problems.
    pub fn bad(&self, text: impl Into<String>) -> RichText {
        RichText::new(text).color(self.palette.capture)
    }

    /// Dimmed text.
    pub fn weak(&self, text: impl Into<String>) -> RichText {
        RichText::new(text).color(self.palette.weak_text)
    }
}

/// Draws a panel over `rect` and its contents in a scrolling column.
pub fn panel(ui: &mut Ui, rect: Rect, style: &PanelStyle, id: &str, add: impl FnOnce(&mut Ui)) {
    ui.painter().rect_filled(rect, 0.0, style.palette.console);
    let inner = rect.shrink2(vec2(12.0, 10.0));
    let mut child = ui.new_child(UiBuilder::new().id_salt(id).max_rect(inner).layout(Layout::top_down(Align::Min)));
    *child.visuals_mut() = style.visuals();
    child.spacing_mut().item_spacing = vec2(6.0, 5.0);
    ScrollArea::vertical().id_salt(id).auto_shrink([false, false]).show(&mut child, |ui| {
        ui.set_width(inner.width() - 12.0);
        add(ui);
    });
}

/// A section heading.
pub fn heading(ui: &mut Ui, text: &str) {
    ui.add_space(4.0);
    ui.label(RichText::new(text).strong().size(15.0));
}

/// A palette button: the piece (or an eraser), outlined when chosen; labelled `palette: …`.
pub fn tool_button(ui: &mut Ui, tool: Tool, chosen: bool, palette: &Palette) -> Response {
    let (rect, resp) = ui.allocate_exact_size(vec2(40.0, 40.0), Sense::click());
    let face = if chosen {
        palette.accent.gamma_multiply(0.35)
    } else if resp.hovered() {
        palette.button_hover
    } else {
        palette.button
    };
    let stroke = if chosen { Stroke::new(2.5, palette.accent) } else { Stroke::new(1.0, palette.weak_text) };
    ui.painter().rect(rect, CornerRadius::same(6), face, stroke, StrokeKind::Inside);
    match tool.piece() {
        Some(piece) => paint_piece(ui.painter(), rect.center(), 32.0, piece, palette, false),
        None => {
            // An eraser: a cross over an empty hex outline.
            let c = rect.center();
            let r = 11.0;
            let stroke = Stroke::new(3.0, palette.capture);
            ui.painter().line_segment([c + vec2(-r, -r), c + vec2(r, r)], stroke);
            ui.painter().line_segment([c + vec2(-r, r), c + vec2(r, -r)], stroke);
        }
    }
    let label = format!("palette: {}", tool.name());
    resp.widget_info(|| WidgetInfo::selected(A11yRole::RadioButton, true, chosen, &label));
    resp.on_hover_text(tool.name())
}

/// A row of "Promote to …" buttons, one per role (none when `roles` is empty); the role pressed.
pub fn promotion_buttons(ui: &mut Ui, roles: &[Role]) -> Option<Role> {
    let mut picked = None;
    if !roles.is_empty() {
        ui.horizontal(|ui| {
            for role in roles {
                if ui.button(format!("Promote to {}", role.name())).clicked() {
                    picked = Some(*role);
                }
            }
        });
    }
    picked
}

/// The orientation of a teacher's board: White at the bottom, turned by 180° when flipped.
pub fn studio_orientation(variant: &Variant, flipped: bool) -> Orientation {
    Orientation { white_seat: Seat::Bottom, symmetry: variant.symmetry(), flipped }
}
