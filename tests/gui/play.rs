//! Playing by clicking hexes: a full game, first move claims White, promotion, dragging,
//! typed moves, Escape, flip.

use crate::support::*;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use hexchess::gui::{HexApp, Seat};
use hexchess::rules::{Color, EndReason, Piece, Role};

#[test]
fn fools_mate_played_by_clicking_cells() {
    let pgn = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/games/FoolsMate.pgn")).unwrap();
    let moves = record_moves(&pgn);
    assert_eq!(moves.len(), 7, "{moves:?}");
    let mut h = harness("fools", None);
    for (i, m) in moves.iter().enumerate() {
        let cells = cells_of(m);
        assert_eq!(cells.len(), 2, "{m}");
        click_move(&mut h, &cells[0], &cells[1]);
        assert_eq!(h.state().session().game().moves().len(), i + 1, "after {m}");
    }
    let s = h.state().session();
    let outcome = s.outcome().expect("the game is over");
    assert_eq!(outcome.reason, EndReason::Checkmate);
    assert_eq!(outcome.points.result_text(), "1-0");
    // The bottom seat moved first, so it played White and takes the point.
    assert_eq!((s.score(Seat::Bottom), s.score(Seat::Top)), (4, 0));
    // Both players see the end, each on their side.
    assert_eq!(count_labels(&h, "Checkmate"), 2);
    h.get_by_label("bottom: Checkmate: you win (1-0)");
    h.get_by_label("top: Checkmate: you lose (1-0)");
    // New game starts the next game of the match; the board is live again.
    press(&mut h, Seat::Top, "New game");
    let s = h.state().session();
    assert!(s.outcome().is_none() && s.game().moves().is_empty() && s.white_seat().is_none());
    assert_eq!(s.score(Seat::Bottom), 4);
}

#[test]
fn the_top_player_moving_first_becomes_white() {
    let mut h = harness("top-first", None);
    // Before anyone moves, the hexes carry the names of the standard diagram (White below):
    // the top player's f-pawn stands on f7.
    click_move(&mut h, "f7", "f6");
    let s = h.state().session();
    assert_eq!(s.white_seat(), Some(Seat::Top));
    assert_eq!(s.color_of(Seat::Top), Color::White);
    // The rules core sees White's f-pawn go f5-f6: the board is mirrored onto it.
    let pos = s.position();
    let board = s.variant().board();
    assert_eq!(pos.piece_at(board.parse_cell("f6").unwrap()), Some(Piece::new(Color::White, Role::Pawn)));
    assert_eq!(pos.piece_at(board.parse_cell("f5").unwrap()), None);
    assert_eq!(h.state().session().seat_to_move(), Some(Seat::Bottom));
    // Now the bottom army is Black. Its b-pawn sits on the hex the rules call b7.
    click_move(&mut h, "b7", "b6");
    let s = h.state().session();
    assert_eq!(s.game().moves().len(), 2);
    let b6 = s.variant().board().parse_cell("b6").unwrap();
    assert_eq!(s.position().piece_at(b6), Some(Piece::new(Color::Black, Role::Pawn)));
    // The bottom console now reads "Black", the top one is to move.
    assert_eq!(s.seat_to_move(), Some(Seat::Top));
}

