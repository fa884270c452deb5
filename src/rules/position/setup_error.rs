//! Why a [`Setup`](crate::rules::Setup) is not a legal position: typed reasons that still read
//! as plain English ("Black has two kings", "White pawn on a promotion hex, f11").

use std::fmt;

use thiserror::Error;

use crate::rules::piece::{Color, Piece};
use crate::rules::setup::CellName;

/// One reason a setup is illegal. Cells come as [`CellName`]s, which know their name.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    /// A piece stands on an address that is not a cell of this board.
    #[error("a piece stands off the board, at {cell}")]
    OffBoard {
        /// The address.
        cell: CellName,
        /// The piece standing there.
        piece: Piece,
    },
    /// Two pieces share a cell.
    #[error("two pieces stand on {cell}")]
    CellTwice {
        /// The cell.
        cell: CellName,
        /// The piece listed first, then the one listed again.
        pieces: [Piece; 2],
    },
    /// A side has no king.
    #[error("{} has no king", title(*.0))]
    NoKing(Color),
    /// A side has more than one king.
    #[error("{who} has {n} kings", who = title(*.0), n = count_word(*.1))]
    TooManyKings(Color, usize),
    /// A pawn stands on one of its promotion cells.
    #[error("{who} pawn on a promotion hex, {cell}", who = title(*.0), cell = .1)]
    PawnOnPromotionCell(Color, CellName),
    /// The side that is not to move is in check.
    #[error("the side not to move ({}) is in check", .0.name())]
    OppositeCheck(Color),
    /// A castling-right letter this variant does not have.
    #[error("castling right {0:?} does not exist in this variant")]
    UnknownCastlingRight(char),
    /// A castling right whose king or rook is not on its home cell.
    #[error("castling right {0:?} needs the king and rook on their home cells")]
    CastlingPiecesMissing(char),
    /// The en-passant cells are not what a multi-step of the side that just moved leaves.
    #[error("en passant {}: {reason}", cell_list(cells))]
    BadEnPassant {
        /// The cells as given.
        cells: Vec<CellName>,
        /// What is wrong with them.
        reason: EnPassantProblem,
    },
    /// The move number is zero.
    #[error("the move number must be at least 1")]
    ZeroFullmove,
}

/// What is wrong with a setup's en-passant cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum EnPassantProblem {
    /// The variant has no en passant at all.
    #[error("this variant has no en passant")]
    NotInVariant,
    /// One of the cells is not on the board.
    #[error("a cell is off the board")]
    OffBoard,
    /// The cells are not one pawn's consecutive forward steps.
    #[error("the cells must be consecutive steps of one pawn")]
    NotConsecutive,
    /// The list is empty.
    #[error("no cells given")]
    NoCells,
    /// The last passed cell has no cell beyond it.
    #[error("no cell beyond the last passed cell")]
    NoCellBeyond,
    /// No pawn of the side that just moved stands where the multi-step ended.
    #[error("no pawn of the side that just moved stands right after the passed cells")]
    NoPawn,
    /// No start cell allows a multi-step of that length there.
    #[error("no pawn could have made that multi-step")]
    NoMultiStep,
    /// A passed cell or the pawn's start cell is occupied.
    #[error("the passed cells and the pawn's start cell must be empty")]
    NotEmpty,
}

/// Cell names joined by commas, as a position string writes them: `d7,d6`.
fn cell_list(cells: &[CellName]) -> String {
    cells.iter().map(CellName::to_string).collect::<Vec<_>>().join(",")
}

/// Small counts as words, as in "Black has two kings".
fn count_word(n: usize) -> String {
    const WORDS: [&str; 9] = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight"];
    WORDS.get(n).map_or_else(|| n.to_string(), |w| (*w).to_string())
}

fn title(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// Every reason a setup is illegal (never empty).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupErrors(pub Vec<SetupError>);

impl fmt::Display for SetupErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for SetupErrors {}

impl SetupErrors {
    /// The individual reasons.
    pub fn reasons(&self) -> &[SetupError] {
        &self.0
    }
}
