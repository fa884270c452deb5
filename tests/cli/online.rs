//! Two `hexchess online` processes on loopback, relays off, play whole engine-driven games
//! over iroh. The guest is killed with SIGKILL in the middle and joins again with the same
//! invite; both records must end identical.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, ChildStdout, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use hexchess::record::{ReplayOptions, replay};
use hexchess::script::record_variant;
use hexchess::storage::load_records;

use super::rules::hexchess;

/// Generous: a whole novice game with a pause per move takes a few seconds.
const PATIENCE: Duration = Duration::from_secs(120);

fn spawn(args: &[&str]) -> (Child, Receiver<String>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hexchess"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary starts");
    let out: ChildStdout = child.stdout.take().expect("piped");
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(out).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    (child, rx)
}

/// Lines from `rx` until one satisfies `stop` (returned), or the patience runs out.
fn read_until(rx: &Receiver<String>, seen: &mut Vec<String>, stop: impl Fn(&str) -> bool) -> Option<String> {
    let deadline = Instant::now() + PATIENCE;
    while let Some(left) = deadline.checked_duration_since(Instant::now()) {
        let line = rx.recv_timeout(left).ok()?;
        seen.push(line.clone());
        if stop(&line) {
            return Some(line);
        }
    }
    None
}

fn wait(mut child: Child) -> bool {
    let deadline = Instant::now() + PATIENCE;
    while Instant::now() < deadline {
        if let Ok(Some(status)) = child.try_wait() {
            return status.success();
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = child.kill();
    false
}

fn player(level: &str, record: &Path, extra: &[&str]) -> Vec<String> {
    let mut args: Vec<String> =
        ["--bind", "127.0.0.1:0", "--no-relay", "--level", level, "--pace-ms", "30", "--timeout", "60", "--record"]
            .iter()
            .map(|s| s.to_string())
            .collect();
    args.push(record.display().to_string());
    args.extend(extra.iter().map(|s| s.to_string()));
    args
}

#[test]
fn a_guest_killed_mid_game_joins_again_and_both_records_end_identical() {
    let dir = tempfile::tempdir().expect("temp dir");
    let host_record = dir.path().join("host.pgn");
    let guest_record = dir.path().join("guest.pgn");
    let mut host_args =
        vec!["online".to_string(), "host".into(), "--name".into(), "Ada".into(), "--clock".into(), "5+3".into()];
    host_args.extend(player("casual", &host_record, &[]));
    let host_refs: Vec<&str> = host_args.iter().map(String::as_str).collect();
    let (host, host_out) = spawn(&host_refs);
    let mut host_seen = Vec::new();
    let invite = read_until(&host_out, &mut host_seen, |_| true).expect("the invite comes first");
    assert!(invite.starts_with("hexchess:"), "{invite}");

    let mut guest_args = vec!["online".to_string(), "join".into(), invite.clone(), "--name".into(), "Bob".into()];
    guest_args.extend(player("casual", &guest_record, &[]));
    let guest_refs: Vec<&str> = guest_args.iter().map(String::as_str).collect();
    let (mut first_guest, first_out) = spawn(&guest_refs);
    let mut first_seen = Vec::new();
    read_until(&first_out, &mut first_seen, |l| l.starts_with("move 8 ")).expect("the game gets going");
    first_guest.kill().expect("SIGKILL");
    let _ = first_guest.wait();
    assert!(!guest_record.exists(), "the killed guest wrote no record");

    let (second_guest, second_out) = spawn(&guest_refs);
    let mut second_seen = Vec::new();
    let result = read_until(&second_out, &mut second_seen, |l| l.starts_with("result ")).expect("the game ends");
    assert!(wait(second_guest), "the guest exits cleanly");
    assert!(wait(host), "the host exits cleanly");
    read_until(&host_out, &mut host_seen, |l| l.starts_with("result "));

    let host_text = std::fs::read_to_string(&host_record).expect("the host wrote its record");
    let guest_text = std::fs::read_to_string(&guest_record).expect("the guest wrote its record");
    assert_eq!(host_text, guest_text, "both records end identical");
    assert!(host_text.contains("[White \"Ada\"]") && host_text.contains("[Black \"Bob\"]"), "{host_text}");
    assert!(host_text.contains("[Mode \"online\"]") && host_text.contains("[Event \"Online game\"]"));
    assert!(host_text.contains("[%clk"), "the movers' clocks are in the record");
    assert!(result != "result *", "{result}");

    // The record replays under the rules core to its result, and it holds the moves played
    // before the kill (nothing lost) exactly once (nothing applied twice).
    let records = load_records(&host_record).expect("readable");
    let game = replay(&records[0], &record_variant, &ReplayOptions::default()).expect("replays");
    let plies = game.game.moves().len();
    assert!(plies > 8, "{plies} plies");
    let before_kill: Vec<&String> = first_seen.iter().filter(|l| l.starts_with("move ")).collect();
    let after: Vec<&String> = second_seen.iter().filter(|l| l.starts_with("move ")).collect();
    assert_eq!(&after[..before_kill.len()], &before_kill[..], "the rejoined guest has the same first moves");
    assert_eq!(after.len(), plies, "every ply once");
    assert!(
        host_seen.iter().any(|l| l.starts_with("opponent back")),
        "the host saw the guest come back: {host_seen:?}"
    );
}

#[test]
fn a_damaged_invite_is_a_clear_error() {
    let run = hexchess(&["online", "join", "hexchess:not-base64!", "--no-relay", "--level", "novice"]);
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("invite is damaged"), "{}", run.stderr);
    let run = hexchess(&["online", "join", "hello", "--no-relay"]);
    assert!(run.stderr.contains("not a hexchess invite"), "{}", run.stderr);
}
