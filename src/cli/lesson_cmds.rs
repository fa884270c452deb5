//! Commands on lesson files: `hexchess lesson check FILE`.

use std::path::PathBuf;

use clap::Subcommand;

use crate::lesson::{LessonError, check_lesson, load_lesson_file};

use super::CliError;

/// What to do with a lesson file.
#[derive(Subcommand, Debug)]
pub enum LessonCommand {
    /// Validate a lesson: every position legal, every expected move legal in its step. Prints one
    /// line per problem and exits 2 if there is any, else `ok: N steps`.
    Check {
        /// The lesson's .lua file.
        file: PathBuf,
    },
}

/// Runs a lesson command.
///
/// # Errors
/// A [`CliError`] (exit code 2) when the lesson has problems; they are printed on stdout first.
pub fn run(command: LessonCommand) -> Result<(), CliError> {
    match command {
        LessonCommand::Check { file } => check(&file),
    }
}

fn check(path: &std::path::Path) -> Result<(), CliError> {
    let label = path.display().to_string();
    let checked = load_lesson_file(path)
        .map_err(LessonError::Load)
        .and_then(|lesson| Ok((check_lesson(&label, &lesson)?, lesson.steps.len())));
    let lines: Vec<String> = match checked {
        Ok((problems, steps)) if problems.is_empty() => {
            println!("ok: {steps} steps");
            return Ok(());
        }
        Ok((problems, _)) => problems.iter().map(|p| format!("{label}: {p}")).collect(),
        Err(e) => vec![e.to_string()],
    };
    for line in &lines {
        println!("{line}");
    }
    Err(CliError::LessonProblems { count: lines.len(), label: label.to_string() })
}
