//! Game records in the app: the autosave after every move and the offer to resume it, a damaged
//! autosave moved aside, Save game / Open game, and review mode stepped with the arrow keys.

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::support::*;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hexchess::autosave;
use hexchess::gui::{AppOptions, HexApp, Seat};
use hexchess::record::{ReplayOptions, replay};
use hexchess::rules::{EndReason, Game};
use hexchess::script::record_variant;
use hexchess::storage::load_records;

/// Fool's mate, read and replayed by the record module (independently of the app).
fn fools_mate() -> Game {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/games/FoolsMate.pgn");
    let records = load_records(&path).expect("readable");
    replay(&records[0], &record_variant, &ReplayOptions::default()).expect("replays").game
}

/// The cell names of each move of `game` (from, to).
fn move_cells(game: &Game) -> Vec<(String, String)> {
    let board = game.start().variant().board();
    game.moves().iter().map(|m| (board.name(m.from), board.name(m.to))).collect()
}

fn data_dir(config: &Path) -> PathBuf {
    config.join("data")
}

/// Waits for the background writer, then reads the autosave.
fn autosave_now(h: &Harness<'static, HexApp>, config: &Path) -> autosave::Autosave {
    assert!(h.state().flush_autosave(Duration::from_secs(10)), "the autosave reaches the disk");
    autosave::load(&data_dir(config)).expect("readable").expect("present")
}

fn clear_and_type(h: &mut Harness<'static, HexApp>, label: &str, text: &str) {
    click(h, label);
    for _ in 0..60 {
        h.key_press(Key::Backspace);
    }
    h.get_by_label(label).type_text(text);
    h.run();
}

#[test]
fn fools_mate_is_saved_opened_and_stepped_through_with_the_arrow_keys() {
    let expected = fools_mate();
    let config = temp_config("records-fools");
    let mut h = harness_with(AppOptions::for_tests(&config));
    for (from, to) in move_cells(&expected) {
        click_move(&mut h, &from, &to);
    }
    assert_eq!(h.state().session().game().moves(), expected.moves());
    assert_eq!(h.state().session().outcome().map(|o| o.reason), Some(EndReason::Checkmate));

    // Save it under a typed name into the games folder of the data folder.
    press(&mut h, Seat::Bottom, "Save game");
    clear_and_type(&mut h, "bottom: File name", "fools");
    press(&mut h, Seat::Bottom, "Save record");
    let saved = data_dir(&config).join("games/fools.pgn");
    assert!(h.state().toasts().iter().any(|t| t.contains("fools.pgn")), "{:?}", h.state().toasts());
    let text = std::fs::read_to_string(&saved).expect("saved");
    assert!(text.contains("[Variant \"Glinski\"]") && text.contains("1-0"), "{text}");
    let back = load_records(&saved).expect("readable");
    let back = replay(&back[0], &record_variant, &ReplayOptions::default()).expect("replays");
    assert_eq!(back.game.moves(), expected.moves());

    // A new game, then Open game lists the file; opening it enters review at the start.
    press(&mut h, Seat::Bottom, "New game");
    press(&mut h, Seat::Top, "Open game");
    h.get_by_label("top: file fools.pgn");
    press(&mut h, Seat::Top, "file fools.pgn");
    assert_eq!(h.state().review_ply(), Some((0, 7)));
    assert_eq!(h.state().shown_position(), expected.start());
    // The board is not playable while reviewing, and the game in progress is untouched.
    assert!(query_hex(&h, "f5").is_none());
    assert!(h.state().session().game().moves().is_empty());

    for ply in 1..=7 {
        h.key_press(Key::ArrowRight);
        h.run();
        assert_eq!(h.state().review_ply(), Some((ply, 7)));
        assert_eq!(Some(h.state().shown_position()), expected.position_at(ply));
    }
    h.key_press(Key::ArrowRight); // past the end: stays at the end
    h.run();
    assert_eq!(h.state().review_ply(), Some((7, 7)));
    h.get_by_label("top: After 4. Qxf9# · 1-0 (checkmate)");
    h.key_press(Key::ArrowLeft);
    h.run();
    assert_eq!(Some(h.state().shown_position()), expected.position_at(6));
    h.key_press(Key::Home);
    h.run();
    assert_eq!(h.state().shown_position(), expected.start());
    h.key_press(Key::End);
    h.run();
    assert_eq!(h.state().review_ply(), Some((7, 7)));
    // A move in the list jumps there.
    press(&mut h, Seat::Top, "move 2. b2");
    assert_eq!(Some(h.state().shown_position()), expected.position_at(3));

    // Play on from there: the game in progress (empty) is replaced without a question.
    press(&mut h, Seat::Top, "Play from here");
    assert_eq!(h.state().review_ply(), None);
    assert_eq!(h.state().session().game().moves(), &expected.moves()[..3]);
    assert_eq!(h.state().session().position(), expected.position_at(3).expect("ply 3"));
    hex(&h, "e7"); // the board takes clicks again
}

