//! Why a [`Setup`](super::Setup) is not a legal position.

use std::fmt;

use thiserror::Error;

use super::piece::Color;

/// One reason a setup is illegal. Cells are given by name.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    /// A piece stands on an address that is not a cell of this board.
    #[error("a piece stands off the board, at {0}")]
    OffBoard(String),
    /// Two pieces share a cell.
    #[error("two pieces stand on {0}")]
    CellTwice(String),
    /// A side has no king.
    #[error("{} has no king", title(*.0))]
    NoKing(Color),
    /// A side has more than one king.
    #[error("{who} has {n} kings", who = title(*.0), n = count_word(*.1))]
    TooManyKings(Color, usize),
    /// A pawn stands on one of its promotion cells.
    #[error("{who} pawn on a promotion hex, {cell}", who = title(*.0), cell = .1)]
    PawnOnPromotionCell(Color, String),
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
    #[error("en passant {cells}: {reason}")]
    BadEnPassant {
        /// The cells as given.
        cells: String,
        /// What is wrong with them.
        reason: &'static str,
    },
    /// The move number is zero.
    #[error("the move number must be at least 1")]
    ZeroFullmove,
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
