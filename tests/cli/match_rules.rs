//! Match rules on the command line: `check-script` prints a script's match length and result
//! values, and a bad `match` shape is an error with file:line.

use std::path::PathBuf;

use crate::rules::hexchess;

fn shipped(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scripts").join(name)
}

#[test]
fn check_script_prints_the_match_and_points() {
    let run = hexchess(&["check-script", shipped("first_to_three.lua").to_str().unwrap()]).ok();
    let json: serde_json::Value = serde_json::from_str(&run.stdout).expect("JSON");
    assert_eq!(json["settings"]["match"]["first_to"], 3.0, "{json}");
    assert_eq!(json["settings"]["points"]["win"], 1.0, "{json}");
    assert_eq!(json["settings"]["points"]["stalemate_loss"], 0.25, "{json}");
}

#[test]
fn check_script_names_a_bad_match_with_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bad_match.lua");
    std::fs::write(&file, "return {\n  match = { games = 0 },\n}\n").unwrap();
    let run = hexchess(&["check-script", file.to_str().unwrap()]);
    assert_ne!(run.code, Some(0));
    let all = format!("{}{}", run.stdout, run.stderr);
    assert!(all.contains("bad_match.lua:2:") && all.contains("match.games"), "{all}");
}
