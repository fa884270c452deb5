//! Helpers shared by the rules integration tests: loading the built-in variants, naming cells,
//! reading positions and playing move lists.
#![allow(dead_code)]

use std::collections::BTreeSet;

use hexchess::rules::{Cell, CoordMove, Move, Position, Variant};
use hexchess::script::builtin_variant;

/// The three built-in variants, by name.
pub const VARIANTS: [&str; 3] = ["glinski", "mccooey", "shafran"];

/// A built-in variant.
pub fn variant(name: &str) -> &'static Variant {
    builtin_variant(name).unwrap_or_else(|e| panic!("built-in variant {name}: {e}"))
}

/// A position of a built-in variant from a position string.
pub fn pos(variant_name: &str, fen: &str) -> Position {
    Position::from_fen(variant(variant_name), fen).unwrap_or_else(|e| panic!("{variant_name} {fen}: {e}"))
}

/// The cell called `name` on the variant's board.
pub fn cell(v: &Variant, name: &str) -> Cell {
    v.board().parse_cell(name).unwrap_or_else(|| panic!("{} has no cell {name}", v.name()))
}

/// The legal moves in coordinate notation.
pub fn coords(p: &Position) -> BTreeSet<String> {
    p.legal_moves().into_iter().map(|m| CoordMove::from_move(p, m).to_string()).collect()
}

/// The legal move named in coordinate notation.
pub fn coord_move(p: &Position, text: &str) -> Move {
    CoordMove::parse(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .resolve(p)
        .unwrap_or_else(|e| panic!("{text} in {}: {e}", p.fen()))
}

/// Plays moves given in coordinate notation, separated by spaces.
pub fn play(p: &Position, moves: &str) -> Position {
    let mut p = *p;
    for text in moves.split_whitespace() {
        p = p.play(coord_move(&p, text)).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    p
}

/// The engine's seeded generator (SplitMix64), with an index helper for test playouts.
pub struct Rng(hexchess::engine::Rng);

impl Rng {
    /// A generator started from `seed`, so a failure reproduces.
    pub fn new(seed: u64) -> Rng {
        Rng(hexchess::engine::Rng::new(seed))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// An index in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0.below(n as u64) as usize
    }
}

/// The positions of a random playout of up to `plies` moves from `start`, `start` included.
/// Stops early when the side to move has no legal move.
pub fn playout(start: &Position, seed: u64, plies: usize) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut out = vec![*start];
    let mut p = *start;
    for _ in 0..plies {
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        p.play_unchecked(moves[rng.below(moves.len())]);
        out.push(p);
    }
    out
}

/// The slow reference move generator.
pub mod reference;

/// Plays the first legal move (in coordinate order) that gives check, else the first legal
/// move, until the game is over under `rules` or `max_plies` are played.
pub fn greedy_checks(
    start: Position,
    rules: &hexchess::rules::RuleSettings,
    max_plies: usize,
) -> hexchess::rules::Game {
    let mut game = hexchess::rules::Game::new(start);
    while !game.status(rules).is_over() && game.moves().len() < max_plies {
        let here = *game.position();
        let mut legal = here.legal_moves();
        legal.sort_by_key(|m| (m.from.index(), m.to.index()));
        let gives_check = |m: &Move| here.play(*m).is_ok_and(|p| p.is_check());
        let mv = legal.iter().copied().find(gives_check).or(legal.first().copied()).expect("a legal move");
        game.play(mv).expect("legal");
    }
    game
}

/// A Gliński position, White to move, where a pawn move mates, and that move: the first one a
/// search finds with Black's king on f11, White's king on f1, a white rook and a white pawn.
pub fn pawn_mate_in_one() -> (Position, Move) {
    use hexchess::rules::{Color, Coord, Piece, Role, Setup};
    let v = variant("glinski");
    let board = v.board();
    let place = |setup: &mut Setup, name: &str, color, role| {
        setup.set(Coord::of(board, cell(v, name)), Some(Piece::new(color, role)));
    };
    for rook in board.cells() {
        for pawn in board.cells() {
            let mut setup = Setup::empty();
            place(&mut setup, "f11", Color::Black, Role::King);
            place(&mut setup, "f1", Color::White, Role::King);
            setup.set(Coord::of(board, rook), Some(Piece::new(Color::White, Role::Rook)));
            setup.set(Coord::of(board, pawn), Some(Piece::new(Color::White, Role::Pawn)));
            let Ok(pos) = Position::from_setup(v, &setup) else { continue };
            let mate = pos
                .legal_moves()
                .into_iter()
                .filter(|m| m.from == pawn)
                .find(|m| pos.play(*m).is_ok_and(|after| after.is_check() && !after.has_legal_move()));
            if let Some(mv) = mate {
                return (pos, mv);
            }
        }
    }
    panic!("no pawn mate in one among these positions")
}
