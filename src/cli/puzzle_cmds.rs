//! Puzzle commands: `hexchess puzzles generate` builds a puzzle file with our engine;
//! `check` and `refresh` (in [`super::puzzle_check`]) verify one again or bring its themes and
//! ratings up to date; `stats` counts a file's themes, ratings and sources.

use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::Subcommand;

use crate::puzzle::generate::{Budgets, GenerateOptions, Hunt, REAL_GAME_SOURCE, SourceGame, generate};
use crate::puzzle::{Puzzle, PuzzleStats, write_puzzles};
use crate::record::{ReplayOptions, replay_guessing_letters};
use crate::rules::Variant;
use crate::script::{record_variant, resolve_variant};
use crate::storage::{atomic_write, load_records};

use super::{CliError, puzzle_check};

/// What to do with puzzles.
#[derive(Subcommand, Debug)]
pub enum PuzzleCommand {
    /// Find, verify, theme and rate puzzles in real games and seeded self-play (or, with
    /// `--hunt`, in seeded random positions), and write them as a puzzle file. Progress goes to
    /// stderr; the file is rewritten atomically as puzzles are found. Prints the counts per
    /// theme, the rating spread and the yield, the yield last.
    Generate {
        /// The variant.
        #[arg(long, default_value = "glinski")]
        variant: String,
        /// The seed of self-play (or of the hunt).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Stop after the game that brings the count to this many (new) puzzles.
        #[arg(long, default_value_t = 600)]
        count: usize,
        /// Instead of self-play, hunt for this theme (`stalemateTrick`, `castling`, `enPassant`,
        /// `mateIn3`, `mateIn4` or `mateIn5`) in seeded random endgame positions; only puzzles
        /// showing it are kept.
        #[arg(long)]
        hunt: Option<String>,
        /// Add the new puzzles to the existing file `--out` instead of replacing it.
        #[arg(long)]
        append: bool,
        /// Play at most this many self-play games (or hunt in this many positions).
        #[arg(long, default_value_t = 100_000)]
        max_games: u32,
        /// Folders of real games (`.pgn`, searched recursively), searched before self-play.
        #[arg(long)]
        records: Vec<PathBuf>,
        /// Nodes a position for confirming and cooking lines; scanning uses a 24th of it,
        /// verifying four times it (default: 24 000; 100 000 for the `mateIn3` and `mateIn4`
        /// hunts, 400 000 for `mateIn5`).
        #[arg(long)]
        nodes: Option<u64>,
        /// Worker threads.
        #[arg(long, default_value_t = 2)]
        threads: usize,
        /// The puzzle file to write.
        #[arg(long)]
        out: PathBuf,
    },
    /// Verify every puzzle of a file again (or a random sample) at four times the generation
    /// budget. Prints each failure, then `N puzzles, N verified, N failed` (exit 2 on a failure).
    Check {
        /// The puzzle file.
        file: PathBuf,
        /// The variant (default: the file's name, e.g. `glinski.csv`).
        #[arg(long)]
        variant: Option<String>,
        /// Check this many puzzles drawn at random instead of all.
        #[arg(long)]
        sample: Option<usize>,
        /// The seed of the sample.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The generation budget the file was made with (verification uses four times it); a
        /// hunted puzzle is checked at its hunt's budget if that is larger.
        #[arg(long, default_value_t = Budgets::DEFAULT.cook)]
        nodes: u64,
        /// Worker threads.
        #[arg(long, default_value_t = 2)]
        threads: usize,
    },
    /// Count a puzzle file's puzzles per theme, its rating spread (bands of 200, the lowest,
    /// median and highest rating) and its sources. Reads the file only; the engine is not run.
    Stats {
        /// The puzzle file.
        file: PathBuf,
    },
    /// Rewrite a puzzle file's themes and ratings with what the generator's code finds now (after
    /// a change to theme detection or rating), keeping each line. A puzzle that no longer
    /// verifies is dropped and named. Prints `N puzzles, N kept, N dropped` last.
    Refresh {
        /// The puzzle file, rewritten atomically.
        file: PathBuf,
        /// The variant (default: the file's name, e.g. `glinski.csv`).
        #[arg(long)]
        variant: Option<String>,
        /// The generation budget the file was made with.
        #[arg(long, default_value_t = Budgets::DEFAULT.cook)]
        nodes: u64,
        /// Worker threads.
        #[arg(long, default_value_t = 2)]
        threads: usize,
    },
}

