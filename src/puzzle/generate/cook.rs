//! Building a puzzle's line from the position after a mistake, as lichess's generator does:
//! every solver move must be the only good one, and each defender reply is the engine's best.

use crate::engine::Score;
use crate::rules::{Move, Position};

use super::judge::{flip, is_only_move, is_short_mate, is_winning};
use super::probe::Probe;

/// The most solver moves a material puzzle may have.
pub const MAX_SOLVER_MOVES: usize = 8;
/// The fewest solver moves a material puzzle may have, unless its line ends the game: lichess's
/// generator discards material one-movers, whose single capture is too slight a puzzle.
pub const MIN_MATERIAL_SOLVER_MOVES: usize = 2;

/// Whether a line of `solver_moves` is long enough for a puzzle: a line that ends the game
/// (mate or stalemate) always is, any other needs [`MIN_MATERIAL_SOLVER_MOVES`].
pub fn is_long_enough(solver_moves: usize, ends_game: bool) -> bool {
    ends_game || solver_moves >= MIN_MATERIAL_SOLVER_MOVES
}

/// What kind of puzzle a mistake allows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PuzzleKind {
    /// The solver mates by force, in at most five moves.
    Mate,
    /// The solver wins material (or a winning advantage).
    Material,
}

/// A cooked line: the solver's and the defender's moves, ending on a solver move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CookedLine {
    /// The moves, solver first.
    pub moves: Vec<Move>,
    /// The engine's score for the solver after the last solver move, when the game goes on.
    pub final_score: Option<Score>,
}

/// Whether `pos` is checkmate.
pub fn is_mate(pos: &Position) -> bool {
    pos.is_check() && pos.legal_moves().is_empty()
}

/// The line from `start` (the solver to move), or `None` when the position holds no puzzle of `kind`.
pub fn cook(probe: &mut Probe, start: &Position, kind: PuzzleKind, nodes: u64) -> Option<CookedLine> {
    match kind {
        PuzzleKind::Mate => cook_mate(probe, start, nodes),
        PuzzleKind::Material => cook_material(probe, start, nodes),
    }
}

fn cook_mate(probe: &mut Probe, start: &Position, nodes: u64) -> Option<CookedLine> {
    let mut pos = *start;
    let mut moves = Vec::new();
    loop {
        let pair = probe.pair(&pos, nodes)?;
        if !is_short_mate(pair.best.score) {
            return None;
        }
        let next = pos.play(pair.best.mv).ok()?;
        let mates_now = is_mate(&next);
        if !is_only_move(&pair, mates_now) || (moves.is_empty() && pair.second.is_none()) {
            return None;
        }
        moves.push(pair.best.mv);
        if mates_now {
            return Some(CookedLine { moves, final_score: None });
        }
        if moves.len() / 2 + 1 > super::judge::MAX_MATE as usize {
            return None;
        }
        let reply = probe.best(&next, nodes)?;
        moves.push(reply.mv);
        pos = next.play(reply.mv).ok()?;
    }
}

fn cook_material(probe: &mut Probe, start: &Position, nodes: u64) -> Option<CookedLine> {
    let mut pos = *start;
    // (move, whether the position had another legal move, the score after it for the solver)
    let mut plies: Vec<(Move, bool, Option<Score>)> = Vec::new();
    while let Some(pair) = probe.pair(&pos, nodes) {
        if !is_winning(pair.best.score) {
            return None;
        }
        let next = pos.play(pair.best.mv).ok()?;
        let mates_now = is_mate(&next);
        if !is_only_move(&pair, mates_now) {
            break;
        }
        let ends = next.legal_moves().is_empty();
        plies.push((pair.best.mv, pair.second.is_some(), (!ends).then_some(pair.best.score)));
        if ends || plies.len().div_ceil(2) >= MAX_SOLVER_MOVES {
            break;
        }
        let Some(reply) = probe.best(&next, nodes) else { break };
        plies.push((reply.mv, true, Some(flip(reply.score))));
        pos = next.play(reply.mv).ok()?;
    }
    // End on a solver move that had a real alternative.
    while plies.len().is_multiple_of(2) || plies.last().is_some_and(|p| !p.1) {
        plies.pop()?;
    }
    let final_score = plies.last().and_then(|p| p.2);
    if !is_long_enough(plies.len().div_ceil(2), final_score.is_none()) {
        return None;
    }
    Some(CookedLine { moves: plies.into_iter().map(|p| p.0).collect(), final_score })
}
