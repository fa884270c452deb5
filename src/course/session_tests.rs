//! Sessions played on levels of the shipped course and of small stage files: stars against the
//! par, failures with their reasons, castling by moving the king, the engine's replies.

use super::*;
use crate::rules::{Cell, Move, Position};
use crate::script::builtin_variant;

/// The built-in course of a variant (no user folders).
fn course(variant: &str) -> Course {
    load_course(builtin_variant(variant).expect("variant"), &[]).expect("the shipped course loads")
}

/// A level of the shipped course by stage id and 1-based number.
fn level(variant: &str, stage: &str, n: usize) -> Level {
    course(variant).stage(stage).expect("stage").levels[n - 1].clone()
}

/// A one-level stage from Lua source, for Gliński.
fn one_level(level: &str) -> Level {
    let source = format!("return {{ title = 't', introduction = 'i', completion = 'c', levels = {{ {level} }} }}");
    let spec = parse_stage("t.lua", &source).expect("parses");
    let file = StageFile {
        id: "t".into(),
        origin: "t.lua".into(),
        shared: false,
        source: Some(source),
        spec: Ok(spec.clone()),
    };
    let stage = resolve_stage(&file, &spec, builtin_variant("glinski").expect("glinski")).expect("resolves");
    stage.levels[0].clone()
}

fn mv(pos: &Position, from: &str, to: &str) -> Move {
    let cell = |n: &str| -> Cell { pos.variant().board().parse_cell(n).expect("a cell") };
    Move::new(cell(from), cell(to))
}

const ROOK_TO_F10: &str =
    "{ goal = 'Go', kind = 'stars', piece = 'R', pieces = { 'Rf6', 'Kb7', 'kk7' }, stars = { 'f10' }, par = 1 }";

#[test]
fn a_stars_level_solved_in_par_gives_three_stars_and_the_learner_keeps_the_move() {
    let mut session = LevelSession::new(one_level(ROOK_TO_F10));
    let learner = session.level().learner();
    let first = mv(session.position(), "f6", "f7");
    assert_eq!(session.try_move(first), Outcome::Continue { reply: None });
    assert_eq!(session.position().turn(), learner, "the opponent never moves");
    session.restart();
    let straight = mv(session.position(), "f6", "f10");
    assert_eq!(session.try_move(straight), Outcome::Succeeded { stars: 3, moves: 1 });
    assert_eq!(session.stars(), Some(3));
    assert!(matches!(session.try_move(straight), Outcome::Rejected { .. }), "the level is over");
}

#[test]
fn over_par_earns_fewer_stars() {
    let mut session = LevelSession::new(one_level(ROOK_TO_F10));
    let detour = mv(session.position(), "f6", "f7");
    assert_eq!(session.try_move(detour), Outcome::Continue { reply: None });
    let m = mv(session.position(), "f7", "f10");
    assert_eq!(session.try_move(m), Outcome::Succeeded { stars: stars_for(2, 1), moves: 2 });
    assert_eq!(stars_for(2, 1), 2);
    session.restart();
    for (from, to) in [("f6", "f7"), ("f7", "f8"), ("f8", "f9")] {
        let m = mv(session.position(), from, to);
        assert_eq!(session.try_move(m), Outcome::Continue { reply: None });
    }
    let m = mv(session.position(), "f9", "f10");
    assert_eq!(session.try_move(m), Outcome::Succeeded { stars: 1, moves: 4 });
}

#[test]
fn moving_into_check_fails_when_the_level_forbids_it_and_is_refused_otherwise() {
    let forbidding = level("glinski", "04-the-king", 5);
    assert!(forbidding.forbid_into_check);
    let mut session = LevelSession::new(forbidding.clone());
    let into_check = mv(session.position(), "f4", "g5");
    match session.try_move(into_check) {
        Outcome::Failed { why: Failure::IntoCheck { king, from, .. } } => {
            assert_eq!((king.as_str(), from.as_str()), ("g5", "b6"))
        }
        other => panic!("expected a failure, got {other:?}"),
    }
    assert!(matches!(session.state(), SessionState::Failed(_)));
    let mut lenient = LevelSession::new(Level { forbid_into_check: false, ..forbidding });
    assert!(matches!(lenient.try_move(into_check), Outcome::Rejected { .. }));
    assert_eq!(lenient.moves(), 0, "a refused move is not counted");
}

#[test]
fn a_shafran_castling_level_is_solved_by_moving_the_king_to_its_cell() {
    let mut session = LevelSession::new(level("shafran", "07-castling", 1));
    let castle = mv(session.position(), "e1", "c1");
    assert_eq!(session.try_move(castle), Outcome::Succeeded { stars: 3, moves: 1 });
    let rook = session.position().piece_at(mv(session.position(), "d1", "d1").to);
    assert_eq!(rook.map(|p| p.char()), Some('R'), "the rook came up beside the king");
}

