//! The chess clock: two countdowns, one running at a time, driven by an outside time source.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::display::until_display_changes;
use super::time_control::{ClockKind, TimeControl};
use crate::rules::{ByColor, Color};

/// At or below this much time left, a running clock reports [`ClockEvent::LowTime`] (once per side).
pub const LOW_TIME: Duration = Duration::from_secs(10);

/// The shortest wait [`ChessClock::next_repaint_in`] asks for, so a running clock repaints the
/// UI at most 10 times a second.
pub const MIN_REPAINT_INTERVAL: Duration = Duration::from_millis(100);

/// What a clock is doing.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClockPhase {
    /// Set, but not started: the board waits for a player to tap their clock.
    Waiting,
    /// `side`'s time is running.
    Running {
        /// Whose time runs.
        side: Color,
        /// With "tap to end turn": `side` has completed a move and must now tap their clock.
        awaiting_tap: bool,
    },
    /// Paused (e.g. after resuming a saved game); [`ChessClock::resume`] runs `side` again.
    Paused {
        /// Whose time runs on resume.
        side: Color,
        /// As in [`ClockPhase::Running`].
        awaiting_tap: bool,
    },
    /// `side`'s time ran out. Final.
    Flagged {
        /// Who ran out of time.
        side: Color,
    },
    /// Stopped for good because the game ended another way. Final.
    Stopped,
}

/// What a press, a completed move or a start did.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[must_use]
pub enum ClockChange {
    /// Nothing: the action does not apply now (wrong side or wrong phase).
    Ignored,
    /// The clock started and runs for `side`.
    Started {
        /// Whose time now runs.
        side: Color,
    },
    /// The mover got the increment and the clock now runs for `to`.
    HandedOver {
        /// Whose time now runs.
        to: Color,
    },
    /// "Tap to end turn": the move is done, and the mover's time runs until they tap their clock.
    AwaitingTap,
    /// The acting side's time had already run out: they lost on time.
    Flagged(Color),
}

/// Something the clock noticed in [`ChessClock::poll`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ClockEvent {
    /// `side` is down to [`LOW_TIME`]; reported once per side per game.
    LowTime(Color),
    /// `side`'s time ran out; reported once.
    Flagged(Color),
}

/// A chess clock for one game.
///
/// The clock does not read the time itself: every method that needs it takes `now`, a reading of
/// a [`TimeSource`](super::TimeSource) (one source per clock, read once per frame). Remaining time
/// is always `time at the last switch − (now − moment of the last switch)`, computed in whole
/// nanoseconds, so it never drifts however often the UI looks at it, and tests drive it with
/// [`FakeTime`](super::FakeTime) without sleeping. All arithmetic saturates: no input panics.
///
/// The time control's [`ClockKind`] decides the accounting of a move: a Fischer (and stages) clock
/// adds [`TimeControl::increment`] for every move completed, the first one included; a stages
/// clock also adds the next stage's time after a stage's last move; a Bronstein clock adds back
/// the time used, at most the delay; a simple-delay clock charges nothing for the first
/// `delay` of each turn; an hourglass adds the time the mover uses to the opponent, as it runs.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ChessClock {
    control: TimeControl,
    tap_to_end_turn: bool,
    /// Each side's time left at the moment its clock last stopped or started.
    banked: ByColor<Duration>,
    phase: ClockPhase,
    /// When the running side's clock started; meaningful only while running.
    since: Duration,
    low_time_warned: ByColor<bool>,
    /// Time the running side used this turn before `since` (kept across a pause).
    turn_used: Duration,
    /// Moves each side has completed (for stages).
    moves: ByColor<u32>,
}

