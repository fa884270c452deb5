//! A variant's board: which hexes exist, their index order, and their names.
//!
//! [`Board::new`] (in `compile/board.rs`) builds one from its spec.

use super::bitboard::Bitboard;
use super::geometry::{Cell, Direction, Hex, Shade};
use super::spec::{BoardSpec, FileSpec};

/// The most cells a board may have: one bit each in a `u128`.
pub const MAX_CELLS: usize = 128;

/// One file (column) of a compiled board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct File {
    /// The file letter, e.g. `"f"`.
    pub name: String,
    /// The rank number of the lowest cell.
    pub first_rank: u8,
    /// Number of cells in the file.
    pub len: u8,
    /// Index of the file's lowest cell.
    pub first_cell: u8,
}

/// The cells of a board, their hex coordinates and names.
#[derive(Clone, Debug)]
pub struct Board {
    pub(crate) files: Vec<File>,
    pub(crate) hexes: Vec<Hex>,
    pub(crate) cell_file: Vec<u8>,
    pub(crate) all: Bitboard,
    /// Height range of the grid, for the `Hex → Cell` lookup.
    pub(crate) min_y: i8,
    pub(crate) max_y: i8,
    pub(crate) grid: Vec<Option<Cell>>,
}

impl Board {
    /// Number of cells.
    pub fn cell_count(&self) -> usize {
        self.hexes.len()
    }

    /// All cells, in index order.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..self.hexes.len() as u8).map(Cell::new_unchecked)
    }

    /// Every cell as a set.
    pub fn all(&self) -> Bitboard {
        self.all
    }

    /// The files, left to right.
    pub fn files(&self) -> &[File] {
        &self.files
    }

    /// The hex coordinates of a cell.
    pub fn hex(&self, cell: Cell) -> Hex {
        self.hexes[cell.ix().min(self.hexes.len() - 1)]
    }

    /// The cell at a hex, if it is on the board.
    pub fn cell_at(&self, hex: Hex) -> Option<Cell> {
        if hex.q < 0 || hex.q as usize >= self.files.len() || hex.y < self.min_y || hex.y > self.max_y {
            return None;
        }
        let height = (self.max_y - self.min_y) as usize + 1;
        self.grid[hex.q as usize * height + (hex.y - self.min_y) as usize]
    }

    /// Orthogonal steps between two cells: the moves a lone king walking orthogonally needs.
    pub fn steps(&self, a: Cell, b: Cell) -> i32 {
        let (a, b) = (self.hex(a), self.hex(b));
        let dq = (i32::from(a.q) - i32::from(b.q)).abs();
        let dy = (i32::from(a.y) - i32::from(b.y)).abs();
        dq + ((dy - dq) / 2).max(0)
    }

    /// The neighbour of `cell` in `dir`, if it is on the board.
    pub fn step(&self, cell: Cell, dir: Direction) -> Option<Cell> {
        self.cell_at(self.hex(cell).step(dir))
    }

    /// The file index (0 = leftmost) of a cell.
    pub fn file_of(&self, cell: Cell) -> usize {
        self.cell_file[cell.ix().min(self.cell_file.len() - 1)] as usize
    }

    /// The rank number of a cell.
    pub fn rank_of(&self, cell: Cell) -> u8 {
        let f = &self.files[self.file_of(cell)];
        f.first_rank + (cell.index() - f.first_cell)
    }

    /// The cell at a file index and rank number, if on the board.
    pub fn cell_at_file_rank(&self, file: usize, rank: u8) -> Option<Cell> {
        let f = self.files.get(file)?;
        if rank < f.first_rank || rank >= f.first_rank + f.len {
            return None;
        }
        Some(Cell::new_unchecked(f.first_cell + (rank - f.first_rank)))
    }

    /// The index of the file called `name`.
    pub fn file_index(&self, name: &str) -> Option<usize> {
        self.files.iter().position(|f| f.name == name)
    }

    /// The shade of a cell.
    pub fn shade(&self, cell: Cell) -> Shade {
        Shade::of(self.hex(cell))
    }

    /// The cell's name, e.g. `"f10"`.
    pub fn name(&self, cell: Cell) -> String {
        format!("{}{}", self.files[self.file_of(cell)].name, self.rank_of(cell))
    }

    /// The cell called `name` (file letters then a rank number), if it is on the board.
    pub fn parse_cell(&self, name: &str) -> Option<Cell> {
        let split = name.find(|c: char| c.is_ascii_digit())?;
        let (file, rank) = name.split_at(split);
        if rank.starts_with('0') {
            return None;
        }
        let rank: u8 = rank.parse().ok()?;
        self.cell_at_file_rank(self.file_index(file)?, rank)
    }

    /// The smallest and largest heights of the board's hexes, in half cells.
    pub fn height_range(&self) -> (i8, i8) {
        (self.min_y, self.max_y)
    }
}

