//! The lesson file's data: a lesson, its steps, arrows, marked hexes and expected answers.
//!
//! Plain data, exactly as written in the Lua file: cells and moves are text, checked against the
//! variant by [`check`](super::check). Unknown keys are refused, so a typo names the key.

use std::fmt;

use serde::de::{self, MapAccess, Visitor};
use serde::{Deserialize, Deserializer};

use super::paint::Paint;

/// A lesson: a title, an author, the variant it is played in, and its steps.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// What the lesson is called.
    pub title: String,
    /// Who wrote it (may be empty).
    #[serde(default)]
    pub author: String,
    /// The variant: a built-in name such as `glinski`, or a name from a `variants/` folder.
    pub variant: String,
    /// The steps, in order.
    pub steps: Vec<Step>,
}

/// One step: a position with a text, optional arrows and marks, and optionally a question.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// The position, as a position string of the lesson's variant.
    pub position: String,
    /// What the teacher says; when there are expected answers, the question.
    #[serde(default)]
    pub text: String,
    /// Arrows drawn on the board.
    #[serde(default)]
    pub arrows: Vec<Arrow>,
    /// Marked hexes.
    #[serde(default)]
    pub marks: Vec<Mark>,
    /// The accepted answers; empty when the step asks nothing.
    #[serde(default)]
    pub expected: Vec<Answer>,
    /// What to say after any other move (empty: a standard text).
    #[serde(default)]
    pub wrong_feedback: String,
}

/// An arrow from one cell to another.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Arrow {
    /// The cell the arrow starts on, e.g. `f5`.
    pub from: String,
    /// The cell the arrow points at.
    pub to: String,
    /// Its colour (default green).
    #[serde(default)]
    pub color: Paint,
}

/// A marked hex. Written as a cell name (`"f6"`, green) or as `{ cell = "f6", color = "red" }`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Mark {
    /// The cell, e.g. `f6`.
    pub cell: String,
    /// Its colour (default green).
    pub color: Paint,
}

/// An accepted answer: one move, what to say when it is played, and optionally the opponent's
/// reply, played on the board after it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Answer {
    /// The move in coordinate (`f5f6`) or SAN-style (`Nd1f4`, `Qxf9#`) notation. A `+` or `#`
    /// suffix is a claim that `lesson check` verifies.
    #[serde(rename = "move")]
    pub mv: String,
    /// What to say when the student plays it (empty: a standard text).
    #[serde(default)]
    pub feedback: String,
    /// The opponent's reply, played after the answer.
    #[serde(default)]
    pub reply: Option<String>,
}

impl Lesson {
    /// A lesson with no steps yet.
    pub fn new(title: impl Into<String>, author: impl Into<String>, variant: impl Into<String>) -> Lesson {
        Lesson { title: title.into(), author: author.into(), variant: variant.into(), steps: Vec::new() }
    }
}

impl Step {
    /// A step showing `position` (a position string), with no text yet.
    pub fn new(position: impl Into<String>) -> Step {
        Step { position: position.into(), ..Step::default() }
    }

    /// Whether the step asks for a move.
    pub fn is_question(&self) -> bool {
        !self.expected.is_empty()
    }
}

impl Arrow {
    /// An arrow between two cells.
    pub fn new(from: impl Into<String>, to: impl Into<String>, color: Paint) -> Arrow {
        Arrow { from: from.into(), to: to.into(), color }
    }
}

impl Mark {
    /// A mark on a cell.
    pub fn new(cell: impl Into<String>, color: Paint) -> Mark {
        Mark { cell: cell.into(), color }
    }
}

impl Answer {
    /// An answer with its feedback and no reply.
    pub fn new(mv: impl Into<String>, feedback: impl Into<String>) -> Answer {
        Answer { mv: mv.into(), feedback: feedback.into(), reply: None }
    }
}

/// The table form of a mark.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MarkTable {
    cell: String,
    #[serde(default)]
    color: Paint,
}

impl<'de> Deserialize<'de> for Mark {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Mark, D::Error> {
        struct MarkVisitor;

        impl<'de> Visitor<'de> for MarkVisitor {
            type Value = Mark;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a cell name such as \"f6\", or { cell = \"f6\", color = \"red\" }")
            }

            fn visit_str<E: de::Error>(self, v: &str) -> Result<Mark, E> {
                Ok(Mark { cell: v.to_string(), color: Paint::default() })
            }

            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Mark, A::Error> {
                let t = MarkTable::deserialize(de::value::MapAccessDeserializer::new(map))?;
                Ok(Mark { cell: t.cell, color: t.color })
            }
        }

        deserializer.deserialize_any(MarkVisitor)
    }
}
