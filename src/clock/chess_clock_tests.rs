//! Unit tests of [`ChessClock`], driven by [`FakeTime`]: none of them sleeps.

use std::time::Duration;

use super::*;
use crate::clock::{FakeTime, TimeSource, format_remaining};
use Color::{Black, White};

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn ms(ms: u64) -> Duration {
    Duration::from_millis(ms)
}

/// A 10+5 clock, already started by Black's tap, so White's time runs.
fn started(tap: bool) -> (ChessClock, FakeTime) {
    let time = FakeTime::new();
    let mut clock = ChessClock::new(TimeControl::RAPID_10_5, tap);
    assert_eq!(clock.press(Black, time.now()), ClockChange::Started { side: White });
    (clock, time)
}

#[test]
fn a_waiting_clock_runs_no_time_until_a_player_taps() {
    let time = FakeTime::new();
    let mut clock = ChessClock::new(TimeControl::BLITZ_3_2, false);
    time.advance(secs(30));
    assert!(clock.is_waiting());
    assert_eq!(clock.remaining(White, time.now()), secs(180));
    assert_eq!(clock.move_completed(White, time.now()), ClockChange::Ignored);
    assert_eq!(clock.next_repaint_in(time.now()), None);
    // Tapping your own clock starts the opponent's time.
    assert_eq!(clock.press(Black, time.now()), ClockChange::Started { side: White });
    assert_eq!(clock.running_side(), Some(White));
    time.advance(ms(2_500));
    assert_eq!(clock.remaining(White, time.now()), ms(177_500));
    assert_eq!(clock.remaining(Black, time.now()), secs(180));
    // A second start is ignored.
    assert_eq!(clock.start(Black, time.now()), ClockChange::Ignored);
}

#[test]
fn a_set_up_position_can_start_with_black_to_move() {
    let time = FakeTime::new();
    let mut clock = ChessClock::new(TimeControl::BLITZ_5_0, false);
    assert_eq!(clock.start(Black, time.now()), ClockChange::Started { side: Black });
    time.advance(secs(1));
    assert_eq!(clock.remaining(Black, time.now()), secs(299));
}

#[test]
fn completing_a_move_hands_over_and_adds_the_increment() {
    let (mut clock, time) = started(false);
    time.advance(ms(12_300));
    assert_eq!(clock.move_completed(White, time.now()), ClockChange::HandedOver { to: Black });
    assert_eq!(clock.remaining(White, time.now()), secs(600) - ms(12_300) + secs(5));
    time.advance(secs(3));
    assert_eq!(clock.remaining(White, time.now()), secs(600) - ms(12_300) + secs(5));
    assert_eq!(clock.remaining(Black, time.now()), secs(597));
    // Only the side whose time runs can complete a move; tapping does not pass the turn.
    assert_eq!(clock.move_completed(White, time.now()), ClockChange::Ignored);
    assert_eq!(clock.press(Black, time.now()), ClockChange::Ignored);
    assert_eq!(clock.running_side(), Some(Black));
}

#[test]
fn tap_to_end_turn_keeps_the_movers_time_running_until_they_tap() {
    let (mut clock, time) = started(true);
    assert_eq!(clock.press(White, time.now()), ClockChange::Ignored, "no tap before a move");
    time.advance(secs(4));
    assert_eq!(clock.move_completed(White, time.now()), ClockChange::AwaitingTap);
    assert!(clock.awaiting_tap());
    time.advance(secs(2));
    assert_eq!(clock.remaining(White, time.now()), secs(594));
    assert_eq!(clock.press(Black, time.now()), ClockChange::Ignored, "only the mover ends their turn");
    assert_eq!(clock.move_completed(Black, time.now()), ClockChange::Ignored, "no reply before the tap");
    assert_eq!(clock.move_completed(White, time.now()), ClockChange::Ignored, "one move per turn");
    assert_eq!(clock.press(White, time.now()), ClockChange::HandedOver { to: Black });
    assert!(!clock.awaiting_tap());
    assert_eq!(clock.remaining(White, time.now()), secs(599));
    assert_eq!(clock.active_side(), Some(Black));
}

#[test]
fn the_flag_falls_at_zero_and_is_reported_once() {
    let (mut clock, time) = started(false);
    time.advance(secs(600) - Duration::from_nanos(1));
    assert_eq!(clock.flagged(time.now()), None);
    assert_eq!(clock.remaining(White, time.now()), Duration::from_nanos(1));
    assert_eq!(clock.poll(time.now()), Some(ClockEvent::LowTime(White)));
    time.advance(Duration::from_nanos(1));
    assert_eq!(clock.flagged(time.now()), Some(White), "reaching zero is enough");
    assert_eq!(clock.poll(time.now()), Some(ClockEvent::Flagged(White)));
    assert_eq!(clock.phase(), ClockPhase::Flagged { side: White });
    time.advance(secs(5));
    assert_eq!(clock.poll(time.now()), None);
    assert_eq!(clock.flagged(time.now()), Some(White));
    assert_eq!(clock.remaining(White, time.now()), Duration::ZERO);
    assert_eq!(clock.move_completed(White, time.now()), ClockChange::Ignored);
    assert_eq!(clock.next_repaint_in(time.now()), None);
}