impl BoardSpec {
    /// A regular hexagon with `side` cells on each edge, files named a, b, c, … skipping j
    /// (Gliński's board is `regular_hexagon(6)`). `side` is clamped to 1..=13, the most that
    /// 25 file letters allow.
    pub fn regular_hexagon(side: u8) -> BoardSpec {
        let side = side.clamp(1, 13);
        let names = "abcdefghiklmnopqrstuvwxyz";
        let width = 2 * side as i32 - 1;
        let files = (0..width)
            .map(|q| {
                let off = (q - (side as i32 - 1)).unsigned_abs() as u8;
                FileSpec {
                    name: names[q as usize..q as usize + 1].to_string(),
                    first_rank: 1,
                    cells: width as u8 - off,
                    base: off as i8,
                }
            })
            .collect();
        BoardSpec { files }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn glinski() -> Board {
        Board::new(&BoardSpec::regular_hexagon(6)).unwrap()
    }

    fn cell(b: &Board, n: &str) -> Cell {
        b.parse_cell(n).unwrap_or_else(|| panic!("no cell {n}"))
    }

    #[test]
    fn steps_count_a_kings_orthogonal_walk() {
        let b = glinski();
        let steps = |x, y| b.steps(cell(&b, x), cell(&b, y));
        assert_eq!(steps("f6", "f6"), 0);
        assert_eq!(steps("f6", "f7"), 1);
        assert_eq!(steps("f6", "g6"), 1);
        assert_eq!(steps("f6", "f9"), 3);
        assert_eq!(steps("f1", "f11"), 10);
        assert_eq!(steps("f6", "a1"), 5);
    }

    #[test]
    fn glinski_board_has_91_cells_named_a_to_l_without_j() {
        let b = glinski();
        assert_eq!(b.cell_count(), 91);
        let names: String = b.files().iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names, "abcdefghikl");
        let lens: Vec<u8> = b.files().iter().map(|f| f.len).collect();
        assert_eq!(lens, vec![6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6]);
        for c in b.cells() {
            assert_eq!(b.parse_cell(&b.name(c)), Some(c));
        }
        assert!(b.parse_cell("a7").is_none());
        assert!(b.parse_cell("j1").is_none());
        assert!(b.parse_cell("f0").is_none());
        assert!(b.parse_cell("f01").is_none());
    }

    #[test]
    fn neighbours_of_the_centre_and_a_corner() {
        let b = glinski();
        let f6 = cell(&b, "f6");
        let expect = ["f7", "g7", "g6", "h5", "g5", "g4", "f5", "e4", "e5", "d5", "e6", "e7"];
        for (d, name) in Direction::ALL.iter().zip(expect) {
            assert_eq!(b.step(f6, *d).map(|c| b.name(c)), Some(name.to_string()), "{d:?}");
        }
        let a1 = cell(&b, "a1");
        let around: Vec<String> = Direction::ALL.iter().filter_map(|d| b.step(a1, *d)).map(|c| b.name(c)).collect();
        assert_eq!(around, vec!["a2", "b3", "b2", "c2", "b1"]);
    }

    #[test]
    fn pawn_capture_neighbours_match_the_rules() {
        // e4 takes d4 or f5 (10 and 2 o'clock).
        let b = glinski();
        let e4 = cell(&b, "e4");
        assert_eq!(b.name(b.step(e4, Direction::from_clock(10).unwrap()).unwrap()), "d4");
        assert_eq!(b.name(b.step(e4, Direction::from_clock(2).unwrap()).unwrap()), "f5");
    }

    #[test]
    fn shades_are_three_and_balanced_with_the_centre_extra() {
        let b = glinski();
        let mut counts = [0; 3];
        for c in b.cells() {
            counts[b.hex(c).shade_index() as usize] += 1;
            for d in Direction::ORTHOGONAL {
                if let Some(n) = b.step(c, d) {
                    assert_ne!(b.shade(c), b.shade(n));
                }
            }
        }
        let mut sorted = counts;
        sorted.sort();
        assert_eq!(sorted, [30, 30, 31]);
        assert_eq!(b.shade(cell(&b, "f6")), Shade::Mid);
        let bishops: Vec<Shade> = ["f1", "f2", "f3"].iter().map(|n| b.shade(cell(&b, n))).collect();
        assert!(bishops[0] != bishops[1] && bishops[1] != bishops[2] && bishops[0] != bishops[2]);
    }
}
