//! Unit tests of the clock kinds other than Fischer (Bronstein, simple delay, hourglass, stages),
//! driven by [`FakeTime`]: none of them sleeps.

use std::time::Duration;

use super::*;
use crate::clock::{FakeTime, TimeSource};
use Color::{Black, White};

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

/// A clock of `control`, started by Black's tap, so White's time runs.
fn started(control: TimeControl) -> (ChessClock, FakeTime) {
    let time = FakeTime::new();
    let mut clock = ChessClock::new(control, false);
    assert_eq!(clock.press(Black, time.now()), ClockChange::Started { side: White });
    (clock, time)
}

#[test]
fn bronstein_gives_back_the_time_used_at_most_the_delay() {
    let (mut clock, time) = started(TimeControl::bronstein(secs(300), secs(5)).unwrap());
    assert_eq!(clock.delay_left(time.now()), Some(secs(5)));
    time.advance(secs(3));
    // The main time runs at once; the delay shows what will come back.
    assert_eq!(clock.remaining(White, time.now()), secs(297));
    assert_eq!(clock.delay_left(time.now()), Some(secs(2)));
    assert_eq!(clock.move_completed(White, time.now()), ClockChange::HandedOver { to: Black });
    assert_eq!(clock.remaining(White, time.now()), secs(300), "3 s used, 3 s back");
    time.advance(secs(12));
    assert_eq!(clock.delay_left(time.now()), None);
    assert_eq!(clock.move_completed(Black, time.now()), ClockChange::HandedOver { to: White });
    assert_eq!(clock.remaining(Black, time.now()), secs(300 - 12 + 5), "12 s used, the 5 s delay back");
}

#[test]
fn simple_delay_holds_the_main_time_until_the_delay_has_passed() {
    let (mut clock, time) = started(TimeControl::simple_delay(secs(300), secs(5)).unwrap());
    time.advance(secs(4));
    assert_eq!(clock.remaining(White, time.now()), secs(300), "the main time waits");
    assert_eq!(clock.delay_left(time.now()), Some(secs(1)));
    time.advance(secs(3));
    assert_eq!(clock.remaining(White, time.now()), secs(298));
    assert_eq!(clock.delay_left(time.now()), None);
    assert_eq!(clock.move_completed(White, time.now()), ClockChange::HandedOver { to: Black });
    assert_eq!(clock.remaining(White, time.now()), secs(298), "nothing is added");
    // A fast move costs nothing.
    time.advance(secs(2));
    assert_eq!(clock.move_completed(Black, time.now()), ClockChange::HandedOver { to: White });
    assert_eq!(clock.remaining(Black, time.now()), secs(300));
    // A pause in the delay keeps what was used of it.
    time.advance(secs(3));
    assert!(clock.pause(time.now()));
    assert_eq!(clock.delay_left(time.now()), Some(secs(2)));
    time.advance(secs(60));
    assert!(clock.resume(time.now()));
    time.advance(secs(3));
    assert_eq!(clock.remaining(White, time.now()), secs(297));
    // And so does an autosave.
    let mut restored = ChessClock::restore(&clock.snapshot(time.now()));
    assert!(restored.resume(time.now()));
    assert_eq!(restored.delay_left(time.now()), None);
    assert_eq!(restored.remaining(White, time.now()), secs(297));
}

#[test]
fn a_simple_delay_clock_repaints_when_the_delay_display_changes() {
    let (clock, time) = started(TimeControl::simple_delay(secs(300), secs(5)).unwrap());
    time.advance(Duration::from_millis(4_250));
    let wait = clock.next_repaint_in(time.now()).unwrap();
    assert!(wait <= Duration::from_millis(100) + Duration::from_nanos(1), "{wait:?}");
}

