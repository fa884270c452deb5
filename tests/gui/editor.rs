//! The position editor (docs/user-guide.md, "The editor and lessons"): building a position with the
//! palette and playing from it, the live legality verdict with every reason, and position strings
//! that do not read.

use crate::support::*;
use egui_kittest::kittest::{NodeT, Queryable};
use hexchess::gui::Seat;
use hexchess::rules::{Color, Coord, Piece, Position, Role, Setup, Variant};
use hexchess::script::builtin_variant;

fn glinski() -> &'static Variant {
    builtin_variant("glinski").expect("built-in variant")
}

/// A setup of Gliński's board with these pieces (cell name, FEN letter), built without the editor.
fn setup_of(pieces: &[(&str, char)], turn: Color) -> Setup {
    let board = glinski().board();
    let mut setup = Setup::empty();
    for (name, letter) in pieces {
        let cell = board.parse_cell(name).expect("cell");
        setup.set(Coord::of(board, cell), Piece::from_char(*letter));
    }
    setup.turn = turn;
    setup
}

fn place(h: &mut egui_kittest::Harness<'static, hexchess::gui::HexApp>, tool: &str, cells: &[&str]) {
    click(h, &format!("palette: {tool}"));
    for c in cells {
        click_hex(h, c);
    }
}

fn is_disabled(h: &egui_kittest::Harness<'static, hexchess::gui::HexApp>, label: &str) -> bool {
    h.get_by_label(label).accesskit_node().is_disabled()
}

#[test]
fn a_position_built_in_the_editor_is_played_from_here() {
    let mut h = harness("editor-build", None);
    // The top player's console opens the editor too; it starts from the game's position.
    press(&mut h, Seat::Top, "Editor");
    let studio = h.state().studio();
    assert!(studio.is_open());
    let shown = studio.editor().expect("editor").draft.setup().clone();
    assert_eq!(Position::from_setup(glinski(), &shown).ok(), Some(glinski().start_position()));

    click(&mut h, "Clear board");
    h.get_by_label("White has no king");
    h.get_by_label("Black has no king");
    assert!(is_disabled(&h, "Play from here"));

    place(&mut h, "white king", &["g1"]);
    place(&mut h, "black king", &["g10"]);
    place(&mut h, "white queen", &["b1"]);
    place(&mut h, "white pawn", &["e4"]);
    click(&mut h, "Black to move");
    h.get_by_label("✔ Legal position");
    assert!(!is_disabled(&h, "Play from here"));

    let expected = setup_of(&[("g1", 'K'), ("g10", 'k'), ("b1", 'Q'), ("e4", 'P')], Color::Black);
    let expected = Position::from_setup(glinski(), &expected).expect("a legal position");
    click(&mut h, "Play from here");
    let app = h.state();
    assert!(!app.studio().is_open(), "back to the game");
    let s = app.session();
    assert_eq!(s.position(), &expected);
    assert_eq!(s.game().start(), &expected, "the start is kept for the record");
    assert!(s.game().moves().is_empty());
    assert_eq!(s.white_seat(), Some(Seat::Bottom));

    // Black (the top seat) moves first: one of the king's legal moves, picked by the rules core.
    let board = s.variant().board();
    let g10 = board.parse_cell("g10").unwrap();
    let to = board.name(s.legal_moves_from(g10).first().expect("the king can move").to);
    click_move(&mut h, "g10", &to);
    let s = h.state().session();
    assert_eq!(s.game().moves().len(), 1);
    assert_eq!(s.position().piece_at(board.parse_cell(&to).unwrap()), Some(Piece::new(Color::Black, Role::King)));
}

#[test]
fn the_settings_panel_opens_the_editor_and_the_lessons() {
    let mut h = harness("editor-menu", None);
    press(&mut h, Seat::Bottom, "Settings");
    press(&mut h, Seat::Bottom, "Open position editor");
    assert!(h.state().studio().editor().is_some());
    click(&mut h, "Back to game");
    assert!(!h.state().studio().is_open());
    assert_eq!(count_labels(&h, "Close settings"), 0, "the settings panel closed on the way");
    press(&mut h, Seat::Bottom, "Settings");
    press(&mut h, Seat::Bottom, "Open lessons");
    h.get_by_label("lesson: 02-the-pawn");
}

