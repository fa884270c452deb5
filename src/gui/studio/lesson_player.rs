//! A student working through a lesson in the app: the [`LessonSession`], the move being picked
//! on the board, the last feedback, and hot reload of the lesson's file. Pure apart from
//! [`LessonPlayer::reload`], which reads the file.

use std::path::{Path, PathBuf};

use crate::lesson::{Feedback, LessonError, LessonSession, open_lesson_file};
use crate::rules::{Cell, Move};

use crate::gui::model::move_picker::MovePicker;

/// An open lesson.
#[derive(Clone, Debug)]
pub struct LessonPlayer {
    /// The catalog name (file stem), e.g. `02-the-pawn`.
    pub name: String,
    /// The file it was loaded from (`None` for a built-in lesson or a draft being tried).
    pub path: Option<PathBuf>,
    /// The session.
    pub session: LessonSession,
    /// What the last tried move earned.
    pub feedback: Option<Feedback>,
    /// The move being picked.
    pub picker: MovePicker,
    /// The last move shown on the board (the answer, or its reply).
    pub last_move: Option<(Cell, Cell)>,
    /// Whether the board is turned by 180°.
    pub flipped: bool,
    /// After a reload: `Ok` with a note, or the error that kept the old lesson.
    pub reload: Option<Result<String, LessonError>>,
}

impl LessonPlayer {
    /// Starts playing an opened session.
    pub fn new(name: &str, path: Option<PathBuf>, session: LessonSession) -> LessonPlayer {
        LessonPlayer {
            name: name.to_string(),
            path,
            session,
            feedback: None,
            picker: MovePicker::default(),
            last_move: None,
            flipped: false,
            reload: None,
        }
    }

    /// Tries a move and keeps the feedback.
    pub fn try_move(&mut self, mv: Move) {
        let feedback = self.session.try_move(mv);
        if let Feedback::Right { reply, .. } = &feedback {
            let shown = reply.unwrap_or(mv);
            self.last_move = Some((shown.from, shown.to));
        }
        self.feedback = Some(feedback);
        self.picker.clear();
    }

    fn reset_view(&mut self) {
        self.feedback = None;
        self.picker.clear();
        self.last_move = None;
    }

    /// The next step.
    pub fn forward(&mut self) {
        if self.session.forward() {
            self.reset_view();
        }
    }

    /// The previous step.
    pub fn back(&mut self) {
        if self.session.back() {
            self.reset_view();
        }
    }

    /// Shows the step's position again with its question open.
    pub fn restart_step(&mut self) {
        self.session.restart_step();
        self.reset_view();
    }

    /// Whether `changed` is this lesson's file.
    pub fn is_file(&self, changed: &Path) -> bool {
        let Some(path) = &self.path else { return false };
        path == changed
            || (path.file_name() == changed.file_name()
                && path.parent().and_then(|p| p.canonicalize().ok())
                    == changed.parent().and_then(|p| p.canonicalize().ok()))
    }

    /// Loads the lesson's file again. On success the student stays on the same step (or the
    /// last one); on failure the old lesson stays and the error (`file:line: message`) is kept.
    pub fn reload(&mut self) {
        let Some(path) = self.path.clone() else { return };
        match open_lesson_file(&path) {
            Ok(mut session) => {
                let index = self.session.step_index().min(session.progress().total.saturating_sub(1));
                session.go_to(index);
                self.session = session;
                self.reset_view();
                self.reload = Some(Ok(format!("reloaded {}", file_name(&path))));
            }
            Err(e) => self.reload = Some(Err(e)),
        }
    }
}

fn file_name(path: &Path) -> String {
    path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::{Answer, Lesson, Step, open_lesson, save_lesson};
    use crate::rules::notation::parse_any;

    const START: &str = "6/P5p/RP4pr/N1P3p1n/Q2P2p2q/BBB1P1p1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 w - - 0 1";

    fn lesson(text: &str) -> Lesson {
        let mut ask = Step::new(START);
        ask.text = text.into();
        ask.expected = vec![Answer { reply: Some("e7e6".into()), ..Answer::new("f6", "Good.") }];
        Lesson { steps: vec![Step::new(START), ask], ..Lesson::new("Reload", "", "glinski") }
    }

    #[test]
    fn a_right_answer_shows_the_reply_as_the_last_move() {
        let mut p = LessonPlayer::new("x", None, open_lesson("x", lesson("Push.")).unwrap());
        p.forward();
        let mv = parse_any(p.session.position(), "f5f6").unwrap();
        p.try_move(mv);
        assert!(matches!(p.feedback, Some(Feedback::Right { .. })));
        let b = p.session.position().variant().board();
        assert_eq!(p.last_move, Some((b.parse_cell("e7").unwrap(), b.parse_cell("e6").unwrap())));
        p.back();
        assert_eq!((p.feedback.clone(), p.last_move), (None, None));
    }

    #[test]
    fn reload_keeps_the_step_and_a_broken_file_keeps_the_old_lesson() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("r.lua");
        save_lesson(&path, &lesson("Before.")).unwrap();
        let session = crate::lesson::open_lesson_file(&path).unwrap();
        let mut p = LessonPlayer::new("r", Some(path.clone()), session);
        p.forward();
        save_lesson(&path, &lesson("After.")).unwrap();
        p.reload();
        assert_eq!(p.session.step().text, "After.");
        assert_eq!(p.session.step_index(), 1);
        assert_eq!(p.reload, Some(Ok("reloaded r.lua".into())));
        std::fs::write(&path, "return {\n  title = \"x\",\n  steps = {\n").unwrap();
        p.reload();
        assert_eq!(p.session.step().text, "After.");
        let err = p.reload.clone().unwrap().unwrap_err().to_string();
        assert!(err.starts_with(&format!("{}:", path.display())), "{err}");
        assert!(p.is_file(&path));
        assert!(!p.is_file(&dir.path().join("other.lua")));
    }
}
