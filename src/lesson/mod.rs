//! Lessons for teachers: a Lua data file of steps (a position, a text, arrows, marked hexes and
//! optionally expected moves with feedback), checked against its variant, written back as
//! readable Lua, and played step by step.
//!
//! - The data ([`Lesson`], [`Step`], …), [`check`], [`to_lua`], [`LessonSession`] and the
//!   editing helpers depend only on [`crate::rules`].
//! - Loading ([`load_lesson_file`], [`lesson_catalog`], …) evaluates the file in the
//!   [`crate::script`] sandbox; [`save_lesson`] writes it atomically.
//!
//! ```
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use hexchess::lesson::{Feedback, open_lesson, parse_lesson};
//! use hexchess::rules::notation::parse_any;
//! let source = r#"return {
//!   title = "First steps", variant = "glinski",
//!   steps = { {
//!     position = "6/P5p/RP4pr/N1P3p1n/Q2P2p2q/BBB1P1p1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 w - - 0 1",
//!     text = "Push the e-pawn two hexes.",
//!     expected = { { move = "e6", feedback = "Yes: e4 is a start hex." } },
//!   } },
//! }"#;
//! let mut session = open_lesson("first.lua", parse_lesson("first.lua", source)?)?;
//! let mv = parse_any(session.position(), "e4e6")?;
//! assert!(matches!(session.try_move(mv), Feedback::Right { .. }));
//! # Ok(()) }
//! ```

mod check;
mod edit;
mod load;
mod model;
mod paint;
mod problem;
mod save;
mod session;
mod write;

pub use check::check;
pub use load::{
    BUILTIN_LESSONS, LessonEntry, LessonError, check_lesson, check_lesson_file, lesson_catalog, lesson_dirs,
    lesson_variant, load_lesson_file, open_lesson, open_lesson_file, parse_lesson,
};
pub use model::{Answer, Arrow, Lesson, Mark, Step};
pub use paint::{Paint, PaintError};
pub use problem::{LessonProblems, Problem, ProblemKind};
pub use save::{SaveError, save_lesson};
pub use session::{DEFAULT_RIGHT, DEFAULT_WRONG, Feedback, LessonSession, Progress};
pub use write::to_lua;
