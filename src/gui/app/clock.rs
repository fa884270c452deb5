//! How the clock takes part in the game (user guide, "The clock"): a tap on a clock starts the
//! game and settles the colours, a completed move hands the clock over, a flag fall ends the
//! game, and the settings' clock choice applies to the next game.
//!
//! The time source is read once per frame ([`HexApp::clock_before_frame`]); every clock call of
//! that frame uses that reading.

use std::time::Duration;

use crate::clock::{ChessClock, ClockEvent, ClockPhase, ClockSnapshot};
use crate::rules::Color;

use super::HexApp;
use super::sound::SoundKind;
use crate::gui::clock::command::ClockCommand;
use crate::gui::model::clock_choice::ClockChoice;
use crate::gui::model::seat::Seat;

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
        self.clock.restore(snapshot);
    }

    /// The time a seat's clock shows (`4:59`, `9.7`); `None` without a clock.
    pub fn clock_text(&self, seat: Seat) -> Option<String> {
        self.clock.text(self.session.color_of(seat))
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
        self.clock.differs_from(wanted, self.settings.tap_to_end_turn)
    }

    /// Applies a clock command.
    pub(super) fn apply_clock(&mut self, command: ClockCommand, now: f64) {
        match command {
            ClockCommand::Tap(seat) => self.clock_tap(seat),
            ClockCommand::Choose(choice) => self.set_clock_choice(choice, now),
            ClockCommand::TapToEndTurn(on) => self.set_clock_tap(on, now),
        }
    }

    /// Gives the game the clock chosen in Settings (a fresh one, waiting for a tap).
    pub(super) fn clock_for_new_game(&mut self, now: f64) {
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
    pub(super) fn clock_before_frame(&mut self) {
        self.clock.begin_frame();
        for event in self.clock.events() {
            match event {
                ClockEvent::LowTime(_) => self.sounds.play(SoundKind::LowTime),
                ClockEvent::Flagged(side) => self.on_flag(side),
            }
        }
    }

    /// `seat` completed a move: hand the clock over (or, with "tap to end turn", wait for the
    /// mover's tap). A move that ended the game stops the clock.
    pub(super) fn clock_after_move(&mut self, seat: Seat, ended: bool) {
        if ended {
            self.clock.stop();
            return;
        }
        if let Some(side) = self.clock.move_completed(self.session.color_of(seat)) {
            self.on_flag(side);
        }
    }

    /// `seat` tapped their clock.
    pub(super) fn clock_tap(&mut self, seat: Seat) {
        let Some(phase) = self.clock.phase() else { return };
        if self.session.outcome().is_some() {
            return;
        }
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
                self.clock.start_for(color);
                self.view.selection = None;
                self.view.message = [None, None];
            }
            ClockPhase::Paused { .. } => self.clock.resume(),
            ClockPhase::Running { awaiting_tap: true, side } if side == self.session.color_of(seat) => {
                if let Some(side) = self.clock.end_turn(side) {
                    self.on_flag(side);
                }
            }
            _ => {}
        }
    }

    /// Settings: a new clock choice. It applies to the next game, or at once when the current
    /// game has not started (no move played, clock not started).
    fn set_clock_choice(&mut self, choice: ClockChoice, now: f64) {
        self.settings.clock = choice;
        self.save_settings(now);
        self.apply_clock_if_untouched(now);
    }

    /// Settings: "tap the clock to end the turn" on or off (applies like a clock choice).
    fn set_clock_tap(&mut self, on: bool, now: f64) {
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
