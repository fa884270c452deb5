//! Playing a lesson: the current step, the board, moves tried and the feedback they get.
//!
//! Pure: it holds a checked lesson and positions of the rules core. The GUI draws
//! [`LessonSession::position`] with the step's arrows and marks, sends the student's moves to
//! [`LessonSession::try_move`], and shows the [`Feedback`].

use crate::rules::{Move, Position, Variant};

use super::check::{ResolvedStep, resolve, same_move};
use super::model::{Lesson, Step};
use super::problem::LessonProblems;

/// Shown after a right answer whose feedback text is empty.
pub const DEFAULT_RIGHT: &str = "Right!";
/// Shown after a wrong answer when the step has no `wrong_feedback`.
pub const DEFAULT_WRONG: &str = "That is not the move this step is looking for. Try again.";

/// What a tried move earns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// An accepted answer. The board now shows the position after it, and after the reply.
    Right {
        /// The answer's feedback.
        text: String,
        /// The opponent's reply that was played after the answer, if any.
        reply: Option<Move>,
    },
    /// A legal move that is not an accepted answer. The board is unchanged; try again.
    Wrong {
        /// The step's feedback for wrong answers.
        text: String,
    },
    /// The step has no open question: it asks nothing, or it was already answered.
    NoQuestion,
    /// The move is not legal on the board shown.
    Illegal,
}

/// How far the student is: step `step` (from 1) of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The current step, counting from 1.
    pub step: usize,
    /// How many steps the lesson has.
    pub total: usize,
}

impl Progress {
    /// The share of the lesson reached, from `1/total` to 1, for a progress bar.
    pub fn fraction(self) -> f32 {
        self.step as f32 / self.total.max(1) as f32
    }
}

/// A student working through a lesson.
#[derive(Clone, Debug)]
pub struct LessonSession {
    lesson: Lesson,
    steps: Vec<ResolvedStep>,
    index: usize,
    board: Position,
    answered: Option<usize>,
    solved: Vec<bool>,
}

impl LessonSession {
    /// Starts a lesson at its first step.
    ///
    /// # Errors
    /// [`LessonProblems`] when the lesson does not pass [`check`](super::check) in `variant`.
    pub fn new(lesson: Lesson, variant: &'static Variant) -> Result<LessonSession, LessonProblems> {
        let steps = resolve(&lesson, variant)?;
        let board = steps.first().map(|s| s.position).unwrap_or_else(|| variant.start_position());
        let solved = vec![false; steps.len()];
        Ok(LessonSession { lesson, steps, index: 0, board, answered: None, solved })
    }

    /// The lesson being played.
    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    /// The current step's index, counting from 0.
    pub fn step_index(&self) -> usize {
        self.index
    }

    /// The current step: its text, arrows and marks.
    pub fn step(&self) -> &Step {
        &self.lesson.steps[self.index.min(self.lesson.steps.len().saturating_sub(1))]
    }

    /// The board to show: the step's position, or the position after a right answer and its reply.
    pub fn position(&self) -> &Position {
        &self.board
    }

    /// The step's own position, before any answer.
    pub fn step_position(&self) -> &Position {
        self.steps.get(self.index).map_or(&self.board, |s| &s.position)
    }

    /// Step k of n.
    pub fn progress(&self) -> Progress {
        Progress { step: self.index + 1, total: self.steps.len() }
    }

    /// Whether the current step asks for a move that has not been given yet.
    pub fn is_open_question(&self) -> bool {
        self.answered.is_none() && self.steps.get(self.index).is_some_and(|s| !s.answers.is_empty())
    }

    /// Which accepted answer (from 0) was played in the current step, if any.
    pub fn answered(&self) -> Option<usize> {
        self.answered
    }

    /// Whether the student has answered step `index` (from 0) right at some time.
    pub fn is_solved(&self, index: usize) -> bool {
        self.solved.get(index).copied().unwrap_or(false)
    }