/// Runs a puzzle command.
///
/// # Errors
/// A [`CliError`] (exit code 2) on bad input or a failed puzzle.
pub fn run(command: PuzzleCommand) -> Result<(), CliError> {
    match command {
        PuzzleCommand::Generate { variant, seed, count, hunt, append, max_games, records, nodes, threads, out } => {
            let variant = resolve_variant(&variant)?;
            let rules = variant.default_rules();
            let hunt = match hunt {
                Some(name) => Some(Hunt::from_name(&name).ok_or(CliError::UnknownHunt(name))?),
                None => None,
            };
            if let Some(h) = hunt.filter(|h| !h.suits(variant, &rules)) {
                return Err(CliError::HuntUnsuited { theme: h.theme().name(), variant: variant.name().to_string() });
            }
            let kept = if append { puzzle_check::read_puzzles(&out)? } else { Vec::new() };
            let opts = GenerateOptions {
                start: variant.start_position(),
                rules,
                records: real_games(variant, &records)?,
                seed,
                hunt,
                known_ids: kept.iter().map(|p| p.id.clone()).collect(),
                target: count,
                max_selfplay_games: max_games,
                threads,
                budgets: nodes.map_or(hunt.map_or(Budgets::DEFAULT, Hunt::budgets), Budgets::from_cook),
            };
            generate_file(&opts, &kept, &out)
        }
        PuzzleCommand::Check { file, variant, sample, seed, nodes, threads } => {
            puzzle_check::check_file(&file, variant.as_deref(), sample, seed, Budgets::from_cook(nodes), threads)
        }
        PuzzleCommand::Stats { file } => {
            print_summary(&puzzle_check::read_puzzles(&file)?);
            Ok(())
        }
        PuzzleCommand::Refresh { file, variant, nodes, threads } => {
            puzzle_check::refresh_file(&file, variant.as_deref(), Budgets::from_cook(nodes), threads)
        }
    }
}

/// Every game of `variant` in the record files under `folders`, in path order; games that do
/// not replay are reported on stderr and left out.
fn real_games(variant: &'static Variant, folders: &[PathBuf]) -> Result<Vec<SourceGame>, CliError> {
    let mut files = Vec::new();
    for folder in folders {
        collect_pgn(folder, &mut files)?;
    }
    files.sort();
    let mut games = Vec::new();
    let lookup = |tag: &str| record_variant(tag);
    for file in files {
        let name = file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        for record in load_records(&file)? {
            match replay_guessing_letters(&record, &lookup, &ReplayOptions::default()) {
                Ok(game) if std::ptr::eq(game.game.start().variant(), variant) => games.push(SourceGame {
                    label: format!("{REAL_GAME_SOURCE}{name}#{}", game.number),
                    start: *game.game.start(),
                    moves: game.game.moves().to_vec(),
                    first_played_ply: 0,
                }),
                Ok(_) => {}
                Err(e) => eprintln!("{}: skipped: {e}", file.display()),
            }
        }
    }
    Ok(games)
}

fn collect_pgn(folder: &Path, out: &mut Vec<PathBuf>) -> Result<(), CliError> {
    let entries =
        std::fs::read_dir(folder).map_err(|source| CliError::ReadFolder { path: folder.to_path_buf(), source })?;
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_pgn(&path, out)?;
        } else if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("pgn")) {
            out.push(path);
        }
    }
    Ok(())
}

/// Generates puzzles into `out` after the `kept` puzzles (those of the file added to, or none).
fn generate_file(opts: &GenerateOptions, kept: &[Puzzle], out: &Path) -> Result<(), CliError> {
    let started = Instant::now();
    let mut written = 0;
    let mut write_error = None;
    let with_kept = |new: &[Puzzle]| -> Vec<Puzzle> { kept.iter().chain(new).cloned().collect() };
    let puzzles = generate(opts, |progress, puzzles| {
        eprintln!(
            "games {} candidates {} cooked {} failed {} duplicates {} puzzles {} ({:.0} s)",
            progress.games,
            progress.candidates,
            progress.cooked,
            progress.failed,
            progress.duplicates,
            puzzles.len(),
            progress.elapsed.as_secs_f64()
        );
        if puzzles.len() >= written + 10 {
            written = puzzles.len();
            if let Err(e) = save(out, &with_kept(puzzles)) {
                write_error = Some(e);
            }
        }
    });
    if let Some(e) = write_error {
        return Err(e);
    }
    save(out, &with_kept(&puzzles))?;
    let seconds = started.elapsed().as_secs_f64();
    print_summary(&puzzles);
    let cpu_hours = seconds * opts.threads.max(1) as f64 / 3600.0;
    println!(
        "{} puzzles in {seconds:.0} s on {} threads: {:.0} verified puzzles per CPU-hour (wall time × threads)",
        puzzles.len(),
        opts.threads.max(1),
        puzzles.len() as f64 / cpu_hours.max(1e-9)
    );
    Ok(())
}

pub(super) fn save(out: &Path, puzzles: &[Puzzle]) -> Result<(), CliError> {
    atomic_write(out, write_puzzles(puzzles)?.as_bytes())?;
    Ok(())
}

/// Counts per theme, the rating spread and the sources, one line each.
fn print_summary(puzzles: &[Puzzle]) {
    for line in PuzzleStats::of(puzzles).lines() {
        println!("{line}");
    }
}
