//! Where the coordinate labels go: a file letter below each file and a rank number left of each
//! rank (and right of it too where the files start on different ranks at the two ends, as on
//! Shafran's board). No two labels share a spot, and [`fit_board`] leaves a margin every label
//! fits in.

use egui::{Pos2, Rect, Vec2};

use crate::gui::model::orientation::Orientation;
use crate::rules::{Board, Cell, Direction, Hex};

use super::layout::BoardLayout;

/// The layout of `board` in `rect` as the app draws it: a margin for the coordinate labels when
/// they are shown, a thin one otherwise.
pub fn fit_board(board: &Board, rect: Rect, coordinates: bool, orientation: Orientation) -> BoardLayout {
    if !coordinates {
        return BoardLayout::fit(board, rect, 4.0, orientation);
    }
    // The margin depends on the radius it leaves: a fixed point, reached in a few steps since
    // each step shrinks the error by the margin's small share of the board's size.
    let mut layout = BoardLayout::fit(board, rect, 0.0, orientation);
    for _ in 0..4 {
        layout = BoardLayout::fit(board, rect, label_margin(layout.radius), orientation);
    }
    layout
}

/// One coordinate label: the off-board hex it stands for and its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoordinateLabel {
    /// The off-board hex next to the file's or rank's end cell.
    pub hex: Hex,
    /// The file's letter or the rank's number.
    pub text: String,
}

/// The labels of `board`: files first (left to right), then ranks (bottom to top).
pub fn coordinate_labels(board: &Board) -> Vec<CoordinateLabel> {
    let off_board = |h: Hex| board.cell_at(h).is_none();
    let mut labels: Vec<CoordinateLabel> = board
        .files()
        .iter()
        .map(|file| CoordinateLabel {
            hex: board.hex(Cell::new_unchecked(file.first_cell)).step(Direction::ALL[6]),
            text: file.name.clone(),
        })
        .collect();
    let files = board.files();
    let both_sides = match (files.first(), files.last()) {
        (Some(a), Some(z)) => {
            board.rank_of(Cell::new_unchecked(a.first_cell)) != board.rank_of(Cell::new_unchecked(z.first_cell))
        }
        _ => false,
    };
    let max_rank = board.cells().map(|c| board.rank_of(c)).max().unwrap_or(0);
    for rank in 1..=max_rank {
        let in_rank = || board.cells().filter(|c| board.rank_of(*c) == rank);
        let ends = [in_rank().min_by_key(|c| board.file_of(*c)), in_rank().max_by_key(|c| board.file_of(*c))];
        // Left of the leftmost cell (8, 10 or 9 o'clock), and right of the rightmost (4, 2, 3).
        for (end, dirs) in ends.into_iter().zip([[8usize, 10, 9], [4, 2, 3]]).take(if both_sides { 2 } else { 1 }) {
            let Some(cell) = end else { continue };
            let h = board.hex(cell);
            // A spot another label holds (on Shafran's lower right edge, a file letter) is passed over.
            let free = |x: &Hex| off_board(*x) && !labels.iter().any(|l| l.hex == *x);
            if let Some(hex) = dirs.iter().map(|d| h.step(Direction::ALL[*d])).find(free) {
                labels.push(CoordinateLabel { hex, text: rank.to_string() });
            }
        }
    }
    labels
}

/// The screen point of a label's centre: its hex pulled a third of a radius back towards the
/// board, so the labels hug the board's edge.
pub fn label_point(layout: &BoardLayout, hex: Hex) -> Pos2 {
    let p = layout.hex_center(hex);
    p + (layout.center - p).normalized() * layout.radius * 0.35
}

/// The label font's size on a board of hex `radius`.
pub fn label_font_size(radius: f32) -> f32 {
    (radius * 0.5).clamp(9.0, 20.0)
}

