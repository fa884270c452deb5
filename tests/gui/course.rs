//! Learn (user guide, "Learn"): the map of stages with their stars, a level played by clicks
//! on the board, stars by the par, a forbidden move into check failing the level, Shafran's
//! castling by moving the king, and the progress kept across a restart. The moves are found by
//! the course's own solver, never typed in.

use std::path::Path;

use crate::support::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hexchess::course::{Goal, Level, Opponent, SessionState, into_check, solve, stars_for};
use hexchess::gui::{AppOptions, HexApp, Seat};
use hexchess::rules::{Move, MoveKind};

/// Opens Learn from the bottom console and returns the (stage, level) of the first level that
/// `wanted` accepts.
fn open_learn(h: &mut Harness<'static, HexApp>, wanted: impl Fn(&Level) -> bool) -> (usize, usize) {
    press(h, Seat::Bottom, "Learn");
    let learn = h.state().learn().expect("Learn is open");
    assert!(learn.playing.is_none(), "it opens on the map");
    learn
        .course
        .stages
        .iter()
        .enumerate()
        .find_map(|(i, s)| s.levels.iter().position(&wanted).map(|j| (i, j)))
        .expect("the course has such a level")
}

fn level_label(h: &Harness<'static, HexApp>, (stage, level): (usize, usize)) -> String {
    let stars = h.state().learn().expect("open").stars(stage, level);
    let text: String = (0..3).map(|i| if i < stars { '★' } else { '☆' }).collect();
    Seat::Bottom.label(&format!("level {}.{} {text}", stage + 1, level + 1))
}

fn playing_level(h: &Harness<'static, HexApp>) -> Level {
    h.state().learn().and_then(|l| l.playing.as_ref()).expect("a level is open").session.level().clone()
}

fn state(h: &Harness<'static, HexApp>) -> SessionState {
    h.state().learn().and_then(|l| l.playing.as_ref()).expect("a level is open").session.state().clone()
}

fn click_mv(h: &mut Harness<'static, HexApp>, level: &Level, mv: Move) {
    let board = level.variant.board();
    click_move(h, &board.name(mv.from), &board.name(mv.to));
}

fn stars_level(l: &Level) -> bool {
    matches!(l.goal, Goal::Stars { .. }) && l.opponent == Opponent::Still && l.limit.is_none() && l.par >= 2
}

fn app(config: &Path) -> Harness<'static, HexApp> {
    harness_with(AppOptions::for_tests(config))
}

#[test]
fn a_stars_level_solved_by_clicks_in_par_gives_three_stars_that_survive_a_restart() {
    let config = temp_config("learn-stars");
    let mut h = app(&config);
    let at = open_learn(&mut h, stars_level);
    let label = level_label(&h, at);
    click(&mut h, &label);
    let level = playing_level(&h);
    let solution = solve(&level).expect("solvable").moves;
    assert!(solution.len() as u32 <= level.par);
    for mv in solution {
        click_mv(&mut h, &level, mv);
    }
    assert_eq!(state(&h), SessionState::Succeeded(3));
    h.get_by_label(&Seat::Bottom.label("Next"));
    press(&mut h, Seat::Bottom, "Stages");
    assert!(level_label(&h, at).ends_with("★★★"));
    h.get_by_label(&level_label(&h, at));
    press(&mut h, Seat::Bottom, "Back to game");
    assert!(h.state().learn().is_none());

    // A fresh start reads the progress back.
    let mut again = app(&config);
    press(&mut again, Seat::Bottom, "Learn");
    assert_eq!(again.state().learn().expect("open").stars(at.0, at.1), 3);
    again.get_by_label(&level_label(&again, at));
}

#[test]
fn a_stars_level_over_par_gives_fewer_stars() {
    let mut h = app(&temp_config("learn-over-par"));
    let at = open_learn(&mut h, stars_level);
    let label = level_label(&h, at);
    click(&mut h, &label);
    let level = playing_level(&h);
    let solution = solve(&level).expect("solvable").moves;
    // Two moves wasted first: a piece goes to a hex with no star and comes straight back.
    let pos = *level.position();
    let stars = level.star_cells().to_vec();
    let detour = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.kind == MoveKind::Normal && !stars.contains(&m.to) && pos.piece_at(m.to).is_none())
        .find(|m| {
            pos.play(*m)
                .ok()
                .map(|p| p.passed())
                .is_some_and(|p| p.legal_moves().iter().any(|b| b.from == m.to && b.to == m.from))
        })
        .expect("a move out and back");
    click_mv(&mut h, &level, detour);
    click_mv(&mut h, &level, Move::new(detour.to, detour.from));
    for mv in &solution {
        click_mv(&mut h, &level, *mv);
    }
    let moves = solution.len() as u32 + 2;
    let expected = stars_for(moves, level.par);
    assert!(expected < 3);
    assert_eq!(state(&h), SessionState::Succeeded(expected));
}

#[test]
fn moving_into_check_fails_a_level_that_forbids_it_and_retry_starts_again() {
    let mut h = app(&temp_config("learn-into-check"));
    let into_check_move = |l: &Level| {
        let pos = *l.position();
        let legal = pos.legal_moves();
        pos.by_color(pos.turn())
            .into_iter()
            .flat_map(|from| l.variant.board().cells().map(move |to| Move::new(from, to)))
            .find(|m| !legal.iter().any(|x| x.from == m.from && x.to == m.to) && into_check(&pos, *m).is_some())
    };
    let at = open_learn(&mut h, |l| l.forbid_into_check && into_check_move(l).is_some());
    let label = level_label(&h, at);
    click(&mut h, &label);
    let level = playing_level(&h);
    let mv = into_check_move(&level).expect("a move into check");
    click_mv(&mut h, &level, mv);
    assert!(matches!(state(&h), SessionState::Failed(_)), "{:?}", state(&h));
    let message = h.query_all_by_label_contains("Failed: ").count();
    assert_eq!(message, 1, "the reason is shown");
    press(&mut h, Seat::Bottom, "Retry");
    assert_eq!(state(&h), SessionState::Playing);
}

#[test]
fn a_shafran_castling_level_is_solved_by_moving_the_king() {
    let config = temp_config("learn-shafran");
    std::fs::write(config.join("settings.json"), r#"{"variant": "shafran"}"#).unwrap();
    let mut h = app(&config);
    assert_eq!(h.state().session().variant().name(), "shafran");
    let castles =
        |l: &Level| solve(l).is_ok_and(|s| s.moves.len() == 1 && matches!(s.moves[0].kind, MoveKind::Castle(_)));
    let at = open_learn(&mut h, castles);
    let label = level_label(&h, at);
    click(&mut h, &label);
    let level = playing_level(&h);
    let castle = solve(&level).expect("solvable").moves[0];
    let king = level.position().piece_at(castle.from).expect("a piece");
    assert_eq!(king.role, hexchess::rules::Role::King);
    click_mv(&mut h, &level, castle);
    assert_eq!(state(&h), SessionState::Succeeded(3));
}
