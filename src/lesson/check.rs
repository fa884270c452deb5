//! Checking a lesson against its variant: every position legal, every cell on the board, every
//! expected move and reply legal where it is played, and every `+` or `#` claim true.
//!
//! Pure: it needs the compiled variant, not Lua. Resolving the variant's name is
//! [`lesson_variant`](super::lesson_variant)'s job.

use crate::rules::{Move, Position, SanPlus, Variant, notation};

use super::model::{Lesson, Step};
use super::problem::{LessonProblems, Problem, ProblemKind};

/// A step whose position and moves were read: what a lesson session plays.
#[derive(Clone, Debug)]
pub(crate) struct ResolvedStep {
    /// The step's position.
    pub position: Position,
    /// The accepted answers, in file order.
    pub answers: Vec<ResolvedAnswer>,
}

/// An accepted answer, read as moves.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ResolvedAnswer {
    /// The answer.
    pub mv: Move,
    /// The opponent's reply after it.
    pub reply: Option<Move>,
}

/// Every problem of `lesson` when played in `variant`, in step order; empty when it is fine.
pub fn check(lesson: &Lesson, variant: &'static Variant) -> Vec<Problem> {
    resolve(lesson, variant).err().map(|p| p.0).unwrap_or_default()
}

/// Reads every step, or gives every problem.
pub(crate) fn resolve(lesson: &Lesson, variant: &'static Variant) -> Result<Vec<ResolvedStep>, LessonProblems> {
    let mut problems = Vec::new();
    if lesson.title.trim().is_empty() {
        problems.push(Problem { step: None, kind: ProblemKind::EmptyTitle });
    }
    if lesson.steps.is_empty() {
        problems.push(Problem { step: None, kind: ProblemKind::NoSteps });
    }
    let mut steps = Vec::with_capacity(lesson.steps.len());
    for (i, step) in lesson.steps.iter().enumerate() {
        let (resolved, kinds) = resolve_step(step, variant);
        problems.extend(kinds.into_iter().map(|kind| Problem { step: Some(i + 1), kind }));
        steps.extend(resolved);
    }
    if problems.is_empty() { Ok(steps) } else { Err(LessonProblems(problems)) }
}

/// Reads one step: the resolved step when its position reads, and its problems.
fn resolve_step(step: &Step, variant: &'static Variant) -> (Option<ResolvedStep>, Vec<ProblemKind>) {
    let mut problems = Vec::new();
    let board = variant.board();
    for (i, arrow) in step.arrows.iter().enumerate() {
        for cell in [&arrow.from, &arrow.to] {
            if board.parse_cell(cell).is_none() {
                problems.push(ProblemKind::ArrowCell { arrow: i + 1, cell: cell.clone() });
            }
        }
        if arrow.from == arrow.to && board.parse_cell(&arrow.from).is_some() {
            problems.push(ProblemKind::ArrowLoop { arrow: i + 1, cell: arrow.from.clone() });
        }
    }
    for (i, mark) in step.marks.iter().enumerate() {
        if board.parse_cell(&mark.cell).is_none() {
            problems.push(ProblemKind::MarkCell { mark: i + 1, cell: mark.cell.clone() });
        }
    }
    let position = match Position::from_fen(variant, &step.position) {
        Ok(p) => p,
        Err(e) => {
            problems.push(ProblemKind::Position(e));
            return (None, problems);
        }
    };
    let mut answers: Vec<ResolvedAnswer> = Vec::with_capacity(step.expected.len());
    let mut seen: Vec<(usize, Move)> = Vec::new();
    for (i, answer) in step.expected.iter().enumerate() {
        let n = i + 1;
        let mv = match notation::parse_any(&position, &answer.mv) {
            Ok(mv) => mv,
            Err(error) => {
                problems.push(ProblemKind::Answer { answer: n, text: answer.mv.clone(), error });
                continue;
            }
        };
        if let Some((first, _)) = seen.iter().find(|(_, m)| same_move(*m, mv)) {
            problems.push(ProblemKind::SameAnswer { first: *first, second: n });
        }
        seen.push((n, mv));
        if let Some(claim) = false_claim(&position, mv, &answer.mv) {
            problems.push(ProblemKind::FalseClaim { answer: n, text: answer.mv.clone(), claim });
        }
        let mut after = position;
        after.play_unchecked(mv);
        let reply = match &answer.reply {
            None => None,
            Some(text) if !after.has_legal_move() => {
                problems.push(ProblemKind::ReplyAfterEnd { answer: n, text: text.clone() });
                None
            }
            Some(text) => match notation::parse_any(&after, text) {
                Ok(r) => {
                    if let Some(claim) = false_claim(&after, r, text) {
                        problems.push(ProblemKind::FalseReplyClaim { answer: n, text: text.clone(), claim });
                    }
                    Some(r)
                }
                Err(error) => {
                    problems.push(ProblemKind::Reply { answer: n, text: text.clone(), error });
                    None
                }
            },
        };
        answers.push(ResolvedAnswer { mv, reply });
    }
    (Some(ResolvedStep { position, answers }), problems)
}

