//! Records of games won by an extra rule: the `Termination` tag names it (`three checks`,
//! `king of the hill`), reading the record back keeps it, and replaying it reaches the same end.

use hexchess::record::{GameRecord, GameResult, RecordInfo, ReplayOptions, parse_records, replay};
use hexchess::rules::{Color, EndReason, Game, GameStatus, RuleSettings, WinRules, hill_cells};
use hexchess::script::{builtin_variant, record_variant};

use crate::common::greedy_checks;

/// Writes `game` with its outcome under `rules`, and reads the text back.
fn round_trip(game: &Game, rules: &RuleSettings) -> (String, GameRecord) {
    let outcome = game.status(rules).outcome(rules).expect("the game is over");
    let info = RecordInfo {
        result: GameResult::Decided(outcome.points),
        termination: Some(outcome.reason),
        ..RecordInfo::default()
    };
    let text = GameRecord::from_game(game, &info).to_text();
    let mut back = parse_records(&text);
    assert_eq!(back.len(), 1, "{text}");
    (text, back.remove(0))
}

#[test]
fn a_three_check_win_is_named_and_kept() {
    let v = builtin_variant("glinski").unwrap();
    let rules = RuleSettings { win: WinRules::checks(3), ..v.default_rules() };
    let game = greedy_checks(v.start_position(), &rules, 300);
    let (text, back) = round_trip(&game, &rules);
    assert!(text.contains("[Termination \"three checks\"]"), "{text}");
    assert_eq!(back.termination(), Some("three checks"));
    assert_eq!(back.end_reason(), Some(EndReason::Checks(3)));
    // Replayed without rules given, the named rule decides the end again, with no disagreement.
    let replayed = replay(&back, &record_variant, &ReplayOptions::default()).expect("replays");
    assert_eq!(replayed.game.moves(), game.moves());
    assert_eq!(replayed.status, game.status(&rules));
    assert_eq!(replayed.outcome().map(|o| o.reason), Some(EndReason::Checks(3)));
    assert!(replayed.notes.is_empty(), "{:?}", replayed.notes);
    // Written again, the tag is the same.
    let info = RecordInfo { result: back.result().unwrap(), termination: back.end_reason(), ..RecordInfo::default() };
    assert_eq!(GameRecord::from_game(&replayed.game, &info).termination(), Some("three checks"));
}

#[test]
fn a_king_of_the_hill_win_is_named_and_kept() {
    let v = builtin_variant("glinski").unwrap();
    let start = hexchess::rules::Position::from_fen(v, "6/7/8/9/10/K9k/10/9/8/7/R5 w - - 0 1").unwrap();
    let king = start.king(Color::White);
    let step = start.legal_moves().into_iter().find(|m| m.from == king).unwrap();
    let hill = hill_cells(v.board(), [v.board().name(step.to).as_str()]).unwrap();
    let rules = RuleSettings { win: WinRules::hill(hill), ..v.default_rules() };
    let mut game = Game::new(start);
    game.play(step).unwrap();
    let (text, back) = round_trip(&game, &rules);
    assert!(text.contains("[Termination \"king of the hill\"]"), "{text}");
    assert_eq!(back.end_reason(), Some(EndReason::Hill));
    assert_eq!(back.result(), Some(GameResult::Decided(hexchess::rules::Points::win(Color::White))));
    let options = ReplayOptions { rules: Some(rules), ..ReplayOptions::default() };
    let replayed = replay(&back, &record_variant, &options).expect("replays");
    assert_eq!(replayed.status, GameStatus::Hill { winner: Color::White });
    assert!(replayed.notes.is_empty(), "{:?}", replayed.notes);
}
