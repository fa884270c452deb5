//! Loading lesson files: evaluate in the Lua sandbox, read into a [`Lesson`] (unknown keys
//! refused), resolve the variant, check. The shipped lessons are embedded and go through the same
//! path; files in a `lessons/` folder override them by name.

use std::path::{Path, PathBuf};

use crate::rules::Variant;
use crate::script::{ScriptError, ScriptErrorKind, parse_data, resolve_variant};

use super::check::check;
use super::model::Lesson;
use super::problem::{LessonProblems, Problem};
use super::session::LessonSession;

/// The lessons shipped inside the binary: `(file name, source)`, from `lessons/`.
pub const BUILTIN_LESSONS: [(&str, &str); 3] = [
    ("01-how-pieces-move.lua", include_str!("../../lessons/01-how-pieces-move.lua")),
    ("02-the-pawn.lua", include_str!("../../lessons/02-the-pawn.lua")),
    ("03-mates-and-stalemate.lua", include_str!("../../lessons/03-mates-and-stalemate.lua")),
];

/// A lesson file that cannot be opened: it does not load, its variant does not resolve, or it
/// has problems.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LessonError {
    /// The file cannot be read, is not valid Lua, or does not describe a lesson (`file:line: …`).
    #[error("{0}")]
    Load(ScriptError),
    /// The lesson names a variant that does not load.
    #[error("{file}: variant {name:?}: {}", variant_reason(name, error))]
    Variant {
        /// The lesson file.
        file: String,
        /// The variant as written.
        name: String,
        /// Why it does not load.
        error: ScriptError,
    },
    /// The lesson loads but does not pass the check.
    #[error("{file}: {problems}")]
    Problems {
        /// The lesson file.
        file: String,
        /// What is wrong.
        problems: LessonProblems,
    },
}

/// The variant error without repeating the variant's name as its location.
fn variant_reason(name: &str, error: &ScriptError) -> String {
    if error.file == name && error.line.is_none() { error.message.clone() } else { error.to_string() }
}

/// Evaluates a lesson file's source and reads the lesson. `file` names it in errors.
///
/// # Errors
/// A located [`ScriptError`]: Lua errors with their line, and values that do not fit a lesson
/// with their Lua path (e.g. `steps[2].arrows[1].color: unknown colour "purple" …`).
pub fn parse_lesson(file: &str, source: &str) -> Result<Lesson, ScriptError> {
    parse_data(file, source, "a lesson file")
}

/// Reads and parses a lesson file from disk (also what a hot reload calls).
///
/// # Errors
/// [`ScriptErrorKind::Io`] when the file cannot be read, else as [`parse_lesson`].
pub fn load_lesson_file(path: &Path) -> Result<Lesson, ScriptError> {
    let label = path.display().to_string();
    let source =
        std::fs::read_to_string(path).map_err(|e| ScriptError::new(&label, ScriptErrorKind::Io, e.to_string()))?;
    parse_lesson(&label, &source)
}

/// The compiled variant a lesson names (a built-in, or a file in a `variants/` folder).
///
/// # Errors
/// The [`ScriptError`] of a variant that does not exist or does not load.
pub fn lesson_variant(lesson: &Lesson) -> Result<&'static Variant, ScriptError> {
    resolve_variant(&lesson.variant)
}

/// Checks a lesson that was loaded from `file`: resolves its variant and lists its problems.
///
/// # Errors
/// [`LessonError::Variant`] when the variant does not load.
pub fn check_lesson(file: &str, lesson: &Lesson) -> Result<Vec<Problem>, LessonError> {
    let variant = lesson_variant(lesson).map_err(|error| LessonError::Variant {
        file: file.to_string(),
        name: lesson.variant.clone(),
        error,
    })?;
    Ok(check(lesson, variant))
}

/// Loads and checks a lesson file: what `hexchess lesson check FILE` does.
///
/// # Errors
/// [`LessonError::Load`] or [`LessonError::Variant`]; problems in the steps are the `Ok` list.
pub fn check_lesson_file(path: &Path) -> Result<Vec<Problem>, LessonError> {
    let lesson = load_lesson_file(path).map_err(LessonError::Load)?;
    check_lesson(&path.display().to_string(), &lesson)
}

/// Starts playing a lesson loaded from `file`.
///
/// # Errors
/// [`LessonError::Variant`] or [`LessonError::Problems`].
pub fn open_lesson(file: &str, lesson: Lesson) -> Result<LessonSession, LessonError> {
    let variant = lesson_variant(&lesson).map_err(|error| LessonError::Variant {
        file: file.to_string(),
        name: lesson.variant.clone(),
        error,
    })?;
    LessonSession::new(lesson, variant).map_err(|problems| LessonError::Problems { file: file.to_string(), problems })
}

/// Loads a lesson file and starts playing it.
///
/// # Errors
/// Any [`LessonError`].
pub fn open_lesson_file(path: &Path) -> Result<LessonSession, LessonError> {
    let lesson = load_lesson_file(path).map_err(LessonError::Load)?;
    open_lesson(&path.display().to_string(), lesson)
}

/// Where lesson files are looked for, lowest priority first: the user's config directory, then
/// `lessons/` in the working directory.
pub fn lesson_dirs() -> Vec<PathBuf> {
    crate::script::user_dirs("lessons")
}

/// One lesson available to the student.
#[derive(Clone, Debug)]
pub struct LessonEntry {
    /// The file stem, e.g. `02-the-pawn`; entries sort by it.
    pub name: String,
    /// Where it came from: a path, or `built-in`.
    pub origin: String,
    /// The lesson, or why it does not load.
    pub lesson: Result<Lesson, ScriptError>,
}

/// Every lesson: the shipped ones, overridden or extended by `*.lua` files in `dirs` (later
/// directories win). Sorted by name.
pub fn lesson_catalog(dirs: &[PathBuf]) -> Vec<LessonEntry> {
    let builtins = BUILTIN_LESSONS
        .iter()
        .map(|(file, source)| (file.trim_end_matches(".lua").to_string(), parse_lesson(file, source)));
    crate::script::overlay_files(builtins, dirs, load_lesson_file)
        .into_iter()
        .map(|(name, origin, lesson)| LessonEntry { name, origin, lesson })
        .collect()
}