    /// How many question steps have been answered right, and how many there are.
    pub fn score(&self) -> (usize, usize) {
        let questions: Vec<usize> = (0..self.steps.len()).filter(|&i| !self.steps[i].answers.is_empty()).collect();
        (questions.iter().filter(|&&i| self.solved[i]).count(), questions.len())
    }

    /// Whether this is the last step and it asks nothing more.
    pub fn is_finished(&self) -> bool {
        self.index + 1 >= self.steps.len() && !self.is_open_question()
    }

    /// Tries a move on the board shown. A right answer plays it and then the reply; a wrong or
    /// illegal move leaves the board as it was.
    pub fn try_move(&mut self, mv: Move) -> Feedback {
        let Some(step) = self.steps.get(self.index) else { return Feedback::NoQuestion };
        if !self.board.legal_moves().into_iter().any(|m| same_move(m, mv)) {
            return Feedback::Illegal;
        }
        if !self.is_open_question() {
            return Feedback::NoQuestion;
        }
        let Some(found) = step.answers.iter().position(|a| same_move(a.mv, mv)) else {
            let text = &self.step().wrong_feedback;
            let text = if text.trim().is_empty() { DEFAULT_WRONG } else { text };
            return Feedback::Wrong { text: text.to_string() };
        };
        let answer = step.answers[found];
        self.board.play_unchecked(answer.mv);
        if let Some(reply) = answer.reply {
            self.board.play_unchecked(reply);
        }
        self.answered = Some(found);
        if let Some(s) = self.solved.get_mut(self.index) {
            *s = true;
        }
        let text = self.step().expected.get(found).map_or("", |a| a.feedback.as_str());
        let text = if text.trim().is_empty() { DEFAULT_RIGHT } else { text };
        Feedback::Right { text: text.to_string(), reply: answer.reply }
    }

    /// Goes to the next step; `false` at the last one.
    pub fn forward(&mut self) -> bool {
        self.go_to(self.index + 1)
    }

    /// Goes to the previous step; `false` at the first one.
    pub fn back(&mut self) -> bool {
        self.index > 0 && self.go_to(self.index - 1)
    }

    /// Goes to step `index` (from 0) and shows its position with the question open again;
    /// `false` if there is no such step.
    pub fn go_to(&mut self, index: usize) -> bool {
        let Some(step) = self.steps.get(index) else { return false };
        self.index = index;
        self.board = step.position;
        self.answered = None;
        true
    }

    /// Shows the current step's position again, with its question open.
    pub fn restart_step(&mut self) {
        self.go_to(self.index);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::model::Answer;
    use crate::lesson::problem::ProblemKind;
    use crate::rules::notation::parse_any;
    use crate::script::builtin_variant;

    const START: &str = "6/P5p/RP4pr/N1P3p1n/Q2P2p2q/BBB1P1p1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 w - - 0 1";

    fn variant() -> &'static Variant {
        builtin_variant("glinski").unwrap()
    }

    /// Step 1 reads only; step 2 asks for f6 (reply e6) or e6; step 3 asks for Nf4 variants with
    /// default texts.
    fn lesson() -> Lesson {
        let mut read = Step::new(START);
        read.text = "Look.".into();
        let mut ask = Step::new(START);
        ask.text = "Push a pawn.".into();
        ask.expected = vec![
            Answer { reply: Some("e7e6".into()), ..Answer::new("f6", "Good.") },
            Answer::new("e4e6", "Also good."),
        ];
        ask.wrong_feedback = "Push the e- or f-pawn.".into();
        let mut plain = Step::new(START);
        plain.expected = vec![Answer::new("Nd1f4", "")];
        Lesson { steps: vec![read, ask, plain], ..Lesson::new("Session", "", "glinski") }
    }

    fn mv(s: &LessonSession, text: &str) -> Move {
        parse_any(s.position(), text).unwrap()
    }

