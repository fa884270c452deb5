//! The `match` and `points` keys of house-rule scripts: match lengths and result values read
//! into [`MatchRules`], a corpus of bad shapes (each an error that names the key, with
//! file:line), what `check-script` prints, the shipped example, and the Lua API stub.

use std::path::PathBuf;

use hexchess::rules::{MatchLength, MatchRules, ResultValues};
use hexchess::script::{
    EffectiveRules, MATCH_KEYS, POINTS_KEYS, ScriptErrorKind, builtin_variant, load_house_rules, parse_house_rules,
    scripts_in,
};

fn glinski() -> &'static hexchess::rules::Variant {
    builtin_variant("glinski").expect("built-in")
}

fn effective(source: &str) -> EffectiveRules {
    let rules = parse_house_rules("match.lua", source, glinski()).unwrap_or_else(|e| panic!("{source}: {e}"));
    let mut eff = EffectiveRules::defaults(glinski());
    eff.apply(&rules);
    eff
}

#[test]
fn lengths_and_values_reach_the_effective_rules() {
    assert_eq!(EffectiveRules::defaults(glinski()).match_rules, MatchRules::default());
    assert_eq!(effective("return { match = { games = 5 } }").match_rules.length, MatchLength::Games(5));
    assert_eq!(effective("return { match = { first_to = 3 } }").match_rules.length, MatchLength::FirstTo(12));
    let eff = effective("return { points = { win = 3, draw = 1, loss = 0 } }");
    assert_eq!(eff.match_rules.values, ResultValues { win: 12, draw: 4, loss: 0, ..ResultValues::default() });
    assert_eq!(eff.sources["points"], "match.lua");
    assert_eq!(eff.sources["match"], "variant:glinski", "match was not set");
}

#[test]
fn a_later_script_replaces_each_key_on_its_own() {
    let first = parse_house_rules("10.lua", "return { match = { games = 5 }, points = { win = 3 } }", glinski());
    let second = parse_house_rules("20.lua", "return { match = { first_to = 2 } }", glinski());
    let mut eff = EffectiveRules::defaults(glinski());
    eff.apply(&first.unwrap());
    eff.apply(&second.unwrap());
    assert_eq!(eff.match_rules.length, MatchLength::FirstTo(8));
    assert_eq!(eff.match_rules.values.win, 12, "points stay from the first script");
    assert_eq!((eff.sources["match"].as_str(), eff.sources["points"].as_str()), ("20.lua", "10.lua"));
}

#[test]
fn bad_shapes_are_errors_naming_the_key_and_line() {
    let corpus = [
        ("return {\n  match = 3 }", "match must be a table", 2),
        ("return {\n  match = { games = 2.5 } }", "match.games", 2),
        ("return {\n  match = {\n games = -1 } }", "match.games", 3),
        ("return {\n  match = { first_to = 0.1 } }", "match.first_to", 2),
        ("return {\n  match = { games = 3, first_to = 2 } }", "sets both", 2),
        ("return {\n  match = { } }", "match is empty", 2),
        ("return {\n  match = { rounds = 3 } }", "unknown key `rounds`", 2),
        ("return {\n  match = { 5 } }", "match has the entry [1]", 2),
        ("return {\n  points = 3 }", "points must be a table", 2),
        ("return {\n  points = { win = \"3\" } }", "points.win", 2),
        ("return {\n  points = {\n draw = 0.6 } }", "points.draw", 3),
        ("return {\n  points = { loss = -0.5 } }", "points.loss", 2),
        ("return {\n  points = { stalemate = 1 } }", "unknown key `stalemate`", 2),
        ("return {\n  points = {} }", "points is empty", 2),
        ("return {\n  matches = { games = 3 } }", "did you mean `match`?", 2),
    ];
    for (source, expected, line) in corpus {
        let e = parse_house_rules("bad.lua", source, glinski()).expect_err(source);
        assert_eq!(e.kind, ScriptErrorKind::Invalid, "{source}");
        assert!(e.message.contains(expected), "{source}: {e}");
        assert_eq!(e.line, Some(line), "{source}: {e}");
        assert!(e.to_string().starts_with(&format!("bad.lua:{line}:")), "{source}: {e}");
    }
}

#[test]
fn check_script_json_prints_the_match_rules() {
    let json = effective("return { match = { first_to = 2.5 }, points = { win = 3, draw = 1 } }").to_json();
    assert_eq!(json["settings"]["match"]["first_to"], 2.5);
    assert_eq!(json["settings"]["points"]["win"], 3.0);
    assert_eq!(json["settings"]["points"]["draw"], 1.0);
    assert_eq!(json["settings"]["points"]["stalemate_win"], 0.75);
    assert_eq!(json["sources"]["match"], "match.lua");
    let json = EffectiveRules::defaults(glinski()).to_json();
    assert_eq!(json["settings"]["match"], "open");
    assert_eq!(effective("return { match = { games = 7 } }").to_json()["settings"]["match"]["games"], 7);
}

#[test]
fn the_shipped_first_to_three_sets_its_match() {
    let scripts = scripts_in(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scripts"));
    let file = scripts.iter().find(|p| p.ends_with("first_to_three.lua")).cloned().expect("shipped");
    let (eff, statuses) = load_house_rules(glinski(), &[file]);
    assert!(statuses[0].result.is_ok(), "{:?}", statuses[0].result);
    assert_eq!(eff.match_rules, MatchRules { length: MatchLength::FirstTo(12), values: ResultValues::default() });
}

#[test]
fn the_lua_stub_documents_the_match_keys() {
    let stub = std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs/lua/hexchess.meta.lua"))
        .expect("docs/lua/hexchess.meta.lua");
    for key in MATCH_KEYS.iter().chain(POINTS_KEYS.iter()) {
        assert!(stub.contains(&format!("---@field {key}?")), "the stub lacks `{key}`");
    }
}
