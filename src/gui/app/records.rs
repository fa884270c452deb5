//! Game records from the app's side: their commands applied and what they mean for the rest of
//! the app, the facts a record of the game in progress states, and which game the board shows
//! (the reviewed one in review mode).

use std::time::SystemTime;

use crate::clock::ClockKind;
use crate::record::{GameRecord, GameResult, RecordInfo};
use crate::rules::{Game, Position};
use crate::storage::pgn_date;

use super::HexApp;
use crate::gui::model::seat::Seat;
use crate::gui::model::session::GameSession;
use crate::gui::records::apply::{RecordsEffect, player_name};
use crate::gui::records::command::RecordsCommand;
use crate::gui::records::review::Review;

impl HexApp {
    /// Applies one records command, then what it asks of the rest of the app.
    pub(super) fn apply_records(&mut self, command: RecordsCommand, now: f64) {
        let in_progress = !self.session.game().moves().is_empty() && self.session.outcome().is_none();
        let saving = command == RecordsCommand::SaveRecord;
        let record = saving.then(|| self.record_to_save());
        let Some(effect) = self.records.apply(command, in_progress, record) else { return };
        match effect {
            RecordsEffect::Resume(resumed) => self.restore_autosave(*resumed, now),
            RecordsEffect::PanelOpened => {
                self.view.overlay = None;
                self.view.selection = None;
            }
            RecordsEffect::ReviewStarted => {
                self.adopt_review_analysis();
                self.view.selection = None;
                self.view.dragging = None;
                self.view.glide = None;
            }
            RecordsEffect::PlayOn(review) => self.continue_from_review(*review, now),
            RecordsEffect::Flip => self.view.flipped = !self.view.flipped,
            RecordsEffect::Note(text) => self.toast(text, now),
        }
    }

    /// The record Save writes: the game in progress, with its analysis written in when it was
    /// analysed (so opening it shows the analysis again).
    fn record_to_save(&self) -> GameRecord {
        let game = self.session.game();
        let record = GameRecord::from_game(game, &self.record_info());
        match self.analysis.of(game) {
            Some(analysis) => crate::analysis::annotate(&record, game, analysis),
            None => record,
        }
    }

    /// A seat's player in the game being played: the computer's level (`"hexchess engine (Club
    /// player)"`) when the computer plays it.
    fn live_player_name(&self, seat: Seat) -> String {
        match self.computer.level(seat) {
            Some(level) => format!("hexchess engine ({})", level.title),
            None => player_name(seat).to_string(),
        }
    }

    /// The facts a record of the game in progress states.
    /// The clock's time control goes into `TimeControl` (Fischer, and stages as the first stage's
    /// base and increment); a kind other than Fischer is written in full in the [`CLOCK_TAG`]
    /// tag, e.g. `5 bronstein 3` (PGN has no form for delays). The per-move clock comments are
    /// left out (the app does not keep the time of each move).
    pub(super) fn record_info(&self) -> RecordInfo {
        let session = &self.session;
        let white = session.white_seat().unwrap_or(Seat::Bottom);
        let outcome = session.outcome();
        let control = self.clock.clock().map(|c| c.control());
        RecordInfo {
            event: format!("hexchess hot-seat match, game {}", session.games_finished() + u32::from(outcome.is_none())),
            site: "hexchess".into(),
            date: pgn_date(SystemTime::now()),
            white: self.live_player_name(white),
            black: self.live_player_name(white.other()),
            result: outcome.map_or(GameResult::Unfinished, |o| GameResult::Decided(o.points)),
            termination: outcome.map(|o| o.reason),
            time_control: control
                .filter(|c| matches!(c.kind(), ClockKind::Fischer | ClockKind::Stages(_)))
                .map(|c| crate::record::TimeControl { base: c.base(), increment: c.increment() }),
            extra_tags: control
                .filter(|c| c.kind() != ClockKind::Fischer)
                .map(|c| (CLOCK_TAG.to_string(), c.to_string()))
                .into_iter()
                .collect(),
            ..RecordInfo::default()
        }
    }

    /// Replaces the game in progress by the reviewed game up to the shown position; the match
    /// score carries on. White plays from the bottom.
    fn continue_from_review(&mut self, review: Review, now: f64) {
        let game: Game = review.game_so_far();
        let variant = game.start().variant();
        if !std::ptr::eq(variant, self.session.variant()) {
            self.rules.set_variant(variant);
            self.settings.variant = variant.name().to_string();
            self.save_settings(now);
        }
        let score = [self.session.score(Seat::Bottom), self.session.score(Seat::Top)];
        let finished = self.session.games_finished();
        self.session = GameSession::restore(game, None, None, score, finished);
        self.reset_play_view();
        self.toast(format!("playing on from the reviewed game: {}", review.status()), now);
    }

    /// The session the board shows: the reviewed game's position in review mode, else the game
    /// in progress.
    pub(super) fn shown_session(&self) -> &GameSession {
        self.records.review.as_ref().map_or(&self.session, |r| r.shown())
    }

    /// The position on the board (the reviewed one in review mode).
    pub fn shown_position(&self) -> &Position {
        self.shown_session().position()
    }

    /// In review mode: the plies shown and the plies of the reviewed game.
    pub fn review_ply(&self) -> Option<(usize, usize)> {
        self.records.review.as_ref().map(|r| (r.ply(), r.plies()))
    }
}

/// The tag that names a clock of a kind other than Fischer in its text form, e.g. `5 delay 5`.
pub const CLOCK_TAG: &str = "HexchessClock";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Level;
    use crate::gui::AppOptions;
    use crate::gui::computer::command::ComputerCommand;

    #[test]
    fn records_name_the_computer_and_its_level() {
        let dir = tempfile::tempdir().unwrap();
        let mut app = HexApp::new(AppOptions::for_tests(dir.path()));
        let info = app.record_info();
        assert_eq!((info.white.as_str(), info.black.as_str()), ("Bottom player", "Top player"));
        app.apply_computer(ComputerCommand::HandOver(Seat::Top, Level::by_name("club").unwrap()));
        let info = app.record_info();
        assert_eq!((info.white.as_str(), info.black.as_str()), ("Bottom player", "hexchess engine (Club player)"));
    }

    #[test]
    fn a_delay_clock_is_named_in_its_own_tag_not_as_an_increment() {
        let dir = tempfile::tempdir().unwrap();
        let settings = r#"{"clock": {"preset": {"name": "B", "control": "5 bronstein 3"}}}"#;
        std::fs::write(dir.path().join("settings.json"), settings).unwrap();
        let info = HexApp::new(AppOptions::for_tests(dir.path())).record_info();
        assert_eq!(info.time_control, None);
        assert_eq!(info.extra_tags, [(CLOCK_TAG.to_string(), "5 bronstein 3".to_string())]);
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("settings.json"), r#"{"clock": {"preset": {"name": "F", "control": "3+2"}}}"#)
            .unwrap();
        let info = HexApp::new(AppOptions::for_tests(dir.path())).record_info();
        assert!(info.extra_tags.is_empty() && info.time_control.is_some());
    }
}
