//! A board for the editor and the lesson player: any pieces (also of an illegal setup), marked
//! hexes and arrows, a selection with its targets, and both mouse buttons. Hexes are widgets
//! labelled with their cell names, as on the game board.

use egui::{Color32, Id, LayerId, Order, Pos2, Rect, Role as A11yRole, Sense, Shape, Stroke, Ui, WidgetInfo};

use crate::lesson::Paint;
use crate::rules::{Cell, Piece, Variant};

use super::super::board_view::{blend, paint_coordinates, paint_selected_hex, shade_index};
use super::super::layout::{BoardLayout, Orientation};
use super::super::pieces::paint_piece;
use super::super::seat::Seat;
use super::super::theme::Palette;

/// What to draw.
pub struct BoardScene<'a> {
    /// The variant (its board).
    pub variant: &'static Variant,
    /// Whether the view is turned by 180° (White at the top).
    pub flipped: bool,
    /// The piece on each cell.
    pub piece_at: &'a dyn Fn(Cell) -> Option<Piece>,
    /// A piece lifted by a drag: not drawn at home, drawn under the pointer instead.
    pub lifted: Option<(Cell, Piece)>,
    /// The selected piece's cell.
    pub selected: Option<Cell>,
    /// Move targets, each with whether it captures.
    pub targets: Vec<(Cell, bool)>,
    /// The last move's cells.
    pub last_move: Option<(Cell, Cell)>,
    /// A king in check.
    pub check: Option<Cell>,
    /// Marked hexes.
    pub marks: Vec<(Cell, Paint)>,
    /// Arrows.
    pub arrows: Vec<(Cell, Cell, Paint)>,
    /// Whether to draw file letters and rank numbers.
    pub coordinates: bool,
}

/// What the pointer did on the board (cells as drawn, which are the rules core's cells).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardInput {
    /// A left click on a hex.
    Click(Cell),
    /// A right click on a hex.
    RightClick(Cell),
    /// A drag started on a hex, with the left (`right: false`) or right button.
    DragStart {
        /// Where it started.
        cell: Cell,
        /// Whether the right button drags.
        right: bool,
    },
    /// The pointer is over this hex while a drag goes on.
    DragOver(Cell),
    /// The drag ended over a hex, or off the board.
    DragEnd {
        /// Whether the right button dragged.
        right: bool,
        /// The hex under the pointer.
        at: Option<Cell>,
    },
}

/// The layout of the scene's board in `rect`.
pub fn scene_layout(variant: &Variant, flipped: bool, coordinates: bool, rect: Rect) -> BoardLayout {
    let margin = if coordinates { (rect.height().min(rect.width()) * 0.035).clamp(10.0, 28.0) } else { 4.0 };
    let orientation = Orientation { white_seat: Seat::Bottom, symmetry: variant.symmetry(), flipped };
    BoardLayout::fit(variant.board(), rect, margin, orientation)
}

/// The colour of a lesson paint.
pub fn paint_color(p: Paint) -> Color32 {
    let [r, g, b] = p.rgb();
    Color32::from_rgb(r, g, b)
}

