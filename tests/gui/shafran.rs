//! Shafran's rules played by clicks: the four castlings by moving the king to its cell, a
//! three-step pawn move, en passant on the first of two passed cells, and bare kings drawn.
//! Positions are built with the rules core from the start position, not typed in.

use crate::support::*;
use egui_kittest::Harness;
use hexchess::gui::{AppOptions, HexApp};
use hexchess::rules::{Color, Coord, EndReason, MoveKind, Piece, Position, Role, Setup, Variant, fen};

fn shafran() -> &'static Variant {
    hexchess::script::builtin_variant("shafran").unwrap()
}

/// The app playing Shafran's game from `start` (a position string; `None`: the start position).
fn app(tag: &str, start: Option<String>) -> Harness<'static, HexApp> {
    let dir = temp_config(tag);
    std::fs::write(dir.join("settings.json"), r#"{"variant": "shafran"}"#).unwrap();
    let mut options = AppOptions::for_tests(dir);
    options.start_fen = start;
    harness_with(options)
}

/// `setup` with the pieces on `cells` removed (or replaced by `piece`).
fn with(mut setup: Setup, cells: &[&str], piece: Option<Piece>) -> Setup {
    let board = shafran().board();
    for name in cells {
        setup.set(Coord::of(board, board.parse_cell(name).unwrap()), piece);
    }
    setup
}

/// The position string of a setup the rules accept.
fn fen_of(setup: &Setup) -> String {
    Position::from_setup(shafran(), setup).expect("a legal position");
    fen::write(shafran(), setup)
}

fn piece_on(h: &Harness<'static, HexApp>, name: &str) -> Option<Piece> {
    let s = h.state().session();
    s.position().piece_at(s.variant().board().parse_cell(name).unwrap())
}

#[test]
fn all_four_castlings_by_moving_the_king_to_its_cell() {
    let white = |role| Some(Piece::new(Color::White, role));
    // White's back rank cleared between the king and both rooks.
    let setup = with(shafran().start_position().to_setup(), &["b1", "c1", "d1", "f2", "g3", "h4"], None);
    let start = fen_of(&setup);
    for (king_to, rook_from, rook_to) in
        [("c1", "a1", "d1"), ("b1", "a1", "c1"), ("g3", "i5", "f2"), ("h4", "i5", "g3")]
    {
        let mut h = app(&format!("castle-{king_to}"), Some(start.clone()));
        click_move(&mut h, "e1", king_to);
        let s = h.state().session();
        assert_eq!(s.game().moves().len(), 1, "e1-{king_to} is played");
        assert!(matches!(s.game().moves()[0].kind, MoveKind::Castle(_)), "e1-{king_to} castles");
        assert_eq!(piece_on(&h, king_to), white(Role::King));
        assert_eq!(piece_on(&h, rook_to), white(Role::Rook), "the rook goes {rook_from}-{rook_to}");
        assert_eq!(piece_on(&h, rook_from), None);
    }
}

#[test]
fn a_pawn_steps_three_cells_from_its_start() {
    let mut h = app("three-step", None);
    click_move(&mut h, "d2", "d5");
    assert_eq!(piece_on(&h, "d5"), Some(Piece::new(Color::White, Role::Pawn)));
    assert_eq!(piece_on(&h, "d2"), None);
}

#[test]
fn en_passant_on_the_first_of_two_passed_cells() {
    let board = shafran().board();
    let black_pawn = Some(Piece::new(Color::Black, Role::Pawn));
    let base = with(shafran().start_position().to_setup(), &["e9", "d8", "f9"], None);
    // A black pawn placed where the rules let it take White's e2-e5 on e3, the first passed cell.
    let (setup, taker) = board
        .cells()
        .map(|c| board.name(c))
        .filter(|name| base.piece_at(Coord::of(board, board.parse_cell(name).unwrap())).is_none())
        .find_map(|name| {
            let setup = with(base.clone(), &[&name], black_pawn);
            let pos = Position::from_setup(shafran(), &setup).ok()?;
            let push =
                pos.legal_moves().into_iter().find(|m| board.name(m.from) == "e2" && board.name(m.to) == "e5")?;
            let after = pos.play(push).ok()?;
            let takes_on_e3 =
                after.legal_moves().iter().any(|m| m.kind == MoveKind::EnPassant && board.name(m.to) == "e3");
            takes_on_e3.then_some((setup, name))
        })
        .expect("some cell lets a black pawn take on e3");
    let mut h = app("en-passant", Some(fen_of(&setup)));
    click_move(&mut h, "e2", "e5");
    click_move(&mut h, &taker, "e3");
    let s = h.state().session();
    assert_eq!(s.game().moves().len(), 2, "{taker}xe3 en passant is played");
    assert_eq!(s.game().moves()[1].kind, MoveKind::EnPassant);
    assert_eq!(piece_on(&h, "e3"), black_pawn);
    assert_eq!(piece_on(&h, "e5"), None, "White's pawn is taken");
}

#[test]
fn taking_the_last_piece_leaves_bare_kings_and_a_draw() {
    let board = shafran().board();
    let mut empty = Setup::empty();
    empty.turn = Color::White;
    let kings = with(
        with(empty, &["e1"], Some(Piece::new(Color::White, Role::King))),
        &["e10"],
        Some(Piece::new(Color::Black, Role::King)),
    );
    // A lone black knight next to White's king, where the king may take it.
    let (setup, knight) = board
        .cells()
        .map(|c| board.name(c))
        .filter(|n| n != "e1" && n != "e10")
        .find_map(|name| {
            let setup = with(kings.clone(), &[&name], Some(Piece::new(Color::Black, Role::Knight)));
            let pos = Position::from_setup(shafran(), &setup).ok()?;
            let take = pos.legal_moves().iter().any(|m| board.name(m.from) == "e1" && board.name(m.to) == name);
            take.then_some((setup, name))
        })
        .expect("a cell next to the king");
    let mut h = app("bare-kings", Some(fen_of(&setup)));
    assert!(h.state().session().outcome().is_none());
    click_move(&mut h, "e1", &knight);
    let outcome = h.state().session().outcome().expect("the game ends");
    assert_eq!(outcome.reason, EndReason::BareKings);
    assert_eq!(outcome.points.result_text(), "1/2-1/2");
}
