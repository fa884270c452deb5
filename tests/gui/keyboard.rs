//! Keyboard play (user guide, "Playing by keyboard"): Tab reaches the board, the arrow keys move
//! a cursor over the hexes in screen terms, a ring shows where it is, and Enter or Space picks a
//! piece up and puts it down. A whole game is played with key events alone.

use crate::support::*;
use egui::epaint::{ColorMode, Shape};
use egui::{Key, Modifiers, Pos2, Rect};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use hexchess::gui::kit::canvas::FOCUS_RING_WIDTH;
use hexchess::gui::kit::theme::Palette;
use hexchess::gui::{HexApp, Seat};
use hexchess::rules::EndReason;

/// The name of the hex that has keyboard focus, if a hex has it.
fn focused_hex(h: &Harness<'static, HexApp>) -> Option<String> {
    let node = h.query_by(|n| n.is_focused())?;
    let label = node.accesskit_node().label()?;
    let name = label.split(',').next()?.to_string();
    (hex_names(h).contains(&name)).then_some(name)
}

/// Every cell name of the board in play.
fn hex_names(h: &Harness<'static, HexApp>) -> Vec<String> {
    let board = h.state().session().variant().board();
    board.cells().map(|c| board.name(c)).collect()
}

fn press_key(h: &mut Harness<'static, HexApp>, key: Key, modifiers: Modifiers) {
    h.key_press_modifiers(modifiers, key);
    h.run();
}

/// Presses Tab until a hex has the focus.
fn tab_to_board(h: &mut Harness<'static, HexApp>) -> String {
    for _ in 0..200 {
        if let Some(name) = focused_hex(h) {
            return name;
        }
        press_key(h, Key::Tab, Modifiers::NONE);
    }
    panic!("Tab never reached the board");
}

/// Moves the cursor to the hex `to` with arrow keys alone, steering by where the hexes are drawn.
fn walk_to(h: &mut Harness<'static, HexApp>, to: &str) {
    let target = hex(h, to).rect().center();
    for _ in 0..40 {
        let here = focused_hex(h).expect("a hex has the focus");
        if here == to {
            return;
        }
        let at = hex(h, &here).rect();
        let d = target - at.center();
        let key = if d.x.abs() > at.width() * 0.5 {
            if d.x > 0.0 { Key::ArrowRight } else { Key::ArrowLeft }
        } else if d.y < 0.0 {
            Key::ArrowUp
        } else {
            Key::ArrowDown
        };
        press_key(h, key, Modifiers::NONE);
        assert_ne!(focused_hex(h).as_deref(), Some(here.as_str()), "{key:?} from {here} did not move");
    }
    panic!("the cursor did not reach {to}");
}

/// Whether the frame painted a focus ring (a closed line of the ring's width and colour)
/// centred on `rect`.
fn ring_around(h: &Harness<'static, HexApp>, rect: Rect) -> bool {
    let focus = Palette::of(h.state().settings().theme).focus;
    h.output().shapes.iter().any(|clipped| match &clipped.shape {
        Shape::Path(p) => {
            let n = p.points.len().max(1) as f32;
            let mid = p.points.iter().fold(Pos2::ZERO, |a, q| a + q.to_vec2()) / n;
            p.closed
                && p.stroke.width == FOCUS_RING_WIDTH
                && p.stroke.color == ColorMode::Solid(focus)
                && (mid - rect.center()).length() < 1.0
        }
        Shape::Rect(r) => r.stroke.width == FOCUS_RING_WIDTH && r.stroke.color == focus && r.rect.contains_rect(rect),
        _ => false,
    })
}

#[test]
fn fools_mate_played_with_keys_alone() {
    let pgn = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/games/FoolsMate.pgn")).unwrap();
    let moves = record_moves(&pgn);
    let mut h = harness("keys-fools", None);
    tab_to_board(&mut h);
    for (i, m) in moves.iter().enumerate() {
        let cells = cells_of(m);
        walk_to(&mut h, &cells[0]);
        // Enter picks the piece up, Space puts it down.
        press_key(&mut h, Key::Enter, Modifiers::NONE);
        let picked = h.state().selected_cell().map(|c| h.state().session().variant().board().name(c));
        assert_eq!(picked.as_deref(), Some(cells[0].as_str()), "{m}");
        walk_to(&mut h, &cells[1]);
        press_key(&mut h, Key::Space, Modifiers::NONE);
        assert_eq!(h.state().session().game().moves().len(), i + 1, "after {m}");
    }
    let outcome = h.state().session().outcome().expect("the game is over");
    assert_eq!(outcome.reason, EndReason::Checkmate);
    assert_eq!(outcome.points.result_text(), "1-0");
}

