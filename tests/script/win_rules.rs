//! The `win` key of house-rule scripts: n-check and King of the Hill compiled on the variant's
//! board, a corpus of bad shapes (each an error that names the key, with file:line), the shipped
//! examples, and the Lua API stub.

use std::path::PathBuf;

use hexchess::rules::{GameStatus, RuleSettings, WinRules, hill_cells};
use hexchess::script::{
    EffectiveRules, HOUSE_RULE_KEYS, ScriptErrorKind, WIN_KEYS, builtin_variant, load_house_rules, parse_house_rules,
    scripts_in,
};

fn glinski() -> &'static hexchess::rules::Variant {
    builtin_variant("glinski").expect("built-in")
}

fn settings(source: &str) -> RuleSettings {
    let rules = parse_house_rules("win.lua", source, glinski()).unwrap_or_else(|e| panic!("{source}: {e}"));
    let mut eff = EffectiveRules::defaults(glinski());
    eff.apply(&rules);
    eff.settings
}

#[test]
fn checks_and_hill_compile_into_the_rules() {
    assert_eq!(settings("return { win = { checks = 3 } }").win, WinRules::checks(3));
    assert_eq!(settings("return { win = { checks = 5.0 } }").win, WinRules::checks(5));
    let hill = hill_cells(glinski().board(), ["f6", "e5", "g5"]).unwrap();
    assert_eq!(settings("return { win = { king_reaches = { 'f6', 'e5', 'g5' } } }").win, WinRules::hill(hill));
    let both = settings("return { win = { checks = 2, king_reaches = { 'f6' } } }").win;
    assert_eq!((both.checks, both.hill.count()), (2, 1));
    assert_eq!(settings("return { threefold = false }").win, WinRules::NONE, "untouched without `win`");
}

#[test]
fn a_later_script_replaces_the_win_rules_and_is_their_source() {
    let dir = tempfile::tempdir().unwrap();
    let a = dir.path().join("a.lua");
    let b = dir.path().join("b.lua");
    std::fs::write(&a, "return { win = { checks = 3 } }").unwrap();
    std::fs::write(&b, "return { win = { king_reaches = { 'f6' } } }").unwrap();
    let (eff, statuses) = load_house_rules(glinski(), &[b.clone(), a.clone()]);
    assert!(statuses.iter().all(|s| s.result.is_ok()));
    assert_eq!(eff.settings.win.checks, 0, "b.lua's table replaces a.lua's");
    assert_eq!(eff.settings.win.hill.count(), 1);
    assert_eq!(eff.sources["win"], b.display().to_string());
    let json = eff.to_json();
    assert_eq!(json["settings"]["win"]["king_reaches"], serde_json::json!(["f6"]));
    assert_eq!(json["settings"]["win"]["checks"], 0);
}

/// A hostile corpus of `win` values: each fails at load time with the key in the message and
/// the line of the key.
#[test]
fn every_other_shape_is_an_error_naming_the_key_and_its_line() {
    let cases: [(&str, &str); 14] = [
        ("win = 3", "win must be a table"),
        ("win = 'three-check'", "win must be a table"),
        ("win = true", "win must be a table"),
        ("win = function() return 3 end", "win must be a table"),
        ("win = {}", "win is empty"),
        ("win = { 3 }", "win has the entry [1]"),
        ("win = { chekcs = 3 }", "unknown key `chekcs`"),
        ("win = { checks = 0 }", "win.checks must be a whole number from 1 to 10"),
        ("win = { checks = 2.5 }", "win.checks must be a whole number"),
        ("win = { checks = 1e9 }", "win.checks must be a whole number"),
        ("win = { checks = '3' }", "win.checks must be a whole number"),
        ("win = { king_reaches = 'f6' }", "win.king_reaches must be a list of cell names"),
        ("win = { king_reaches = {} }", "win.king_reaches must be a list"),
        ("win = { king_reaches = { f6 = true } }", "win.king_reaches must be a list"),
    ];
    for (entry, expected) in cases {
        let source = format!("-- a house rule\nreturn {{\n  threefold = true,\n  {entry},\n}}\n");
        let err = parse_house_rules("bad.lua", &source, glinski()).expect_err(entry);
        assert_eq!(err.kind, ScriptErrorKind::Invalid, "{entry}: {err}");
        assert!(err.message.contains(expected), "{entry}: {err}");
        assert_eq!(err.line, Some(4), "{entry}: {err}");
        assert!(err.to_string().starts_with("bad.lua:4:"), "{err}");
    }
}

#[test]
fn an_unknown_cell_is_an_error_naming_the_cell() {
    let source = "return {\n  win = {\n    king_reaches = { 'f6', 'j5', 'e5' },\n  },\n}";
    let err = parse_house_rules("hill.lua", source, glinski()).expect_err("j5 is not a cell");
    assert!(err.message.contains("`j5`") && err.message.contains("glinski"), "{err}");
    assert_eq!(err.line, Some(3));
    let err = parse_house_rules("hill.lua", "return { win = { king_reaches = { 'f6', 7 } } }", glinski())
        .expect_err("a number is not a cell name");
    assert!(err.message.contains("entry 2 is 7"), "{err}");
}

#[test]
fn the_shipped_win_examples_set_their_rules_and_decide_games() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scripts");
    let scripts = scripts_in(&dir);
    let find = |name: &str| scripts.iter().find(|p| p.ends_with(name)).cloned().expect("shipped");
    let (three, _) = load_house_rules(glinski(), &[find("three_check.lua")]);
    assert_eq!(three.settings.win, WinRules::checks(3));
    let (koth, _) = load_house_rules(glinski(), &[find("king_of_the_hill.lua")]);
    assert_eq!(koth.settings.win, WinRules::hill(hill_cells(glinski().board(), ["f6", "e5", "g5"]).unwrap()));
    // The compiled rule decides a game: the greedy checker's third check ends it.
    let game = crate::common::greedy_checks(glinski().start_position(), &three.settings, 300);
    assert!(matches!(game.status(&three.settings), GameStatus::Checks { checks: 3, .. }));
}

#[test]
fn the_lua_stub_documents_every_key() {
    let stub = std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs/lua/hexchess.meta.lua"))
        .expect("docs/lua/hexchess.meta.lua");
    for key in HOUSE_RULE_KEYS.iter().chain(WIN_KEYS.iter()) {
        assert!(stub.contains(&format!("---@field {key}?")), "the stub lacks `{key}`");
    }
}
