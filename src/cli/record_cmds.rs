//! Commands on game records: `replay`, and the hidden `autosave-drill` used by the crash test.

use std::cell::RefCell;
use std::collections::HashMap;
use std::io::Write;
use std::path::Path;
use std::time::Duration;

use crate::autosave::{self, Autosave, ClockState};
use crate::record::{
    GameRecord, LetterMap, ReplayOptions, ReplayedGame, replay as replay_record, replay_guessing_letters,
    start_position,
};
use crate::rules::{EndReason, Game, Variant, notation};
use crate::script::{HookedGame, record_variant, resolve_variant};
use crate::storage::load_records;

use super::CliError;
use super::hook_notes::print_hook_notes;
use super::rule_args::{ResolvedRules, RuleArgs};

/// `hexchess replay FILE [--letters auto|en|hu|pl|de|ru] [--strict] [--scripts DIR]`: one line
/// per game, then the totals. Exit code 2 if any game failed; the games after a failed one are
/// still replayed. With `auto` (the default) a game that does not replay in English letters is
/// read in the first other language whose letters replay it whole, with a warning. With scripts, their rules judge the end and their
/// hooks run after each move: a hook's ending is named (`house rule: the queen left the board
/// 0-1`), and a warning says when it differs from the record's `Termination`.
pub(crate) fn replay(file: &Path, letters: &str, strict: bool, scripts: Option<&Path>) -> Result<(), CliError> {
    let guess = letters.trim().eq_ignore_ascii_case("auto");
    let letters = if guess { LetterMap::english() } else { LetterMap::from_code(letters)? };
    let records = load_records(file)?;
    let cache: RefCell<HashMap<String, Option<&'static Variant>>> = RefCell::default();
    let lookup = |tag: &str| *cache.borrow_mut().entry(tag.to_string()).or_insert_with(|| record_variant(tag));
    let scripted = RuleArgs { scripts: scripts.map(Path::to_path_buf), ..RuleArgs::default() };
    let mut failed = 0;
    let mut out = std::io::stdout().lock();
    for record in &records {
        let players = record.players();
        let resolved = match (scripts, start_position(record, &lookup)) {
            (Some(_), Ok(start)) => Some(scripted.resolve_with_hooks(start.variant())?),
            _ => None,
        };
        let options =
            ReplayOptions { letters: letters.clone(), repair: !strict, rules: resolved.as_ref().map(|r| r.settings) };
        let replayed = if guess {
            replay_guessing_letters(record, &lookup, &options)
        } else {
            replay_record(record, &lookup, &options)
        };
        let line = match replayed {
            Ok(done) => {
                for note in &done.notes {
                    eprintln!("warning: game {} ({players}): {note}", record.number);
                }
                let ending = match resolved {
                    Some(r) => hooked_ending(record, &done, r),
                    None => done.status.name().to_string(),
                };
                format!(
                    "#{} {players}: {} plies, {}, {ending}",
                    record.number,
                    done.plies(),
                    done.game.position().fen()
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
        return Err(CliError::ReplaysFailed { failed, total, file: file.to_path_buf() });
    }
    Ok(())
}

/// The game's ending with the scripts' hooks run along its moves: a hook's ending as
/// `house rule: <reason> <result>`, else the status name. Warns when a hook ends the game before
/// the record does, or when the record's `Termination` names another house-rule ending.
fn hooked_ending(record: &GameRecord, done: &ReplayedGame, rules: ResolvedRules) -> String {
    let hooked = HookedGame::replay(&done.game, rules.settings, rules.hooks);
    print_hook_notes(&hooked);
    let warn = |what: String| eprintln!("warning: game {} ({}): {what}", record.number, record.players());
    let played = hooked.game().moves().len();
    if played < done.plies() {
        warn(format!("a house rule ended the game after {played} plies, but the record goes on to {}", done.plies()));
    }
    let recorded = record.end_reason().filter(|r| matches!(r, EndReason::HouseRule(_)));
    if let Some(r) = recorded.filter(|r| Some(*r) != hooked.hook_ending().map(|o| o.reason)) {
        warn(format!("the record ends by \"{}\", but the scripts do not end it so", r.termination_text()));
    }
    match hooked.hook_ending() {
        Some(o) => format!("{} {}", o.reason.termination_text(), o.points.result_text()),
        None => done.status.name().to_string(),
    }
}

/// `hexchess autosave-drill`: plays moves one by one, autosaving after each and printing
/// `saved N` once the save has returned. A crash test kills it at random moments.
pub(crate) fn autosave_drill(dir: &Path, variant: &str, moves: &str, delay_ms: u64) -> Result<(), CliError> {
    let variant = resolve_variant(variant)?;
    let rules = variant.default_rules();
    let mut game = Game::new(variant.start_position());
    let mut out = std::io::stdout().lock();
    for (i, text) in moves.split_whitespace().enumerate() {
        let mv = notation::parse_any(game.position(), text).map_err(|e| CliError::bad_move(i, text, e))?;
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
