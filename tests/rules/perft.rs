//! Data-driven perft tests: every `tests/data/*.perft` file, all three variants.
//!
//! Counts up to `FAST_LIMIT` nodes run by default; deeper ones run with
//! `cargo test --release -- --ignored deep_perft`.

use std::path::Path;

use hexchess::rules::{CoordMove, Position, perft};
use hexchess::script::builtin_variant;

const FAST_LIMIT: u64 = 20_000_000;

struct Case {
    id: String,
    variant: String,
    fen: String,
    moves: Option<String>,
    counts: Vec<(u32, u64)>,
}

fn cases() -> Vec<Case> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/data exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "perft"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("readable perft file");
        for line in text.lines() {
            let line = line.split('#').next().unwrap_or("").trim();
            let Some((key, value)) = line.split_once(' ') else { continue };
            match key {
                "id" => out.push(Case {
                    id: value.to_string(),
                    variant: String::new(),
                    fen: String::new(),
                    moves: None,
                    counts: Vec::new(),
                }),
                "variant" => out.last_mut().expect("id first").variant = value.to_string(),
                "fen" => out.last_mut().expect("id first").fen = value.to_string(),
                "moves" => out.last_mut().expect("id first").moves = Some(value.to_string()),
                "perft" => {
                    let (d, n) = value.split_once(' ').expect("perft DEPTH NODES");
                    out.last_mut().expect("id first").counts.push((d.parse().unwrap(), n.trim().parse().unwrap()));
                }
                _ => {}
            }
        }
    }
    assert!(out.len() >= 5, "expected the perft cases of all three variants");
    out
}

fn position(case: &Case) -> Position {
    let variant = builtin_variant(&case.variant).expect("built-in variant");
    Position::from_fen(variant, &case.fen).unwrap_or_else(|e| panic!("{}: {e}", case.id))
}

fn run(filter: impl Fn(u64) -> bool) -> usize {
    let mut checked = 0;
    for case in cases() {
        let pos = position(&case);
        for &(depth, nodes) in &case.counts {
            if filter(nodes) {
                assert_eq!(perft(&pos, depth), nodes, "{} perft({depth})", case.id);
                checked += 1;
            }
        }
    }
    checked
}

#[test]
fn fast_perft_counts_match_the_reference_engines() {
    let checked = run(|n| n <= FAST_LIMIT);
    assert!(checked >= 15, "only {checked} counts checked");
}

#[test]
#[ignore = "deep counts take minutes; run with --ignored in release"]
fn deep_perft() {
    run(|n| n > FAST_LIMIT);
}

#[test]
fn positions_reached_by_their_move_lists_match_their_strings() {
    for case in cases() {
        let Some(moves) = &case.moves else { continue };
        let variant = builtin_variant(&case.variant).unwrap();
        let mut pos = variant.start_position();
        for text in moves.split_whitespace() {
            let mv =
                CoordMove::parse(text).unwrap().resolve(&pos).unwrap_or_else(|e| panic!("{}: {text}: {e}", case.id));
            pos.play_unchecked(mv);
        }
        let expected = position(&case);
        // The counters in the reference strings are reset; compare the rest of the position.
        let strip = |f: String| f.split_whitespace().take(4).collect::<Vec<_>>().join(" ");
        assert_eq!(strip(pos.fen()), strip(expected.fen()), "{}", case.id);
    }
}
