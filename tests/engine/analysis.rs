//! Game analysis (`hexchess::analysis`): judgements by lost win chances, the rules in force,
//! annotated records that read back, and a background analysis that can be cancelled.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use hexchess::analysis::{
    Analyser, AnalysisError, AnalysisEvent, BackgroundAnalysis, Eval, GameAnalysis, Judgement, annotate, read_analysis,
};
use hexchess::engine::{SearchConfig, SearchLimits};
use hexchess::record::{ReplayOptions, ReplayedGame, parse_records, replay};
use hexchess::rules::{Color, Game, Points, Position, RuleSettings, StalemateRule};
use hexchess::script::{builtin_variant, record_variant};

fn fools_mate() -> (hexchess::record::GameRecord, ReplayedGame) {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/games/FoolsMate.pgn")).unwrap();
    let record = parse_records(&text).remove(0);
    let done = replay(&record, &record_variant, &ReplayOptions::default()).expect("the miniature replays");
    (record, done)
}

fn analyse(game: &Game, rules: RuleSettings, depth: u32) -> GameAnalysis {
    Analyser::new(game.clone(), SearchConfig::new(rules), SearchLimits::depth(depth))
        .run(&AtomicBool::new(false), |_, _| {})
        .expect("not cancelled")
}

#[test]
fn the_fools_mate_blunder_is_marked_and_the_mate_is_not() {
    let (_, done) = fools_mate();
    let analysis = analyse(&done.game, done.rules, 4);
    assert_eq!(analysis.moves.len(), 7);
    let e6 = &analysis.moves[5];
    assert_eq!(e6.mover, Color::Black);
    assert_eq!(e6.judgement, Some(Judgement::Blunder), "{e6:?}");
    assert_eq!(e6.after, Eval::Mate { winner: Color::White, moves: 1 });
    let better = e6.better_move().expect("the engine had a better move");
    assert_ne!(better, e6.played);
    // The mating move is the engine's own choice: it loses nothing.
    let mate = &analysis.moves[6];
    assert_eq!((mate.loss, mate.judgement), (0.0, None));
    assert_eq!(mate.after, Eval::Mate { winner: Color::White, moves: 0 });
    let black = analysis.summary(Color::Black);
    assert_eq!((black.moves, black.blunders), (3, 1));
    assert!(black.average_loss > 0);
    assert_eq!(analysis.summary(Color::White).blunders, 0);
    assert_eq!(analysis.evals().len(), 8);
}

#[test]
fn an_annotated_record_reads_back_to_the_same_moves_and_analysis() {
    let (record, done) = fools_mate();
    let analysis = analyse(&done.game, done.rules, 4);
    let text = annotate(&record, &done.game, &analysis).to_text();
    assert!(text.contains("e6??"), "{text}");
    assert!(text.contains("[%eval #1]") && text.contains("Blunder."), "{text}");
    assert!(text.contains("(3... "), "the better move as a variation: {text}");
    let back = parse_records(&text).remove(0);
    let again = replay(&back, &record_variant, &ReplayOptions::default()).expect("the annotated record replays");
    assert_eq!(again.game.moves(), done.game.moves());
    let read = read_analysis(&back, &again.game, &again.rules).expect("the record holds an analysis");
    assert_eq!(read.evals(), analysis.evals());
    let judged = |a: &GameAnalysis| a.moves.iter().map(|m| m.judgement).collect::<Vec<_>>();
    assert_eq!(judged(&read), judged(&analysis));
    assert_eq!(read.moves[5].better_move(), analysis.moves[5].better_move());
    // A record without evaluations holds no analysis.
    assert!(read_analysis(&record, &done.game, &done.rules).is_none());
}

#[test]
fn a_sure_stalemate_is_worth_three_quarters_under_glinskis_rule() {
    // White is behind but stalemates at once (tests/data/tactics/glinski.txt, glinski-stalemate-1).
    let v = builtin_variant("glinski").unwrap();
    let pos = Position::from_fen(v, "kp4/3K3/2pp4/9/10/11/10/4P4/8/7/6 w - - 0 1").unwrap();
    let stalemating = pos
        .legal_moves()
        .into_iter()
        .find(|&m| pos.play(m).is_ok_and(|p| !p.is_check() && !p.has_legal_move()))
        .expect("a stalemating move");
    let mut game = Game::new(pos);
    game.play(stalemating).unwrap();
    let glinski = RuleSettings { stalemate: StalemateRule::Glinski, ..v.default_rules() };
    let draw = RuleSettings { stalemate: StalemateRule::Draw, ..v.default_rules() };
    let a = analyse(&game, glinski, 3);
    assert_eq!(a.moves[0].after, Eval::from_points(Points::three_quarters(Color::White)));
    assert!(a.moves[0].after.win_chances() > 0.3, "{:?}", a.moves[0].after);
    assert_eq!(a.moves[0].judgement, None);
    let b = analyse(&game, draw, 3);
    assert_eq!(b.moves[0].after, Eval::Cp(0));
}

#[test]
fn a_background_analysis_reports_progress_and_can_be_cancelled() {
    let (_, done) = fools_mate();
    let run = |limits| Analyser::new(done.game.clone(), SearchConfig::new(done.rules), limits);
    let mut finished = BackgroundAnalysis::start(run(SearchLimits::depth(3)), || {}).unwrap();
    let mut progress = Vec::new();
    let result = loop {
        match finished.poll() {
            Some(AnalysisEvent::Progress { done, total }) => progress.push((done, total)),
            Some(AnalysisEvent::Done(result)) => break result,
            None => std::thread::sleep(Duration::from_millis(2)),
        }
    };
    assert!(result.is_ok());
    assert_eq!(progress.last(), Some(&(8, 8)));
    assert!(progress.windows(2).all(|w| w[0].0 < w[1].0));
    // Ten seconds a position would take over a minute; a cancel ends it at once.
    let slow = BackgroundAnalysis::start(run(SearchLimits::movetime(Duration::from_secs(10))), || {}).unwrap();
    let asked = Instant::now();
    slow.cancel();
    let result = slow.wait();
    assert!(matches!(result, Err(AnalysisError::Cancelled { total: 8, .. })), "{result:?}");
    assert!(asked.elapsed() < Duration::from_secs(5), "{:?}", asked.elapsed());
}
