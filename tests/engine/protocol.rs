//! The `hexchess engine` line protocol, driven through the real binary.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use hexchess::rules::{CoordMove, Position};
use hexchess::script::builtin_variant;

struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_hexchess"))
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the binary starts");
        let input = child.stdin.take().expect("stdin");
        let output = child.stdout.take().expect("stdout");
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine { child, input, lines }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").expect("engine reads");
        self.input.flush().expect("flush");
    }

    /// Lines up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str, timeout: Duration) -> Vec<String> {
        let deadline = Instant::now() + timeout;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self.lines.recv_timeout(left).unwrap_or_else(|_| panic!("no {prefix:?} line; got {seen:?}"));
            let done = line.starts_with(prefix);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }
}

fn bestmove(lines: &[String]) -> String {
    lines.last().and_then(|l| l.strip_prefix("bestmove ")).expect("bestmove line").to_string()
}

#[test]
fn handshake_search_and_quit() {
    let mut e = Engine::start();
    e.send("uci");
    let hello = e.until("uciok", Duration::from_secs(5));
    assert!(hello.iter().any(|l| l.starts_with("id name hexchess")));
    assert!(hello.iter().any(|l| l.starts_with("option name Variant type combo") && l.contains("var shafran")));
    e.send("isready");
    e.until("readyok", Duration::from_secs(5));

    e.send("setoption name Variant value shafran");
    e.send("ucinewgame");
    e.send("position startpos moves e2e4 e9e7");
    e.send("go depth 4");
    let lines = e.until("bestmove", Duration::from_secs(30));
    let infos: Vec<&String> = lines.iter().filter(|l| l.starts_with("info depth")).collect();
    assert_eq!(infos.len(), 4, "{lines:?}");
    for key in [" score ", " nodes ", " nps ", " pv "] {
        assert!(infos.iter().all(|l| l.contains(key)), "{key} in {infos:?}");
    }
    // The move is legal in Shafran's game after the two moves.
    let v = builtin_variant("shafran").unwrap();
    let mut pos: Position = v.start_position();
    for m in ["e2e4", "e9e7"] {
        pos = pos.play(CoordMove::parse(m).unwrap().resolve(&pos).unwrap()).unwrap();
    }
    let best = bestmove(&lines);
    CoordMove::parse(&best).unwrap().resolve(&pos).expect("a legal move");

    e.send("quit");
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        if let Some(status) = e.child.try_wait().expect("wait") {
            assert!(status.success());
            break;
        }
        assert!(Instant::now() < deadline, "did not quit");
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn stop_ends_an_infinite_search_and_isready_answers_meanwhile() {
    let mut e = Engine::start();
    e.send("position fen 6/P5p/RP4pr/N1P3p1n/Q2P2p2q/BBB1P1p1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 w - - 0 1");
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(200));
    e.send("isready");
    let lines = e.until("readyok", Duration::from_secs(2));
    assert!(!lines.iter().any(|l| l.starts_with("bestmove")), "still searching: {lines:?}");
    let sent = Instant::now();
    e.send("stop");
    let lines = e.until("bestmove", Duration::from_secs(2));
    assert!(sent.elapsed() < Duration::from_millis(500), "{:?}", sent.elapsed());
    let pos = builtin_variant("glinski").unwrap().start_position();
    CoordMove::parse(&bestmove(&lines)).unwrap().resolve(&pos).expect("legal");
    e.send("go movetime 100 wtime 60000 btime 60000");
    let lines = e.until("bestmove", Duration::from_secs(3));
    assert!(lines.iter().any(|l| l.starts_with("info depth")));
    e.send("quit");
    let _ = e.child.wait();
}

#[test]
fn bad_input_gets_an_error_line_and_the_engine_carries_on() {
    let mut e = Engine::start();
    for bad in [
        "frobnicate",
        "position fen not-a-position",
        "position startpos moves z9z9",
        "setoption name Variant value nowhere",
        "setoption name Level value grandmaster",
        "go depth x",
    ] {
        e.send(bad);
        let lines = e.until("info string error", Duration::from_secs(5));
        assert_eq!(lines.len(), 1, "{bad}: {lines:?}");
    }
    e.send("setoption name Level value novice");
    e.send("position startpos moves f5f6");
    e.send("go");
    let lines = e.until("bestmove", Duration::from_secs(5));
    assert!(!bestmove(&lines).is_empty());
    e.send("quit");
    let _ = e.child.wait();
}

#[test]
fn multipv_option_reports_that_many_numbered_lines_per_depth() {
    let mut e = Engine::start();
    e.send("uci");
    let hello = e.until("uciok", Duration::from_secs(5));
    assert!(hello.iter().any(|l| l.starts_with("option name MultiPV type spin default 1")), "{hello:?}");
    e.send("setoption name MultiPV value 3");
    e.send("position startpos");
    e.send("go depth 3");
    let lines = e.until("bestmove", Duration::from_secs(30));
    let at_depth_3: Vec<&String> = lines.iter().filter(|l| l.contains(" depth 3 ")).collect();
    let numbers: Vec<&str> = at_depth_3.iter().filter_map(|l| l.split_whitespace().nth(2)).collect();
    assert_eq!(numbers, ["1", "2", "3"], "{lines:?}");
    let firsts: std::collections::HashSet<&str> =
        at_depth_3.iter().filter_map(|l| l.split(" pv ").nth(1)?.split_whitespace().next()).collect();
    assert_eq!(firsts.len(), 3, "three different moves: {at_depth_3:?}");
    let best = bestmove(&lines);
    assert!(at_depth_3[0].contains(&format!(" pv {best}")), "line 1 starts with the best move: {lines:?}");
    e.send("setoption name MultiPV value lots");
    let error = e.until("info string error", Duration::from_secs(5));
    assert!(error.last().unwrap().contains("MultiPV"), "{error:?}");
    e.send("quit");
}

#[test]
fn bestmove_multipv_prints_each_line_then_the_best_move() {
    let out = Command::new(env!("CARGO_BIN_EXE_hexchess"))
        .args(["bestmove", "--variant", "mccooey", "--depth", "2", "--multipv", "2"])
        .output()
        .expect("runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let lines: Vec<&str> = text.lines().collect();
    for depth in ["1", "2"] {
        let numbered: Vec<&str> = (lines.iter())
            .filter(|l| l.split_whitespace().nth(4) == Some(depth) && l.starts_with("info multipv"))
            .filter_map(|l| l.split_whitespace().nth(2))
            .collect();
        assert_eq!(numbered, ["1", "2"], "depth {depth}: {text}");
    }
    let best = lines.last().expect("a move");
    assert!(text.contains("info multipv 1 depth 2 ") && text.contains(&format!(" pv {best}")), "{text}");
}
