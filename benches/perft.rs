//! Benchmarks of the rules core: perft (move generation plus copy-make) and legal-move generation
//! from a few positions of each variant. Run with `cargo bench --bench perft`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use hexchess::rules::{Position, perft};
use hexchess::script::builtin_variant;

/// Named positions: each variant's start, the en-passant and castling perft positions, and a
/// Gliński middlegame.
fn positions() -> Vec<(&'static str, Position)> {
    let fen = |variant: &str, text: &str| {
        let v = builtin_variant(variant).expect("built-in variant");
        Position::from_fen(v, text).expect("legal position")
    };
    let start = |variant: &str| builtin_variant(variant).expect("built-in variant").start_position();
    vec![
        ("glinski-start", start("glinski")),
        ("mccooey-start", start("mccooey")),
        ("shafran-start", start("shafran")),
        (
            "glinski-ep",
            fen("glinski", "6/1b2p2/1P1n2pr/1R3Pp2/2QPP3n1/BBB1p3b1b/KN4p2q/N4P2k/R1P1P2r/P5p/6 w - f6 0 1"),
        ),
        ("shafran-castling", fen("shafran", "1P2pr/3R1p1/3P1b2/6p2/KB1B4bk/B2N5/1q3P2/1p5/1p3r b qb - 0 1")),
    ]
}

fn bench_perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft3");
    group.sample_size(10).measurement_time(Duration::from_secs(3));
    for (name, pos) in positions() {
        group.throughput(Throughput::Elements(perft(&pos, 3)));
        group.bench_with_input(BenchmarkId::from_parameter(name), &pos, |b, pos| b.iter(|| perft(black_box(pos), 3)));
    }
    group.finish();
}

fn bench_legal_moves(c: &mut Criterion) {
    let mut group = c.benchmark_group("legal_moves");
    let mut buffer = Vec::with_capacity(256);
    for (name, pos) in positions() {
        group.throughput(Throughput::Elements(pos.count_legal_moves()));
        group.bench_with_input(BenchmarkId::from_parameter(name), &pos, |b, pos| {
            b.iter(|| {
                buffer.clear();
                black_box(pos).legal_moves_into(&mut buffer);
                buffer.len()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_perft, bench_legal_moves);
criterion_main!(benches);
