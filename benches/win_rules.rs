//! Engine speed under the extra ways to win: nodes per CPU second of fixed-depth searches of the
//! middlegame test positions (tests/data/middlegames.txt) under the plain rules, three-check and
//! King of the Hill (a three-cell hill in the board's centre).
//!
//! `cargo bench --bench win_rules` prints one line per rule set and its speed relative to the
//! plain rules. The passes alternate (plain, three-check, hill, plain, …) so a change in the
//! machine's load affects each alike. `WIN_BENCH_DEPTH` and `WIN_BENCH_PASSES` override the
//! defaults (depth 6, 3 passes).

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use hexchess::engine::{SearchConfig, SearchLimits, SearchRequest, Searcher};
use hexchess::rules::{Position, RuleSettings, WinRules, hill_cells};
use hexchess::script::builtin_variant;

/// The hill per variant (the cells around the centre of each board).
fn hill_names(variant: &str) -> [&'static str; 3] {
    match variant {
        "shafran" => ["e5", "e6", "f6"],
        _ => ["f6", "e5", "g5"],
    }
}

fn positions() -> Vec<(String, Position)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/middlegames.txt");
    let text = std::fs::read_to_string(path).expect("middlegames.txt");
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (variant, fen) = l.split_once('|').expect("VARIANT | FEN");
            let v = builtin_variant(variant.trim()).expect("variant");
            (variant.trim().to_string(), Position::from_fen(v, fen.trim()).expect("position"))
        })
        .collect()
}

/// This thread's time on a CPU in seconds (Linux), else wall time is used.
fn cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns / 1e9)
}

/// The rules to search a position of a variant (by name) under.
type MakeRules<'a> = &'a dyn Fn(&str, &Position) -> RuleSettings;

/// Nodes and seconds of one search per position under the rules `make` gives.
fn pass(all: &[(String, Position)], depth: u32, make: MakeRules<'_>) -> (u64, f64) {
    let (wall, cpu) = (Instant::now(), cpu_seconds());
    let mut nodes = 0;
    for (variant, pos) in all {
        let request = SearchRequest::new(*pos, SearchLimits::depth(depth), SearchConfig::new(make(variant, pos)));
        nodes += Searcher::new(16).search(&request, &AtomicBool::new(false), |_| {}).nodes;
    }
    let secs = match (cpu, cpu_seconds()) {
        (Some(a), Some(b)) => b - a,
        _ => wall.elapsed().as_secs_f64(),
    };
    (nodes, secs)
}

fn env_number(name: &str, default: u32) -> u32 {
    std::env::var(name).ok().and_then(|s| s.parse().ok()).unwrap_or(default)
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    let all = positions();
    let depth = env_number("WIN_BENCH_DEPTH", 6);
    let passes = env_number("WIN_BENCH_PASSES", 3);
    let plain = |_: &str, p: &Position| p.variant().default_rules();
    let checks = |_: &str, p: &Position| RuleSettings { win: WinRules::checks(3), ..p.variant().default_rules() };
    let hill = |v: &str, p: &Position| {
        let cells = hill_cells(p.variant().board(), hill_names(v)).expect("hill cells");
        RuleSettings { win: WinRules::hill(cells), ..p.variant().default_rules() }
    };
    let sets: [(&str, MakeRules<'_>); 3] =
        [("plain rules", &plain), ("three-check", &checks), ("king of the hill", &hill)];
    let mut totals = [(0u64, 0f64); 3];
    for _ in 0..passes {
        for (i, (_, make)) in sets.iter().enumerate() {
            let (n, s) = pass(&all, depth, *make);
            totals[i].0 += n;
            totals[i].1 += s;
        }
    }
    let nps = |(n, s): (u64, f64)| n as f64 / s.max(1e-9);
    let base = nps(totals[0]);
    println!("{} middlegame positions, depth {depth}, {passes} passes, nodes per CPU second:", all.len());
    for (i, (name, _)) in sets.iter().enumerate() {
        let (n, s) = totals[i];
        println!(
            "  {name:<17} {n:>10} nodes {s:>8.3} s {:>10.0} nodes/s {:>6.1}%",
            nps(totals[i]),
            100.0 * nps(totals[i]) / base
        );
    }
}
