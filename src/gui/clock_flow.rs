//! How the clock takes part in the game (app-spec §5): a tap on a clock starts the game and
//! settles the colours, a completed move hands the clock over, a flag fall ends the game, and
//! the settings' clock choice applies to the next game.
//!
//! The time source is read once per frame ([`HexApp::clock_before_frame`]); every clock call of
//! that frame uses that reading.

use std::time::Duration;

use crate::clock::{ChessClock, ClockChange, ClockEvent, ClockPhase, ClockSnapshot, format_remaining};
use crate::rules::Color;

use super::app::HexApp;
use super::clock_choice::ClockChoice;
use super::seat::Seat;
use super::sound::SoundKind;

impl HexApp {
    /// The current game's clock; `None` when the game is untimed.
    ///
    /// For an autosave: `app.clock().map(|c| c.snapshot(app.clock_now()))`.
    pub fn clock(&self) -> Option<&ChessClock> {
        self.clock.clock()
    }

    /// The time reading the clock uses in this frame (see [`ChessClock::snapshot`]).
    pub fn clock_now(&self) -> Duration {
        self.clock.now()
    }

    /// Puts back a clock saved with [`ChessClock::snapshot`] and runs it again from now, so the
    /// time the app was closed is charged to nobody. The caller restores the game first.
    pub fn restore_clock(&mut self, snapshot: &ClockSnapshot) {
        let mut clock = ChessClock::restore(snapshot);
        let _ = clock.resume(self.clock.now());
        self.clock.replace(Some(clock));
    }

    /// The time a seat's clock shows (`4:59`, `9.7`); `None` without a clock.
    pub fn clock_text(&self, seat: Seat) -> Option<String> {
        let clock = self.clock.clock()?;
        Some(format_remaining(clock.remaining(self.session.color_of(seat), self.clock.now())))
    }

    /// How long the window may wait before repainting for the clock: until a running clock's
    /// text changes, at least 0.1 s; `None` when no clock runs.
    pub fn clock_repaint_in(&self) -> Option<Duration> {
        self.clock.repaint_in()
    }

    /// Runs the clock between frames, also while the window is hidden or minimised (eframe's
    /// `App::logic`): reads the time, then handles a low-time warning or a flag fall. Returns how
    /// long until the clock needs another look (`None` when no clock runs).
    pub fn tick_clock(&mut self) -> Option<Duration> {
        self.clock_before_frame();
        self.clock_repaint_in()
    }

    /// Whether the Settings' clock differs from the current game's (it applies from the next game).
    pub fn clock_change_pending(&self) -> bool {
        let wanted = self.settings.clock.time_control().ok().flatten();
        match self.clock.clock() {
            None => wanted.is_some(),
            Some(c) => wanted != Some(c.control()) || c.tap_to_end_turn() != self.settings.tap_to_end_turn,
        }
    }

    /// Gives the game the clock chosen in Settings (a fresh one, waiting for a tap).
    pub(crate) fn clock_for_new_game(&mut self, now: f64) {
        match self.settings.clock.time_control() {
            Ok(control) => self.clock.reset(control, self.settings.tap_to_end_turn),
            Err(e) => {
                self.clock.reset(None, false);
                self.toast(format!("clock {}: {e}; playing without a clock", self.settings.clock.describe()), now);
            }
        }
    }

    /// Reads the time for this frame, then handles what the clock noticed: the low-time pips
    /// (once per side) and a flag fall.
    pub(crate) fn clock_before_frame(&mut self) {
        self.clock.begin_frame();
        let now = self.clock.now();
        while let Some(event) = self.clock.clock_mut().and_then(|c| c.poll(now)) {
            match event {
                ClockEvent::LowTime(_) => self.sounds.play(SoundKind::LowTime),
                ClockEvent::Flagged(side) => self.on_flag(side),
            }
        }
    }

    /// Why the board takes no move now because of the clock; `None` when it does.
    pub(crate) fn clock_refusal(&self) -> Option<&'static str> {
        if self.clock.allows_moves() {
            return None;
        }
        Some(match self.clock.clock().map(ChessClock::phase) {
            Some(ClockPhase::Waiting) => "start the clock first: tap your clock",
            Some(ClockPhase::Running { awaiting_tap: true, .. }) => "tap your clock to end the turn",
            Some(ClockPhase::Paused { .. }) => "the clock is paused: tap your clock",
            _ => "the clock has stopped",
        })
    }

    /// `seat` completed a move: hand the clock over (or, with "tap to end turn", wait for the
    /// mover's tap). A move that ended the game stops the clock.
    pub(crate) fn clock_after_move(&mut self, seat: Seat, ended: bool) {
        if ended {
            self.clock.stop();
            return;
        }
        let mover = self.session.color_of(seat);
        let now = self.clock.now();
        if let Some(ClockChange::Flagged(side)) = self.clock.clock_mut().map(|c| c.move_completed(mover, now)) {
            self.on_flag(side);
        }
    }

    /// `seat` tapped their clock.
    pub(crate) fn clock_tap(&mut self, seat: Seat) {
        let Some(phase) = self.clock.clock().map(ChessClock::phase) else { return };
        if self.session.outcome().is_some() {
            return;
        }
        let now = self.clock.now();
        match phase {
            ClockPhase::Waiting => {
                // From the variant's start the tapper plays Black; from a set-up position the
                // colours are fixed, and the player not to move starts the other's time.
                self.session.claim_white(seat.other());
                let color = self.session.color_of(seat);
                if color.other() != self.session.position().turn() {
                    self.view.message[seat.index()] = Some("it is your move: your opponent starts your clock".into());
                    return;
                }
                if let Some(c) = self.clock.clock_mut() {
                    let _ = c.press(color, now);
                }
                self.view.selection = None;
                self.view.message = [None, None];
            }
            ClockPhase::Paused { .. } => {
                if let Some(c) = self.clock.clock_mut() {
                    c.resume(now);
                }
            }
            ClockPhase::Running { awaiting_tap: true, side } if side == self.session.color_of(seat) => {
                if let Some(ClockChange::Flagged(side)) = self.clock.clock_mut().map(|c| c.press(side, now)) {
                    self.on_flag(side);
                }
            }
            _ => {}
        }
    }

    /// Settings: a new clock choice. It applies to the next game, or at once when the current
    /// game has not started (no move played, clock not started).
    pub(crate) fn set_clock_choice(&mut self, choice: ClockChoice, now: f64) {
        self.settings.clock = choice;
        self.save_settings(now);
        self.apply_clock_if_untouched(now);
    }

    /// Settings: "tap the clock to end the turn" on or off (applies like a clock choice).
    pub(crate) fn set_clock_tap(&mut self, on: bool, now: f64) {
        self.settings.tap_to_end_turn = on;
        self.save_settings(now);
        self.apply_clock_if_untouched(now);
    }

    fn apply_clock_if_untouched(&mut self, now: f64) {
        let s = &self.session;
        if s.outcome().is_none() && s.game().moves().is_empty() && self.clock.is_untouched() {
            self.clock_for_new_game(now);
        }
    }

    fn on_flag(&mut self, side: Color) {
        let seat = self.session.seat_of(side);
        if let Some(outcome) = self.session.flag_fall(seat) {
            self.after_outcome(outcome);
        }
    }
}
