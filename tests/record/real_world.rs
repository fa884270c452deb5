//! The habits of real published tournament records (separator lines, en-passant suffixes,
//! results that lost their encoding, games commented out, file-to-file pawn captures, other
//! languages' piece letters), read from small records made up for the tests in
//! `tests/data/games/real_world/`.

use std::path::{Path, PathBuf};

use hexchess::record::{
    GameResult, LetterMap, ReplayNote, ReplayOptions, ReplayedGame, parse_records, replay, replay_guessing_letters,
};
use hexchess::rules::MoveKind;
use hexchess::script::record_variant;
use hexchess::storage::load_records;

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/games/real_world").join(name)
}

/// Every game of the archive, replayed with guessed letters; each must replay to its last move.
fn archive() -> Vec<(String, ReplayedGame)> {
    let records = load_records(&data("archive.pgn")).expect("readable");
    records
        .iter()
        .map(|r| {
            let game = replay_guessing_letters(r, &record_variant, &ReplayOptions::default())
                .unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(game.plies(), r.moves.len(), "game {} stops early", r.number);
            (r.players(), game)
        })
        .collect()
}

fn game<'a>(games: &'a [(String, ReplayedGame)], white: &str) -> &'a ReplayedGame {
    games.iter().find(|(p, _)| p.starts_with(white)).map(|(_, g)| g).unwrap_or_else(|| panic!("no game of {white}"))
}

#[test]
fn separators_and_commented_out_games_are_no_games() {
    let games = archive();
    let players: Vec<&str> = games.iter().map(|(p, _)| p.as_str()).collect();
    assert_eq!(
        players,
        [
            "Ep Glued - Draw Utf8",
            "Ep Apart - Draw Latin2",
            "File Capture - Quarter Utf8",
            "Polish - Letters",
            "German - Letters",
            "Russian - Letters",
            "Hungarian - Letters"
        ]
    );
    let text = std::fs::read_to_string(data("archive.pgn")).expect("readable");
    let records = parse_records(&text);
    // No move of a commented-out game leaks into a game around it.
    for r in &records {
        assert!(r.moves.iter().all(|m| !m.text.contains("Qe1c3") && m.text != "g4g5" && m.text != "d3d4"), "{r:?}");
    }
}

#[test]
fn en_passant_suffixes_and_file_captures_take_en_passant() {
    let games = archive();
    for white in ["Ep Glued", "Ep Apart", "File Capture"] {
        let g = game(&games, white);
        let moves = g.game.moves();
        assert_eq!(moves.get(3).map(|m| m.kind), Some(MoveKind::EnPassant), "{white}");
    }
}

#[test]
fn misencoded_results_end_their_games_with_a_note() {
    let games = archive();
    for (white, result) in [("Ep Glued", "1/2-1/2"), ("Ep Apart", "1/2-1/2"), ("File Capture", "3/4-1/4")] {
        let g = game(&games, white);
        assert_eq!(g.recorded_result, GameResult::parse(result), "{white}");
        assert!(
            g.notes.iter().any(|n| matches!(n, ReplayNote::ResultMisread { read_as, .. } if Some(*read_as) == GameResult::parse(result))),
            "{white}: {:?}",
            g.notes
        );
    }
}

#[test]
fn each_language_is_guessed_and_replays_as_english() {
    let games = archive();
    let english = replay(
        &parse_records("1. Qe1c3 Qe10c6 2. b1b2 b7b6 3. Bf3b1 e7e6 4. Qc3xBf9# 1-0")[0],
        &record_variant,
        &ReplayOptions::default(),
    )
    .expect("the English fool's mate");
    for (white, code) in [("Polish", "pl"), ("German", "de"), ("Russian", "ru"), ("Hungarian", "hu")] {
        let g = game(&games, white);
        assert_eq!(g.game.moves(), english.game.moves(), "{white}");
        assert_eq!(g.status.name(), "checkmate");
        let guessed: Vec<&str> = g
            .notes
            .iter()
            .filter_map(|n| match n {
                ReplayNote::LettersGuessed { letters } => Some(letters.code()),
                _ => None,
            })
            .collect();
        assert_eq!(guessed, [code], "{white}");
        // Asked for by code, the same letters replay it with no guess.
        let record = load_records(&data("archive.pgn")).expect("readable");
        let record = record.iter().find(|r| r.players().starts_with(white)).expect("the game");
        let asked = ReplayOptions { letters: LetterMap::from_code(code).expect("known"), ..ReplayOptions::default() };
        let direct = replay(record, &record_variant, &asked).expect("replays");
        assert!(direct.notes.is_empty(), "{white}: {:?}", direct.notes);
    }
}

#[test]
fn a_broken_game_names_its_move_and_the_games_after_it_replay() {
    let records = load_records(&data("broken.pgn")).expect("readable");
    let results: Vec<_> =
        records.iter().map(|r| replay_guessing_letters(r, &record_variant, &ReplayOptions::default())).collect();
    assert_eq!(results.len(), 3);
    let err = results[1].as_ref().expect_err("the second game is broken");
    assert!(err.to_string().starts_with("game 2 (Second - Broken), move 2. f6f9: not a legal move: "), "{err}");
    let third = results[2].as_ref().expect("the third game replays");
    assert_eq!(third.game.moves().last().map(|m| m.kind), Some(MoveKind::EnPassant));
    assert!(results[0].is_ok());
}
