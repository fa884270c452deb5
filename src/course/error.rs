//! What can be wrong with a course: a file that does not load, a level that does not make sense
//! for its variant, or (found by the checker) a level that cannot be solved within its par.

use std::fmt;

use crate::script::ScriptError;

/// Where a problem is: the file, the line when it is known, and the level (1-based) if any.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Place {
    /// The course file.
    pub file: String,
    /// The line in it, when the source shows it.
    pub line: Option<u32>,
    /// The level, counted from 1, or `None` for the stage itself.
    pub level: Option<usize>,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
        }
        if let Some(level) = self.level {
            write!(f, ": level {level}")?;
        }
        Ok(())
    }
}

/// Why a level (or its stage) is not right.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LevelProblem {
    /// A required key is missing.
    #[error("`{0}` is missing")]
    Missing(&'static str),
    /// A text that must say something is empty.
    #[error("`{0}` is empty")]
    EmptyText(&'static str),
    /// `kind` names no goal.
    #[error("unknown kind {0:?}: use stars, capture, check, escape, mate, reach, line, stalemate or draw")]
    UnknownKind(String),
    /// `opponent` is neither `still` nor `engine`.
    #[error("unknown opponent {0:?}: use still or engine")]
    UnknownOpponent(String),
    /// The opponent does not fit the goal (stars never let the opponent move; a line has its script).
    #[error("opponent {opponent} does not fit a {kind} level")]
    OpponentMismatch {
        /// The opponent as written.
        opponent: &'static str,
        /// The goal kind.
        kind: &'static str,
    },
    /// Both `position` and `pieces`, or neither.
    #[error("give exactly one of `position` and `pieces`")]
    PositionOrPieces,
    /// A key that belongs to another goal kind.
    #[error("`{key}` does not belong in a {kind} level")]
    Stray {
        /// The key.
        key: &'static str,
        /// The goal kind.
        kind: &'static str,
    },
    /// The position does not read or is not legal.
    #[error("position: {0}")]
    Position(String),
    /// A `pieces` entry is not a piece letter and a cell.
    #[error("pieces: {0:?} is not a piece letter and a cell, e.g. \"Kg1\" or \"pe7\"")]
    BadPiece(String),
    /// A cell name is not on the board.
    #[error("{key}: {name:?} is not a cell of the board")]
    BadCell {
        /// The key it was given under.
        key: &'static str,
        /// The name as written.
        name: String,
    },
    /// A move is not legal where it is played.
    #[error("{key}: {text}: {why}")]
    BadMove {
        /// The key (`before`, `line`).
        key: &'static str,
        /// The move as written.
        text: String,
        /// Why it does not resolve.
        why: String,
    },
    /// A value that must be a letter or a number is not one.
    #[error("{key}: {value:?} is not allowed here")]
    BadValue {
        /// The key.
        key: &'static str,
        /// The value as written.
        value: String,
    },
    /// The par is 0, or the limit is below the par.
    #[error("the par must be at least 1 and the limit at least the par")]
    BadPar,
    /// A stars level without stars, or with a star where the learner's piece already stands.
    #[error("stars: {0}")]
    Stars(String),
    /// The start does not fit the goal (an escape level not in check, a level already over…).
    #[error("{0}")]
    Start(String),
    /// A shared stage names a variant that does not exist, or a variant's own stage lists variants.
    #[error("variants: {0}")]
    Variants(String),
    /// The checker found no way to meet the goal within the par.
    #[error("cannot be solved within par {par}: {why}")]
    Unsolvable {
        /// The par.
        par: u32,
        /// What the search found.
        why: String,
    },
}

/// A course problem with its place.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{place}: {problem}")]
pub struct CourseProblem {
    /// Where it is.
    pub place: Place,
    /// What is wrong.
    pub problem: LevelProblem,
}

/// A course that cannot be loaded.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CourseError {
    /// A file that does not load (Lua errors and values that do not fit, as `file:line: …`).
    #[error("{0}")]
    Load(ScriptError),
    /// A stage or level that does not make sense.
    #[error("{0}")]
    Problem(CourseProblem),
    /// The variant does not load.
    #[error("variant {name:?}: {error}")]
    Variant {
        /// The name as given.
        name: String,
        /// Why it does not load.
        error: ScriptError,
    },
    /// The variant has no course at all.
    #[error("there is no course for {0}")]
    NoCourse(String),
}
