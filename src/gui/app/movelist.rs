//! The live move list from the app's side: a click on a move opens review mode on the game in
//! progress at that point (the records room's review, left with "Back to game"); the console's
//! Analyse after a game opens it at the end.

use super::HexApp;
use crate::gui::model::seat::Seat;
use crate::gui::movelist::MoveListCommand;
use crate::gui::records::RecordsEffect;
use crate::gui::records::files::OpenedGame;

impl HexApp {
    /// Applies one move-list command.
    pub(super) fn apply_movelist(&mut self, command: MoveListCommand) {
        match command {
            MoveListCommand::ReviewAt { seat, ply } => self.review_game_in_progress(seat, ply),
            MoveListCommand::Scroll { seat, row } => self.movelist.scroll(seat, row),
        }
    }

    /// Opens the review of the game in progress at `ply`, facing `seat`.
    pub(super) fn review_game_in_progress(&mut self, seat: Seat, ply: usize) {
        let ending = match self.session.outcome() {
            Some(o) => crate::record::GameResult::Decided(o.points).to_string(),
            None => "game in progress".to_string(),
        };
        let opened = OpenedGame {
            title: "The game in progress".to_string(),
            game: self.session.game().clone(),
            notes: Vec::new(),
            ending,
            analysis: None,
        };
        if let RecordsEffect::ReviewStarted = self.records.review_at(seat, opened, ply) {
            self.view.selection = None;
            self.view.dragging = None;
            self.view.glide = None;
            self.view.overlay = None;
        }
    }
}
