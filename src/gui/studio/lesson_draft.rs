//! A lesson being written in the editor: its steps, the selected one, an answer being recorded
//! on the board, the problems `lesson check` would report, and saving. Pure apart from
//! [`LessonDraft::save`].

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::lesson::{Lesson, Problem, SaveError, Step, check, save_lesson};
use crate::rules::{IllegalMove, Move, Position, SanPlus, Variant};

use crate::gui::model::move_picker::MovePicker;

/// An answer being played on the board ("record answer"): the move, then optionally the reply.
#[derive(Clone, Debug)]
pub struct Recording {
    /// The step's position.
    pub start: Position,
    /// The board now: after the answer, and after the reply.
    pub board: Position,
    /// The answer, once played.
    pub answer: Option<Move>,
    /// The opponent's reply, once played.
    pub reply: Option<Move>,
    /// What the student is told after this answer.
    pub feedback: String,
    /// The move being picked on the board.
    pub picker: MovePicker,
}

impl Recording {
    /// Starts recording in the step's position.
    pub fn new(start: Position) -> Recording {
        Recording {
            start,
            board: start,
            answer: None,
            reply: None,
            feedback: String::new(),
            picker: MovePicker::default(),
        }
    }

    /// Plays the answer, then the reply; later moves are ignored. Returns whether it was taken.
    pub fn play(&mut self, mv: Move) -> bool {
        if self.reply.is_some() {
            return false;
        }
        let Ok(next) = self.board.play(mv) else { return false };
        if self.answer.is_none() {
            self.answer = Some(mv);
        } else {
            self.reply = Some(mv);
        }
        self.board = next;
        self.picker.clear();
        true
    }

    /// Whether another move may be played (the answer, or its reply while the game goes on).
    pub fn wants_move(&self) -> bool {
        self.reply.is_none() && self.board.has_legal_move()
    }

    /// The moves so far in words: `f6`, `f6, reply e6`.
    pub fn summary(&self) -> String {
        let Some(answer) = self.answer else { return String::new() };
        let mut text = SanPlus::from_move(&self.start, answer).to_string();
        if let (Some(reply), Ok(after)) = (self.reply, self.start.play(answer)) {
            text.push_str(&format!(", reply {}", SanPlus::from_move(&after, reply)));
        }
        text
    }
}

/// A lesson being written.
#[derive(Clone, Debug)]
pub struct LessonDraft {
    /// The lesson.
    pub lesson: Lesson,
    /// The file name without `.lua`.
    pub file_stem: String,
    /// The selected step.
    pub step: Option<usize>,
    /// An answer being recorded.
    pub recording: Option<Recording>,
    /// The result of the last save: where it went, or why it failed.
    pub saved: Option<Result<PathBuf, DraftSaveError>>,
    /// A message about the last action (e.g. why the lesson cannot be tried yet).
    pub note: Option<String>,
    /// "Close" was pressed once with unsaved changes: the next press discards them.
    pub confirm_close: bool,
    /// The lesson as last loaded or saved.
    baseline: Lesson,
    checked: Option<(Lesson, Vec<Problem>)>,
}

impl LessonDraft {
    /// An empty lesson in the named variant.
    pub fn new(variant: &str) -> LessonDraft {
        LessonDraft::from_lesson(Lesson::new("", "", variant), "")
    }

    /// An existing lesson, saved as `file_stem.lua`.
    pub fn from_lesson(lesson: Lesson, file_stem: &str) -> LessonDraft {
        let step = (!lesson.steps.is_empty()).then_some(0);
        LessonDraft {
            baseline: lesson.clone(),
            lesson,
            file_stem: file_stem.to_string(),
            step,
            recording: None,
            saved: None,
            note: None,
            confirm_close: false,
            checked: None,
        }
    }

    /// Whether the lesson is as it was last loaded or saved.
    pub fn is_saved(&self) -> bool {
        self.lesson == self.baseline
    }

    /// The selected step.
    pub fn current(&self) -> Option<&Step> {
        self.lesson.steps.get(self.step?)
    }

    /// The selected step, to change it.
    pub fn current_mut(&mut self) -> Option<&mut Step> {
        self.lesson.steps.get_mut(self.step?)
    }

