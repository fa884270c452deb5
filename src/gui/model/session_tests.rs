//! Tests of the match model.

use super::*;
use crate::gui::model::rules_provider::{NoHouseRules, VariantOverrides};
use crate::script::builtin_variant;

fn setup(name: &str) -> (GameSession, RulesProvider) {
    let v = builtin_variant(name).unwrap();
    (GameSession::new(v), RulesProvider::new(v, VariantOverrides::default(), Box::new(NoHouseRules)))
}

fn mv(s: &GameSession, text: &str) -> Move {
    crate::rules::notation::parse_any(s.position(), text).unwrap()
}

#[test]
fn the_first_mover_claims_white_and_turns_alternate() {
    let (mut s, r) = setup("glinski");
    assert_eq!(s.seat_to_move(), None);
    assert!(s.may_move(Seat::Top) && s.may_move(Seat::Bottom));
    let m = mv(&s, "f5f6");
    s.play(Seat::Top, m, &r).unwrap();
    assert_eq!(s.white_seat(), Some(Seat::Top));
    assert_eq!(s.color_of(Seat::Top), Color::White);
    assert_eq!(s.seat_to_move(), Some(Seat::Bottom));
    let m = mv(&s, "b7b6");
    assert!(s.play(Seat::Top, m, &r).is_err());
    s.play(Seat::Bottom, m, &r).unwrap();
    assert_eq!(s.seat_to_move(), Some(Seat::Top));
}

#[test]
fn fools_mate_scores_a_full_point_for_the_mating_seat() {
    let (mut s, r) = setup("glinski");
    let seats = [Seat::Bottom, Seat::Top];
    for (i, t) in ["Qe1c3", "Qe10c6", "b1b2", "b7b6", "Bf3b1", "e7e6", "c3f9"].iter().enumerate() {
        let m = mv(&s, t);
        let e = s.play(seats[i % 2], m, &r).unwrap();
        if i == 6 {
            assert!(e.capture && e.check);
            assert_eq!(e.outcome.unwrap().reason, EndReason::Checkmate);
        }
    }
    assert_eq!((s.score(Seat::Bottom), s.score(Seat::Top)), (4, 0));
    assert_eq!(s.checked_king(), s.variant().board().parse_cell("g10"));
    assert_eq!(s.last_move().map(|m| s.variant().board().name(m.to)).as_deref(), Some("f9"));
    assert_eq!(s.captured_by(Seat::Bottom), vec![Piece::new(Color::Black, Role::Bishop)]);
    assert_eq!(s.material_lead(Seat::Bottom), 3);
    assert_eq!(s.material_lead(Seat::Top), -3);
    s.new_game();
    assert_eq!(s.white_seat(), None);
    assert_eq!(s.game().moves().len(), 0);
    assert_eq!(s.score(Seat::Bottom), 4);
}

#[test]
fn requests_are_answered_by_the_other_seat() {
    let (mut s, r) = setup("mccooey");
    let m = mv(&s, "c1c2");
    s.play(Seat::Bottom, m, &r).unwrap();
    let m = mv(&s, "c8c7");
    s.play(Seat::Top, m, &r).unwrap();
    s.offer_draw(Seat::Bottom, &r).unwrap();
    assert!(s.answer(Seat::Bottom, true).is_err());
    assert_eq!(s.answer(Seat::Top, false).unwrap(), None);
    assert!(s.outcome().is_none());
    s.request_rewind(Seat::Top, 1).unwrap();
    s.answer(Seat::Bottom, true).unwrap();
    assert_eq!(s.game().moves().len(), 1);
    assert!(s.request_rewind(Seat::Top, 1).is_err(), "ply 1 is now the present");
    s.ask_resign(Seat::Top).unwrap();
    let o = s.answer(Seat::Top, true).unwrap().unwrap();
    assert_eq!(o.reason, EndReason::Resignation);
    assert_eq!((s.score(Seat::Bottom), s.score(Seat::Top)), (4, 0));
    s.new_game();
    s.offer_draw(Seat::Top, &r).unwrap();
    let o = s.answer(Seat::Bottom, true).unwrap().unwrap();
    assert_eq!(o.points, Points::DRAW);
    assert_eq!((s.score(Seat::Bottom), s.score(Seat::Top)), (6, 2));
}