#[test]
fn castling_across_an_attacked_cell_fails_with_the_reason_and_the_other_wing_succeeds() {
    let mut session = LevelSession::new(level("shafran", "07-castling", 5));
    let across = mv(session.position(), "e1", "c1");
    assert!(matches!(session.try_move(across), Outcome::Failed { why: Failure::CastlingThroughCheck { .. } }));
    session.restart();
    let other = mv(session.position(), "e1", "g3");
    assert_eq!(session.try_move(other), Outcome::Succeeded { stars: 3, moves: 1 });
}

#[test]
fn a_wrong_move_in_a_scripted_line_fails_and_the_right_one_gets_the_reply() {
    let line = level("glinski", "13-piece-values", 2);
    let mut session = LevelSession::new(line);
    let wrong = mv(session.position(), "b1", "c1");
    assert_eq!(session.try_move(wrong), Outcome::Failed { why: Failure::WrongLine });
    session.restart();
    let fork = mv(session.position(), "f7", "h8");
    let reply = mv(session.position(), "f11", "e10");
    assert_eq!(session.try_move(fork), Outcome::Continue { reply: Some(reply) });
    let take = mv(session.position(), "h8", "l6");
    assert_eq!(session.try_move(take), Outcome::Succeeded { stars: 3, moves: 2 });
}

#[test]
fn a_mate_in_two_is_met_against_the_engine_by_the_solvers_line() {
    let mate = level("glinski", "12-mate-in-one", 4);
    let first = solve(&mate).expect("solvable").moves[0];
    let mut session = LevelSession::new(mate);
    assert!(matches!(session.try_move(first), Outcome::Continue { reply: Some(_) }));
    let finish = session.legal_moves().into_iter().find(|m| {
        let mut probe = session.clone();
        matches!(probe.try_move(*m), Outcome::Succeeded { .. })
    });
    let finish = finish.expect("a mate after any engine reply");
    assert_eq!(session.try_move(finish), Outcome::Succeeded { stars: 3, moves: 2 });
}

#[test]
fn a_move_that_is_not_mate_uses_up_a_mate_in_one() {
    let session = LevelSession::new(level("glinski", "12-mate-in-one", 1));
    let quiet = session.legal_moves().into_iter().find(|m| {
        let mut probe = session.clone();
        matches!(probe.try_move(*m), Outcome::Failed { why: Failure::OutOfMoves { limit: 1 } })
    });
    assert!(quiet.is_some(), "some move neither mates nor stalemates");
}

#[test]
fn stalemate_wins_the_level_in_glinski_and_fails_it_where_it_is_a_draw() {
    let mut glinski = LevelSession::new(level("glinski", "14-stalemate", 2));
    let push = mv(glinski.position(), "a2", "a3");
    assert_eq!(glinski.try_move(push), Outcome::Succeeded { stars: 3, moves: 1 });
    let mccooey = LevelSession::new(level("mccooey", "14-stalemate", 1));
    let stalemating = mccooey.legal_moves().into_iter().find_map(|m| {
        let mut probe = mccooey.clone();
        match probe.try_move(m) {
            Outcome::Failed { why: why @ Failure::GameOver { .. } } => Some(why),
            _ => None,
        }
    });
    let why = stalemating.expect("a stalemating move fails").to_string();
    assert!(why.contains("stalemate (1/2-1/2)"), "{why}");
}

#[test]
fn leaving_a_piece_en_prise_fails_a_level_that_forbids_it() {
    let mut session = LevelSession::new(level("glinski", "09-protection", 1));
    let guarded = mv(session.position(), "f6", "f10");
    match session.try_move(guarded) {
        Outcome::Failed { why } => {
            assert!(why.to_string().contains("rook on f10 can be taken by the king on f11"), "{why}")
        }
        other => panic!("expected a failure, got {other:?}"),
    }
}

#[test]
fn the_shipped_course_meets_the_sizes_of_the_issue() {
    assert!(course("glinski").level_count() >= 60);
    assert!(course("mccooey").level_count() >= 30);
    assert!(course("shafran").level_count() >= 30);
}

#[test]
fn the_example_in_docs_course_md_loads_and_solves() {
    let doc = include_str!("../../docs/course.md");
    let example = doc.find("## Example").expect("the example section");
    let start = example + doc[example..].find("```lua\n").expect("an example") + 7;
    let source = &doc[start..start + doc[start..].find("```").expect("its end")];
    let spec = parse_stage("course.md", source).expect("parses");
    let file = StageFile {
        id: "x".into(),
        origin: "course.md".into(),
        shared: true,
        source: Some(source.into()),
        spec: Ok(spec.clone()),
    };
    let stage = resolve_stage(&file, &spec, builtin_variant("glinski").expect("glinski")).expect("resolves");
    assert_eq!(stage.levels.len(), 2);
    for level in &stage.levels {
        assert!(solve(level).is_ok(), "{}", level.goal_text);
    }
}