#[test]
fn hourglass_moves_the_time_used_to_the_opponent() {
    let (mut clock, time) = started(TimeControl::hourglass(secs(60)).unwrap());
    time.advance(secs(10));
    assert_eq!(clock.remaining(White, time.now()), secs(50));
    assert_eq!(clock.remaining(Black, time.now()), secs(70), "the sand runs to the other side");
    assert_eq!(clock.move_completed(White, time.now()), ClockChange::HandedOver { to: Black });
    assert_eq!(clock.remaining(White, time.now()), secs(50));
    assert_eq!(clock.remaining(Black, time.now()), secs(70));
    time.advance(secs(4));
    assert!(clock.pause(time.now()));
    time.advance(secs(100));
    assert_eq!(clock.remaining(White, time.now()), secs(54));
    assert_eq!(clock.remaining(Black, time.now()), secs(66));
    assert!(clock.resume(time.now()));
    time.advance(secs(1));
    assert_eq!(clock.move_completed(Black, time.now()), ClockChange::HandedOver { to: White });
    assert_eq!(clock.remaining(White, time.now()), secs(55));
    assert_eq!(clock.remaining(Black, time.now()), secs(65));
    assert_eq!(clock.remaining(White, time.now()) + clock.remaining(Black, time.now()), secs(120));
    time.advance(secs(55));
    assert_eq!(clock.poll(time.now()), Some(ClockEvent::Flagged(White)));
    assert_eq!(clock.remaining(Black, time.now()), secs(120), "all the sand ran to Black");
}

#[test]
fn an_hourglass_repaints_when_the_growing_time_changes() {
    use crate::clock::format_remaining as shown;
    let (clock, time) = started(TimeControl::hourglass(secs(60)).unwrap());
    // Past the first 10 s of the turn, the exchange shows whole seconds like both times.
    time.advance(Duration::from_millis(10_300));
    let looks = |now| {
        let turn = clock.turn_time(now).unwrap_or_default();
        (shown(clock.remaining(White, now)), shown(clock.remaining(Black, now)), shown(turn))
    };
    let before = looks(time.now());
    let wait = clock.next_repaint_in(time.now()).unwrap();
    assert!(wait <= Duration::from_millis(700) + Duration::from_nanos(1), "{wait:?}");
    time.advance(wait);
    let after = looks(time.now());
    assert_ne!(before.1, after.1, "the opponent's growing time has changed: {before:?} {after:?}");
    // In the first 10 s the exchange shows tenths, so the repaints come 10 a second.
    let (clock, time) = started(TimeControl::hourglass(secs(60)).unwrap());
    time.advance(Duration::from_millis(1_250));
    assert_eq!(clock.next_repaint_in(time.now()), Some(MIN_REPAINT_INTERVAL));
}

#[test]
fn stages_add_the_next_stage_after_its_moves() {
    // 2 moves in 1 minute, then 2 more minutes, 10 s a move from the start.
    let control = TimeControl::stages(secs(60), secs(10), 2, &[(0, secs(120))]).unwrap();
    let (mut clock, time) = started(control);
    let mut expected = ByColor { white: secs(60), black: secs(60) };
    for n in 1..=3u32 {
        for side in [White, Black] {
            time.advance(secs(5));
            assert_eq!(clock.move_completed(side, time.now()), ClockChange::HandedOver { to: side.other() });
            let stage = if n == 2 { secs(120) } else { Duration::ZERO };
            *expected.get_mut(side) = *expected.get(side) - secs(5) + secs(10) + stage;
            assert_eq!(clock.remaining(side, time.now()), *expected.get(side), "move {n} of {side:?}");
            assert_eq!(clock.moves_made(side), n);
        }
    }
    let restored = ChessClock::restore(&clock.snapshot(time.now()));
    assert_eq!(restored.moves_made(White), 3);
}

#[test]
fn old_snapshots_load_with_no_delay_used_and_no_moves() {
    let clock = ChessClock::new(TimeControl::RAPID_10_5, false);
    let mut json = serde_json::to_value(clock.snapshot(Duration::ZERO)).unwrap();
    let map = json.as_object_mut().unwrap();
    map.remove("turn_used");
    map.remove("moves");
    let snapshot: ClockSnapshot = serde_json::from_value(json).unwrap();
    assert_eq!(snapshot.turn_used, Duration::ZERO);
    assert_eq!(ChessClock::restore(&snapshot), clock);
}
