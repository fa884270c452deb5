//! Playing the computer (docs/user-guide.md, "The computer"): a computer seat answers moves from a
//! background search, the window keeps drawing and handling clicks while it thinks, taking the seat
//! back stops the search, and the Hint arrow (only without a clock).

use std::time::{Duration, Instant};

use crate::support::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hexchess::engine::SearchLimits;
use hexchess::gui::{HexApp, Seat};

#[test]
fn the_computer_answers_a_move() {
    let mut h = harness("engine-answers", None);
    h.state_mut().set_computer_pace(0.0);
    // Handed the top seat before the first move, the computer waits for the human to start.
    hand_over(&mut h, Seat::Top, "novice", false);
    assert_eq!(h.state().computer_level(Seat::Top).map(|l| l.name), Some("novice"));
    h.get_by_label("top: 🖥 Computer · Novice · waits for the first move");
    draw_for(&mut h, Duration::from_millis(300));
    assert!(h.state().session().game().moves().is_empty() && !h.state().computer_thinking(Seat::Top));
    // The top seat's pieces cannot be moved by hand any more.
    click_hex(&mut h, "f7");
    assert_eq!(h.state().selected_cell(), None);

    click_move(&mut h, "f5", "f6");
    assert_eq!(h.state().session().white_seat(), Some(Seat::Bottom));
    frames_until(&mut h, Duration::from_secs(20), Duration::from_millis(5), |app| {
        app.session().game().moves().len() == 2
    });
    let app = h.state();
    assert_eq!(app.session().seat_to_move(), Some(Seat::Bottom));
    assert!(!app.computer_thinking(Seat::Top));
    h.run();
    assert_eq!(count_labels(&h, "top: Thinking"), 0);
    // The bottom player answers by hand as usual, and the computer answers again.
    // (Bottom plays White, unflipped: the hexes carry the rules core's names.)
    let (from, to) = first_legal_move(&h);
    click_move(&mut h, &from, &to);
    // (A novice may already have answered while the click settled.)
    assert!(h.state().session().game().moves().len() >= 3);
    frames_until(&mut h, Duration::from_secs(20), Duration::from_millis(5), |app| {
        app.session().game().moves().len() == 4
    });
}

#[test]
fn the_window_stays_responsive_while_the_computer_thinks() {
    let mut h = harness("engine-responsive", None);
    h.state_mut().set_computer_pace(0.0);
    // A slow search: full strength for 1.5 s.
    h.state_mut().set_computer_limits(Some(SearchLimits::movetime(Duration::from_millis(1500))));
    hand_over(&mut h, Seat::Bottom, "max", true);
    let started = Instant::now();
    h.step();
    assert!(h.state().computer_thinking(Seat::Bottom));
    h.get_by_label("bottom: Thinking");

    // Frames keep coming while the engine thinks, and a click is handled at once.
    let (frames, slowest) = frames_until(&mut h, Duration::from_secs(5), Duration::from_millis(10), |_| {
        started.elapsed() > Duration::from_millis(400)
    });
    assert!(h.state().computer_thinking(Seat::Bottom) && h.state().session().game().moves().is_empty());
    let flipped = h.state().flipped();
    tap(&mut h, "top: Flip");
    assert_ne!(h.state().flipped(), flipped, "the click was handled during the search");
    assert!(h.state().session().game().moves().is_empty(), "the engine has not moved yet");

    let (more, slowest_after) = frames_until(&mut h, Duration::from_secs(20), Duration::from_millis(10), |app| {
        app.session().game().moves().len() == 1
    });
    let thinking_time = started.elapsed();
    println!(
        "{} frames in {:.0} ms of thinking; slowest frame {:.1} ms",
        frames + more,
        thinking_time.as_secs_f64() * 1000.0,
        slowest.max(slowest_after).as_secs_f64() * 1000.0
    );
    assert!(thinking_time >= Duration::from_millis(1000), "the search used its time: {thinking_time:?}");
    assert!(frames + more >= 20, "only {} frames while thinking", frames + more);
    assert!(slowest.max(slowest_after) < Duration::from_millis(500), "a frame took {slowest:?}");
    // The computer moved first, so it plays White; now it is the top player's turn.
    let s = h.state().session();
    assert_eq!((s.white_seat(), s.seat_to_move()), (Some(Seat::Bottom), Some(Seat::Top)));
}

