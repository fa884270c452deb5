//! Why a command failed. `main` prints the message on stderr and exits with code 2.

use std::path::PathBuf;

use crate::analysis::AnalysisError;
use crate::autosave::AutosaveError;
use crate::clock::TimeControlError;
use crate::course::CourseError;
use crate::engine::UnknownLevel;
use crate::online::{ActionError, InviteError, LinkError, ProtocolError, SetupError};
use crate::puzzle::PuzzleFileError;
use crate::record::UnknownLetters;
use crate::rules::{IllegalMove, MoveTextError, PositionStringError, UnknownCell};
use crate::script::{HookedPlayError, ScriptError, WatchError};
use crate::storage::StorageError;

/// A failed command.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// Reading or writing a stream or a file failed.
    #[error(transparent)]
    Io(#[from] std::io::Error),
    /// A file of the data or config folders could not be read or written.
    #[error(transparent)]
    Storage(#[from] StorageError),
    /// A variant file or a script failed (`file:line: message`).
    #[error(transparent)]
    Script(#[from] ScriptError),
    /// Watching the scripts for changes failed.
    #[error(transparent)]
    Watch(#[from] WatchError),
    /// A position string is wrong.
    #[error(transparent)]
    Position(#[from] PositionStringError),
    /// A move of the game cannot be played.
    #[error(transparent)]
    IllegalMove(#[from] IllegalMove),
    /// `--level` names no level.
    #[error(transparent)]
    Level(#[from] UnknownLevel),
    /// `--letters` names no set of piece letters.
    #[error(transparent)]
    Letters(#[from] UnknownLetters),
    /// `--clock` is not a time control.
    #[error(transparent)]
    TimeControl(#[from] TimeControlError),
    /// The autosave could not be written.
    #[error(transparent)]
    Autosave(#[from] AutosaveError),
    /// A game could not be analysed.
    #[error(transparent)]
    Analysis(#[from] AnalysisError),
    /// A course could not be read.
    #[error(transparent)]
    Course(#[from] CourseError),
    /// A puzzle file could not be written.
    #[error(transparent)]
    PuzzleFile(Box<PuzzleFileError>),
    /// An invite code cannot be used.
    #[error(transparent)]
    Invite(#[from] InviteError),
    /// The link to the other side failed.
    #[error(transparent)]
    Link(#[from] LinkError),
    /// An online game's settings cannot be played.
    #[error(transparent)]
    OnlineSetup(#[from] SetupError),
    /// The other side sent a message that was refused.
    #[error(transparent)]
    Refused(#[from] ProtocolError),
    /// A move of this side was refused.
    #[error(transparent)]
    Action(#[from] ActionError),
    /// JSON could not be written or read.
    #[error(transparent)]
    Json(#[from] serde_json::Error),
    /// A move given on the command line cannot be played.
    #[error("move {number} ({text}): {source}")]
    Move {
        /// Its 1-based number in the list.
        number: usize,
        /// The move as given.
        text: String,
        /// Why.
        source: MoveArgProblem,
    },
    /// The engine's own move was refused.
    #[error("the engine's move: {0}")]
    EngineMove(#[source] ActionError),
    /// `--hill` names a cell that is not on the board.
    #[error("--hill: {0}")]
    Hill(#[source] UnknownCell),
    /// `--scripts` is not a directory.
    #[error("--scripts {}: not a directory", .0.display())]
    ScriptsNotADirectory(PathBuf),
    /// A folder could not be read.
    #[error("{}: {source}", path.display())]
    ReadFolder {
        /// The folder.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// A puzzle file could not be read.
    #[error("{}: {source}", path.display())]
    ReadPuzzles {
        /// The file.
        path: PathBuf,
        /// Why.
        source: Box<PuzzleFileError>,
    },
    /// `--game K` is past the end of the file.
    #[error("--game {index}: {} has {count} games", file.display())]
    NoSuchGame {
        /// The 1-based game asked for.
        index: u32,
        /// The file of games.
        file: PathBuf,
        /// How many games it has.
        count: usize,
    },
    /// `bestmove` on a game that has ended.
    #[error("the game is over ({0}): there is no move to find")]
    GameOver(&'static str),
    /// The search found no move.
    #[error("no legal move")]
    NoLegalMove,
    /// `--hunt` names no theme the generator hunts for.
    #[error("--hunt takes stalemateTrick, castling, enPassant, mateIn3, mateIn4 or mateIn5, not {0:?}")]
    UnknownHunt(String),
    /// `--hunt` names a theme the variant's rules cannot give.
    #[error("--hunt {theme}: {variant}'s rules give no such puzzle")]
    HuntUnsuited {
        /// The hunted theme's name.
        theme: &'static str,
        /// The variant.
        variant: String,
    },
    /// `--as` is neither white nor black.
    #[error("--as takes white or black, not {0:?}")]
    BadSide(String),
    /// The opponent left an online game before its end.
    #[error("the opponent left before the game ended")]
    OpponentLeft,
    /// Nothing happened in an online game for the `--timeout`.
    #[error("nothing happened for {0} s; giving up")]
    Idle(u64),
    /// `online ping`: the two endpoints did not connect.
    #[error("the two endpoints did not connect on loopback")]
    PingNoConnection,
    /// `online ping`: a move did not arrive in time.
    #[error("a move did not arrive within 10 s")]
    PingMoveLost,
    /// Some games of a file could not be analysed (each was reported).
    #[error("{failed} games in {} could not be analysed", file.display())]
    AnalysesFailed {
        /// How many.
        failed: usize,
        /// The file of games.
        file: PathBuf,
    },
    /// Some games of a file did not replay (each was reported).
    #[error("{failed} of {total} games in {} failed to replay", file.display())]
    ReplaysFailed {
        /// How many failed.
        failed: usize,
        /// How many games the file has.
        total: usize,
        /// The file of games.
        file: PathBuf,
    },
    /// Some puzzles failed the check (each was reported).
    #[error("{failed} of {checked} puzzles failed verification")]
    PuzzlesFailed {
        /// How many failed.
        failed: usize,
        /// How many were checked.
        checked: usize,
    },
    /// A lesson has problems (each was reported).
    #[error("{count} problem{} in {label}", plural(*.count))]
    LessonProblems {
        /// How many.
        count: usize,
        /// The lesson's name.
        label: String,
    },
    /// The courses have problems (each was reported).
    #[error("{count} problem{} in the course", plural(*.count))]
    CourseProblems {
        /// How many.
        count: usize,
    },
}

/// Why a move given on the command line cannot be played.
#[derive(Debug, thiserror::Error)]
pub enum MoveArgProblem {
    /// It is not a move in any notation, or matches no legal move.
    #[error(transparent)]
    Text(#[from] MoveTextError),
    /// The rules refuse it.
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
    /// The game is over, or the rules refuse it.
    #[error(transparent)]
    Hooked(#[from] HookedPlayError),
}

impl CliError {
    /// Move `index` (0-based) of a list, `text`, cannot be played.
    pub fn bad_move(index: usize, text: &str, problem: impl Into<MoveArgProblem>) -> CliError {
        CliError::Move { number: index + 1, text: text.to_string(), source: problem.into() }
    }
}

impl From<PuzzleFileError> for CliError {
    fn from(e: PuzzleFileError) -> Self {
        CliError::PuzzleFile(Box::new(e))
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_read_as_english() {
        assert_eq!(CliError::CourseProblems { count: 1 }.to_string(), "1 problem in the course");
        assert_eq!(CliError::CourseProblems { count: 2 }.to_string(), "2 problems in the course");
        let lesson = CliError::LessonProblems { count: 3, label: "fork.lua".into() };
        assert_eq!(lesson.to_string(), "3 problems in fork.lua");
    }

    #[test]
    fn a_bad_move_names_its_number_text_and_reason() {
        let e = CliError::bad_move(1, "f5f7", HookedPlayError::GameOver);
        assert_eq!(e.to_string(), "move 2 (f5f7): the game is already over");
    }
}
