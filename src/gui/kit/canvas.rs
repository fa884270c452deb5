//! Widgets that face one seat: for the top seat everything is turned by 180° (text, icons and
//! hit areas), so the player opposite reads their console right-side-up.
//!
//! Positions are given in the seat's *local* coordinates: `(0, 0)` is the top-left corner of the
//! region as its player sees it. Every interactive widget reports `widget_info` with a label
//! prefixed by its seat (`"top: Resign"`), so tests and screen readers can find it.

use egui::{
    Align2, Color32, CornerRadius, Event, FontId, Id, Key, Painter, Pos2, Rect, Response, Role, Sense, Stroke,
    StrokeKind, Ui, WidgetInfo, epaint::TextShape, pos2, vec2,
};

use super::icons::{Icon, icon_size, paint_icon};
use super::theme::Palette;
use crate::gui::model::seat::Seat;

/// The width of the keyboard focus ring around a focused widget, in points.
pub const FOCUS_RING_WIDTH: f32 = 3.0;

/// A screen region drawn for one seat's player.
#[derive(Clone, Debug)]
pub struct SeatCanvas {
    /// Whose region it is.
    pub seat: Seat,
    /// The region on screen.
    pub frame: Rect,
    /// The colours.
    pub palette: Palette,
    /// Disables every widget (e.g. behind a modal dialog).
    pub enabled: bool,
    /// Whether the region faces the top edge (drawn turned by 180°).
    turned: bool,
}

/// Where a text goes on a canvas, in local coordinates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TextPlace {
    /// One line at an anchor point, aligned to it.
    Line(Pos2, Align2),
    /// Wrapped to a width, from a top-left corner.
    Wrapped(Pos2, f32),
}

/// A button's look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonStyle {
    /// A plain button.
    Plain,
    /// The default or affirmative action.
    Primary,
    /// A toggle or choice that is on.
    Selected,
}

impl SeatCanvas {
    /// A canvas for `seat` over `frame`.
    pub fn new(seat: Seat, frame: Rect, palette: Palette) -> SeatCanvas {
        SeatCanvas::facing(seat, seat, frame, palette)
    }

    /// A canvas for `seat` over `frame`, facing the screen edge `edge` (the other edge than the
    /// seat's own while the view is flipped).
    pub fn facing(seat: Seat, edge: Seat, frame: Rect, palette: Palette) -> SeatCanvas {
        SeatCanvas { seat, frame, palette, enabled: true, turned: edge == Seat::Top }
    }

    /// The same seat and facing over another `frame` (a pop-up beside this canvas).
    pub fn with_frame(&self, frame: Rect) -> SeatCanvas {
        SeatCanvas { frame, ..self.clone() }
    }

    /// The screen edge this canvas faces.
    pub fn edge(&self) -> Seat {
        if self.turned { Seat::Top } else { Seat::Bottom }
    }

    /// The region's size as its player sees it.
    pub fn width(&self) -> f32 {
        self.frame.width()
    }

    /// The region's height.
    pub fn height(&self) -> f32 {
        self.frame.height()
    }

    /// The whole region in local coordinates.
    pub fn local_rect(&self) -> Rect {
        Rect::from_min_size(Pos2::ZERO, self.frame.size())
    }

    /// A local point on screen.
    pub fn to_screen(&self, p: Pos2) -> Pos2 {
        if self.turned { self.frame.max - p.to_vec2() } else { self.frame.min + p.to_vec2() }
    }

    /// A local rectangle on screen.
    pub fn rect(&self, local: Rect) -> Rect {
        Rect::from_two_pos(self.to_screen(local.min), self.to_screen(local.max))
    }

    /// Whether text and pieces are drawn upside down on screen.
    pub fn upside_down(&self) -> bool {
        self.turned
    }

    fn angle(&self) -> f32 {
        if self.upside_down() { std::f32::consts::PI } else { 0.0 }
    }

    /// The accessible label of a widget named `name` on this seat.
    pub fn label_of(&self, name: &str) -> String {
        self.seat.label(name)
    }

