//! The autosave in the app: the match handed to the writer (off the UI thread) whenever it
//! changes, and a resumed game restored.
//!
//! The game counts as changed when its moves, White seat, outcome, match score or rules
//! differ from the last autosave. That covers every move, the end of a game, New game, an
//! accepted rewind, a variant switch, a rules change and a resumed game.

use std::time::{Duration, Instant};

use crate::autosave::{Autosave, Resumed};
use crate::engine::Level;

use super::HexApp;
use crate::gui::computer::command::ComputerCommand;
use crate::gui::model::seat::Seat;
use crate::gui::model::session::GameSession;
use crate::gui::records::autosave::{AUTOSAVE_WAIT, AppExtra, build_autosave, from_doc_seat, overrides_between};
use crate::gui::records::state::{AutosaveTiming, SavedGame};
use crate::gui::records::writer::AutosaveWriter;

impl HexApp {
    /// The autosave of the match as it stands (built in `records/autosave.rs`).
    fn autosave_doc(&self) -> Autosave {
        let clock = self.clock.clock().map(|c| c.snapshot(self.clock.now()));
        build_autosave(&self.session, self.rules.settings(), self.rules.user(), clock, self.computer_levels())
    }

    /// Continues a resumed game: its variant, moves, seats, match score and rules.
    pub(super) fn restore_autosave(&mut self, resumed: Resumed, now: f64) {
        let Resumed { doc, game } = resumed;
        let variant = game.start().variant();
        let extra = AppExtra::of(&doc);
        let user_rules = extra.user_rules.unwrap_or_else(|| overrides_between(variant.default_rules(), doc.rules));
        if !std::ptr::eq(variant, self.session.variant()) {
            self.rules.set_variant(variant);
        }
        self.settings.variant = variant.name().to_string();
        self.settings.rules.set(variant.name(), user_rules);
        self.rules.set_user(self.settings.rules.clone());
        self.save_settings(now);
        let moves = game.moves().len();
        self.session = GameSession::restore(
            game,
            doc.white_seat.map(from_doc_seat),
            doc.outcome,
            [doc.score.bottom, doc.score.top],
            extra.games_finished,
        );
        match &extra.clock {
            Some(snapshot) => self.restore_clock(snapshot),
            None => self.clock.replace(None),
        }
        self.restore_computers(&extra.computers);
        self.reset_play_view();
        self.toast(format!("game resumed: {} · {moves} moves", variant.title()), now);
        if self.rules.settings() != doc.rules {
            self.toast("house rules now in force differ from the saved game's rules".into(), now);
        }
    }

    /// What an autosave of the match as it stands would hold.
    fn saved_game(&self) -> SavedGame {
        SavedGame::of(&self.session, self.rules.settings(), self.rules.user(), self.computer_levels())
    }

    /// Per seat (bottom, top): the level name of the computer playing it.
    fn computer_levels(&self) -> [Option<&'static str>; 2] {
        Seat::BOTH.map(|seat| self.computer.level(seat).map(|l| l.name))
    }

    /// Hands the seats of a resumed game back to the computer at their saved levels (an unknown
    /// level name leaves the seat to its player).
    fn restore_computers(&mut self, levels: &[Option<String>; 2]) {
        for seat in Seat::BOTH {
            let level = levels[seat.index()].as_deref().and_then(|name| Level::by_name(name).ok());
            let command = match level {
                Some(level) => ComputerCommand::HandOver(seat, level),
                None => ComputerCommand::TakeBack(seat),
            };
            self.apply_computer(command);
        }
    }

    /// Remembers the match as it stands as saved (at start: nothing new to write yet).
    pub(super) fn mark_autosaved(&mut self) {
        self.records.saved = Some(self.saved_game());
    }

    /// Hands the autosave to the writer when the match changed (called once per frame, after
    /// the frame's commands), and shows the writer's failures.
    pub(super) fn autosave_if_changed(&mut self, now: f64) {
        let Some(writer) = &self.records.writer else { return };
        let errors = writer.take_errors();
        let current = self.records.saved.as_ref() == Some(&self.saved_game());
        if self.records.offer.is_none() && !current {
            let started = Instant::now();
            let doc = self.autosave_doc();
            if let Some(writer) = &self.records.writer {
                writer.submit(doc);
                // A completed move must survive a SIGKILL in the very next instant, so the frame
                // waits for the write (a few ms; bounded so a stuck disk cannot freeze the UI).
                writer.flush(AUTOSAVE_WAIT);
            }
            self.mark_autosaved();
            let took = started.elapsed();
            let timing = &mut self.records.timing;
            timing.count += 1;
            timing.max = timing.max.max(took);
            timing.total += took;
        }
        if let Some(error) = errors.into_iter().last()
            && self.records.last_error.as_ref() != Some(&error)
        {
            self.records.last_error = Some(error.clone());
            self.toast(format!("game not autosaved: {error}"), now);
        }
    }

    /// Waits until every autosave handed to the writer is on disk, at most `timeout`; `true`
    /// when done (or when autosaving is off).
    pub fn flush_autosave(&self, timeout: Duration) -> bool {
        self.records.writer.as_ref().is_none_or(|w| w.flush(timeout))
    }

    /// How long the UI thread spent on autosaves, and the writer's last write time.
    pub fn autosave_timing(&self) -> AutosaveTiming {
        AutosaveTiming {
            last_write: self.records.writer.as_ref().and_then(AutosaveWriter::last_latency),
            ..self.records.timing
        }
    }

    /// Whether the resume offer is waiting for an answer.
    pub fn resume_offered(&self) -> bool {
        self.records.offer.is_some()
    }

    /// The startup message (a damaged autosave), until dismissed.
    pub fn records_message(&self) -> Option<&str> {
        self.records.message.as_deref()
    }
}
