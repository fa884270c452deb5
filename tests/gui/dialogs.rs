//! The console buttons and their dialogs: draw offers, rewind requests, resignation, the score
//! card, mute; and every way a game ends.

use std::cell::Cell as StdCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use crate::support::*;
use egui_kittest::kittest::Queryable;
use hexchess::gui::{AppOptions, HouseRuleLayer, ReloadNotice, ScriptInfo, Seat};
use hexchess::rules::{EndReason, RuleSettings, StalemateRule, Variant};

#[test]
fn a_draw_offer_declined_then_accepted() {
    let mut h = harness("draw", None);
    click_move(&mut h, "e4", "e5");
    press(&mut h, Seat::Bottom, "Draw");
    // The opponent answers on their own console; the offerer cannot answer.
    assert!(h.query_by_label("bottom: Accept draw").is_none());
    press(&mut h, Seat::Top, "Decline draw");
    assert!(h.state().session().outcome().is_none());
    assert!(h.state().session().pending().is_none());
    press(&mut h, Seat::Top, "Draw");
    press(&mut h, Seat::Bottom, "Accept draw");
    let s = h.state().session();
    assert_eq!(s.outcome().unwrap().reason, EndReason::Agreement);
    assert_eq!((s.score(Seat::Bottom), s.score(Seat::Top)), (2, 2));
    assert_eq!(count_labels(&h, "Draw agreed: drawn, ½ each (1/2-1/2)"), 2);
}

#[test]
fn a_rewind_request_accepted() {
    let mut h = harness("rewind", None);
    click_move(&mut h, "e4", "e5");
    click_move(&mut h, "e7", "e6");
    click_move(&mut h, "d1", "c3");
    press(&mut h, Seat::Top, "Undo");
    // The numbered history: the start and the position after each earlier move.
    h.get_by_label("top: rewind to 0");
    h.get_by_label("top: rewind to 2");
    press(&mut h, Seat::Top, "rewind to 1");
    press(&mut h, Seat::Top, "Request rewind");
    // Only the opponent sees the question.
    assert!(h.query_by_label("top: Accept rewind").is_none());
    press(&mut h, Seat::Bottom, "Accept rewind");
    let s = h.state().session();
    assert_eq!(s.game().moves().len(), 1);
    assert_eq!(s.seat_to_move(), Some(Seat::Top));
}

#[test]
fn resigning_needs_confirmation_and_gives_the_opponent_the_point() {
    let mut h = harness("resign", None);
    click_move(&mut h, "e4", "e5");
    press(&mut h, Seat::Top, "Resign");
    press(&mut h, Seat::Top, "Cancel resign");
    assert!(h.state().session().outcome().is_none());
    press(&mut h, Seat::Top, "Resign");
    press(&mut h, Seat::Top, "Confirm resign");
    let s = h.state().session();
    assert_eq!(s.outcome().unwrap().reason, EndReason::Resignation);
    assert_eq!((s.score(Seat::Bottom), s.score(Seat::Top)), (4, 0));
    h.get_by_label("bottom: Resignation: you win (1-0)");
    h.get_by_label("top: Resignation: you lose (1-0)");
}

#[test]
fn stalemate_scores_three_quarters_under_glinskis_rule() {
    let mut h = harness("stalemate", Some("6/7/8/9/10/7K2k/10/9/8/7/6 w - - 0 1"));
    click_move(&mut h, "f8", "f9");
    let s = h.state().session();
    let o = s.outcome().unwrap();
    assert_eq!(o.reason, EndReason::Stalemate);
    assert_eq!(o.points.result_text(), "3/4-1/4");
    assert_eq!((s.score(Seat::Bottom), s.score(Seat::Top)), (3, 1));
    h.get_by_label("bottom: Stalemate: you score ¾ (3/4-1/4)");
    h.get_by_label("top: Stalemate: you score ¼ (3/4-1/4)");
}

/// A stand-in for a Lua house-rule script that sets stalemate to a draw; `active` switches it
/// (as saving the file would), and the next `refresh` reports the reload.
struct DrawScript {
    active: Rc<StdCell<bool>>,
    seen: bool,
}

