//! What a screen reader finds (user guide, "For screen readers"): every hex announces its name,
//! its piece and its state; the score card, the prompts, the clocks and the Settings panel's
//! "set by" notes are labelled too. Read from the accessibility tree that egui builds.

use crate::support::*;
use egui_kittest::kittest::Queryable;
use hexchess::gui::Seat;

#[test]
fn hexes_announce_their_piece() {
    let h = harness("a11y-pieces", None);
    assert_eq!(hex_label(&h, "f5"), "f5, white pawn");
    assert_eq!(hex_label(&h, "g7"), "g7, black pawn");
    assert_eq!(hex_label(&h, "e6"), "e6, empty");
    // The name before the comma finds the hex: "f1" is not "f11".
    assert_eq!(hex_label(&h, "f1"), "f1, white bishop");
    assert_eq!(hex_label(&h, "f11"), "f11, black bishop");
}

#[test]
fn a_selected_piece_names_its_moves_and_its_captures() {
    let mut h = harness("a11y-targets", None);
    click_hex(&mut h, "e4");
    assert_eq!(hex_label(&h, "e4"), "e4, white pawn, selected");
    assert_eq!(hex_label(&h, "e6"), "e6, empty, legal move");
    assert_eq!(hex_label(&h, "e7"), "e7, black pawn", "not a target");
    // Gliński's short mate: after 1. Qe1c3 Qe10c6 2. b1b2 b7b6 3. Bf3b1 e7e6, White's queen on c3
    // attacks Black's bishop on f9.
    click_hex(&mut h, "e4"); // drop the selection
    for (a, b) in [("e1", "c3"), ("e10", "c6"), ("b1", "b2"), ("b7", "b6"), ("f3", "b1"), ("e7", "e6")] {
        click_move(&mut h, a, b);
    }
    click_hex(&mut h, "c3");
    assert_eq!(hex_label(&h, "f9"), "f9, black bishop, can be captured");
    assert!(hex_label(&h, "c4").ends_with(", legal move"), "{}", hex_label(&h, "c4"));
    // Taking it is mate; the king's hex says it is in check.
    click_hex(&mut h, "f9");
    let king = hex_label(&h, "g10");
    assert_eq!(king, "g10, black king, in check");
}

#[test]
fn the_score_card_the_colours_and_the_clocks_are_labelled() {
    let mut h = harness("a11y-card", None);
    for seat in Seat::BOTH {
        h.get_by_label(&seat.label("score 0"));
        h.get_by_label(&seat.label("colour: whoever moves first plays White"));
        h.get_by_label(&seat.label("match · game 1"));
        h.get_by_label(&seat.label("no clock"));
    }
    click_move(&mut h, "f5", "f6");
    h.get_by_label("bottom: plays White");
    h.get_by_label("top: plays Black");
    let timed = timed_app("a11y-clock", r#"{"clock": {"custom": {"minutes": 10, "increment": 5}}}"#, None).0;
    for seat in Seat::BOTH {
        assert_eq!(shown(&timed, seat), "10:00", "{seat:?}");
    }
}

#[test]
fn prompts_are_labelled_for_both_players() {
    let mut h = harness("a11y-prompts", None);
    click_move(&mut h, "e4", "e5");
    press(&mut h, Seat::Bottom, "Draw");
    h.get_by_label("top: Draw offered.");
    h.get_by_label("bottom: Draw offered: waiting for your opponent");
}

#[test]
fn the_settings_panel_says_who_set_each_rule() {
    let mut h = harness("a11y-settings", None);
    press(&mut h, Seat::Bottom, "Settings");
    let notes = h.query_all_by_label_contains("bottom: set by ").count();
    assert!(notes >= 4, "one note per rule, found {notes}");
}