/// Draws the scene into `rect` and returns what the pointer did.
pub fn board_canvas(ui: &Ui, scene: &BoardScene<'_>, rect: Rect, palette: &Palette) -> Vec<BoardInput> {
    let board = scene.variant.board();
    let layout = scene_layout(scene.variant, scene.flipped, scene.coordinates, rect);
    let painter = ui.painter_at(rect);
    let mut out = Vec::new();
    let pointer_cell = || ui.input(|i| i.pointer.interact_pos()).and_then(|p| layout.cell_at(board, p));

    let mut shapes = Vec::with_capacity(board.cell_count() * 2);
    for cell in board.cells() {
        let center = layout.cell_center(board, cell);
        let mut fill = palette.hexes[shade_index(board.shade(cell))];
        if scene.last_move.is_some_and(|(a, b)| a == cell || b == cell) {
            fill = blend(fill, palette.brass, 0.6);
        }
        if let Some((_, p)) = scene.marks.iter().find(|(c, _)| *c == cell) {
            fill = blend(fill, paint_color(*p), 0.55);
        }
        shapes.push(Shape::convex_polygon(
            layout.hex_corners(center, 1.0).to_vec(),
            fill,
            Stroke::new(1.0, palette.hex_line),
        ));
        let resp = ui.interact(layout.hit_rect(center), Id::unique(("editor-hex", cell)), Sense::click_and_drag());
        let name = board.name(cell);
        resp.widget_info(|| WidgetInfo::labeled(A11yRole::Button, true, &name));
        if resp.clicked() {
            out.push(BoardInput::Click(pointer_cell().unwrap_or(cell)));
        }
        if resp.secondary_clicked() {
            out.push(BoardInput::RightClick(pointer_cell().unwrap_or(cell)));
        }
        if resp.drag_started() {
            let right = resp.drag_started_by(egui::PointerButton::Secondary);
            out.push(BoardInput::DragStart { cell, right });
        }
        if resp.dragged()
            && let Some(over) = pointer_cell()
        {
            out.push(BoardInput::DragOver(over));
        }
        if resp.drag_stopped() {
            let right = resp.drag_stopped_by(egui::PointerButton::Secondary);
            out.push(BoardInput::DragEnd { right, at: pointer_cell() });
        }
    }
    painter.extend(shapes);

    for (cell, p) in &scene.marks {
        let c = layout.cell_center(board, *cell);
        painter.add(Shape::convex_polygon(
            layout.hex_corners(c, 0.9).to_vec(),
            Color32::TRANSPARENT,
            Stroke::new(layout.radius * 0.09, paint_color(*p)),
        ));
    }
    if let Some(k) = scene.check {
        let c = layout.cell_center(board, k);
        painter.add(Shape::convex_polygon(
            layout.hex_corners(c, 0.96).to_vec(),
            palette.check.gamma_multiply(0.35),
            Stroke::new(layout.radius * 0.12, palette.check.gamma_multiply(0.6)),
        ));
    }
    if let Some(s) = scene.selected {
        paint_selected_hex(&painter, board, &layout, palette, s);
    }

    let size = layout.radius * 1.35;
    for cell in board.cells() {
        if scene.lifted.is_some_and(|(c, _)| c == cell) {
            continue;
        }
        if let Some(piece) = (scene.piece_at)(cell) {
            paint_piece(&painter, layout.cell_center(board, cell), size, piece, palette, false);
        }
    }
    for (cell, capture) in &scene.targets {
        let c = layout.cell_center(board, *cell);
        if *capture {
            painter.add(Shape::circle_stroke(
                c,
                layout.radius * 0.72,
                Stroke::new(layout.radius * 0.12, palette.capture),
            ));
        } else {
            painter.add(Shape::circle_filled(c, layout.radius * 0.22, palette.target));
        }
    }
    for (from, to, p) in &scene.arrows {
        let (a, b) = (layout.cell_center(board, *from), layout.cell_center(board, *to));
        paint_arrow(&painter, a, b, layout.radius, paint_color(*p).gamma_multiply(0.75));
    }
    if scene.coordinates {
        paint_coordinates(&painter, board, &layout, palette);
    }
    if let Some((_, piece)) = scene.lifted
        && let Some(p) = ui.input(|i| i.pointer.latest_pos())
    {
        let top = ui.ctx().layer_painter(LayerId::new(Order::Tooltip, Id::unique("editor-lifted-piece")));
        paint_piece(&top, p, size * 1.15, piece, palette, false);
    }
    out
}

/// An arrow from the centre of one hex to the centre of another: a shaft and a head.
pub fn paint_arrow(painter: &egui::Painter, a: Pos2, b: Pos2, radius: f32, color: Color32) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::script::builtin_variant;

    #[test]
    fn flipping_turns_the_layout_half_round() {
        let v = builtin_variant("glinski").unwrap();
        let rect = Rect::from_min_size(Pos2::ZERO, egui::vec2(600.0, 600.0));
        let plain = scene_layout(v, false, true, rect);
        let flipped = scene_layout(v, true, true, rect);
        let f1 = v.board().parse_cell("f1").unwrap();
        let a = plain.cell_center(v.board(), f1);
        let b = flipped.cell_center(v.board(), f1);
        assert!(a.y > rect.center().y && b.y < rect.center().y);
        assert!(((a - rect.center()) + (b - rect.center())).length() < 0.01);
    }
}