/// The top player of `variant` moves first, `from`–`to` as the hexes are named before the claim
/// (the standard diagram, White below), off the centre file where a mirror and a half turn
/// differ. The rules core must then see White's `white_from`–`white_to`, and the hexes the rules
/// call so must be drawn where the player picked the pawn up and put it down.
fn top_claims_white(variant: &str, from: &str, to: &str, white_from: &str, white_to: &str) {
    let dir = temp_config(variant);
    std::fs::write(dir.join("settings.json"), format!(r#"{{"variant": "{variant}"}}"#)).unwrap();
    let mut h = harness_with(hexchess::gui::AppOptions::for_tests(dir));
    assert_eq!(h.state().session().variant().name(), variant);
    let (picked, dropped) = (hex(&h, from).rect(), hex(&h, to).rect());
    click_move(&mut h, from, to);
    let s = h.state().session();
    assert_eq!(s.white_seat(), Some(Seat::Top), "{variant}");
    let board = s.variant().board();
    let at = |name: &str| s.position().piece_at(board.parse_cell(name).unwrap());
    assert_eq!(at(white_to), Some(Piece::new(Color::White, Role::Pawn)), "{variant}: White's {white_from}-{white_to}");
    assert_eq!(at(white_from), None, "{variant}");
    assert_eq!(hex(&h, white_to).rect(), dropped, "{variant}: {white_to} is drawn where the pawn was put");
    assert_eq!(hex(&h, white_from).rect(), picked, "{variant}: {white_from} is drawn where it stood");
}

#[test]
fn on_glinskis_board_the_top_player_claims_white_by_a_mirror() {
    // The mirror keeps the file: Black's c7 is White's c2.
    top_claims_white("glinski", "c7", "c6", "c2", "c3");
}

#[test]
fn on_mccooeys_board_the_top_player_claims_white_by_a_mirror() {
    top_claims_white("mccooey", "d8", "d7", "d2", "d3");
}

#[test]
fn on_shafrans_board_the_top_player_claims_white_by_a_half_turn() {
    // The half turn swaps the files about e: Black's c7 is White's g4.
    top_claims_white("shafran", "c7", "c6", "g4", "g5");
}

#[test]
fn promotion_goes_through_the_picker() {
    let mut h = harness("promo", Some("K5/7/8/9/10/9P1/10/9/8/7/5k w - - 0 1"));
    click_move(&mut h, "f10", "f11");
    assert!(h.state().session().game().moves().is_empty(), "waits for the choice");
    for name in ["Queen", "Rook", "Bishop", "Knight"] {
        h.get_by_label(&Seat::Bottom.label(name));
    }
    press(&mut h, Seat::Bottom, "Queen");
    let s = h.state().session();
    let f11 = s.variant().board().parse_cell("f11").unwrap();
    assert_eq!(s.position().piece_at(f11), Some(Piece::new(Color::White, Role::Queen)));
}

#[test]
fn the_top_player_promotes_through_a_picker_that_faces_them() {
    use hexchess::rules::{Coord, Position, Setup, fen};
    let glinski = hexchess::script::builtin_variant("glinski").unwrap();
    let board = glinski.board();
    let mut setup = Setup::empty();
    for (name, piece) in [
        ("b1", Piece::new(Color::White, Role::King)),
        ("g10", Piece::new(Color::Black, Role::King)),
        ("h2", Piece::new(Color::Black, Role::Pawn)),
    ] {
        setup.set(Coord::of(board, board.parse_cell(name).unwrap()), Some(piece));
    }
    Position::from_setup(glinski, &setup).expect("a legal position");
    let mut h = harness("top-promo", Some(&fen::write(glinski, &setup)));
    click_move(&mut h, "b1", "b2");
    // Black's pawn reaches White's edge; the picker opens on the top player's console only.
    click_move(&mut h, "h2", "h1");
    assert_eq!(h.state().session().game().moves().len(), 1, "waits for the choice");
    assert!(h.query_by_label(&Seat::Bottom.label("Queen")).is_none());
    let at = |name: &str| h.get_by_label(&Seat::Top.label(name)).rect().center();
    let (queen, knight, cancel) = (at("Queen"), at("Knight"), at("Cancel promotion"));
    // Turned half round to face the top player: their left-to-right is the screen's right-to-left,
    // and Cancel, below the pieces for them, is above them on the screen.
    assert!(queen.x > knight.x, "Queen first from the top player's side: {queen:?} {knight:?}");
    assert!(cancel.y < queen.y, "Cancel below the pieces for the top player: {cancel:?} {queen:?}");
    press(&mut h, Seat::Top, "Knight");
    let s = h.state().session();
    let h1 = s.variant().board().parse_cell("h1").unwrap();
    assert_eq!(s.position().piece_at(h1), Some(Piece::new(Color::Black, Role::Knight)));
}

#[test]
fn dragging_a_piece_moves_it() {
    let mut h = harness("drag", None);
    let from = hex(&h, "e4").rect().center();
    let to = hex(&h, "e5").rect().center();
    h.hover_at(from);
    h.drag_at(from);
    h.run();
    h.hover_at(from + (to - from) * 0.5);
    h.run();
    h.hover_at(to);
    h.run();
    h.drop_at(to);
    h.run();
    let s = h.state().session();
    assert_eq!(s.game().moves().len(), 1);
    let e5 = s.variant().board().parse_cell("e5").unwrap();
    assert_eq!(s.position().piece_at(e5), Some(Piece::new(Color::White, Role::Pawn)));
}

#[test]
fn moves_can_be_typed_and_escape_deselects() {
    let mut h = harness("typed", None);
    press(&mut h, Seat::Bottom, "Move box");
    h.get_by_label("bottom: Move box").type_text("f5f6");
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(h.state().session().game().moves().len(), 1);
    // Black (top) types in SAN.
    press(&mut h, Seat::Top, "Move box");
    h.get_by_label("top: Move box").type_text("Nh9f8");
    h.run();
    press(&mut h, Seat::Top, "Play typed move");
    assert_eq!(h.state().session().game().moves().len(), 2);
    // The move box only shows on the console of the side to move.
    assert!(h.query_by_label("top: Move box").is_none());
    // Select a piece, then Escape drops the selection.
    click_hex(&mut h, "d1");
    let d1 = h.state().session().variant().board().parse_cell("d1").unwrap();
    assert_eq!(h.state().selected_cell(), Some(d1));
    h.key_press(egui::Key::Escape);
    h.run();
    assert_eq!(h.state().selected_cell(), None);
    click_hex(&mut h, "c3"); // a knight target of d1: with the selection gone, nothing moves
    assert_eq!(h.state().session().game().moves().len(), 2);
}

#[test]
fn flip_turns_the_view_and_flipping_again_restores_it() {
    let mut h = harness("flip", None);
    let f1 = hex(&h, "f1").rect().center();
    let f11 = hex(&h, "f11").rect().center();
    assert!(f1.y > f11.y);
    press(&mut h, Seat::Top, "Flip");
    assert!(h.state().flipped());
    // A half turn about the centre puts f1 where f11 was.
    assert!((hex(&h, "f1").rect().center() - f11).length() < 1.0);
    press(&mut h, Seat::Bottom, "Flip");
    assert!((hex(&h, "f1").rect().center() - f1).length() < 0.5);
}

#[test]
fn the_top_console_is_turned_to_face_the_player_opposite() {
    let h = harness("facing-console", None);
    let screen = egui::vec2(1280.0, 800.0);
    for name in ["Undo", "Draw", "Flip", "Settings", "Resign", "Mute", "Score card", "Move box"] {
        let bottom = h.get_by_label(&Seat::Bottom.label(name)).rect();
        let top = h.get_by_label(&Seat::Top.label(name)).rect();
        // A half turn about the window's centre maps one onto the other.
        let turned = egui::pos2(screen.x, screen.y) - bottom.center().to_vec2();
        assert!((top.center() - turned).length() < 1.0, "{name}: {top:?} vs {bottom:?}");
        assert!(bottom.center().y > 700.0 && top.center().y < 100.0, "{name}");
    }
}

/// Types `text` into the bottom player's move box and plays it; returns the rectangles of the
/// texts that say it was refused, and of the Editor, Lessons, Learn and Puzzles buttons shown.
fn refuse_typed_move(h: &mut Harness<'static, HexApp>, text: &str) -> (Vec<egui::Rect>, Vec<egui::Rect>) {
    press(h, Seat::Bottom, "Move box");
    h.get_by_label("bottom: Move box").type_text(text);
    h.run();
    press(h, Seat::Bottom, "Play typed move");
    assert!(h.state().session().game().moves().is_empty(), "{text} was refused");
    let refusal = format!("{text} is not a legal move");
    let said: Vec<egui::Rect> = h.query_all_by_label_contains(&refusal).map(|n| n.rect()).collect();
    let studio = ["Editor", "Lessons", "Learn", "Puzzles"]
        .iter()
        .filter_map(|name| h.query_by_label(&Seat::Bottom.label(name)).map(|n| n.rect()))
        .collect();
    (said, studio)
}

#[test]
fn a_refused_typed_move_is_said_where_it_fits_and_never_over_a_button() {
    // The usual window: no room beside the box, so the status line says it.
    let mut h = harness("refused-1280", None);
    let (said, studio) = refuse_typed_move(&mut h, "f5f9");
    assert_eq!(said.len(), 1, "said once");
    assert_eq!(studio.len(), 4);
    assert!(studio.iter().all(|b| !b.intersects(said[0])), "{said:?} runs over {studio:?}");
    let status = h.get_by_label_contains("f5f9 is not a legal move").accesskit_node().value().unwrap_or_default();
    assert!(
        status.contains("Either player may move first") && status.contains(" · f5f9 is not a legal move"),
        "{status}"
    );

    // A wide window: beside the move box, below the status line.
    let options = hexchess::gui::AppOptions::for_tests(temp_config("refused-1920"));
    let mut h = Harness::builder()
        .with_size(egui::vec2(1920.0, 1080.0))
        .with_max_steps(SETTLE_STEPS)
        .build_eframe(|_cc| HexApp::new(options));
    h.run();
    let (said, studio) = refuse_typed_move(&mut h, "f5f9");
    assert_eq!(said.len(), 1, "said once");
    assert!(studio.iter().all(|b| !b.intersects(said[0])), "{said:?} runs over {studio:?}");
    let box_rect = h.get_by_label("bottom: Move box").rect();
    assert!(said[0].left() > box_rect.right() && said[0].top() >= box_rect.top() - 1.0, "{said:?} beside {box_rect:?}");
    let said = h.get_by_label_contains("f5f9 is not a legal move").accesskit_node().value().unwrap_or_default();
    assert!(!said.contains("Either player") && !said.contains(" · "), "on its own: {said}");
}
