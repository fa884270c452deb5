//! What can be wrong with a command of the engine protocol (`hexchess engine`). Each error is
//! answered with one `info string error: …` line, and the engine carries on.

use crate::engine::{ThinkerError, UnknownLevel};
use crate::rules::{IllegalMove, NotationError, PositionStringError, ResolveError};
use crate::script::ScriptError;

/// A protocol command that cannot be carried out.
#[derive(Debug, thiserror::Error)]
pub enum EngineCommandError {
    /// The first word is not a command the engine knows.
    #[error("unknown command {0:?}")]
    UnknownCommand(String),
    /// `position` without `startpos` or `fen F`.
    #[error("expected: position startpos|fen F [moves …]")]
    PositionSyntax,
    /// The position string of `position fen` is wrong.
    #[error(transparent)]
    BadPosition(#[from] PositionStringError),
    /// A move of `position … moves` is not coordinate notation.
    #[error(transparent)]
    BadMoveText(#[from] NotationError),
    /// A move of `position … moves` does not match a legal move.
    #[error("{text}: {source}")]
    UnresolvedMove {
        /// The move as sent.
        text: String,
        /// Why it matches no legal move.
        source: ResolveError,
    },
    /// A move of `position … moves` cannot be played in the game.
    #[error("{text}: {source}")]
    IllegalMove {
        /// The move as sent.
        text: String,
        /// Why it cannot be played.
        source: IllegalMove,
    },
    /// `go` while a search runs.
    #[error("already searching; send stop first")]
    Busy,
    /// A limit of `go` has no value.
    #[error("go {0}: missing value")]
    MissingLimitValue(String),
    /// A limit of `go`, or a numeric option, is not a number.
    #[error("{name}: {value:?} is not a number")]
    NotANumber {
        /// The limit or option, as the messages name it (`go depth`, `MultiPV`).
        name: String,
        /// The value sent.
        value: String,
    },
    /// `go` with a limit the engine does not know.
    #[error("go: unknown limit {0:?}")]
    UnknownLimit(String),
    /// The search thread could not start.
    #[error(transparent)]
    Thinker(#[from] ThinkerError),
    /// `setoption` without `name`.
    #[error("expected: setoption name N value V")]
    OptionSyntax,
    /// An option the engine does not have.
    #[error("unknown option {0:?}")]
    UnknownOption(String),
    /// An option's value is not one of its choices.
    #[error("{name}: expected {expected}, not {value:?}")]
    BadChoice {
        /// The option.
        name: String,
        /// The choices, in words (`true or false`).
        expected: &'static str,
        /// The value sent.
        value: String,
    },
    /// `setoption name Variant` names no variant.
    #[error(transparent)]
    Variant(#[from] ScriptError),
    /// `setoption name Level` names no level.
    #[error(transparent)]
    Level(#[from] UnknownLevel),
}
