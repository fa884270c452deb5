//! The rules commands through the real binary: perft, moves, play and bench, their output, and
//! their errors: a bad position, move or variant file gives one line on stderr and exit code 2,
//! never a panic.

use std::path::PathBuf;
use std::process::Command;

const G1_EP: &str = "6/1b2p2/1P1n2pr/1R3Pp2/2QPP3n1/BBB1p3b1b/KN4p2q/N4P2k/R1P1P2r/P5p/6 w - f6 0 1";
const GLINSKI_START: &str = "6/P5p/RP4pr/N1P3p1n/Q2P2p2q/BBB1P1p1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 w - - 0 1";

/// A finished run of the binary (shared with the other modules of this test binary).
pub(crate) struct Run {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

/// Runs the binary with `args`.
pub(crate) fn hexchess(args: &[&str]) -> Run {
    let out = Command::new(env!("CARGO_BIN_EXE_hexchess")).args(args).output().expect("the binary runs");
    Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

impl Run {
    pub fn ok(self) -> Run {
        assert_eq!(self.code, Some(0), "stderr: {}", self.stderr);
        self
    }

    pub fn last_line(&self) -> &str {
        self.stdout.lines().last().unwrap_or("")
    }

    /// Asserts the command failed cleanly: exit code 2, one line on stderr, no panic.
    pub fn failed_with(self, needle: &str) -> String {
        assert_eq!(self.code, Some(2), "stdout: {} stderr: {}", self.stdout, self.stderr);
        assert!(!self.stderr.contains("panicked"), "{}", self.stderr);
        let line = self.stderr.trim_end_matches('\n');
        assert!(!line.is_empty() && !line.contains('\n'), "one line expected: {:?}", self.stderr);
        assert!(line.starts_with("hexchess: "), "{line}");
        assert!(line.contains(needle), "{line:?} should mention {needle:?}");
        line.to_string()
    }
}

/// A variant file in the temp directory, removed when dropped.
struct TempLua(PathBuf);

impl TempLua {
    fn new(name: &str, source: &str) -> TempLua {
        let path = std::env::temp_dir().join(format!("hexchess-cli-test-{}-{name}.lua", std::process::id()));
        std::fs::write(&path, source).expect("temp file");
        TempLua(path)
    }

    fn arg(&self) -> &str {
        self.0.to_str().expect("utf-8 path")
    }
}

impl Drop for TempLua {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

fn glinski_lua() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/variants/glinski.lua")).expect("glinski.lua")
}

#[test]
fn perft_prints_the_count_last() {
    // Counts from ../shared/data/perft.json, cross-checked by several engines.
    assert_eq!(hexchess(&["perft", "--depth", "2"]).ok().last_line(), "2586");
    assert_eq!(hexchess(&["perft", "--variant", "mccooey", "--depth", "2"]).ok().last_line(), "947");
    assert_eq!(hexchess(&["perft", "--variant", "shafran", "--depth", "2"]).ok().last_line(), "1706");
    assert_eq!(hexchess(&["perft", "--fen", G1_EP, "--depth", "2"]).ok().last_line(), "4236");
    assert_eq!(hexchess(&["perft", "--depth", "0"]).ok().last_line(), "1");
    assert_eq!(hexchess(&["perft", "--depth", "0", "--divide"]).ok().stdout, "1\n");
}

#[test]
fn perft_divide_lists_each_root_move() {
    let run = hexchess(&["perft", "--depth", "2", "--divide"]).ok();
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 52, "51 root moves and the total");
    let sum: u64 =
        lines[..51].iter().map(|l| l.split(' ').nth(1).expect("count").parse::<u64>().expect("number")).sum();
    assert_eq!(sum, 2586);
    assert_eq!(lines[51], "2586");
    let mut sorted = lines[..51].to_vec();
    sorted.sort();
    assert_eq!(sorted, lines[..51]);
}

#[test]
fn moves_lists_the_legal_moves_sorted() {
    let run = hexchess(&["moves"]).ok();
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 51);
    assert!(lines.contains(&"f5f6") && lines.contains(&"d1f4") && lines.contains(&"e4e6"));
    assert!(lines.windows(2).all(|w| w[0] < w[1]));
    assert_eq!(hexchess(&["moves", "--variant", "shafran"]).ok().stdout.lines().count(), 42);
    assert_eq!(hexchess(&["moves", "--fen", G1_EP]).ok().stdout.lines().count(), 63);
    // A variant file given by path.
    let lua = TempLua::new("copy", &glinski_lua());
    assert_eq!(hexchess(&["moves", "--variant", lua.arg()]).ok().stdout.lines().count(), 51);
}