    /// Paints text at a local anchor; returns its local rectangle.
    pub fn text(
        &self,
        painter: &Painter,
        anchor: Pos2,
        align: Align2,
        text: &str,
        font: FontId,
        color: Color32,
    ) -> Rect {
        let galley = painter.layout_no_wrap(text.to_string(), font, color);
        let local = align.anchor_size(anchor, galley.size());
        painter.add(TextShape::new(self.to_screen(local.min), galley, color).with_angle(self.angle()));
        local
    }

    /// Paints text wrapped to `width` at a local top-left corner; returns its local rectangle.
    pub fn wrapped_text(
        &self,
        painter: &Painter,
        top_left: Pos2,
        width: f32,
        text: &str,
        font: FontId,
        color: Color32,
    ) -> Rect {
        let galley = painter.layout(text.to_string(), font, color, width);
        let local = Rect::from_min_size(top_left, galley.size());
        painter.add(TextShape::new(self.to_screen(local.min), galley, color).with_angle(self.angle()));
        local
    }

    /// Fills a local rectangle.
    pub fn fill(&self, painter: &Painter, local: Rect, radius: f32, color: Color32) {
        painter.rect_filled(self.rect(local), CornerRadius::same(radius as u8), color);
    }

    /// Outlines a local rectangle.
    pub fn outline(&self, painter: &Painter, local: Rect, radius: f32, stroke: Stroke) {
        painter.rect_stroke(self.rect(local), CornerRadius::same(radius as u8), stroke, StrokeKind::Inside);
    }

    /// Paints text placed by `place`; returns its local rectangle.
    pub fn place_text(&self, painter: &Painter, place: TextPlace, text: &str, font: FontId, color: Color32) -> Rect {
        match place {
            TextPlace::Line(anchor, align) => self.text(painter, anchor, align, text, font, color),
            TextPlace::Wrapped(top_left, width) => self.wrapped_text(painter, top_left, width, text, font, color),
        }
    }

    /// Text that screen readers and tests can find: a widget with role `Label` named
    /// `seat: text`. Returns its local rectangle.
    pub fn label(&self, ui: &Ui, id: &str, place: TextPlace, text: &str, font: FontId, color: Color32) -> Rect {
        self.spoken_label(ui, id, place, (text, text), font, color)
    }

    /// Text like [`label`](Self::label) that a screen reader reads in other words: `texts` is
    /// what is drawn and what is spoken (`("1¾", "score 1¾")`); the widget is named `seat: spoken`.
    pub fn spoken_label(
        &self,
        ui: &Ui,
        id: &str,
        place: TextPlace,
        texts: (&str, &str),
        font: FontId,
        color: Color32,
    ) -> Rect {
        let local = self.place_text(ui.painter(), place, texts.0, font, color);
        let resp = ui.interact(self.rect(local), self.id(id), Sense::hover());
        resp.widget_info(|| WidgetInfo::labeled(Role::Label, true, self.label_of(texts.1)));
        local
    }

    /// `font`, shrunk (not below 9 points) so that `text` fits in `room` points of width.
    pub fn fit_font(&self, ui: &Ui, text: &str, font: FontId, room: f32) -> FontId {
        let size = fitting_size(ui.painter(), text, font.size, room);
        FontId::new(size, font.family)
    }

    /// A status line labelled like [`label`](Self::label): one line of `size` points centred
    /// on the local rectangle `line`, shrunk down to 12 points to fit its width; a longer text
    /// wraps onto lines of 12 points from `line`'s top.
    pub fn status_label(&self, ui: &Ui, id: &str, line: Rect, text: &str, size: f32, color: Color32) -> Rect {
        let fitted = fitting_size(ui.painter(), text, size, line.width());
        if fitted >= 12.0 {
            let place = TextPlace::Line(pos2(line.min.x, line.center().y), Align2::LEFT_CENTER);
            self.label(ui, id, place, text, FontId::proportional(fitted), color)
        } else {
            self.label(ui, id, TextPlace::Wrapped(line.min, line.width()), text, FontId::proportional(12.0), color)
        }
    }

    fn id(&self, name: &str) -> Id {
        Id::unique(("seat-widget", self.seat, name))
    }

    /// A push button showing `text`, labelled `seat: name` for accessibility.
    pub fn button(&self, ui: &Ui, local: Rect, name: &str, text: &str, style: ButtonStyle, enabled: bool) -> Response {
        self.button_with_role(ui, local, name, text, style, enabled, Role::Button, None)
    }

