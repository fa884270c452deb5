//! Panels over the board: the board dimmed behind them, a panel turned to face one player, and
//! the half of the board area in front of each player (for what both must read).

use egui::{Rect, Stroke, Ui, Vec2, pos2, vec2};

use super::canvas::SeatCanvas;
use super::theme::Palette;
use crate::gui::model::seat::Seat;

/// Dims `area` (the board behind a panel) with the background colour at `alpha`.
pub fn dim(ui: &Ui, area: Rect, palette: &Palette, alpha: f32) {
    ui.painter().rect_filled(area, 0, palette.background.gamma_multiply(alpha));
}

/// A panel of `size` (at most `within`'s size less a small border) centred in `within`, facing
/// `seat`, with its face and edge drawn.
pub fn centred_panel(ui: &Ui, palette: Palette, seat: Seat, within: Rect, size: Vec2) -> SeatCanvas {
    centred_panel_facing(ui, palette, seat, seat, within, size)
}

/// [`centred_panel`] facing the screen edge `edge` (where `seat`'s console is while the view is
/// flipped).
pub fn centred_panel_facing(ui: &Ui, palette: Palette, seat: Seat, edge: Seat, within: Rect, size: Vec2) -> SeatCanvas {
    let size = size.min(within.size() - vec2(8.0, 8.0));
    let cv = SeatCanvas::facing(seat, edge, Rect::from_center_size(within.center(), size), palette);
    paint_face(ui, &cv);
    cv
}

/// Paints a panel's face and its accent edge over the whole canvas.
pub fn paint_face(ui: &Ui, cv: &SeatCanvas) {
    let painter = ui.painter();
    cv.fill(painter, cv.local_rect(), 10.0, cv.palette.panel);
    cv.outline(painter, cv.local_rect(), 10.0, Stroke::new(2.0, cv.palette.accent));
}

/// A strip on its reader's right of a board (a level's or a puzzle's panel), facing the screen
/// edge `edge`, and the board's rectangle beside it: `(strip, board)`. The strip takes 30 % of
/// the width, between 260 and 360 points.
pub fn strip_beside(area: Rect, edge: Seat) -> (Rect, Rect) {
    let w = (area.width() * 0.3).clamp(260.0, 360.0);
    match edge {
        Seat::Bottom => (
            Rect::from_min_max(pos2(area.max.x - w, area.min.y), area.max),
            Rect::from_min_max(area.min, pos2(area.max.x - w, area.max.y)),
        ),
        Seat::Top => (
            Rect::from_min_max(area.min, pos2(area.min.x + w, area.max.y)),
            Rect::from_min_max(pos2(area.min.x + w, area.min.y), area.max),
        ),
    }
}

/// The half of `area` in front of `seat`: the lower half for the bottom player, the upper half
/// for the player opposite.
pub fn half_facing(area: Rect, seat: Seat) -> Rect {
    match seat {
        Seat::Bottom => Rect::from_min_max(pos2(area.min.x, area.center().y), area.max),
        Seat::Top => Rect::from_min_max(area.min, pos2(area.max.x, area.center().y)),
    }
}
