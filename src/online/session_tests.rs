//! Unit tests of [`OnlineSession`]: two sessions wired by hand, every message kind, and every
//! way a peer's message is refused without changing the game.

use std::time::Duration;

use super::*;
use crate::clock::TimeControl;
use crate::online::codec::{decode, encode};
use crate::online::protocol::LoggedMove;
use crate::rules::{Color, RuleSettings};
use crate::script::builtin_variant;

const GAME: u64 = 77;

fn setup(clock: Option<TimeControl>) -> GameSetup {
    let variant = builtin_variant("glinski").expect("built in");
    GameSetup {
        variant: "glinski".into(),
        start: variant.start_position().fen(),
        rules: RuleSettings::default(),
        clock,
        host_color: Color::White,
        scripts: vec![ScriptDigest { name: "stalemate.lua".into(), digest: "abc".into() }],
    }
}

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

/// Delivers `from`'s queued messages to `to` (through the codec, as the link would).
fn deliver(from: &mut OnlineSession, to: &mut OnlineSession, now: Duration) -> Vec<SessionEvent> {
    let mut events = Vec::new();
    for msg in from.take_outbox() {
        let msg = decode(&encode(&msg)).expect("our own messages decode");
        events.extend(to.receive(msg, now).expect("accepted"));
    }
    events
}

/// A host (White) and a guest, connected and in step.
fn pair(clock: Option<TimeControl>) -> (OnlineSession, OnlineSession) {
    let mut host = OnlineSession::host("Ada", GAME, setup(clock)).expect("plays here");
    let mut guest = OnlineSession::guest("Bob", GAME, Vec::new());
    host.connected(secs(0));
    guest.connected(secs(0));
    assert_eq!(deliver(&mut guest, &mut host, secs(0)), vec![SessionEvent::Started]);
    assert_eq!(deliver(&mut host, &mut guest, secs(0)), vec![SessionEvent::Started]);
    (host, guest)
}

fn mv(session: &OnlineSession, text: &str) -> crate::rules::Move {
    session.table().expect("started").resolve(text).expect("legal")
}

fn moves_of(session: &OnlineSession) -> Vec<String> {
    session.table().expect("started").log().iter().map(|m| m.mv.clone()).collect()
}

#[test]
fn hello_gives_the_guest_the_hosts_game_names_and_colours() {
    let (host, guest) = pair(None);
    assert_eq!(guest.my_color(), Some(Color::Black));
    assert_eq!(host.my_color(), Some(Color::White));
    assert_eq!(guest.peer_name(), Some("Ada"));
    assert_eq!(host.peer_name(), Some("Bob"));
    assert_eq!(guest.table().map(|t| t.setup().clone()), Some(setup(None)));
    assert_eq!(guest.differing_scripts(), vec!["stalemate.lua".to_string()], "the guest has no such script");
    assert_eq!(host.link_state(), LinkState::Connected);
}

#[test]
fn a_move_reaches_the_other_side_and_only_the_side_to_move_may_move() {
    let (mut host, mut guest) = pair(None);
    let e = mv(&guest, "f5f6");
    assert_eq!(guest.play(e, secs(1)), Err(ActionError::NotYourTurn));
    host.play(mv(&host, "f5f6"), secs(1)).expect("White moves");
    let events = deliver(&mut host, &mut guest, secs(1));
    assert!(matches!(events.as_slice(), [SessionEvent::Moved(_)]), "{events:?}");
    assert_eq!(moves_of(&guest), vec!["f5f6"]);
    assert_eq!(moves_of(&host), moves_of(&guest));
}

#[test]
fn an_illegal_move_from_the_peer_is_refused_and_changes_nothing() {
    let (_host, mut guest) = pair(None);
    let err = guest.receive(Message::Move { ply: 0, mv: "f5f9".into(), clock_ms: None }, secs(1));
    assert!(matches!(err, Err(ProtocolError::IllegalMove { .. })), "{err:?}");
    let err = guest.receive(Message::Move { ply: 0, mv: "queen to nowhere".into(), clock_ms: None }, secs(1));
    assert!(matches!(err, Err(ProtocolError::IllegalMove { .. })), "{err:?}");
    assert!(moves_of(&guest).is_empty());
}

