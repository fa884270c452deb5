//! What can go wrong replaying a record, and the notes a lenient replay leaves.

use std::fmt;

use thiserror::Error;

use crate::rules::{Color, NotationError, Outcome, Piece, Points, PositionStringError, ResolveError, Role};

use super::game_record::GameResult;
use super::letters::LetterMap;

/// A move's place in a game: its move number, the side that plays it, and its text as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveAt {
    /// The move number, counted from the start position (not taken from the record's text).
    pub number: u32,
    /// The side that plays it.
    pub color: Color,
    /// The move as written in the record.
    pub text: String,
}

impl fmt::Display for MoveAt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dots = if self.color == Color::White { "." } else { "..." };
        write!(f, "move {}{dots} {}", self.number, self.text)
    }
}

/// Why a well-formed move is not legal where the record plays it.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum WhyIllegal {
    /// The game was already over.
    #[error("the game is already over ({status})")]
    GameOver {
        /// The status name, e.g. `checkmate`.
        status: &'static str,
    },
    /// The from-cell is empty.
    #[error("there is no piece on {cell}")]
    NoPiece {
        /// The from-cell.
        cell: String,
    },
    /// The piece on the from-cell belongs to the side not to move.
    #[error("{cell} holds a {} {}, but it is {}'s move", piece.color.name(), piece.role.name(), title(piece.color.other()))]
    NotToMove {
        /// The from-cell.
        cell: String,
        /// The piece there.
        piece: Piece,
    },
    /// The from-cell holds another kind than the one named.
    #[error("{cell} holds a {}, not a {}", found.name(), named.name())]
    WrongKind {
        /// The from-cell.
        cell: String,
        /// The kind there.
        found: Role,
        /// The kind the move names.
        named: Role,
    },
    /// The to-cell holds a piece of the mover's own side.
    #[error("{cell} holds {}'s own {}", title(piece.color), piece.role.name())]
    OwnPiece {
        /// The to-cell.
        cell: String,
        /// The piece there.
        piece: Piece,
    },
    /// The piece does not move that way.
    #[error("the {} on {from} cannot move to {to}", role.name())]
    CannotReach {
        /// The kind that moves.
        role: Role,
        /// The from-cell.
        from: String,
        /// The to-cell.
        to: String,
    },
    /// Another piece stands in the way.
    #[error("the {} on {from} is blocked on its way to {to}", role.name())]
    Blocked {
        /// The kind that moves.
        role: Role,
        /// The from-cell.
        from: String,
        /// The to-cell.
        to: String,
    },
    /// The move would leave or put the mover's king in check.
    #[error("it would leave {}'s king in check", title(*.0))]
    KingInCheck(Color),
    /// No piece of the named kind can reach the to-cell.
    #[error("no {} of {} can move to {to}", role.name(), title(*color))]
    NoCandidate {
        /// The kind named.
        role: Role,
        /// The side to move.
        color: Color,
        /// The to-cell.
        to: String,
    },
    /// No pawn on the first file can capture onto the second.
    #[error("no pawn on the {from}-file can capture onto the {to}-file")]
    NoPawnCapture {
        /// The capturing pawn's file.
        from: char,
        /// The file captured on.
        to: char,
    },
    /// No pawn (of the named file, if any) can capture en passant onto the cell.
    #[error("no pawn{} can capture en passant onto {to}", from.map(|f| format!(" on the {f}-file")).unwrap_or_default())]
    NoEnPassant {
        /// The capturing pawn's file, when the move names it.
        from: Option<char>,
        /// The cell captured onto.
        to: String,
    },
    /// The castling is not available.
    #[error("{0} is not possible here")]
    Castling(String),
}

/// `White` or `Black`.
fn title(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// The reason a game cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReplayErrorKind {
    /// The `Variant` tag names no known variant.
    #[error("unknown variant {0:?}")]
    UnknownVariant(String),
    /// The `FEN` tag is not a legal position of the variant.
    #[error("the FEN tag is not usable: {0}")]
    BadFen(PositionStringError),
    /// The text is not a move in any accepted notation.
    #[error("{0}")]
    Notation(NotationError),
    /// The move names a cell off the board, is ambiguous, or lacks its promotion.
    #[error("{0}")]
    Resolve(ResolveError),
    /// The move is not legal here.
    #[error("not a legal move: {0}")]
    Illegal(WhyIllegal),
}

