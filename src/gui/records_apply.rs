//! Applying [`RecordsCommand`]s: resuming or declining the autosave, the Save/Open panel,
//! writing and opening records, and review mode.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::record::{GameRecord, GameResult, RecordInfo};
use crate::rules::Game;
use crate::storage::{pgn_date, save_records, utc_stamp};

use super::app::HexApp;
use super::record_files::{OpenedGame, RecordFileError, list_records, open_game, read_record_file, record_file_name};
use super::records_state::{FilePanel, OpenedFile, PanelMode, RecordsCommand};
use super::review::Review;
use super::seat::Seat;
use super::session::GameSession;

/// A seat's player as named in a record.
fn player_name(seat: Seat) -> &'static str {
    match seat {
        Seat::Bottom => "Bottom player",
        Seat::Top => "Top player",
    }
}

/// A seat's player in the game being played: the computer's level (`"hexchess engine (Club
/// player)"`) when the computer plays it.
fn live_player_name(app: &HexApp, seat: Seat) -> String {
    match app.computer_level(seat) {
        Some(level) => format!("hexchess engine ({})", level.title),
        None => player_name(seat).to_string(),
    }
}

impl HexApp {
    /// Applies one records command.
    pub(crate) fn apply_records(&mut self, command: RecordsCommand, now: f64) {
        match command {
            RecordsCommand::Resume => {
                if let Some(offer) = self.records.offer.take() {
                    self.restore_autosave(offer.resumed, now);
                }
            }
            RecordsCommand::DeclineResume => self.decline_resume(now),
            RecordsCommand::DismissMessage => self.records.message = None,
            RecordsCommand::OpenSavePanel(seat) => self.open_panel(seat, PanelMode::Save),
            RecordsCommand::OpenOpenPanel(seat) => self.open_panel(seat, PanelMode::Open),
            RecordsCommand::ClosePanel => self.records.panel = None,
            RecordsCommand::ListFolder => {
                let folder = PathBuf::from(self.records.texts.folder.trim());
                self.list_folder(folder);
            }
            RecordsCommand::PickFile(name) => self.pick_file(name),
            RecordsCommand::BackToFiles => {
                if let Some(panel) = &mut self.records.panel {
                    panel.opened = None;
                    panel.first_row = 0;
                    panel.message = None;
                    panel.partial = None;
                }
            }
            RecordsCommand::SaveRecord => self.save_record(now),
            RecordsCommand::PickGame(number) => self.pick_game(number),
            RecordsCommand::ReviewPartial => {
                if let Some(panel) = &mut self.records.panel
                    && let Some(partial) = panel.partial.take()
                {
                    let seat = panel.seat;
                    self.enter_review(seat, *partial);
                }
            }
            RecordsCommand::Page(rows) => {
                if let Some(panel) = &mut self.records.panel {
                    panel.first_row = panel.first_row.saturating_add_signed(rows);
                }
            }
            RecordsCommand::ReviewTo(ply) => {
                if let Some(review) = &mut self.records.review {
                    review.go_to(ply);
                }
            }
            RecordsCommand::ReviewStep(delta) => {
                if let Some(review) = &mut self.records.review {
                    review.step(delta);
                }
            }
            RecordsCommand::LeaveReview => self.records.review = None,
            RecordsCommand::PlayFromHere => self.play_from_reviewed_ply(now),
            RecordsCommand::ConfirmPlayFromHere(yes) => {
                if yes {
                    self.continue_from_review(now);
                } else if let Some(review) = &mut self.records.review {
                    review.confirm_play = false;
                }
            }
        }
    }

    /// The facts a record of the game in progress states.
    /// The clock's time control goes into `TimeControl`; the per-move clock comments are left
    /// out (the app does not keep the time of each move).
    pub(crate) fn record_info(&self) -> RecordInfo {
        let session = &self.session;
        let white = session.white_seat().unwrap_or(Seat::Bottom);
        let outcome = session.outcome();
        RecordInfo {
            event: format!("hexchess hot-seat match, game {}", session.games_finished() + u32::from(outcome.is_none())),
            site: "hexchess".into(),
            date: pgn_date(SystemTime::now()),
            white: live_player_name(self, white),
            black: live_player_name(self, white.other()),
            result: outcome.map_or(GameResult::Unfinished, |o| GameResult::Decided(o.points)),
            termination: outcome.map(|o| o.reason),
            time_control: self.clock().map(|c| {
                let control = c.control();
                crate::record::TimeControl { base: control.base(), increment: control.increment() }
            }),
            ..RecordInfo::default()
        }
    }

    /// Declining the offer: the declined game is kept as a record in the games folder (when it
    /// has moves), and the next autosave replaces it.
    fn decline_resume(&mut self, now: f64) {
        let Some(offer) = self.records.offer.take() else { return };
        self.records.saved = None;
        let game = &offer.resumed.game;
        if game.moves().is_empty() {
            return;
        }
        let white = offer.resumed.doc.white_seat.map_or(Seat::Bottom, |s| match s {
            crate::autosave::Seat::Bottom => Seat::Bottom,
            crate::autosave::Seat::Top => Seat::Top,
        });
        let info = RecordInfo {
            event: "hexchess: declined unfinished game".into(),
            site: "hexchess".into(),
            date: pgn_date(SystemTime::now()),
            white: player_name(white).into(),
            black: player_name(white.other()).into(),
            ..RecordInfo::default()
        };
        let path = self.records.games_dir().join(format!("unfinished-{}.pgn", utc_stamp(SystemTime::now())));
        match save_records(&path, &[GameRecord::from_game(game, &info)]) {
            Ok(()) => self.toast(format!("the declined game was kept in {}", path.display()), now),
            Err(e) => self.toast(format!("the declined game could not be kept: {e}"), now),
        }
    }