#[test]
fn out_of_turn_and_wrong_ply_moves_are_refused_and_none_is_applied_twice() {
    let (mut host, mut guest) = pair(None);
    // The host pretends to be Black by sending a move for the guest's side.
    let (_, mut other_guest) = pair(None);
    other_guest.play(mv(&other_guest, "f5f6"), secs(0)).ok();
    let err = host.receive(Message::Move { ply: 0, mv: "f5f6".into(), clock_ms: None }, secs(1));
    assert_eq!(err, Err(ProtocolError::OutOfTurn), "White's move sent by Black");
    host.play(mv(&host, "f5f6"), secs(1)).expect("legal");
    let sent = host.take_outbox();
    for msg in &sent {
        guest.receive(msg.clone(), secs(1)).expect("first copy");
    }
    let again = guest.receive(sent[0].clone(), secs(1));
    assert!(matches!(again, Err(ProtocolError::WrongPly { ply: 0, at: 1, .. })), "{again:?}");
    assert_eq!(moves_of(&guest), vec!["f5f6"], "the duplicate was not applied");
}

#[test]
fn messages_before_hello_or_for_another_game_are_refused() {
    let mut guest = OnlineSession::guest("Bob", GAME, Vec::new());
    assert_eq!(guest.receive(Message::DrawOffer { ply: 0 }, secs(0)), Err(ProtocolError::NoHello("a draw offer")));
    let mut host = OnlineSession::host("Ada", GAME, setup(None)).expect("plays");
    host.connected(secs(0));
    let Some(Message::Hello(mut hello)) = host.take_outbox().pop() else { panic!("a hello") };
    hello.game = GAME + 1;
    assert_eq!(guest.receive(Message::Hello(hello.clone()), secs(0)), Err(ProtocolError::WrongGame));
    hello.game = GAME;
    hello.version = 9;
    assert_eq!(
        guest.receive(Message::Hello(hello.clone()), secs(0)),
        Err(ProtocolError::VersionMismatch { ours: PROTOCOL_VERSION, theirs: 9 })
    );
    hello.version = PROTOCOL_VERSION;
    hello.setup = None;
    assert!(matches!(guest.receive(Message::Hello(hello), secs(0)), Err(ProtocolError::BadSetup(_))));
    assert!(guest.table().is_none(), "no refused hello set up a game");
}

#[test]
fn a_hello_with_an_unknown_variant_is_refused_clearly() {
    let mut host = OnlineSession::host("Ada", GAME, setup(None)).expect("plays");
    host.connected(secs(0));
    let Some(Message::Hello(mut hello)) = host.take_outbox().pop() else { panic!("a hello") };
    if let Some(s) = &mut hello.setup {
        s.variant = "no-such-variant".into();
    }
    let mut guest = OnlineSession::guest("Bob", GAME, Vec::new());
    let err = guest.receive(Message::Hello(hello), secs(0)).expect_err("refused");
    assert!(err.to_string().contains("no-such-variant"), "{err}");
}

#[test]
fn a_draw_offer_accepted_ends_the_game_on_both_sides() {
    let (mut host, mut guest) = pair(None);
    host.offer_draw().expect("allowed");
    assert_eq!(host.offer_draw(), Err(ActionError::OfferPending));
    assert_eq!(deliver(&mut host, &mut guest, secs(1)), vec![SessionEvent::Offered(Offer::Draw { ply: 0 })]);
    guest.answer(true, secs(2)).expect("an offer waits");
    assert_eq!(deliver(&mut guest, &mut host, secs(2)), vec![SessionEvent::Ended]);
    for side in [&host, &guest] {
        assert_eq!(side.ending(), Some(Ending::DrawAgreed));
        assert_eq!(side.outcome().map(|o| o.points), Some(crate::rules::Points::DRAW));
    }
    assert_eq!(guest.receive(Message::Resign { ply: 0 }, secs(3)), Err(ProtocolError::GameOver("a resignation")));
}