    /// A push button showing `icon` and `word`, labelled `seat: name`: the icon is the font's
    /// glyph where the font has it, else drawn with lines beside the word.
    #[allow(clippy::too_many_arguments)]
    pub fn icon_button(
        &self,
        ui: &Ui,
        local: Rect,
        name: &str,
        icon: Icon,
        word: &str,
        style: ButtonStyle,
        enabled: bool,
    ) -> Response {
        if icon.in_font(ui) {
            return self.button(ui, local, name, &format!("{} {word}", icon.glyph()), style, enabled);
        }
        // The button with no text, then the drawn icon and the word side by side, centred.
        let resp = self.button(ui, local, name, "", style, enabled);
        let size = icon_size(local.height());
        let painter = ui.painter();
        let room = local.width() - size - 16.0;
        let font = FontId::proportional(fitting_size(painter, word, (local.height() * 0.42).clamp(11.0, 20.0), room));
        let text_w = painter.layout_no_wrap(word.to_string(), font.clone(), Color32::WHITE).size().x;
        let left = (local.center().x - (size + 6.0 + text_w) / 2.0).max(local.min.x + 5.0);
        let p = &self.palette;
        let ink = if !(enabled && self.enabled) {
            p.weak_text
        } else if style == ButtonStyle::Plain {
            p.text
        } else {
            super::contrast::ink_on(p.accent)
        };
        paint_icon(painter, icon, pos2(left + size / 2.0, local.center().y), size, ink, |q| self.to_screen(q));
        self.text(painter, pos2(left + size + 6.0, local.center().y), Align2::LEFT_CENTER, word, font, ink);
        resp
    }

    /// A toggle (check box role) showing `text` and its state.
    pub fn toggle(&self, ui: &Ui, local: Rect, name: &str, text: &str, on: bool, enabled: bool) -> Response {
        let shown = format!("{} {text}", if on { "☑" } else { "☐" });
        let style = if on { ButtonStyle::Selected } else { ButtonStyle::Plain };
        self.button_with_role(ui, local, name, &shown, style, enabled, Role::CheckBox, Some(on))
    }

    /// One choice of a group (radio button role).
    pub fn choice(&self, ui: &Ui, local: Rect, name: &str, text: &str, on: bool, enabled: bool) -> Response {
        let style = if on { ButtonStyle::Selected } else { ButtonStyle::Plain };
        self.button_with_role(ui, local, name, text, style, enabled, Role::RadioButton, Some(on))
    }

    #[allow(clippy::too_many_arguments)]
    fn button_with_role(
        &self,
        ui: &Ui,
        local: Rect,
        name: &str,
        text: &str,
        style: ButtonStyle,
        enabled: bool,
        role: Role,
        selected: Option<bool>,
    ) -> Response {
        let enabled = enabled && self.enabled;
        let rect = self.rect(local);
        let sense = if enabled { Sense::click() } else { Sense::hover() };
        let resp = ui.interact(rect, self.id(name), sense);
        let p = &self.palette;
        let (face, ink) = match style {
            ButtonStyle::Plain => (if resp.hovered() && enabled { p.button_hover } else { p.button }, p.text),
            // Black or white ink, whichever reads on the theme's accent.
            ButtonStyle::Primary | ButtonStyle::Selected => (p.accent, super::contrast::ink_on(p.accent)),
        };
        let ink = if enabled { ink } else { p.weak_text };
        let painter = ui.painter();
        painter.rect(
            rect,
            CornerRadius::same(6),
            face,
            Stroke::new(1.0, p.weak_text.gamma_multiply(0.5)),
            StrokeKind::Inside,
        );
        if resp.has_focus() {
            // The keyboard focus ring, just outside the face.
            let ring = Stroke::new(FOCUS_RING_WIDTH, p.focus);
            painter.rect_stroke(rect.expand(2.0), CornerRadius::same(8), ring, StrokeKind::Outside);
        }
        let size = fitting_size(painter, text, (local.height() * 0.42).clamp(11.0, 20.0), local.width() - 10.0);
        self.text(painter, local.center(), Align2::CENTER_CENTER, text, FontId::proportional(size), ink);
        let label = self.label_of(name);
        resp.widget_info(|| match selected {
            Some(on) => WidgetInfo::selected(role, enabled, on, &label),
            None => WidgetInfo::labeled(role, enabled, &label),
        });
        resp
    }

