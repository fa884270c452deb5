//! The engine's legal moves are exactly those of a slow reference generator written separately
//! (tests/common/reference.rs), and playing each move gives the same position as the reference's
//! own make: pieces, side to move, castling rights, en-passant cells and both counters.
//!
//! Positions come from random playouts (biased towards multi-steps, en passant, castling and
//! promotion) from every start and every perft position, and from random sparse setups, which
//! are full of checks, pins, castling conditions and promotions.

use crate::common;

use std::collections::BTreeSet;
use std::path::Path;

use common::reference::{Plain, Reference};
use common::{Rng, VARIANTS, variant};
use hexchess::rules::{Cell, Coord, Move, MoveKind, Piece, Position, Role, Setup};
use proptest::prelude::*;

type Key = (Cell, Cell, Option<Role>);

fn describe(pos: &Position, keys: &BTreeSet<Key>) -> String {
    let b = pos.variant().board();
    let text: Vec<String> = keys
        .iter()
        .map(|(f, t, p)| format!("{}{}{}", b.name(*f), b.name(*t), p.map_or(String::new(), |r| r.name().to_string())))
        .collect();
    text.join(" ")
}

/// Checks one position against the reference; returns how many moves were compared.
fn compare(pos: &Position) -> Result<usize, String> {
    let reference = Reference::new(pos.variant());
    let plain = Plain::of(pos);
    let fen = pos.fen();
    let engine = pos.legal_moves();
    let engine_keys: BTreeSet<Key> = engine.iter().map(|m| (m.from, m.to, m.promotion)).collect();
    if engine_keys.len() != engine.len() {
        return Err(format!("{fen}: the engine generated a move twice"));
    }
    let ours = reference.legal(&plain);
    let ours_keys: BTreeSet<Key> = ours.iter().map(|m| (m.from, m.to, m.promotion)).collect();
    if engine_keys != ours_keys {
        let extra: BTreeSet<Key> = engine_keys.difference(&ours_keys).copied().collect();
        let missing: BTreeSet<Key> = ours_keys.difference(&engine_keys).copied().collect();
        return Err(format!(
            "{} {fen}: engine has illegal moves [{}] and misses legal moves [{}]",
            pos.variant().name(),
            describe(pos, &extra),
            describe(pos, &missing)
        ));
    }
    let us = pos.turn();
    let king = plain.cells.iter().find(|(_, p)| **p == Piece::new(us, Role::King)).map(|(c, _)| *c);
    let in_check = king.is_some_and(|k| reference.attacked(&plain, k, us.other()));
    if pos.is_check() != in_check {
        return Err(format!("{fen}: engine says check = {}, reference {in_check}", pos.is_check()));
    }
    for mv in &engine {
        let next = pos.play(*mv).map_err(|e| format!("{fen}: {mv:?}: {e}"))?;
        let Some(rm) = ours.iter().find(|r| (r.from, r.to, r.promotion) == (mv.from, mv.to, mv.promotion)) else {
            return Err(format!("{fen}: no reference move for {mv:?}"));
        };
        let expected = reference.make(&plain, rm);
        let got = Plain::of(&next);
        if got != expected {
            return Err(format!("{fen}: after {mv:?} the engine has {}, the reference {expected:?}", next.fen()));
        }
    }
    Ok(engine.len())
}

fn is_special(pos: &Position, m: &Move) -> bool {
    m.kind != MoveKind::Normal || m.promotion.is_some() || pos.piece_at(m.to).is_some()
}

/// Plays `plies` random moves from `start`, checking each position; half the time a special move
/// (multi-step, en passant, castling, promotion or capture) is preferred when there is one.
fn check_playout(start: Position, seed: u64, plies: usize) -> Result<usize, String> {
    let mut rng = Rng::new(seed);
    let mut pos = start;
    let mut compared = compare(&pos)?;
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let special: Vec<&Move> = moves.iter().filter(|m| is_special(&pos, m)).collect();
        let mv = if !special.is_empty() && rng.below(2) == 0 {
            *special[rng.below(special.len())]
        } else {
            moves[rng.below(moves.len())]
        };
        pos.play_unchecked(mv);
        compared += compare(&pos)?;
    }
    Ok(compared)
}

/// The positions of the perft data files, with their variants.
fn perft_positions() -> Vec<Position> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut out = Vec::new();
    for name in VARIANTS {
        let text = std::fs::read_to_string(dir.join(format!("{name}.perft"))).expect("perft data file");
        for fen in text.lines().filter_map(|l| l.strip_prefix("fen ")) {
            out.push(common::pos(name, fen.split('#').next().unwrap_or("").trim()));
        }
    }
    out
}

/// A random setup: the kings, about a third of the rest of the start army, and up to four random
/// pieces; every castling right whose king and rook are at home; a random side to move.
fn sparse_setup(seed: u64) -> Option<Position> {
    let mut rng = Rng::new(seed);
    let v = variant(VARIANTS[rng.below(3)]);
    let board = v.board();
    let mut setup: Setup = v.start_setup().clone();
    setup.pieces.retain(|(_, p)| p.role == Role::King || rng.below(3) == 0);
    for _ in 0..rng.below(5) {
        let cell = Cell::new_unchecked(rng.below(board.cell_count()) as u8);
        let coord = Coord::of(board, cell);
        if setup.piece_at(coord).is_none() {
            let role = Role::ALL[rng.below(5)];
            let color = hexchess::rules::Color::ALL[rng.below(2)];
            setup.pieces.push((coord, Piece::new(color, role)));
        }
    }
    setup.castling = v
        .castling_rights()
        .iter()
        .filter(|r| {
            setup.piece_at(Coord::of(board, r.king_home)) == Some(Piece::new(r.color, Role::King))
                && setup.piece_at(Coord::of(board, r.rook_home)) == Some(Piece::new(r.color, Role::Rook))
        })
        .map(|r| r.letter)
        .collect();
    setup.turn = hexchess::rules::Color::ALL[rng.below(2)];
    Position::from_setup(v, &setup).ok()
}

#[test]
fn every_start_and_perft_position_and_their_children_agree() {
    let mut positions = perft_positions();
    for name in VARIANTS {
        positions.push(variant(name).start_position());
    }
    let mut compared = 0;
    for pos in positions {
        compared += compare(&pos).unwrap_or_else(|e| panic!("{e}"));
        for mv in pos.legal_moves() {
            compared += compare(&pos.play(mv).expect("legal")).unwrap_or_else(|e| panic!("{e}"));
        }
    }
    assert!(compared > 10_000, "only {compared} moves compared");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_playouts_agree(start in 0usize..8, seed in any::<u64>()) {
        let mut starts = perft_positions();
        for name in VARIANTS {
            starts.push(variant(name).start_position());
        }
        let start = starts[start % starts.len()];
        check_playout(start, seed, 60).map_err(TestCaseError::fail)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_sparse_setups_agree(seed in any::<u64>()) {
        let Some(pos) = sparse_setup(seed) else { return Ok(()) };
        check_playout(pos, seed ^ 0x5eed, 8).map_err(TestCaseError::fail)?;
    }
}
