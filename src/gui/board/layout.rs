//! Pure board geometry: where each cell of the rules core is drawn on screen, and which cell a
//! screen point falls in.
//!
//! Hexes are flat-topped: files are vertical columns one and a half radii apart, and a cell's
//! neighbour straight up is one hex height higher. Three transforms apply, in this order:
//! 1. the rules core's board (White at the bottom) is mapped onto the physical table by the
//!    variant's symmetry when the *top* seat plays White (a mirror across the horizontal axis for
//!    Gliński and McCooey, a half turn for Shafran);
//! 2. **Flip** turns the whole view by 180°;
//! 3. the board is scaled to fit the given screen rectangle.
//!
//! Each transform flips signs of the offset from the board's centre, so every one is its own
//! inverse and the mapping back from pixels is exact.

use egui::{Pos2, Rect, Vec2, pos2, vec2};

use crate::gui::model::orientation::Orientation;
use crate::rules::{Board, Cell, Hex};

/// The board fitted into a screen rectangle.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoardLayout {
    /// The screen point of the board's centre.
    pub center: Pos2,
    /// A hex's circumradius in points.
    pub radius: f32,
    q_center: f32,
    y_center: f32,
    parity: i32,
    signs: (f32, f32),
}

/// Height of a flat-topped hex per circumradius.
const SQRT3: f32 = 1.732_050_8;

impl BoardLayout {
    /// Fits `board` into `rect`, leaving `margin` points on every side (for coordinate labels).
    pub fn fit(board: &Board, rect: Rect, margin: f32, orientation: Orientation) -> BoardLayout {
        let files = board.files().len().max(1) as f32;
        let (min_y, max_y) = board.height_range();
        let half_heights = (max_y - min_y) as f32;
        // Width: (files-1)·1.5R + 2R; height: half_heights·(√3/2)R + √3R.
        let w_per_r = (files - 1.0) * 1.5 + 2.0;
        let h_per_r = half_heights * SQRT3 / 2.0 + SQRT3;
        let avail = (rect.size() - Vec2::splat(2.0 * margin)).max(Vec2::splat(1.0));
        let radius = (avail.x / w_per_r).min(avail.y / h_per_r).max(0.5);
        let parity = board.cells().next().map_or(0, |c| {
            let h = board.hex(c);
            (h.q as i32 + h.y as i32).rem_euclid(2)
        });
        BoardLayout {
            center: rect.center(),
            radius,
            q_center: (files - 1.0) / 2.0,
            y_center: (min_y as f32 + max_y as f32) / 2.0,
            parity,
            signs: orientation.signs(),
        }
    }

    /// The screen offset from the centre of a hex given in (fractional) core coordinates.
    fn offset(&self, q: f32, y: f32) -> Vec2 {
        let dx = (q - self.q_center) * 1.5 * self.radius;
        let dy = -(y - self.y_center) * SQRT3 / 2.0 * self.radius;
        vec2(dx * self.signs.0, dy * self.signs.1)
    }

    /// The screen centre of a hex in core coordinates.
    pub fn hex_center(&self, hex: Hex) -> Pos2 {
        self.center + self.offset(hex.q as f32, hex.y as f32)
    }

    /// The screen centre of a core cell.
    pub fn cell_center(&self, board: &Board, cell: Cell) -> Pos2 {
        self.hex_center(board.hex(cell))
    }

    /// The core cell under a screen point, if the point lies on the board.
    pub fn cell_at(&self, board: &Board, pos: Pos2) -> Option<Cell> {
        let d = pos - self.center;
        // Undo the sign flips (each is its own inverse), then the scaling.
        let (dx, dy) = (d.x * self.signs.0, d.y * self.signs.1);
        let qf = self.q_center + dx / (1.5 * self.radius);
        let yf = self.y_center - dy / (SQRT3 / 2.0 * self.radius);
        // The nearest lattice hex (on the board or not) owns the point.
        let mut best: Option<(f32, i32, i32)> = None;
        for q in (qf.round() as i32 - 1)..=(qf.round() as i32 + 1) {
            for y in (yf.floor() as i32 - 2)..=(yf.ceil() as i32 + 2) {
                if (q + y).rem_euclid(2) != self.parity {
                    continue;
                }
                let o = self.offset(q as f32, y as f32);
                let dist = (vec2(dx * self.signs.0, dy * self.signs.1) - o).length_sq();
                if best.is_none_or(|(b, _, _)| dist < b) {
                    best = Some((dist, q, y));
                }
            }
        }
        let (_, q, y) = best?;
        let hex = Hex { q: i8::try_from(q).ok()?, y: i8::try_from(y).ok()? };
        board.cell_at(hex)
    }

    /// The six corners of the flat-topped hex centred at `center`, scaled by `scale` (1 = full size).
    pub fn hex_corners(&self, center: Pos2, scale: f32) -> [Pos2; 6] {
        let r = self.radius * scale;
        let h = r * SQRT3 / 2.0;
        [
            pos2(center.x + r, center.y),
            pos2(center.x + r / 2.0, center.y + h),
            pos2(center.x - r / 2.0, center.y + h),
            pos2(center.x - r, center.y),
            pos2(center.x - r / 2.0, center.y - h),
            pos2(center.x + r / 2.0, center.y - h),
        ]
    }

    /// The click target of a hex: the rectangle that tiles the plane with its neighbours'.
    pub fn hit_rect(&self, center: Pos2) -> Rect {
        Rect::from_center_size(center, vec2(1.5 * self.radius, SQRT3 * self.radius))
    }