impl HouseRuleLayer for DrawScript {
    fn apply(&self, s: &mut RuleSettings, sources: &mut BTreeMap<String, String>) {
        if self.active.get() {
            s.stalemate = StalemateRule::Draw;
            sources.insert("stalemate".into(), "draw_stalemate.lua".into());
        }
    }
    fn refresh(&mut self) -> Option<ReloadNotice> {
        (self.active.get() != self.seen).then(|| {
            self.seen = self.active.get();
            ReloadNotice::Reloaded("draw_stalemate.lua".into())
        })
    }
    fn scripts(&self) -> Vec<ScriptInfo> {
        vec![ScriptInfo {
            file: "draw_stalemate.lua".into(),
            enabled: self.active.get(),
            status: Ok(()),
            reloaded_at: None,
        }]
    }
    fn set_enabled(&mut self, _file: &str, enabled: bool) {
        self.active.set(enabled);
    }
    fn set_variant(&mut self, _variant: &'static Variant) {}
}

#[test]
fn stalemate_is_half_a_point_each_under_a_script_that_sets_draw() {
    let active = Rc::new(StdCell::new(false));
    let mut options = AppOptions::for_tests(temp_config("script"));
    options.house_rules = Box::new(DrawScript { active: active.clone(), seen: false });
    options.start_fen = Some("6/7/8/9/10/7K2k/10/9/8/7/6 w - - 0 1".into());
    let mut h = harness_with(options);
    assert_eq!(h.state().rules().settings().stalemate, StalemateRule::Glinski);
    // The script is saved mid-game: the next decision uses it, with no restart, and a toast says so.
    active.set(true);
    h.run();
    assert_eq!(h.state().toasts(), vec!["house rules reloaded: draw_stalemate.lua".to_string()]);
    h.get_by_label("bottom: house rules reloaded: draw_stalemate.lua");
    assert_eq!(h.state().rules().sources()["stalemate"], "draw_stalemate.lua");
    click_move(&mut h, "f8", "f9");
    let s = h.state().session();
    let o = s.outcome().unwrap();
    assert_eq!(o.reason, EndReason::Stalemate);
    assert_eq!(o.points.result_text(), "1/2-1/2");
    assert_eq!((s.score(Seat::Bottom), s.score(Seat::Top)), (2, 2));
}

fn knight_shuffle(h: &mut egui_kittest::Harness<'static, hexchess::gui::HexApp>) {
    for (a, b) in [("d1", "c3"), ("d9", "c6"), ("c3", "d1"), ("c6", "d9")] {
        click_move(h, a, b);
    }
}

#[test]
fn threefold_repetition_draws_when_on_and_play_goes_on_when_off() {
    let mut h = harness("threefold-on", None);
    knight_shuffle(&mut h);
    assert!(h.state().session().outcome().is_none(), "second occurrence only");
    knight_shuffle(&mut h);
    let o = h.state().session().outcome().unwrap();
    assert_eq!(o.reason, EndReason::Repetition);
    assert_eq!(o.points.result_text(), "1/2-1/2");

    let mut h = harness("threefold-off", None);
    press(&mut h, Seat::Top, "Settings");
    press(&mut h, Seat::Top, "Threefold repetition");
    press(&mut h, Seat::Top, "Close settings");
    assert!(!h.state().rules().settings().threefold);
    knight_shuffle(&mut h);
    knight_shuffle(&mut h);
    knight_shuffle(&mut h);
    assert!(h.state().session().outcome().is_none());
    assert_eq!(h.state().session().game().moves().len(), 12);
}

#[test]
fn the_fifty_move_rule_draws_when_on_and_not_when_off() {
    let fen = "K5/7/8/9/10/11/10/9/8/7/5k w - - 99 60";
    let mut h = harness("fifty-on", Some(fen));
    click_move(&mut h, "a1", "a2");
    assert_eq!(h.state().session().outcome().unwrap().reason, EndReason::FiftyMoves);
    assert_eq!(count_labels(&h, "50-move rule"), 2);

    let mut h = harness("fifty-off", Some(fen));
    press(&mut h, Seat::Bottom, "Settings");
    press(&mut h, Seat::Bottom, "50-move rule");
    press(&mut h, Seat::Bottom, "Close settings");
    click_move(&mut h, "a1", "a2");
    assert!(h.state().session().outcome().is_none());
}

#[test]
fn draw_button_is_hidden_when_draw_offers_are_off() {
    let mut h = harness("no-draws", None);
    h.get_by_label("top: Draw");
    press(&mut h, Seat::Top, "Settings");
    press(&mut h, Seat::Top, "Draw offers");
    press(&mut h, Seat::Top, "Close settings");
    assert!(h.query_by_label("top: Draw").is_none() && h.query_by_label("bottom: Draw").is_none());
}

#[test]
fn the_score_card_pops_out_captures_and_material_lead() {
    let mut h = harness("card", None);
    for m in ["Qe1c3", "Qe10c6", "b1b2", "b7b6", "Bf3b1", "e7e6", "Qc3xBf9#"] {
        let c = cells_of(m);
        click_move(&mut h, &c[0], &c[1]);
    }
    press(&mut h, Seat::Bottom, "Score card");
    h.get_by_label("bottom: Captured 1 · +3");
    press(&mut h, Seat::Top, "Score card");
    h.get_by_label("top: Captured 0 · -3");
}

#[test]
fn mute_silences_every_sound_for_both_players() {
    use hexchess::sound::SoundKind;
    let (mut h, _time, sounds) = timed_app("mute", "{}", None);
    assert!(h.state().settings().sound);
    click_move(&mut h, "e1", "c3");
    assert_eq!(sounds.played(), [SoundKind::Move], "a move is heard while sound is on");
    sounds.clear();
    press(&mut h, Seat::Top, "Mute");
    assert!(!h.state().settings().sound);
    // The rest of Gliński's fool's mate: quiet moves, then a capture that mates and ends the game.
    for (from, to) in [("e10", "c6"), ("b1", "b2"), ("b7", "b6"), ("f3", "b1"), ("e7", "e6"), ("c3", "f9")] {
        click_move(&mut h, from, to);
    }
    assert_eq!(h.state().session().outcome().map(|o| o.reason), Some(EndReason::Checkmate));
    assert_eq!(sounds.played(), [], "muted, nothing is heard");
    press(&mut h, Seat::Bottom, "Mute");
    assert!(h.state().settings().sound);
    press(&mut h, Seat::Top, "New game");
    click_move(&mut h, "e4", "e5");
    assert_eq!(sounds.played(), [SoundKind::Move], "unmuted by the other player, sound is back");
}

/// Whether the seat's console widget `name` is shown disabled (to a screen reader too).
fn disabled(h: &egui_kittest::Harness<'static, hexchess::gui::HexApp>, seat: Seat, name: &str) -> bool {
    use egui_kittest::kittest::NodeT;
    h.get_by_label(&seat.label(name)).accesskit_node().is_disabled()
}

#[test]
fn undo_draw_and_resign_are_unavailable_once_the_game_is_over() {
    let mut h = harness("over", None);
    click_move(&mut h, "e4", "e5");
    for seat in [Seat::Bottom, Seat::Top] {
        for name in ["Undo", "Draw", "Resign"] {
            assert!(!disabled(&h, seat, name), "{seat:?} {name} is available during the game");
        }
    }
    press(&mut h, Seat::Bottom, "Resign");
    press(&mut h, Seat::Bottom, "Confirm resign");
    let over = h.state().session().outcome().expect("resigned");
    let scores = |h: &egui_kittest::Harness<'static, hexchess::gui::HexApp>| {
        (h.state().session().score(Seat::Bottom), h.state().session().score(Seat::Top))
    };
    let before = scores(&h);
    for seat in [Seat::Bottom, Seat::Top] {
        for name in ["Undo", "Draw", "Resign"] {
            assert!(disabled(&h, seat, name), "{seat:?} {name} is unavailable after the end");
            press(&mut h, seat, name);
            assert_eq!(h.state().session().outcome(), Some(over), "{seat:?} {name} changes nothing");
            assert_eq!(h.state().session().pending(), None, "{seat:?} {name} asks nothing");
            assert_eq!(scores(&h), before);
        }
    }
    assert!(h.query_by_label(&Seat::Bottom.label("Request rewind")).is_none(), "no history opened");
    assert!(h.query_by_label(&Seat::Top.label("Confirm resign")).is_none());
}

#[test]
fn a_prompt_keeps_its_buttons_clear_of_the_editor_and_lessons_buttons() {
    let mut h = harness("prompt-room", None);
    click_move(&mut h, "e4", "e5");
    let clear = |h: &egui_kittest::Harness<'static, hexchess::gui::HexApp>, seat: Seat, buttons: [&str; 2]| {
        let studio = ["Editor", "Lessons"].map(|n| h.get_by_label(&seat.label(n)).rect());
        for name in buttons {
            let r = h.get_by_label(&seat.label(name)).rect();
            assert!(studio.iter().all(|s| !s.intersects(r)), "{seat:?} {name} {r:?} overlaps {studio:?}");
        }
    };
    press(&mut h, Seat::Bottom, "Resign");
    clear(&h, Seat::Bottom, ["Confirm resign", "Cancel resign"]);
    press(&mut h, Seat::Bottom, "Cancel resign");
    press(&mut h, Seat::Bottom, "Draw");
    clear(&h, Seat::Top, ["Accept draw", "Decline draw"]);
}
