//! Puzzles (user guide, "Puzzles"): the trainer on the shipped `puzzles/glinski.csv`. A puzzle
//! solved by clicks raises the rating and shows the gain; a wrong move lowers it once, with Retry
//! and View solution; the next puzzle follows the new rating; the rating survives a restart; the
//! solver's side faces whoever opened it; a damaged record is moved aside. Every move clicked is
//! read from the puzzle being played, never typed in.

use std::path::Path;
use std::time::Duration;

use crate::support::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hexchess::gui::{AppOptions, HexApp, Seat};
use hexchess::puzzle::trainer::{Fit, Stage, Trainer, TrainerRecord, fitting};
use hexchess::puzzle::{Puzzle, PuzzleLine, Theme};
use hexchess::rules::{Color, Move, Position};

fn app(config: &Path) -> Harness<'static, HexApp> {
    harness_with(AppOptions::for_tests(config))
}

/// Opens Puzzles from `seat`'s console and starts the first puzzle; its setup move has glided in.
fn open(h: &mut Harness<'static, HexApp>, seat: Seat) {
    press(h, seat, "Puzzles");
    assert!(h.state().puzzles().is_some_and(|p| p.seat == seat), "Puzzles opens facing {seat:?}");
    press(h, seat, "Start puzzles");
    assert_eq!(stage(h), Stage::Solving, "the setup move was played");
}

fn stage(h: &Harness<'static, HexApp>) -> Stage {
    h.state().puzzles().and_then(|p| p.stage()).expect("a puzzle under way")
}

fn current_line(h: &Harness<'static, HexApp>) -> (Puzzle, PuzzleLine) {
    let current = h.state().puzzles().and_then(|p| p.trainer.current()).expect("a puzzle under way");
    (current.attempt.puzzle().clone(), current.attempt.line().clone())
}

fn position(h: &Harness<'static, HexApp>) -> Position {
    *h.state().puzzles().and_then(|p| p.trainer.current()).expect("a puzzle").attempt.position()
}

fn rating(h: &Harness<'static, HexApp>) -> f64 {
    h.state().puzzles().expect("open").trainer.rating().rating
}

/// The record saved in the test's data folder.
fn saved(config: &Path) -> TrainerRecord {
    let path = TrainerRecord::path_in(&config.join("data"), "glinski");
    let text = std::fs::read_to_string(&path).expect("the record was saved");
    serde_json::from_str(&text).expect("a record")
}

/// Clicks `mv` on the puzzle's board (and picks its promotion piece).
fn play(h: &mut Harness<'static, HexApp>, seat: Seat, mv: Move) {
    let board = h.state().puzzles().expect("open").variant().board();
    click_move(h, &board.name(mv.from), &board.name(mv.to));
    if let Some(role) = mv.promotion {
        let name = role.name();
        press(h, seat, &format!("{}{}", name[..1].to_uppercase(), &name[1..]));
    }
}

/// Plays the solver's moves of the puzzle under way; the replies come on their own.
fn solve(h: &mut Harness<'static, HexApp>, seat: Seat) {
    let (_, line) = current_line(h);
    for (i, mv) in line.moves.iter().enumerate().skip(1).step_by(2) {
        play(h, seat, *mv);
        if i + 1 < line.moves.len() {
            assert_eq!(stage(h), Stage::Solving, "the reply after move {i} came");
            assert_eq!(position(h), line.positions[i + 2]);
        }
    }
    assert_eq!(stage(h), Stage::Solved);
}

/// A legal move of the solver that is not the solution's next move, mates nothing and promotes nothing.
fn wrong_move(h: &Harness<'static, HexApp>) -> Move {
    let pos = position(h);
    let right =
        h.state().puzzles().and_then(|p| p.trainer.current()).and_then(|c| c.attempt.expected()).expect("to move");
    pos.legal_moves()
        .into_iter()
        .find(|m| {
            (m.from, m.to) != (right.from, right.to)
                && m.promotion.is_none()
                && pos.play(*m).is_ok_and(|after| !after.legal_moves().is_empty())
        })
        .expect("another move")
}

