//! The teacher's screens (user guide, "The editor and lessons"): the position editor, lesson
//! authoring and the lesson player. While one is open it takes the whole window; the game waits
//! underneath, unchanged, until "Back to game" (or "Play from here", which starts a new game
//! from the edited position).
//!
//! - Pure models: [`PositionDraft`] (the edited setup, its legality and en-passant choices),
//!   [`EditorState`] (tools and what the mouse does), [`LessonDraft`] (a lesson being written),
//!   [`LessonPlayer`] and [`LessonLibrary`] (lessons being played, hot reload), [`MovePicker`].
//! - Drawing: [`frame`] lays out a screen and draws its board (through the board room's widget)
//!   and its panels ([`editor_panel`], [`authoring_panel`], [`lessons_screen`]); they return
//!   [`StudioCommand`]s, which [`apply`] carries out (the app handles the few that reach the
//!   game).
//!
//! The app has no menu bar: the consoles' "Editor" and "Lessons" buttons are the entry points.

pub mod apply;
pub mod authoring_panel;
pub mod command;
pub mod editor_panel;
pub mod editor_state;
pub mod frame;
pub mod lesson_draft;
pub mod lesson_library;
pub mod lesson_player;
pub mod lessons_screen;
pub mod position_draft;
pub mod setup_text;
pub mod widgets;

use std::path::PathBuf;

pub use crate::gui::model::move_picker::MovePicker;
pub use command::StudioCommand;
pub use editor_state::{EditorDrag, EditorState, Tool};
pub use frame::{StudioLook, studio_ui};
pub use lesson_draft::{LessonDraft, Recording};
pub use lesson_library::LessonLibrary;
pub use lesson_player::LessonPlayer;
pub use position_draft::{EnPassantChoice, PositionDraft};
pub use setup_text::setup_string;
pub use widgets::PanelStyle;

/// Which teacher's screen is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StudioScreen {
    /// The position editor (with the lesson being written, if any).
    Editor,
    /// The lesson list, or the lesson being played.
    Lessons,
}

/// The state of the teacher's screens. It lives as long as the app, so leaving a screen and
/// coming back finds the board, the lesson draft and the open lesson as they were.
#[derive(Default)]
pub struct Studio {
    /// The screen shown, or `None` while the game is shown.
    pub screen: Option<StudioScreen>,
    /// The position editor, once opened.
    pub editor: Option<EditorState>,
    /// The lesson being written.
    pub draft: Option<LessonDraft>,
    /// The lessons and the one being played.
    pub library: LessonLibrary,
}

impl Studio {
    /// The screens with lessons looked for in `lesson_dirs` (lowest priority first).
    pub fn new(lesson_dirs: Vec<PathBuf>) -> Studio {
        Studio { library: LessonLibrary::new(lesson_dirs), ..Studio::default() }
    }

    /// Whether a teacher's screen is shown instead of the game.
    pub fn is_open(&self) -> bool {
        self.screen.is_some()
    }

    /// The position editor, once opened.
    pub fn editor(&self) -> Option<&EditorState> {
        self.editor.as_ref()
    }

    /// The lesson being written.
    pub fn draft(&self) -> Option<&LessonDraft> {
        self.draft.as_ref()
    }

    /// The lesson being played.
    pub fn player(&self) -> Option<&LessonPlayer> {
        self.library.player.as_ref()
    }

    /// The lesson catalog and the watcher.
    pub fn library(&self) -> &LessonLibrary {
        &self.library
    }
}
