//! The records UI within a frame: which session the board shows, where the board goes, and the
//! dialogs, panel and review strip drawn over it.

use egui::{Rect, Ui};

use crate::rules::Position;

use super::app::HexApp;
use super::command::Command;
use super::file_panel::file_panel_ui;
use super::resume_dialog::startup_dialog_ui;
use super::review_view::{board_beside_strip, review_keys, review_ui};
use super::session::GameSession;

impl HexApp {
    /// The session the board shows: the reviewed game's position in review mode, else the game
    /// in progress.
    pub(crate) fn shown_session(&self) -> &GameSession {
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

    /// Whether records UI (resume offer, message, Save/Open panel, review) keeps the board from
    /// being played on.
    pub(crate) fn records_block_play(&self) -> bool {
        self.records.blocks_play()
    }

    /// Where the board goes inside the board area: beside the move list in review mode.
    pub(crate) fn records_board_rect(&self, area: Rect) -> Rect {
        match &self.records.review {
            Some(review) => board_beside_strip(area, review.seat),
            None => area,
        }
    }

    /// Draws the review strip, the Save/Open panel and the startup dialog over the board area,
    /// and reads the review keys.
    pub(crate) fn records_ui(&mut self, ui: &Ui, area: Rect) -> Vec<Command> {
        let mut out = Vec::new();
        if let Some(review) = &self.records.review {
            out.extend(review_ui(ui, self, review, area));
            if self.records.panel.is_none() && self.view.overlay.is_none() {
                out.extend(review_keys(ui, review));
            }
        }
        let mut texts = std::mem::take(&mut self.records.texts);
        out.extend(file_panel_ui(ui, self, &mut texts, area));
        self.records.texts = texts;
        out.extend(startup_dialog_ui(ui, self, area));
        out
    }
}