#[test]
fn a_declined_draw_offer_leaves_the_game_running() {
    let (mut host, mut guest) = pair(None);
    host.offer_draw().expect("allowed");
    deliver(&mut host, &mut guest, secs(1));
    guest.answer(false, secs(1)).expect("an offer waits");
    assert_eq!(deliver(&mut guest, &mut host, secs(1)), vec![SessionEvent::Declined(Offer::Draw { ply: 0 })]);
    assert!(!host.is_over() && host.my_offer().is_none());
    assert_eq!(host.receive(Message::DrawAnswer { ply: 0, accept: true }, secs(1)), Err(ProtocolError::NoOffer));
}

#[test]
fn draw_offers_are_refused_where_the_rules_forbid_them() {
    let mut s = setup(None);
    s.rules.draw_offers = false;
    let mut host = OnlineSession::host("Ada", GAME, s).expect("plays");
    let mut guest = OnlineSession::guest("Bob", GAME, Vec::new());
    host.connected(secs(0));
    guest.connected(secs(0));
    deliver(&mut guest, &mut host, secs(0));
    deliver(&mut host, &mut guest, secs(0));
    assert_eq!(host.offer_draw(), Err(ActionError::NotAllowed("draw offers")));
    assert_eq!(
        host.receive(Message::DrawOffer { ply: 0 }, secs(0)),
        Err(ProtocolError::NotAllowed("a draw by agreement"))
    );
}

#[test]
fn a_rewind_agreed_takes_both_sides_back_to_before_the_requesters_move() {
    let (mut host, mut guest) = pair(None);
    host.play(mv(&host, "f5f6"), secs(1)).expect("legal");
    deliver(&mut host, &mut guest, secs(1));
    let black = guest.table().expect("t").game().position().legal_moves()[0];
    guest.play(black, secs(2)).expect("legal");
    deliver(&mut guest, &mut host, secs(2));
    // White, to move, asks to take back its move: Black's reply goes too.
    host.request_rewind().expect("a move to take back");
    assert_eq!(deliver(&mut host, &mut guest, secs(3)), vec![SessionEvent::Offered(Offer::Rewind { ply: 2, to: 0 })]);
    assert_eq!(guest.answer(true, secs(3)), Ok(vec![SessionEvent::Rewound { to: 0 }]));
    assert_eq!(deliver(&mut guest, &mut host, secs(3)), vec![SessionEvent::Rewound { to: 0 }]);
    assert!(moves_of(&host).is_empty() && moves_of(&guest).is_empty());
    assert_eq!((host.rewinds(), guest.rewinds()), (1, 1));
}

#[test]
fn a_rewind_request_for_the_opponents_move_is_refused() {
    let (mut host, mut guest) = pair(None);
    host.play(mv(&host, "f5f6"), secs(1)).expect("legal");
    deliver(&mut host, &mut guest, secs(1));
    // Black asks to take back White's move.
    let err = host.receive(Message::RewindRequest { ply: 1, to: 0 }, secs(1));
    assert!(matches!(err, Err(ProtocolError::WrongPly { .. })), "{err:?}");
    assert_eq!(guest.request_rewind(), Err(ActionError::NothingToRewind));
}

#[test]
fn resignation_flag_chat_and_bye_reach_the_other_side() {
    let (mut host, mut guest) = pair(None);
    guest.chat("good luck");
    assert_eq!(deliver(&mut guest, &mut host, secs(1)), vec![SessionEvent::Chat("good luck".into())]);
    let long = "x".repeat(MAX_CHAT_CHARS + 1);
    assert!(matches!(host.receive(Message::Chat { ply: 0, text: long }, secs(1)), Err(ProtocolError::TooLong { .. })));
    guest.resign(secs(2)).expect("running");
    assert_eq!(deliver(&mut guest, &mut host, secs(2)), vec![SessionEvent::Ended]);
    assert_eq!(host.ending(), Some(Ending::Resigned { loser: Color::Black }));
    assert_eq!(host.outcome().map(|o| o.points), Some(crate::rules::Points::win(Color::White)));
    guest.leave();
    assert_eq!(deliver(&mut guest, &mut host, secs(3)), vec![SessionEvent::PeerLeft]);
    assert!(host.peer_left());
}

