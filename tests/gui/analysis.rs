//! Game analysis in the app (user guide, "Analysis"): Analyse on a reviewed game runs in the
//! background, then the graph (a click jumps to that move), the glyphs in the move list, the
//! better-move arrow and the evaluation bar; Cancel stops it; a saved analysed game opens with
//! its analysis; the evaluation bar during a game is a setting, hidden while a clock runs.

use std::time::Duration;

use crate::support::*;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use hexchess::analysis::{Eval, Judgement};
use hexchess::engine::SearchLimits;
use hexchess::gui::{AppOptions, HexApp, Seat};

/// Fool's mate played on the board by clicks (tests/data/games/FoolsMate.pgn).
fn play_fools_mate(h: &mut Harness<'static, HexApp>) {
    for (from, to) in
        [("e1", "c3"), ("e10", "c6"), ("b1", "b2"), ("b7", "b6"), ("f3", "b1"), ("e7", "e6"), ("c3", "f9")]
    {
        click_move(h, from, to);
    }
    assert!(h.state().session().outcome().is_some(), "mate");
}

/// Opens the review of the game in progress from the bottom player's move list.
fn review_from_bottom(h: &mut Harness<'static, HexApp>) {
    let first = h.state().session().game().san_moves()[0].clone();
    click(h, &Seat::Bottom.label(&format!("move 1. {first}")));
    assert!(h.state().review_ply().is_some());
}

fn analyse_and_wait(h: &mut Harness<'static, HexApp>) {
    press(h, Seat::Bottom, "Analyse");
    assert!(h.state().analysing(), "the analysis runs in the background");
    frames_until(h, Duration::from_secs(60), Duration::from_millis(5), |app| !app.analysing());
    h.run();
}

fn labels_starting(h: &Harness<'static, HexApp>, prefix: &str) -> Vec<String> {
    h.query_all_by_label_contains(prefix)
        // A label's text is its accesskit value; a button's is its label.
        .filter_map(|n| n.accesskit_node().label().or_else(|| n.accesskit_node().value()))
        .filter(|l| l.starts_with(prefix))
        .collect()
}

#[test]
fn analyse_draws_the_graph_marks_the_blunder_and_a_click_on_the_graph_jumps_there() {
    let mut h = harness("analysis-graph", None);
    h.state_mut().set_analysis_limits(SearchLimits::depth(3));
    play_fools_mate(&mut h);
    review_from_bottom(&mut h);
    assert!(h.query_by_label(&Seat::Bottom.label("evaluation graph")).is_none(), "no graph before Analyse");
    analyse_and_wait(&mut h);
    assert!(h.state().toasts().iter().any(|t| t == "analysis finished"), "{:?}", h.state().toasts());
    h.get_by_label(&Seat::Bottom.label("evaluation graph"));
    let analysis = h.state().review_analysis().expect("analysed").clone();
    assert_eq!(analysis.moves[5].judgement, Some(Judgement::Blunder));
    // The move list shows the glyph.
    h.get_by_label(&Seat::Bottom.label("move 3... e6??"));
    // From the start, a click in the middle of the graph shows the middle of the game.
    press(&mut h, Seat::Bottom, "Review start");
    assert_eq!(h.state().review_ply(), Some((0, 7)));
    click(&mut h, &Seat::Bottom.label("evaluation graph"));
    let (ply, plies) = h.state().review_ply().expect("reviewing");
    assert_eq!(plies, 7);
    assert!((3..=4).contains(&ply), "the middle of 7 plies, got {ply}");
    // The bar shows the shown position's evaluation.
    let bar = labels_starting(&h, "evaluation bar: ");
    assert_eq!(bar.len(), 1, "{bar:?}");
    let eval: Eval = analysis.evals()[ply];
    assert!(bar[0].ends_with(&eval.to_string()), "{bar:?} for {eval}");
    // After the blunder, an arrow shows the better move.
    click(&mut h, &Seat::Bottom.label("move 3... e6??"));
    assert_eq!(h.state().review_ply(), Some((6, 7)));
    assert_eq!(labels_starting(&h, "better move: ").len(), 1);
}