    /// Adds a step showing `pos` after the selected one (or at the end) and selects it.
    pub fn add_step(&mut self, pos: &Position) {
        let at = self.step.map_or(self.lesson.steps.len(), |i| i + 1);
        self.lesson.insert_step(at, Step::at(pos));
        self.step = Some(at.min(self.lesson.steps.len() - 1));
        self.recording = None;
    }

    /// Removes step `i`; the selection moves to its neighbour.
    pub fn remove_step(&mut self, i: usize) {
        if self.lesson.remove_step(i).is_some() {
            let n = self.lesson.steps.len();
            self.step = if n == 0 { None } else { Some(i.min(n - 1)) };
            self.recording = None;
        }
    }

    /// Moves step `i` one place up (`up`) or down; the selection follows it.
    pub fn move_step(&mut self, i: usize, up: bool) {
        let to = if up { i.checked_sub(1) } else { Some(i + 1).filter(|t| *t < self.lesson.steps.len()) };
        if let Some(to) = to
            && self.lesson.move_step(i, to)
        {
            self.step = Some(to);
        }
    }

    /// Selects step `i`.
    pub fn select(&mut self, i: usize) {
        if i < self.lesson.steps.len() {
            self.step = Some(i);
            self.recording = None;
        }
    }

    /// Writes the board's legal position into the selected step; returns whether it changed.
    pub fn set_position(&mut self, pos: &Position) -> bool {
        let text = pos.fen();
        match self.current_mut() {
            Some(step) if step.position != text => {
                step.position = text;
                true
            }
            _ => false,
        }
    }

    /// Records the finished recording into the selected step (replacing an answer with the same
    /// move) and ends it.
    ///
    /// # Errors
    /// [`IllegalMove`] if the moves are not legal (they were played on the board, so only a
    /// changed step can cause it).
    pub fn finish_recording(&mut self) -> Result<(), IllegalMove> {
        let Some(rec) = self.recording.take() else { return Ok(()) };
        let Some(answer) = rec.answer else { return Ok(()) };
        match self.current_mut() {
            Some(step) => step.record_answer(&rec.start, answer, rec.reply, rec.feedback.trim()),
            None => Ok(()),
        }
    }

    /// Everything `lesson check` would report, in `variant` (recomputed when the lesson changed).
    pub fn problems(&mut self, variant: &'static Variant) -> &[Problem] {
        if self.checked.as_ref().is_none_or(|(l, _)| *l != self.lesson) {
            self.checked = Some((self.lesson.clone(), check(&self.lesson, variant)));
        }
        self.checked.as_ref().map_or(&[], |(_, p)| p.as_slice())
    }

    /// The file name the lesson is saved under: the file field, else the title made into a
    /// name (`My first lesson` → `my-first-lesson.lua`).
    ///
    /// # Errors
    /// [`DraftSaveError::NoName`] or [`DraftSaveError::BadFileName`] when there is no name, or
    /// the name would leave the lessons folder or cannot be a file name.
    pub fn file_name(&self) -> Result<String, DraftSaveError> {
        let stem = self.file_stem.trim().trim_end_matches(".lua");
        let stem = if stem.is_empty() { slug(&self.lesson.title) } else { stem.to_string() };
        if stem.is_empty() {
            return Err(DraftSaveError::NoName);
        }
        if stem.starts_with('.') || stem.chars().any(|c| matches!(c, '/' | '\\' | ':') || c.is_control()) {
            return Err(DraftSaveError::BadFileName(stem));
        }
        Ok(format!("{stem}.lua"))
    }

    /// Saves the lesson into `dir` (atomically, as readable Lua); remembers the result.
    ///
    /// # Errors
    /// Why the lesson was not saved; the old file, if any, is unchanged.
    pub fn save(&mut self, dir: &Path) -> Result<PathBuf, DraftSaveError> {
        let result = self.file_name().and_then(|name| {
            let path = dir.join(name);
            save_lesson(&path, &self.lesson).map(|()| path).map_err(DraftSaveError::from)
        });
        if let Ok(path) = &result {
            self.baseline = self.lesson.clone();
            self.file_stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        }
        self.saved = Some(result.clone());
        result
    }
}