/// A game of a record that cannot be replayed: which game, which move, its text, and why.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("game {game} ({players}){}: {kind}", at.as_ref().map(|a| format!(", {a}")).unwrap_or_default())]
pub struct ReplayError {
    /// The game's 1-based number in its file.
    pub game: usize,
    /// `White - Black` from the tags.
    pub players: String,
    /// The failing move, when a move failed.
    pub at: Option<MoveAt>,
    /// Plies replayed before the failure.
    pub plies: usize,
    /// The position string where replay stopped, when a position was reached.
    pub position: Option<String>,
    /// What went wrong.
    pub kind: Box<ReplayErrorKind>,
}

impl ReplayError {
    /// The failure without the game's name: `move 2... Bf11e10: not a legal move: …`.
    pub fn reason(&self) -> String {
        match &self.at {
            Some(at) => format!("{at}: {}", self.kind),
            None => self.kind.to_string(),
        }
    }
}

/// Something a lenient replay accepted but the record got wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayNote {
    /// An illegal move was read as the legal move of the same piece to a neighbouring cell of
    /// the written one, after which the following moves replay furthest.
    Repaired {
        /// The move as written.
        at: MoveAt,
        /// What it was read as, in coordinate notation.
        read_as: String,
        /// Why the written move is illegal.
        why: WhyIllegal,
    },
    /// A captured-piece suffix (`xP`) names another kind than the one taken.
    CaptureDiffers {
        /// The move.
        at: MoveAt,
        /// The kind the record names.
        said: Role,
        /// The kind actually taken, if any.
        found: Option<Role>,
    },
    /// The move text ends with a result token whose `½` lost its encoding (`Â½-Â½`, `ź-ź`).
    ResultMisread {
        /// The token as written.
        written: String,
        /// The result it was read as.
        read_as: GameResult,
    },
    /// The moves did not replay in the letters asked for, and were read in these instead.
    LettersGuessed {
        /// The letters that replay the whole game.
        letters: LetterMap,
    },
    /// The recorded result differs from the one the rules give for the final position.
    ResultDiffers {
        /// The result in the record.
        recorded: GameResult,
        /// The outcome by the rules.
        by_rules: Outcome,
    },
}

impl fmt::Display for ReplayNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayNote::Repaired { at, read_as, why } => write!(
                f,
                "{at} is not legal ({why}); read as {read_as}: of that piece's moves to a cell next to the \
                 written one, the only one after which the following moves replay as far"
            ),
            ReplayNote::CaptureDiffers { at, said, found } => match found {
                Some(found) => write!(f, "{at} says it takes a {}, but it takes a {}", said.name(), found.name()),
                None => write!(f, "{at} says it takes a {}, but it captures nothing", said.name()),
            },
            ReplayNote::ResultMisread { written, read_as } => {
                let what = if read_as.points() == Some(Points::DRAW) { " (a draw)" } else { "" };
                write!(f, "the result {written:?} lost its encoding; read as {read_as}{what}")
            }
            ReplayNote::LettersGuessed { letters } => {
                write!(f, "moves read with {} piece letters ({})", letters.name(), letters.legend())
            }
            ReplayNote::ResultDiffers { recorded, by_rules } => {
                write!(f, "the record gives {recorded}, but the rules give {by_rules}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_name_the_game_move_and_reason() {
        let e = ReplayError {
            game: 3,
            players: "A - B".into(),
            at: Some(MoveAt { number: 2, color: Color::Black, text: "Bf11e10".into() }),
            plies: 3,
            position: None,
            kind: Box::new(ReplayErrorKind::Illegal(WhyIllegal::OwnPiece {
                cell: "e10".into(),
                piece: Piece::new(Color::Black, Role::Queen),
            })),
        };
        assert_eq!(e.to_string(), "game 3 (A - B), move 2... Bf11e10: not a legal move: e10 holds Black's own queen");
        assert_eq!(e.reason(), "move 2... Bf11e10: not a legal move: e10 holds Black's own queen");
    }

    #[test]
    fn notes_for_misread_results_and_guessed_letters() {
        let draw = GameResult::parse("1/2-1/2").expect("a result");
        let note = ReplayNote::ResultMisread { written: "Â½-Â½".into(), read_as: draw };
        assert_eq!(note.to_string(), "the result \"Â½-Â½\" lost its encoding; read as 1/2-1/2 (a draw)");
        let note = ReplayNote::LettersGuessed { letters: LetterMap::hungarian() };
        assert_eq!(
            note.to_string(),
            "moves read with Hungarian piece letters (K king, V queen, B rook, F bishop, H knight, P pawn)"
        );
    }
}