#[test]
fn every_move_is_autosaved_and_offered_for_resuming_after_a_restart() {
    let expected = fools_mate();
    let cells = move_cells(&expected);
    let config = temp_config("records-resume");
    {
        let mut h = harness_with(AppOptions::for_tests(&config));
        // Six of the seven plies: the game is still going.
        for (i, (from, to)) in cells.iter().take(6).enumerate() {
            click_move(&mut h, from, to);
            let doc = autosave_now(&h, &config);
            assert_eq!(doc.moves.len(), i + 1, "autosaved after ply {}", i + 1);
            assert!(doc.outcome.is_none());
        }
        let doc = autosave_now(&h, &config);
        assert_eq!(doc.white_seat, Some(autosave::Seat::Bottom));
        let timing = h.state().autosave_timing();
        assert!(timing.count >= 6, "{timing:?}");
        // The UI thread only hands the document over; the writer thread does the disk work.
        eprintln!(
            "autosave hand-over: max {:?}, mean {:?}; last write on the writer thread {:?}",
            timing.max,
            timing.total / timing.count,
            timing.last_write
        );
    } // the app is gone: as if killed after the last write

    let mut h = harness_with(AppOptions::for_tests(&config));
    assert!(h.state().resume_offered());
    h.get_by_label("bottom: Resume game");
    h.get_by_label("top: Start new game");
    assert!(query_hex(&h, "f5").is_none(), "the board waits for the answer");
    press(&mut h, Seat::Top, "Resume game");
    assert!(!h.state().resume_offered());
    assert_eq!(h.state().session().game().moves(), &expected.moves()[..6]);
    assert_eq!(h.state().session().white_seat(), Some(Seat::Bottom));
    // It goes on: the last ply mates, and the finished game is autosaved with the score.
    let (from, to) = &cells[6];
    click_move(&mut h, from, to);
    let doc = autosave_now(&h, &config);
    assert!(doc.is_finished());
    assert_eq!((doc.score.bottom, doc.score.top), (4, 0));
    drop(h);

    // A finished game is not offered.
    let h = harness_with(AppOptions::for_tests(&config));
    assert!(!h.state().resume_offered());
    assert!(h.state().session().game().moves().is_empty());
}

#[test]
fn the_match_score_and_rules_in_force_are_resumed() {
    let config = temp_config("records-score");
    {
        let mut h = harness_with(AppOptions::for_tests(&config));
        press(&mut h, Seat::Bottom, "Settings");
        press(&mut h, Seat::Bottom, "Stalemate draw");
        press(&mut h, Seat::Bottom, "Close settings");
        for (from, to) in move_cells(&fools_mate()) {
            click_move(&mut h, &from, &to);
        }
        press(&mut h, Seat::Top, "New game");
        click_move(&mut h, "f5", "f6");
        autosave_now(&h, &config);
    }
    // Settings are changed meanwhile: the resumed game brings back the rules it was played under.
    std::fs::remove_file(config.join("settings.json")).expect("settings were saved");
    let mut h = harness_with(AppOptions::for_tests(&config));
    press(&mut h, Seat::Bottom, "Resume game");
    let s = h.state().session();
    assert_eq!((s.score(Seat::Bottom), s.score(Seat::Top), s.games_finished()), (4, 0, 1));
    assert_eq!(s.game().moves().len(), 1);
    assert_eq!(h.state().rules().settings().stalemate, hexchess::rules::StalemateRule::Draw);
}

