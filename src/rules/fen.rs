//! The position string: our six-field form, plus the two public formats we also read.
//!
//! Ours: files left to right, each from its lowest cell up, `/` between files; then side to move,
//! castling rights, en-passant cells (comma-separated), halfmove clock and move number.
//! Also read: the five-field form without castling rights, and hexchess.club's rank-by-rank board
//! (ranks from the top down), told apart by the length of the first row.

use std::fmt::Write as _;

use thiserror::Error;

use super::board::{Board, MAX_CELLS};
use super::piece::{Color, Piece};
use super::position::SetupErrors;
use super::setup::{Coord, Setup};
use super::variant::Variant;

/// A position string that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FenError {
    /// Nothing was given.
    #[error("the position string is empty")]
    Empty,
    /// A character that is neither a piece letter, a digit nor `/`.
    #[error("unexpected character {0:?} in the board field")]
    BadChar(char),
    /// A row describes more cells than any board has.
    #[error("a row of the board field describes more than 128 cells")]
    RowTooLong,
    /// The rows do not match the board in either supported layout.
    #[error(
        "the board field has {rows} rows, the first of {first} cells; expected {files} files (first {file_len} cells) or {ranks} ranks (first {rank_len} cells)"
    )]
    BadShape {
        /// Rows given.
        rows: usize,
        /// Cells in the first row given.
        first: usize,
        /// Files on this board.
        files: usize,
        /// Cells in the first file.
        file_len: usize,
        /// Ranks on this board.
        ranks: usize,
        /// Cells in the top rank.
        rank_len: usize,
    },
    /// A row holds the wrong number of cells.
    #[error("row {row} of the board field has {got} cells, expected {expected}")]
    RowLength {
        /// 1-based row number.
        row: usize,
        /// Cells given.
        got: usize,
        /// Cells on the board there.
        expected: usize,
    },
    /// The side to move is not `w` or `b`.
    #[error("side to move must be w or b, got {0:?}")]
    BadTurn(String),
    /// The castling field has an unknown character.
    #[error("castling field {0:?}: use - or letters such as QBqb")]
    BadCastling(String),
    /// An en-passant cell that is not on the board.
    #[error("en-passant field {0:?}: use - or cells such as f6 or d3,d4")]
    BadEnPassant(String),
    /// A counter is not a number.
    #[error("{field} must be a whole number, got {value:?}")]
    BadNumber {
        /// Which counter.
        field: &'static str,
        /// The text given.
        value: String,
    },
    /// More fields than any supported form has.
    #[error("too many fields ({0}); expected at most 6")]
    TooManyFields(usize),
}

