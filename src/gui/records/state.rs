//! The app's state for game records: the autosave writer, the resume offer at start, the
//! Save/Open panel, and review mode.

use std::path::PathBuf;
use std::time::Duration;

use crate::autosave::Resumed;
use crate::record::GameRecord;
use crate::rules::{Move, Outcome, Position, RuleSettings};

use super::files::{OpenedGame, RecordFile};
use super::review::Review;
use super::writer::AutosaveWriter;
use crate::gui::model::rules_provider::RuleOverrides;
use crate::gui::model::seat::Seat;
use crate::gui::model::session::GameSession;

/// Whether the panel saves or opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PanelMode {
    /// Save the game in progress.
    Save,
    /// Open a record for review.
    Open,
}

/// A record file opened in the panel whose games are listed for a pick.
#[derive(Clone, Debug)]
pub struct OpenedFile {
    /// The file name.
    pub name: String,
    /// Its games.
    pub records: Vec<GameRecord>,
}

/// The Save/Open panel.
#[derive(Clone, Debug)]
pub struct FilePanel {
    /// Who opened it (it faces them).
    pub seat: Seat,
    /// Save or Open.
    pub mode: PanelMode,
    /// The folder listed.
    pub folder: PathBuf,
    /// Its record files.
    pub files: Vec<RecordFile>,
    /// The first row shown of the list.
    pub first_row: usize,
    /// A multi-game file whose games are listed.
    pub opened: Option<OpenedFile>,
    /// The last message: text and whether it reports a problem.
    pub message: Option<(String, bool)>,
    /// The moves before a replay error, offered for review.
    pub partial: Option<Box<OpenedGame>>,
}

/// Text typed into the panel's boxes.
#[derive(Clone, Debug, Default)]
pub struct PanelTexts {
    /// The folder box.
    pub folder: String,
    /// The file name box (Save).
    pub name: String,
}

/// The offer to resume the autosaved game, shown at start.
#[derive(Clone, Debug)]
pub struct ResumeOffer {
    /// The saved game.
    pub resumed: Resumed,
    /// How long ago it was saved, in words.
    pub saved_ago: String,
}

/// Time the UI thread spent on autosaves (building the document and waiting for the write).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AutosaveTiming {
    /// Autosaves submitted.
    pub count: u32,
    /// The longest hand-over (building the document and queueing it).
    pub max: Duration,
    /// All hand-overs together.
    pub total: Duration,
    /// The writer's last time from hand-over to the file being on disk.
    pub last_write: Option<Duration>,
}

/// What the last autosave held, to tell when the game has changed.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGame {
    /// The start position.
    pub start: Position,
    /// The moves.
    pub moves: Vec<Move>,
    /// The seat playing White.
    pub white_seat: Option<Seat>,
    /// The outcome.
    pub outcome: Option<Outcome>,
    /// The match score per seat.
    pub score: [u32; 2],
    /// Games finished in the match.
    pub games_finished: u32,
    /// The effective rules.
    pub rules: RuleSettings,
    /// The player's rule choices.
    pub user_rules: RuleOverrides,
    /// Per seat (bottom, top): the level name of the computer playing it.
    pub computers: [Option<&'static str>; 2],
}

impl SavedGame {
    /// What an autosave of `session` holds, under `rules` (the player chose `user_rules`), with
    /// the computer playing at `computers`' levels.
    pub fn of(
        session: &GameSession,
        rules: RuleSettings,
        user_rules: RuleOverrides,
        computers: [Option<&'static str>; 2],
    ) -> SavedGame {
        SavedGame {
            start: *session.game().start(),
            moves: session.game().moves().to_vec(),
            white_seat: session.white_seat(),
            outcome: session.outcome(),
            score: [session.score(Seat::Bottom), session.score(Seat::Top)],
            games_finished: session.games_finished(),
            rules,
            user_rules,
            computers,
        }
    }
}

/// Everything about records the app keeps between frames.
#[derive(Debug, Default)]
pub struct RecordsState {
    /// The data folder (autosave, `games/`); `None` when there is none.
    pub data_dir: Option<PathBuf>,
    /// The background writer, when autosaving works.
    pub writer: Option<AutosaveWriter>,
    /// The resume offer, while unanswered.
    pub offer: Option<ResumeOffer>,
    /// A message shown at start until dismissed (a damaged autosave).
    pub message: Option<String>,
    /// The Save/Open panel.
    pub panel: Option<FilePanel>,
    /// The panel's typed text.
    pub texts: PanelTexts,
    /// The folder last listed or saved to.
    pub last_folder: Option<PathBuf>,
    /// The game being reviewed.
    pub review: Option<Review>,
    /// What the last autosave held.
    pub saved: Option<SavedGame>,
    /// The last writer failure shown (repeats are not shown again).
    pub last_error: Option<String>,
    /// UI-thread cost of autosaving.
    pub timing: AutosaveTiming,
}

impl RecordsState {
    /// Whether records UI covers the board so that no move can be made.
    pub fn blocks_play(&self) -> bool {
        self.offer.is_some() || self.message.is_some() || self.panel.is_some() || self.review.is_some()
    }

    /// The default folder for record files: `games/` in the data folder.
    pub fn games_dir(&self) -> PathBuf {
        self.data_dir.as_ref().map_or_else(|| PathBuf::from("games"), |d| d.join("games"))
    }
}