#[test]
fn a_puzzle_solved_by_clicks_raises_the_rating_and_shows_the_gain() {
    let config = temp_config("puzzles-solve");
    let mut h = app(&config);
    open(&mut h, Seat::Bottom);
    let before = rating(&h);
    assert_eq!(count_labels(&h, &format!("Rating {} ±", before.round())), 1);
    let (puzzle, _) = current_line(&h);
    solve(&mut h, Seat::Bottom);
    let record = saved(&config);
    assert!(record.rating.rating > before, "{} after {before}", record.rating.rating);
    assert_eq!(record.history.len(), 1);
    assert!(record.history[0].solved && record.played.contains(&puzzle.id));
    let gain = record.rating.rating.round() as i64 - before.round() as i64;
    assert!(gain > 0);
    h.get_by_label(&Seat::Bottom.label(&format!("+{gain}")));
    h.get_by_label(&Seat::Bottom.label("Solved"));
    assert_eq!(count_labels(&h, &format!("Rating {} ±", record.rating.rating.round())), 1);
    // The puzzle's themes, rating and source are shown, and Next.
    let themes: Vec<&str> = puzzle.themes.iter().map(|t| t.title()).collect();
    h.get_by_label(&Seat::Bottom.label(&format!("Themes: {}", themes.join(", "))));
    h.get_by_label(&Seat::Bottom.label(&format!("From {}", puzzle.source)));
    assert_eq!(count_labels(&h, &format!("Puzzle {} · rated {}, now ", puzzle.id, puzzle.rating)), 1);
    h.get_by_label(&Seat::Bottom.label("Next puzzle"));
    assert_eq!(count_labels(&h, "rating chart: 1 puzzle,"), 1, "the chart has the attempt");
}

#[test]
fn a_wrong_move_lowers_the_rating_once_and_retry_and_view_solution_work() {
    let config = temp_config("puzzles-wrong");
    let mut h = app(&config);
    open(&mut h, Seat::Bottom);
    let before = rating(&h);
    let (_, line) = current_line(&h);
    let wrong = wrong_move(&h);
    play(&mut h, Seat::Bottom, wrong);
    assert!(matches!(stage(&h), Stage::Wrong(_)));
    h.get_by_label(&Seat::Bottom.label("That's not the move"));
    let lowered = saved(&config).rating.rating;
    assert!(lowered < before, "{lowered} after {before}");
    let loss = before.round() as i64 - lowered.round() as i64;
    h.get_by_label(&Seat::Bottom.label(&format!("\u{2212}{loss}")));

    press(&mut h, Seat::Bottom, "Retry");
    assert_eq!(stage(&h), Stage::Solving);
    assert_eq!(position(&h), *line.puzzle_position(), "the wrong move is taken back");
    h.get_by_label(
        &Seat::Bottom.label(&format!("Already counted as failed (\u{2212}{loss}): try again, or View solution.")),
    );
    play(&mut h, Seat::Bottom, wrong);
    assert!(matches!(stage(&h), Stage::Wrong(_)));
    assert_eq!(saved(&config).rating.rating, lowered, "no second loss");
    assert_eq!(saved(&config).history.len(), 1);

    press(&mut h, Seat::Bottom, "View solution");
    while stage(&h) == Stage::Viewing {
        press(&mut h, Seat::Bottom, "Next move");
    }
    assert_eq!(stage(&h), Stage::Shown);
    assert_eq!(position(&h), *line.positions.last().expect("the end"), "the whole solution was shown");
    h.get_by_label(&Seat::Bottom.label("Failed"));
    assert_eq!(saved(&config).rating.rating, lowered);
    press(&mut h, Seat::Bottom, "Next puzzle");
    assert_eq!(stage(&h), Stage::Solving);
    assert_ne!(current_line(&h).0.id, saved(&config).history[0].puzzle, "a puzzle not played yet");
}

