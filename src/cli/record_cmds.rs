//! Commands on game records: `replay`, and the hidden `autosave-drill` used by the crash test.

use std::cell::RefCell;
use std::collections::HashMap;
use std::io::Write;
use std::path::Path;
use std::time::Duration;

use crate::autosave::{self, Autosave, ClockState};
use crate::record::{LetterMap, ReplayOptions, replay as replay_record};
use crate::rules::{Game, Variant, notation};
use crate::script::{record_variant, resolve_variant};
use crate::storage::load_records;

use super::CliError;

/// `hexchess replay FILE [--letters hu] [--strict]`: one line per game, then the totals. Exit
/// code 2 if any game failed.
pub(crate) fn replay(file: &Path, letters: &str, strict: bool) -> Result<(), CliError> {
    let letters = LetterMap::from_code(letters)?;
    let records = load_records(file)?;
    let options = ReplayOptions { letters, repair: !strict, rules: None };
    let cache: RefCell<HashMap<String, Option<&'static Variant>>> = RefCell::default();
    let lookup = |tag: &str| *cache.borrow_mut().entry(tag.to_string()).or_insert_with(|| record_variant(tag));
    let mut failed = 0;
    let mut out = std::io::stdout().lock();
    for record in &records {
        let players = record.players();
        let line = match replay_record(record, &lookup, &options) {
            Ok(done) => {
                for note in &done.notes {
                    eprintln!("warning: game {} ({players}): {note}", record.number);
                }
                format!(
                    "#{} {players}: {} plies, {}, {}",
                    record.number,
                    done.plies(),
                    done.game.position().fen(),
                    done.status.name()
                )
            }
            Err(e) => {
                failed += 1;
                let position = e.position.clone().unwrap_or_else(|| "-".into());
                format!("#{} {players}: {} plies, {position}, failed: {}", record.number, e.plies, e.reason())
            }
        };
        writeln!(out, "{line}")?;
    }
    let total = records.len();
    writeln!(out, "{total} games, {} replayed, {failed} failed", total - failed)?;
    out.flush()?;
    if failed > 0 {
        return Err(CliError(format!("{failed} of {total} games in {} failed to replay", file.display())));
    }
    Ok(())
}

/// `hexchess autosave-drill`: plays moves one by one, autosaving after each and printing
/// `saved N` once the save has returned. A crash test kills it at random moments.
pub(crate) fn autosave_drill(dir: &Path, variant: &str, moves: &str, delay_ms: u64) -> Result<(), CliError> {
    let variant = resolve_variant(variant)?;
    let rules = variant.default_rules();
    let mut game = Game::new(variant.start_position());
    let mut out = std::io::stdout().lock();
    for (i, text) in moves.split_whitespace().enumerate() {
        let mv = notation::parse_any(game.position(), text)
            .map_err(|e| CliError(format!("move {} ({text}): {e}", i + 1)))?;
        game.play(mv)?;
        let mut doc = Autosave::new(&game, rules);
        let spent = 100 * (i as u64 + 1);
        doc.clock = Some(ClockState {
            base_ms: 300_000,
            increment_ms: 2_000,
            white_ms: 300_000 - spent,
            black_ms: 300_000 - spent / 2,
            started: true,
            tap_to_end_turn: false,
        });
        doc.score.bottom = 3;
        autosave::save(dir, &doc)?;
        writeln!(out, "saved {}", i + 1)?;
        out.flush()?;
        std::thread::sleep(Duration::from_millis(delay_ms));
    }
    Ok(())
}