    /// A one-line text box. Click it to type; Enter submits (returns `true`), Escape leaves it.
    pub fn text_box(&self, ui: &Ui, local: Rect, name: &str, text: &mut String, hint: &str) -> (Response, bool) {
        let rect = self.rect(local);
        let id = self.id(name);
        let resp = ui.interact(rect, id, Sense::click());
        if resp.clicked() {
            resp.request_focus();
        }
        let mut submitted = false;
        let focused = resp.has_focus();
        if focused {
            // The arrow keys stay in the box instead of moving the focus on.
            let arrows = egui::EventFilter { horizontal_arrows: true, vertical_arrows: true, ..Default::default() };
            ui.memory_mut(|m| m.set_focus_lock_filter(id, arrows));
            ui.input(|i| {
                for ev in &i.events {
                    match ev {
                        Event::Text(t) | Event::Paste(t) => text.extend(t.chars().filter(|c| !c.is_control())),
                        Event::Key { key: Key::Backspace, pressed: true, .. } => {
                            text.pop();
                        }
                        Event::Key { key: Key::Enter, pressed: true, .. } => submitted = true,
                        _ => {}
                    }
                }
            });
            if ui.input(|i| i.key_pressed(Key::Escape)) {
                resp.surrender_focus();
            }
        }
        let p = &self.palette;
        let painter = ui.painter();
        let stroke = if focused { Stroke::new(FOCUS_RING_WIDTH, p.focus) } else { Stroke::new(1.0, p.weak_text) };
        painter.rect(rect, CornerRadius::same(4), p.button_hover, stroke, StrokeKind::Inside);
        let size = (local.height() * 0.5).clamp(11.0, 18.0);
        let anchor = pos2(local.min.x + 6.0, local.center().y);
        if text.is_empty() {
            self.text(painter, anchor, Align2::LEFT_CENTER, hint, FontId::proportional(size), p.weak_text);
        } else {
            let shown = if focused { format!("{text}|") } else { text.clone() };
            self.text(painter, anchor, Align2::LEFT_CENTER, &shown, FontId::monospace(size), p.text);
        }
        let label = self.label_of(name);
        let value = text.clone();
        resp.widget_info(|| WidgetInfo {
            current_text_value: Some(value.clone()),
            hint_text: Some(hint.to_string()),
            ..WidgetInfo::labeled(Role::TextInput, true, &label)
        });
        (resp, submitted)
    }

    /// A rectangle in local coordinates from a position and size.
    pub fn at(x: f32, y: f32, w: f32, h: f32) -> Rect {
        Rect::from_min_size(pos2(x, y), vec2(w, h))
    }
}

/// The font size for `text` on a button: `size`, or smaller so that the text fits in `room`
/// points (a long label on a narrow button), but never below 9 points.
fn fitting_size(painter: &Painter, text: &str, size: f32, room: f32) -> f32 {
    let width = painter.layout_no_wrap(text.to_string(), FontId::proportional(size), Color32::WHITE).size().x;
    if width > room && room > 0.0 { (size * room / width).max(9.0) } else { size }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::model::settings::ThemeChoice;

    #[test]
    fn the_top_canvas_turns_local_rectangles_by_half_a_turn() {
        let frame = Rect::from_min_size(pos2(100.0, 0.0), vec2(400.0, 80.0));
        let pal = Palette::of(ThemeChoice::Light);
        let top = SeatCanvas::new(Seat::Top, frame, pal);
        let bottom = SeatCanvas::new(Seat::Bottom, frame, pal);
        let r = SeatCanvas::at(10.0, 5.0, 50.0, 20.0);
        assert_eq!(bottom.rect(r), Rect::from_min_size(pos2(110.0, 5.0), vec2(50.0, 20.0)));
        // The top player's left is the screen's right; their top edge (towards the board) is the
        // screen's bottom edge.
        assert_eq!(top.rect(r), Rect::from_min_max(pos2(440.0, 55.0), pos2(490.0, 75.0)));
        assert_eq!(top.to_screen(Pos2::ZERO), frame.max);
    }
}
