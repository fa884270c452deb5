//! Write a record, read it back: the same moves, result, tags and clocks. Random legal games in
//! all three variants, a set-up start, a ¾–¼ stalemate and Shafran castling.

use std::time::Duration;

use hexchess::record::{GameRecord, GameResult, RecordInfo, ReplayOptions, TimeControl, parse_records, replay};
use hexchess::rules::{EndReason, Game, MoveKind, Points, Position, notation};
use hexchess::script::builtin_variant;
use hexchess::script::record_variant;

use crate::common::Rng;

/// A random legal game of up to `plies` plies from `start`; castling is played whenever legal.
fn random_game(start: Position, plies: usize, rng: &mut Rng) -> Game {
    let mut game = Game::new(start);
    let rules = start.variant().default_rules();
    for _ in 0..plies {
        if game.status(&rules).is_over() {
            break;
        }
        let moves = game.position().legal_moves();
        let mv = moves.iter().copied().find(|m| m.is_castle()).unwrap_or(moves[rng.below(moves.len())]);
        game.play(mv).expect("legal");
    }
    game
}

fn info_for(game: &Game, rng: &mut Rng) -> RecordInfo {
    let rules = game.start().variant().default_rules();
    let outcome = game.status(&rules).outcome(&rules);
    RecordInfo {
        event: "Round \"trip\" \\ test".into(),
        site: "Zaniemyśl".into(),
        date: "2025.03.14".into(),
        white: "Ann".into(),
        black: "Bob".into(),
        result: outcome.map_or(GameResult::Unfinished, |o| GameResult::Decided(o.points)),
        termination: outcome.map(|o| o.reason),
        time_control: Some(TimeControl { base: Duration::from_secs(300), increment: Duration::from_secs(2) }),
        clocks: (0..game.moves().len()).map(|_| Some(Duration::from_millis(100 * rng.below(3000) as u64))).collect(),
        extra_tags: vec![("Annotator".into(), "hexchess".into())],
    }
}

/// Writes, reads and replays; checks that everything comes back.
fn round_trip(game: &Game, info: &RecordInfo) -> String {
    let text = GameRecord::from_game(game, info).to_text();
    let records = parse_records(&text);
    assert_eq!(records.len(), 1, "{text}");
    let back = &records[0];
    let replayed = replay(back, &record_variant, &ReplayOptions::default()).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(replayed.game.start(), game.start(), "{text}");
    assert_eq!(replayed.game.moves(), game.moves(), "{text}");
    assert!(replayed.notes.is_empty(), "{:?}\n{text}", replayed.notes);
    assert_eq!(back.result(), Some(info.result));
    assert_eq!(back.end_reason(), info.termination);
    for (tag, value) in [
        ("Event", &info.event),
        ("Site", &info.site),
        ("Date", &info.date),
        ("White", &info.white),
        ("Black", &info.black),
    ] {
        assert_eq!(back.tag(tag), Some(value.as_str()), "{tag} in\n{text}");
    }
    for (tag, value) in &info.extra_tags {
        assert_eq!(back.tag(tag), Some(value.as_str()), "{tag} in\n{text}");
    }
    assert_eq!(back.tag("TimeControl").and_then(TimeControl::parse), info.time_control);
    let clocks: Vec<Option<Duration>> = back.moves.iter().map(|m| m.clock()).collect();
    let expected: Vec<Option<Duration>> =
        (0..game.moves().len()).map(|i| info.clocks.get(i).copied().flatten()).collect();
    assert_eq!(clocks, expected, "{text}");
    text
}

#[test]
fn random_games_in_every_variant_round_trip() {
    let mut rng = Rng::new(0x9E37_79B9_7F4A_7C15);
    for name in ["glinski", "mccooey", "shafran"] {
        let variant = builtin_variant(name).expect("built-in");
        for _ in 0..15 {
            let game = random_game(variant.start_position(), 20 + rng.below(100), &mut rng);
            let info = info_for(&game, &mut rng);
            let text = round_trip(&game, &info);
            assert!(!text.contains("[FEN "), "a game from the start has no FEN tag");
        }
    }
}

#[test]
fn a_set_up_start_writes_setup_and_fen_and_round_trips() {
    let variant = builtin_variant("glinski").expect("built-in");
    // A middlegame with Black to move, from the 1999 European championship data.
    let fen = "6/5bp/1P1B2pr/4P4/9k/3NP1p1R2/K3Pp1b2/7Q1/4qp2/2P2p1/6 b - - 5 27";
    let start = Position::from_fen(variant, fen).expect("legal position");
    let mut rng = Rng::new(7);
    let game = random_game(start, 30, &mut rng);
    let text = round_trip(&game, &info_for(&game, &mut rng));
    assert!(text.contains("[SetUp \"1\"]") && text.contains(&format!("[FEN \"{fen}\"]")), "{text}");
    assert!(text.contains("\n27... "), "numbering continues from the FEN: {text}");
}

#[test]
fn a_glinski_stalemate_scores_three_quarters_and_round_trips() {
    let variant = builtin_variant("glinski").expect("built-in");
    // White: K a3, Q a2; Black: K a6. Qd8 leaves Black's king no move and no check.
    let start = Position::from_fen(variant, "1QK2k/7/8/9/10/11/10/9/8/7/6 w - - 0 1").expect("legal");
    let mut game = Game::new(start);
    game.play(notation::parse_any(&start, "Qd8").expect("legal")).expect("legal");
    let rules = variant.default_rules();
    let outcome = game.status(&rules).outcome(&rules).expect("the game is over");
    assert_eq!(outcome.reason, EndReason::Stalemate);
    assert_eq!(outcome.points, Points { white: 3, black: 1 });
    let info = RecordInfo {
        result: GameResult::Decided(outcome.points),
        termination: Some(outcome.reason),
        ..RecordInfo::default()
    };
    let text = round_trip(&game, &info);
    assert!(text.contains("[Result \"3/4-1/4\"]") && text.trim_end().ends_with("3/4-1/4"), "{text}");
    assert!(text.contains("[Termination \"stalemate\"]"), "{text}");
}

#[test]
fn shafran_castling_is_written_in_san_and_read_back() {
    let variant = builtin_variant("shafran").expect("built-in");
    let mut rng = Rng::new(42);
    let mut castled = 0;
    for _ in 0..40 {
        let game = random_game(variant.start_position(), 60, &mut rng);
        if !game.moves().iter().any(|m| matches!(m.kind, MoveKind::Castle(_))) {
            continue;
        }
        let text = round_trip(&game, &info_for(&game, &mut rng));
        assert!(text.contains("-0-0"), "castling is written as Q-0-0 and the like: {text}");
        castled += 1;
    }
    assert!(castled >= 3, "only {castled} random Shafran games castled");
}
