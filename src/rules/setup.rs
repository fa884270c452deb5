//! `Setup`: a position that is not necessarily legal, with public fields.
//!
//! The position editor and the position-string reader build a `Setup`;
//! [`Position::from_setup`](super::Position::from_setup) validates it.

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
        match board.files().get(self.file as usize) {
            Some(f) => format!("{}{}", f.name, self.rank),
            None => format!("file #{} rank {}", u32::from(self.file) + 1, self.rank),
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
