//! Engine speed: fixed-depth searches of the middlegame test positions (tests/data/middlegames.txt).
//!
//! `cargo bench --bench engine` prints the time per search and, before that, the nodes per second
//! of one pass over all positions.

use std::hint::black_box;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use criterion::{Criterion, criterion_group, criterion_main};
use hexchess::engine::{SearchConfig, SearchLimits, SearchRequest, Searcher};
use hexchess::rules::Position;
use hexchess::script::builtin_variant;

const DEPTH: u32 = 7;

fn positions() -> Vec<(String, Position)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/middlegames.txt");
    let text = std::fs::read_to_string(path).expect("middlegames.txt");
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .enumerate()
        .map(|(i, l)| {
            let (variant, fen) = l.split_once('|').expect("VARIANT | FEN");
            let v = builtin_variant(variant.trim()).expect("variant");
            (format!("{}-{i}", variant.trim()), Position::from_fen(v, fen.trim()).expect("position"))
        })
        .collect()
}

fn run(pos: &Position) -> u64 {
    let request = SearchRequest::new(*pos, SearchLimits::depth(DEPTH), SearchConfig::for_position(pos));
    Searcher::new(16).search(&request, &AtomicBool::new(false), |_| {}).nodes
}

/// This thread's time on a CPU in seconds (Linux), so that a busy machine does not hide the speed.
fn cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns / 1e9)
}

fn bench(c: &mut Criterion) {
    let all = positions();
    let (started, cpu_start) = (Instant::now(), cpu_seconds());
    let nodes: u64 = all.iter().map(|(_, p)| run(p)).sum();
    let secs = started.elapsed().as_secs_f64();
    println!("middlegames depth {DEPTH}: {nodes} nodes in {secs:.3} s = {:.0} nodes/s", nodes as f64 / secs);
    if let (Some(a), Some(b)) = (cpu_start, cpu_seconds()) {
        let cpu = b - a;
        println!("  on-CPU time {cpu:.3} s = {:.0} nodes per CPU second", nodes as f64 / cpu);
    }
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    for (name, pos) in &all {
        group.bench_function(format!("{name}-depth{DEPTH}"), |b| b.iter(|| black_box(run(black_box(pos)))));
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
