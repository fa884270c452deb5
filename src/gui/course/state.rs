//! The Learn screen's model: the course, the stars earned (saved after every solved level,
//! atomically), and the level being played with the move being picked. No egui.

use std::path::PathBuf;

use crate::course::{Course, CourseProgress, Goal, LevelSession, Outcome, SessionState};
use crate::gui::model::move_picker::MovePicker;
use crate::gui::model::seat::Seat;
use crate::rules::{Cell, Move};

/// A level being played.
#[derive(Clone, Debug)]
pub struct Playing {
    /// The stage's index.
    pub stage: usize,
    /// The level's index in the stage.
    pub level: usize,
    /// The level's game.
    pub session: LevelSession,
    /// The move being picked.
    pub picker: MovePicker,
    /// What the last move brought: a refusal, a failure's reason, or the success.
    pub message: Option<String>,
}

/// Learn, open.
#[derive(Clone, Debug)]
pub struct Learn {
    /// Who opened it: everything faces them.
    pub seat: Seat,
    /// The course of the variant.
    pub course: Course,
    /// The stars earned so far, every variant's.
    pub progress: CourseProgress,
    /// Where the progress is saved (none: not saved, said once in `note`).
    pub path: Option<PathBuf>,
    /// The level being played, if not on the map.
    pub playing: Option<Playing>,
    /// A note for the player: the progress could not be read or saved.
    pub note: Option<String>,
}

impl Learn {
    /// Learn on the map of `course`, facing `seat`.
    pub fn new(seat: Seat, course: Course, progress: CourseProgress, path: Option<PathBuf>) -> Learn {
        Learn { seat, course, progress, path, playing: None, note: None }
    }

    /// The variant's name, the key of its progress.
    pub fn variant(&self) -> &str {
        self.course.variant.name()
    }

    /// The stars earned at a level (0: not solved).
    pub fn stars(&self, stage: usize, level: usize) -> u8 {
        self.course.stages.get(stage).map_or(0, |s| self.progress.stars(self.variant(), &s.id, level))
    }

    /// The stars earned in all, and the most there are.
    pub fn total(&self) -> (u32, u32) {
        let earned = self.course.stages.iter().map(|s| self.progress.stage_total(self.variant(), &s.id)).sum();
        (earned, 3 * self.course.level_count() as u32)
    }

    /// Plays a level from its start (nothing happens for a level that does not exist).
    pub fn open(&mut self, stage: usize, level: usize) {
        let Some(l) = self.course.stages.get(stage).and_then(|s| s.levels.get(level)) else { return };
        let session = LevelSession::new(l.clone());
        self.playing = Some(Playing { stage, level, session, picker: MovePicker::default(), message: None });
    }

    /// A click on the level's board: picks a piece, or plays the move to the clicked hex.
    pub fn click(&mut self, cell: Cell) {
        let Some(p) = self.playing.as_mut() else { return };
        if *p.session.state() != SessionState::Playing {
            return;
        }
        let pos = *p.session.position();
        // A hex the selected piece cannot legally reach (and no piece of the learner's): the move
        // is tried anyway, so the level can say why it is refused, or fail it (into check).
        let own = pos.piece_at(cell).is_some_and(|piece| piece.color == pos.turn());
        if let Some(from) = p.picker.selected.filter(|_| !own && !p.picker.moves.iter().any(|m| m.to == cell)) {
            p.picker.clear();
            self.play(Move::new(from, cell));
            return;
        }
        if let Some(mv) = p.picker.click(&pos, cell) {
            self.play(mv);
        } else if p.picker.promotion_roles().len() > 1 {
            // Courses promote to a queen unless a scripted line wants another piece.
            let wanted = expected_move(&p.session).and_then(|m| m.promotion);
            let role = wanted
                .or_else(|| p.picker.promotion_roles().into_iter().max_by_key(|r| crate::engine::piece_value(*r)));
            if let Some(mv) = role.and_then(|r| p.picker.promote(r)) {
                self.play(mv);
            }
        }
    }

    /// Starts dragging the piece on `cell`.
    pub fn drag_start(&mut self, cell: Cell) {
        if let Some(p) = self.playing.as_mut() {
            let pos = *p.session.position();
            p.picker.drag_start(&pos, cell);
        }
    }

    /// Drops the dragged piece on `at`.
    pub fn drop(&mut self, at: Option<Cell>) {
        let Some(p) = self.playing.as_mut() else { return };
        if let Some(mv) = p.picker.drop(at) {
            self.play(mv);
        }
    }

    /// Plays the learner's move; a success is recorded and saved.
    fn play(&mut self, mv: Move) {
        let Some(p) = self.playing.as_mut() else { return };
        let outcome = p.session.try_move(mv);
        p.message = match &outcome {
            Outcome::Continue { .. } => None,
            Outcome::Succeeded { stars, moves } => {
                Some(format!("Solved in {moves} {}: {}", if *moves == 1 { "move" } else { "moves" }, star_text(*stars)))
            }
            Outcome::Failed { why } => Some(format!("Failed: {why}")),
            Outcome::Rejected { why } => Some(why.clone()),
        };
        if let Outcome::Succeeded { stars, .. } = outcome {
            let (stage, level) = (p.stage, p.level);
            let id = self.course.stages[stage].id.clone();
            let variant = self.variant().to_string();
            if self.progress.record(&variant, &id, level, stars) {
                self.save();
            }
        }
    }

    /// Saves the progress; a failure becomes the note.
    fn save(&mut self) {
        let Some(path) = &self.path else { return };
        if let Err(e) = self.progress.save(path) {
            self.note = Some(format!("progress not saved: {e}"));
        }
    }

    /// The level again from its start.
    pub fn retry(&mut self) {
        if let Some(p) = self.playing.as_mut() {
            p.session.restart();
            p.picker.clear();
            p.message = None;
        }
    }

    /// The next level: the stage's next, the next stage's first, or the map after the last.
    pub fn next(&mut self) {
        let Some((stage, level)) = self.playing.as_ref().map(|p| (p.stage, p.level)) else { return };
        let in_stage = self.course.stages.get(stage).map_or(0, |s| s.levels.len());
        if level + 1 < in_stage {
            self.open(stage, level + 1);
        } else if stage + 1 < self.course.stages.len() {
            self.open(stage + 1, 0);
        } else {
            self.playing = None;
        }
    }

    /// Back to the map.
    pub fn map(&mut self) {
        self.playing = None;
    }
}

/// The learner's next move of a scripted line, if the level is one.
fn expected_move(session: &LevelSession) -> Option<Move> {
    match &session.level().goal {
        Goal::Line(moves) => moves.get(2 * session.moves() as usize).copied(),
        _ => None,
    }
}

/// Stars as text: `★★☆`.
pub fn star_text(stars: u8) -> String {
    (0..3).map(|i| if i < stars { '★' } else { '☆' }).collect()
}