/// Whether two moves are the same move (from, to and promotion).
pub(crate) fn same_move(a: Move, b: Move) -> bool {
    a.from == b.from && a.to == b.to && a.promotion == b.promotion
}

/// `Some("checkmate")` when `text` ends in `#` but `mv` does not mate; `Some("check")` when it
/// ends in `+` but gives no check.
fn false_claim(pos: &Position, mv: Move, text: &str) -> Option<&'static str> {
    let claimed = SanPlus::parse(text).ok()?;
    let actual = SanPlus::from_move(pos, mv);
    if claimed.mate && !actual.mate {
        Some("checkmate")
    } else if claimed.check && !actual.check && !actual.mate {
        Some("check")
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::model::{Answer, Arrow, Mark};
    use crate::lesson::paint::Paint;
    use crate::rules::{FenError, PositionStringError, ResolveError};
    use crate::script::builtin_variant;

    fn glinski() -> &'static Variant {
        builtin_variant("glinski").unwrap()
    }

    const START: &str = "6/P5p/RP4pr/N1P3p1n/Q2P2p2q/BBB1P1p1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 w - - 0 1";

    fn lesson(steps: Vec<Step>) -> Lesson {
        Lesson { steps, ..Lesson::new("Test", "", "glinski") }
    }

    #[test]
    fn a_sound_lesson_has_no_problems() {
        let mut step = Step::new(START);
        step.expected = vec![Answer { reply: Some("e7e6".into()), ..Answer::new("f5f6", "ok") }];
        step.arrows = vec![Arrow::new("f5", "f6", Paint::Green)];
        step.marks = vec![Mark::new("f6", Paint::Red)];
        assert_eq!(check(&lesson(vec![step]), glinski()), vec![]);
    }

    #[test]
    fn lesson_level_problems_have_no_step() {
        let problems = check(&Lesson::new(" ", "", "glinski"), glinski());
        let kinds: Vec<_> = problems.iter().map(|p| (p.step, p.kind.clone())).collect();
        assert_eq!(kinds, vec![(None, ProblemKind::EmptyTitle), (None, ProblemKind::NoSteps)]);
        assert_eq!(problems[1].to_string(), "the lesson has no steps");
    }

    #[test]
    fn names_bad_cells_and_positions_by_step() {
        let mut good = Step::new(START);
        good.marks = vec![Mark::new("f6", Paint::Green), Mark::new("j3", Paint::Green)];
        let mut bad = Step::new("6/7/8 w - - 0 1");
        bad.arrows = vec![Arrow::new("f5", "f12", Paint::Green), Arrow::new("f5", "f5", Paint::Blue)];
        let problems = check(&lesson(vec![good, bad]), glinski());
        assert_eq!(problems.len(), 4, "{problems:?}");
        assert_eq!(problems[0].to_string(), "step 1: mark 2: \"j3\" is not a cell of this board");
        assert_eq!(problems[1].to_string(), "step 2: arrow 1: \"f12\" is not a cell of this board");
        assert_eq!(problems[2].to_string(), "step 2: arrow 2: it starts and ends on f5");
        assert!(matches!(
            problems[3].kind,
            ProblemKind::Position(PositionStringError::Syntax(FenError::BadShape { .. }))
        ));
    }

    #[test]
    fn finds_illegal_answers_replies_and_duplicates() {
        let mut step = Step::new(START);
        step.expected = vec![
            Answer::new("f5f7", ""),
            Answer { reply: Some("f7f5".into()), ..Answer::new("f6", "") },
            Answer::new("f5f6", ""),
        ];
        let problems = check(&lesson(vec![step]), glinski());
        let kinds: Vec<_> = problems.into_iter().map(|p| p.kind).collect();
        assert_eq!(kinds.len(), 3, "{kinds:?}");
        assert!(matches!(&kinds[0], ProblemKind::Answer { answer: 1, error, .. }
            if *error == ResolveError::Illegal("f5f7".into()).into()));
        assert!(matches!(&kinds[1], ProblemKind::Reply { answer: 2, text, .. } if text == "f7f5"));
        assert_eq!(kinds[2], ProblemKind::SameAnswer { first: 2, second: 3 });
    }

    #[test]
    fn checks_check_and_mate_claims() {
        let mut step = Step::new(START);
        step.expected = vec![Answer::new("f6#", ""), Answer::new("Nc3+", "")];
        let kinds: Vec<_> = check(&lesson(vec![step]), glinski()).into_iter().map(|p| p.kind).collect();
        assert_eq!(
            kinds,
            vec![
                ProblemKind::FalseClaim { answer: 1, text: "f6#".into(), claim: "checkmate" },
                ProblemKind::FalseClaim { answer: 2, text: "Nc3+".into(), claim: "check" },
            ]
        );
    }
}
