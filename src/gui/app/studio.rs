//! The teacher's screens from the app's side: opening them, a frame of them drawn with the
//! player's look, and the commands that reach the game (the game's position into the editor,
//! a variant of the catalog, a new game from the edited position).

use egui::Ui;

use crate::rules::Position;

use super::HexApp;
use super::command::Command;
use crate::gui::kit::theme::Palette;
use crate::gui::model::session::GameSession;
use crate::gui::model::settings::ThemeChoice;
use crate::gui::model::view::ViewState;
use crate::gui::studio::command::StudioCommand;
use crate::gui::studio::frame::{StudioLook, studio_ui};
use crate::gui::studio::widgets::PanelStyle;
use crate::gui::studio::{LessonLibrary, Studio, StudioScreen};

impl HexApp {
    /// The teacher's screens.
    pub fn studio(&self) -> &Studio {
        &self.studio
    }

    /// Looks for lesson files in `dirs` (lowest priority first) and saves new lessons into the
    /// last one; the catalog is read again.
    pub fn set_lesson_dirs(&mut self, dirs: Vec<std::path::PathBuf>) {
        self.studio.library = LessonLibrary::new(dirs);
    }

    /// Opens a teacher's screen; the first time, the editor shows the game's position.
    pub(super) fn open_studio(&mut self, screen: StudioScreen) {
        self.studio.open(screen, self.session.position());
    }

    /// Closes the panel over the board and opens a teacher's screen (from a console or Settings).
    pub(super) fn show_studio(&mut self, screen: StudioScreen) {
        self.view.overlay = None;
        self.open_studio(screen);
    }

    /// Draws the open teacher's screen over the whole window and applies what was done.
    pub(super) fn studio_frame(&mut self, ui: &mut Ui, now: f64) {
        let palette = Palette::of(self.settings.theme);
        let style = PanelStyle { palette, dark: self.settings.theme == ThemeChoice::Dark };
        let look = StudioLook { style, coordinates: self.settings.coordinates };
        let variants: Vec<(String, String)> = self
            .catalog
            .iter()
            .filter_map(|e| e.variant.as_ref().ok().map(|v| (e.name.clone(), v.title().to_string())))
            .collect();
        let commands = studio_ui(ui, &mut self.studio, &look, &variants);
        let ctx = ui.ctx().clone();
        for command in commands {
            self.apply(Command::Studio(command), now, &ctx);
        }
    }

    /// Applies a command of a teacher's screen.
    pub(super) fn apply_studio(&mut self, command: StudioCommand, now: f64, ctx: &egui::Context) {
        match command {
            StudioCommand::Show(Some(screen)) => self.open_studio(screen),
            StudioCommand::PlayFromHere => self.play_edited_position(now),
            StudioCommand::GamePosition => self.studio.show_position(self.session.position()),
            StudioCommand::EditorVariant(name) => {
                let found = self.catalog.iter().find(|e| e.name == name).and_then(|e| e.variant.clone().ok());
                if let Some(v) = found {
                    self.studio.switch_editor_variant(v);
                }
            }
            other => self.studio.apply(other, ctx),
        }
    }

    /// "Play from here": a new hot-seat game from the edited (legal) position.
    fn play_edited_position(&mut self, now: f64) {
        let Some(pos) = self.studio.editor.as_ref().and_then(|e| e.draft.position().copied()) else { return };
        let name = pos.variant().name().to_string();
        if name != self.session.variant().name() {
            self.switch_variant(&name, now);
        }
        // The session's own compiled variant, so the rules provider and the game agree.
        let Ok(start) = Position::from_fen(self.session.variant(), &pos.fen()) else {
            self.toast(format!("cannot play this position in {}", self.session.variant().title()), now);
            return;
        };
        self.session = GameSession::from_position(start);
        self.view = ViewState { flipped: self.view.flipped, ..ViewState::default() };
        self.studio.screen = None;
        self.toast("new game from the editor's position".into(), now);
    }
}
