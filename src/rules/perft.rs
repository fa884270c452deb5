//! Perft: counting the leaf nodes of the legal-move tree, the standard move-generator check.

use super::movegen::Counter;
use super::moves::Move;
use super::position::Position;

/// The number of legal move sequences of length `depth` (bulk-counted at the last ply).
///
/// ```
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// use hexchess::rules::{divide, perft};
/// let glinski = hexchess::script::builtin_variant("glinski")?;
/// let start = glinski.start_position();
/// // The counts independent engines agree on (tests/data/glinski.perft).
/// assert_eq!(perft(&start, 1), 51);
/// assert_eq!(perft(&start, 2), 2586);
/// // `divide` splits a count by first move.
/// let split = divide(&start, 2);
/// assert_eq!(split.len(), 51);
/// assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 2586);
/// # Ok(()) }
/// ```
pub fn perft(pos: &Position, depth: u32) -> u64 {
    let mut buffers: Vec<Vec<Move>> = (0..depth).map(|_| Vec::with_capacity(128)).collect();
    perft_inner(pos, depth, &mut buffers)
}

fn perft_inner(pos: &Position, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
    match depth {
        0 => 1,
        1 => {
            let mut c = Counter(0);
            pos.generate(&mut c);
            c.0
        }
        _ => {
            let Some((moves, rest)) = buffers.split_first_mut() else { return 0 };
            moves.clear();
            pos.generate(moves);
            let mut total = 0;
            for mv in moves.iter() {
                let mut next = *pos;
                next.play_unchecked(*mv);
                total += perft_inner(&next, depth - 1, rest);
            }
            total
        }
    }
}

/// Perft split by root move: each legal move with the node count below it, in generation order.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .into_iter()
        .map(|mv| {
            let mut next = *pos;
            next.play_unchecked(mv);
            (mv, perft(&next, depth - 1))
        })
        .collect()
}
