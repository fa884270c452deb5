//! Hex-grid geometry: cells, the twelve directions, hex coordinates and shades.
//!
//! Files are vertical columns. A [`Hex`] is a column `q` and a height `y` measured in half cells
//! ("doubled" coordinates), so a step straight up is `y + 2` and a step to the next column is
//! `y ± 1`. Directions are named by the clock face with White at the bottom: the even hours are
//! orthogonal (through a cell edge), the odd hours diagonal (through a cell corner).

/// An index into a variant's cells, `0..variant.cell_count()`; files left to right, each bottom to top.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Cell(u8);

impl Cell {
    /// Wraps an index; callers guarantee it is below 128.
    #[inline(always)]
    pub const fn new_unchecked(index: u8) -> Cell {
        Cell(index & 127)
    }

    /// The cell index as a number.
    #[inline(always)]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The cell index, ready to index a 128-entry table without a bounds check.
    #[inline(always)]
    pub const fn ix(self) -> usize {
        (self.0 & 127) as usize
    }
}

/// One of the twelve directions, by clock hour: 0 is 12 o'clock (straight up for White).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Direction(u8);

impl Direction {
    /// All twelve directions, clockwise from 12 o'clock.
    pub const ALL: [Direction; 12] = [
        Direction(0),
        Direction(1),
        Direction(2),
        Direction(3),
        Direction(4),
        Direction(5),
        Direction(6),
        Direction(7),
        Direction(8),
        Direction(9),
        Direction(10),
        Direction(11),
    ];
    /// The six orthogonal directions (12, 2, 4, 6, 8, 10 o'clock).
    pub const ORTHOGONAL: [Direction; 6] =
        [Direction(0), Direction(2), Direction(4), Direction(6), Direction(8), Direction(10)];
    /// The six diagonal directions (1, 3, 5, 7, 9, 11 o'clock).
    pub const DIAGONAL: [Direction; 6] =
        [Direction(1), Direction(3), Direction(5), Direction(7), Direction(9), Direction(11)];

    /// The direction pointing at `hour` on a clock face (12 and 0 are the same).
    pub const fn from_clock(hour: u8) -> Option<Direction> {
        if hour <= 12 { Some(Direction(hour % 12)) } else { None }
    }

    /// The clock hour, 1..=12.
    pub const fn clock(self) -> u8 {
        if self.0 == 0 { 12 } else { self.0 }
    }

    /// Index 0..12, 12 o'clock first.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Whether the direction crosses a cell edge (a rook direction).
    pub const fn is_orthogonal(self) -> bool {
        self.0.is_multiple_of(2)
    }

    /// The opposite direction.
    pub const fn opposite(self) -> Direction {
        Direction((self.0 + 6) % 12)
    }

    /// Turned clockwise by `hours`.
    pub const fn turned(self, hours: i8) -> Direction {
        Direction(((self.0 as i8 + hours).rem_euclid(12)) as u8)
    }

    /// Reflected across the horizontal axis (12 ↔ 6, 2 ↔ 4, 1 ↔ 5, 3 and 9 stay).
    pub const fn mirrored_vertically(self) -> Direction {
        Direction((18 - self.0) % 12)
    }

    /// Reflected across the vertical axis (2 ↔ 10, 3 ↔ 9, 12 and 6 stay).
    pub const fn mirrored_horizontally(self) -> Direction {
        Direction((12 - self.0) % 12)
    }

    /// Whether moving this way raises the cell index in file-major order.
    #[inline(always)]
    pub const fn raises_index(self) -> bool {
        self.0 <= 5
    }

    /// The step `(dq, dy)` in doubled coordinates.
    pub const fn delta(self) -> (i8, i8) {
        match self.0 {
            0 => (0, 2),
            1 => (1, 3),
            2 => (1, 1),
            3 => (2, 0),
            4 => (1, -1),
            5 => (1, -3),
            6 => (0, -2),
            7 => (-1, -3),
            8 => (-1, -1),
            9 => (-2, 0),
            10 => (-1, 1),
            _ => (-1, 3),
        }
    }
}

/// A position on the infinite hex grid: column `q` and height `y` in half cells.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Hex {
    /// Column, counted left to right.
    pub q: i8,
    /// Height in half cells; a cell's neighbour straight up is `y + 2`.
    pub y: i8,
}

impl Hex {
    /// The neighbour one step in `dir`.
    pub const fn step(self, dir: Direction) -> Hex {
        let (dq, dy) = dir.delta();
        Hex { q: self.q.wrapping_add(dq), y: self.y.wrapping_add(dy) }
    }

    /// The shade 0, 1 or 2: orthogonal neighbours always differ, a diagonal step keeps it.
    pub const fn shade_index(self) -> u8 {
        self.y.rem_euclid(3) as u8
    }
}

/// The three cell colours of a hex board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Shade {
    /// The lightest shade.
    Light,
    /// The middle shade; the centre of Gliński's board.
    Mid,
    /// The darkest shade.
    Dark,
}

impl Shade {
    /// The shade of a hex, chosen so that Gliński's centre f6 is `Mid` and f1 is `Light`.
    pub const fn of(hex: Hex) -> Shade {
        match hex.shade_index() {
            0 => Shade::Light,
            1 => Shade::Mid,
            _ => Shade::Dark,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opposite_directions_cancel() {
        for d in Direction::ALL {
            let h = Hex { q: 0, y: 0 }.step(d).step(d.opposite());
            assert_eq!(h, Hex { q: 0, y: 0 }, "{d:?}");
        }
    }

    #[test]
    fn orthogonal_steps_change_shade_and_diagonal_steps_keep_it() {
        let origin = Hex { q: 3, y: 7 };
        for d in Direction::ALL {
            let same = Shade::of(origin.step(d)) == Shade::of(origin);
            assert_eq!(same, !d.is_orthogonal(), "{d:?}");
        }
    }

    #[test]
    fn clock_round_trips() {
        for h in 1..=12 {
            assert_eq!(Direction::from_clock(h).unwrap().clock(), h);
        }
        assert!(Direction::from_clock(13).is_none());
    }

    #[test]
    fn mirrors_match_the_clock_face() {
        let m = |h: u8| Direction::from_clock(h).unwrap().mirrored_vertically().clock();
        assert_eq!((m(12), m(2), m(1), m(3), m(9), m(11)), (6, 4, 5, 3, 9, 7));
        let h = |h: u8| Direction::from_clock(h).unwrap().mirrored_horizontally().clock();
        assert_eq!((h(12), h(2), h(3), h(6), h(1)), (12, 10, 9, 6, 11));
    }

    #[test]
    fn diagonal_is_sum_of_two_adjacent_orthogonals() {
        // 1 o'clock = 12 + 2, 3 o'clock = 2 + 4.
        let o = Hex { q: 0, y: 0 };
        for d in Direction::DIAGONAL {
            let a = o.step(d.turned(-1)).step(d.turned(1));
            assert_eq!(a, o.step(d));
        }
    }
}