#[test]
fn cancel_stops_the_analysis_and_the_app_stays_responsive() {
    let mut h = harness("analysis-cancel", None);
    h.state_mut().set_analysis_limits(SearchLimits::movetime(Duration::from_secs(20)));
    play_fools_mate(&mut h);
    review_from_bottom(&mut h);
    press(&mut h, Seat::Bottom, "Analyse");
    assert!(h.state().analysing(), "toasts {:?} review {:?}", h.state().toasts(), h.state().review_ply());
    assert_eq!(labels_starting(&h, "bottom: Analysing: ").len(), 1, "a progress line");
    // The review still steps while the engine thinks.
    press(&mut h, Seat::Bottom, "Review forward");
    assert_eq!(h.state().review_ply(), Some((2, 7)));
    press(&mut h, Seat::Bottom, "Cancel analysis");
    frames_until(&mut h, Duration::from_secs(5), Duration::from_millis(5), |app| !app.analysing());
    h.run();
    assert!(h.state().toasts().iter().any(|t| t == "analysis cancelled"), "{:?}", h.state().toasts());
    assert!(h.state().review_analysis().is_none());
    assert!(h.query_by_label(&Seat::Bottom.label("evaluation graph")).is_none());
    h.get_by_label(&Seat::Bottom.label("Analyse"));
}

#[test]
fn a_saved_analysed_game_opens_with_its_analysis() {
    let config = temp_config("analysis-saved");
    let mut h = harness_with(AppOptions::for_tests(&config));
    h.state_mut().set_analysis_limits(SearchLimits::depth(3));
    play_fools_mate(&mut h);
    review_from_bottom(&mut h);
    analyse_and_wait(&mut h);
    let analysed = h.state().review_analysis().expect("analysed").clone();
    press(&mut h, Seat::Bottom, "Back to game");
    press(&mut h, Seat::Bottom, "Save game");
    click(&mut h, "bottom: File name");
    for _ in 0..60 {
        h.key_press(egui::Key::Backspace);
    }
    h.get_by_label("bottom: File name").type_text("analysed");
    h.run();
    press(&mut h, Seat::Bottom, "Save record");
    let text = std::fs::read_to_string(config.join("data/games/analysed.pgn")).expect("saved");
    assert!(text.contains("[%eval") && text.contains("e6??"), "{text}");

    // A fresh app opens it: the graph is there at once, with nothing to analyse.
    let mut h = harness_with(AppOptions::for_tests(&config));
    press(&mut h, Seat::Bottom, "Open game");
    press(&mut h, Seat::Bottom, "file analysed.pgn");
    assert!(h.state().review_ply().is_some());
    assert!(!h.state().analysing());
    h.get_by_label(&Seat::Bottom.label("evaluation graph"));
    h.get_by_label(&Seat::Bottom.label("move 3... e6??"));
    let read = h.state().review_analysis().expect("read from the record");
    assert_eq!(read.evals(), analysed.evals());
}

#[test]
fn the_evaluation_bar_during_a_game_is_a_setting_and_never_shows_with_a_clock() {
    let mut h = harness("analysis-bar", None);
    assert!(!h.state().settings().eval_bar, "off by default");
    draw_for(&mut h, Duration::from_millis(200));
    assert!(labels_starting(&h, "evaluation bar: ").is_empty());
    press(&mut h, Seat::Bottom, "Settings");
    press(&mut h, Seat::Bottom, "Evaluation bar");
    press(&mut h, Seat::Bottom, "Close settings");
    assert!(h.state().settings().eval_bar);
    let mut found = false;
    for _ in 0..2000 {
        h.step();
        if !labels_starting(&h, "evaluation bar: ").is_empty() {
            found = true;
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(found, "the bar shows the engine's evaluation of the game in progress");

    // With a clock, the bar stays hidden even when the setting is on.
    let (mut timed, _, _) = timed_app(
        "analysis-bar-clock",
        r#"{"eval_bar": true, "clock": {"custom": {"minutes": 10, "increment": 5}}}"#,
        None,
    );
    assert!(timed.state().settings().eval_bar);
    draw_for(&mut timed, Duration::from_millis(300));
    assert!(labels_starting(&timed, "evaluation bar: ").is_empty());
}

#[test]
fn analyse_on_the_console_after_a_game_reviews_it_from_the_end_and_analyses_it() {
    let mut h = harness("analysis-after-game", None);
    h.state_mut().set_analysis_limits(SearchLimits::depth(3));
    play_fools_mate(&mut h);
    press(&mut h, Seat::Top, "Analyse game");
    assert_eq!(h.state().review_ply(), Some((7, 7)));
    frames_until(&mut h, Duration::from_secs(60), Duration::from_millis(5), |app| !app.analysing());
    h.run();
    assert!(h.state().review_analysis().is_some());
    h.get_by_label(&Seat::Top.label("evaluation graph"));
    h.get_by_label(&Seat::Top.label("move 3... e6??"));
}