#[test]
fn a_move_completed_after_the_flag_fell_loses_on_time() {
    let (mut clock, time) = started(false);
    time.advance(secs(601));
    assert_eq!(clock.move_completed(White, time.now()), ClockChange::Flagged(White));
    assert_eq!(clock.flagged(time.now()), Some(White));
    // The same in tap mode, when the tap comes too late.
    let (mut clock, time) = started(true);
    time.advance(secs(599));
    assert_eq!(clock.move_completed(White, time.now()), ClockChange::AwaitingTap);
    time.advance(secs(1));
    assert_eq!(clock.press(White, time.now()), ClockChange::Flagged(White));
}

#[test]
fn low_time_fires_once_per_side() {
    let time = FakeTime::new();
    let mut clock = ChessClock::new(TimeControl::custom(1, 30).unwrap(), false);
    assert!(matches!(clock.press(Black, time.now()), ClockChange::Started { .. }));
    time.advance(secs(49));
    assert_eq!(clock.poll(time.now()), None, "11 s left");
    time.advance(secs(1));
    assert_eq!(clock.poll(time.now()), Some(ClockEvent::LowTime(White)), "10 s left");
    assert_eq!(clock.poll(time.now()), None);
    // The increment lifts White above 10 s again; dropping below again does not warn again.
    assert!(matches!(clock.move_completed(White, time.now()), ClockChange::HandedOver { .. }));
    time.advance(secs(55));
    assert_eq!(clock.poll(time.now()), Some(ClockEvent::LowTime(Black)));
    assert!(matches!(clock.move_completed(Black, time.now()), ClockChange::HandedOver { .. }));
    time.advance(secs(35));
    assert_eq!(clock.remaining(White, time.now()), secs(5));
    assert_eq!(clock.poll(time.now()), None);
}

#[test]
fn pause_charges_nobody_and_stop_freezes_the_times() {
    let (mut clock, time) = started(false);
    time.advance(secs(10));
    assert!(clock.pause(time.now()));
    assert!(!clock.pause(time.now()));
    assert_eq!(clock.active_side(), Some(White));
    assert_eq!(clock.running_side(), None);
    assert_eq!(clock.next_repaint_in(time.now()), None);
    time.advance(secs(1000));
    assert_eq!(clock.poll(time.now()), None);
    assert_eq!(clock.remaining(White, time.now()), secs(590));
    assert!(clock.resume(time.now()));
    assert!(!clock.resume(time.now()));
    time.advance(secs(5));
    assert_eq!(clock.remaining(White, time.now()), secs(585));
    clock.stop(time.now());
    time.advance(secs(5));
    assert_eq!(clock.phase(), ClockPhase::Stopped);
    assert_eq!(clock.remaining(White, time.now()), secs(585));
    assert_eq!(clock.flagged(time.now()), None);
    assert_eq!(clock.press(White, time.now()), ClockChange::Ignored);
}

#[test]
fn a_snapshot_restores_paused_with_the_same_times() {
    let (mut clock, time) = started(true);
    time.advance(ms(7_250));
    assert_eq!(clock.move_completed(White, time.now()), ClockChange::AwaitingTap);
    time.advance(ms(750));
    let snapshot = clock.snapshot(time.now());
    let json = serde_json::to_string(&snapshot).unwrap();
    let read: ClockSnapshot = serde_json::from_str(&json).unwrap();
    assert_eq!(read, snapshot);

    let later = FakeTime::new();
    later.advance(secs(99_999));
    let mut restored = ChessClock::restore(&read);
    assert_eq!(restored.phase(), ClockPhase::Paused { side: White, awaiting_tap: true });
    assert_eq!(restored.remaining(White, later.now()), secs(592));
    assert!(restored.resume(later.now()));
    later.advance(secs(1));
    assert_eq!(restored.press(White, later.now()), ClockChange::HandedOver { to: Black });
    assert_eq!(restored.remaining(White, later.now()), secs(591 + 5));
    assert_eq!(restored.remaining(Black, later.now()), secs(600));
}

#[test]
fn absurd_saved_values_do_not_panic() {
    let snapshot = ClockSnapshot {
        control: TimeControl::CLASSICAL_90_30,
        tap_to_end_turn: false,
        remaining: ByColor { white: Duration::MAX, black: Duration::ZERO },
        phase: ClockPhase::Running { side: White, awaiting_tap: true },
        low_time_warned: ByColor::default(),
        turn_used: Duration::MAX,
        moves: ByColor { white: u32::MAX, black: 0 },
    };
    let mut clock = ChessClock::restore(&snapshot);
    assert!(clock.resume(Duration::MAX));
    assert_eq!(clock.press(White, Duration::ZERO), ClockChange::HandedOver { to: Black });
    assert_eq!(clock.remaining(White, Duration::ZERO), Duration::MAX);
    assert_eq!(clock.poll(Duration::MAX), Some(ClockEvent::Flagged(Black)));
}

