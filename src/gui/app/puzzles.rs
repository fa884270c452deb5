//! Puzzles from the app's side: opening the trainer (the variant being played, the record from
//! the data folder, facing whoever opened it), its commands, its moves arriving on their own,
//! and drawing it over the board area while the game in progress waits. The promotion picker is
//! the dialogs room's, drawn here for the puzzle's board.

use std::time::{SystemTime, UNIX_EPOCH};

use egui::{Rect, Ui};

use super::HexApp;
use super::command::Command;
use crate::gui::board::canvas::BoardInput;
use crate::gui::dialogs::command::DialogCommand;
use crate::gui::dialogs::promotion_ui;
use crate::gui::kit::panel::strip_beside;
use crate::gui::kit::theme::Palette;
use crate::gui::model::seat::Seat;
use crate::gui::model::view::PromotionPick;
use crate::gui::puzzles::board_view::{PuzzleBoard, puzzle_board_ui};
use crate::gui::puzzles::menu_view::menu_ui;
use crate::gui::puzzles::play_view::play_ui;
use crate::gui::puzzles::state::PUZZLE_VARIANTS;
use crate::gui::puzzles::{PuzzleCommand, Puzzles, Screen};
use crate::puzzle::trainer::Trainer;

/// Seconds since 1970: when an attempt is rated.
fn unix_seconds() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

impl HexApp {
    /// Puzzles, while open.
    pub fn puzzles(&self) -> Option<&Puzzles> {
        self.puzzles.as_ref()
    }

    /// Opens Puzzles on its menu, facing `seat`: the variant being played if it has puzzles
    /// (else Gliński's), with the player's record from the data folder. A damaged record is
    /// moved aside, said on the menu and as a toast.
    pub(super) fn open_puzzles(&mut self, seat: Seat, now: f64) {
        self.view.overlay = None;
        self.view.selection = None;
        let played = self.session.variant().name();
        let name = PUZZLE_VARIANTS.iter().find(|v| **v == played).copied().unwrap_or("glinski");
        let Ok(variant) = crate::script::builtin_variant(name) else {
            self.toast(format!("the built-in variant {name} does not load"), now);
            return;
        };
        let seed = SystemTime::now().duration_since(UNIX_EPOCH).map_or(1, |d| d.as_nanos() as u64);
        let data_dir = self.records.data_dir.clone();
        let (trainer, notes) = Trainer::open(variant, data_dir.as_deref(), seed);
        for note in notes.iter().take(3) {
            self.toast(note.clone(), now);
        }
        let mut puzzles = Puzzles::new(seat, trainer, data_dir, seed);
        puzzles.note = match (notes.is_empty(), &puzzles.data_dir) {
            (false, _) => Some(notes.join("; ")),
            (true, None) => Some("no data folder: the rating is not saved".into()),
            (true, Some(_)) => None,
        };
        self.puzzles = Some(puzzles);
    }

    /// Per-frame: the moves that arrive on their own.
    pub(super) fn tick_puzzles(&mut self, now: f64) {
        if let Some(p) = self.puzzles.as_mut() {
            p.tick(now);
        }
    }

    /// Applies one Puzzles command.
    pub(super) fn apply_puzzles(&mut self, command: PuzzleCommand, now: f64) {
        let Some(p) = self.puzzles.as_mut() else { return };
        match command {
            PuzzleCommand::Board(BoardInput::Click(cell)) => p.click(cell, now, unix_seconds()),
            PuzzleCommand::Board(BoardInput::DragStart { cell, right: false }) => p.drag_start(cell),
            PuzzleCommand::Board(BoardInput::DragEnd { right: false, at }) => p.drop(at, now, unix_seconds()),
            PuzzleCommand::Board(_) => {}
            PuzzleCommand::Promote(role) => p.promote(role, now, unix_seconds()),
            PuzzleCommand::CancelPromotion => p.picker.clear(),
            PuzzleCommand::Variant(name) => p.choose_variant(&name),
            PuzzleCommand::Theme(theme) => p.choose_theme(theme),
            PuzzleCommand::Difficulty(d) => p.choose_difficulty(d),
            PuzzleCommand::Next => p.next(now),
            PuzzleCommand::Hint => p.hint(),
            PuzzleCommand::Retry => p.retry(),
            PuzzleCommand::ViewSolution => p.view_solution(now, unix_seconds()),
            PuzzleCommand::StepSolution => p.step_solution(now),
            PuzzleCommand::Menu => p.menu(),
            PuzzleCommand::Close => self.puzzles = None,
        }
    }

    /// Puzzles over the board area: the menu, or the puzzle's board and strip (and the
    /// promotion picker while a pawn waits for its piece).
    pub(super) fn puzzles_view(&self, ui: &Ui, palette: Palette, area: Rect, now: f64) -> Vec<Command> {
        let Some(puzzles) = &self.puzzles else { return Vec::new() };
        let edge = self.console_edge(puzzles.seat);
        if puzzles.busy() {
            ui.ctx().request_repaint();
        }
        if puzzles.screen == Screen::Menu || puzzles.trainer.current().is_none() {
            return menu_ui(ui, palette, puzzles, area, edge).into_iter().map(Command::Puzzles).collect();
        }
        let (strip, board_rect) = strip_beside(area, edge);
        let board = PuzzleBoard { puzzles, edge, coordinates: self.settings.coordinates, now };
        let mut out: Vec<Command> =
            puzzle_board_ui(ui, palette, &board, board_rect).into_iter().map(Command::Puzzles).collect();
        out.extend(play_ui(ui, palette, puzzles, strip, edge).into_iter().map(Command::Puzzles));
        if !puzzles.picker.promotion.is_empty()
            && let Some(current) = puzzles.trainer.current()
        {
            let pick = PromotionPick { seat: puzzles.seat, moves: puzzles.picker.promotion.clone() };
            let picked = promotion_ui(ui, palette, &pick, current.attempt.position(), area, edge);
            out.extend(picked.into_iter().map(|c| match c {
                DialogCommand::Promote(role) => Command::Puzzles(PuzzleCommand::Promote(role)),
                _ => Command::Puzzles(PuzzleCommand::CancelPromotion),
            }));
        }
        out
    }
}
