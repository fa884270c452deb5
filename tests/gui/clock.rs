//! The chess clock in the app (docs/user-guide.md, "The clock"): a tap on a player's own clock
//! starts the game and makes them Black, moves hand the clock over with the increment, "tap to end
//! turn", flag falls (a loss, or a draw against a bare king), the low-time sound, and no Undo while
//! a clock is set. Time comes from a `FakeTime`, so no test sleeps.

use std::sync::Arc;
use std::time::Duration;

use crate::support::*;
use egui_kittest::kittest::{NodeT, Queryable};
use hexchess::clock::{ClockPhase, FakeTime, TimeControl};
use hexchess::gui::{AppOptions, ClockChoice, Seat, SoundKind};
use hexchess::rules::{Color, EndReason, Piece, Role};

const BLITZ_3_2: &str = r#"{"clock": {"preset": {"name": "3+2", "control": "3+2"}}}"#;

#[test]
fn the_player_who_taps_their_clock_plays_black_and_whites_time_starts() {
    let (mut h, time, _) = timed_app("start", "{}", None);
    // Choose 3+2 in Settings: nothing is played yet, so it applies at once.
    press(&mut h, Seat::Bottom, "Settings");
    press(&mut h, Seat::Bottom, "Clock 3+2");
    press(&mut h, Seat::Bottom, "Close settings");
    assert_eq!(h.state().settings().clock.time_control(), Ok(Some(TimeControl::BLITZ_3_2)));
    assert_eq!(shown(&h, Seat::Bottom), "3:00");
    assert_eq!(shown(&h, Seat::Top), "3:00");
    // The board waits for a clock tap: the bottom player's pawn does not move.
    click_move(&mut h, "f5", "f6");
    assert!(h.state().session().game().moves().is_empty());
    wait(&mut h, &time, 5.0);
    assert_eq!(shown(&h, Seat::Bottom), "3:00", "no time runs before the tap");
    assert_eq!(h.state().clock_repaint_in(), None, "an idle clock asks for no repaint");

    press(&mut h, Seat::Bottom, "Clock");
    let s = h.state().session();
    assert_eq!(s.color_of(Seat::Bottom), Color::Black);
    assert_eq!(s.white_seat(), Some(Seat::Top));
    assert_eq!(h.state().clock().unwrap().running_side(), Some(Color::White));
    let wait_for = h.state().clock_repaint_in().expect("a running clock repaints");
    assert!(wait_for >= Duration::from_millis(100), "at most 10 repaints a second: {wait_for:?}");

    wait(&mut h, &time, 1.5);
    assert_eq!(shown(&h, Seat::Top), "2:58");
    assert_eq!(shown(&h, Seat::Bottom), "3:00");
    // White (top) moves first. Its pieces now carry the rules' names: its f-pawn is on f5.
    click_move(&mut h, "f5", "f6");
    let s = h.state().session();
    assert_eq!(s.game().moves().len(), 1);
    let f6 = s.variant().board().parse_cell("f6").unwrap();
    assert_eq!(s.position().piece_at(f6), Some(Piece::new(Color::White, Role::Pawn)));
    assert_eq!(h.state().clock().unwrap().running_side(), Some(Color::Black));
    // 3:00 − 1.5 s + 2 s.
    assert_eq!(shown(&h, Seat::Top), "3:00");

    // A clock change now waits for the next game.
    press(&mut h, Seat::Top, "Settings");
    press(&mut h, Seat::Top, "Clock 5+0");
    press(&mut h, Seat::Top, "Close settings");
    assert_eq!(h.state().clock().unwrap().control(), TimeControl::BLITZ_3_2);
    assert!(h.state().clock_change_pending());
    press(&mut h, Seat::Bottom, "Resign");
    press(&mut h, Seat::Bottom, "Confirm resign");
    assert_eq!(h.state().clock().unwrap().phase(), ClockPhase::Stopped);
    assert_eq!(h.state().clock_repaint_in(), None);
    press(&mut h, Seat::Bottom, "New game");
    let clock = h.state().clock().unwrap();
    assert_eq!((clock.control(), clock.phase()), (TimeControl::BLITZ_5_0, ClockPhase::Waiting));
    assert_eq!(h.state().session().white_seat(), None, "the next tap settles the colours again");
}