#[test]
fn repaints_at_most_ten_times_a_second_and_never_show_stale_text_for_longer() {
    let time = FakeTime::new();
    let mut clock = ChessClock::new(TimeControl::custom(1, 0).unwrap(), false);
    assert!(matches!(clock.press(Black, time.now()), ClockChange::Started { .. }));
    time.advance(ms(44_321));
    let mut frames = Vec::new();
    while let Some(wait) = clock.next_repaint_in(time.now()) {
        assert!(wait >= MIN_REPAINT_INTERVAL);
        let shown = format_remaining(clock.remaining(White, time.now()));
        frames.push(time.now());
        // The text may only change in the last 100 ms before the next repaint.
        let late = time.now() + wait.saturating_sub(MIN_REPAINT_INTERVAL);
        assert_eq!(format_remaining(clock.remaining(White, late)), shown);
        time.advance(wait);
        let _ = clock.poll(time.now());
    }
    assert_eq!(clock.flagged(time.now()), Some(White));
    // 5.7 s at one repaint a second, then 10 s at ten a second, plus the flag's frame.
    let per_second = |from: u64| frames.iter().filter(|t| (secs(from)..secs(from + 1)).contains(&**t)).count();
    assert!(per_second(46) == 1);
    assert!((50..60).all(|s| per_second(s) <= 10));
    assert_eq!(per_second(55), 10);
}

/// A deterministic pseudo-random think time between 0.1 s and about 72 s, with nanoseconds.
fn think_time(state: &mut u64) -> Duration {
    *state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    Duration::from_nanos(100_000_000 + (*state >> 16) % 72_000_000_000)
}

/// A simulated 90+30 game of about 90 minutes with 150 moves, and a second clock polled as a
/// UI would (every repaint): both stay exact to the nanosecond against sums kept here.
#[test]
fn a_ninety_minute_game_stays_exact() {
    let time = FakeTime::new();
    let control = TimeControl::CLASSICAL_90_30;
    let mut clock = ChessClock::new(control, false);
    let mut polled = ChessClock::new(control, false);
    assert!(matches!(clock.press(Black, time.now()), ClockChange::Started { .. }));
    assert!(matches!(polled.press(Black, time.now()), ClockChange::Started { .. }));
    let mut used = ByColor { white: 0u128, black: 0u128 };
    let mut moves = ByColor { white: 0u128, black: 0u128 };
    let mut rng = 7;
    let mut side = White;
    let game_start = time.now();
    for _ in 0..150 {
        let think = think_time(&mut rng);
        // The polled clock is looked at every repaint while the move is being thought over.
        let move_at = time.now() + think;
        while let Some(wait) = polled.next_repaint_in(time.now()) {
            if time.now() + wait >= move_at {
                break;
            }
            time.advance(wait);
            let _ = polled.poll(time.now());
        }
        time.advance(move_at - time.now());
        *used.get_mut(side) += think.as_nanos();
        *moves.get_mut(side) += 1;
        assert_eq!(clock.move_completed(side, time.now()), ClockChange::HandedOver { to: side.other() });
        assert_eq!(polled.move_completed(side, time.now()), ClockChange::HandedOver { to: side.other() });
        for c in Color::ALL {
            let expected = control.base().as_nanos() + *moves.get(c) * control.increment().as_nanos() - *used.get(c);
            assert_eq!(clock.remaining(c, time.now()).as_nanos(), expected);
            assert_eq!(polled.remaining(c, time.now()).as_nanos(), expected);
        }
        side = side.other();
    }
    let minutes = (time.now() - game_start).as_secs() / 60;
    assert!((80..=100).contains(&minutes), "the game lasted {minutes} min");
}

#[test]
fn a_reported_time_replaces_the_estimate_and_never_flags() {
    let (mut clock, time) = started(false);
    time.advance(secs(700));
    assert_eq!(clock.remaining(White, time.now()), Duration::ZERO, "the local estimate ran out");
    assert_eq!(clock.hand_over_reported(secs(42), time.now()), ClockChange::HandedOver { to: Black });
    assert_eq!(clock.remaining(White, time.now()), secs(42));
    assert_eq!(clock.moves_made(White), 1);
    assert_eq!(clock.running_side(), Some(Black));
    time.advance(secs(3));
    assert_eq!(clock.remaining(Black, time.now()), secs(597));
}

#[test]
fn a_reported_time_on_a_paused_clock_charges_the_pause_to_nobody() {
    let (mut clock, time) = started(false);
    time.advance(secs(10));
    assert!(clock.pause(time.now()));
    time.advance(secs(100));
    let _ = clock.hand_over_reported(secs(595), time.now());
    time.advance(secs(1));
    assert_eq!(clock.remaining(Black, time.now()), secs(599));
}
