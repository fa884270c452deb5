//! The computer at a timed table. It budgets its thinking from its own clock (see
//! [`Level::limits_on_clock`](crate::engine::Level::limits_on_clock)), it starts the clock the way
//! Black does at a real board when its human opponent makes the first move, it starts the clock
//! itself when both seats are the computer's, and with "tap the clock to end the turn" it taps its
//! own clock after moving. While the clock waits, the computer does not think.

use std::time::Duration;

use crate::clock::{ChessClock, ClockKind, ClockPhase};
use crate::engine::Clock;
use crate::rules::Color;

use super::HexApp;
use crate::gui::model::seat::Seat;

impl HexApp {
    /// The times a computer search budgets from: both sides' time left, the increment (or delay),
    /// and with stages the moves left in the mover's stage.
    /// `None` when the game is untimed or its clock does not run.
    pub(super) fn engine_clock(&self) -> Option<Clock> {
        let clock = self.clock()?;
        let mover = clock.running_side()?;
        let now = self.clock_now();
        let mut time = [Duration::ZERO; 2];
        for color in [Color::White, Color::Black] {
            time[color.index()] = clock.remaining(color, now);
        }
        // A delay counts as time per move, like an increment; an hourglass has none.
        let increment = clock.control().increment();
        // With stages, the moves left until the mover's stage adds time.
        let moves_to_go = match clock.control().kind() {
            ClockKind::Stages(stages) => {
                let made = clock.moves_made(mover);
                stages.stage_end(made.saturating_add(1)).map(|end| end.saturating_sub(made))
            }
            _ => None,
        };
        Some(Clock { time, increment: [increment; 2], moves_to_go })
    }

    /// Whether the computer playing `seat` is to make the first move but waits for its human
    /// opponent to start the clock.
    pub fn computer_waits_for_clock(&self, seat: Seat) -> bool {
        self.clock().is_some_and(ChessClock::is_waiting)
            && self.computer.is_computer(seat)
            && !self.computer.is_computer(seat.other())
            && self.computer_to_move() == Some(seat)
    }

    /// `seat`, a human playing the computer, is about to make the first move while the clock
    /// still waits: the computer starts the human's time, as Black does at a real board, so the
    /// human plays White simply by moving. (A human who wants Black taps their own clock.)
    pub(super) fn computer_starts_clock_for(&mut self, seat: Seat) {
        let computer = seat.other();
        let starts = self.clock().is_some_and(ChessClock::is_waiting)
            && !self.computer.is_computer(seat)
            && self.computer.is_computer(computer)
            && !self.computer.moves_first(computer)
            && self.session.white_seat().is_none()
            && self.session.position().turn() == Color::White;
        if starts {
            self.clock_tap(computer);
        }
    }

    /// The computer's own clock taps, done before its searches start: with both seats the
    /// computer's, the one not making the first move starts the clock; with "tap the clock to
    /// end the turn", a computer that has moved ends its turn.
    pub(super) fn computer_taps_clock(&mut self) {
        let Some(phase) = self.clock().map(ChessClock::phase) else { return };
        match phase {
            ClockPhase::Waiting => {
                if let Some(first) = self.computer_to_move()
                    && self.computer.is_computer(first.other())
                {
                    self.clock_tap(first.other());
                }
            }
            ClockPhase::Running { awaiting_tap: true, side } => {
                let seat = self.session.seat_of(side);
                if self.computer.is_computer(seat) {
                    self.clock_tap(seat);
                }
            }
            _ => {}
        }
    }
}