/// Why a lesson draft was not saved.
#[derive(Clone, Debug, thiserror::Error)]
pub enum DraftSaveError {
    /// Neither a title nor a file name was given.
    #[error("give the lesson a title or a file name")]
    NoName,
    /// The name would leave the lessons folder or cannot be a file name.
    #[error("{0:?} cannot be a file name in the lessons folder")]
    BadFileName(String),
    /// The file could not be written.
    #[error(transparent)]
    Save(Arc<SaveError>),
}

impl From<SaveError> for DraftSaveError {
    fn from(e: SaveError) -> Self {
        DraftSaveError::Save(Arc::new(e))
    }
}

/// A title as a file name: lower case letters and digits, words joined by `-`.
fn slug(title: &str) -> String {
    let words: Vec<String> =
        title.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).map(|w| w.to_lowercase()).collect();
    words.join("-")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::{ProblemKind, load_lesson_file};
    use crate::rules::notation::parse_any;
    use crate::script::builtin_variant;

    fn start() -> Position {
        builtin_variant("glinski").unwrap().start_position()
    }

    #[test]
    fn steps_are_added_after_the_selection_and_reordered() {
        let mut d = LessonDraft::new("glinski");
        assert_eq!(d.step, None);
        let pos = start();
        d.add_step(&pos);
        d.current_mut().unwrap().text = "one".into();
        d.add_step(&pos);
        d.current_mut().unwrap().text = "two".into();
        d.select(0);
        d.add_step(&pos);
        d.current_mut().unwrap().text = "between".into();
        let texts = |d: &LessonDraft| d.lesson.steps.iter().map(|s| s.text.clone()).collect::<Vec<_>>();
        assert_eq!(texts(&d), ["one", "between", "two"]);
        d.move_step(1, false);
        assert_eq!(texts(&d), ["one", "two", "between"]);
        assert_eq!(d.step, Some(2));
        d.move_step(2, false);
        assert_eq!(d.step, Some(2), "the last step cannot go down");
        d.move_step(0, true);
        assert_eq!(texts(&d), ["one", "two", "between"]);
        d.remove_step(2);
        assert_eq!(d.step, Some(1));
        d.remove_step(0);
        d.remove_step(0);
        assert_eq!(d.step, None);
    }

    #[test]
    fn a_recorded_answer_and_reply_become_the_steps_expected_move() {
        let mut d = LessonDraft::new("glinski");
        let pos = start();
        d.add_step(&pos);
        let mut rec = Recording::new(pos);
        let f6 = parse_any(&pos, "f5f6").unwrap();
        assert!(rec.play(f6));
        let e6 = parse_any(&rec.board, "e7e6").unwrap();
        assert!(rec.play(e6));
        assert!(!rec.wants_move());
        assert_eq!(rec.summary(), "f6, reply e6");
        rec.feedback = " Good. ".into();
        d.recording = Some(rec);
        d.finish_recording().unwrap();
        let expected = &d.current().unwrap().expected;
        assert_eq!(expected.len(), 1);
        assert_eq!((expected[0].mv.as_str(), expected[0].reply.as_deref()), ("f6", Some("e6")));
        assert_eq!(expected[0].feedback, "Good.");
        assert!(d.recording.is_none());
        assert!(d.problems(builtin_variant("glinski").unwrap()).iter().any(|p| p.kind == ProblemKind::EmptyTitle));
    }

    #[test]
    fn file_names_come_from_the_title_and_stay_in_the_folder() {
        let mut d = LessonDraft::new("glinski");
        assert!(d.file_name().is_err());
        d.lesson.title = "My first Lesson!".into();
        assert_eq!(d.file_name().unwrap(), "my-first-lesson.lua");
        d.file_stem = "pawns.lua".into();
        assert_eq!(d.file_name().unwrap(), "pawns.lua");
        for bad in ["../x", ".hidden", "a/b"] {
            d.file_stem = bad.into();
            assert!(d.file_name().is_err(), "{bad}");
        }
    }

    #[test]
    fn saving_writes_a_file_that_loads_back() {
        let dir = tempfile::tempdir().unwrap();
        let mut d = LessonDraft::new("glinski");
        d.lesson.title = "Saved".into();
        d.add_step(&start());
        d.current_mut().unwrap().text = "Line one\nline two".into();
        let path = d.save(dir.path()).unwrap();
        assert_eq!(path, dir.path().join("saved.lua"));
        assert_eq!(load_lesson_file(&path).unwrap(), d.lesson);
        assert_eq!(d.file_stem, "saved");
    }
}
