//! Play online (user guide, "Play online"): two apps on an in-memory network. One hosts and
//! shows an invite code, the other pastes it and joins; a move made by clicks on one board
//! appears on the other; a draw offer shows a panel on the other side and Accept ends the game
//! as a draw on both, saved as a record naming both players; a cut link shows "Waiting for
//! your opponent", pauses the game, and the game goes on after the link is back; a message the
//! peer's app should never send is shown, not fatal. Nothing here touches the network.

use crate::support::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hexchess::gui::{AppOptions, HexApp, MemoryNetwork, Seat};
use hexchess::online::{LinkEvent, LinkState, OnlineSession};
use hexchess::rules::{Color, EndReason, Points};

fn app_on(net: &MemoryNetwork, tag: &str) -> Harness<'static, HexApp> {
    let mut options = AppOptions::for_tests(temp_config(tag));
    options.online = net.transport();
    harness_with(options)
}

/// Lets both apps draw a few frames each, so that messages travel both ways.
fn settle(a: &mut Harness<'static, HexApp>, b: &mut Harness<'static, HexApp>) {
    for _ in 0..4 {
        a.run();
        b.run();
    }
}

fn session<'a>(h: &'a Harness<'static, HexApp>) -> &'a OnlineSession {
    h.state().online().and_then(|o| o.session()).expect("an online session")
}

fn ply(h: &Harness<'static, HexApp>) -> u32 {
    session(h).table().expect("a game").ply()
}

/// Types `name` into the "Player name" box (replacing what is there).
fn set_name(h: &mut Harness<'static, HexApp>, name: &str) {
    press(h, Seat::Bottom, "Player name");
    for _ in 0..40 {
        h.key_press(egui::Key::Backspace);
    }
    h.get_by_label(&Seat::Bottom.label("Player name")).type_text(name);
    h.run();
}

/// The host hosts from the bottom console, the guest joins with the code shown by the host;
/// both reach the game.
fn start_game(net: &MemoryNetwork, tag: &str) -> (Harness<'static, HexApp>, Harness<'static, HexApp>) {
    let mut host = app_on(net, &format!("{tag}-host"));
    let mut guest = app_on(net, &format!("{tag}-guest"));
    // At 1280 points the console gives its Play online button up to Puzzles: Settings has it.
    press(&mut host, Seat::Bottom, "Settings");
    press(&mut host, Seat::Bottom, "Play online");
    set_name(&mut host, "Ada");
    press(&mut host, Seat::Bottom, "Host");
    let code = host.state().online().and_then(|o| o.invite.clone()).expect("an invite code");
    assert!(code.starts_with("hexchess:"), "{code}");
    // The code is on screen with its Copy button, and the host waits.
    host.get_by_label(&Seat::Bottom.label(&code));
    press(&mut host, Seat::Bottom, "Copy invite code");
    assert!(count_labels(&host, "Waiting for your opponent") > 0);
    assert_eq!(session(&host).link_state(), LinkState::Waiting);

    press(&mut guest, Seat::Bottom, "Settings");
    press(&mut guest, Seat::Bottom, "Play online");
    set_name(&mut guest, "Bob");
    press(&mut guest, Seat::Bottom, "Invite code");
    guest.get_by_label(&Seat::Bottom.label("Invite code")).type_text(&code);
    guest.run();
    press(&mut guest, Seat::Bottom, "Join");
    settle(&mut host, &mut guest);
    for h in [&host, &guest] {
        assert_eq!(session(h).link_state(), LinkState::Connected);
        assert_eq!(ply(h), 0);
    }
    assert_eq!(session(&host).my_color(), Some(Color::White));
    assert_eq!(session(&guest).my_color(), Some(Color::Black));
    assert_eq!(session(&guest).peer_name(), Some("Ada"));
    assert_eq!(session(&host).peer_name(), Some("Bob"));
    // Each sees the other's name and "Connected" on the console at the top.
    guest.get_by_label(&Seat::Top.label("Ada (White)"));
    host.get_by_label(&Seat::Top.label("Bob (Black)"));
    host.get_by_label(&Seat::Top.label("Connected"));
    (host, guest)
}

/// The first legal move of the side to move in `h`'s online game, as hex names.
fn a_legal_move(h: &Harness<'static, HexApp>) -> (String, String) {
    let pos = session(h).table().expect("a game").game().position();
    let mv = *pos.legal_moves().first().expect("a legal move");
    let board = pos.variant().board();
    (board.name(mv.from), board.name(mv.to))
}

