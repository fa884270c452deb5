//! `hexchess analyse`: every move of a record judged by the engine, printed as an annotated
//! record with a summary per player.

use std::cell::RefCell;
use std::collections::HashMap;
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use crate::analysis::{Analyser, DEFAULT_DEPTH, annotate};
use crate::engine::{SearchConfig, SearchLimits};
use crate::record::{LetterMap, ReplayOptions, replay, replay_guessing_letters, start_position, write_records};
use crate::rules::{Color, Variant};
use crate::script::record_variant;
use crate::storage::load_records;

use super::CliError;
use super::rule_args::RuleArgs;

/// The options of `hexchess analyse`.
#[derive(clap::Args, Debug, Clone)]
pub struct AnalyseArgs {
    /// The record file (PGN-style text).
    pub file: PathBuf,
    /// Search each position for this many milliseconds.
    #[arg(long, conflicts_with = "depth")]
    pub movetime: Option<u64>,
    /// Search each position to this depth in plies (default 8).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub depth: Option<u32>,
    /// Analyse only the K-th game of the file (1-based).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    pub game: Option<u32>,
    /// Piece letters of the record: auto (English, else the first language that replays the
    /// game), en, hu, pl, de or ru.
    #[arg(long, default_value = "auto")]
    pub letters: String,
    /// Rules in force (default: the variant's).
    #[command(flatten)]
    pub rules: RuleArgs,
}

impl AnalyseArgs {
    fn limits(&self) -> SearchLimits {
        match self.movetime {
            Some(ms) => SearchLimits::movetime(Duration::from_millis(ms)),
            None => SearchLimits::depth(self.depth.unwrap_or(DEFAULT_DEPTH)),
        }
    }
}

/// Analyses the chosen games and prints each annotated record, its summary as `;` comment
/// lines (which readers skip), and last the totals. A game that does not replay is reported
/// and skipped; exit code 2 if any did not.
pub(crate) fn analyse(args: &AnalyseArgs) -> Result<(), CliError> {
    let guess = args.letters.trim().eq_ignore_ascii_case("auto");
    let letters = if guess { LetterMap::english() } else { LetterMap::from_code(&args.letters)? };
    let records = load_records(&args.file)?;
    let chosen: Vec<_> = match args.game {
        Some(k) => match records.get(k as usize - 1) {
            Some(r) => vec![r.clone()],
            None => return Err(CliError::NoSuchGame { index: k, file: args.file.clone(), count: records.len() }),
        },
        None => records,
    };
    let cache: RefCell<HashMap<String, Option<&'static Variant>>> = RefCell::default();
    let lookup = |tag: &str| *cache.borrow_mut().entry(tag.to_string()).or_insert_with(|| record_variant(tag));
    let started = Instant::now();
    let (mut analysed, mut failed, mut positions) = (0usize, 0usize, 0usize);
    let mut out = std::io::stdout().lock();
    for record in &chosen {
        let game_name = format!("game {} ({})", record.number, record.players());
        let variant = match start_position(record, &lookup) {
            Ok(start) => start.variant(),
            Err(e) => {
                failed += 1;
                eprintln!("{game_name}: {e}");
                continue;
            }
        };
        let (settings, scorer) = args.rules.resolve(variant)?;
        let options = ReplayOptions { letters: letters.clone(), repair: true, rules: Some(settings) };
        let replayed =
            if guess { replay_guessing_letters(record, &lookup, &options) } else { replay(record, &lookup, &options) };
        let done = match replayed {
            Ok(done) => done,
            Err(e) => {
                failed += 1;
                eprintln!("{game_name}: {e}");
                continue;
            }
        };
        for note in &done.notes {
            eprintln!("warning: {game_name}: {note}");
        }
        let config = SearchConfig { stalemate_scorer: scorer, ..SearchConfig::new(settings) };
        let analyser = Analyser::new(done.game.clone(), config, args.limits());
        positions += analyser.total();
        let analysis = analyser.run(&AtomicBool::new(false), |_, _| {})?;
        let annotated = annotate(record, &done.game, &analysis);
        write!(out, "{}", write_records(std::slice::from_ref(&annotated)))?;
        for side in [Color::White, Color::Black] {
            let name = match side {
                Color::White => record.white(),
                Color::Black => record.black(),
            };
            let summary = analysis.summary(side);
            writeln!(out, "; {side:?} ({}): {}", name.unwrap_or("?"), summary.line())?;
        }
        writeln!(out)?;
        analysed += 1;
    }
    let secs = started.elapsed().as_secs_f64();
    let games = if analysed == 1 { "game" } else { "games" };
    writeln!(out, "; {analysed} {games} analysed, {positions} positions, {failed} failed, {secs:.1} s")?;
    out.flush()?;
    if failed > 0 {
        return Err(CliError::AnalysesFailed { failed, file: args.file.clone() });
    }
    Ok(())
}
