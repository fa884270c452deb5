//! New ways to win in the app, from the shipped example scripts switched on in Settings:
//! three-check ends on the third check with the rule named on both consoles, and King of the
//! Hill ends when a king reaches the hill. The consoles show the rule's state while it is on.

use crate::support::{app_with_shipped_script, click_move, count_labels};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use hexchess::gui::HexApp;
use hexchess::rules::{Color, Coord, EndReason, Piece, Position, Role, Setup, Variant, fen};

fn glinski() -> &'static Variant {
    hexchess::script::builtin_variant("glinski").unwrap()
}

/// The app from `start` with the shipped script `scripts/<file>` switched on.
fn app_with_script(tag: &str, file: &str, start: &str) -> (Harness<'static, HexApp>, tempfile::TempDir) {
    app_with_shipped_script(tag, file, Some(start))
}

/// The position string of these pieces, White to move, if the rules core accepts it.
fn try_position(pieces: &[(&str, Color, Role)]) -> Option<String> {
    let board = glinski().board();
    let mut setup = Setup::empty();
    for (name, color, role) in pieces {
        setup.set(Coord::of(board, board.parse_cell(name)?), Some(Piece::new(*color, *role)));
    }
    Position::from_setup(glinski(), &setup).ok()?;
    Some(fen::write(glinski(), &setup))
}

fn position(pieces: &[(&str, Color, Role)]) -> String {
    try_position(pieces).expect("a legal position")
}

/// Clicks the move `pick` chooses among the legal ones of the position shown.
fn play_by_clicks(h: &mut Harness<'static, HexApp>, pick: impl Fn(&Position) -> Option<hexchess::rules::Move>) {
    let s = h.state().session();
    let mv = pick(s.position()).expect("a move to play");
    let board = s.variant().board();
    let (from, to) = (board.name(mv.from), board.name(mv.to));
    click_move(h, &from, &to);
}

/// White checks (without mating) when it can; Black steps away without taking.
fn checking_game_move(pos: &Position) -> Option<hexchess::rules::Move> {
    let moves = pos.legal_moves();
    let quiet = |m: &&hexchess::rules::Move| pos.piece_at(m.to).is_none();
    if pos.turn() == Color::White {
        let checks = |m: &&hexchess::rules::Move| pos.play(**m).is_ok_and(|a| a.is_check() && a.has_legal_move());
        moves.iter().find(checks).or(moves.iter().find(quiet)).copied()
    } else {
        moves.iter().find(quiet).or(moves.first()).copied()
    }
}

#[test]
fn three_check_ends_on_the_third_check_with_the_rule_on_both_consoles() {
    let start = position(&[
        ("b1", Color::White, Role::King),
        ("e4", Color::White, Role::Queen),
        ("f10", Color::Black, Role::King),
    ]);
    let (mut h, _scripts) = app_with_script("three-check", "three_check.lua", &start);
    assert_eq!(h.state().rules().settings().win.checks, 3, "the script's rule is in force");
    assert_eq!(h.state().rules().sources()["win"], "three_check.lua");
    h.get_by_label("bottom: Your move (White) · checks 0–0 of 3");
    play_by_clicks(&mut h, checking_game_move);
    assert!(h.state().session().position().is_check(), "White's first move checks");
    // Each console counts its own checks first.
    assert_eq!(count_labels(&h, "checks 1–0 of 3"), 1);
    assert_eq!(count_labels(&h, "checks 0–1 of 3"), 1);
    for _ in 0..4 {
        play_by_clicks(&mut h, checking_game_move);
    }
    let s = h.state().session();
    let outcome = s.outcome().expect("the third check ends the game");
    assert_eq!(outcome.reason, EndReason::Checks(3));
    assert_eq!(s.game().checks_given().of(Color::White), 3);
    assert_eq!(s.game().moves().len(), 5);
    h.get_by_label("bottom: Third check: you win (1-0)");
    h.get_by_label("top: Third check: you lose (1-0)");
}

#[test]
fn king_of_the_hill_ends_when_a_king_reaches_the_hill() {
    let board = glinski().board();
    let hill = ["f6", "e5", "g5"];
    // A cell next to the hill, found by the rules core: from it White's king steps onto the hill.
    let (start, onto) = board
        .cells()
        .map(|c| board.name(c))
        .filter(|name| !hill.contains(&name.as_str()) && name != "f11")
        .find_map(|name| {
            let fen = try_position(&[(&name, Color::White, Role::King), ("f11", Color::Black, Role::King)])?;
            let pos = Position::from_fen(glinski(), &fen).ok()?;
            let step = pos.legal_moves().into_iter().find(|m| hill.contains(&board.name(m.to).as_str()))?;
            Some((fen, step))
        })
        .expect("a cell next to the hill");
    let (mut h, _scripts) = app_with_script("hill", "king_of_the_hill.lua", &start);
    let status = h.get_by_label_contains("bottom: Your move").accesskit_node().value();
    let status = status.unwrap_or_default();
    for cell in hill {
        assert!(status.contains(cell), "the console names the hill: {status}");
    }
    click_move(&mut h, &board.name(onto.from), &board.name(onto.to));
    let outcome = h.state().session().outcome().expect("the king on the hill wins");
    assert_eq!(outcome.reason, EndReason::Hill);
    h.get_by_label("bottom: King on the hill: you win (1-0)");
    h.get_by_label("top: King on the hill: you lose (1-0)");
}