    #[test]
    fn right_answers_play_the_reply_and_close_the_question() {
        let mut s = LessonSession::new(lesson(), variant()).unwrap();
        assert!(s.forward());
        assert!(s.is_open_question());
        let start = *s.position();
        let f6 = mv(&s, "f5f6");
        let reply = parse_any(&start.play(f6).unwrap(), "e7e6").unwrap();
        assert_eq!(s.try_move(f6), Feedback::Right { text: "Good.".into(), reply: Some(reply) });
        let expected = start.play(f6).unwrap().play(reply).unwrap();
        assert_eq!(*s.position(), expected);
        assert_eq!(*s.step_position(), start);
        assert_eq!(s.answered(), Some(0));
        assert!(!s.is_open_question());
        assert_eq!(s.try_move(mv(&s, "e4e5")), Feedback::NoQuestion);
        assert_eq!(s.score(), (1, 2));
    }

    #[test]
    fn wrong_and_illegal_moves_leave_the_board_alone() {
        let mut s = LessonSession::new(lesson(), variant()).unwrap();
        s.go_to(1);
        let before = *s.position();
        assert_eq!(s.try_move(mv(&s, "d3d4")), Feedback::Wrong { text: "Push the e- or f-pawn.".into() });
        let black_move = parse_any(&before.play(mv(&s, "d3d4")).unwrap(), "e7e6").unwrap();
        assert_eq!(s.try_move(black_move), Feedback::Illegal);
        assert_eq!(*s.position(), before);
        assert!(s.is_open_question());
        assert_eq!(s.try_move(mv(&s, "e4e6")), Feedback::Right { text: "Also good.".into(), reply: None });
        assert_eq!(s.answered(), Some(1));
    }

    #[test]
    fn empty_feedback_gets_standard_texts_and_reading_steps_ask_nothing() {
        let mut s = LessonSession::new(lesson(), variant()).unwrap();
        assert_eq!(s.try_move(mv(&s, "f5f6")), Feedback::NoQuestion);
        s.go_to(2);
        assert_eq!(s.try_move(mv(&s, "f5f6")), Feedback::Wrong { text: DEFAULT_WRONG.into() });
        assert_eq!(s.try_move(mv(&s, "d1f4")), Feedback::Right { text: DEFAULT_RIGHT.into(), reply: None });
        assert!(s.is_finished());
    }

    #[test]
    fn steps_forward_and_back_with_progress() {
        let mut s = LessonSession::new(lesson(), variant()).unwrap();
        assert_eq!(s.progress(), Progress { step: 1, total: 3 });
        assert!(!s.back());
        assert!(s.forward() && s.forward());
        assert!(!s.forward());
        assert_eq!(s.progress(), Progress { step: 3, total: 3 });
        assert_eq!(s.progress().fraction(), 1.0);
        assert!(s.back());
        assert_eq!(s.step().text, "Push a pawn.");
        s.try_move(mv(&s, "f5f6"));
        assert!(s.is_solved(1));
        s.restart_step();
        assert!(s.is_open_question(), "a restarted step asks again");
        assert_eq!(s.position().fen(), START);
        assert!(s.is_solved(1), "but stays solved");
        assert!(!s.go_to(3));
        assert_eq!(s.step_index(), 1);
    }

    #[test]
    fn a_lesson_with_problems_does_not_start() {
        let mut broken = lesson();
        broken.steps[1].expected[0].mv = "f5f8".into();
        let problems = LessonSession::new(broken, variant()).unwrap_err();
        assert_eq!(problems.0.len(), 1);
        assert_eq!(problems.0[0].step, Some(2));
        assert!(matches!(problems.0[0].kind, ProblemKind::Answer { answer: 1, .. }));
        let empty = Lesson::new("Empty", "", "glinski");
        assert!(LessonSession::new(empty, variant()).is_err());
    }
}
