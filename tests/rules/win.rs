//! The extra ways to win in a game's status: the n-th check (counted along the game, across
//! undo and replay) and a king on the hill (King of the Hill).

use crate::common;

use common::{greedy_checks, pos, variant};
use hexchess::rules::{CheckCount, Color, EndReason, Game, GameStatus, Role, RuleSettings, WinRules, hill_cells};

fn three_check() -> RuleSettings {
    RuleSettings { win: WinRules::checks(3), ..variant("glinski").default_rules() }
}

#[test]
fn the_third_check_ends_the_game_for_its_giver() {
    let rules = three_check();
    let game = greedy_checks(variant("glinski").start_position(), &rules, 300);
    let status = game.status(&rules);
    let GameStatus::Checks { winner, checks } = status else { panic!("not ended by checks: {status:?}") };
    assert_eq!(checks, 3);
    assert_eq!(game.checks_given().of(winner), 3);
    assert!(game.checks_given().of(winner.other()) < 3);
    assert!(game.position().is_check(), "the last move gave the check");
    assert_eq!(game.position().turn(), winner.other());
    let outcome = status.outcome(&rules).expect("over");
    assert_eq!(outcome.reason, EndReason::Checks(3));
    assert_eq!(outcome.reason.describe(), "three checks");
    assert_eq!(outcome.points.of(winner), 4);

    // Without the rule the same moves do not end the game by checks.
    let plain = variant("glinski").default_rules();
    assert!(!matches!(game.status(&plain), GameStatus::Checks { .. }));
}

#[test]
fn check_counts_follow_undo_and_replay() {
    let rules = three_check();
    let full = greedy_checks(variant("glinski").start_position(), &rules, 300);
    let n = full.moves().len();
    let mut game = full.clone();
    game.truncate(n - 1);
    assert_eq!(game.status(&rules), GameStatus::Ongoing, "one ply before the third check");
    let before = game.checks_given();
    let winner = full.position().turn().other();
    assert_eq!(before.of(winner), 2);
    game.play(full.moves()[n - 1]).unwrap();
    assert_eq!(game.status(&rules), full.status(&rules));
    assert_eq!(game.checks_given(), full.checks_given());
    // Counting from scratch at every ply agrees with adding one check per checking move.
    let mut replay = Game::new(*full.start());
    let mut counted = CheckCount::default();
    for &mv in full.moves() {
        let mover = replay.position().turn();
        replay.play(mv).unwrap();
        if replay.position().is_check() {
            counted.add(mover);
        }
        assert_eq!(replay.checks_given(), counted);
    }
}

#[test]
fn a_king_on_the_hill_wins() {
    let p = pos("glinski", "6/7/8/9/10/K9k/10/9/8/7/R5 w - - 0 1");
    let v = p.variant();
    let king = p.king(Color::White);
    let step = p.legal_moves().into_iter().find(|m| m.from == king).expect("a king move");
    let target = v.board().name(step.to);
    let rules =
        RuleSettings { win: WinRules::hill(hill_cells(v.board(), [target.as_str()]).unwrap()), ..v.default_rules() };
    let mut game = Game::new(p);
    assert_eq!(game.status(&rules), GameStatus::Ongoing);
    game.play(step).unwrap();
    assert_eq!(game.status(&rules), GameStatus::Hill { winner: Color::White });
    let outcome = game.status(&rules).outcome(&rules).unwrap();
    assert_eq!((outcome.reason, outcome.points.result_text().as_str()), (EndReason::Hill, "1-0"));
    assert_eq!(outcome.reason.describe(), "king of the hill");
    // Another piece on the hill does not count.
    let mut rook_game = Game::new(p);
    let rook = p.pieces(Color::White, Role::Rook).into_iter().next().unwrap();
    let rook_move = p.legal_moves().into_iter().find(|m| m.from == rook).unwrap();
    let rook_hill = RuleSettings {
        win: WinRules::hill(hill_cells(v.board(), [v.board().name(rook_move.to).as_str()]).unwrap()),
        ..v.default_rules()
    };
    rook_game.play(rook_move).unwrap();
    assert_eq!(rook_game.status(&rook_hill), GameStatus::Ongoing);
    game.truncate(0);
    assert_eq!(game.status(&rules), GameStatus::Ongoing, "undone");
}

#[test]
fn settings_saved_before_win_rules_still_load() {
    let old = r#"{"stalemate":"glinski","threefold":true,"fifty_move":true,"fifty_move_plies":100,"draw_offers":true,"bare_kings":false}"#;
    let rules: RuleSettings = serde_json::from_str(old).expect("loads");
    assert_eq!(rules.win, WinRules::NONE);
    let with = RuleSettings { win: WinRules::checks(3), ..rules };
    let text = serde_json::to_string(&with).unwrap();
    assert_eq!(serde_json::from_str::<RuleSettings>(&text).unwrap(), with);
}

#[test]
fn unknown_hill_cells_are_named() {
    let v = variant("glinski");
    let err = hill_cells(v.board(), ["f6", "j5"]).unwrap_err();
    assert_eq!(err.name, "j5");
    assert!(err.to_string().contains("j5"));
}
