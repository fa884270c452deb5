//! Loading a variant's course: the stage files of `courses/<variant>/` and the shared ones of
//! `courses/shared/` that list the variant, built in and overlaid by the same folders in the
//! user's course folders (a file of the same name replaces a built-in stage, any other adds
//! one), each evaluated in the Lua sandbox and resolved for the variant.

use std::path::{Path, PathBuf};

use crate::rules::Variant;
use crate::script::{ScriptError, ScriptErrorKind, overlay_files, parse_data, resolve_variant};

use super::builtin::BUILTIN_COURSE_FILES;
use super::error::{CourseError, CourseProblem, LevelProblem, Place};
use super::locate::level_lines;
use super::model::{Course, Level, Stage};
use super::resolve::resolve_level;
use super::spec::StageSpec;

/// The folder of stages that several variants share.
pub const SHARED_FOLDER: &str = "shared";

/// The variants a shared stage is for when it lists none.
pub const SHARED_DEFAULT_VARIANTS: [&str; 3] = ["glinski", "mccooey", "shafran"];

/// A stage file found for a variant, loaded or not.
#[derive(Clone, Debug)]
pub struct StageFile {
    /// The file stem, e.g. `08-capture`: the stage's id and its place in the order.
    pub id: String,
    /// The file's label in messages: its path, or `built-in:<folder>/<file>`.
    pub origin: String,
    /// Whether it comes from the shared folder.
    pub shared: bool,
    /// Its source (for line numbers), when it could be read.
    pub source: Option<String>,
    /// The stage as written, or why it does not load.
    pub spec: Result<StageSpec, ScriptError>,
}

/// Evaluates a stage file's source and reads the stage. `file` names it in errors.
///
/// # Errors
/// A located [`ScriptError`] (`file:line: …`, or the Lua path of a bad value).
pub fn parse_stage(file: &str, source: &str) -> Result<StageSpec, ScriptError> {
    parse_data(file, source, "a course stage file").map_err(|e| with_level_line(e, source))
}

/// A value error inside `levels[N]` given the line of that level's table, when it has none.
fn with_level_line(mut error: ScriptError, source: &str) -> ScriptError {
    if error.line.is_none()
        && let Some(rest) = error.message.strip_prefix("levels[")
        && let Some(n) = rest.split(']').next().and_then(|n| n.parse::<usize>().ok())
    {
        error.line = level_lines(source).get(n.wrapping_sub(1)).copied();
    }
    error
}

/// The folders searched for user course files, lowest priority first: `courses/` in the config
/// folder, then in the working directory. Each holds `<variant>/` and `shared/` folders.
pub fn course_dirs() -> Vec<PathBuf> {
    crate::script::user_dirs("courses")
}

/// Reads a stage file from disk.
fn read_stage(path: &Path) -> (Option<String>, Result<StageSpec, ScriptError>) {
    let label = path.display().to_string();
    match crate::storage::read_text(path) {
        Ok(source) => {
            let spec = parse_stage(&label, &source);
            (Some(source), spec)
        }
        Err(e) => (None, Err(ScriptError::new(&label, ScriptErrorKind::Io, e.to_string()))),
    }
}

/// The stage files of one folder (`shared` or a variant's name), built in and overlaid.
fn folder_files(folder: &str, dirs: &[PathBuf]) -> Vec<StageFile> {
    let prefix = format!("{folder}/");
    let builtins = BUILTIN_COURSE_FILES.iter().filter_map(|(path, source)| {
        let name = path.strip_prefix(&prefix)?;
        let origin = format!("built-in:{path}");
        Some((name.trim_end_matches(".lua").to_string(), Ok((Some(source.to_string()), parse_stage(&origin, source)))))
    });
    let user: Vec<PathBuf> = dirs.iter().map(|d| d.join(folder)).collect();
    overlay_files(builtins, &user, |path| Ok(read_stage(path)))
        .into_iter()
        .map(|(id, origin, loaded)| {
            let (source, spec) = loaded.unwrap_or_else(|e| (None, Err(e)));
            let origin = if origin == "built-in" { format!("built-in:{prefix}{id}.lua") } else { origin };
            StageFile { id, origin, shared: folder == SHARED_FOLDER, source, spec }
        })
        .collect()
}

