//! The record reader never panics: random bytes, random move-like words, and real records with
//! random damage all give games or typed errors.

use std::path::Path;

use hexchess::record::{GameRecord, LetterMap, ReplayOptions, parse_records, replay};
use hexchess::rules::Variant;
use hexchess::script::builtin_variant;
use proptest::prelude::*;

fn lookup(name: &str) -> Option<&'static Variant> {
    let key = hexchess::record::variant_key(name);
    ["glinski", "mccooey", "shafran"].into_iter().find(|v| key.starts_with(v)).and_then(|v| builtin_variant(v).ok())
}

/// Reads, replays (English and Hungarian letters) and rewrites every game of `text`.
fn exercise(text: &str) {
    let records = parse_records(text);
    for record in &records {
        for letters in [LetterMap::english(), LetterMap::hungarian()] {
            let options = ReplayOptions { letters, ..ReplayOptions::default() };
            match replay(record, &lookup, &options) {
                Ok(game) => assert!(game.plies() <= record.moves.len()),
                Err(e) => assert!(!e.to_string().is_empty()),
            }
        }
        let rewritten = record.to_text();
        let again: Vec<GameRecord> = parse_records(&rewritten);
        assert!(!again.is_empty() || (record.moves.is_empty() && record.tags.is_empty()), "{rewritten}");
    }
}

fn real_records() -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/games");
    ["FoolsMate.pgn", "HalfFinalEuropeanChampionship_1999.pgn", "YouTube_HexagonalChess.pgn"]
        .iter()
        .map(|f| std::fs::read_to_string(dir.join(f)).expect("test data"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// One random edit of a record.
#[derive(Clone, Debug)]
enum Edit {
    Delete(usize, usize),
    Insert(usize, String),
    Swap(usize, usize),
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for edit in edits {
        let n = chars.len().max(1);
        match edit {
            Edit::Delete(at, len) => {
                let start = at % n;
                let end = (start + len).min(chars.len());
                chars.drain(start.min(chars.len())..end);
            }
            Edit::Insert(at, s) => {
                let at = (at % n).min(chars.len());
                chars.splice(at..at, s.chars());
            }
            Edit::Swap(a, b) => {
                if !chars.is_empty() {
                    let (a, b) = (a % chars.len(), b % chars.len());
                    chars.swap(a, b);
                }
            }
        }
    }
    chars.into_iter().collect()
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<usize>(), 1usize..20).prop_map(|(a, l)| Edit::Delete(a, l)),
        (any::<usize>(), "[\\[\\]{}();%*\"\\\\.0-9a-lxKQRBNPVFH=+#!? \n-]{1,8}").prop_map(|(a, s)| Edit::Insert(a, s)),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Edit::Swap(a, b)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        exercise(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn random_record_like_text_never_panics(text in "([\\[\\]{}();%*\"\\\\.0-9a-lxKQRBNPVFH=+#!?O -]|\n|1-0|1/2-1/2|3/4-1/4|e\\.p\\.){0,120}") {
        exercise(&text);
    }

    #[test]
    fn random_moves_never_panic(moves in proptest::collection::vec("[KQRBNVFHP]?[a-l]?[0-9]{0,2}[x:-]?[KQRBNP]?[a-l][0-9]{1,3}(=[QRBN])?[+#!?]{0,2}", 0..30)) {
        let text = moves.iter().enumerate().map(|(i, m)| format!("{}. {m}", i + 1)).collect::<Vec<_>>().join(" ");
        exercise(&text);
        exercise(&format!("[Variant \"Shafran\"]\n{text}"));
    }

    #[test]
    fn damaged_real_records_never_panic(edits in proptest::collection::vec(edit(), 1..6)) {
        exercise(&apply(&real_records(), &edits));
    }
}
