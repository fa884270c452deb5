//! A game's status: checkmate, threefold repetition (castling rights and en passant count), the
//! fifty-move rule and its counter.

use crate::common;

use common::{coord_move, pos, variant};
use hexchess::rules::{Color, Game, GameStatus, Points, RuleSettings};

fn game(p: hexchess::rules::Position, moves: &str) -> Game {
    let mut g = Game::new(p);
    for text in moves.split_whitespace() {
        let mv = coord_move(g.position(), text);
        g.play(mv).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    g
}

#[test]
fn a_published_miniature_ends_in_mate() {
    // FoolsMate.pgn: 1. Qe1c3 Qe10c6 2. b1b2 b7b6 3. Bf3b1 e7e6? 4. Qc3xBf9# 1-0
    let start = variant("glinski").start_position();
    let g = game(start, "e1c3 e10c6 b1b2 b7b6 f3b1 e7e6 c3f9");
    let rules = start.variant().default_rules();
    assert_eq!(g.status(&rules), GameStatus::Checkmate { winner: Color::White });
    assert_eq!(g.status(&rules).outcome(&rules).map(|o| o.points.result_text()).as_deref(), Some("1-0"));
    assert_eq!(g.san_moves(), ["Qc3", "Qc6", "b2", "b6", "Bb1", "e6", "Qxf9#"]);
    assert_eq!(g.moves().len(), 7);
    assert_eq!(g.position_at(0), Some(&start));
}

#[test]
fn threefold_repetition() {
    let p = pos("glinski", "6/7/8/9/10/K9k/10/9/8/7/R5 w - - 0 1");
    let rules = p.variant().default_rules();
    let shuffle = "f1e1 f11e10 e1f1 e10f11";
    let g = game(p, shuffle);
    assert_eq!(g.repetitions(), 2);
    assert_eq!(g.status(&rules), GameStatus::Ongoing);
    let g = game(p, &format!("{shuffle} {shuffle}"));
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.status(&rules), GameStatus::Repetition);
    assert_eq!(g.status(&rules).outcome(&rules).map(|o| o.points), Some(Points::DRAW));
    let off = RuleSettings { threefold: false, ..rules };
    assert_eq!(g.status(&off), GameStatus::Ongoing);
}

#[test]
fn lost_castling_rights_make_a_different_position() {
    // Shafran: the kings step out and back; the pieces stand as at first, but the rights are gone.
    let p = pos("shafran", "R4r/7/8/9/K8k/9/8/7/R4r w QBqb - 0 1");
    let shuffle = "e1e2 e10e9 e2e1 e9e10";
    assert_eq!(game(p, shuffle).repetitions(), 1);
    assert_eq!(game(p, &format!("{shuffle} {shuffle}")).repetitions(), 2);
    let g = game(p, &format!("{shuffle} {shuffle} {shuffle}"));
    assert_eq!(g.status(&p.variant().default_rules()), GameStatus::Repetition);
}

#[test]
fn a_possible_en_passant_makes_a_different_position() {
    // Black's f7-f5 with a white pawn on e5 that may take it; kings then shuffle.
    let p = pos("glinski", "6/7/8/9/4P5/6p4/K8k/9/8/7/6 b - - 0 1");
    let g = game(p, "f7f5 g1h1 g10h9 h1g1 h9g10");
    // The position after f7-f5 (with the en-passant capture) and the one now (without) differ.
    assert_eq!(g.position().fen().split(' ').next(), g.position_at(1).expect("ply 1").fen().split(' ').next());
    assert_ne!(g.position().hash(), g.position_at(1).expect("ply 1").hash());
    assert_eq!(g.repetitions(), 1);
}

#[test]
fn fifty_move_rule_and_the_halfmove_clock() {
    let p = pos("glinski", "6/7/8/9/4P5/11/K8k/9/8/7/R5 w - - 98 60");
    let rules = p.variant().default_rules();
    let g = game(p, "l1l2");
    assert_eq!(g.position().halfmove_clock(), 99);
    assert_eq!(g.position().fullmove_number(), 60);
    assert_eq!(g.status(&rules), GameStatus::Ongoing);
    let g = game(p, "l1l2 g10h9");
    assert_eq!(g.position().halfmove_clock(), 100);
    assert_eq!(g.position().fullmove_number(), 61);
    assert_eq!(g.status(&rules), GameStatus::FiftyMoves);
    assert_eq!(g.status(&RuleSettings { fifty_move: false, ..rules }), GameStatus::Ongoing);
    // A pawn move resets the clock.
    let g = game(p, "e5e6");
    assert_eq!(g.position().halfmove_clock(), 0);
    // So does a capture.
    let p = pos("glinski", "6/7/8/9/10/11/K8k/9/8/7/Rr4 w - - 98 60");
    assert_eq!(game(p, "l1l2").position().halfmove_clock(), 0);
}
