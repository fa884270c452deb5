//! The keyboard cursor on a board: which hex an arrow key leads to, in screen terms, along the
//! board's own lines (user guide, "Playing by keyboard").
//!
//! Flat-topped hexes have six neighbours: straight up and down (along the file), and two on
//! each side, one half a hex higher and one half a hex lower. Up and Down go along the file.
//! Left and Right go sideways along a zigzag row: from a hex in an even screen column
//! (counted from the board's centre) they go to the upper side neighbour, from an odd one to
//! the lower one, so that pressing Right twice ends at the same height and Left undoes Right.
//! With Shift held, Left and Right take the other side neighbour. A step off the board tries
//! the other side neighbour before giving up. Everything is measured on screen, so the keys
//! move the same way whichever seat plays White and whether or not the view is flipped.

use egui::{Key, Modifiers, Vec2, vec2};

use super::layout::BoardLayout;
use crate::rules::{Board, Cell};

/// Height of a flat-topped hex per circumradius.
const SQRT3: f32 = 1.732_050_8;

/// The hex an arrow key moves the cursor to from `from`, or `None` (not an arrow key, or the
/// board ends there).
pub fn cursor_step(board: &Board, layout: &BoardLayout, from: Cell, key: Key, modifiers: Modifiers) -> Option<Cell> {
    let r = layout.radius;
    let center = layout.cell_center(board, from);
    let at = |d: Vec2| layout.cell_at(board, center + d).filter(|c| *c != from);
    let up = vec2(0.0, -SQRT3 * r);
    let column = ((center.x - layout.center.x) / (1.5 * r)).round() as i32;
    let even = column.rem_euclid(2) == 0;
    let side = |dx: f32, upper: bool| {
        let (first, second) = if upper { (-0.5, 0.5) } else { (0.5, -0.5) };
        at(vec2(dx * 1.5 * r, first * SQRT3 * r)).or_else(|| at(vec2(dx * 1.5 * r, second * SQRT3 * r)))
    };
    // From an even column both go up, from an odd one down: Right then Left comes back.
    let upper = even != modifiers.shift;
    match key {
        Key::ArrowUp => at(up),
        Key::ArrowDown => at(-up),
        Key::ArrowRight => side(1.0, upper),
        Key::ArrowLeft => side(-1.0, upper),
        _ => None,
    }
}

/// The cell a keyboard cursor starts on: the hex nearest the board's centre.
pub fn home_cell(board: &Board, layout: &BoardLayout) -> Option<Cell> {
    layout.cell_at(board, layout.center).or_else(|| board.cells().next())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::model::orientation::Orientation;
    use crate::gui::model::seat::Seat;
    use crate::rules::spec::Symmetry;
    use crate::script::builtin_variant;
    use egui::{Rect, pos2};

    fn layout(board: &Board, white_seat: Seat, flipped: bool) -> BoardLayout {
        let rect = Rect::from_min_size(pos2(0.0, 0.0), vec2(800.0, 700.0));
        BoardLayout::fit(board, rect, 20.0, Orientation { white_seat, symmetry: Symmetry::Mirror, flipped })
    }

    fn step(board: &Board, l: &BoardLayout, from: &str, key: Key, shift: bool) -> Option<String> {
        let m = if shift { Modifiers::SHIFT } else { Modifiers::NONE };
        cursor_step(board, l, board.parse_cell(from)?, key, m).map(|c| board.name(c))
    }

    #[test]
    fn up_goes_up_on_screen_in_every_orientation() {
        let v = builtin_variant("glinski").unwrap();
        let b = v.board();
        for (seat, flipped) in [(Seat::Bottom, false), (Seat::Bottom, true), (Seat::Top, false), (Seat::Top, true)] {
            let l = layout(b, seat, flipped);
            for c in b.cells() {
                let here = l.cell_center(b, c);
                for (key, dir) in [(Key::ArrowUp, -1.0), (Key::ArrowDown, 1.0)] {
                    if let Some(n) = cursor_step(b, &l, c, key, Modifiers::NONE) {
                        let d = l.cell_center(b, n) - here;
                        assert!(d.x.abs() < 0.01 && d.y * dir > 0.0, "{key:?} from {}", b.name(c));
                    }
                }
                for (key, dir) in [(Key::ArrowRight, 1.0), (Key::ArrowLeft, -1.0)] {
                    for shift in [Modifiers::NONE, Modifiers::SHIFT] {
                        if let Some(n) = cursor_step(b, &l, c, key, shift) {
                            let d = l.cell_center(b, n) - here;
                            assert!(d.x * dir > 0.0 && d.length() < 2.0 * l.radius, "{key:?} from {}", b.name(c));
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn straight_up_follows_the_file_and_left_undoes_right() {
        let v = builtin_variant("glinski").unwrap();
        let b = v.board();
        let l = layout(b, Seat::Bottom, false);
        assert_eq!(step(b, &l, "f5", Key::ArrowUp, false).as_deref(), Some("f6"));
        assert_eq!(step(b, &l, "f11", Key::ArrowUp, false), None);
        let flipped = layout(b, Seat::Bottom, true);
        assert_eq!(step(b, &flipped, "f5", Key::ArrowUp, false).as_deref(), Some("f4"));
        // Right twice keeps the height; Left undoes Right; Shift takes the other neighbour.
        let y = |n: &str| l.cell_center(b, b.parse_cell(n).unwrap()).y;
        let r1 = step(b, &l, "f6", Key::ArrowRight, false).unwrap();
        let r2 = step(b, &l, &r1, Key::ArrowRight, false).unwrap();
        assert!((y(&r2) - y("f6")).abs() < 0.01 && (y(&r1) - y("f6")).abs() > 1.0);
        assert_eq!(step(b, &l, &r1, Key::ArrowLeft, false).as_deref(), Some("f6"));
        let s1 = step(b, &l, "f6", Key::ArrowRight, true).unwrap();
        assert!(s1 != r1 && (y(&s1) - y(&r1)).abs() > 1.0);
    }

    #[test]
    fn every_hex_is_reachable_from_home() {
        let v = builtin_variant("glinski").unwrap();
        let b = v.board();
        let l = layout(b, Seat::Top, true);
        let start = home_cell(b, &l).unwrap();
        let mut seen = vec![start];
        let mut i = 0;
        while i < seen.len() {
            for key in [Key::ArrowUp, Key::ArrowDown, Key::ArrowLeft, Key::ArrowRight] {
                for m in [Modifiers::NONE, Modifiers::SHIFT] {
                    if let Some(n) = cursor_step(b, &l, seen[i], key, m)
                        && !seen.contains(&n)
                    {
                        seen.push(n);
                    }
                }
            }
            i += 1;
        }
        assert_eq!(seen.len(), b.cell_count());
    }
}
