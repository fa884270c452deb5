//! The extra ways to win on the command line: `play`, `bestmove` and `selfplay` with `--checks`,
//! `--hill` and `--scripts`, the status line naming the ending, and `check-script` printing the
//! compiled win rules.

use std::path::PathBuf;

use hexchess::rules::{Color, CoordMove, Game, RuleSettings, WinRules};
use hexchess::script::builtin_variant;

use crate::rules::hexchess;

const KINGS_AND_ROOK: &str = "6/7/8/9/10/K9k/10/9/8/7/R5 w - - 0 1";

/// A greedy three-check game (the first checking move in cell order, else the first move).
fn three_check_game() -> (Game, RuleSettings) {
    let v = builtin_variant("glinski").unwrap();
    let rules = RuleSettings { win: WinRules::checks(3), ..v.default_rules() };
    (crate::common::greedy_checks(v.start_position(), &rules, 300), rules)
}

fn coords(game: &Game, plies: usize) -> String {
    let mut replay = Game::new(*game.start());
    let mut out = Vec::new();
    for &mv in &game.moves()[..plies] {
        out.push(CoordMove::from_move(replay.position(), mv).to_string());
        replay.play(mv).unwrap();
    }
    out.join(" ")
}

fn scripts_dir(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scripts").join(name)
}

#[test]
fn play_names_the_third_check_on_the_status_line() {
    let (game, rules) = three_check_game();
    let n = game.moves().len();
    let result = game.status(&rules).outcome(&rules).unwrap().points.result_text();
    let all = coords(&game, n);
    let run = hexchess(&["play", "--checks", "3", "--moves", &all]).ok();
    assert_eq!(run.last_line(), format!("three checks {result}"));
    // One ply earlier the game goes on, and the line shows the count.
    let before = coords(&game, n - 1);
    let mut earlier = game.clone();
    earlier.truncate(n - 1);
    let c = earlier.checks_given();
    let run = hexchess(&["play", "--checks", "3", "--moves", &before]).ok();
    assert_eq!(run.last_line(), format!("ongoing (checks {}-{})", c.white, c.black));
    // The same moves under the shipped script, from a folder.
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(scripts_dir("three_check.lua"), dir.path().join("three_check.lua")).unwrap();
    let run = hexchess(&["play", "--scripts", dir.path().to_str().unwrap(), "--moves", &all]).ok();
    assert_eq!(run.last_line(), format!("three checks {result}"));
    // Playing on after the end is refused.
    hexchess(&["play", "--checks", "3", "--moves", &format!("{all} {}", "f5f6")]).failed_with("already over");
}

#[test]
fn bestmove_sees_the_last_check_as_a_win() {
    let (game, _) = three_check_game();
    let n = game.moves().len();
    let before = coords(&game, n - 1);
    for depth in ["1", "3"] {
        let run = hexchess(&["bestmove", "--checks", "3", "--depth", depth, "--moves", &before]).ok();
        let info = run.stdout.lines().rfind(|l| l.starts_with("info depth")).expect("an info line");
        assert!(info.contains("score mate 1 "), "depth {depth}: {info}");
        let mut earlier = game.clone();
        earlier.truncate(n - 1);
        let mv = hexchess::rules::parse_any(earlier.position(), run.last_line()).expect("a move");
        assert!(earlier.position().play(mv).unwrap().is_check(), "{} gives check", run.last_line());
    }
}

#[test]
fn play_and_bestmove_under_king_of_the_hill() {
    let v = builtin_variant("glinski").unwrap();
    let start = hexchess::rules::Position::from_fen(v, KINGS_AND_ROOK).unwrap();
    let king = start.king(Color::White);
    let step = start.legal_moves().into_iter().find(|m| m.from == king).unwrap();
    let target = v.board().name(step.to);
    let mv = CoordMove::from_move(&start, step).to_string();
    let run = hexchess(&["play", "--fen", KINGS_AND_ROOK, "--hill", &target, "--moves", &mv]).ok();
    assert_eq!(run.last_line(), "king of the hill 1-0");
    let run = hexchess(&["bestmove", "--fen", KINGS_AND_ROOK, "--hill", &target, "--depth", "2"]).ok();
    assert!(run.stdout.contains("score mate 1 "), "{}", run.stdout);
    let found = hexchess::rules::parse_any(&start, run.last_line()).unwrap();
    assert_eq!(found.to, step.to, "the king steps onto the hill");
    hexchess(&["play", "--hill", "f6,z9"]).failed_with("no cell `z9`");
    hexchess(&["play", "--checks", "0"]).code.filter(|c| *c == 2).expect("--checks 0 is refused");
}

#[test]
fn check_script_prints_the_compiled_win_rules() {
    let run = hexchess(&["check-script", scripts_dir("three_check.lua").to_str().unwrap()]).ok();
    let json: serde_json::Value = serde_json::from_str(&run.stdout).expect("JSON");
    assert_eq!(json["settings"]["win"]["checks"], 3, "{json}");
    let run = hexchess(&["check-script", scripts_dir("king_of_the_hill.lua").to_str().unwrap()]).ok();
    let json: serde_json::Value = serde_json::from_str(&run.stdout).expect("JSON");
    let mut cells: Vec<String> = serde_json::from_value(json["settings"]["win"]["king_reaches"].clone()).unwrap();
    cells.sort();
    assert_eq!(cells, ["e5", "f6", "g5"]);
}

#[test]
fn selfplay_plays_under_the_win_rules() {
    let run = hexchess(&[
        "selfplay",
        "--games",
        "1",
        "--level",
        "novice",
        "--vs",
        "novice",
        "--max-plies",
        "60",
        "--checks",
        "3",
        "--vs-ignores-win",
    ])
    .ok();
    let header = run.stdout.lines().next().unwrap_or_default();
    assert!(header.contains("three checks win"), "{header}");
}
