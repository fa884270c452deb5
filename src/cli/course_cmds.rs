//! Commands on the course: `hexchess course check [--variant V] [FILE] [--verbose]`.

use std::path::{Path, PathBuf};

use clap::Subcommand;

use crate::course::{
    Course, CourseError, CourseReport, SHARED_DEFAULT_VARIANTS, SHARED_FOLDER, StageFile, check_course, course_dirs,
    parse_stage, read_course, resolve_stage, solve,
};
use crate::script::{ScriptError, ScriptErrorKind, resolve_variant};

use super::CliError;

/// What to do with the course.
#[derive(Subcommand, Debug)]
pub enum CourseCommand {
    /// Check the course: every stage loads, every position is legal, every text says something,
    /// and every level is solved by a search within its par. Prints one line per problem, then
    /// `N levels in M stages (VARIANT): all solvable within par` per variant; exits 2 on any problem.
    Check {
        /// Only this variant (default: Gliński's, McCooey's and Shafran's).
        #[arg(long)]
        variant: Option<String>,
        /// Check one stage file instead of the whole course (with `--variant`, for that variant
        /// only; else for the variant its folder is named after, or those a shared file lists).
        file: Option<PathBuf>,
        /// Also print each level's shortest solution.
        #[arg(long)]
        verbose: bool,
    },
}

/// Runs a course command.
///
/// # Errors
/// A [`CliError`] (exit code 2) when there is any problem; the problems are printed first.
pub fn run(command: CourseCommand) -> Result<(), CliError> {
    let CourseCommand::Check { variant, file, verbose } = command;
    let variants: Vec<String> = match (&variant, &file) {
        (Some(v), _) => vec![v.clone()],
        (None, Some(path)) => file_variants(path),
        (None, None) => SHARED_DEFAULT_VARIANTS.iter().map(|v| v.to_string()).collect(),
    };
    let mut problems = 0;
    for name in &variants {
        let report = check_variant(name, file.as_deref(), verbose)?;
        for line in &report.problems {
            println!("{line}");
        }
        println!("{}", report.summary());
        problems += report.problems.len();
    }
    if problems == 0 {
        return Ok(());
    }
    Err(CliError::CourseProblems { count: problems })
}

/// The variants a stage file is checked for: those its shared stage lists, or its folder's.
fn file_variants(path: &Path) -> Vec<String> {
    let folder = path.parent().and_then(|p| p.file_name()).map(|n| n.to_string_lossy().into_owned());
    let listed = std::fs::read_to_string(path)
        .ok()
        .and_then(|source| parse_stage(&path.display().to_string(), &source).ok())
        .map(|spec| spec.variants)
        .unwrap_or_default();
    match folder {
        _ if !listed.is_empty() => listed,
        Some(f) if f != SHARED_FOLDER && resolve_variant(&f).is_ok() => vec![f],
        _ => SHARED_DEFAULT_VARIANTS.iter().map(|v| v.to_string()).collect(),
    }
}

/// Checks one variant's course, or one file of it.
fn check_variant(name: &str, file: Option<&Path>, verbose: bool) -> Result<CourseReport, CourseError> {
    let variant = resolve_variant(name).map_err(|error| CourseError::Variant { name: name.to_string(), error })?;
    let (course, errors) = match file {
        None => read_course(variant, &course_dirs()),
        Some(path) => {
            let origin = path.display().to_string();
            let read = std::fs::read_to_string(path)
                .map_err(|e| ScriptError::new(&origin, ScriptErrorKind::Io, e.to_string()))
                .and_then(|source| Ok((parse_stage(&origin, &source)?, source)));
            let (spec, source) = match read {
                Ok(read) => read,
                Err(e) => return Ok(check_course(&Course { variant, stages: Vec::new() }, &[CourseError::Load(e)])),
            };
            let id = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
            let shared = path.parent().and_then(|p| p.file_name()).is_some_and(|n| n == SHARED_FOLDER);
            let stage_file = StageFile { id, origin, shared, source: Some(source), spec: Ok(spec.clone()) };
            match resolve_stage(&stage_file, &spec, variant) {
                Ok(stage) => (Course { variant, stages: vec![stage] }, Vec::new()),
                Err(problems) => {
                    (Course { variant, stages: Vec::new() }, problems.into_iter().map(CourseError::Problem).collect())
                }
            }
        }
    };
    if verbose {
        print_solutions(&course);
    }
    Ok(check_course(&course, &errors))
}

/// Prints each level's shortest solution (the learner's moves).
fn print_solutions(course: &Course) {
    for level in course.stages.iter().flat_map(|s| &s.levels) {
        let Ok(solution) = solve(level) else { continue };
        let board = level.variant.board();
        let words: Vec<String> =
            solution.moves.iter().map(|m| format!("{}{}", board.name(m.from), board.name(m.to))).collect();
        println!("{}: par {}, solved in {}: {}", level.place, level.par, solution.moves.len(), words.join(" "));
    }
}
