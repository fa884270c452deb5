//! The clock kinds on the clock face (docs/user-guide.md, "The clock"): a simple delay holds the
//! main time while the face counts the delay down, and a script's Bronstein preset appears in
//! Settings and can be chosen. Time comes from a `FakeTime`, so no test sleeps.

use std::sync::Arc;
use std::time::Duration;

use crate::support::*;
use egui_kittest::kittest::Queryable;
use hexchess::clock::{ClockKind, FakeTime, TimeControl, format_remaining};
use hexchess::gui::{AppOptions, Seat};
use hexchess::rules::Color;

/// The line under a seat's clock time (the delay, the stage, or the time control).
fn detail(h: &egui_kittest::Harness<'static, hexchess::gui::HexApp>, seat: Seat) -> String {
    h.get_by_label(&seat.label("Clock detail")).value().unwrap_or_default()
}

#[test]
fn during_a_simple_delay_the_main_time_stands_and_the_face_counts_the_delay_down() {
    let control = TimeControl::simple_delay(Duration::from_secs(300), Duration::from_secs(5)).unwrap();
    let settings = format!(r#"{{"clock": {{"preset": {{"name": "US 5 d5", "control": "{control}"}}}}}}"#);
    let (mut h, time, _) = timed_app("simple-delay", &settings, None);
    assert_eq!(h.state().clock().unwrap().control(), control);
    assert_eq!(shown(&h, Seat::Top), "5:00");
    // The bottom player taps: White (top) runs, in its delay.
    press(&mut h, Seat::Bottom, "Clock");
    assert_eq!(h.state().clock().unwrap().running_side(), Some(Color::White));
    wait(&mut h, &time, 3.0);
    assert_eq!(shown(&h, Seat::Top), "5:00", "the main time waits during the delay");
    assert_eq!(detail(&h, Seat::Top), format!("delay {}", format_remaining(Duration::from_secs(2))));
    assert_eq!(detail(&h, Seat::Bottom), control.to_string(), "the waiting side shows its control");
    let repaint = h.state().clock_repaint_in().expect("a running clock repaints");
    assert!(repaint <= Duration::from_millis(101), "the delay's tenths repaint: {repaint:?}");
    // Past the delay, the main time runs.
    wait(&mut h, &time, 3.0);
    assert_eq!(shown(&h, Seat::Top), "4:59");
    assert_eq!(detail(&h, Seat::Top), control.to_string());
    // White moves: nothing is added, and Black's delay starts.
    click_move(&mut h, "f5", "f6");
    assert_eq!(h.state().clock().unwrap().running_side(), Some(Color::Black));
    assert_eq!(shown(&h, Seat::Top), "4:59");
    wait(&mut h, &time, 1.0);
    assert_eq!(detail(&h, Seat::Bottom), format!("delay {}", format_remaining(Duration::from_secs(4))));
    assert_eq!(shown(&h, Seat::Bottom), "5:00");
}

#[test]
fn a_scripts_bronstein_preset_is_listed_and_chosen_in_settings() {
    let config = temp_config("bronstein-preset");
    std::fs::write(config.join("settings.json"), r#"{"house_rules": {"bronstein_club.lua": true}}"#).unwrap();
    let scripts = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts");
    let time = FakeTime::new();
    let mut options = AppOptions::for_tests(&config);
    let (live, _) = hexchess::gui::LiveHouseRules::start("glinski", options.variant_dirs.clone(), scripts, || {})
        .expect("rules load");
    options.house_rules = Box::new(live);
    options.time = Arc::new(time.clone());
    let mut h = harness_with(options);
    press(&mut h, Seat::Bottom, "Settings");
    press(&mut h, Seat::Bottom, "Clock Lightning 5 d3");
    press(&mut h, Seat::Bottom, "Close settings");
    let control = h.state().clock().expect("a clock").control();
    assert_eq!(control.kind(), ClockKind::Bronstein);
    assert_eq!(control.delay(), Some(Duration::from_secs(3)));
    // Bronstein: the main time runs at once, and the face shows what will come back.
    press(&mut h, Seat::Bottom, "Clock");
    wait(&mut h, &time, 2.0);
    assert_eq!(shown(&h, Seat::Top), "4:58");
    assert_eq!(detail(&h, Seat::Top), format!("delay {}", format_remaining(Duration::from_secs(1))));
    click_move(&mut h, "f5", "f6");
    assert_eq!(shown(&h, Seat::Top), "5:00", "the 2 s used came back");
}

#[test]
fn a_stages_clock_shows_the_move_and_adds_the_next_stage() {
    // 1 move in 1 minute, then 2 minutes more.
    let control =
        TimeControl::stages(Duration::from_secs(60), Duration::ZERO, 1, &[(0, Duration::from_secs(120))]).unwrap();
    let settings = format!(r#"{{"clock": {{"preset": {{"name": "Stages", "control": "{control}"}}}}}}"#);
    let (mut h, time, _) = timed_app("stages", &settings, None);
    press(&mut h, Seat::Bottom, "Clock");
    assert_eq!(detail(&h, Seat::Top), "move 1/1");
    wait(&mut h, &time, 10.0);
    click_move(&mut h, "f5", "f6");
    assert_eq!(detail(&h, Seat::Top), "move 2", "the last stage lasts the rest of the game");
    assert_eq!(shown(&h, Seat::Top), format_remaining(Duration::from_secs(60 - 10 + 120)));
    assert_eq!(detail(&h, Seat::Bottom), "move 1/1");
}

#[test]
fn an_hourglass_shows_the_sand_running_to_the_opponent() {
    let control = TimeControl::hourglass(Duration::from_secs(60)).unwrap();
    let settings = format!(r#"{{"clock": {{"preset": {{"name": "Glass", "control": "{control}"}}}}}}"#);
    let (mut h, time, _) = timed_app("hourglass", &settings, None);
    press(&mut h, Seat::Bottom, "Clock");
    wait(&mut h, &time, 12.0);
    assert_eq!(shown(&h, Seat::Top), "0:48");
    assert_eq!(shown(&h, Seat::Bottom), "1:12", "the opponent's time grows as the mover's runs");
    assert_eq!(detail(&h, Seat::Top), "-0:12");
    assert_eq!(detail(&h, Seat::Bottom), "+0:12");
    click_move(&mut h, "f5", "f6");
    assert_eq!((shown(&h, Seat::Top), shown(&h, Seat::Bottom)), ("0:48".to_string(), "1:12".to_string()));
}