#[test]
fn host_and_guest_play_a_move_by_clicks_and_agree_a_draw_saved_on_both_sides() {
    let net = MemoryNetwork::new();
    let (mut host, mut guest) = start_game(&net, "online-draw");

    // The guest cannot move White's pieces: it is not their turn.
    let (from, to) = a_legal_move(&host);
    click_move(&mut guest, &from, &to);
    settle(&mut host, &mut guest);
    assert_eq!((ply(&host), ply(&guest)), (0, 0), "the guest moved for the host");

    // The host's move, by clicks, appears on the guest's board.
    click_move(&mut host, &from, &to);
    settle(&mut host, &mut guest);
    assert_eq!((ply(&host), ply(&guest)), (1, 1));
    let fen = |h: &Harness<'static, HexApp>| session(h).table().expect("a game").game().position().fen();
    assert_eq!(fen(&host), fen(&guest));
    assert!(hex_label(&guest, &to).contains("white"), "{}", hex_label(&guest, &to));

    // The guest offers a draw: the host is asked, and accepts.
    press(&mut guest, Seat::Bottom, "Offer draw");
    settle(&mut host, &mut guest);
    assert!(count_labels(&host, "Your opponent offers a draw") > 0);
    press(&mut host, Seat::Bottom, "Accept draw");
    settle(&mut host, &mut guest);
    for h in [&host, &guest] {
        let outcome = session(h).outcome().expect("the game is over");
        assert_eq!(outcome.points, Points::DRAW);
        assert_eq!(outcome.reason, EndReason::Agreement);
        assert!(count_labels(h, "Draw:") > 0, "the result is shown");
        h.get_by_label(&Seat::Bottom.label("Back to the table"));
    }

    // Each side saved the finished game in its records folder, naming both players and "online".
    for (h, tag) in [(&host, "host"), (&guest, "guest")] {
        let path = h.state().online().and_then(|o| o.record_path.clone()).expect("a record path");
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{tag}: {e}"));
        assert!(text.contains("[White \"Ada\"]") && text.contains("[Black \"Bob\"]"), "{text}");
        assert!(text.contains("online") && text.contains("1/2-1/2"), "{text}");
        assert!(path.parent().is_some_and(|d| d.ends_with("games")), "{}", path.display());
    }
    press(&mut host, Seat::Bottom, "Back to the table");
    assert!(host.state().online().is_none());
}

#[test]
fn a_cut_link_pauses_the_game_and_it_goes_on_after_the_reconnect() {
    let net = MemoryNetwork::new();
    let (mut host, mut guest) = start_game(&net, "online-cut");
    let (from, to) = a_legal_move(&host);
    click_move(&mut host, &from, &to);
    settle(&mut host, &mut guest);
    assert_eq!(ply(&guest), 1);

    let switch = net.switch(0).expect("the game's switch");
    switch.cut();
    settle(&mut host, &mut guest);
    for h in [&host, &guest] {
        assert_eq!(session(h).link_state(), LinkState::Lost);
        assert!(count_labels(h, "Waiting for your opponent") > 0, "the cut is shown");
    }
    // Paused: the guest's clicks play nothing.
    let (from, to) = a_legal_move(&guest);
    click_move(&mut guest, &from, &to);
    assert_eq!(ply(&guest), 1);

    switch.connect();
    settle(&mut host, &mut guest);
    for h in [&host, &guest] {
        assert_eq!(session(h).link_state(), LinkState::Connected);
        assert_eq!(count_labels(h, "Waiting for your opponent"), 0);
    }
    click_move(&mut guest, &from, &to);
    settle(&mut host, &mut guest);
    assert_eq!((ply(&host), ply(&guest)), (2, 2), "the game went on");
}

#[test]
fn a_message_the_rules_refuse_is_shown_and_the_game_goes_on() {
    let net = MemoryNetwork::new();
    let (mut host, mut guest) = start_game(&net, "online-refused");
    let switch = net.switch(0).expect("the game's switch");
    switch.inject(true, LinkEvent::Frame(b"not a message".to_vec()));
    settle(&mut host, &mut guest);
    let shown = host.state().online().and_then(|o| o.message.clone()).unwrap_or_default();
    assert!(shown.contains("cannot be read"), "{shown}");
    assert!(host.state().toasts().iter().any(|t| t.contains("cannot be read")), "{:?}", host.state().toasts());
    let (from, to) = a_legal_move(&host);
    click_move(&mut host, &from, &to);
    settle(&mut host, &mut guest);
    assert_eq!(ply(&guest), 1);
}

#[test]
fn play_online_opens_from_settings_facing_the_player_opposite() {
    let mut h = harness("online-settings", None);
    press(&mut h, Seat::Top, "Settings");
    press(&mut h, Seat::Top, "Play online");
    assert_eq!(h.state().online().map(|o| o.seat), Some(Seat::Top));
    h.get_by_label(&Seat::Top.label("Host"));
    h.get_by_label(&Seat::Top.label("Join"));
    press(&mut h, Seat::Top, "Back to the table");
    assert!(h.state().online().is_none());
}