/// The mean distance to `to` of the puzzles that fit a window.
fn mean_distance(trainer: &Trainer, fit: &Fit, to: f64) -> f64 {
    let sum: f64 =
        fit.indices.iter().map(|&i| (trainer.puzzle_rating(&trainer.library().puzzles[i]).rating - to).abs()).sum();
    sum / fit.indices.len() as f64
}

#[test]
fn the_next_puzzle_is_nearer_the_new_rating() {
    let config = temp_config("puzzles-next");
    let mut h = app(&config);
    open(&mut h, Seat::Bottom);
    let trainer = &h.state().puzzles().expect("open").trainer;
    let old_target = trainer.target();
    // A big change either way: a puzzle rated above the target is solved, one below failed.
    let first = trainer.current().expect("a puzzle").puzzle_rating.rating;
    if first >= old_target {
        solve(&mut h, Seat::Bottom);
    } else {
        let wrong = wrong_move(&h);
        play(&mut h, Seat::Bottom, wrong);
        press(&mut h, Seat::Bottom, "View solution");
        while stage(&h) == Stage::Viewing {
            press(&mut h, Seat::Bottom, "Next move");
        }
    }
    let trainer = &h.state().puzzles().expect("open").trainer;
    let new_target = trainer.target();
    assert!((new_target - old_target).abs() > 200.0, "a new player's first result moves the rating a lot");
    // The windows the trainer's own choice uses around the old and the new target, over the
    // puzzles not played yet: a puzzle chosen at the old target is one of `old`.
    let ratings = |p: &Puzzle| trainer.puzzle_rating(p).rating;
    let fresh = |p: &Puzzle| !trainer.record().was_played(&p.id);
    let old = fitting(&trainer.library().puzzles, &ratings, &fresh, old_target).expect("puzzles fit");
    let new = fitting(&trainer.library().puzzles, &ratings, &fresh, new_target).expect("puzzles fit");
    let (near_new, near_old) = (mean_distance(trainer, &new, new_target), mean_distance(trainer, &old, new_target));
    assert!(near_new < near_old, "around the new target {near_new} away on average, around the old {near_old}");
    press(&mut h, Seat::Bottom, "Next puzzle");
    let trainer = &h.state().puzzles().expect("open").trainer;
    let next = trainer.current().expect("the next puzzle").attempt.puzzle().id.clone();
    let at = trainer.library().puzzles.iter().position(|p| p.id == next).expect("in the library");
    assert!(new.indices.contains(&at), "the next puzzle {next} is chosen around the new target {new_target}");
    let rating = trainer.current().expect("the next puzzle").puzzle_rating.rating;
    assert!((rating - new_target).abs() <= new.window, "{rating} within {} of {new_target}", new.window);
}

#[test]
fn the_rating_survives_a_restart() {
    let config = temp_config("puzzles-restart");
    let rated = {
        let mut h = app(&config);
        open(&mut h, Seat::Bottom);
        solve(&mut h, Seat::Bottom);
        press(&mut h, Seat::Bottom, "Back to game");
        assert!(h.state().puzzles().is_none());
        saved(&config).rating
    };
    let mut again = app(&config);
    press(&mut again, Seat::Bottom, "Puzzles");
    assert_eq!(again.state().puzzles().expect("open").trainer.rating(), rated);
    let shown = format!("Rating {} ± {:.0}", rated.rating.round(), rated.deviation);
    assert_eq!(count_labels(&again, &shown), 1, "{shown} on the menu");
    assert_eq!(count_labels(&again, "1 puzzle played"), 1);
}

