//! Every published game in `tests/data/games/` (copied verbatim from the shared data) replays
//! legally to its recorded end, through the library and through `hexchess replay`.

use std::path::{Path, PathBuf};
use std::process::Command;

use hexchess::record::{GameResult, ReplayNote, ReplayOptions, ReplayedGame, replay};
use hexchess::script::record_variant;
use hexchess::storage::load_records;

fn game_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/games");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/data/games exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .collect();
    files.sort();
    files
}

fn replay_file(path: &Path) -> Vec<ReplayedGame> {
    let records = load_records(path).expect("readable");
    records
        .iter()
        .map(|r| {
            let game = replay(r, &record_variant, &ReplayOptions::default())
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert_eq!(game.plies(), r.moves.len(), "{}: game {} stops early", path.display(), r.number);
            game
        })
        .collect()
}

fn name(path: &Path) -> String {
    path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

#[test]
fn every_game_replays_to_its_recorded_end() {
    let files = game_files();
    assert_eq!(files.len(), 4, "the four files of the shared data");
    let mut games = 0;
    for file in &files {
        for game in replay_file(file) {
            games += 1;
            // Where the rules end the game, the recorded result agrees.
            assert!(
                !game.notes.iter().any(|n| matches!(n, ReplayNote::ResultDiffers { .. })),
                "{}: {:?}",
                name(file),
                game.notes
            );
            // Captured-piece suffixes (f7g6xP, Qc3xBf9#) name the piece really taken.
            assert!(
                !game.notes.iter().any(|n| matches!(n, ReplayNote::CaptureDiffers { .. })),
                "{}: {:?}",
                name(file),
                game.notes
            );
        }
    }
    // 1 + 3 + 1 + 3 games, counted by reading the files.
    assert_eq!(games, 8);
}

#[test]
fn the_mates_in_the_data_are_mates() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/games");
    let fools = &replay_file(&dir.join("FoolsMate.pgn"))[0];
    assert_eq!((fools.plies(), fools.status.name()), (7, "checkmate"));
    assert_eq!(fools.outcome().map(|o| GameResult::Decided(o.points)), fools.recorded_result);
    let mango = &replay_file(&dir.join("YouTube_MangoTownPlays.pgn"))[0];
    assert_eq!(mango.status.name(), "checkmate");
    assert_eq!(mango.recorded_result.map(|r| r.text()), Some("0-1".to_string()));
}

/// The King's Gambit demonstration has three transcription errors: `Bf11e10` (a bishop cannot
/// step to an orthogonal neighbour; the game's own `Be9d7` later shows it went to e9),
/// `Nf8c8` (not a knight jump; `c7` is) and `Bd4c3` (not a bishop line; `b3` is). Each is read as
/// the one legal move of that piece to a neighbouring cell, and reported. Every other game
/// replays with no repair.
#[test]
fn only_the_known_typos_are_repaired() {
    for file in game_files() {
        for game in replay_file(&file) {
            let repaired: Vec<&str> = game
                .notes
                .iter()
                .filter_map(|n| match n {
                    ReplayNote::Repaired { read_as, .. } => Some(read_as.as_str()),
                    _ => None,
                })
                .collect();
            let expected: &[&str] =
                if name(&file) == "YouTube_HexagonalChess.pgn" { &["f11e9", "f8c7", "d4b3"] } else { &[] };
            assert_eq!(repaired, expected, "{}", name(&file));
        }
    }
}

fn hexchess(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_hexchess")).args(args).output().expect("the binary runs")
}

#[test]
fn the_replay_command_replays_every_file() {
    for file in game_files() {
        let games = replay_file(&file);
        let out = hexchess(&["replay", file.to_str().expect("utf-8 path")]);
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{}: {stdout}\n{}", name(&file), String::from_utf8_lossy(&out.stderr));
        let lines: Vec<&str> = stdout.lines().collect();
        assert_eq!(lines.len(), games.len() + 1, "{stdout}");
        for (line, game) in lines.iter().zip(&games) {
            let fen = game.game.position().fen();
            assert!(line.starts_with(&format!("#{} ", game.number)), "{line}");
            assert!(line.ends_with(&format!(": {} plies, {fen}, {}", game.plies(), game.status.name())), "{line}");
        }
        let n = games.len();
        assert_eq!(lines.last(), Some(&format!("{n} games, {n} replayed, 0 failed").as_str()));
    }
}

#[test]
fn the_replay_command_reports_failures_with_exit_code_2() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("bad.pgn");
    std::fs::write(&path, "[White \"A\"]\n[Black \"B\"]\n1. f5f6 e7e6 *\n\n[White \"C\"]\n1. f5f6 f6f8 *\n")
        .expect("write");
    let out = hexchess(&["replay", path.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(2));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(lines[1].starts_with("#2 C - ?: 1 plies, "), "{stdout}");
    assert!(
        lines[1].ends_with("failed: move 1... f6f8: not a legal move: f6 holds a white pawn, but it is Black's move")
    );
    assert_eq!(lines[2], "2 games, 1 replayed, 1 failed");

    let missing = hexchess(&["replay", "/no/such/file.pgn"]);
    assert_eq!(missing.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&missing.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("/no/such/file.pgn"), "{stderr}");

    let hungarian = dir.path().join("hu.pgn");
    std::fs::write(&hungarian, "1. Ve1c3 Ve10c6 2. b1b2 b7b6 3. Ff3b1 e7e6 4. Vc3xFf9# 1-0\n").expect("write");
    let out = hexchess(&["replay", "--letters", "hu", hungarian.to_str().expect("utf-8 path")]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains(": 7 plies, "));
    assert_eq!(hexchess(&["replay", "--letters", "xx", hungarian.to_str().expect("path")]).status.code(), Some(2));
}