#[test]
fn a_side_whose_own_clock_runs_out_declares_its_flag() {
    let control = TimeControl::new(secs(60), Duration::ZERO).expect("valid");
    let (mut host, mut guest) = pair(Some(control));
    assert_eq!(host.tick(secs(30)), Vec::new());
    let sync = host.take_outbox();
    assert!(matches!(sync.as_slice(), [Message::ClockSync { ply: 0, clock_ms: 30_000 }]), "{sync:?}");
    // The guest's copy of White's running clock is set to the report (it had run slow).
    for msg in sync {
        guest.receive(msg, secs(25)).expect("a clock report");
    }
    let copy = guest.table().and_then(Table::clock).expect("a clock");
    assert_eq!(copy.remaining(Color::White, secs(26)), secs(29));
    assert_eq!(
        guest.receive(Message::ClockSync { ply: 4, clock_ms: 1 }, secs(26)),
        Err(ProtocolError::WrongPly { what: "clock report", ply: 4, at: 0 })
    );
    assert_eq!(host.tick(secs(61)), vec![SessionEvent::Ended]);
    assert_eq!(deliver(&mut host, &mut guest, secs(61)), vec![SessionEvent::Ended]);
    for side in [&host, &guest] {
        assert_eq!(side.ending(), Some(Ending::Flagged { loser: Color::White }));
    }
}

#[test]
fn the_movers_reported_clock_is_the_truth_for_its_time() {
    let control = TimeControl::new(secs(300), secs(2)).expect("valid");
    let (mut host, mut guest) = pair(Some(control));
    host.play(mv(&host, "f5f6"), secs(10)).expect("legal");
    // The message takes 3 s to arrive; the guest does not charge that to White.
    deliver(&mut host, &mut guest, secs(13));
    let clock = guest.table().and_then(Table::clock).expect("a clock");
    assert_eq!(clock.remaining(Color::White, secs(13)), secs(292));
    assert_eq!(guest.table().expect("t").log()[0].clock_ms, Some(292_000));
    assert_eq!(clock.running_side(), Some(Color::Black));
}

#[test]
fn a_lost_connection_pauses_the_game_and_the_clock() {
    let control = TimeControl::new(secs(300), Duration::ZERO).expect("valid");
    let (mut host, mut guest) = pair(Some(control));
    assert_eq!(host.disconnected(secs(10)), vec![SessionEvent::ConnectionLost]);
    assert_eq!(host.link_state(), LinkState::Lost);
    assert_eq!(host.play(mv(&host, "f5f6"), secs(11)), Err(ActionError::Paused));
    guest.disconnected(secs(10));
    host.connected(secs(100));
    guest.connected(secs(100));
    assert_eq!(deliver(&mut guest, &mut host, secs(100)), vec![SessionEvent::Resumed { caught_up: 0 }]);
    deliver(&mut host, &mut guest, secs(100));
    let left = host.table().and_then(Table::clock).expect("clock").remaining(Color::White, secs(100));
    assert_eq!(left, secs(290), "the 90 s offline were charged to nobody");
}

#[test]
fn a_move_lost_in_a_drop_arrives_with_the_next_hello_once() {
    let (mut host, mut guest) = pair(None);
    host.play(mv(&host, "f5f6"), secs(1)).expect("legal");
    let _lost = host.take_outbox();
    host.disconnected(secs(2));
    guest.disconnected(secs(2));
    host.connected(secs(3));
    guest.connected(secs(3));
    deliver(&mut guest, &mut host, secs(3));
    assert_eq!(deliver(&mut host, &mut guest, secs(3)), vec![SessionEvent::Resumed { caught_up: 1 }]);
    assert_eq!(moves_of(&guest), vec!["f5f6"]);
    // A second reconnect changes nothing.
    host.connected(secs(4));
    deliver(&mut host, &mut guest, secs(4));
    assert_eq!(moves_of(&guest), vec!["f5f6"]);
}

