//! The clock on the table: the current game's [`ChessClock`] (if it has one), the time source,
//! and the one reading of that source per frame that every clock call of the frame uses.

use std::sync::Arc;
use std::time::Duration;

use crate::clock::{
    ChessClock, ClockChange, ClockEvent, ClockPhase, ClockSnapshot, TimeControl, TimeSource, format_remaining,
};
use crate::rules::Color;

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

    /// The clock's phase; `None` without a clock.
    pub fn phase(&self) -> Option<ClockPhase> {
        self.clock.as_ref().map(ChessClock::phase)
    }

    /// The time `color`'s clock shows (`4:59`, `9.7`); `None` without a clock.
    pub fn text(&self, color: Color) -> Option<String> {
        Some(format_remaining(self.clock.as_ref()?.remaining(color, self.now)))
    }

    /// Whether a game given `wanted` (the Settings' time control) and `tap_to_end_turn` would get
    /// another clock than this one.
    pub fn differs_from(&self, wanted: Option<TimeControl>, tap_to_end_turn: bool) -> bool {
        match &self.clock {
            None => wanted.is_some(),
            Some(c) => wanted != Some(c.control()) || c.tap_to_end_turn() != tap_to_end_turn,
        }
    }

    /// Why the board takes no move now; `None` when it does.
    pub fn refusal(&self) -> Option<&'static str> {
        if self.allows_moves() {
            return None;
        }
        Some(match self.phase() {
            Some(ClockPhase::Waiting) => "start the clock first: tap your clock",
            Some(ClockPhase::Running { awaiting_tap: true, .. }) => "tap your clock to end the turn",
            Some(ClockPhase::Paused { .. }) => "the clock is paused: tap your clock",
            _ => "the clock has stopped",
        })
    }

    /// What the clock noticed at this frame's reading: low-time warnings and a flag fall.
    pub fn events(&mut self) -> Vec<ClockEvent> {
        let now = self.now;
        let mut out = Vec::new();
        while let Some(event) = self.clock.as_mut().and_then(|c| c.poll(now)) {
            out.push(event);
        }
        out
    }

    /// `mover` completed a move: the clock is handed over (or, with "tap to end turn", waits for
    /// the mover's tap). Returns the side whose flag fell, if one did.
    pub fn move_completed(&mut self, mover: Color) -> Option<Color> {
        let now = self.now;
        match self.clock.as_mut().map(|c| c.move_completed(mover, now)) {
            Some(ClockChange::Flagged(side)) => Some(side),
            _ => None,
        }
    }

    /// Starts the waiting clock: `color`'s time runs first (the tapper starts the other's time).
    pub fn start_for(&mut self, color: Color) {
        let now = self.now;
        if let Some(c) = &mut self.clock {
            let _ = c.press(color, now);
        }
    }

    /// Runs a paused clock again.
    pub fn resume(&mut self) {
        let now = self.now;
        if let Some(c) = &mut self.clock {
            c.resume(now);
        }
    }

    /// `side` ends its turn by tapping ("tap to end turn"). Returns the side whose flag fell, if
    /// one did.
    pub fn end_turn(&mut self, side: Color) -> Option<Color> {
        let now = self.now;
        match self.clock.as_mut().map(|c| c.press(side, now)) {
            Some(ClockChange::Flagged(side)) => Some(side),
            _ => None,
        }
    }

    /// Puts back a clock saved with [`ChessClock::snapshot`] and runs it again from now, so the
    /// time the app was closed is charged to nobody.
    pub fn restore(&mut self, snapshot: &ClockSnapshot) {
        let mut clock = ChessClock::restore(snapshot);
        let _ = clock.resume(self.now);
        self.clock = Some(clock);
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