impl ChessClock {
    /// A clock waiting to start, with `control.base()` on each side.
    ///
    /// With `tap_to_end_turn`, a completed move keeps the mover's time running until they tap
    /// their own clock; without it, completing a move hands the clock over.
    pub fn new(control: TimeControl, tap_to_end_turn: bool) -> ChessClock {
        ChessClock {
            control,
            tap_to_end_turn,
            banked: ByColor::new_with(|_| control.base()),
            phase: ClockPhase::Waiting,
            since: Duration::ZERO,
            low_time_warned: ByColor::default(),
            turn_used: Duration::ZERO,
            moves: ByColor::default(),
        }
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// Whether a player must tap their clock to end their turn.
    pub fn tap_to_end_turn(&self) -> bool {
        self.tap_to_end_turn
    }

    /// What the clock is doing.
    pub fn phase(&self) -> ClockPhase {
        self.phase
    }

    /// The side whose time is running, if any.
    pub fn running_side(&self) -> Option<Color> {
        match self.phase {
            ClockPhase::Running { side, .. } => Some(side),
            _ => None,
        }
    }

    /// The clock to highlight: the running side, or the side that runs when a paused clock resumes.
    pub fn active_side(&self) -> Option<Color> {
        match self.phase {
            ClockPhase::Running { side, .. } | ClockPhase::Paused { side, .. } => Some(side),
            _ => None,
        }
    }

    /// True when the side to move has moved and must tap their clock ("tap to end turn"). The
    /// board should take no moves meanwhile.
    pub fn awaiting_tap(&self) -> bool {
        matches!(self.phase, ClockPhase::Running { awaiting_tap: true, .. })
    }

    /// True until the clock is started.
    pub fn is_waiting(&self) -> bool {
        self.phase == ClockPhase::Waiting
    }

    /// Starts a waiting clock with `first`'s time running (normally White).
    pub fn start(&mut self, first: Color, now: Duration) -> ClockChange {
        if !self.is_waiting() {
            return ClockChange::Ignored;
        }
        self.run(first, now);
        ClockChange::Started { side: first }
    }

    /// `side` taps their own clock.
    ///
    /// - Waiting: starts the opponent's time, as on a real clock (the GUI makes the tapping
    ///   player Black first, so White's time starts).
    /// - "Tap to end turn", after `side` completed a move: hands the clock over.
    /// - Otherwise: ignored (a player cannot pass by tapping).
    pub fn press(&mut self, side: Color, now: Duration) -> ClockChange {
        match self.phase {
            ClockPhase::Waiting => self.start(side.other(), now),
            ClockPhase::Running { side: running, awaiting_tap: true } if running == side => self.hand_over(now),
            _ => ClockChange::Ignored,
        }
    }

    /// `mover` completed a move on the board.
    ///
    /// If `mover`'s time has run out, they lose on time. Otherwise, with "tap to end turn" their
    /// time keeps running until they tap ([`ClockChange::AwaitingTap`]); without it the clock is
    /// handed over at once. Ignored unless `mover`'s clock is running and not already awaiting a tap.
    pub fn move_completed(&mut self, mover: Color, now: Duration) -> ClockChange {
        match self.phase {
            ClockPhase::Running { side, awaiting_tap: false } if side == mover => {
                if self.remaining(side, now).is_zero() {
                    self.flag(side);
                    ClockChange::Flagged(side)
                } else if self.tap_to_end_turn {
                    self.phase = ClockPhase::Running { side, awaiting_tap: true };
                    ClockChange::AwaitingTap
                } else {
                    self.hand_over(now)
                }
            }
            _ => ClockChange::Ignored,
        }
    }

    /// Stops the running side's clock, adds the increment to it, and starts the opponent's.
    ///
    /// This is the raw switch that [`press`](Self::press) and
    /// [`move_completed`](Self::move_completed) use; it does not check that a move was made.
    /// If the running side's time is already out, they lose on time instead.
    pub fn hand_over(&mut self, now: Duration) -> ClockChange {
        let ClockPhase::Running { side, .. } = self.phase else {
            return ClockChange::Ignored;
        };
        let left = self.remaining(side, now);
        if left.is_zero() {
            self.flag(side);
            return ClockChange::Flagged(side);
        }
        let used = self.turn_used.saturating_add(now.saturating_sub(self.since));
        let moves = self.moves.get(side).saturating_add(1);
        *self.moves.get_mut(side) = moves;
        let control = self.control;
        let gain = match control.kind() {
            ClockKind::Fischer => control.increment(),
            ClockKind::Stages(stages) => control.increment().saturating_add(stages.added_after(moves)),
            ClockKind::Bronstein => used.min(control.increment()),
            ClockKind::SimpleDelay => Duration::ZERO,
            ClockKind::Hourglass => {
                let other = self.banked.get_mut(side.other());
                *other = other.saturating_add(now.saturating_sub(self.since));
                Duration::ZERO
            }
        };
        *self.banked.get_mut(side) = left.saturating_add(gain);
        self.run(side.other(), now);
        ClockChange::HandedOver { to: side.other() }
    }

    /// Ends the turn of the side whose clock runs (or is paused) with the time left that side
    /// reports itself, its increment included, and starts the opponent's clock: for a player on
    /// another machine, whose own clock is the truth for their time. Never flags; the reporting
    /// side declares its own flag. With an hourglass the time run passes to the opponent.
    pub fn hand_over_reported(&mut self, left: Duration, now: Duration) -> ClockChange {
        let side = match self.phase {
            ClockPhase::Running { side, .. } => side,
            ClockPhase::Paused { side, .. } => {
                self.since = now;
                side
            }
            _ => return ClockChange::Ignored,
        };
        if self.control.kind() == ClockKind::Hourglass {
            let other = self.banked.get_mut(side.other());
            *other = other.saturating_add(now.saturating_sub(self.since));
        }
        let moves = self.moves.get_mut(side);
        *moves = moves.saturating_add(1);
        *self.banked.get_mut(side) = left;
        self.run(side.other(), now);
        ClockChange::HandedOver { to: side.other() }
    }

    /// Pauses a running clock, keeping whose turn it is. False if it was not running or its time
    /// is already out (then [`poll`](Self::poll) reports the flag).
    pub fn pause(&mut self, now: Duration) -> bool {
        let ClockPhase::Running { side, awaiting_tap } = self.phase else {
            return false;
        };
        let left = self.remaining(side, now);
        if left.is_zero() {
            return false;
        }
        self.bank_turn(side, left, now);
        self.phase = ClockPhase::Paused { side, awaiting_tap };
        true
    }

    /// Resumes a paused clock from `now`. False if it was not paused.
    pub fn resume(&mut self, now: Duration) -> bool {
        let ClockPhase::Paused { side, awaiting_tap } = self.phase else {
            return false;
        };
        self.since = now;
        self.phase = ClockPhase::Running { side, awaiting_tap };
        true
    }

    /// Stops the clock for good because the game ended another way; the times stay as they are.
    pub fn stop(&mut self, now: Duration) {
        if let ClockPhase::Running { side, .. } = self.phase {
            let left = self.remaining(side, now);
            self.bank_turn(side, left, now);
        }
        if !matches!(self.phase, ClockPhase::Flagged { .. }) {
            self.phase = ClockPhase::Stopped;
        }
    }

    /// `side`'s time left at `now` (zero once it has run out). During a simple delay, the main
    /// time; with an hourglass, the opponent's time grows while the mover's runs.
    pub fn remaining(&self, side: Color, now: Duration) -> Duration {
        let banked = *self.banked.get(side);
        let ClockPhase::Running { side: running, .. } = self.phase else {
            return banked;
        };
        let run = now.saturating_sub(self.since);
        if running != side {
            return match self.control.kind() {
                ClockKind::Hourglass => banked.saturating_add(run),
                _ => banked,
            };
        }
        let charged = match self.control.delay() {
            Some(delay) if self.control.kind() == ClockKind::SimpleDelay => {
                run.saturating_sub(delay.saturating_sub(self.turn_used))
            }
            _ => run,
        };
        banked.saturating_sub(charged)
    }

    /// The delay left this turn for the running side of a Bronstein or simple-delay clock (the
    /// active side of a paused one): the time before the main time moves (simple delay) or the
    /// most still given back (Bronstein). `None` for other kinds, when no clock is active, or once
    /// the delay has passed.
    pub fn delay_left(&self, now: Duration) -> Option<Duration> {
        let delay = self.control.delay()?;
        let used = self.turn_time(now)?;
        Some(delay.saturating_sub(used)).filter(|left| !left.is_zero())
    }

    /// The time the active side has used of this turn (pauses not counted); `None` when no side is
    /// active. With an hourglass, what goes to the opponent.
    pub fn turn_time(&self, now: Duration) -> Option<Duration> {
        match self.phase {
            ClockPhase::Running { .. } => Some(self.turn_used.saturating_add(now.saturating_sub(self.since))),
            ClockPhase::Paused { .. } => Some(self.turn_used),
            _ => None,
        }
    }

    /// The moves `side` has completed (the clock counts them for stages).
    pub fn moves_made(&self, side: Color) -> u32 {
        *self.moves.get(side)
    }

    /// The side whose time has run out at `now`, if any. Does not change the clock; see
    /// [`poll`](Self::poll).
    pub fn flagged(&self, now: Duration) -> Option<Color> {
        match self.phase {
            ClockPhase::Flagged { side } => Some(side),
            ClockPhase::Running { side, .. } if self.remaining(side, now).is_zero() => Some(side),
            _ => None,
        }
    }

    /// Call once per frame: notices a flag fall (and stops the clock) or low time, each once.
    pub fn poll(&mut self, now: Duration) -> Option<ClockEvent> {
        let side = self.running_side()?;
        let left = self.remaining(side, now);
        if left.is_zero() {
            self.flag(side);
            return Some(ClockEvent::Flagged(side));
        }
        if left <= LOW_TIME && !*self.low_time_warned.get(side) {
            *self.low_time_warned.get_mut(side) = true;
            return Some(ClockEvent::LowTime(side));
        }
        None
    }

    /// How long the UI may wait before its next repaint: until the running clock's text changes,
    /// but at least [`MIN_REPAINT_INTERVAL`]. `None` when no clock runs (nothing changes).
    pub fn next_repaint_in(&self, now: Duration) -> Option<Duration> {
        let side = self.running_side()?;
        let mut wait = until_display_changes(self.remaining(side, now));
        if let Some(delay) = self.delay_left(now) {
            wait = wait.min(until_display_changes(delay));
        }
        if self.control.kind() == ClockKind::Hourglass {
            // The opponent's time and the turn's exchange grow: they change at the next step up.
            wait = wait.min(until_rising_display_changes(self.remaining(side.other(), now)));
            if let Some(turn) = self.turn_time(now) {
                wait = wait.min(until_rising_display_changes(turn));
            }
        }
        Some(wait.max(MIN_REPAINT_INTERVAL))
    }

    /// The clock's state at `now`, for an autosave.
    pub fn snapshot(&self, now: Duration) -> ClockSnapshot {
        ClockSnapshot {
            control: self.control,
            tap_to_end_turn: self.tap_to_end_turn,
            remaining: ByColor::new_with(|side| self.remaining(side, now)),
            phase: self.phase,
            low_time_warned: self.low_time_warned,
            turn_used: match self.phase {
                ClockPhase::Running { .. } => self.turn_used.saturating_add(now.saturating_sub(self.since)),
                _ => self.turn_used,
            },
            moves: self.moves,
        }
    }

    /// A clock from an autosave. A clock that was running comes back **paused** with the same
    /// side to run, so the time the app was closed is charged to nobody; call
    /// [`resume`](Self::resume) when the players are ready (or at once).
    pub fn restore(snapshot: &ClockSnapshot) -> ChessClock {
        let phase = match snapshot.phase {
            ClockPhase::Running { side, awaiting_tap } => ClockPhase::Paused { side, awaiting_tap },
            other => other,
        };
        ChessClock {
            control: snapshot.control,
            tap_to_end_turn: snapshot.tap_to_end_turn,
            banked: snapshot.remaining,
            phase,
            since: Duration::ZERO,
            low_time_warned: snapshot.low_time_warned,
            turn_used: snapshot.turn_used,
            moves: snapshot.moves,
        }
    }

    fn run(&mut self, side: Color, now: Duration) {
        self.phase = ClockPhase::Running { side, awaiting_tap: false };
        self.since = now;
        self.turn_used = Duration::ZERO;
    }

    /// Stops the running `side`'s time mid-turn at `now` with `left`, keeping the turn's time
    /// used (for a delay) and passing an hourglass's run to the opponent.
    fn bank_turn(&mut self, side: Color, left: Duration, now: Duration) {
        let run = now.saturating_sub(self.since);
        if self.control.kind() == ClockKind::Hourglass {
            let other = self.banked.get_mut(side.other());
            *other = other.saturating_add(run);
        }
        *self.banked.get_mut(side) = left;
        self.turn_used = self.turn_used.saturating_add(run);
        self.since = now;
    }

    fn flag(&mut self, side: Color) {
        // An hourglass's running side has passed all its time left to the opponent.
        if self.control.kind() == ClockKind::Hourglass && self.running_side() == Some(side) {
            let left = *self.banked.get(side);
            let other = self.banked.get_mut(side.other());
            *other = other.saturating_add(left);
        }
        *self.banked.get_mut(side) = Duration::ZERO;
        self.phase = ClockPhase::Flagged { side };
    }
}

/// How long until [`format_remaining`](super::format_remaining) shows something else for a time
/// that grows (an hourglass's opponent): until it reaches the next tenth below ten seconds, else
/// the next whole second.
fn until_rising_display_changes(value: Duration) -> Duration {
    let step: u128 = if value < super::TENTHS_BELOW { 100_000_000 } else { 1_000_000_000 };
    let to_next = step - value.as_nanos() % step;
    Duration::from_nanos(u64::try_from(to_next).unwrap_or(u64::MAX))
}

/// A clock's saved state: what an autosave needs to bring the clock back.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct ClockSnapshot {
    /// The time control.
    pub control: TimeControl,
    /// Whether a player must tap their clock to end their turn.
    pub tap_to_end_turn: bool,
    /// Each side's time left when the snapshot was taken.
    pub remaining: ByColor<Duration>,
    /// What the clock was doing (a running clock restores as paused).
    pub phase: ClockPhase,
    /// Which sides have already had their low-time warning.
    pub low_time_warned: ByColor<bool>,
    /// The time the side to move had used of its turn (for a delay); zero in older saves.
    #[serde(default)]
    pub turn_used: Duration,
    /// The moves each side had completed (for stages); zero in older saves.
    #[serde(default)]
    pub moves: ByColor<u32>,
}

#[cfg(test)]
#[path = "chess_clock_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "clock_kinds_tests.rs"]
mod kinds_tests;