    /// The direction "up the board" on screen for the given seat's player (for labels).
    pub fn screen_up(&self) -> f32 {
        self.signs.1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::model::seat::Seat;
    use crate::rules::spec::{BoardSpec, Symmetry};

    fn glinski() -> Board {
        Board::new(&BoardSpec::regular_hexagon(6)).unwrap()
    }

    fn layout(board: &Board, white_seat: Seat, symmetry: Symmetry, flipped: bool) -> BoardLayout {
        let rect = Rect::from_min_size(pos2(10.0, 20.0), vec2(800.0, 700.0));
        BoardLayout::fit(board, rect, 20.0, Orientation { white_seat, symmetry, flipped })
    }

    fn all_layouts(board: &Board) -> Vec<BoardLayout> {
        let mut v = Vec::new();
        for seat in [Seat::Bottom, Seat::Top] {
            for sym in [Symmetry::Mirror, Symmetry::Rotate] {
                for flipped in [false, true] {
                    v.push(layout(board, seat, sym, flipped));
                }
            }
        }
        v
    }

    #[test]
    fn every_cell_round_trips_through_its_centre_and_near_points() {
        let b = glinski();
        for l in all_layouts(&b) {
            for c in b.cells() {
                let p = l.cell_center(&b, c);
                assert_eq!(l.cell_at(&b, p), Some(c));
                // Points well inside the hex still map to it.
                for corner in l.hex_corners(p, 0.8) {
                    assert_eq!(l.cell_at(&b, corner), Some(c), "{} near corner", b.name(c));
                }
            }
        }
    }

    #[test]
    fn the_board_fits_its_rectangle_and_points_outside_are_off_board() {
        let b = glinski();
        let l = layout(&b, Seat::Bottom, Symmetry::Mirror, false);
        let rect = Rect::from_min_size(pos2(10.0, 20.0), vec2(800.0, 700.0));
        for c in b.cells() {
            for p in l.hex_corners(l.cell_center(&b, c), 1.0) {
                assert!(rect.expand(0.01).contains(p), "{p:?}");
            }
        }
        assert_eq!(l.cell_at(&b, rect.left_top()), None);
        assert_eq!(l.cell_at(&b, pos2(-500.0, -500.0)), None);
    }

    #[test]
    fn white_at_the_bottom_puts_f1_below_f11_and_a_left_of_l() {
        let b = glinski();
        let l = layout(&b, Seat::Bottom, Symmetry::Mirror, false);
        let at = |n: &str| l.cell_center(&b, b.parse_cell(n).unwrap());
        assert!(at("f1").y > at("f11").y);
        assert!(at("a1").x < at("l1").x);
        assert!((at("f6") - l.center).length() < 0.01);
        // f2 is straight above f1, one hex height away.
        let d = at("f1") - at("f2");
        assert!(d.x.abs() < 0.01 && (d.y - SQRT3 * l.radius).abs() < 0.01);
    }

    #[test]
    fn flip_turns_the_view_by_half_a_turn() {
        let b = glinski();
        let plain = layout(&b, Seat::Bottom, Symmetry::Mirror, false);
        let flipped = layout(&b, Seat::Bottom, Symmetry::Mirror, true);
        for c in b.cells() {
            let p = plain.cell_center(&b, c);
            let q = flipped.cell_center(&b, c);
            assert!(((p - plain.center) + (q - flipped.center)).length() < 0.01);
        }
    }

    #[test]
    fn top_seat_white_mirrors_glinski() {
        let b = glinski();
        let mirror = layout(&b, Seat::Top, Symmetry::Mirror, false);
        let plain = layout(&b, Seat::Bottom, Symmetry::Mirror, false);
        let g1 = b.parse_cell("g1").unwrap();
        // Mirror: same file, opposite edge; White's king lands where Black's king starts (g10).
        let g10 = b.parse_cell("g10").unwrap();
        assert_eq!(plain.cell_at(&b, mirror.cell_center(&b, g1)), Some(g10));
        // Mirror and flip together swap left and right only.
        let both = layout(&b, Seat::Top, Symmetry::Mirror, true);
        let a1 = b.parse_cell("a1").unwrap();
        let l1 = b.parse_cell("l1").unwrap();
        assert_eq!(plain.cell_at(&b, both.cell_center(&b, a1)), Some(l1));
    }

    #[test]
    fn top_seat_white_turns_shafran_by_half_a_turn() {
        let shafran = crate::script::builtin_variant("shafran").expect("built-in Shafran");
        let b = shafran.board();
        assert_eq!(shafran.symmetry(), Symmetry::Rotate);
        let turn = layout(b, Seat::Top, Symmetry::Rotate, false);
        let plain = layout(b, Seat::Bottom, Symmetry::Rotate, false);
        let mut off_centre = 0;
        for c in b.cells() {
            // Every cell is drawn at its point reflection through the board's centre ...
            let (p, q) = (plain.cell_center(b, c) - plain.center, turn.cell_center(b, c) - turn.center);
            assert!((p + q).length() < 0.01, "{}", b.name(c));
            // ... which, off the centre file, is not where a mirror would draw it.
            if p.x.abs() > 1.0 {
                off_centre += 1;
                assert!((q.x - p.x).abs() > 1.0, "{}", b.name(c));
            }
            // And the turned board's hex there is a cell of the board (the board is symmetric).
            assert!(plain.cell_at(b, turn.cell_center(b, c)).is_some(), "{}", b.name(c));
        }
        assert!(off_centre > 50);
    }
}
