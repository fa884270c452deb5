//! Search behaviour: time limits, stopping, background thinking, draw rules and noise.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use hexchess::engine::{
    LEVELS, Level, Score, SearchConfig, SearchLimits, SearchRequest, Searcher, Thinker, ThinkerEvent, line_text,
};
use hexchess::rules::{CoordMove, Game, Position};
use hexchess::script::builtin_variant;

/// The middlegame test positions.
fn middlegames() -> Vec<Position> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/middlegames.txt");
    let text = std::fs::read_to_string(path).expect("middlegames.txt");
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (variant, fen) = l.split_once('|').expect("VARIANT | FEN");
            Position::from_fen(builtin_variant(variant.trim()).expect("variant"), fen.trim()).expect("valid position")
        })
        .collect()
}

#[test]
fn middlegame_file_covers_every_variant() {
    let all = middlegames();
    for v in ["glinski", "mccooey", "shafran"] {
        assert!(all.iter().filter(|p| p.variant().name() == v).count() >= 2, "{v}");
    }
}

#[test]
fn movetime_is_respected_within_50_ms() {
    for (i, pos) in middlegames().into_iter().enumerate().take(3) {
        let limit = Duration::from_millis(150 + 50 * i as u64);
        let request = SearchRequest::new(pos, SearchLimits::movetime(limit), SearchConfig::for_position(&pos));
        let started = Instant::now();
        let result = Searcher::new(8).search(&request, &AtomicBool::new(false), |_| {});
        let took = started.elapsed();
        assert!(result.best.is_some());
        assert!(took <= limit + Duration::from_millis(50), "{pos:?}: {took:?} for a limit of {limit:?}");
        assert!(took + Duration::from_millis(60) >= limit, "used the time: {took:?} of {limit:?}");
    }
}

#[test]
fn node_and_depth_limits_hold_and_info_reports_each_iteration() {
    let pos = middlegames()[0];
    let request = SearchRequest::new(pos, SearchLimits::nodes(30_000), SearchConfig::for_position(&pos));
    let result = Searcher::new(8).search(&request, &AtomicBool::new(false), |_| {});
    assert!(result.nodes <= 30_000, "{}", result.nodes);
    let mut depths = Vec::new();
    let request = SearchRequest::new(pos, SearchLimits::depth(4), SearchConfig::for_position(&pos));
    let result = Searcher::new(8).search(&request, &AtomicBool::new(false), |info| {
        // The principal variation is a line of legal moves from the root.
        assert!(!info.pv.is_empty());
        assert_eq!(line_text(&pos, &info.pv).split_whitespace().count(), info.pv.len());
        assert!(info.to_line(&pos).starts_with(&format!("info depth {} ", info.depth)));
        depths.push(info.depth);
    });
    assert_eq!(depths, vec![1, 2, 3, 4]);
    assert_eq!(result.depth, 4);
    let best = result.best.expect("a move");
    assert!(pos.play(best).is_ok(), "legal");
    assert_eq!(result.pv.first(), Some(&best));
}

#[test]
fn thinker_stops_promptly_and_wakes_the_caller() {
    let pos = middlegames()[1];
    let wakes = Arc::new(AtomicUsize::new(0));
    let counter = Arc::clone(&wakes);
    let mut thinker = Thinker::new(8);
    let request = SearchRequest::new(pos, SearchLimits::default(), SearchConfig::for_position(&pos));
    thinker
        .start(request.clone(), move || {
            counter.fetch_add(1, Ordering::Relaxed);
        })
        .expect("starts");
    assert!(thinker.is_thinking());
    assert!(thinker.start(request.clone(), || {}).is_err(), "one search at a time");
    // Polling never blocks while the search runs.
    let poll_started = Instant::now();
    for _ in 0..100 {
        let _ = thinker.poll();
    }
    assert!(poll_started.elapsed() < Duration::from_millis(20));
    std::thread::sleep(Duration::from_millis(150));
    let stop_sent = Instant::now();
    thinker.stop();
    let result = loop {
        match thinker.poll() {
            Some(ThinkerEvent::Done(r)) => break r,
            Some(ThinkerEvent::Info(_)) => {}
            None => std::thread::sleep(Duration::from_millis(1)),
        }
        assert!(stop_sent.elapsed() < Duration::from_secs(1), "no result after stop");
    };
    assert!(stop_sent.elapsed() <= Duration::from_millis(50), "stopped in {:?}", stop_sent.elapsed());
    assert!(result.best.is_some() && !thinker.is_thinking());
    assert!(wakes.load(Ordering::Relaxed) >= 1);
    // The thinker can search again, and cancel discards a search.
    thinker.start(request, || {}).expect("restarts");
    thinker.cancel();
    assert!(!thinker.is_thinking());
}

