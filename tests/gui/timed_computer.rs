//! The computer at a timed table: it starts the clock when its human opponent makes the first
//! move, waits for the clock when it is to move first, taps its own clock with "tap to end turn",
//! starts the clock itself when both seats are the computer's, and budgets its thinking from its
//! clock. The clock runs on a `FakeTime`; searches run in real time.

use std::time::{Duration, Instant};

use crate::support::*;
use egui_kittest::kittest::Queryable;
use hexchess::clock::ClockPhase;
use hexchess::gui::Seat;
use hexchess::rules::Color;

const BLITZ_3_2: &str = r#"{"clock": {"preset": {"name": "3+2", "control": "3+2"}}}"#;

#[test]
fn a_human_plays_white_by_moving_and_the_computer_answers_on_its_clock() {
    let (mut h, _time, _) = timed_app("timed-computer", BLITZ_3_2, None);
    hand_over(&mut h, Seat::Top, "novice", false);
    h.get_by_label("top: 🖥 Computer · Novice · waits for the first move");
    assert!(h.state().clock().unwrap().is_waiting());
    // No clock tap needed: the computer starts the human's time as the human moves.
    tap_move(&mut h, "f5", "f6");
    // (The novice may already have answered while the click settled: no pace in a timed game.)
    let s = h.state().session();
    let first = s.game().moves().first().map(|m| s.variant().board().name(m.from));
    assert_eq!((first.as_deref(), s.white_seat()), (Some("f5"), Some(Seat::Bottom)));
    frames_until(&mut h, Duration::from_secs(20), Duration::from_millis(5), |app| {
        app.session().game().moves().len() == 2
    });
    h.run(); // draw the frame that shows the computer's move
    let clock = h.state().clock().unwrap();
    assert_eq!(clock.running_side(), Some(Color::White), "the computer's move handed the clock back");
    // No fake time passed: each side has 3:00 plus one increment.
    assert_eq!(shown(&h, Seat::Top), "3:02");
    assert_eq!(shown(&h, Seat::Bottom), "3:02");
}

#[test]
fn a_computer_moving_first_waits_for_the_human_to_start_the_clock() {
    let (mut h, _time, _) = timed_app("timed-computer-first", BLITZ_3_2, None);
    hand_over(&mut h, Seat::Top, "novice", true);
    draw_for(&mut h, Duration::from_millis(200));
    h.get_by_label("top: 🖥 Computer · Novice · waits for the clock to start");
    assert!(!h.state().computer_thinking(Seat::Top) && h.state().session().game().moves().is_empty());
    tap(&mut h, &Seat::Bottom.label("Clock"));
    assert_eq!(h.state().session().white_seat(), Some(Seat::Top));
    frames_until(&mut h, Duration::from_secs(20), Duration::from_millis(5), |app| {
        app.session().game().moves().len() == 1
    });
    assert_eq!(h.state().clock().unwrap().running_side(), Some(Color::Black));
}

#[test]
fn with_tap_to_end_turn_the_computer_taps_its_own_clock() {
    let settings = r#"{"clock": {"preset": {"name": "3+2", "control": "3+2"}}, "tap_to_end_turn": true}"#;
    let (mut h, _time, _) = timed_app("timed-computer-tap", settings, None);
    hand_over(&mut h, Seat::Top, "novice", false);
    click_move(&mut h, "f5", "f6");
    assert!(h.state().clock().unwrap().awaiting_tap());
    // Until the human taps, the computer does not think.
    draw_for(&mut h, Duration::from_millis(200));
    assert!(!h.state().computer_thinking(Seat::Top) && h.state().session().game().moves().len() == 1);
    tap(&mut h, &Seat::Bottom.label("Clock"));
    frames_until(&mut h, Duration::from_secs(20), Duration::from_millis(5), |app| {
        app.session().game().moves().len() == 2
            && app.clock().unwrap().phase() == ClockPhase::Running { side: Color::White, awaiting_tap: false }
    });
    // The human can move again.
    let (from, to) = first_legal_move(&h);
    tap_move(&mut h, &from, &to);
    assert!(h.state().session().game().moves().len() >= 3);
}

#[test]
fn two_computers_start_the_clock_themselves() {
    let (mut h, _time, _) = timed_app("timed-computer-both", BLITZ_3_2, None);
    hand_over(&mut h, Seat::Top, "novice", false);
    hand_over(&mut h, Seat::Bottom, "novice", false);
    frames_until(&mut h, Duration::from_secs(30), Duration::from_millis(5), |app| {
        app.session().game().moves().len() >= 4
    });
    assert_eq!(h.state().session().white_seat(), Some(Seat::Bottom));
    assert!(h.state().clock().unwrap().running_side().is_some());
}

#[test]
fn with_a_second_on_its_clock_full_strength_moves_at_once() {
    // Untimed, full strength thinks 2 s a move; with 1 s for the whole game it budgets under 0.1 s.
    let one_second = r#"{"clock": {"preset": {"name": "Bullet", "control": "0:01+0"}}}"#;
    let (mut h, _time, _) = timed_app("timed-computer-fast", one_second, None);
    hand_over(&mut h, Seat::Top, "max", false);
    tap_move(&mut h, "f5", "f6");
    let started = Instant::now();
    frames_until(&mut h, Duration::from_secs(20), Duration::from_millis(2), |app| {
        app.session().game().moves().len() == 2
    });
    let took = started.elapsed();
    println!("full strength with 1 s on its clock answered in {:.0} ms", took.as_secs_f64() * 1000.0);
    assert!(took < Duration::from_millis(1000), "took {took:?}");
}
