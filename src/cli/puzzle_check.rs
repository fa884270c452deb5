//! `hexchess puzzles check FILE [--sample N]` verifies a puzzle file again, and `hexchess puzzles
//! refresh FILE` rewrites its themes and ratings. Both run the generator's own last step
//! ([`assess`]) on every puzzle, on several threads.

use std::path::Path;

use crate::engine::Rng;
use crate::puzzle::generate::{Assessment, Budgets, Hunt, Probe, VerifyFailure, assess};
use crate::puzzle::{Puzzle, PuzzleError, parse_puzzles};
use crate::rules::Variant;
use crate::script::resolve_variant;
use crate::storage::read_text;

use super::CliError;
use super::puzzle_cmds::save;

/// The variant named on the command line, or by the file's name (`glinski.csv`).
fn file_variant(file: &Path, variant: Option<&str>) -> Result<&'static Variant, CliError> {
    let name = match variant {
        Some(v) => v.to_string(),
        None => file.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default(),
    };
    Ok(resolve_variant(&name)?)
}

/// The puzzles of `file`, or a clear error naming it.
pub(super) fn read_puzzles(file: &Path) -> Result<Vec<Puzzle>, CliError> {
    let text = read_text(file)?;
    parse_puzzles(&text).map_err(|source| CliError::ReadPuzzles { path: file.to_path_buf(), source: Box::new(source) })
}

/// Why a puzzle of a file fails the check.
#[derive(Debug, thiserror::Error)]
pub enum CheckFailure {
    /// Its position or one of its moves cannot be played.
    #[error(transparent)]
    Unplayable(#[from] PuzzleError),
    /// The engine no longer finds its line.
    #[error(transparent)]
    NotVerified(#[from] VerifyFailure),
    /// Its themes are not the ones the code detects.
    #[error("themes {file:?}, but the code finds {found:?}")]
    Themes {
        /// The themes in the file.
        file: String,
        /// The themes the code detects.
        found: String,
    },
    /// Its rating is not the one the engine's ladder gives.
    #[error("rating {file}, but the engine's ladder gives {found}")]
    Rating {
        /// The rating in the file.
        file: u32,
        /// The rating the ladder gives.
        found: u32,
    },
    /// The thread checking it stopped before it was done.
    #[error("the checker stopped")]
    CheckerStopped,
}

/// What the engine makes of each puzzle, in order: its assessment, or why it fails.
fn assess_all(
    puzzles: &[Puzzle],
    variant: &'static Variant,
    budgets: Budgets,
    threads: usize,
) -> Vec<Result<Assessment, CheckFailure>> {
    let rules = variant.default_rules();
    let size = puzzles.len().div_ceil(threads.max(1)).max(1);
    std::thread::scope(|scope| {
        let handles: Vec<_> = puzzles
            .chunks(size)
            .map(|chunk| {
                scope.spawn(move || {
                    let mut probe = Probe::new(rules);
                    chunk
                        .iter()
                        .map(|p| {
                            let line = p.line(variant)?;
                            let hunted = Hunt::of_source(&p.source).map_or(budgets, |h| budgets.larger(h.budgets()));
                            Ok(assess(&mut probe, &line, hunted)?)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .zip(puzzles.chunks(size))
            .flat_map(|(h, chunk)| {
                h.join().unwrap_or_else(|_| chunk.iter().map(|_| Err(CheckFailure::CheckerStopped)).collect())
            })
            .collect()
    })
}

/// Why `puzzle` does not match what the code finds, if it does not.
fn mismatch(puzzle: &Puzzle, found: &Assessment) -> Option<CheckFailure> {
    if found.themes != puzzle.themes {
        let found = found.themes.iter().map(|t| t.name()).collect::<Vec<_>>().join(" ");
        return Some(CheckFailure::Themes { file: puzzle.themes_text(), found });
    }
    (found.rating != puzzle.rating).then_some(CheckFailure::Rating { file: puzzle.rating, found: found.rating })
}

/// `hexchess puzzles check`: prints each failure, then `N puzzles, N verified, N failed`.
///
/// # Errors
/// A [`CliError`] on an unreadable file or when any puzzle fails.
pub fn check_file(
    file: &Path,
    variant: Option<&str>,
    sample: Option<usize>,
    seed: u64,
    budgets: Budgets,
    threads: usize,
) -> Result<(), CliError> {
    let variant = file_variant(file, variant)?;
    let mut puzzles = read_puzzles(file)?;
    if let Some(n) = sample {
        let mut rng = Rng::new(seed);
        for i in 0..puzzles.len() {
            let j = i + rng.below((puzzles.len() - i) as u64) as usize;
            puzzles.swap(i, j);
        }
        puzzles.truncate(n);
    }
    let results = assess_all(&puzzles, variant, budgets, threads);
    let mut failed = 0;
    for (puzzle, result) in puzzles.iter().zip(results) {
        let problem = match result {
            Ok(found) => mismatch(puzzle, &found),
            Err(why) => Some(why),
        };
        if let Some(why) = problem {
            failed += 1;
            println!("{}: {why}", puzzle.id);
        }
    }
    let checked = puzzles.len();
    println!("{checked} puzzles, {} verified, {failed} failed", checked - failed);
    if failed > 0 {
        return Err(CliError::PuzzlesFailed { failed, checked });
    }
    Ok(())
}

/// `hexchess puzzles refresh`: rewrites themes and ratings, drops what no longer verifies, and
/// prints `N puzzles, N kept, N dropped` last.
///
/// # Errors
/// A [`CliError`] on an unreadable or unwritable file.
pub fn refresh_file(file: &Path, variant: Option<&str>, budgets: Budgets, threads: usize) -> Result<(), CliError> {
    let variant = file_variant(file, variant)?;
    let puzzles = read_puzzles(file)?;
    let results = assess_all(&puzzles, variant, budgets, threads);
    let total = puzzles.len();
    let mut kept = Vec::with_capacity(total);
    let mut changed = 0;
    for (mut puzzle, result) in puzzles.into_iter().zip(results) {
        match result {
            Ok(found) => {
                if mismatch(&puzzle, &found).is_some() {
                    changed += 1;
                }
                puzzle.themes = found.themes;
                puzzle.rating = found.rating;
                kept.push(puzzle);
            }
            Err(why) => println!("{}: dropped: {why}", puzzle.id),
        }
    }
    save(file, &kept)?;
    println!("{changed} puzzles had other themes or ratings");
    println!("{total} puzzles, {} kept, {} dropped", kept.len(), total - kept.len());
    Ok(())
}
