//! What can be wrong with a puzzle or a puzzle file.

use crate::rules::{NotationError, PositionStringError, ResolveError};

/// A puzzle that cannot be played: its position or one of its moves is wrong.
#[derive(Debug, thiserror::Error)]
pub enum PuzzleError {
    /// The position string does not describe a legal position of the variant.
    #[error("puzzle {id}: bad position: {source}")]
    BadPosition {
        /// The puzzle's id.
        id: String,
        /// Why.
        source: PositionStringError,
    },
    /// A move is not coordinate notation.
    #[error("puzzle {id}: move {index} ({text}) is not a coordinate move: {source}")]
    BadMove {
        /// The puzzle's id.
        id: String,
        /// 1-based index in the Moves column.
        index: usize,
        /// The move's text.
        text: String,
        /// Why.
        source: NotationError,
    },
    /// A move is not legal where it stands.
    #[error("puzzle {id}: move {index} ({text}) is not legal: {source}")]
    IllegalMove {
        /// The puzzle's id.
        id: String,
        /// 1-based index in the Moves column.
        index: usize,
        /// The move's text.
        text: String,
        /// Why.
        source: ResolveError,
    },
    /// Fewer than two moves, or an odd number of moves after the setup move's pair.
    #[error(
        "puzzle {id}: the moves must be the setup move and then solver, defender, …, ending on a solver move; got {count}"
    )]
    BadLength {
        /// The puzzle's id.
        id: String,
        /// How many moves there are.
        count: usize,
    },
}

/// A puzzle file that cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum PuzzleFileError {
    /// The header is not `PuzzleId,FEN,Moves,Rating,RatingDeviation,Themes,Source`.
    #[error("line 1: the header must be {expected:?}, found {found:?}")]
    BadHeader {
        /// The header expected.
        expected: String,
        /// The header found.
        found: String,
    },
    /// The text is not well-formed CSV, or a row has the wrong number of columns.
    #[error("line {line}: {source}")]
    Csv {
        /// 1-based line in the file.
        line: u64,
        /// Why.
        source: csv::Error,
    },
    /// A column's value is not of its kind (a rating that is not a number, an unknown theme, …).
    #[error("line {line}: bad {column} {value:?}")]
    BadValue {
        /// 1-based line in the file.
        line: u64,
        /// The column's name.
        column: &'static str,
        /// The value found.
        value: String,
    },
    /// A row parses but its puzzle cannot be played.
    #[error("line {line}: {source}")]
    BadPuzzle {
        /// 1-based line in the file.
        line: u64,
        /// Why.
        source: PuzzleError,
    },
    /// Two rows share a puzzle id.
    #[error("line {line}: puzzle id {id} was already used")]
    DuplicateId {
        /// 1-based line in the file.
        line: u64,
        /// The id.
        id: String,
    },
    /// The file could not be written.
    #[error("writing puzzles: {0}")]
    Write(#[source] csv::Error),
}
