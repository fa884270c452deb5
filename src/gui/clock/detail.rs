//! The small line under a clock face's time: what the clock's kind is doing this turn (the delay
//! counting down, the stage's moves, the hourglass's exchange), or the time control.

use std::time::Duration;

use crate::clock::{ChessClock, ClockKind, format_remaining};
use crate::rules::Color;

/// The line under `side`'s time at `now`:
/// - a delay clock, while the delay of `side`'s turn runs: `delay 4.2`;
/// - stages: `move 12/40` (the move `side` plays, and the move its stage ends at), `move 45` in the last stage;
/// - an hourglass, while a turn runs: `-0:12` under the mover's time and `+0:12` under the opponent's;
/// - otherwise the time control, e.g. `10+5` or `5 bronstein 3`.
pub fn clock_detail(clock: &ChessClock, side: Color, now: Duration) -> String {
    let control = clock.control();
    let active = clock.active_side() == Some(side);
    match control.kind() {
        ClockKind::Bronstein | ClockKind::SimpleDelay if active => {
            if let Some(left) = clock.delay_left(now) {
                return format!("delay {}", format_remaining(left));
            }
        }
        ClockKind::Stages(stages) => {
            let number = clock.moves_made(side).saturating_add(1);
            return match stages.stage_end(number) {
                Some(end) => format!("move {number}/{end}"),
                None => format!("move {number}"),
            };
        }
        ClockKind::Hourglass => {
            if let Some(used) = clock.turn_time(now).filter(|t| !t.is_zero()) {
                let sign = if active { '-' } else { '+' };
                return format!("{sign}{}", format_remaining(used));
            }
        }
        _ => {}
    }
    control.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::{FakeTime, TimeControl, TimeSource};
    use Color::{Black, White};

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    #[test]
    fn a_delay_shows_while_it_runs_then_the_control() {
        let time = FakeTime::new();
        let mut clock = ChessClock::new(TimeControl::simple_delay(secs(300), secs(5)).unwrap(), false);
        assert_eq!(clock_detail(&clock, White, time.now()), "5 delay 5");
        let _ = clock.start(White, time.now());
        time.advance(Duration::from_millis(1_500));
        assert_eq!(clock_detail(&clock, White, time.now()), "delay 3.5");
        assert_eq!(clock_detail(&clock, Black, time.now()), "5 delay 5");
        time.advance(secs(4));
        assert_eq!(clock_detail(&clock, White, time.now()), "5 delay 5");
    }

    #[test]
    fn stages_show_the_move_and_the_stage_end() {
        let time = FakeTime::new();
        let control = TimeControl::stages(secs(60), secs(0), 2, &[(0, secs(60))]).unwrap();
        let mut clock = ChessClock::new(control, false);
        let _ = clock.start(White, time.now());
        assert_eq!(clock_detail(&clock, White, time.now()), "move 1/2");
        for side in [White, Black, White, Black] {
            time.advance(secs(1));
            let _ = clock.move_completed(side, time.now());
        }
        assert_eq!(clock_detail(&clock, White, time.now()), "move 3");
    }

    #[test]
    fn an_hourglass_shows_the_exchange() {
        let time = FakeTime::new();
        let mut clock = ChessClock::new(TimeControl::hourglass(secs(60)).unwrap(), false);
        let _ = clock.start(White, time.now());
        time.advance(secs(12));
        assert_eq!(clock_detail(&clock, White, time.now()), "-0:12");
        assert_eq!(clock_detail(&clock, Black, time.now()), "+0:12");
    }
}