#[test]
fn taking_the_seat_back_stops_the_search() {
    let mut h = harness("engine-take-back", None);
    h.state_mut().set_computer_pace(0.0);
    h.state_mut().set_computer_limits(Some(SearchLimits::movetime(Duration::from_secs(30))));
    hand_over(&mut h, Seat::Bottom, "max", true);
    frames_until(&mut h, Duration::from_secs(5), Duration::from_millis(10), |app| app.engine_busy());
    assert!(h.state().computer_thinking(Seat::Bottom));

    let stopped = Instant::now();
    tap(&mut h, "bottom: Take seat back");
    assert_eq!(h.state().computer_level(Seat::Bottom), None);
    assert!(!h.state().computer_thinking(Seat::Bottom));
    frames_until(&mut h, Duration::from_secs(5), Duration::from_millis(5), |app| !app.engine_busy());
    println!("the search ended {:.1} ms after the seat was taken back", stopped.elapsed().as_secs_f64() * 1000.0);
    draw_for(&mut h, Duration::from_millis(500));
    assert!(h.state().session().game().moves().is_empty(), "the stopped search's move was not played");
    h.run();
    assert_eq!(count_labels(&h, "bottom: Thinking"), 0);
    // The seat is the player's again.
    click_move(&mut h, "f5", "f6");
    assert_eq!(h.state().session().game().moves().len(), 1);
}

/// Presses a seat's console button and draws one frame.
fn press_step(h: &mut Harness<'static, HexApp>, seat: Seat, name: &str) {
    tap(h, &seat.label(name));
}

/// Asks for a hint for `seat` and waits for the arrow; returns the hint's hexes, e.g. `"f7f6"`.
fn hint(h: &mut Harness<'static, HexApp>, seat: Seat) -> String {
    press_step(h, seat, "Hint");
    frames_until(h, Duration::from_secs(20), Duration::from_millis(5), |app| app.hint_text().is_some());
    h.run();
    let text = h.state().hint_text().expect("a hint");
    h.get_by_label(&format!("hint: {text}"));
    text
}

#[test]
fn a_hint_shows_an_arrow_that_can_be_played() {
    let mut h = harness("engine-hint", None);
    // Before the first move the top player asks: the arrow uses the hexes as the top player's
    // army stands (its f-pawn on f7), and playing it makes the top player White.
    let text = hint(&mut h, Seat::Top);
    let cells = cells_of(&text);
    assert_eq!(cells.len(), 2, "{text}");
    click_move(&mut h, &cells[0], &cells[1]);
    let s = h.state().session();
    assert_eq!((s.game().moves().len(), s.white_seat()), (1, Some(Seat::Top)), "hint {text}");
    assert_eq!(count_labels(&h, "hint: "), 0, "the arrow goes with the next move");
    assert_eq!(h.state().hint_text(), None);

    // Now the bottom player (Black) asks, and plays the hint too.
    let text = hint(&mut h, Seat::Bottom);
    let cells = cells_of(&text);
    click_move(&mut h, &cells[0], &cells[1]);
    assert_eq!(h.state().session().game().moves().len(), 2, "hint {text}");
    assert_eq!(count_labels(&h, "hint: "), 0);
}

#[test]
fn no_hint_with_a_clock() {
    let mut h = harness("engine-hint-clock", None);
    assert!(h.state().hints_allowed());
    let _ = hint(&mut h, Seat::Bottom);
    // A timed game: no Hint button, and the arrow on show goes away.
    press(&mut h, Seat::Bottom, "Settings");
    press(&mut h, Seat::Bottom, "Clock 3+2");
    press(&mut h, Seat::Bottom, "Close settings");
    assert!(!h.state().hints_allowed());
    assert_eq!(count_labels(&h, "Hint"), 0);
    assert_eq!(count_labels(&h, "hint: "), 0);
    assert_eq!(h.state().hint_text(), None);
    press(&mut h, Seat::Bottom, "Settings");
    press(&mut h, Seat::Bottom, "Clock off");
    press(&mut h, Seat::Bottom, "Close settings");
    assert_eq!(count_labels(&h, "Hint"), 2, "both consoles offer hints again");
}

#[test]
fn a_resumed_game_gives_the_computer_its_seat_back() {
    let config = temp_config("engine-resume");
    {
        let mut h = harness_with(hexchess::gui::AppOptions::for_tests(&config));
        h.state_mut().set_computer_pace(0.0);
        hand_over(&mut h, Seat::Top, "casual", false);
        click_move(&mut h, "f5", "f6");
        frames_until(&mut h, Duration::from_secs(20), Duration::from_millis(5), |app| {
            app.session().game().moves().len() == 2
        });
        assert!(h.state().flush_autosave(Duration::from_secs(10)), "the autosave reaches the disk");
    }
    let mut h = harness_with(hexchess::gui::AppOptions::for_tests(&config));
    h.state_mut().set_computer_pace(0.0);
    assert_eq!(h.state().computer_level(Seat::Top), None, "nothing is decided before the answer");
    press(&mut h, Seat::Bottom, "Resume game");
    assert_eq!(h.state().computer_level(Seat::Top).map(|l| l.name), Some("casual"));
    assert_eq!(h.state().computer_level(Seat::Bottom), None);
    // The computer plays on: it answers the human's next move.
    let (from, to) = first_legal_move(&h);
    click_move(&mut h, &from, &to);
    frames_until(&mut h, Duration::from_secs(20), Duration::from_millis(5), |app| {
        app.session().game().moves().len() == 4
    });
}