/// Half the size of the box a label's text needs, generously: two glyphs wide, one line high.
fn label_half_extent(radius: f32) -> Vec2 {
    let size = label_font_size(radius);
    Vec2::new(size * 0.6, size * 0.65)
}

/// The margin a board of hex `radius` needs around it for its labels: a label's centre lies at
/// most 0.52 radii beyond the board's outline (below a tip cell: one hex height down, pulled back
/// 0.35, less the half height of the cell itself), and its text reaches half a box further.
pub fn label_margin(radius: f32) -> f32 {
    let half = label_half_extent(radius);
    radius * 0.55 + half.x.max(half.y)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::model::seat::Seat;
    use egui::{pos2, vec2};
    use std::collections::BTreeSet;

    fn boards() -> Vec<(String, &'static crate::rules::Variant)> {
        ["glinski", "mccooey", "shafran"]
            .into_iter()
            .map(|name| (name.to_string(), crate::script::builtin_variant(name).expect("built-in variant")))
            .collect()
    }

    #[test]
    fn every_file_and_rank_is_labelled_off_the_board_and_no_two_labels_share_a_spot() {
        for (name, variant) in boards() {
            let board = variant.board();
            let labels = coordinate_labels(board);
            let spots: BTreeSet<Hex> = labels.iter().map(|l| l.hex).collect();
            assert_eq!(spots.len(), labels.len(), "{name}: two labels on one spot");
            assert!(labels.iter().all(|l| board.cell_at(l.hex).is_none()), "{name}: a label on a cell");
            let texts: BTreeSet<&str> = labels.iter().map(|l| l.text.as_str()).collect();
            for file in board.files() {
                assert!(texts.contains(file.name.as_str()), "{name}: file {} unlabelled", file.name);
            }
            let max_rank = board.cells().map(|c| board.rank_of(c)).max().unwrap_or(0);
            for rank in 1..=max_rank {
                assert!(texts.contains(rank.to_string().as_str()), "{name}: rank {rank} unlabelled");
            }
        }
    }

    #[test]
    fn labels_do_not_overlap_on_screen() {
        for (name, variant) in boards() {
            let board = variant.board();
            let rect = Rect::from_min_size(pos2(0.0, 0.0), vec2(620.0, 590.0));
            let orientation = Orientation { white_seat: Seat::Bottom, symmetry: variant.symmetry(), flipped: false };
            let layout = fit_board(board, rect, true, orientation);
            let points: Vec<Pos2> = coordinate_labels(board).iter().map(|l| label_point(&layout, l.hex)).collect();
            let half = label_half_extent(layout.radius);
            for (i, a) in points.iter().enumerate() {
                for b in &points[i + 1..] {
                    let d = *a - *b;
                    assert!(d.x.abs() > 2.0 * half.x || d.y.abs() > 2.0 * half.y, "{name}: labels at {a:?} and {b:?}");
                }
            }
        }
    }

    #[test]
    fn every_label_fits_inside_the_boards_rectangle() {
        let shapes = [vec2(620.0, 590.0), vec2(900.0, 500.0), vec2(400.0, 760.0), vec2(240.0, 240.0)];
        for (name, variant) in boards() {
            let board = variant.board();
            for size in shapes {
                for (white_seat, flipped) in [(Seat::Bottom, false), (Seat::Top, false), (Seat::Bottom, true)] {
                    let rect = Rect::from_min_size(pos2(30.0, 40.0), size);
                    let orientation = Orientation { white_seat, symmetry: variant.symmetry(), flipped };
                    let layout = fit_board(board, rect, true, orientation);
                    let half = label_half_extent(layout.radius);
                    for label in coordinate_labels(board) {
                        let p = label_point(&layout, label.hex);
                        let text_box = Rect::from_center_size(p, half * 2.0);
                        assert!(
                            rect.contains_rect(text_box),
                            "{name} in {size:?}: {} at {p:?} leaves {rect:?}",
                            label.text
                        );
                    }
                }
            }
        }
    }
}