/// Every stage file of `variant`'s course in order: its own folder's, and the shared ones that
/// list it (or list none, for the three built-in variants). A variant's own file replaces a
/// shared one of the same name. A shared file that does not load is kept, so its error is seen.
pub fn stage_files(variant: &str, dirs: &[PathBuf]) -> Vec<StageFile> {
    let own = folder_files(variant, dirs);
    let mut files: Vec<StageFile> = folder_files(SHARED_FOLDER, dirs)
        .into_iter()
        .filter(|f| !own.iter().any(|o| o.id == f.id))
        .filter(|f| match &f.spec {
            Ok(spec) if spec.variants.is_empty() => SHARED_DEFAULT_VARIANTS.contains(&variant),
            Ok(spec) => spec.variants.iter().any(|v| v == variant),
            Err(_) => true,
        })
        .collect();
    files.extend(own);
    files.sort_by(|a, b| a.id.cmp(&b.id));
    files
}

/// Resolves one loaded stage file for `variant`: the stage, or every problem in it.
pub fn resolve_stage(
    file: &StageFile,
    spec: &StageSpec,
    variant: &'static Variant,
) -> Result<Stage, Vec<CourseProblem>> {
    let lines = file.source.as_deref().map(level_lines).unwrap_or_default();
    let place = |level: Option<usize>| Place {
        file: file.origin.clone(),
        line: level.map_or_else(|| None, |l| lines.get(l - 1).copied()),
        level,
    };
    let mut problems = Vec::new();
    for (key, text) in [("title", &spec.title), ("introduction", &spec.introduction), ("completion", &spec.completion)]
    {
        if text.trim().is_empty() {
            problems.push(CourseProblem { place: place(None), problem: LevelProblem::EmptyText(key) });
        }
    }
    if !file.shared && !spec.variants.is_empty() {
        let problem = LevelProblem::Variants("only a stage in the shared folder lists variants".into());
        problems.push(CourseProblem { place: place(None), problem });
    }
    let mut levels = Vec::new();
    for (i, level) in spec.levels.iter().enumerate() {
        if !level.is_for(variant.name()) {
            continue;
        }
        match resolve_level(&level.for_variant(variant.name()), variant) {
            Ok(level) => levels.push(Level { place: place(Some(i + 1)), ..level }),
            Err(problem) => problems.push(CourseProblem { place: place(Some(i + 1)), problem }),
        }
    }
    if levels.is_empty() && problems.is_empty() {
        let problem = LevelProblem::Start(format!("the stage has no level for {}", variant.name()));
        problems.push(CourseProblem { place: place(None), problem });
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    Ok(Stage {
        id: file.id.clone(),
        origin: file.origin.clone(),
        title: spec.title.clone(),
        introduction: spec.introduction.clone(),
        completion: spec.completion.clone(),
        levels,
    })
}

/// A variant's course with every stage that loads, and the errors of those that do not.
pub fn read_course(variant: &'static Variant, dirs: &[PathBuf]) -> (Course, Vec<CourseError>) {
    let mut stages = Vec::new();
    let mut errors = Vec::new();
    for file in stage_files(variant.name(), dirs) {
        match &file.spec {
            Err(e) => errors.push(CourseError::Load(e.clone())),
            Ok(spec) => match resolve_stage(&file, spec, variant) {
                Ok(stage) => stages.push(stage),
                Err(problems) => errors.extend(problems.into_iter().map(CourseError::Problem)),
            },
        }
    }
    (Course { variant, stages }, errors)
}

/// A variant's course, refusing one with any problem (what the app opens).
///
/// # Errors
/// The first [`CourseError`]; [`CourseError::NoCourse`] when the variant has no stage.
pub fn load_course(variant: &'static Variant, dirs: &[PathBuf]) -> Result<Course, CourseError> {
    let (course, errors) = read_course(variant, dirs);
    if let Some(first) = errors.into_iter().next() {
        return Err(first);
    }
    if course.stages.is_empty() {
        return Err(CourseError::NoCourse(variant.name().to_string()));
    }
    Ok(course)
}

/// The course of a variant named on the command line or in the app (a built-in name or a
/// variant file), from the user's course folders.
///
/// # Errors
/// [`CourseError::Variant`] when the variant does not load, else as [`load_course`].
pub fn load_course_named(name: &str) -> Result<Course, CourseError> {
    let variant = resolve_variant(name).map_err(|error| CourseError::Variant { name: name.to_string(), error })?;
    load_course(variant, &course_dirs())
}
