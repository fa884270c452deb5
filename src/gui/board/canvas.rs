//! The board widget, for the game, the editor and the lesson player: any pieces (also of an
//! illegal setup), the last move, a king in check, a selection with its targets, marked hexes
//! and arrows, a gliding or lifted piece. While it takes the pointer, every hex is a widget
//! labelled with its cell name, its piece and its state ([`hex_label`]), and it reports what
//! both mouse buttons did as [`BoardInput`]s. One hex at a time takes keyboard focus (Tab
//! reaches it): the arrow keys move that focus along the board's lines ([`cursor_step`]), a
//! ring marks it, and Enter or Space clicks it.

use egui::{EventFilter, Id, Key, LayerId, Order, Rect, Role as A11yRole, Sense, Shape, Stroke, Ui, WidgetInfo};

use crate::lesson::Paint;
use crate::rules::{Cell, Piece, Variant};

use super::coordinates::fit_board;
use super::cursor::{cursor_step, home_cell};
use super::labels::{HexState, hex_label};
use super::layout::BoardLayout;
use super::paint::{
    CheckLook, hex_fill, paint_arrow, paint_check, paint_color, paint_coordinates, paint_mark, paint_selected_hex,
    paint_target,
};
use super::pieces::paint_piece;
use crate::gui::kit::canvas::FOCUS_RING_WIDTH;
use crate::gui::kit::theme::Palette;
use crate::gui::model::orientation::Orientation;

/// A piece on its way from one hex to another after a move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GlidingPiece {
    /// The piece as it lands.
    pub piece: Piece,
    /// Where it comes from.
    pub from: Cell,
    /// Where it lands (the piece there is drawn gliding instead).
    pub to: Cell,
    /// How far it has come, 0 to 1.
    pub progress: f32,
}

/// What to draw.
pub struct BoardScene<'a> {
    /// The variant (its board).
    pub variant: &'static Variant,
    /// How the board lies on screen.
    pub orientation: Orientation,
    /// The piece on each cell.
    pub piece_at: &'a dyn Fn(Cell) -> Option<Piece>,
    /// A piece lifted by a drag: not drawn at home, drawn under the pointer instead.
    pub lifted: Option<(Cell, Piece)>,
    /// Whether a faint mark stays on the lifted piece's home hex.
    pub mark_lifted_home: bool,
    /// A piece gliding to its new hex.
    pub gliding: Option<GlidingPiece>,
    /// The selected piece's cell.
    pub selected: Option<Cell>,
    /// Move targets, each with whether it captures.
    pub targets: Vec<(Cell, bool)>,
    /// The last move's cells.
    pub last_move: Option<(Cell, Cell)>,
    /// A king in check, and how it is shown.
    pub check: Option<(Cell, CheckLook)>,
    /// Marked hexes.
    pub marks: Vec<(Cell, Paint)>,
    /// Arrows.
    pub arrows: Vec<(Cell, Cell, Paint)>,
    /// Whether to draw file letters and rank numbers.
    pub coordinates: bool,
    /// While the board takes the pointer: the name its hex widgets' ids are made from.
    pub input: Option<&'static str>,
}

impl<'a> BoardScene<'a> {
    /// A board showing `piece_at` and nothing else, not taking the pointer.
    pub fn new(
        variant: &'static Variant,
        orientation: Orientation,
        piece_at: &'a dyn Fn(Cell) -> Option<Piece>,
    ) -> Self {
        BoardScene {
            variant,
            orientation,
            piece_at,
            lifted: None,
            mark_lifted_home: false,
            gliding: None,
            selected: None,
            targets: Vec::new(),
            last_move: None,
            check: None,
            marks: Vec::new(),
            arrows: Vec::new(),
            coordinates: false,
            input: None,
        }
    }

