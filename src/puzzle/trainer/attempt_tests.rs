//! The attempt's transitions, on puzzles of the shipped Gliński file.

use super::attempt::{Attempt, Stage, Verdict};
use super::library::PuzzleLibrary;
use crate::puzzle::{Puzzle, Theme};
use crate::rules::{CoordMove, Move, Position};
use crate::script::builtin_variant;

fn library() -> PuzzleLibrary {
    PuzzleLibrary::builtin(builtin_variant("glinski").expect("glinski"))
}

/// The first puzzle of the shipped file for which `wanted` holds.
fn puzzle(wanted: impl Fn(&Puzzle) -> bool) -> (Attempt, Puzzle) {
    let lib = library();
    let p = lib.puzzles.iter().find(|p| wanted(p)).expect("the shipped file has such a puzzle").clone();
    (Attempt::new(p.clone(), lib.variant).expect("plays"), p)
}

/// A legal move in `pos` that is not `right` and does not mate (the session's tests use it too).
pub(super) fn wrong_move(pos: &Position, right: Move) -> Move {
    pos.legal_moves()
        .into_iter()
        .find(|m| {
            (m.from, m.to) != (right.from, right.to)
                && pos.play(*m).is_ok_and(|after| !(after.is_check() && after.legal_moves().is_empty()))
        })
        .expect("another move")
}

#[test]
fn the_setup_move_comes_first_then_the_solution_solves() {
    let (mut a, p) = puzzle(|p| p.moves.len() >= 4);
    assert_eq!(a.stage(), Stage::Setup);
    assert_eq!(a.position().fen(), p.fen, "before the setup move");
    assert_eq!(a.try_move(a.line().moves[1]), Verdict::Ignored, "nothing before the setup move");
    let setup = a.play_setup().expect("the setup move");
    assert_eq!(setup, a.line().moves[0]);
    assert_eq!(a.position(), a.line().puzzle_position());
    assert_eq!(a.position().turn(), a.solver());
    assert_eq!(a.play_setup(), None);
    let moves = a.line().moves.clone();
    for (i, mv) in moves.iter().enumerate().skip(1) {
        if i % 2 == 1 {
            let verdict = a.try_move(*mv);
            let last = i + 1 == moves.len();
            assert_eq!(verdict, if last { Verdict::Solved } else { Verdict::Right });
            assert_eq!(a.stage(), if last { Stage::Solved } else { Stage::Reply });
            assert_eq!(a.try_move(*mv), Verdict::Ignored, "the defender is to move");
        } else {
            assert_eq!(a.play_reply(), Some(*mv));
            assert_eq!(a.stage(), Stage::Solving);
        }
        assert_eq!(a.last_move(), Some(*mv));
    }
    assert!(a.is_over());
    assert_eq!(a.rated_result(), Some(true));
    assert_eq!(a.position(), a.line().positions.last().expect("the end"));
}

#[test]
fn a_wrong_move_fails_once_and_retry_takes_it_back() {
    let (mut a, _) = puzzle(|p| p.moves.len() == 2);
    a.play_setup();
    let right = a.line().moves[1];
    let wrong = wrong_move(a.position(), right);
    assert_eq!(a.rated_result(), None);
    a.retry();
    assert_eq!(a.stage(), Stage::Solving, "nothing to take back before a wrong move");
    assert_eq!(a.try_move(wrong), Verdict::Wrong);
    assert!(matches!(a.stage(), Stage::Wrong(m) if m.from == wrong.from && m.to == wrong.to));
    assert_ne!(a.position(), a.line().puzzle_position(), "the wrong move is shown");
    assert_eq!(a.rated_result(), Some(false));
    a.retry();
    assert_eq!(a.stage(), Stage::Solving);
    assert_eq!(a.position(), a.line().puzzle_position());
    assert_eq!(a.last_move(), Some(a.line().moves[0]), "the setup move is the last move again");
    // Solving it now does not undo the failure.
    assert_eq!(a.try_move(right), Verdict::Solved);
    assert_eq!(a.rated_result(), Some(false));
    a.retry();
    assert_eq!(a.stage(), Stage::Solved, "nothing to retry once solved");
}

/// An attempt at a puzzle of two solver moves or more, its first solver move found and the
/// reply played, then a wrong second move: the attempt, the line's moves, the position before
/// the wrong move.
fn wrong_on_the_second_move() -> (Attempt, Vec<Move>, Position) {
    let (mut a, _) = puzzle(|p| p.moves.len() >= 4);
    a.play_setup();
    let moves = a.line().moves.clone();
    assert_eq!(a.try_move(moves[1]), Verdict::Right);
    a.play_reply();
    let before = *a.position();
    assert_eq!(before, a.line().positions[3]);
    assert_eq!(a.try_move(wrong_move(&before, moves[3])), Verdict::Wrong);
    (a, moves, before)
}

