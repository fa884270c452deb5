//! Applying [`RecordsCommand`]s to the records' own state: the resume offer, the Save/Open panel,
//! writing and opening records, and review mode. What a command means for the rest of the app
//! comes back as a [`RecordsEffect`].

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::autosave::Resumed;
use crate::record::{GameRecord, RecordInfo};
use crate::storage::{pgn_date, save_records, utc_stamp};

use super::autosave::from_doc_seat;
use super::command::RecordsCommand;
use super::files::{OpenedGame, RecordFileError, list_records, open_game, read_record_file, record_file_name};
use super::review::Review;
use super::state::{FilePanel, OpenedFile, PanelMode, RecordsState};
use crate::gui::model::seat::Seat;

/// What a records command asks of the rest of the app.
#[derive(Debug)]
pub enum RecordsEffect {
    /// Continue the autosaved game.
    Resume(Box<Resumed>),
    /// The Save/Open panel opened: panels over the board close and the selection is dropped.
    PanelOpened,
    /// Review mode started: the board's selection, drag and glide are dropped.
    ReviewStarted,
    /// Replace the game in progress by the reviewed game up to the shown position.
    PlayOn(Box<Review>),
    /// Turn the board by 180°.
    Flip,
    /// A message for both players (a toast).
    Note(String),
}

/// A seat's player as named in a record.
pub fn player_name(seat: Seat) -> &'static str {
    match seat {
        Seat::Bottom => "Bottom player",
        Seat::Top => "Top player",
    }
}

impl RecordsState {
    /// Applies one command. `in_progress` says whether a game with moves is being played (so
    /// that "Play from here" asks first); `record` is the record of the game in progress, given
    /// with [`RecordsCommand::SaveRecord`].
    pub fn apply(
        &mut self,
        command: RecordsCommand,
        in_progress: bool,
        record: Option<GameRecord>,
    ) -> Option<RecordsEffect> {
        match command {
            RecordsCommand::Resume => return self.offer.take().map(|o| RecordsEffect::Resume(Box::new(o.resumed))),
            RecordsCommand::DeclineResume => return self.decline_resume(),
            RecordsCommand::DismissMessage => self.message = None,
            RecordsCommand::OpenSavePanel(seat) => return Some(self.open_panel(seat, PanelMode::Save)),
            RecordsCommand::OpenOpenPanel(seat) => return Some(self.open_panel(seat, PanelMode::Open)),
            RecordsCommand::ClosePanel => self.panel = None,
            RecordsCommand::ListFolder => self.list_folder(PathBuf::from(self.texts.folder.trim())),
            RecordsCommand::PickFile(name) => return self.pick_file(name),
            RecordsCommand::BackToFiles => self.back_to_files(),
            RecordsCommand::SaveRecord => return record.and_then(|r| self.save_record(r)),
            RecordsCommand::PickGame(number) => return self.pick_game(number),
            RecordsCommand::ReviewPartial => return self.review_partial(),
            RecordsCommand::Page(rows) => {
                if let Some(panel) = &mut self.panel {
                    panel.first_row = panel.first_row.saturating_add_signed(rows);
                }
            }
            RecordsCommand::ReviewTo(ply) => self.with_review(|r| r.go_to(ply)),
            RecordsCommand::ReviewStep(delta) => self.with_review(|r| r.step(delta)),
            RecordsCommand::LeaveReview => self.review = None,
            RecordsCommand::PlayFromHere => return self.play_from_reviewed_ply(in_progress),
            RecordsCommand::ConfirmPlayFromHere(true) => {
                return self.review.take().map(|r| RecordsEffect::PlayOn(Box::new(r)));
            }
            RecordsCommand::ConfirmPlayFromHere(false) => self.with_review(|r| r.confirm_play = false),
            RecordsCommand::FlipBoard => return Some(RecordsEffect::Flip),
        }
        None
    }

    fn with_review(&mut self, f: impl FnOnce(&mut Review)) {
        if let Some(review) = &mut self.review {
            f(review);
        }
    }

    /// Declining the offer: the declined game is kept as a record in the games folder (when it
    /// has moves), and the next autosave replaces it.
    fn decline_resume(&mut self) -> Option<RecordsEffect> {
        let offer = self.offer.take()?;
        self.saved = None;
        let game = &offer.resumed.game;
        if game.moves().is_empty() {
            return None;
        }
        let white = offer.resumed.doc.white_seat.map_or(Seat::Bottom, from_doc_seat);
        let info = RecordInfo {
            event: "hexchess: declined unfinished game".into(),
            site: "hexchess".into(),
            date: pgn_date(SystemTime::now()),
            white: player_name(white).into(),
            black: player_name(white.other()).into(),
            ..RecordInfo::default()
        };
        let path = self.games_dir().join(format!("unfinished-{}.pgn", utc_stamp(SystemTime::now())));
        Some(RecordsEffect::Note(match save_records(&path, &[GameRecord::from_game(game, &info)]) {
            Ok(()) => format!("the declined game was kept in {}", path.display()),
            Err(e) => format!("the declined game could not be kept: {e}"),
        }))
    }