    /// The board's layout in `rect`.
    pub fn layout(&self, rect: Rect) -> BoardLayout {
        fit_board(self.variant.board(), rect, self.coordinates, self.orientation)
    }
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

/// Draws the scene into `rect` and returns what the pointer did.
pub fn board_ui(ui: &Ui, scene: &BoardScene<'_>, rect: Rect, palette: &Palette) -> Vec<BoardInput> {
    let board = scene.variant.board();
    let layout = scene.layout(rect);
    let painter = ui.painter_at(rect);
    let mut out = Vec::new();

    let mut shapes = Vec::with_capacity(board.cell_count() * 2);
    let cursor_id = Id::unique((scene.input, "board-cursor"));
    let cursor = scene.input.and_then(|_| {
        let kept: Option<Cell> = ui.data(|d| d.get_temp(cursor_id));
        kept.filter(|c| board.cells().any(|x| x == *c)).or_else(|| home_cell(board, &layout))
    });
    let mut focused = None;
    let mut keys = HexKeys { cursor_id, cursor, moved: false };
    for cell in board.cells() {
        let center = layout.cell_center(board, cell);
        let last = scene.last_move.is_some_and(|(a, b)| a == cell || b == cell);
        let mark = scene.marks.iter().find(|(c, _)| *c == cell).map(|(_, p)| *p);
        let fill = hex_fill(palette, board.shade(cell), last, mark);
        shapes.push(Shape::convex_polygon(
            layout.hex_corners(center, 1.0).to_vec(),
            fill,
            Stroke::new(1.0, palette.hex_line),
        ));
        if let Some(salt) = scene.input
            && hex_input(ui, &layout, scene, cell, salt, &mut keys, &mut out)
        {
            focused = Some(cell);
        }
    }
    painter.extend(shapes);

    for (cell, p) in &scene.marks {
        paint_mark(&painter, board, &layout, *cell, *p);
    }
    if let Some((k, look)) = scene.check {
        paint_check(&painter, board, &layout, palette, k, look);
    }
    if let Some(s) = scene.selected {
        paint_selected_hex(&painter, board, &layout, palette, s);
    }
    paint_pieces(&painter, scene, &layout, palette);
    for (cell, capture) in &scene.targets {
        paint_target(&painter, board, &layout, palette, *cell, *capture);
    }
    if let Some(g) = scene.gliding {
        let eased = 1.0 - (1.0 - g.progress) * (1.0 - g.progress);
        let (a, b) = (layout.cell_center(board, g.from), layout.cell_center(board, g.to));
        paint_piece(&painter, a + (b - a) * eased, layout.radius * 1.35, g.piece, palette, false);
        if g.progress < 1.0 {
            ui.ctx().request_repaint();
        }
    }
    for (from, to, p) in &scene.arrows {
        let (a, b) = (layout.cell_center(board, *from), layout.cell_center(board, *to));
        paint_arrow(&painter, a, b, layout.radius, paint_color(*p).gamma_multiply(0.75));
    }
    if scene.coordinates {
        paint_coordinates(&painter, board, &layout, palette);
    }
    if let Some(cell) = focused {
        paint_focus_ring(&painter, &layout, palette, layout.cell_center(board, cell));
    }
    // The lifted piece, on top of everything, under the pointer.
    if let Some((_, piece)) = scene.lifted
        && let Some(p) = ui.input(|i| i.pointer.latest_pos())
    {
        let top = ui.ctx().layer_painter(LayerId::new(Order::Tooltip, Id::unique((scene.input, "lifted-piece"))));
        paint_piece(&top, p, layout.radius * 1.35 * 1.15, piece, palette, false);
    }
    out
}

/// The pieces at home (not the lifted or gliding one), and the faint mark a lifted piece leaves.
fn paint_pieces(painter: &egui::Painter, scene: &BoardScene<'_>, layout: &BoardLayout, palette: &Palette) {
    let board = scene.variant.board();
    let size = layout.radius * 1.35;
    let away = |cell: Cell| scene.lifted.is_some_and(|(c, _)| c == cell) || scene.gliding.is_some_and(|g| g.to == cell);
    for cell in board.cells() {
        if away(cell) {
            continue;
        }
        if let Some(piece) = (scene.piece_at)(cell) {
            paint_piece(painter, layout.cell_center(board, cell), size, piece, palette, false);
        }
    }
    if let (Some((from, _)), true) = (scene.lifted, scene.mark_lifted_home) {
        let home = layout.cell_center(board, from);
        painter.add(Shape::circle_filled(home, layout.radius * 0.3, palette.selected.gamma_multiply(0.3)));
    }
}

/// The keyboard focus ring around the hex centred at `center`.
pub fn paint_focus_ring(painter: &egui::Painter, layout: &BoardLayout, palette: &Palette, center: egui::Pos2) {
    let corners = layout.hex_corners(center, 0.94).to_vec();
    painter.add(Shape::closed_line(corners, Stroke::new(FOCUS_RING_WIDTH, palette.focus)));
}

/// The board's keyboard state during one frame.
struct HexKeys {
    /// Where the board keeps its cursor between frames.
    cursor_id: Id,
    /// The cursor: the one hex Tab stops at.
    cursor: Option<Cell>,
    /// An arrow key has moved the focus this frame (the hex it went to must not move it on).
    moved: bool,
}

/// The spoken label of a hex in `scene`.
fn scene_label(scene: &BoardScene<'_>, cell: Cell) -> String {
    let state = HexState {
        selected: scene.selected == Some(cell),
        target: scene.targets.iter().find(|(c, _)| *c == cell).map(|(_, capture)| *capture),
        check: scene.check.is_some_and(|(k, _)| k == cell),
    };
    hex_label(&scene.variant.board().name(cell), (scene.piece_at)(cell), state)
}

/// One hex's widget: labelled with the cell's name, piece and state, taking clicks and drags of
/// both buttons, and the arrow keys, Enter and Space while it has keyboard focus. Returns
/// whether it has the focus.
fn hex_input(
    ui: &Ui,
    layout: &BoardLayout,
    scene: &BoardScene<'_>,
    cell: Cell,
    salt: &str,
    keys: &mut HexKeys,
    out: &mut Vec<BoardInput>,
) -> bool {
    let board = scene.variant.board();
    let center = layout.cell_center(board, cell);
    let pointer_cell = || ui.input(|i| i.pointer.interact_pos()).and_then(|p| layout.cell_at(board, p));
    let id = Id::unique((salt, cell));
    // Only the cursor takes focus (a hex without it would drop a focus that an arrow just gave).
    let focusable = keys.cursor == Some(cell) || ui.memory(|m| m.has_focus(id));
    let sense = if focusable { Sense::click_and_drag() } else { Sense::CLICK | Sense::DRAG };
    let resp = ui.interact(layout.hit_rect(center), id, sense);
    resp.widget_info(|| WidgetInfo::labeled(A11yRole::Button, true, scene_label(scene, cell)));
    let focused = resp.has_focus();
    let by_key = focused && ui.input(|i| i.key_pressed(Key::Enter) || i.key_pressed(Key::Space));
    if resp.clicked() {
        let at = if by_key { cell } else { pointer_cell().unwrap_or(cell) };
        ui.data_mut(|d| d.insert_temp(keys.cursor_id, at));
        out.push(BoardInput::Click(at));
    }
    if focused && !keys.moved {
        let arrows = EventFilter { horizontal_arrows: true, vertical_arrows: true, ..EventFilter::default() };
        ui.memory_mut(|m| m.set_focus_lock_filter(id, arrows));
        ui.data_mut(|d| d.insert_temp(keys.cursor_id, cell));
        let pressed = ui.input(|i| {
            [Key::ArrowUp, Key::ArrowDown, Key::ArrowLeft, Key::ArrowRight]
                .into_iter()
                .find(|k| i.key_pressed(*k))
                .map(|k| (k, i.modifiers))
        });
        if let Some(next) = pressed.and_then(|(k, m)| cursor_step(board, layout, cell, k, m)) {
            ui.data_mut(|d| d.insert_temp(keys.cursor_id, next));
            ui.memory_mut(|m| m.request_focus(Id::unique((salt, next))));
            keys.moved = true;
            ui.ctx().request_repaint();
        }
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
    focused
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::model::seat::Seat;
    use crate::script::builtin_variant;
    use egui::Pos2;

    #[test]
    fn flipping_turns_the_layout_half_round() {
        let v = builtin_variant("glinski").unwrap();
        let rect = Rect::from_min_size(Pos2::ZERO, egui::vec2(600.0, 600.0));
        let at = |flipped| {
            let orientation = Orientation { white_seat: Seat::Bottom, symmetry: v.symmetry(), flipped };
            fit_board(v.board(), rect, true, orientation)
        };
        let (plain, flipped) = (at(false), at(true));
        let f1 = v.board().parse_cell("f1").unwrap();
        let a = plain.cell_center(v.board(), f1);
        let b = flipped.cell_center(v.board(), f1);
        assert!(a.y > rect.center().y && b.y < rect.center().y);
        assert!(((a - rect.center()) + (b - rect.center())).length() < 0.01);
    }
}