/// A position string that was read but is not a legal position, or could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionStringError {
    /// The text is malformed.
    #[error("{0}")]
    Syntax(#[from] FenError),
    /// The text describes an illegal position.
    #[error("illegal position: {0}")]
    Illegal(#[from] SetupErrors),
}

/// Reads a position string into a setup (not yet validated).
///
/// # Errors
/// A [`FenError`] saying what is malformed.
pub fn parse(variant: &Variant, text: &str) -> Result<Setup, FenError> {
    let board = variant.board();
    let fields: Vec<&str> = text.split_whitespace().collect();
    let Some(board_field) = fields.first() else { return Err(FenError::Empty) };
    let mut setup = Setup::empty();
    setup.pieces = parse_board(board, board_field)?;
    let rest = &fields[1..];
    let (turn, castling, ep, half, full) = match rest.len() {
        0 => (None, None, None, None, None),
        1 => (Some(rest[0]), None, None, None, None),
        2 if looks_like_castling(rest[1]) => (Some(rest[0]), Some(rest[1]), None, None, None),
        2 => (Some(rest[0]), None, Some(rest[1]), None, None),
        3 => (Some(rest[0]), Some(rest[1]), Some(rest[2]), None, None),
        4 => (Some(rest[0]), None, Some(rest[1]), Some(rest[2]), Some(rest[3])),
        5 => (Some(rest[0]), Some(rest[1]), Some(rest[2]), Some(rest[3]), Some(rest[4])),
        n => return Err(FenError::TooManyFields(n + 1)),
    };
    setup.turn = match turn {
        None | Some("w") => Color::White,
        Some("b") => Color::Black,
        Some(other) => return Err(FenError::BadTurn(other.to_string())),
    };
    if let Some(c) = castling.filter(|c| *c != "-") {
        if !c.chars().all(|ch| ch.is_ascii_alphabetic()) {
            return Err(FenError::BadCastling(c.to_string()));
        }
        setup.castling = c.chars().collect();
    }
    if let Some(e) = ep.filter(|e| *e != "-") {
        for name in e.split(',') {
            let cell = board.parse_cell(name).ok_or_else(|| FenError::BadEnPassant(e.to_string()))?;
            setup.en_passant.push(Coord::of(board, cell));
        }
    }
    let number = |field, v: Option<&str>, default| match v {
        None => Ok(default),
        Some(s) => s.parse::<u32>().map_err(|_| FenError::BadNumber { field, value: s.to_string() }),
    };
    setup.halfmove_clock = number("the halfmove clock", half, 0)?;
    setup.fullmove_number = number("the move number", full, 1)?;
    Ok(setup)
}

/// With only one field after the side to move: letters are castling rights, cells are en passant.
fn looks_like_castling(s: &str) -> bool {
    s == "-" || s.chars().all(|c| c.is_ascii_alphabetic())
}

/// One row of the board field: pieces and empty runs.
fn parse_row(row: &str) -> Result<Vec<Option<Piece>>, FenError> {
    let mut out = Vec::new();
    let mut chars = row.chars().peekable();
    while let Some(c) = chars.next() {
        if let Some(d) = c.to_digit(10) {
            let mut n = d as usize;
            while let Some(d2) = chars.peek().and_then(|c| c.to_digit(10)) {
                n = n * 10 + d2 as usize;
                chars.next();
                if n > 128 {
                    return Err(FenError::RowTooLong);
                }
            }
            out.extend(std::iter::repeat_n(None, n));
        } else {
            out.push(Some(Piece::from_char(c).ok_or(FenError::BadChar(c))?));
        }
        if out.len() > 128 {
            return Err(FenError::RowTooLong);
        }
    }
    Ok(out)
}

/// The rows of a board in hexchess.club's layout: ranks from the top down, files left to right.
fn rank_rows(board: &Board) -> Vec<Vec<Coord>> {
    let mut ranks: Vec<u8> = board.cells().map(|c| board.rank_of(c)).collect();
    ranks.sort_unstable();
    ranks.dedup();
    ranks
        .iter()
        .rev()
        .map(|&r| {
            (0..board.files().len())
                .filter_map(|f| board.cell_at_file_rank(f, r))
                .map(|c| Coord::of(board, c))
                .collect()
        })
        .collect()
}

fn file_rows(board: &Board) -> Vec<Vec<Coord>> {
    board
        .files()
        .iter()
        .enumerate()
        .map(|(i, f)| (0..f.len).map(|k| Coord { file: i as u8, rank: f.first_rank + k }).collect())
        .collect()
}

fn parse_board(board: &Board, field: &str) -> Result<Vec<(Coord, Piece)>, FenError> {
    let rows = field.split('/').map(parse_row).collect::<Result<Vec<_>, _>>()?;
    let by_file = file_rows(board);
    let by_rank = rank_rows(board);
    let first = rows.first().map_or(0, Vec::len);
    let layout = if rows.len() == by_file.len() && first == by_file[0].len() {
        by_file
    } else if rows.len() == by_rank.len() && first == by_rank[0].len() {
        by_rank
    } else {
        return Err(FenError::BadShape {
            rows: rows.len(),
            first,
            files: by_file.len(),
            file_len: by_file[0].len(),
            ranks: by_rank.len(),
            rank_len: by_rank[0].len(),
        });
    };
    let mut pieces = Vec::new();
    for (i, (row, coords)) in rows.iter().zip(&layout).enumerate() {
        if row.len() != coords.len() {
            return Err(FenError::RowLength { row: i + 1, got: row.len(), expected: coords.len() });
        }
        for (p, c) in row.iter().zip(coords) {
            if let Some(p) = p {
                pieces.push((*c, *p));
            }
        }
    }
    Ok(pieces)
}

/// Writes a setup in our six-field form: files left to right, each from its lowest cell up.
///
/// This is the one position-string writer: [`Position::fen`](super::Position::fen) writes its
/// [`to_setup`](super::Position::to_setup), and the editor writes setups that may be illegal.
/// Pieces off the board are left out; of two pieces on one cell, the first listed is written.
/// The en-passant cells are written in the setup's order (a position's setup lists them in the
/// order the pawn passed them).
///
/// ```
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// use hexchess::rules::{Color, Setup, fen};
/// let glinski = hexchess::script::builtin_variant("glinski")?;
/// let start = glinski.start_position();
/// assert_eq!(fen::write(glinski, &start.to_setup()), start.fen());
///
/// // A setup that is not a legal position is written too: an empty board, Black to move.
/// let mut setup = Setup::empty();
/// setup.turn = Color::Black;
/// assert_eq!(fen::write(glinski, &setup), "6/7/8/9/10/11/10/9/8/7/6 b - - 0 1");
/// # Ok(()) }
/// ```
pub fn write(variant: &Variant, setup: &Setup) -> String {
    let board = variant.board();
    let mut at: [Option<Piece>; MAX_CELLS] = [None; MAX_CELLS];
    for (coord, piece) in &setup.pieces {
        if let Some(cell) = coord.cell(board) {
            at[cell.ix()].get_or_insert(*piece);
        }
    }
    let mut out = String::new();
    for (i, f) in board.files().iter().enumerate() {
        if i > 0 {
            out.push('/');
        }
        let mut empty = 0;
        for k in 0..f.len {
            match at[usize::from(f.first_cell + k)] {
                Some(p) => {
                    if empty > 0 {
                        let _ = write!(out, "{empty}");
                        empty = 0;
                    }
                    out.push(p.char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            let _ = write!(out, "{empty}");
        }
    }
    out.push_str(if setup.turn == Color::White { " w " } else { " b " });
    let castling: String = setup.castling.iter().collect();
    out.push_str(if castling.is_empty() { "-" } else { &castling });
    out.push(' ');
    let ep: Vec<String> = setup.en_passant.iter().map(|c| c.name(board)).collect();
    out.push_str(&if ep.is_empty() { "-".to_string() } else { ep.join(",") });
    let _ = write!(out, " {} {}", setup.halfmove_clock, setup.fullmove_number);
    out
}
