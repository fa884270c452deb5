//! `hexchess analyse` through the real binary: the annotated record, the summary, reading the
//! output back, and clean errors.

use hexchess::analysis::{Judgement, read_analysis};
use hexchess::record::{ReplayOptions, parse_records, replay};
use hexchess::script::record_variant;

use super::rules::hexchess;

const FOOLS_MATE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/games/FoolsMate.pgn");

#[test]
fn the_fools_mate_is_annotated_and_reads_back() {
    let run = hexchess(&["analyse", FOOLS_MATE, "--depth", "4"]).ok();
    let out = &run.stdout;
    assert!(out.contains("e6??") && out.contains("[%eval"), "{out}");
    let black = out.lines().find(|l| l.starts_with("; Black (?): ")).expect("Black's summary");
    assert!(black.contains(", 1 blunder, average loss "), "{black}");
    let white = out.lines().find(|l| l.starts_with("; White (?): ")).expect("White's summary");
    assert!(white.contains(" 0 blunders"), "{white}");
    assert!(run.last_line().starts_with("; 1 game analysed, 8 positions, 0 failed"), "{}", run.last_line());
    let original = replay(
        &parse_records(&std::fs::read_to_string(FOOLS_MATE).unwrap())[0],
        &record_variant,
        &ReplayOptions::default(),
    )
    .unwrap();
    let records = parse_records(out);
    assert_eq!(records.len(), 1, "the summary lines are comments, not games");
    let back = replay(&records[0], &record_variant, &ReplayOptions::default()).expect("the output replays");
    assert_eq!(back.game.moves(), original.game.moves());
    let analysis = read_analysis(&records[0], &back.game, &back.rules).expect("analysed");
    assert_eq!(analysis.moves[5].judgement, Some(Judgement::Blunder));
}

#[test]
fn bad_arguments_fail_cleanly() {
    hexchess(&["analyse", FOOLS_MATE, "--game", "2", "--depth", "2"]).failed_with("--game 2");
    hexchess(&["analyse", "/nonexistent/x.pgn"]).failed_with("x.pgn");
}
