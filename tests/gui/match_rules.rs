//! Match rules in the app, from house-rule scripts switched on in Settings: the shipped
//! first-to-three ends the match with the announcement on both consoles and New game then starts
//! a new match; a script's own result values are counted on the score cards.

use crate::support::{app_with_script_text, app_with_shipped_script, click_move, press};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hexchess::gui::{HexApp, Seat};
use hexchess::rules::{EndReason, MatchLength};

/// Bottom plays a first move (and so White); then `loser` resigns the game.
fn play_and_resign(h: &mut Harness<'static, HexApp>, loser: Seat) {
    click_move(h, "e4", "e5");
    press(h, loser, "Resign");
    press(h, loser, "Confirm resign");
    assert_eq!(h.state().session().outcome().map(|o| o.reason), Some(EndReason::Resignation));
}

/// Bottom plays a first move, offers a draw, and Top accepts it.
fn play_and_agree_a_draw(h: &mut Harness<'static, HexApp>) {
    click_move(h, "e4", "e5");
    press(h, Seat::Bottom, "Draw");
    press(h, Seat::Top, "Accept draw");
    assert_eq!(h.state().session().outcome().map(|o| o.reason), Some(EndReason::Agreement));
}

#[test]
fn first_to_three_ends_the_match_on_both_consoles_and_new_game_starts_a_new_one() {
    let (mut h, _scripts) = app_with_shipped_script("first-to-three", "first_to_three.lua", None);
    let rules = h.state().session().match_rules();
    let MatchLength::FirstTo(target) = rules.length else { panic!("the script sets first_to: {rules:?}") };
    assert_eq!(h.state().rules().match_rules(), rules);
    h.get_by_label("bottom: first to 3: 0–0");
    h.get_by_label("top: first to 3: 0–0");
    let mut games = 0;
    while h.state().session().score(Seat::Bottom) < target {
        assert!(!h.state().session().match_over(), "the match goes on below the target");
        if games > 0 {
            press(&mut h, Seat::Top, "New game");
            assert!(h.state().session().outcome().is_none());
        }
        play_and_resign(&mut h, Seat::Top);
        games += 1;
        if h.state().session().score(Seat::Bottom) < target {
            h.get_by_label(&format!("bottom: first to 3: {games}–0"));
            h.get_by_label(&format!("top: first to 3: 0–{games}"));
        }
    }
    assert_eq!(games, 3, "three wins reach three points");
    let s = h.state().session();
    assert!(s.match_over());
    assert_eq!(s.match_result(), Some(Some(Seat::Bottom)));
    h.get_by_label("bottom: Resignation: you win (1-0) · You win the match 3–0");
    h.get_by_label("top: Resignation: you lose (1-0) · Your opponent wins the match 0–3");
    h.get_by_label("bottom: match over");
    h.get_by_label("top: match over");
    // After the match, New game starts a new one from 0–0.
    press(&mut h, Seat::Bottom, "New game");
    let s = h.state().session();
    assert_eq!((s.score(Seat::Bottom), s.score(Seat::Top), s.games_finished()), (0, 0, 0));
    assert!(!s.match_over());
    h.get_by_label("bottom: first to 3: 0–0");
    h.get_by_label("top: score 0");
}

#[test]
fn a_scripts_points_are_counted_and_a_match_of_games_ends_after_the_last() {
    let script = "return { match = { games = 2 }, points = { win = 3, draw = 1, loss = 0 } }";
    let (mut h, _scripts) = app_with_script_text("custom-points", "league.lua", script, None);
    let values = h.state().session().match_rules().values;
    assert_eq!(h.state().session().match_rules().length, MatchLength::Games(2));
    h.get_by_label("bottom: game 1 of 2");
    play_and_resign(&mut h, Seat::Top);
    assert_eq!(
        (h.state().session().score(Seat::Bottom), h.state().session().score(Seat::Top)),
        (values.win, values.loss)
    );
    h.get_by_label("bottom: score 3");
    h.get_by_label("top: score 0");
    h.get_by_label("bottom: game 1 of 2");
    press(&mut h, Seat::Bottom, "New game");
    h.get_by_label("top: game 2 of 2");
    play_and_agree_a_draw(&mut h);
    let s = h.state().session();
    assert_eq!((s.score(Seat::Bottom), s.score(Seat::Top)), (values.win + values.draw, values.loss + values.draw));
    assert_eq!(s.match_result(), Some(Some(Seat::Bottom)));
    h.get_by_label("bottom: score 4");
    h.get_by_label("bottom: Draw agreed: drawn, ½ each (1/2-1/2) · You win the match 4–1");
    h.get_by_label("top: Draw agreed: drawn, ½ each (1/2-1/2) · Your opponent wins the match 1–4");
}