#[test]
fn a_move_hands_the_clock_over_and_adds_the_increment() {
    let (mut h, time, _) = timed_app("increment", r#"{"clock": {"custom": {"minutes": 10, "increment": 5}}}"#, None);
    press(&mut h, Seat::Top, "Clock");
    assert_eq!(h.state().session().white_seat(), Some(Seat::Bottom));
    wait(&mut h, &time, 12.3);
    click_move(&mut h, "f5", "f6");
    // 10:00 − 12.3 s + 5 s = 9:52.7, shown cut to 9:52; Black's time now runs.
    assert_eq!(shown(&h, Seat::Bottom), "9:52");
    let clock = h.state().clock().unwrap();
    assert_eq!(clock.running_side(), Some(Color::Black));
    assert_eq!(clock.remaining(Color::White, h.state().clock_now()), Duration::from_millis(592_700));
    wait(&mut h, &time, 3.0);
    assert_eq!(shown(&h, Seat::Top), "9:57");
    assert_eq!(shown(&h, Seat::Bottom), "9:52", "the waiting side's time stands still");
}

#[test]
fn with_tap_to_end_turn_the_mover_taps_their_clock_after_moving() {
    let (mut h, time, _) = timed_app("tap", "{}", None);
    press(&mut h, Seat::Bottom, "Settings");
    press(&mut h, Seat::Bottom, "Clock 3+2");
    press(&mut h, Seat::Bottom, "Tap to end turn");
    press(&mut h, Seat::Bottom, "Close settings");
    assert!(h.state().settings().tap_to_end_turn);
    press(&mut h, Seat::Top, "Clock");
    click_move(&mut h, "f5", "f6");
    assert_eq!(h.state().session().game().moves().len(), 1);
    assert!(h.state().clock().unwrap().awaiting_tap());
    // White's time still runs, and Black cannot move until White taps.
    wait(&mut h, &time, 4.0);
    assert_eq!(shown(&h, Seat::Bottom), "2:56");
    click_move(&mut h, "e7", "e6");
    assert_eq!(h.state().session().game().moves().len(), 1, "the board is locked until the tap");
    // Black's clock is not Black's to tap now.
    press(&mut h, Seat::Top, "Clock");
    assert!(h.state().clock().unwrap().awaiting_tap());
    press(&mut h, Seat::Bottom, "Clock");
    let clock = h.state().clock().unwrap();
    assert_eq!(clock.running_side(), Some(Color::Black));
    assert!(!clock.awaiting_tap());
    assert_eq!(shown(&h, Seat::Bottom), "2:58", "3:00 − 4 s + 2 s");
    click_move(&mut h, "e7", "e6");
    assert_eq!(h.state().session().game().moves().len(), 2);
}

#[test]
fn running_out_of_time_loses_and_the_low_time_sound_plays_once() {
    let (mut h, time, sounds) = timed_app("flag", BLITZ_3_2, None);
    press(&mut h, Seat::Bottom, "Clock");
    sounds.clear();
    wait(&mut h, &time, 169.9);
    assert_eq!(shown(&h, Seat::Top), "0:10");
    assert!(sounds.played().is_empty());
    wait(&mut h, &time, 0.45);
    assert_eq!(shown(&h, Seat::Top), "9.6", "tenths under 10 s");
    assert_eq!(sounds.played(), [SoundKind::LowTime]);
    wait(&mut h, &time, 1.0);
    assert_eq!(sounds.played(), [SoundKind::LowTime], "once per clock per game");
    wait(&mut h, &time, 9.0);
    let s = h.state().session();
    let outcome = s.outcome().expect("White's flag fell");
    assert_eq!(outcome.reason, EndReason::Time);
    assert_eq!(outcome.points.result_text(), "0-1");
    assert_eq!((s.score(Seat::Bottom), s.score(Seat::Top)), (4, 0));
    h.get_by_label("bottom: Time: you win (0-1)");
    h.get_by_label("top: Time: you lose (0-1)");
    assert_eq!(shown(&h, Seat::Top), "0.0");
    assert_eq!(h.state().clock_repaint_in(), None, "a fallen flag stops the repaints");
    assert_eq!(sounds.played().last(), Some(&SoundKind::GameEnd));
}

#[test]
fn a_flag_fall_against_a_bare_king_is_a_draw() {
    // White (bottom, fixed by the set-up position) has king and knight; Black a bare king.
    let (mut h, time, _) = timed_app("bare", BLITZ_3_2, Some("6/7/8/9/10/7KN1k/10/9/8/7/6 w - - 0 1"));
    assert_eq!(h.state().session().white_seat(), Some(Seat::Bottom));
    // White is to move, so only Black may start the clock, which starts White's time.
    assert!(h.get_by_label("bottom: Clock").accesskit_node().is_disabled());
    press(&mut h, Seat::Top, "Clock");
    assert_eq!(h.state().clock().unwrap().running_side(), Some(Color::White));
    wait(&mut h, &time, 181.0);
    let s = h.state().session();
    let outcome = s.outcome().expect("White's flag fell");
    assert_eq!(outcome.reason, EndReason::TimeVsBareKing);
    assert_eq!(outcome.points.result_text(), "1/2-1/2");
    assert_eq!((s.score(Seat::Bottom), s.score(Seat::Top)), (2, 2));
    h.get_by_label("bottom: Time, against a bare king: drawn, ½ each (1/2-1/2)");
    h.get_by_label("top: Time, against a bare king: drawn, ½ each (1/2-1/2)");
}

#[test]
fn undo_is_hidden_while_a_time_control_is_set() {
    let (mut h, _, _) = timed_app("undo", "{}", None);
    click_move(&mut h, "f5", "f6");
    assert!(h.query_by_label("bottom: Undo").is_some(), "untimed games keep Undo");
    press(&mut h, Seat::Bottom, "Settings");
    press(&mut h, Seat::Bottom, "Clock 10+5");
    press(&mut h, Seat::Bottom, "Close settings");
    // A move was played: the clock waits for the next game, and so does hiding Undo.
    assert!(h.state().clock().is_none());
    press(&mut h, Seat::Bottom, "Resign");
    press(&mut h, Seat::Bottom, "Confirm resign");
    press(&mut h, Seat::Bottom, "New game");
    assert!(h.state().clock().is_some());
    press(&mut h, Seat::Top, "Clock");
    click_move(&mut h, "f5", "f6");
    assert!(h.query_by_label("bottom: Undo").is_none());
    assert!(h.query_by_label("top: Undo").is_none());
    assert_eq!(
        h.state().settings().clock,
        ClockChoice::Preset { name: "10+5".into(), control: TimeControl::RAPID_10_5 }
    );
}

#[test]
fn a_house_rule_scripts_preset_and_a_custom_clock_persist_across_a_restart() {
    let config = temp_config("script-preset");
    std::fs::write(config.join("settings.json"), r#"{"house_rules": {"blitz_presets.lua": true}}"#).unwrap();
    let scripts = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts");
    let start = |config: &std::path::Path| {
        let time = FakeTime::new();
        let mut options = AppOptions::for_tests(config);
        let (live, _) =
            hexchess::gui::LiveHouseRules::start("glinski", options.variant_dirs.clone(), scripts.clone(), || {})
                .expect("rules load");
        options.house_rules = Box::new(live);
        options.time = Arc::new(time.clone());
        (harness_with(options), time)
    };
    {
        let (mut h, _) = start(&config);
        press(&mut h, Seat::Top, "Settings");
        // The script's presets follow the built-in ones.
        for name in ["Clock 5+0", "Clock 90+30", "Clock Bullet 1+0", "Clock Bullet 2+1", "Clock Blitz 3+0"] {
            h.get_by_label(&Seat::Top.label(name));
        }
        press(&mut h, Seat::Top, "Clock Bullet 2+1");
        assert_eq!(h.state().clock().unwrap().control().to_string(), "2+1");
        assert_eq!(shown(&h, Seat::Bottom), "2:00");
        // Custom starts from the chosen times; its steppers change them.
        press(&mut h, Seat::Top, "Clock custom");
        assert_eq!(h.state().settings().clock, ClockChoice::Custom { minutes: 2, increment: 1 });
        press(&mut h, Seat::Top, "Custom minutes +");
        press(&mut h, Seat::Top, "Custom increment +");
        press(&mut h, Seat::Top, "Custom increment +");
        assert_eq!(h.state().settings().clock, ClockChoice::Custom { minutes: 3, increment: 3 });
        press(&mut h, Seat::Top, "Tap to end turn");
        press(&mut h, Seat::Top, "Close settings");
    }
    let (h, _) = start(&config);
    let settings = h.state().settings();
    assert_eq!(settings.clock, ClockChoice::Custom { minutes: 3, increment: 3 });
    assert!(settings.tap_to_end_turn);
    let clock = h.state().clock().expect("the saved clock applies to the first game");
    assert_eq!((clock.control().to_string(), clock.tap_to_end_turn()), ("3+3".to_string(), true));
    assert_eq!(shown(&h, Seat::Top), "3:00");
}

#[test]
fn a_saved_preset_whose_script_is_off_stays_chosen_and_shown() {
    let (mut h, _, _) = timed_app("orphan", r#"{"clock": {"preset": {"name": "Quick", "control": "0:14+0"}}}"#, None);
    assert_eq!(shown(&h, Seat::Bottom), "0:14");
    press(&mut h, Seat::Bottom, "Settings");
    let chip = h.get_by_label("bottom: Clock Quick");
    assert_eq!(chip.accesskit_node().toggled(), Some(egui::accesskit::Toggled::True));
}
