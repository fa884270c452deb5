//! `hexchess replay` on records with real-world habits: a broken game is reported with its move
//! and reason, and the games after it still replay; guessed letters and a misread result are
//! warned about.

use std::path::{Path, PathBuf};

use crate::rules::hexchess;

fn data(name: &str) -> String {
    let path: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/games/real_world").join(name);
    path.to_str().expect("utf-8 path").to_string()
}

#[test]
fn replay_goes_on_after_a_broken_game() {
    let run = hexchess(&["replay", &data("broken.pgn")]);
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 4, "{}", run.stdout);
    assert!(lines[0].starts_with("#1 First - Fine: 3 plies, "), "{}", lines[0]);
    assert!(lines[1].starts_with("#2 Second - Broken: 2 plies, "), "{}", lines[1]);
    assert!(lines[1].contains("failed: move 2. f6f9: not a legal move: "), "{}", lines[1]);
    assert!(lines[2].starts_with("#3 Third - Fine: 4 plies, "), "{}", lines[2]);
    assert_eq!(lines[3], "3 games, 2 replayed, 1 failed");
}

#[test]
fn replay_guesses_letters_and_warns_of_misread_results() {
    let run = hexchess(&["replay", &data("archive.pgn")]).ok();
    assert_eq!(run.last_line(), "7 games, 7 replayed, 0 failed");
    for warning in
        ["Polish piece letters", "German piece letters", "Russian piece letters", "\"Â½-Â½\" lost its encoding"]
    {
        assert!(run.stderr.contains(warning), "{warning}: {}", run.stderr);
    }
    // Asked for English letters only, the other languages' games fail.
    let english = hexchess(&["replay", "--letters", "en", &data("archive.pgn")]);
    assert_eq!(english.code, Some(2));
    assert!(english.stdout.ends_with("7 games, 3 replayed, 4 failed\n"), "{}", english.stdout);
}
