//! Tactics suite: mate in 1, mate in 2 and ¾-stalemate tricks for each variant, from
//! `tests/data/tactics/*.txt`. Each puzzle's claim is first proved by brute force with the rules
//! core, then the engine must solve it within a fixed node budget.

use std::path::Path;
use std::sync::atomic::AtomicBool;

use hexchess::engine::{Score, SearchConfig, SearchLimits, SearchRequest, Searcher, THREE_QUARTERS_CP, piece_value};
use hexchess::rules::{Color, CoordMove, Move, Position, Role, StalemateRule};
use hexchess::script::builtin_variant;

const MATE1_NODES: u64 = 20_000;
const MATE2_NODES: u64 = 300_000;
const STALEMATE_NODES: u64 = 300_000;

struct Puzzle {
    id: String,
    variant: String,
    kind: String,
    fen: String,
}

fn puzzles() -> Vec<Puzzle> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/tactics");
    let mut files: Vec<_> =
        std::fs::read_dir(&dir).expect("tactics folder").filter_map(|e| e.ok().map(|e| e.path())).collect();
    files.sort();
    let mut out: Vec<Puzzle> = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("readable puzzle file");
        for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
            let (key, value) = line.split_once(' ').expect("key value");
            match key {
                "id" => out.push(Puzzle {
                    id: value.into(),
                    variant: String::new(),
                    kind: String::new(),
                    fen: String::new(),
                }),
                "variant" => out.last_mut().expect("id first").variant = value.into(),
                "kind" => out.last_mut().expect("id first").kind = value.into(),
                "fen" => out.last_mut().expect("id first").fen = value.into(),
                _ => {}
            }
        }
    }
    out
}

fn after(pos: &Position, mv: Move) -> Position {
    let mut p = *pos;
    p.play_unchecked(mv);
    p
}

fn mates(pos: &Position, mv: Move) -> bool {
    let p = after(pos, mv);
    p.is_check() && !p.has_legal_move()
}

fn stalemates(pos: &Position, mv: Move) -> bool {
    let p = after(pos, mv);
    !p.is_check() && !p.has_legal_move()
}

fn has_mate_in_1(pos: &Position) -> bool {
    pos.legal_moves().into_iter().any(|m| mates(pos, m))
}

/// Whether `mv` forces mate on the next move: every reply allows a mate in one.
fn forces_mate_in_2(pos: &Position, mv: Move) -> bool {
    let p = after(pos, mv);
    let replies = p.legal_moves();
    !replies.is_empty() && replies.into_iter().all(|r| has_mate_in_1(&after(&p, r)))
}

fn has_mate_in_2(pos: &Position) -> bool {
    pos.legal_moves().into_iter().any(|m| forces_mate_in_2(pos, m))
}

fn material(pos: &Position, color: Color) -> i32 {
    Role::ALL.into_iter().map(|r| pos.pieces(color, r).count() as i32 * piece_value(r)).sum()
}

fn engine_move(pos: &Position, stalemate: StalemateRule, nodes: u64) -> (Move, Score, u64) {
    let mut rules = pos.variant().default_rules();
    rules.stalemate = stalemate;
    let request = SearchRequest::new(*pos, SearchLimits::nodes(nodes), SearchConfig::new(rules));
    let result = Searcher::new(8).search(&request, &AtomicBool::new(false), |_| {});
    (result.best.expect("a legal move"), result.score, result.nodes)
}

#[test]
fn every_variant_has_mates_in_one_and_two_and_stalemate_tricks_exist() {
    let all = puzzles();
    for variant in ["glinski", "mccooey", "shafran"] {
        for kind in ["mate1", "mate2"] {
            assert!(all.iter().any(|p| p.variant == variant && p.kind == kind), "{variant} has no {kind}");
        }
    }
    for kind in ["stalemate", "mate-not-stalemate"] {
        assert!(all.iter().any(|p| p.kind == kind), "no {kind} puzzle");
    }
}