#[test]
fn an_illegal_position_names_every_reason_and_cannot_be_played() {
    let mut h = harness("editor-illegal", None);
    press(&mut h, Seat::Bottom, "Editor");
    // A second white king and a black pawn on White's first rank (empty at the start).
    place(&mut h, "white king", &["f6"]);
    place(&mut h, "black pawn", &["a1"]);
    let mut setup = glinski().start_setup().clone();
    let board = glinski().board();
    for (name, letter) in [("f6", 'K'), ("a1", 'p')] {
        setup.set(Coord::of(board, board.parse_cell(name).unwrap()), Piece::from_char(letter));
    }
    let reasons = Position::from_setup(glinski(), &setup).expect_err("illegal").reasons().to_vec();
    assert_eq!(reasons.len(), 2, "{reasons:?}");
    for r in &reasons {
        let text = r.to_string();
        let shown = text[..1].to_uppercase() + &text[1..];
        h.get_by_label(&shown);
    }
    h.get_by_label("White has two kings");
    h.get_by_label("Not a legal position:");
    assert!(is_disabled(&h, "Play from here"));
    // Pressing it anyway does nothing.
    let before = *h.state().session().position();
    click(&mut h, "Play from here");
    assert!(h.state().studio().is_open());
    assert_eq!(h.state().session().position(), &before);

    // A right click erases: one reason is left, then none.
    hex(&h, "f6").click_secondary();
    h.run();
    assert_eq!(count_labels(&h, "two kings"), 0);
    h.get_by_label("Not a legal position:");
    hex(&h, "a1").click_secondary();
    h.run();
    h.get_by_label("✔ Legal position");
    assert!(!is_disabled(&h, "Play from here"));
}

#[test]
fn a_bad_position_string_shows_an_error_and_a_good_one_replaces_the_board() {
    let mut h = harness("editor-paste", None);
    press(&mut h, Seat::Bottom, "Editor");
    let before = h.state().studio().editor().unwrap().draft.setup().clone();

    // Typed into the field.
    click(&mut h, "position string");
    h.get_by_label("position string").type_text("hello world");
    h.run();
    click(&mut h, "Apply position");
    let err = glinski_error("hello world");
    h.get_by_label(&format!("Not a position string: {err}"));
    assert_eq!(h.state().studio().editor().unwrap().draft.setup(), &before);

    // From the clipboard, after the Paste button.
    click(&mut h, "Paste position");
    let bad = "6/7/8 w - - 0 1";
    h.event(egui::Event::Paste(bad.into()));
    h.run();
    h.get_by_label(&format!("Not a position string: {}", glinski_error(bad)));
    assert_eq!(h.state().studio().editor().unwrap().draft.setup(), &before);

    // A good string (the five-field public form, without castling) replaces the board.
    click(&mut h, "Paste position");
    h.event(egui::Event::Paste("6/7/8/9/10/11/K8k/9/8/7/6 b - 0 1".into()));
    h.run();
    assert_eq!(count_labels(&h, "Not a position string"), 0);
    let ours = "6/7/8/9/10/11/K8k/9/8/7/6 b - - 0 1";
    let expected = Position::from_fen(glinski(), ours).expect("legal");
    let shown = h.state().studio().editor().unwrap().draft.setup().clone();
    assert_eq!(Position::from_setup(glinski(), &shown).ok(), Some(expected));

    // Copy writes our own form.
    click(&mut h, "Copy position");
    h.get_by_label(&format!("Copied: {}", expected.fen()));
}

/// What the rules core says about a malformed string.
fn glinski_error(text: &str) -> String {
    hexchess::rules::fen::parse(glinski(), text).expect_err("malformed").to_string()
}
