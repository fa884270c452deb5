//! `Setup`: a position that is not necessarily legal, with public fields.
//!
//! The position editor and the position-string reader build a `Setup`;
//! [`Position::from_setup`](super::Position::from_setup) validates it.

use std::fmt;

use super::board::Board;
use super::geometry::Cell;
use super::piece::{Color, Piece};

/// A cell address by file index (0 = leftmost) and rank number; it may lie off the board.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Coord {
    /// File index, 0 for the leftmost file.
    pub file: u8,
    /// Rank number as written in cell names.
    pub rank: u8,
}

impl Coord {
    /// The address of a board cell.
    pub fn of(board: &Board, cell: Cell) -> Coord {
        Coord { file: board.file_of(cell) as u8, rank: board.rank_of(cell) }
    }

    /// The board cell at this address, if it is on the board.
    pub fn cell(self, board: &Board) -> Option<Cell> {
        board.cell_at_file_rank(self.file as usize, self.rank)
    }

    /// A readable name: the cell name, or `file #N rank R` when the file does not exist.
    pub fn name(self, board: &Board) -> String {
        self.named(board).to_string()
    }

    /// This address with its name on `board`.
    pub fn named(self, board: &Board) -> CellName {
        let file = board.files().get(self.file as usize).and_then(|f| f.name.chars().next());
        CellName { coord: self, cell: self.cell(board), file }
    }
}

/// An address with the name it has on its board, e.g. `f5`: what setup errors carry, so that
/// they can be matched on and still read as text without the board at hand.
///
/// ```
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// use hexchess::rules::{CellName, Coord};
/// let board = hexchess::script::builtin_variant("glinski")?.board();
/// let f5 = board.parse_cell("f5").ok_or("no f5")?;
/// assert_eq!(CellName::of(board, f5).to_string(), "f5");
/// assert_eq!(Coord { file: 0, rank: 7 }.named(board).to_string(), "a7"); // off the board
/// assert_eq!(Coord { file: 255, rank: 1 }.named(board).to_string(), "file #256 rank 1");
/// # Ok(()) }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CellName {
    /// The address.
    pub coord: Coord,
    /// The cell, when the address is on the board.
    pub cell: Option<Cell>,
    /// The file's letter, when the board has that file.
    pub file: Option<char>,
}

impl CellName {
    /// A cell of `board` with its name.
    pub fn of(board: &Board, cell: Cell) -> CellName {
        Coord::of(board, cell).named(board)
    }
}

impl fmt::Display for CellName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.file {
            Some(letter) => write!(f, "{letter}{}", self.coord.rank),
            None => write!(f, "file #{} rank {}", u32::from(self.coord.file) + 1, self.coord.rank),
        }
    }
}

/// A position as plain data, not yet checked for legality.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The pieces and where they stand.
    pub pieces: Vec<(Coord, Piece)>,
    /// The side to move.
    pub turn: Color,
    /// Castling-right letters: upper case for White, lower case for Black.
    pub castling: Vec<char>,
    /// The cells the last multi-step pawn passed, empty if none. Read in any order; written in the
    /// order the pawn passed them.
    pub en_passant: Vec<Coord>,
    /// Plies since the last capture or pawn move.
    pub halfmove_clock: u32,
    /// The move number, starting at 1 and rising after each Black move.
    pub fullmove_number: u32,
}

impl Setup {
    /// An empty board with White to move.
    pub fn empty() -> Setup {
        Setup {
            pieces: Vec::new(),
            turn: Color::White,
            castling: Vec::new(),
            en_passant: Vec::new(),
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    /// The piece at an address, if any (the first one listed there).
    pub fn piece_at(&self, coord: Coord) -> Option<Piece> {
        self.pieces.iter().find(|(c, _)| *c == coord).map(|(_, p)| *p)
    }

    /// Puts `piece` at `coord`, replacing whatever stood there; `None` clears the cell.
    pub fn set(&mut self, coord: Coord, piece: Option<Piece>) {
        self.pieces.retain(|(c, _)| *c != coord);
        if let Some(p) = piece {
            self.pieces.push((coord, p));
        }
    }
}
