//! Commands on the rules core: perft, moves, play, bench.

use std::time::Instant;

use crate::rules::{
    CoordMove, EndReason, GameStatus, Position, Variant, WinRules, cell_names, divide, notation, perft as count,
};
use crate::script::{HookedGame, HookedPlayError, builtin_variant, resolve_variant};

use super::hook_notes::print_hook_notes;
use super::rule_args::RuleArgs;
use super::{CliError, PositionArgs};

/// The position the arguments name.
pub(crate) fn start_position(args: &PositionArgs) -> Result<Position, CliError> {
    let variant = resolve_variant(&args.variant)?;
    match &args.fen {
        Some(f) => Ok(Position::from_fen(variant, f)?),
        None => Ok(variant.start_position()),
    }
}

pub(crate) fn perft(args: &PositionArgs, depth: u32, split: bool) -> Result<(), CliError> {
    let pos = start_position(args)?;
    let started = Instant::now();
    let total = if split && depth > 0 {
        let mut rows: Vec<(String, u64)> =
            divide(&pos, depth).into_iter().map(|(m, n)| (CoordMove::from_move(&pos, m).to_string(), n)).collect();
        rows.sort();
        for (m, n) in &rows {
            println!("{m} {n}");
        }
        rows.iter().map(|(_, n)| n).sum()
    } else {
        count(&pos, depth)
    };
    let secs = started.elapsed().as_secs_f64();
    eprintln!("perft({depth}) in {secs:.3} s, {:.1} M nodes/s", total as f64 / secs.max(1e-9) / 1e6);
    println!("{total}");
    Ok(())
}

pub(crate) fn moves(args: &PositionArgs) -> Result<(), CliError> {
    let pos = start_position(args)?;
    let mut list: Vec<String> =
        pos.legal_moves().into_iter().map(|m| CoordMove::from_move(&pos, m).to_string()).collect();
    list.sort();
    for m in &list {
        println!("{m}");
    }
    Ok(())
}

/// `play`: the moves under the rules in force, with the scripts' hooks after each move (their
/// notes on stderr); prints the position string and the status line.
pub(crate) fn play(args: &PositionArgs, moves: &str, rule_args: &RuleArgs) -> Result<(), CliError> {
    let pos = start_position(args)?;
    let resolved = rule_args.resolve_with_hooks(pos.variant())?;
    let rules = resolved.settings;
    let mut hooked = HookedGame::new(pos, rules, resolved.hooks);
    for (i, text) in moves.split_whitespace().enumerate() {
        if hooked.outcome().is_some() {
            print_hook_notes(&hooked);
            return Err(CliError::bad_move(i, text, HookedPlayError::GameOver));
        }
        let mv = notation::parse_any(hooked.game().position(), text).map_err(|e| CliError::bad_move(i, text, e))?;
        hooked.play(mv).map_err(|e| CliError::bad_move(i, text, e))?;
    }
    print_hook_notes(&hooked);
    let game = hooked.game();
    let status = game.status(&rules);
    println!("{}", game.position().fen());
    if let Some(o) = hooked.hook_ending() {
        println!("{} {}", o.reason.describe(), o.points.result_text());
        return Ok(());
    }
    match (status, status.outcome(&rules)) {
        (GameStatus::Checks { .. } | GameStatus::Hill { .. }, Some(o)) => {
            println!("{} {}", o.reason.describe(), o.points.result_text());
        }
        (_, Some(o)) => println!("{} {}", status.name(), o.points.result_text()),
        (_, None) if rules.win.checks > 0 => {
            let c = game.checks_given();
            println!("{} (checks {}-{})", status.name(), c.white, c.black);
        }
        (_, None) => println!("{}", status.name()),
    }
    Ok(())
}

/// The extra ways to win as a suffix for a rules line: `, three checks win`,
/// `, king of the hill on e5 f6 g5`, or nothing.
pub(crate) fn win_text(variant: &'static Variant, win: WinRules) -> String {
    let mut text = String::new();
    if win.checks > 0 {
        text += &format!(", {} win", EndReason::Checks(win.checks).describe());
    }
    if win.hill.any() {
        text += &format!(", king of the hill on {}", cell_names(variant.board(), win.hill).join(" "));
    }
    text
}

pub(crate) fn bench(depth: u32) -> Result<(), CliError> {
    let (mut nodes, mut secs) = (0u64, 0f64);
    for name in ["glinski", "mccooey", "shafran"] {
        let pos = builtin_variant(name)?.start_position();
        let started = Instant::now();
        let n = count(&pos, depth);
        let s = started.elapsed().as_secs_f64();
        println!("{name:8} perft({depth}) = {n:>12} nodes in {s:7.3} s = {:7.1} M nodes/s", n as f64 / s / 1e6);
        nodes += n;
        secs += s;
    }
    println!("{:.1} M nodes/s", nodes as f64 / secs / 1e6);
    Ok(())
}