#[test]
fn declining_the_offer_starts_afresh_and_keeps_the_declined_game_as_a_record() {
    let config = temp_config("records-decline");
    {
        let mut h = harness_with(AppOptions::for_tests(&config));
        click_move(&mut h, "f5", "f6");
        autosave_now(&h, &config);
    }
    let mut h = harness_with(AppOptions::for_tests(&config));
    press(&mut h, Seat::Bottom, "Start new game");
    assert!(h.state().session().game().moves().is_empty());
    let kept: Vec<_> = std::fs::read_dir(data_dir(&config).join("games")).expect("games folder").flatten().collect();
    assert_eq!(kept.len(), 1);
    // The board is live; the next move replaces the autosave.
    click_move(&mut h, "f5", "f6");
    assert_eq!(autosave_now(&h, &config).moves, ["f5f6"]);
}

#[test]
fn a_damaged_autosave_is_moved_aside_with_a_message_and_the_app_starts() {
    let config = temp_config("records-corrupt");
    let data = data_dir(&config);
    std::fs::create_dir_all(&data).expect("data dir");
    std::fs::write(data.join("autosave.json"), "{\"version\": 1, \"moves\": [").expect("write");
    let mut h = harness_with(AppOptions::for_tests(&config));
    let message = h.state().records_message().expect("a message").to_string();
    assert!(message.contains("autosave.json is damaged") && message.contains("moved aside"), "{message}");
    assert_eq!(count_labels(&h, "moved aside"), 2, "each player sees the message");
    let names: Vec<String> = std::fs::read_dir(&data)
        .expect("list")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(names.iter().any(|n| n.starts_with("autosave.json.corrupt-")), "{names:?}");
    assert!(!names.iter().any(|n| n == "autosave.json"), "{names:?}");
    press(&mut h, Seat::Top, "Close message");
    assert!(h.state().records_message().is_none());
    click_move(&mut h, "f5", "f6");
    assert_eq!(autosave_now(&h, &config).moves, ["f5f6"]);
}

#[test]
fn a_broken_record_names_the_game_move_and_reason() {
    let config = temp_config("records-broken");
    let games = data_dir(&config).join("games");
    std::fs::create_dir_all(&games).expect("games dir");
    let two_games = "[White \"Ann\"]\n[Black \"Bob\"]\n1. f5f6 e7e6 *\n\n\
                     [White \"Cy\"]\n[Black \"Di\"]\n1. f5f6 e7e6 2. Qe1c3 Qe10c6 3. f6f8 *\n";
    std::fs::write(games.join("two.pgn"), two_games).expect("write");
    let mut h = harness_with(AppOptions::for_tests(&config));
    press(&mut h, Seat::Bottom, "Open game");
    press(&mut h, Seat::Bottom, "file two.pgn");
    // Two games: the player picks one.
    h.get_by_label("bottom: game 1");
    press(&mut h, Seat::Bottom, "game 2");
    h.get_by_label_contains("two.pgn: game 2 (Cy - Di), move 3. f6f8: not a legal move");
    assert!(games.join("two.pgn").exists(), "a player's record with a bad move is kept as it is");
    // The moves before the error can be reviewed.
    press(&mut h, Seat::Bottom, "Review the moves before the error");
    assert_eq!(h.state().review_ply(), Some((0, 4)));
    press(&mut h, Seat::Bottom, "Back to game");
    assert_eq!(h.state().review_ply(), None);
    hex(&h, "f5");
}

#[test]
fn a_file_that_is_not_a_record_is_moved_aside_with_a_message() {
    let config = temp_config("records-junk");
    let games = data_dir(&config).join("games");
    std::fs::create_dir_all(&games).expect("games dir");
    std::fs::write(games.join("junk.pgn"), b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR").expect("write");
    let mut h = harness_with(AppOptions::for_tests(&config));
    press(&mut h, Seat::Bottom, "Open game");
    press(&mut h, Seat::Bottom, "file junk.pgn");
    h.get_by_label_contains("not a game record");
    h.get_by_label_contains("moved aside");
    assert!(h.query_by_label("bottom: file junk.pgn").is_none(), "the list no longer shows it");
    let names: Vec<String> = std::fs::read_dir(&games)
        .expect("list")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(names.len() == 1 && names[0].starts_with("junk.pgn.corrupt-"), "{names:?}");
    assert_eq!(h.state().review_ply(), None);
}