#[test]
fn a_restarted_guest_takes_the_whole_game_from_the_host() {
    let (mut host, mut guest) = pair(None);
    host.play(mv(&host, "f5f6"), secs(1)).expect("legal");
    deliver(&mut host, &mut guest, secs(1));
    let reply = guest.table().expect("t").game().position().legal_moves()[0];
    guest.play(reply, secs(2)).expect("legal");
    deliver(&mut guest, &mut host, secs(2));
    drop(guest);
    host.disconnected(secs(3));
    let mut again = OnlineSession::guest("Bob", GAME, Vec::new());
    again.connected(secs(4));
    host.connected(secs(4));
    deliver(&mut again, &mut host, secs(4));
    deliver(&mut host, &mut again, secs(4));
    assert_eq!(moves_of(&again), moves_of(&host));
    assert_eq!(moves_of(&again).len(), 2);
    assert_eq!(again.my_color(), Some(Color::Black));
}

#[test]
fn a_reconnect_during_a_draw_offer_shows_the_offer_again() {
    let (mut host, mut guest) = pair(None);
    host.offer_draw().expect("allowed");
    let _lost = host.take_outbox();
    host.disconnected(secs(1));
    guest.disconnected(secs(1));
    host.connected(secs(2));
    guest.connected(secs(2));
    deliver(&mut guest, &mut host, secs(2));
    let events = deliver(&mut host, &mut guest, secs(2));
    assert_eq!(events, vec![SessionEvent::Resumed { caught_up: 0 }, SessionEvent::Offered(Offer::Draw { ply: 0 })]);
    assert_eq!(guest.their_offer(), Some(Offer::Draw { ply: 0 }));
    guest.answer(true, secs(3)).expect("the offer still waits");
    deliver(&mut guest, &mut host, secs(3));
    assert_eq!(host.ending(), Some(Ending::DrawAgreed));
}

#[test]
fn an_accepted_draw_whose_answer_was_lost_reaches_the_offerer_on_reconnect() {
    let (mut host, mut guest) = pair(None);
    host.offer_draw().expect("allowed");
    deliver(&mut host, &mut guest, secs(1));
    guest.answer(true, secs(1)).expect("waits");
    let _lost = guest.take_outbox();
    host.disconnected(secs(2));
    guest.disconnected(secs(2));
    host.connected(secs(3));
    guest.connected(secs(3));
    let events = deliver(&mut guest, &mut host, secs(3));
    assert!(events.contains(&SessionEvent::Ended), "{events:?}");
    assert_eq!(host.ending(), Some(Ending::DrawAgreed));
}

#[test]
fn two_logs_that_differ_are_refused_not_merged() {
    let (mut host, mut guest) = pair(None);
    host.disconnected(secs(1));
    guest.disconnected(secs(1));
    host.connected(secs(2));
    let Some(Message::Hello(mut hello)) = host.take_outbox().pop() else { panic!("a hello") };
    hello.state.moves = vec![LoggedMove { mv: "f5f6".into(), clock_ms: None }];
    guest.connected(secs(2));
    guest.receive(Message::Hello(hello.clone()), secs(2)).expect("a longer log is caught up");
    hello.state.moves = vec![LoggedMove { mv: "e4e5".into(), clock_ms: None }];
    let err = guest.receive(Message::Hello(hello), secs(2));
    assert!(matches!(err, Err(ProtocolError::Diverged { ply: 0 }) | Err(ProtocolError::IllegalMove { .. })), "{err:?}");
    assert_eq!(moves_of(&guest), vec!["f5f6"]);
}