    fn open_panel(&mut self, seat: Seat, mode: PanelMode) {
        let folder = self.records.last_folder.clone().unwrap_or_else(|| self.records.games_dir());
        self.records.texts.folder = folder.display().to_string();
        if mode == PanelMode::Save {
            self.records.texts.name = format!("game-{}", utc_stamp(SystemTime::now()));
        }
        self.records.panel = Some(FilePanel {
            seat,
            mode,
            folder: folder.clone(),
            files: Vec::new(),
            first_row: 0,
            opened: None,
            message: None,
            partial: None,
        });
        self.view.overlay = None;
        self.view.selection = None;
        self.list_folder(folder);
    }

    fn list_folder(&mut self, folder: PathBuf) {
        let Some(panel) = &mut self.records.panel else { return };
        panel.opened = None;
        panel.partial = None;
        panel.first_row = 0;
        match list_records(&folder) {
            Ok(files) => {
                panel.files = files;
                panel.message = None;
            }
            Err(e) => {
                panel.files = Vec::new();
                panel.message = Some((e.to_string(), true));
            }
        }
        panel.folder = folder.clone();
        self.records.last_folder = Some(folder);
    }

    fn pick_file(&mut self, name: String) {
        let Some(panel) = &mut self.records.panel else { return };
        if panel.mode == PanelMode::Save {
            let stem = Path::new(&name).file_stem().map_or(name.clone(), |s| s.to_string_lossy().into_owned());
            self.records.texts.name = stem;
            return;
        }
        panel.partial = None;
        match read_record_file(&panel.folder.join(&name)) {
            Err(e) => {
                // A damaged file was moved aside: list the folder again without it.
                if matches!(e, RecordFileError::Damaged(_)) {
                    let folder = panel.folder.clone();
                    self.list_folder(folder);
                }
                if let Some(panel) = &mut self.records.panel {
                    panel.message = Some((e.to_string(), true));
                }
            }
            Ok(mut records) if records.len() == 1 => {
                let record = records.remove(0);
                self.open_record(&name, &record);
            }
            Ok(records) => {
                panel.message = None;
                panel.first_row = 0;
                panel.opened = Some(OpenedFile { name, records });
            }
        }
    }

    fn pick_game(&mut self, number: usize) {
        let Some(panel) = &self.records.panel else { return };
        let Some(opened) = &panel.opened else { return };
        let Some(record) = opened.records.iter().find(|r| r.number == number).cloned() else { return };
        let name = opened.name.clone();
        self.open_record(&name, &record);
    }

    /// Replays a record: into review mode, or its error into the panel.
    fn open_record(&mut self, file: &str, record: &GameRecord) {
        match open_game(file, record) {
            Ok(opened) => {
                let seat = self.records.panel.as_ref().map_or(Seat::Bottom, |p| p.seat);
                self.enter_review(seat, opened);
            }
            Err(failure) => {
                if let Some(panel) = &mut self.records.panel {
                    panel.message = Some((failure.message, true));
                    panel.partial = failure.partial;
                }
            }
        }
    }

    fn enter_review(&mut self, seat: Seat, opened: OpenedGame) {
        self.records.panel = None;
        self.view.selection = None;
        self.view.dragging = None;
        self.view.glide = None;
        self.records.review = Some(Review::new(seat, opened));
    }

    fn save_record(&mut self, now: f64) {
        let folder = PathBuf::from(self.records.texts.folder.trim());
        let result = record_file_name(&self.records.texts.name).and_then(|name| {
            let path = folder.join(name);
            let record = GameRecord::from_game(self.session.game(), &self.record_info());
            save_records(&path, &[record]).map(|()| path).map_err(RecordFileError::Save)
        });
        match result {
            Ok(path) => {
                self.records.last_folder = Some(folder);
                self.records.panel = None;
                self.toast(format!("game saved to {}", path.display()), now);
            }
            Err(e) => {
                if let Some(panel) = &mut self.records.panel {
                    panel.message = Some((e.to_string(), true));
                }
            }
        }
    }

    fn play_from_reviewed_ply(&mut self, now: f64) {
        let in_progress = !self.session.game().moves().is_empty() && self.session.outcome().is_none();
        let Some(review) = &mut self.records.review else { return };
        if !review.position().has_legal_move() {
            return;
        }
        if in_progress && !review.confirm_play {
            review.confirm_play = true;
            return;
        }
        self.continue_from_review(now);
    }

    /// Replaces the game in progress by the reviewed game up to the shown position; the match
    /// score carries on. White plays from the bottom.
    fn continue_from_review(&mut self, now: f64) {
        let Some(review) = self.records.review.take() else { return };
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Level;
    use crate::gui::{AppOptions, EngineCommand};

    #[test]
    fn records_name_the_computer_and_its_level() {
        let dir = tempfile::tempdir().unwrap();
        let mut app = HexApp::new(AppOptions::for_tests(dir.path()));
        let info = app.record_info();
        assert_eq!((info.white.as_str(), info.black.as_str()), ("Bottom player", "Top player"));
        app.apply_engine(EngineCommand::HandOver(Seat::Top, Level::by_name("club").unwrap()));
        let info = app.record_info();
        assert_eq!((info.white.as_str(), info.black.as_str()), ("Bottom player", "hexchess engine (Club player)"));
    }
}
