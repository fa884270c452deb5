//! Editing a lesson, for the lesson editor: reorder steps, toggle arrows and marks the way a
//! right-drag and a right-click do, and record answers played on the board.

use crate::rules::{Board, Cell, IllegalMove, Move, Position, SanPlus};

use super::check::same_move;
use super::model::{Answer, Arrow, Lesson, Mark, Step};
use super::paint::Paint;

impl Lesson {
    /// Inserts a step at `index` (clamped to the end).
    pub fn insert_step(&mut self, index: usize, step: Step) {
        let at = index.min(self.steps.len());
        self.steps.insert(at, step);
    }

    /// Removes and returns step `index`, if there is one.
    pub fn remove_step(&mut self, index: usize) -> Option<Step> {
        (index < self.steps.len()).then(|| self.steps.remove(index))
    }

    /// Moves step `from` so that it ends up at index `to` (clamped to the end); `false` if there
    /// is no step `from`.
    pub fn move_step(&mut self, from: usize, to: usize) -> bool {
        let Some(step) = self.remove_step(from) else { return false };
        self.insert_step(to, step);
        true
    }
}

impl Step {
    /// A step showing `position`, written as its position string.
    pub fn at(position: &Position) -> Step {
        Step::new(position.fen())
    }

    /// Marks a cell, or changes its colour, or unmarks it when it already has this colour
    /// (what a right-click does). Returns whether the cell is marked afterwards.
    pub fn toggle_mark(&mut self, cell: &str, color: Paint) -> bool {
        match self.marks.iter().position(|m| m.cell == cell) {
            Some(i) if self.marks[i].color == color => {
                self.marks.remove(i);
                false
            }
            Some(i) => {
                self.marks[i].color = color;
                true
            }
            None => {
                self.marks.push(Mark::new(cell, color));
                true
            }
        }
    }

    /// Draws an arrow, or changes its colour, or removes it when it already has this colour
    /// (what a right-drag does). Returns whether the arrow is drawn afterwards.
    pub fn toggle_arrow(&mut self, from: &str, to: &str, color: Paint) -> bool {
        match self.arrows.iter().position(|a| a.from == from && a.to == to) {
            Some(i) if self.arrows[i].color == color => {
                self.arrows.remove(i);
                false
            }
            Some(i) => {
                self.arrows[i].color = color;
                true
            }
            None => {
                self.arrows.push(Arrow::new(from, to, color));
                true
            }
        }
    }

    /// Records an answer played on the board ("record answer"): `mv` in `position` (the step's
    /// position), optionally followed by the opponent's `reply`. Moves are written in SAN with
    /// `+` or `#`. An answer with the same move is replaced, so recording again updates it.
    ///
    /// # Errors
    /// [`IllegalMove`] when the move, or the reply after it, is not legal.
    pub fn record_answer(
        &mut self,
        position: &Position,
        mv: Move,
        reply: Option<Move>,
        feedback: impl Into<String>,
    ) -> Result<(), IllegalMove> {
        let after = position.play(mv)?;
        let reply = match reply {
            Some(r) => {
                after.play(r)?;
                Some(SanPlus::from_move(&after, r).to_string())
            }
            None => None,
        };
        let answer = Answer { mv: SanPlus::from_move(position, mv).to_string(), feedback: feedback.into(), reply };
        let existing = self
            .expected
            .iter()
            .position(|a| crate::rules::notation::parse_any(position, &a.mv).is_ok_and(|m| same_move(m, mv)));
        match existing {
            Some(i) => self.expected[i] = answer,
            None => self.expected.push(answer),
        }
        Ok(())
    }
}

impl Arrow {
    /// The arrow's two cells on `board`, for drawing; `None` if either is not a cell there.
    pub fn locate(&self, board: &Board) -> Option<(Cell, Cell)> {
        Some((board.parse_cell(&self.from)?, board.parse_cell(&self.to)?))
    }
}

impl Mark {
    /// The marked cell on `board`, for drawing; `None` if it is not a cell there.
    pub fn locate(&self, board: &Board) -> Option<Cell> {
        board.parse_cell(&self.cell)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::notation::parse_any;
    use crate::script::builtin_variant;

    fn names(lesson: &Lesson) -> Vec<&str> {
        lesson.steps.iter().map(|s| s.text.as_str()).collect()
    }

    #[test]
    fn reorders_steps() {
        let mut lesson = Lesson::new("t", "", "glinski");
        for t in ["a", "b", "c"] {
            lesson.insert_step(99, Step { text: t.into(), ..Step::default() });
        }
        assert!(lesson.move_step(0, 2));
        assert_eq!(names(&lesson), ["b", "c", "a"]);
        assert!(lesson.move_step(2, 0));
        assert_eq!(names(&lesson), ["a", "b", "c"]);
        assert!(!lesson.move_step(3, 0));
        assert_eq!(lesson.remove_step(1).map(|s| s.text), Some("b".into()));
        assert_eq!(lesson.remove_step(5), None);
        assert_eq!(names(&lesson), ["a", "c"]);
    }

    #[test]
    fn toggles_marks_and_arrows_like_right_clicks() {
        let mut step = Step::default();
        assert!(step.toggle_mark("f6", Paint::Green));
        assert!(step.toggle_mark("f6", Paint::Red));
        assert_eq!(step.marks, vec![Mark::new("f6", Paint::Red)]);
        assert!(!step.toggle_mark("f6", Paint::Red));
        assert!(step.marks.is_empty());
        assert!(step.toggle_arrow("f5", "f7", Paint::Blue));
        assert!(step.toggle_arrow("f7", "f5", Paint::Blue));
        assert!(!step.toggle_arrow("f5", "f7", Paint::Blue));
        assert_eq!(step.arrows, vec![Arrow::new("f7", "f5", Paint::Blue)]);
    }

    #[test]
    fn locates_arrows_and_marks_on_the_board() {
        let board = builtin_variant("glinski").unwrap().board();
        let f5 = board.parse_cell("f5").unwrap();
        let f7 = board.parse_cell("f7").unwrap();
        assert_eq!(Arrow::new("f5", "f7", Paint::Red).locate(board), Some((f5, f7)));
        assert_eq!(Arrow::new("f5", "j7", Paint::Red).locate(board), None);
        assert_eq!(Mark::new("f7", Paint::Blue).locate(board), Some(f7));
        assert_eq!(Mark::new("f12", Paint::Blue).locate(board), None);
    }

    #[test]
    fn records_answers_in_san_and_replaces_the_same_move() {
        let start = builtin_variant("glinski").unwrap().start_position();
        let mut step = Step::at(&start);
        let mv = parse_any(&start, "f5f6").unwrap();
        let after = start.play(mv).unwrap();
        assert!(parse_any(&after, "f7f6").is_err(), "f7f6 is blocked after f5f6");
        let reply = parse_any(&after, "e7e6").unwrap();
        step.record_answer(&start, mv, Some(reply), "first").unwrap();
        assert_eq!(step.expected, vec![Answer { reply: Some("e6".into()), ..Answer::new("f6", "first") }]);
        step.record_answer(&start, mv, None, "second").unwrap();
        assert_eq!(step.expected, vec![Answer::new("f6", "second")]);
        let illegal = parse_any(&after, "e7e6").unwrap();
        assert_eq!(step.record_answer(&start, illegal, None, ""), Err(IllegalMove));
    }
}
