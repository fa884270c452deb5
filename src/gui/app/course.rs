//! Learn from the app's side: opening the course of the variant being played with the saved
//! progress (facing whoever opened it), its commands, and drawing it over the board area while
//! the game in progress waits.

use egui::{Rect, Ui};

use super::HexApp;
use super::command::Command;
use crate::course::{CourseProgress, PROGRESS_FILE, course_dirs, read_course};
use crate::gui::board::canvas::{BoardInput, BoardScene, board_ui};
use crate::gui::board::coordinates::fit_board;
use crate::gui::board::paint::CheckLook;
use crate::gui::course::level_view::{level_split, level_ui};
use crate::gui::course::map_view::map_ui;
use crate::gui::course::{CourseCommand, Learn};
use crate::gui::kit::theme::Palette;
use crate::gui::model::orientation::Orientation;
use crate::gui::model::seat::Seat;
use crate::lesson::Paint;
use crate::rules::Color;

impl HexApp {
    /// Learn, while open.
    pub fn learn(&self) -> Option<&Learn> {
        self.learn.as_ref()
    }

    /// Opens Learn on the course of the variant being played, facing `seat`. Problems in the
    /// course files and an unreadable progress file are shown as toasts; the rest still opens.
    pub(super) fn open_learn(&mut self, seat: Seat, now: f64) {
        self.view.overlay = None;
        self.view.selection = None;
        let (course, errors) = read_course(self.session.variant(), &course_dirs());
        for e in errors.iter().take(3) {
            self.toast(format!("course: {e}"), now);
        }
        if course.stages.is_empty() {
            self.toast(format!("no course for {}", self.session.variant().title()), now);
            return;
        }
        let path = self.records.data_dir.as_ref().map(|d| d.join(PROGRESS_FILE));
        let (progress, problem) = match &path {
            Some(p) => CourseProgress::load(p),
            None => (CourseProgress::new(), None),
        };
        let mut learn = Learn::new(seat, course, progress, path.clone());
        learn.note = match (problem, &path) {
            (Some(e), _) => Some(format!("progress: {e}")),
            (None, None) => Some("no data folder: progress is not saved".into()),
            _ => None,
        };
        self.learn = Some(learn);
    }

    /// Applies one Learn command.
    pub(super) fn apply_course(&mut self, command: CourseCommand) {
        let Some(learn) = self.learn.as_mut() else { return };
        match command {
            CourseCommand::Open { stage, level } => learn.open(stage, level),
            CourseCommand::Board(BoardInput::Click(cell)) => learn.click(cell),
            CourseCommand::Board(BoardInput::DragStart { cell, right: false }) => learn.drag_start(cell),
            CourseCommand::Board(BoardInput::DragEnd { right: false, at }) => learn.drop(at),
            CourseCommand::Board(_) => {}
            CourseCommand::Retry => learn.retry(),
            CourseCommand::Next => learn.next(),
            CourseCommand::Map => learn.map(),
            CourseCommand::Close => self.learn = None,
        }
    }

    /// Learn over the board area: the map, or the level's board and strip.
    pub(super) fn learn_view(&self, ui: &Ui, palette: Palette, area: Rect) -> Vec<Command> {
        let Some(learn) = &self.learn else { return Vec::new() };
        let edge = self.console_edge(learn.seat);
        let Some(playing) = &learn.playing else {
            return map_ui(ui, palette, learn, area, edge).into_iter().map(Command::Course).collect();
        };
        let (strip, board_rect) = level_split(area, edge);
        let session = &playing.session;
        let pos = *session.position();
        let level = session.level();
        let board = level.variant.board();
        let learner_seat = if level.learner() == Color::White { edge } else { edge.other() };
        let orientation = Orientation { white_seat: learner_seat, symmetry: level.variant.symmetry(), flipped: false };
        let piece_at = |c| pos.piece_at(c);
        let mut scene = BoardScene::new(level.variant, orientation, &piece_at);
        scene.lifted = playing.picker.dragging.and_then(|c| Some((c, pos.piece_at(c)?)));
        scene.selected = playing.picker.selected;
        scene.targets = playing.picker.targets(&pos);
        scene.last_move = session.last_reply().map(|m| (m.from, m.to));
        scene.check = pos.is_check().then(|| (pos.king(pos.turn()), CheckLook::Tint));
        scene.marks = level.marks.iter().filter_map(|m| Some((m.locate(board)?, m.color))).collect();
        scene.marks.extend(session.stars_left().into_iter().map(|c| (c, Paint::Yellow)));
        scene.arrows = level.arrows.iter().filter_map(|a| a.locate(board).map(|(f, t)| (f, t, a.color))).collect();
        scene.coordinates = self.settings.coordinates;
        scene.input = Some("learn-hex");
        let mut out: Vec<Command> = board_ui(ui, &scene, board_rect, &palette)
            .into_iter()
            .map(|i| Command::Course(CourseCommand::Board(i)))
            .collect();
        // A star drawn on each cell still to collect.
        let layout = fit_board(board, board_rect, self.settings.coordinates, orientation);
        for cell in session.stars_left() {
            let at = layout.cell_center(board, cell);
            let font = egui::FontId::proportional(layout.radius * 0.9);
            ui.painter().text(at, egui::Align2::CENTER_CENTER, "★", font, egui::Color32::from_rgb(0xb8, 0x86, 0x0b));
        }
        out.extend(level_ui(ui, palette, learn, playing, strip, edge).into_iter().map(Command::Course));
        out
    }
}
