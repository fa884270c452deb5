//! Errors found while compiling a [`VariantSpec`](super::VariantSpec) into a variant.

use thiserror::Error;

use super::position::SetupErrors;

/// What is wrong with a variant description.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SpecError {
    /// The board has no files.
    #[error("the board has no files")]
    EmptyBoard,
    /// More cells than fit a 128-bit board.
    #[error("the board has {0} cells; at most 128 are supported")]
    TooManyCells(usize),
    /// More files than supported.
    #[error("the board has {0} files; at most 40 are supported")]
    TooManyFiles(usize),
    /// A file name that is not lower-case ASCII letters.
    #[error("file name {0:?} must be one lower-case letter a-z")]
    BadFileName(String),
    /// Two files share a name.
    #[error("file {0:?} is listed twice")]
    DuplicateFile(String),
    /// A file with no cells.
    #[error("file {0:?} has no cells")]
    EmptyFile(String),
    /// A file's base has the wrong parity for its column, so it would not line up as hexes.
    #[error("file {0:?}: base must differ by an odd amount from the previous file's (hexes must interlock)")]
    FileParity(String),
    /// A file's ranks or heights are out of range.
    #[error("file {0:?}: ranks or base out of range")]
    FileOutOfRange(String),
    /// The board does not map onto itself under the declared symmetry.
    #[error("the board is not symmetric under {0:?}: cell {1} has no image")]
    NotSymmetric(super::spec::Symmetry, String),
    /// A cell name that is not on the board.
    #[error("{context}: {cell:?} is not a cell of this board")]
    UnknownCell {
        /// Where the name was found.
        context: String,
        /// The name.
        cell: String,
    },
    /// A clock hour outside 1..=12.
    #[error("{context}: {hour} is not a clock direction (1-12)")]
    BadDirection {
        /// Where the direction was found.
        context: String,
        /// The hour given.
        hour: u8,
    },
    /// A piece with no moves, or a king that slides.
    #[error("{role}: {reason}")]
    BadPiece {
        /// The kind.
        role: &'static str,
        /// What is wrong.
        reason: String,
    },
    /// A problem in the pawn rules.
    #[error("pawn: {0}")]
    BadPawn(String),
    /// A problem in a castling entry.
    #[error("castling {notation:?}: {reason}")]
    BadCastling {
        /// The castling's notation.
        notation: String,
        /// What is wrong.
        reason: String,
    },
    /// The start position is not legal.
    #[error("start position: {0}")]
    BadSetup(SetupErrors),
    /// A cell is used twice in the start position.
    #[error("start position: {0} holds two pieces")]
    SetupCellTwice(String),
    /// The variant has no name.
    #[error("name must be non-empty lower-case letters, digits, '-' or '_', got {0:?}")]
    BadName(String),
}
