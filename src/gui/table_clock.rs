//! The clock on the table: the current game's [`ChessClock`] (if it has one), the time source,
//! and the one reading of that source per frame that every clock call of the frame uses.

use std::sync::Arc;
use std::time::Duration;

use crate::clock::{ChessClock, ClockPhase, TimeControl, TimeSource};

/// A shareable time source (the app's is [`crate::clock::MonotonicTime`]; tests pass a
/// [`crate::clock::FakeTime`]).
pub type SharedTime = Arc<dyn TimeSource + Send + Sync>;

/// The current game's clock and the time it is read at.
pub struct TableClock {
    source: SharedTime,
    /// The source's reading at the start of this frame.
    now: Duration,
    clock: Option<ChessClock>,
}

impl std::fmt::Debug for TableClock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TableClock").field("now", &self.now).field("clock", &self.clock).finish()
    }
}

impl TableClock {
    /// No clock yet; time read from `source`.
    pub fn new(source: SharedTime) -> TableClock {
        let now = source.now();
        TableClock { source, now, clock: None }
    }

    /// Reads the time source: the reading every clock call of this frame uses.
    pub fn begin_frame(&mut self) {
        self.now = self.source.now();
    }

    /// This frame's reading of the time source.
    pub fn now(&self) -> Duration {
        self.now
    }

    /// The current game's clock.
    pub fn clock(&self) -> Option<&ChessClock> {
        self.clock.as_ref()
    }

    /// The current game's clock, to act on.
    pub fn clock_mut(&mut self) -> Option<&mut ChessClock> {
        self.clock.as_mut()
    }

    /// Gives the game a fresh clock waiting to start, or none.
    pub fn reset(&mut self, control: Option<TimeControl>, tap_to_end_turn: bool) {
        self.clock = control.map(|c| ChessClock::new(c, tap_to_end_turn));
    }

    /// Replaces the clock (e.g. one restored from an autosave).
    pub fn replace(&mut self, clock: Option<ChessClock>) {
        self.clock = clock;
    }

    /// Whether the board takes moves: always without a clock; with one, only while it runs and
    /// the mover has not yet to tap it. Nobody moves before the clock is started.
    pub fn allows_moves(&self) -> bool {
        match &self.clock {
            None => true,
            Some(c) => matches!(c.phase(), ClockPhase::Running { awaiting_tap: false, .. }),
        }
    }

    /// Whether the clock has not started (or there is none) and nothing has been charged yet.
    pub fn is_untouched(&self) -> bool {
        self.clock.as_ref().is_none_or(ChessClock::is_waiting)
    }

    /// Stops the clock for good (the game ended another way).
    pub fn stop(&mut self) {
        let now = self.now;
        if let Some(c) = &mut self.clock {
            c.stop(now);
        }
    }

    /// How long the UI may wait before it repaints for the clock; `None` when it does not run.
    pub fn repaint_in(&self) -> Option<Duration> {
        self.clock.as_ref()?.next_repaint_in(self.now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::FakeTime;
    use crate::rules::Color;

    #[test]
    fn the_board_waits_for_the_clock_and_for_the_tap() {
        let time = FakeTime::new();
        let mut table = TableClock::new(Arc::new(time.clone()));
        assert!(table.allows_moves() && table.is_untouched() && table.repaint_in().is_none());
        table.reset(Some(TimeControl::BLITZ_3_2), true);
        assert!(!table.allows_moves(), "nobody moves before the clock starts");
        assert!(table.is_untouched());
        let now = table.now();
        let _ = table.clock_mut().map(|c| c.press(Color::Black, now));
        assert!(table.allows_moves() && !table.is_untouched());
        time.advance(Duration::from_millis(400));
        table.begin_frame();
        assert_eq!(table.now(), Duration::from_millis(400));
        // 2:59.6 left: the text changes in 0.6 s.
        assert_eq!(table.repaint_in(), Some(Duration::from_millis(600) + Duration::from_nanos(1)));
        let now = table.now();
        let _ = table.clock_mut().map(|c| c.move_completed(Color::White, now));
        assert!(!table.allows_moves(), "tap to end turn: the mover must tap first");
        table.stop();
        assert!(table.repaint_in().is_none());
    }
}
