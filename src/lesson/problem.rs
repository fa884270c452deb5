//! What `lesson check` finds wrong in a lesson, each naming its step.

use std::fmt;

use thiserror::Error;

use crate::rules::{MoveTextError, PositionStringError};

/// One thing wrong with a lesson: in which step (1-based; `None` for the whole lesson), and what.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub struct Problem {
    /// The step, counting from 1, or `None` for a problem of the whole lesson.
    pub step: Option<usize>,
    /// What is wrong.
    pub kind: ProblemKind,
}

impl fmt::Display for Problem {
    /// `step 3: answer 1 (Qf10#): …`, or just the problem for the whole lesson.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.step {
            Some(n) => write!(f, "step {n}: {}", self.kind),
            None => write!(f, "{}", self.kind),
        }
    }
}

/// What is wrong. Arrows, marks and answers are counted from 1, as in the file.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ProblemKind {
    /// The lesson has no steps.
    #[error("the lesson has no steps")]
    NoSteps,
    /// The title is empty.
    #[error("the title is empty")]
    EmptyTitle,
    /// The position string cannot be read, or is not a legal position.
    #[error("position: {0}")]
    Position(PositionStringError),
    /// An arrow names a cell that is not on the board.
    #[error("arrow {arrow}: {cell:?} is not a cell of this board")]
    ArrowCell {
        /// Which arrow.
        arrow: usize,
        /// The cell as written.
        cell: String,
    },
    /// An arrow starts and ends on the same cell.
    #[error("arrow {arrow}: it starts and ends on {cell}")]
    ArrowLoop {
        /// Which arrow.
        arrow: usize,
        /// The cell.
        cell: String,
    },
    /// A mark names a cell that is not on the board.
    #[error("mark {mark}: {cell:?} is not a cell of this board")]
    MarkCell {
        /// Which mark.
        mark: usize,
        /// The cell as written.
        cell: String,
    },
    /// An expected move cannot be read or is not legal in the step's position.
    #[error("answer {answer} ({text}): {error}")]
    Answer {
        /// Which answer.
        answer: usize,
        /// The move as written.
        text: String,
        /// Why it does not work.
        error: MoveTextError,
    },
    /// Two answers name the same move.
    #[error("answers {first} and {second} are the same move")]
    SameAnswer {
        /// The earlier answer.
        first: usize,
        /// The later answer.
        second: usize,
    },
    /// An answer written with `#` does not give checkmate, or one written with `+` gives no check.
    #[error("answer {answer} ({text}): it does not give {claim}")]
    FalseClaim {
        /// Which answer.
        answer: usize,
        /// The move as written.
        text: String,
        /// `check` or `checkmate`.
        claim: &'static str,
    },
    /// A reply cannot be read or is not legal after its answer.
    #[error("reply to answer {answer} ({text}): {error}")]
    Reply {
        /// Which answer it follows.
        answer: usize,
        /// The reply as written.
        text: String,
        /// Why it does not work.
        error: MoveTextError,
    },
    /// A reply follows an answer that ends the game.
    #[error("reply to answer {answer} ({text}): the game is over after the answer")]
    ReplyAfterEnd {
        /// Which answer it follows.
        answer: usize,
        /// The reply as written.
        text: String,
    },
    /// A reply written with `#` does not give checkmate, or one written with `+` gives no check.
    #[error("reply to answer {answer} ({text}): it does not give {claim}")]
    FalseReplyClaim {
        /// Which answer it follows.
        answer: usize,
        /// The reply as written.
        text: String,
        /// `check` or `checkmate`.
        claim: &'static str,
    },
}

/// A lesson that cannot be played: every problem `check` found (never empty).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonProblems(pub Vec<Problem>);

impl fmt::Display for LessonProblems {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

impl std::error::Error for LessonProblems {}
