//! The board: hexes in three shades, highlights, pieces, coordinates; every hex is a widget
//! labelled with its cell name, and both clicking and dragging move pieces.

use egui::{Align2, Color32, FontId, Id, Painter, Pos2, Rect, Role, Sense, Shape, Stroke, Ui, WidgetInfo};

use crate::rules::{Board, Cell, Direction, Hex, Shade};

use super::app::HexApp;
use super::command::Command;
use super::layout::BoardLayout;
use super::pieces::paint_piece;
use super::theme::Palette;
use super::view::GLIDE_SECONDS;

pub(super) fn shade_index(shade: Shade) -> usize {
    match shade {
        Shade::Light => 0,
        Shade::Mid => 1,
        Shade::Dark => 2,
    }
}

/// The layout of the board in `rect` as currently displayed.
pub fn board_layout(app: &HexApp, rect: Rect) -> BoardLayout {
    let session = app.shown_session(); // the reviewed game in review mode
    let board = session.variant().board();
    let margin =
        if app.settings.coordinates { (rect.height().min(rect.width()) * 0.035).clamp(10.0, 28.0) } else { 4.0 };
    BoardLayout::fit(board, rect, margin, session.orientation(app.view.flipped))
}

/// Draws the board into `rect` and returns what the players did.
pub fn board_ui(ui: &Ui, app: &HexApp, rect: Rect, now: f64, interactive: bool) -> Vec<Command> {
    let mut commands = Vec::new();
    let session = app.shown_session(); // the reviewed game in review mode
    let variant = session.variant();
    let board = variant.board();
    let layout = board_layout(app, rect);
    let palette = Palette::of(app.settings.theme);
    let painter = ui.painter_at(rect);
    let pos = session.position();
    let targets = app.targets();
    let selected = app.selected_cell();
    let last = session.last_move();
    let checked = session.checked_king();
    let glide = app.view.glide;
    let dragging = app.view.dragging;

    // Hexes, with their widgets.
    let mut shapes = Vec::with_capacity(board.cell_count() * 2);
    for cell in board.cells() {
        let center = layout.cell_center(board, cell);
        let mut fill = palette.hexes[shade_index(board.shade(cell))];
        if last.is_some_and(|m| m.from == cell || m.to == cell) {
            fill = blend(fill, palette.brass, 0.6);
        }
        shapes.push(Shape::convex_polygon(
            layout.hex_corners(center, 1.0).to_vec(),
            fill,
            Stroke::new(1.0, palette.hex_line),
        ));
        if interactive {
            let resp = ui.interact(layout.hit_rect(center), Id::unique(("hex", cell)), Sense::click_and_drag());
            let name = board.name(cell);
            resp.widget_info(|| WidgetInfo::labeled(Role::Button, true, &name));
            if resp.clicked() {
                let at = resp.interact_pointer_pos().and_then(|p| layout.cell_at(board, p)).unwrap_or(cell);
                commands.push(Command::Cell(at));
            }
            if resp.drag_started() {
                commands.push(Command::DragStart(cell));
            }
            if resp.drag_stopped() {
                let at = ui.input(|i| i.pointer.interact_pos()).and_then(|p| layout.cell_at(board, p));
                commands.push(Command::DragEnd(at));
            }
        }
    }
    painter.extend(shapes);

    // The king in check glows red.
    if let Some(k) = checked {
        let c = layout.cell_center(board, k);
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

    // The selected piece's hex.
    if let Some(s) = selected {
        paint_selected_hex(&painter, board, &layout, &palette, s);
    }

    // Pieces.
    let piece_size = layout.radius * 1.35;
    for cell in pos.occupied() {
        let Some(piece) = pos.piece_at(cell) else { continue };
        if glide.is_some_and(|g| g.to == cell) || dragging == Some(cell) {
            continue;
        }
        paint_piece(&painter, layout.cell_center(board, cell), piece_size, piece, &palette, false);
    }
    if let Some(from) = dragging {
        // A faint mark stays home while the piece follows the pointer.
        let home = layout.cell_center(board, from);
        painter.add(Shape::circle_filled(home, layout.radius * 0.3, palette.selected.gamma_multiply(0.3)));
    }

    // Move targets: a dot for a quiet move, a ring for a capture.
    for (cell, mv) in &targets {
        let c = layout.cell_center(board, *cell);
        let capture = pos.piece_at(*cell).is_some() || mv.kind == crate::rules::MoveKind::EnPassant;
        if capture {
            painter.add(Shape::circle_stroke(
                c,
                layout.radius * 0.72,
                Stroke::new(layout.radius * 0.12, palette.capture),
            ));
        } else {
            painter.add(Shape::circle_filled(c, layout.radius * 0.22, palette.target));
        }
    }

    if let Some(g) = glide {
        let t = ((now - g.start) / GLIDE_SECONDS).clamp(0.0, 1.0) as f32;
        let eased = 1.0 - (1.0 - t) * (1.0 - t);
        let a = layout.cell_center(board, g.from);
        let b = layout.cell_center(board, g.to);
        paint_piece(&painter, a + (b - a) * eased, piece_size, g.piece, &palette, false);
        if t < 1.0 {
            ui.ctx().request_repaint();
        }
    }

    if app.settings.coordinates {
        paint_coordinates(&painter, board, &layout, &palette);
    }

    // The dragged piece, on top of everything, under the pointer.
    if let Some(from) = dragging
        && let Some(piece) = pos.piece_at(from)
        && let Some(p) = ui.input(|i| i.pointer.latest_pos())
    {
        let top = ui.ctx().layer_painter(egui::LayerId::new(egui::Order::Tooltip, Id::unique("drag-piece")));
        paint_piece(&top, p, piece_size * 1.15, piece, &palette, false);
    }

    commands
}

/// The outline and tint of the selected piece's hex (the game board and the editor's).
pub(super) fn paint_selected_hex(
    painter: &Painter,
    board: &Board,
    layout: &BoardLayout,
    palette: &Palette,
    cell: Cell,
) {
    let c = layout.cell_center(board, cell);
    painter.add(Shape::convex_polygon(
        layout.hex_corners(c, 0.9).to_vec(),
        palette.selected.gamma_multiply(0.25),
        Stroke::new(layout.radius * 0.1, palette.selected),
    ));
}

pub(super) fn blend(a: Color32, b: Color32, t: f32) -> Color32 {
    let mix = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    Color32::from_rgb(mix(a.r(), b.r()), mix(a.g(), b.g()), mix(a.b(), b.b()))
}

/// File letters below each file, rank numbers left of each rank.
pub(super) fn paint_coordinates(painter: &Painter, board: &Board, layout: &BoardLayout, palette: &Palette) {
    let font = FontId::proportional((layout.radius * 0.5).clamp(9.0, 20.0));
    let off_board = |h: Hex| board.cell_at(h).is_none();
    let label = |hex: Hex, text: &str| {
        let p: Pos2 = layout.hex_center(hex);
        // Pull labels halfway back towards the board so they hug its edge.
        let p = p + (layout.center - p).normalized() * layout.radius * 0.35;
        painter.text(p, Align2::CENTER_CENTER, text, font.clone(), palette.coords);
    };
    for file in board.files() {
        let first = Cell::new_unchecked(file.first_cell);
        label(board.hex(first).step(Direction::ALL[6]), &file.name);
    }
    let max_rank = board.cells().map(|c| board.rank_of(c)).max().unwrap_or(0);
    for rank in 1..=max_rank {
        let Some(leftmost) = board.cells().filter(|c| board.rank_of(*c) == rank).min_by_key(|c| board.file_of(*c))
        else {
            continue;
        };
        let h = board.hex(leftmost);
        let spot = [8usize, 10, 9].iter().map(|d| h.step(Direction::ALL[*d])).find(|x| off_board(*x));
        if let Some(spot) = spot {
            label(spot, &rank.to_string());
        }
    }
}