#[test]
fn play_prints_the_position_and_the_status() {
    // A published miniature (FoolsMate.pgn), in coordinates and in SAN.
    let coords = hexchess(&["play", "--moves", "e1c3 e10c6 b1b2 b7b6 f3b1 e7e6 c3f9"]).ok();
    assert_eq!(coords.last_line(), "checkmate 1-0");
    let san = hexchess(&["play", "--moves", "Qc3 Qc6 b2 b6 Bb1 e6 Qxf9#"]).ok();
    assert_eq!(san.stdout, coords.stdout);
    let start = hexchess(&["play"]).ok();
    assert_eq!(start.stdout, format!("{GLINSKI_START}\nongoing\n"));
    let ep = hexchess(&["play", "--fen", G1_EP, "--moves", "e5f6"]).ok();
    let fen = ep.stdout.lines().next().expect("position");
    assert_eq!(fen.split(' ').nth(1), Some("b"));
}

#[test]
fn bench_reports_each_variant_and_the_rate() {
    let run = hexchess(&["bench", "--depth", "2"]).ok();
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 4, "{}", run.stdout);
    for (line, (name, nodes)) in lines.iter().zip([("glinski", "2586"), ("mccooey", "947"), ("shafran", "1706")]) {
        assert!(line.starts_with(name) && line.contains(&format!("= {nodes:>12} nodes")), "{line}");
    }
    assert!(lines[3].ends_with(" M nodes/s"), "{}", lines[3]);
}

#[test]
fn bad_positions_fail_with_one_line() {
    hexchess(&["perft", "--fen", "6/7", "--depth", "1"]).failed_with("the board field has 2 rows");
    let no_king = GLINSKI_START.replace("K2P2p2k", "3P2p2k");
    hexchess(&["moves", "--fen", &no_king]).failed_with("White has no king");
    hexchess(&["moves", "--fen", ""]).failed_with("empty");
    hexchess(&["play", "--fen", &GLINSKI_START.replace(" w ", " x ")]).failed_with("side to move");
}

#[test]
fn bad_moves_fail_with_one_line() {
    hexchess(&["play", "--moves", "f5f6 zz"]).failed_with("move 2 (zz)");
    hexchess(&["play", "--moves", "f5f7"]).failed_with("not a legal move");
    hexchess(&["play", "--moves", "Nf4"]).failed_with("ambiguous");
    hexchess(&["play", "--moves", "j5j6"]).failed_with("move 1 (j5j6): j5 is not a cell of this board");
    hexchess(&["play", "--moves", "d1f5"]).failed_with("move 1 (d1f5): d1f5 is not a legal move here");
    let over = hexchess(&["play", "--moves", "e1c3 e10c6 b1b2 b7b6 f3b1 e7e6 c3f9 g10g9"]);
    over.failed_with("already over");
}

#[test]
fn bad_variants_fail_with_one_line() {
    hexchess(&["moves", "--variant", "nosuch"]).failed_with("nosuch");
    hexchess(&["moves", "--variant", "/nonexistent/dir/x.lua"]).failed_with("x.lua");
    let syntax = TempLua::new("syntax", "return {");
    hexchess(&["moves", "--variant", syntax.arg()]).failed_with(syntax.arg());
    let typo = TempLua::new("typo", &glinski_lua().replacen("symmetry = \"mirror\",", "symetry = \"mirror\",", 1));
    hexchess(&["perft", "--variant", typo.arg(), "--depth", "1"]).failed_with("symetry");
    // A start position without White's king used to compile and then panic.
    let kingless = TempLua::new("kingless", &glinski_lua().replacen("king = \"g1\",", "king = \"\",", 1));
    hexchess(&["perft", "--variant", kingless.arg(), "--depth", "1"]).failed_with("White has no king");
    let off_board = TempLua::new("offboard", &glinski_lua().replacen("king = \"g1\",", "king = \"j1\",", 1));
    hexchess(&["moves", "--variant", off_board.arg()]).failed_with("j1");
}

#[test]
fn usage_errors_exit_with_code_2() {
    for args in [&["perft"][..], &["perft", "--depth", "x"], &["frobnicate"], &["moves", "--nonsense"]] {
        let run = hexchess(args);
        assert_eq!(run.code, Some(2), "{args:?}");
        assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
    }
}
