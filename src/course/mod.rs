//! A course on the rules for each variant: stages of levels played on the board, with a goal, a
//! par and stars, and the learner's progress saved per variant.
//!
//! - The files ([`StageSpec`], [`LevelSpec`]: one stage per Lua file under `courses/`) are read
//!   through the [`crate::script`] sandbox and resolved for one variant into a [`Course`] of
//!   [`Stage`]s and [`Level`]s ([`load_course`]); `docs/course.md` documents them.
//! - [`LevelSession`] plays a level: [`LevelSession::try_move`] gives an [`Outcome`].
//! - [`CourseProgress`] is the stars earned, saved atomically in the data folder.
//! - [`check_course`] solves every level with [`solve`] (`hexchess course check`).
//!
//! Nothing here draws: the app's screens are built over this API.

mod builtin;
mod check;
mod error;
mod judge;
mod load;
mod locate;
mod model;
mod progress;
mod resolve;
mod scoring;
mod session;
#[cfg(test)]
mod session_tests;
mod solve;
mod spec;

pub use builtin::BUILTIN_COURSE_FILES;
pub use check::{CourseReport, check_course};
pub use error::{CourseError, CourseProblem, LevelProblem, Place};
pub use judge::{Failure, en_prise, into_check};
pub use load::{
    SHARED_DEFAULT_VARIANTS, SHARED_FOLDER, StageFile, course_dirs, load_course, load_course_named, parse_stage,
    read_course, resolve_stage, stage_files,
};
pub use locate::level_lines;
pub use model::{Course, Goal, Level, Opponent, Stage};
pub use progress::{CourseProgress, PROGRESS_FILE};
pub use resolve::{DEFAULT_SUCCESS, resolve_level};
pub use scoring::{stars_for, two_star_limit};
pub use session::{ENGINE_DEPTH, LevelSession, Outcome, SessionState, engine_reply};
pub use solve::{NODE_BUDGET, Solution, Unsolved, solve};
pub use spec::{LevelSpec, StageSpec};
