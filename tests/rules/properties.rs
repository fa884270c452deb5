//! Properties over random playouts of all three variants: the position string round-trips, the
//! incremental hash equals a fresh one, going back in a game restores position and hash, and
//! mirrored positions (left-right, and colours swapped under the variant's symmetry) have equal
//! perft, move for move.

use crate::common;

use std::collections::BTreeMap;

use common::{VARIANTS, variant};
use hexchess::rules::spec::Symmetry;
use hexchess::rules::{Board, Cell, Color, Coord, Game, Hex, Piece, Position, Role, Setup, divide};
use proptest::prelude::*;
use proptest::sample::Index;

/// The positions reached by choosing the given move indices from a variant's start.
fn playout(name: &str, choices: &[Index]) -> Vec<Position> {
    let mut pos = variant(name).start_position();
    let mut out = vec![pos];
    for choice in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(moves[choice.index(moves.len())]);
        out.push(pos);
    }
    out
}

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() }
}

/// A cell map of the board: applies `f` to each cell's hex and looks the image up.
fn map_cells(board: &Board, f: impl Fn(Hex) -> Hex) -> BTreeMap<Cell, Cell> {
    board.cells().map(|c| (c, board.cell_at(f(board.hex(c))).expect("the board maps onto itself"))).collect()
}

/// The setup with every cell moved by `map`; with `swap`, colours, side to move and the case of
/// the castling letters swap too.
fn transform(pos: &Position, map: &BTreeMap<Cell, Cell>, swap: bool) -> Setup {
    let board = pos.variant().board();
    let setup = pos.to_setup();
    let at = |c: Coord| Coord::of(board, map[&c.cell(board).expect("on the board")]);
    let color = |c: Color| if swap { c.other() } else { c };
    Setup {
        pieces: setup.pieces.iter().map(|(c, p)| (at(*c), Piece::new(color(p.color), p.role))).collect(),
        turn: color(setup.turn),
        castling: if swap {
            let other_case =
                |l: &char| if l.is_ascii_uppercase() { l.to_ascii_lowercase() } else { l.to_ascii_uppercase() };
            setup.castling.iter().map(other_case).collect()
        } else {
            setup.castling.clone()
        },
        en_passant: setup.en_passant.iter().map(|c| at(*c)).collect(),
        halfmove_clock: setup.halfmove_clock,
        fullmove_number: setup.fullmove_number,
    }
}

/// Divide counts keyed by (from, to, promotion) after mapping the move's cells by `map`.
fn mapped_divide(pos: &Position, depth: u32, map: &BTreeMap<Cell, Cell>) -> BTreeMap<(Cell, Cell, Option<Role>), u64> {
    divide(pos, depth).into_iter().map(|(m, n)| ((map[&m.from], map[&m.to], m.promotion), n)).collect()
}

fn identity(board: &Board) -> BTreeMap<Cell, Cell> {
    board.cells().map(|c| (c, c)).collect()
}

fn assert_mirror_has_equal_divide(pos: &Position, map: &BTreeMap<Cell, Cell>, swap: bool) {
    let v = pos.variant();
    let image = Position::from_setup(v, &transform(pos, map, swap))
        .unwrap_or_else(|e| panic!("mirror of {} is illegal: {e}", pos.fen()));
    let depth = 3;
    let ours = mapped_divide(pos, depth, map);
    let theirs = mapped_divide(&image, depth, &identity(v.board()));
    assert_eq!(ours, theirs, "{} vs mirrored {}", pos.fen(), image.fen());
}

/// The left-right mirror (across the board's vertical axis).
fn left_right(board: &Board) -> BTreeMap<Cell, Cell> {
    let last_q = board.files().len() as i8 - 1;
    map_cells(board, |h| Hex { q: last_q - h.q, y: h.y })
}

/// The symmetry that maps White's army on Black's: a reflection across the horizontal axis, or a
/// half turn.
fn colour_symmetry(board: &Board, symmetry: Symmetry) -> BTreeMap<Cell, Cell> {
    let ys: Vec<i8> = board.cells().map(|c| board.hex(c).y).collect();
    let (lo, hi) = (*ys.iter().min().expect("cells"), *ys.iter().max().expect("cells"));
    let last_q = board.files().len() as i8 - 1;
    match symmetry {
        Symmetry::Mirror => map_cells(board, |h| Hex { q: h.q, y: lo + hi - h.y }),
        Symmetry::Rotate => map_cells(board, |h| Hex { q: last_q - h.q, y: lo + hi - h.y }),
    }
}

#[test]
fn the_colour_symmetry_is_the_variants_own() {
    for name in VARIANTS {
        let v = variant(name);
        let map = colour_symmetry(v.board(), v.symmetry());
        for (c, image) in &map {
            assert_eq!(v.symmetric_cell(*c), *image, "{name}");
        }
        // The start position is its own colour-swapped image.
        let start = v.start_position();
        let swapped = Position::from_setup(v, &transform(&start, &map, true)).expect("legal");
        assert_eq!(swapped.to_setup().pieces.len(), start.to_setup().pieces.len());
        for cell in v.board().cells() {
            let image = start.piece_at(map[&cell]).map(|p| Piece::new(p.color.other(), p.role));
            assert_eq!(start.piece_at(cell), image, "{name} {}", v.board().name(cell));
        }
    }
}