#[test]
fn opened_from_the_top_console_the_solvers_side_faces_the_top_player() {
    for seat in Seat::BOTH {
        let mut h = app(&temp_config("puzzles-facing"));
        open(&mut h, seat);
        let (_, line) = current_line(&h);
        let (home, away) = if line.solver() == Color::White { ("f1", "f11") } else { ("f11", "f1") };
        let (home_y, away_y) = (hex(&h, home).rect().center().y, hex(&h, away).rect().center().y);
        // The opener's edge: the top of the screen for the top player.
        match seat {
            Seat::Top => assert!(home_y < away_y, "the solver's home rank is nearest the top: {home_y} {away_y}"),
            Seat::Bottom => assert!(home_y > away_y, "the solver's home rank is nearest the bottom"),
        }
        // The strip is on its reader's right: the screen's left for the top player.
        let hint = h.get_by_label(&seat.label("Puzzle hint")).rect().center().x;
        assert_eq!(hint < 640.0, seat == Seat::Top, "{seat:?}: Hint at {hint}");
        // A hint marks the piece to move, which the solver then moves.
        press(&mut h, seat, "Puzzle hint");
        let right = line.moves[1];
        assert_eq!(h.state().puzzles().and_then(|p| p.hint), Some(right.from));
    }
}

#[test]
fn puzzles_open_from_settings_by_theme_and_leave_the_game_untouched() {
    let mut h = app(&temp_config("puzzles-settings"));
    click_move(&mut h, "e4", "e5");
    let game = h.state().session().position().fen();
    press(&mut h, Seat::Top, "Settings");
    press(&mut h, Seat::Top, "Open puzzles");
    assert_eq!(h.state().puzzles().map(|p| p.seat), Some(Seat::Top));
    let forks = h.state().puzzles().expect("open").trainer.library().count(Some(Theme::Fork));
    // The theme is offered with its count.
    press(&mut h, Seat::Top, &format!("Theme Fork ({forks})"));
    press(&mut h, Seat::Top, "Difficulty Harder");
    press(&mut h, Seat::Top, "Start puzzles");
    assert!(current_line(&h).0.has(Theme::Fork));
    let trainer = &h.state().puzzles().expect("open").trainer;
    assert_eq!(trainer.target(), trainer.rating().rating + 300.0);
    press(&mut h, Seat::Top, "Back to game");
    assert!(h.state().puzzles().is_none());
    assert_eq!(h.state().session().position().fen(), game, "the game waits where it was");
    assert_eq!(h.state().session().game().moves().len(), 1);
}

#[test]
fn a_damaged_rating_file_is_moved_aside_with_a_message() {
    let config = temp_config("puzzles-damaged");
    let data = config.join("data");
    std::fs::create_dir_all(&data).expect("data folder");
    let path = TrainerRecord::path_in(&data, "glinski");
    std::fs::write(&path, "{\"version\": 1, \"rating\": {\"rating\": 14").expect("damage");
    let mut h = app(&config);
    press(&mut h, Seat::Bottom, "Puzzles");
    assert!(count_labels(&h, "is damaged") > 0, "the menu says so");
    assert!(count_labels(&h, "moved aside") > 0);
    assert!(!path.exists());
    let aside = std::fs::read_dir(&data)
        .expect("list")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.starts_with("puzzle-trainer-glinski.json.corrupt-"))
        .count();
    assert_eq!(aside, 1, "the damaged copy is kept");
    assert_eq!(count_labels(&h, "Rating 1500 ± 500"), 1, "a fresh rating");
    // Playing on writes a good file again.
    press(&mut h, Seat::Bottom, "Start puzzles");
    solve(&mut h, Seat::Bottom);
    assert!(saved(&config).rating.rating > 1500.0);
}

#[test]
fn a_computer_seat_waits_while_puzzles_are_open() {
    let mut h = app(&temp_config("puzzles-computer"));
    // A pace longer than a click's frames: the computer has not answered when Puzzles opens.
    h.state_mut().set_computer_pace(2.0);
    hand_over(&mut h, Seat::Top, "novice", false);
    click_move(&mut h, "f5", "f6");
    assert_eq!(h.state().session().game().moves().len(), 1);
    press(&mut h, Seat::Bottom, "Puzzles");
    // Many seconds of frames (far past the pace and a novice's search): no answer.
    draw_for(&mut h, Duration::from_millis(800));
    assert_eq!(h.state().session().game().moves().len(), 1, "the game waits");
    press(&mut h, Seat::Bottom, "Back to game");
    frames_until(&mut h, Duration::from_secs(20), Duration::from_millis(5), |app| {
        app.session().game().moves().len() == 2
    });
}