    fn open_panel(&mut self, seat: Seat, mode: PanelMode) -> RecordsEffect {
        let folder = self.last_folder.clone().unwrap_or_else(|| self.games_dir());
        self.texts.folder = folder.display().to_string();
        if mode == PanelMode::Save {
            self.texts.name = format!("game-{}", utc_stamp(SystemTime::now()));
        }
        self.panel = Some(FilePanel {
            seat,
            mode,
            folder: folder.clone(),
            files: Vec::new(),
            first_row: 0,
            opened: None,
            message: None,
            partial: None,
        });
        self.list_folder(folder);
        RecordsEffect::PanelOpened
    }

    fn list_folder(&mut self, folder: PathBuf) {
        let Some(panel) = &mut self.panel else { return };
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
        self.last_folder = Some(folder);
    }

    fn back_to_files(&mut self) {
        if let Some(panel) = &mut self.panel {
            panel.opened = None;
            panel.first_row = 0;
            panel.message = None;
            panel.partial = None;
        }
    }

    fn pick_file(&mut self, name: String) -> Option<RecordsEffect> {
        let panel = self.panel.as_mut()?;
        if panel.mode == PanelMode::Save {
            let stem = Path::new(&name).file_stem().map_or(name.clone(), |s| s.to_string_lossy().into_owned());
            self.texts.name = stem;
            return None;
        }
        panel.partial = None;
        match read_record_file(&panel.folder.join(&name)) {
            Err(e) => {
                // A damaged file was moved aside: list the folder again without it.
                if matches!(e, RecordFileError::Damaged(_)) {
                    let folder = panel.folder.clone();
                    self.list_folder(folder);
                }
                if let Some(panel) = &mut self.panel {
                    panel.message = Some((e.to_string(), true));
                }
                None
            }
            Ok(mut records) if records.len() == 1 => {
                let record = records.remove(0);
                self.open_record(&name, &record)
            }
            Ok(records) => {
                panel.message = None;
                panel.first_row = 0;
                panel.opened = Some(OpenedFile { name, records });
                None
            }
        }
    }

    fn pick_game(&mut self, number: usize) -> Option<RecordsEffect> {
        let opened = self.panel.as_ref()?.opened.as_ref()?;
        let record = opened.records.iter().find(|r| r.number == number).cloned()?;
        let name = opened.name.clone();
        self.open_record(&name, &record)
    }

    fn review_partial(&mut self) -> Option<RecordsEffect> {
        let panel = self.panel.as_mut()?;
        let partial = panel.partial.take()?;
        let seat = panel.seat;
        Some(self.enter_review(seat, *partial))
    }

    /// Replays a record: into review mode, or its error into the panel.
    fn open_record(&mut self, file: &str, record: &GameRecord) -> Option<RecordsEffect> {
        match open_game(file, record) {
            Ok(opened) => {
                let seat = self.panel.as_ref().map_or(Seat::Bottom, |p| p.seat);
                Some(self.enter_review(seat, opened))
            }
            Err(failure) => {
                if let Some(panel) = &mut self.panel {
                    panel.message = Some((failure.message, true));
                    panel.partial = failure.partial;
                }
                None
            }
        }
    }

    /// Reviews `opened` (the game in progress, from the move list), facing `seat`, at the
    /// position after `ply` plies.
    pub fn review_at(&mut self, seat: Seat, opened: OpenedGame, ply: usize) -> RecordsEffect {
        let effect = self.enter_review(seat, opened);
        if let Some(review) = &mut self.review {
            review.go_to(ply);
        }
        effect
    }

    fn enter_review(&mut self, seat: Seat, opened: OpenedGame) -> RecordsEffect {
        self.panel = None;
        self.review = Some(Review::new(seat, opened));
        RecordsEffect::ReviewStarted
    }

    fn save_record(&mut self, record: GameRecord) -> Option<RecordsEffect> {
        let folder = PathBuf::from(self.texts.folder.trim());
        let result = record_file_name(&self.texts.name).and_then(|name| {
            let path = folder.join(name);
            save_records(&path, &[record]).map(|()| path).map_err(RecordFileError::Save)
        });
        match result {
            Ok(path) => {
                self.last_folder = Some(folder);
                self.panel = None;
                Some(RecordsEffect::Note(format!("game saved to {}", path.display())))
            }
            Err(e) => {
                if let Some(panel) = &mut self.panel {
                    panel.message = Some((e.to_string(), true));
                }
                None
            }
        }
    }

    fn play_from_reviewed_ply(&mut self, in_progress: bool) -> Option<RecordsEffect> {
        let review = self.review.as_mut()?;
        if !review.position().has_legal_move() {
            return None;
        }
        if in_progress && !review.confirm_play {
            review.confirm_play = true;
            return None;
        }
        self.review.take().map(|r| RecordsEffect::PlayOn(Box::new(r)))
    }
}