proptest! {
    #![proptest_config(config(128))]

    #[test]
    fn position_string_and_setup_round_trip(v in 0usize..3, choices in prop::collection::vec(any::<Index>(), 0..80)) {
        for pos in playout(VARIANTS[v], &choices) {
            let fen = pos.fen();
            let read = Position::from_fen(pos.variant(), &fen).map_err(|e| TestCaseError::fail(format!("{fen}: {e}")))?;
            prop_assert_eq!(read, pos, "{}", fen);
            prop_assert_eq!(read.fen(), fen.clone());
            prop_assert_eq!(read.hash(), pos.hash(), "{}", fen);
            let via_setup = Position::from_setup(pos.variant(), &pos.to_setup()).map_err(|e| TestCaseError::fail(format!("{fen}: {e}")))?;
            prop_assert_eq!(via_setup, pos, "{}", fen);
        }
    }

    #[test]
    fn incremental_hash_equals_a_fresh_hash(v in 0usize..3, choices in prop::collection::vec(any::<Index>(), 0..100)) {
        for pos in playout(VARIANTS[v], &choices) {
            prop_assert_eq!(pos.hash(), pos.compute_hash(), "{}", pos.fen());
        }
    }

    #[test]
    fn going_back_restores_position_and_hash(
        v in 0usize..3,
        choices in prop::collection::vec(any::<Index>(), 1..60),
        back in any::<Index>(),
    ) {
        let positions = playout(VARIANTS[v], &choices);
        let mut game = Game::new(positions[0]);
        for pair in positions.windows(2) {
            let (before, after) = (pair[0], pair[1]);
            let mv = before.legal_moves().into_iter().find(|m| {
                let mut p = before;
                p.play_unchecked(*m);
                p == after
            });
            let Some(mv) = mv else { return Err(TestCaseError::fail("no move between two playout positions")) };
            let copy = before;
            game.play(mv).map_err(|e| TestCaseError::fail(e.to_string()))?;
            // Copy-make: the saved copy is untouched by playing the move.
            prop_assert_eq!(copy, before);
            prop_assert_eq!(game.position(), &after);
        }
        let ply = back.index(positions.len());
        let replay: Vec<_> = game.moves()[ply..].to_vec();
        game.truncate(ply);
        prop_assert_eq!(game.position(), &positions[ply]);
        prop_assert_eq!(game.position().hash(), positions[ply].hash());
        prop_assert_eq!(game.moves().len(), ply);
        // Playing the same moves again reaches the same positions and hashes.
        for (i, mv) in replay.into_iter().enumerate() {
            game.play(mv).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(game.position(), &positions[ply + i + 1]);
            prop_assert_eq!(game.position().hash(), positions[ply + i + 1].hash());
        }
    }
}

proptest! {
    #![proptest_config(config(24))]

    #[test]
    fn left_right_mirror_gives_equal_perft(v in 0usize..2, choices in prop::collection::vec(any::<Index>(), 0..60)) {
        // Gliński and McCooey are symmetric left to right; Shafran is not (its ranks slant).
        let positions = playout(VARIANTS[v], &choices);
        let pos = positions.last().expect("at least the start");
        assert_mirror_has_equal_divide(pos, &left_right(pos.variant().board()), false);
    }

    #[test]
    fn colour_swap_gives_equal_perft(v in 0usize..3, choices in prop::collection::vec(any::<Index>(), 0..60)) {
        let positions = playout(VARIANTS[v], &choices);
        let pos = positions.last().expect("at least the start");
        let map = colour_symmetry(pos.variant().board(), pos.variant().symmetry());
        assert_mirror_has_equal_divide(pos, &map, true);
    }
}

#[test]
fn mirrors_of_positions_with_en_passant_and_castling_have_equal_perft() {
    let cases = [
        // Black just played f7-f5 (the en-passant perft position).
        ("glinski", "6/1b2p2/1P1n2pr/1R3Pp2/2QPP3n1/BBB1p3b1b/KN4p2q/N4P2k/R1P1P2r/P5p/6 w - f6 0 1"),
        // Several castlings available.
        ("shafran", "1P2pr/3R1p1/3P1b2/6p2/KB1B4bk/B2N5/1q3P2/1p5/1p3r b qb - 0 1"),
    ];
    for (name, fen) in cases {
        let pos = common::pos(name, fen);
        let v = pos.variant();
        if v.symmetry() == Symmetry::Mirror {
            assert_mirror_has_equal_divide(&pos, &left_right(v.board()), false);
        }
        assert_mirror_has_equal_divide(&pos, &colour_symmetry(v.board(), v.symmetry()), true);
    }
    // A Shafran three-step by Black, mirrored onto a three-step by White.
    let pos = common::play(&variant("shafran").start_position(), "a2a3 d8d5");
    assert_eq!(pos.en_passant_passed().count(), 2);
    let v = pos.variant();
    assert_mirror_has_equal_divide(&pos, &colour_symmetry(v.board(), v.symmetry()), true);
}