#[test]
fn a_clock_tap_settles_the_colours_and_a_flag_fall_ends_the_game() {
    let (mut s, r) = setup("glinski");
    assert!(s.claim_white(Seat::Top));
    assert!(!s.claim_white(Seat::Bottom), "the colours are settled");
    assert_eq!(s.color_of(Seat::Bottom), Color::Black);
    assert_eq!(s.seat_to_move(), Some(Seat::Top));
    let m = mv(&s, "f5f6");
    assert!(s.play(Seat::Bottom, m, &r).is_err());
    s.play(Seat::Top, m, &r).unwrap();
    // Black (bottom) runs out of time; White has all its pieces, so White wins.
    let o = s.flag_fall(Seat::Bottom).unwrap();
    assert_eq!(o.reason, EndReason::Time);
    assert_eq!((s.score(Seat::Top), s.score(Seat::Bottom)), (4, 0));
    assert_eq!(s.flag_fall(Seat::Top), None, "the game is already over");
    s.new_game();
    assert_eq!(s.white_seat(), None);
}

#[test]
fn rewinding_to_the_start_lets_either_seat_claim_white_again() {
    let (mut s, r) = setup("shafran");
    let m = mv(&s, "e2e3");
    s.play(Seat::Top, m, &r).unwrap();
    s.request_rewind(Seat::Bottom, 0).unwrap();
    s.answer(Seat::Top, true).unwrap();
    assert_eq!(s.white_seat(), None);
}

/// `seat` resigns the game (asked and confirmed).
fn resign(s: &mut GameSession, seat: Seat) {
    s.ask_resign(seat).unwrap();
    s.answer(seat, true).unwrap();
}

#[test]
fn custom_result_values_count_in_the_match_score() {
    use crate::rules::{MatchLength, ResultValues};
    let (mut s, _) = setup("glinski");
    let values = ResultValues { win: 12, draw: 4, loss: 1, ..ResultValues::default() };
    s.set_match_rules(MatchRules { length: MatchLength::Open, values });
    resign(&mut s, Seat::Top);
    assert_eq!((s.score(Seat::Bottom), s.score(Seat::Top)), (values.win, values.loss));
    s.new_game();
    s.offer_draw(Seat::Bottom, &setup("glinski").1).unwrap();
    s.answer(Seat::Top, true).unwrap();
    assert_eq!((s.score(Seat::Bottom), s.score(Seat::Top)), (values.win + values.draw, values.loss + values.draw));
    assert!(!s.match_over(), "an open match never ends");
}

#[test]
fn first_to_ends_the_match_and_new_game_starts_a_new_one() {
    use crate::rules::MatchLength;
    let (mut s, _) = setup("glinski");
    s.set_match_rules(MatchRules { length: MatchLength::FirstTo(8), ..MatchRules::default() });
    resign(&mut s, Seat::Top);
    assert_eq!(s.match_result(), None, "1–0 of first to 2 goes on");
    s.new_game();
    assert_eq!(s.score(Seat::Bottom), 4, "the next game of the match keeps the score");
    resign(&mut s, Seat::Top);
    assert!(s.match_over());
    assert_eq!(s.match_result(), Some(Some(Seat::Bottom)));
    s.new_game();
    assert_eq!((s.score(Seat::Bottom), s.score(Seat::Top), s.games_finished()), (0, 0, 0), "a new match");
    assert!(!s.match_over());
}

#[test]
fn a_match_of_games_ends_after_the_last_and_may_tie() {
    use crate::rules::MatchLength;
    let (mut s, _) = setup("glinski");
    s.set_match_rules(MatchRules { length: MatchLength::Games(2), ..MatchRules::default() });
    resign(&mut s, Seat::Top);
    assert!(!s.match_over());
    s.new_game();
    resign(&mut s, Seat::Bottom);
    assert_eq!(s.match_result(), Some(None), "1–1 after two games is a tie");
}