/// Black's score after a depth-4 search of `game` with the given draw rules.
fn black_score(game: &Game, threefold: bool, fifty_move: bool) -> (Score, String) {
    let mut rules = game.position().variant().default_rules();
    rules.threefold = threefold;
    rules.fifty_move = fifty_move;
    let req = SearchRequest::from_game(game, SearchLimits::depth(4), SearchConfig::new(rules));
    let result = Searcher::new(1).search(&req, &AtomicBool::new(false), |_| {});
    let mv = result.best.map(|m| CoordMove::from_move(game.position(), m).to_string()).unwrap_or_default();
    (result.score, mv)
}

/// Gliński's start without Black's c8 rook: Black is a rook down.
fn rook_down(halfmove: u32) -> Position {
    let v = builtin_variant("glinski").unwrap();
    let fen = format!("6/P5p/RP4p1/N1P3p1n/Q2P2p2q/BBB1P1p1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 b - - {halfmove} 1");
    Position::from_fen(v, &fen).unwrap()
}

#[test]
fn a_side_that_is_behind_takes_a_threefold_repetition_only_when_the_rule_is_on() {
    let mut game = Game::new(rook_down(0));
    for m in ["d9c6", "d1c3", "c6d9", "c3d1", "d9c6", "d1c3", "c6d9", "c3d1"] {
        game.play(CoordMove::parse(m).unwrap().resolve(game.position()).unwrap()).unwrap();
    }
    // Black to move: d9c6 makes the position after it occur for the third time.
    assert_eq!(black_score(&game, true, true), (Score::Cp(0), "d9c6".to_string()));
    let (off, _) = black_score(&game, false, true);
    assert!(matches!(off, Score::Cp(cp) if cp < -200), "without the rule Black is just a rook down: {off:?}");
}

#[test]
fn a_side_that_is_behind_runs_into_the_fifty_move_rule_only_when_it_is_on() {
    let game = Game::new(rook_down(99));
    let (on, mv) = black_score(&game, true, true);
    assert_eq!(on, Score::Cp(0), "a quiet move reaches 100 plies: {mv}");
    let (off, _) = black_score(&game, true, false);
    assert!(matches!(off, Score::Cp(cp) if cp < -200), "{off:?}");
}

#[test]
fn noisy_levels_vary_their_moves_and_full_strength_does_not() {
    let pos = middlegames()[2];
    let moves_with = |level: Level| {
        (0..6u64)
            .map(|seed| {
                let req = SearchRequest::new(pos, level.limits(), level.config(pos.variant().default_rules(), seed));
                Searcher::new(1).search(&req, &AtomicBool::new(false), |_| {}).best
            })
            .collect::<std::collections::HashSet<_>>()
    };
    assert!(moves_with(LEVELS[0]).len() >= 2, "novice varies");
    let fixed = Level { movetime: None, nodes: None, depth: Some(3), ..Level::max() };
    assert_eq!(moves_with(fixed).len(), 1, "no noise, one move");
}

#[test]
fn a_custom_stalemate_scorer_replaces_the_built_in_rule() {
    // White is behind but can stalemate at once (tests/data/tactics/glinski.txt, glinski-stalemate-1).
    let v = builtin_variant("glinski").unwrap();
    let pos = Position::from_fen(v, "kp4/3K3/2pp4/9/10/11/10/4P4/8/7/6 w - - 0 1").unwrap();
    let mut config = SearchConfig::new(v.default_rules());
    // A house rule that makes stalemate a full win for the side that delivers it.
    config.stalemate_scorer = Some(Arc::new(|p: &Position| hexchess::rules::Points::win(p.turn().other())));
    let req = SearchRequest::new(pos, SearchLimits::depth(3), config);
    let result = Searcher::new(1).search(&req, &AtomicBool::new(false), |_| {});
    assert_eq!(result.score, Score::Mate(1));
    let mut after = pos;
    after.play_unchecked(result.best.expect("a move"));
    assert!(!after.is_check() && !after.has_legal_move(), "the move stalemates");
}