#[test]
fn retry_after_a_wrong_second_move_keeps_the_moves_already_found() {
    let (mut a, moves, before) = wrong_on_the_second_move();
    a.retry();
    assert_eq!(a.stage(), Stage::Solving);
    assert_eq!(*a.position(), before, "the wrong move is taken back, not the whole line");
    assert_eq!(a.last_move(), Some(moves[2]), "the defender's reply is the last move again");
    assert_eq!(a.expected(), Some(moves[3]));
    let verdict = a.try_move(moves[3]);
    assert!(matches!(verdict, Verdict::Right | Verdict::Solved), "{verdict:?}");
    assert_eq!(a.rated_result(), Some(false), "still a failure");
}

#[test]
fn view_solution_steps_through_the_rest_from_before_the_wrong_move() {
    let (mut a, moves, before) = wrong_on_the_second_move();
    a.view_solution();
    assert_eq!(a.stage(), Stage::Viewing);
    assert_eq!(*a.position(), before);
    let mut shown = Vec::new();
    while let Some(mv) = a.step_solution() {
        shown.push(mv);
    }
    assert_eq!(shown, moves[3..].to_vec());
    assert_eq!(a.stage(), Stage::Shown);
    assert!(a.is_over());
    assert_eq!(a.rated_result(), Some(false));
    assert_eq!(a.position(), a.line().positions.last().expect("the end"));
}

#[test]
fn giving_up_before_any_move_counts_as_a_failure() {
    let (mut a, _) = puzzle(|p| p.moves.len() == 2);
    a.view_solution();
    assert_eq!(a.stage(), Stage::Setup, "not before the setup move");
    a.play_setup();
    a.view_solution();
    assert_eq!(a.rated_result(), Some(false));
    assert_eq!(a.step_solution(), Some(a.line().moves[1]));
    assert_eq!(a.stage(), Stage::Shown);
}

#[test]
fn a_hint_names_the_piece_and_a_hinted_solve_counts_as_failed() {
    let (mut a, _) = puzzle(|p| p.moves.len() == 2);
    assert_eq!(a.hint(), None, "no hint before the setup move");
    assert!(!a.hinted());
    a.play_setup();
    let right = a.line().moves[1];
    assert_eq!(a.hint(), Some(right.from));
    assert!(a.hinted());
    assert_eq!(a.rated_result(), None, "a hint alone does not fail");
    assert_eq!(a.try_move(right), Verdict::Solved);
    assert_eq!(a.rated_result(), Some(false));
}

#[test]
fn on_the_last_move_any_mate_solves() {
    // The shipped file's mates in one have a single mating move (the generator keeps only
    // those), so the fixture is made here: a shipped mate in one whose listed answer is replaced
    // by a quiet move. Its real mate is then "another mate", and must solve it too.
    let lib = library();
    let mate = lib.puzzles.iter().find(|p| p.has(Theme::MateIn1)).expect("a mate in one").clone();
    let line = mate.line(lib.variant).expect("plays");
    let pos = *line.puzzle_position();
    let mating = line.moves[1];
    let quiet = pos
        .legal_moves()
        .into_iter()
        .find(|m| m.promotion.is_none() && pos.play(*m).is_ok_and(|a| !a.legal_moves().is_empty()))
        .expect("a quiet move");
    let mut fixture = mate.clone();
    fixture.moves[1] = CoordMove::from_move(&pos, quiet);
    let mut a = Attempt::new(fixture.clone(), lib.variant).expect("the fixture plays");
    a.play_setup();
    assert_eq!(a.expected(), Some(quiet));
    assert_eq!(a.try_move(mating), Verdict::Solved, "a mate that is not the listed move");
    assert_eq!(a.rated_result(), Some(true));
    assert_eq!(a.last_move().map(|m| (m.from, m.to)), Some((mating.from, mating.to)));
    // A move that does not mate is still wrong.
    let mut b = Attempt::new(fixture, lib.variant).expect("plays");
    b.play_setup();
    let other = wrong_move(b.position(), quiet);
    assert!(!(other.from == mating.from && other.to == mating.to));
    assert_eq!(b.try_move(other), Verdict::Wrong);
}

#[test]
fn an_illegal_move_is_ignored() {
    let (mut a, _) = puzzle(|p| p.moves.len() == 2);
    a.play_setup();
    let right = a.line().moves[1];
    assert_eq!(a.try_move(Move::new(right.to, right.to)), Verdict::Ignored);
    assert_eq!(a.stage(), Stage::Solving);
}