#[test]
fn engine_solves_every_puzzle_within_its_node_budget() {
    for p in puzzles() {
        let v = builtin_variant(&p.variant).expect("variant");
        let pos = Position::from_fen(v, &p.fen).unwrap_or_else(|e| panic!("{}: {e}", p.id));
        let name = |m: Move| CoordMove::from_move(&pos, m).to_string();
        match p.kind.as_str() {
            "mate1" => {
                assert!(has_mate_in_1(&pos), "{}: no mate in 1", p.id);
                let (mv, _, nodes) = engine_move(&pos, v.default_rules().stalemate, MATE1_NODES);
                assert!(mates(&pos, mv), "{}: engine played {} ({nodes} nodes)", p.id, name(mv));
            }
            "mate2" => {
                assert!(!has_mate_in_1(&pos) && has_mate_in_2(&pos), "{}: not a mate in 2", p.id);
                let (mv, _, nodes) = engine_move(&pos, v.default_rules().stalemate, MATE2_NODES);
                assert!(forces_mate_in_2(&pos, mv), "{}: engine played {} ({nodes} nodes)", p.id, name(mv));
            }
            "stalemate" => {
                assert!(pos.legal_moves().into_iter().any(|m| stalemates(&pos, m)), "{}: no stalemate", p.id);
                assert!(!has_mate_in_1(&pos) && !has_mate_in_2(&pos), "{}: a mate is better", p.id);
                let us = pos.turn();
                assert!(material(&pos, us) < material(&pos, us.other()), "{}: not behind", p.id);
                // Under Gliński scoring the ¾ beats playing on a pawn or more down.
                let (mv, score, nodes) = engine_move(&pos, StalemateRule::Glinski, STALEMATE_NODES);
                assert!(stalemates(&pos, mv), "{}: engine played {} ({nodes} nodes)", p.id, name(mv));
                assert_eq!(score, Score::Cp(THREE_QUARTERS_CP), "{}", p.id);
                // As a plain draw, the stalemate is worth 0: the engine's score says so.
                let (_, score, _) = engine_move(&pos, StalemateRule::Draw, STALEMATE_NODES);
                assert!(matches!(score, Score::Cp(cp) if cp <= 0), "{}: {score:?} under draw scoring", p.id);
            }
            "mate-not-stalemate" => {
                assert!(pos.legal_moves().into_iter().any(|m| stalemates(&pos, m)), "{}: no stalemate", p.id);
                assert!(!has_mate_in_1(&pos) && has_mate_in_2(&pos), "{}: not a mate in 2", p.id);
                let (mv, _, nodes) = engine_move(&pos, StalemateRule::Glinski, MATE2_NODES);
                assert!(forces_mate_in_2(&pos, mv), "{}: engine played {} ({nodes} nodes)", p.id, name(mv));
            }
            other => panic!("{}: unknown kind {other}", p.id),
        }
    }
}

/// MultiPV scores every listed move exactly: asked for one line more than a mate-in-one
/// position has mates, the search lists exactly the mating moves (found by brute force) first,
/// each as mate in one, and then a move that does not mate.
#[test]
fn multipv_lists_every_mate_in_one_then_the_best_other_move() {
    let mut checked = 0;
    for p in puzzles().iter().filter(|p| p.kind == "mate1") {
        let pos = Position::from_fen(builtin_variant(&p.variant).expect("variant"), &p.fen).expect("fen");
        let mating: Vec<Move> = pos.legal_moves().into_iter().filter(|&m| mates(&pos, m)).collect();
        let wanted = mating.len() + 1;
        // One iteration only: the move order is the static one, so the mates must climb into
        // the list from wherever they stand in it.
        let request =
            SearchRequest::new(pos, SearchLimits::depth(1), SearchConfig::for_position(&pos)).with_multipv(wanted);
        let result = Searcher::new(8).search(&request, &AtomicBool::new(false), |_| {});
        let lines = &result.lines;
        assert_eq!(lines.len(), wanted.min(pos.legal_moves().len()), "{}", p.id);
        for (i, line) in lines.iter().enumerate() {
            let mv = line.pv[0];
            if i < mating.len() {
                assert!(mating.contains(&mv), "{}: line {} {:?} does not mate", p.id, i + 1, line);
                assert_eq!(line.score, Score::Mate(1), "{}: line {}", p.id, i + 1);
            } else {
                assert!(!mating.contains(&mv), "{}: line {} repeats a mate", p.id, i + 1);
                assert_ne!(line.score, Score::Mate(1), "{}: line {} is not a mate", p.id, i + 1);
            }
        }
        assert_eq!(result.best, Some(lines[0].pv[0]), "{}", p.id);
        checked += 1;
    }
    assert!(checked >= 6, "only {checked} mate-in-one positions");
}
