//! `hexchess puzzles check FILE [--sample N]` verifies a puzzle file again, and `hexchess puzzles
//! refresh FILE` rewrites its themes and ratings. Both run the generator's own last step
//! ([`assess`]) on every puzzle, on several threads.

use std::path::Path;

use crate::engine::Rng;
use crate::puzzle::generate::{Assessment, Budgets, Probe, assess};
use crate::puzzle::{Puzzle, parse_puzzles};
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

fn read_puzzles(file: &Path) -> Result<Vec<Puzzle>, CliError> {
    let text = read_text(file)?;
    parse_puzzles(&text).map_err(|e| CliError(format!("{}: {e}", file.display())))
}

/// What the engine makes of each puzzle, in order: its assessment, or why it fails.
fn assess_all(
    puzzles: &[Puzzle],
    variant: &'static Variant,
    budgets: Budgets,
    threads: usize,
) -> Vec<Result<Assessment, String>> {
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
                            let line = p.line(variant).map_err(|e| e.to_string())?;
                            assess(&mut probe, &line, budgets).map_err(|e| e.to_string())
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .zip(puzzles.chunks(size))
            .flat_map(|(h, chunk)| {
                h.join().unwrap_or_else(|_| chunk.iter().map(|_| Err("the checker stopped".to_string())).collect())
            })
            .collect()
    })
}

/// Why `puzzle` does not match what the code finds, if it does not.
fn mismatch(puzzle: &Puzzle, found: &Assessment) -> Option<String> {
    if found.themes != puzzle.themes {
        let names = found.themes.iter().map(|t| t.name()).collect::<Vec<_>>().join(" ");
        return Some(format!("themes {:?}, but the code finds {names:?}", puzzle.themes_text()));
    }
    (found.rating != puzzle.rating)
        .then(|| format!("rating {}, but the engine's ladder gives {}", puzzle.rating, found.rating))
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
    for (puzzle, result) in puzzles.iter().zip(&results) {
        let problem = match result {
            Ok(found) => mismatch(puzzle, found),
            Err(why) => Some(why.clone()),
        };
        if let Some(why) = problem {
            failed += 1;
            println!("{}: {why}", puzzle.id);
        }
    }
    let checked = results.len();
    println!("{checked} puzzles, {} verified, {failed} failed", checked - failed);
    if failed > 0 {
        return Err(CliError(format!("{failed} of {checked} puzzles failed verification")));
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