/// A score as a number that orders like the score itself (mates beyond every centipawn score).
fn rank(score: Score) -> i64 {
    match score {
        Score::Cp(cp) => cp as i64,
        Score::Mate(n) if n > 0 => 1_000_000 - n as i64,
        Score::Mate(n) => -1_000_000 - n as i64,
    }
}

/// MultiPV gives the asked number of lines with distinct first moves, best first, the first
/// being the search's own answer; each line's score is exact: searching the position after its
/// first move agrees with it (within a few centipawns of search noise).
#[test]
fn multipv_lines_are_distinct_sorted_and_exactly_scored() {
    for pos in middlegames().into_iter().take(4) {
        let depth = 4;
        let request =
            SearchRequest::new(pos, SearchLimits::depth(depth), SearchConfig::for_position(&pos)).with_multipv(3);
        let result = Searcher::new(8).search(&request, &AtomicBool::new(false), |info| {
            assert_eq!(info.lines.len(), 3);
            assert_eq!(info.to_multipv_lines(&pos).len(), 3);
        });
        let lines = &result.lines;
        assert_eq!(lines.len(), 3, "{pos:?}");
        assert_eq!((lines[0].score, &lines[0].pv), (result.score, &result.pv));
        let firsts: std::collections::HashSet<_> = lines.iter().map(|l| l.pv[0]).collect();
        assert_eq!(firsts.len(), 3, "distinct first moves");
        assert!(lines.windows(2).all(|w| rank(w[0].score) >= rank(w[1].score)), "{lines:?}");
        for line in lines {
            let mut child = pos;
            child.play_unchecked(line.pv[0]);
            let reply = SearchRequest::new(child, SearchLimits::depth(depth - 1), SearchConfig::for_position(&child));
            let answer = Searcher::new(8).search(&reply, &AtomicBool::new(false), |_| {});
            let gap = (rank(line.score) + rank(answer.score)).abs();
            assert!(
                gap <= 40,
                "{}: multipv {:?}, searched alone {:?}",
                line_text(&pos, &line.pv),
                line.score,
                answer.score
            );
        }
    }
}

#[test]
fn one_line_is_the_default_and_lines_never_exceed_the_legal_moves() {
    let pos = middlegames()[0];
    let request = SearchRequest::new(pos, SearchLimits::depth(3), SearchConfig::for_position(&pos));
    let result = Searcher::new(8).search(&request, &AtomicBool::new(false), |_| {});
    assert_eq!(result.lines.len(), 1);
    assert_eq!(result.lines[0].pv, result.pv);
    let all = pos.legal_moves().len();
    let result = Searcher::new(8).search(&request.with_multipv(all + 10), &AtomicBool::new(false), |_| {});
    assert_eq!(result.lines.len(), all);
}

/// The best three of a MultiPV search score as the best three of a search that scores every
/// move, even in a first iteration, where they must climb from the static move order.
#[test]
fn multipv_top_lines_match_a_search_that_scores_every_move() {
    for pos in middlegames() {
        for depth in [1, 2] {
            let request = SearchRequest::new(pos, SearchLimits::depth(depth), SearchConfig::for_position(&pos));
            let all = pos.legal_moves().len();
            let every = Searcher::new(8).search(&request.clone().with_multipv(all), &AtomicBool::new(false), |_| {});
            let three = Searcher::new(8).search(&request.with_multipv(3), &AtomicBool::new(false), |_| {});
            let scores =
                |r: &hexchess::engine::SearchResult| r.lines.iter().take(3).map(|l| rank(l.score)).collect::<Vec<_>>();
            let (three, every) = (scores(&three), scores(&every));
            // Pruning that depends on the window (futility, delta) moves a score a little.
            let close = three.len() == 3 && three.iter().zip(&every).all(|(a, b)| (a - b).abs() <= 25);
            assert!(close, "{pos:?} depth {depth}: best three {three:?}, every move scored {every:?}");
        }
    }
}
