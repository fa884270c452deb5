//! The board's painting, shared by the game board and the editor's: hex shades, the last move,
//! a king in check, the selection, move targets, marks, arrows and coordinates.

use egui::{Align2, Color32, FontId, Painter, Pos2, Shape, Stroke};

use crate::lesson::Paint;
use crate::rules::{Board, Cell, Shade};

use super::coordinates::{coordinate_labels, label_font_size, label_point};
use super::layout::BoardLayout;
use crate::gui::kit::theme::Palette;

/// How a king in check is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckLook {
    /// A red glow of three rings over a tinted hex (the game board).
    Glow,
    /// A tinted hex with a red edge (the editor and lessons).
    Tint,
}

/// The fill of a hex: its shade, warmed by the last move and tinted by a mark.
pub fn hex_fill(palette: &Palette, shade: Shade, last_move: bool, mark: Option<Paint>) -> Color32 {
    let mut fill = palette.hexes[shade_index(shade)];
    if last_move {
        fill = blend(fill, palette.brass, 0.6);
    }
    if let Some(p) = mark {
        fill = blend(fill, paint_color(p), 0.55);
    }
    fill
}

fn shade_index(shade: Shade) -> usize {
    match shade {
        Shade::Light => 0,
        Shade::Mid => 1,
        Shade::Dark => 2,
    }
}

/// `a` moved towards `b` by `t` (0 = `a`, 1 = `b`).
fn blend(a: Color32, b: Color32, t: f32) -> Color32 {
    let mix = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    Color32::from_rgb(mix(a.r(), b.r()), mix(a.g(), b.g()), mix(a.b(), b.b()))
}

/// The colour of a lesson paint.
pub fn paint_color(p: Paint) -> Color32 {
    let [r, g, b] = p.rgb();
    Color32::from_rgb(r, g, b)
}

/// The outline of a marked hex.
pub fn paint_mark(painter: &Painter, board: &Board, layout: &BoardLayout, cell: Cell, paint: Paint) {
    let c = layout.cell_center(board, cell);
    painter.add(Shape::convex_polygon(
        layout.hex_corners(c, 0.9).to_vec(),
        Color32::TRANSPARENT,
        Stroke::new(layout.radius * 0.09, paint_color(paint)),
    ));
}

/// The king in check on `cell`.
pub fn paint_check(
    painter: &Painter,
    board: &Board,
    layout: &BoardLayout,
    palette: &Palette,
    cell: Cell,
    look: CheckLook,
) {
    let c = layout.cell_center(board, cell);
    match look {
        CheckLook::Glow => {
            for (i, alpha) in [(0, 0.55), (1, 0.3), (2, 0.15)] {
                let scale = 1.0 - 0.12 * i as f32;
                painter.add(Shape::convex_polygon(
                    layout.hex_corners(c, scale).to_vec(),
                    Color32::TRANSPARENT,
                    Stroke::new(layout.radius * 0.14, palette.check.gamma_multiply(alpha)),
                ));
            }
            painter.add(Shape::convex_polygon(
                layout.hex_corners(c, 0.98).to_vec(),
                palette.check.gamma_multiply(0.35),
                Stroke::NONE,
            ));
        }
        CheckLook::Tint => {
            painter.add(Shape::convex_polygon(
                layout.hex_corners(c, 0.96).to_vec(),
                palette.check.gamma_multiply(0.35),
                Stroke::new(layout.radius * 0.12, palette.check.gamma_multiply(0.6)),
            ));
        }
    }
}

/// The outline and tint of the selected piece's hex.
pub fn paint_selected_hex(painter: &Painter, board: &Board, layout: &BoardLayout, palette: &Palette, cell: Cell) {
    let c = layout.cell_center(board, cell);
    painter.add(Shape::convex_polygon(
        layout.hex_corners(c, 0.9).to_vec(),
        palette.selected.gamma_multiply(0.25),
        Stroke::new(layout.radius * 0.1, palette.selected),
    ));
}

/// A move target: a dot for a quiet move, a ring for a capture.
pub fn paint_target(
    painter: &Painter,
    board: &Board,
    layout: &BoardLayout,
    palette: &Palette,
    cell: Cell,
    capture: bool,
) {
    let c = layout.cell_center(board, cell);
    if capture {
        painter.add(Shape::circle_stroke(c, layout.radius * 0.72, Stroke::new(layout.radius * 0.12, palette.capture)));
    } else {
        painter.add(Shape::circle_filled(c, layout.radius * 0.22, palette.target));
    }
}

/// An arrow from the centre of one hex to the centre of another: a shaft and a head.
pub fn paint_arrow(painter: &Painter, a: Pos2, b: Pos2, radius: f32, color: Color32) {
    let d = b - a;
    let len = d.length();
    if len < 1.0 {
        return;
    }
    let dir = d / len;
    let normal = egui::vec2(-dir.y, dir.x);
    let head = (radius * 0.75).min(len * 0.6);
    // Clear of the piece on the start hex, so it stays readable under the arrow.
    let start = a + dir * radius * 0.55;
    let tip = b - dir * radius * 0.2;
    let base = tip - dir * head;
    let w = radius * 0.2;
    painter.add(Shape::convex_polygon(
        vec![start + normal * w / 2.0, base + normal * w / 2.0, base - normal * w / 2.0, start - normal * w / 2.0],
        color,
        Stroke::NONE,
    ));
    painter.add(Shape::convex_polygon(
        vec![tip, base - normal * head * 0.55, base + normal * head * 0.55],
        color,
        Stroke::NONE,
    ));
}

/// The coordinate labels ([`super::coordinates`]) in the palette's colour.
pub fn paint_coordinates(painter: &Painter, board: &Board, layout: &BoardLayout, palette: &Palette) {
    let font = FontId::proportional(label_font_size(layout.radius));
    for label in coordinate_labels(board) {
        painter.text(label_point(layout, label.hex), Align2::CENTER_CENTER, label.text, font.clone(), palette.coords);
    }
}
