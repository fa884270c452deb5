//! Killing the app with SIGKILL at any moment loses no completed move: a child process plays a
//! real game, autosaving after each move and printing `saved N` once the save returned; it is
//! killed at random moments, and the autosave must then hold every move reported saved and load
//! without damage.
#![cfg(unix)]

use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use hexchess::autosave;
use hexchess::record::{ReplayOptions, replay};
use hexchess::rules::CoordMove;
use hexchess::script::record_variant;
use hexchess::storage::load_records;

/// The 128 plies of MangoTownMike - MangoTownTravis, in coordinate notation.
fn long_game() -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/games/YouTube_MangoTownPlays.pgn");
    let records = load_records(&path).expect("test data");
    let game = replay(&records[1], &record_variant, &ReplayOptions::default()).expect("replays").game;
    game.moves()
        .iter()
        .enumerate()
        .map(|(i, m)| CoordMove::from_move(game.position_at(i).expect("position"), *m).to_string())
        .collect()
}

#[test]
fn sigkill_at_random_moments_loses_no_saved_move() {
    let moves = long_game();
    assert_eq!(moves.len(), 128);
    let all = moves.join(" ");
    let mut seed = SystemTime::now().duration_since(UNIX_EPOCH).map_or(1, |d| d.as_nanos() as u64) | 1;
    println!("seed {seed}");
    let mut killed_mid_game = 0;
    for run in 0..20 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let wait = Duration::from_millis(5 + seed % 120);
        let dir = tempfile::tempdir().expect("temp dir");
        let mut child = Command::new(env!("CARGO_BIN_EXE_hexchess"))
            .args(["autosave-drill", "--delay-ms", "1", "--moves", &all, "--dir"])
            .arg(dir.path())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the binary starts");
        let started = Instant::now();
        while started.elapsed() < wait {
            std::thread::sleep(Duration::from_millis(1));
        }
        child.kill().expect("SIGKILL");
        let status = child.wait().expect("reaped");
        let mut out = String::new();
        child.stdout.take().expect("piped").read_to_string(&mut out).expect("stdout");
        let reported = out
            .lines()
            .filter_map(|l| l.strip_prefix("saved ").and_then(|n| n.parse::<usize>().ok()))
            .max()
            .unwrap_or(0);
        if status.code().is_none() && reported < moves.len() {
            killed_mid_game += 1;
        }
        let resumed = autosave::resume(dir.path(), &record_variant)
            .unwrap_or_else(|e| panic!("run {run} (killed after {wait:?}): {e}"));
        let saved: Vec<String> = match resumed {
            Some(r) => {
                assert_eq!(r.game.moves().len(), r.doc.moves.len());
                r.doc.moves
            }
            None => Vec::new(),
        };
        println!("run {run}: killed after {wait:?}, {reported} moves reported saved, {} in the autosave", saved.len());
        assert!(
            saved.len() >= reported,
            "run {run}: {reported} moves were reported saved, the autosave holds {}",
            saved.len()
        );
        assert_eq!(saved[..], moves[..saved.len()], "run {run}: the autosave holds other moves");
        let damaged = std::fs::read_dir(dir.path())
            .expect("list")
            .filter_map(|e| e.ok())
            .any(|e| e.file_name().to_string_lossy().contains(".corrupt-"));
        assert!(!damaged, "run {run}: a damaged autosave was found");
    }
    assert!(killed_mid_game >= 10, "only {killed_mid_game} of 20 kills hit a game in progress");
}