#[test]
fn a_ring_marks_the_focused_hex_and_follows_the_cursor() {
    let mut h = harness("keys-ring", None);
    let start = tab_to_board(&mut h);
    assert!(ring_around(&h, hex(&h, &start).rect()), "a ring on {start}");
    press_key(&mut h, Key::ArrowUp, Modifiers::NONE);
    let up = focused_hex(&h).unwrap();
    assert_ne!(up, start);
    assert!(hex(&h, &up).rect().center().y < hex(&h, &start).rect().center().y, "Up goes up on screen");
    assert!(ring_around(&h, hex(&h, &up).rect()));
    assert!(!ring_around(&h, hex(&h, &start).rect()), "the ring left {start}");
    // Escape takes the focus away, and the ring with it.
    press_key(&mut h, Key::Escape, Modifiers::NONE);
    assert_eq!(focused_hex(&h), None);
    assert!(!ring_around(&h, hex(&h, &up).rect()));
}

#[test]
fn up_still_goes_up_on_screen_when_the_board_is_flipped() {
    let mut h = harness("keys-flip", None);
    press(&mut h, Seat::Bottom, "Flip");
    let start = tab_to_board(&mut h);
    for (key, up) in [(Key::ArrowUp, true), (Key::ArrowDown, false)] {
        let before = focused_hex(&h).unwrap();
        press_key(&mut h, key, Modifiers::NONE);
        let after = focused_hex(&h).unwrap();
        let (a, b) = (hex(&h, &before).rect().center(), hex(&h, &after).rect().center());
        assert!((b.y < a.y) == up && (b.x - a.x).abs() < 1.0, "{key:?}: {before} -> {after} (from {start})");
    }
    // Right twice keeps the height, Shift+Right takes the other side neighbour.
    let before = focused_hex(&h).unwrap();
    press_key(&mut h, Key::ArrowRight, Modifiers::NONE);
    let plain = focused_hex(&h).unwrap();
    press_key(&mut h, Key::ArrowLeft, Modifiers::NONE);
    assert_eq!(focused_hex(&h).unwrap(), before, "Left undoes Right");
    press_key(&mut h, Key::ArrowRight, Modifiers::SHIFT);
    let shifted = focused_hex(&h).unwrap();
    assert_ne!(shifted, plain);
    assert!(hex(&h, &shifted).rect().center().x > hex(&h, &before).rect().center().x);
}

#[test]
fn a_ring_marks_a_focused_button_too() {
    let mut h = harness("keys-button", None);
    for _ in 0..200 {
        press_key(&mut h, Key::Tab, Modifiers::NONE);
        if let Some(node) = h.query_by(|n| n.is_focused())
            && node.accesskit_node().label().is_some_and(|l| l.starts_with("bottom: "))
        {
            let rect = node.rect();
            assert!(ring_around(&h, rect), "a ring around {:?}", node.accesskit_node().label());
            return;
        }
    }
    panic!("Tab never reached a bottom console button");
}

/// Types `text` into `seat`'s move box and presses Enter.
fn type_move(h: &mut Harness<'static, HexApp>, seat: Seat, text: &str) {
    press(h, seat, "Move box");
    h.get_by_label(&seat.label("Move box")).type_text(text);
    h.run();
    h.key_press(Key::Enter);
    h.run();
}

#[test]
fn the_top_player_types_moves_in_the_names_drawn_on_its_side() {
    for variant in ["glinski", "shafran"] {
        let settings = format!(r#"{{"variant": "{variant}"}}"#);
        let (mut typed, _, _) = timed_app(&format!("typed-top-{variant}"), &settings, None);
        let (mut clicked, _, _) = timed_app(&format!("clicked-top-{variant}"), &settings, None);
        // A pawn of the top army, one step towards the bottom, in the names on its hexes.
        let (from, to) = {
            let s = clicked.state().session();
            let b = s.variant().board();
            let mv = s
                .position()
                .legal_moves()
                .into_iter()
                .find(|m| s.position().piece_at(m.from).is_some_and(|p| p.role == hexchess::rules::Role::Pawn))
                .unwrap();
            let v = s.variant();
            (b.name(v.symmetric_cell(mv.from)), b.name(v.symmetric_cell(mv.to)))
        };
        assert!(hex_label(&clicked, &from).ends_with("black pawn"), "{variant}: the top army on {from}");
        click_move(&mut clicked, &from, &to);
        type_move(&mut typed, Seat::Top, &format!("{from}{to}"));
        let (a, b) = (typed.state().session(), clicked.state().session());
        assert_eq!(a.white_seat(), Some(Seat::Top), "{variant}: {from}{to} typed from the top claims White");
        assert_eq!(a.position().fen(), b.position().fen(), "{variant}: typing is clicking");
        // Then the bottom player, now Black, types in the names on its side, which are Black's.
        let (rf, rt) = {
            let b = a.variant().board();
            let mv = a.position().legal_moves()[0];
            (b.name(mv.from), b.name(mv.to))
        };
        assert!(hex_label(&typed, &rf).contains("black"), "{variant}: {rf}");
        type_move(&mut typed, Seat::Bottom, &format!("{rf}{rt}"));
        assert_eq!(typed.state().session().game().moves().len(), 2, "{variant}: {rf}{rt}");
    }
}
