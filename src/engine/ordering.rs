//! Move ordering: the hash move, then winning captures by MVV-LVA, promotions, killer moves,
//! quiet moves by history, and losing captures last.

use crate::rules::{Color, Move, MoveKind, Position, Role};

use super::eval::piece_value;
use super::exchange::see;
use super::score::MAX_PLY;
use super::tables::EvalTables;
use super::tt::PackedMove;

const HASH_MOVE: i32 = 3_000_000;
const GOOD_CAPTURE: i32 = 2_000_000;
const PROMOTION: i32 = 1_900_000;
const KILLER: [i32; 2] = [1_800_000, 1_790_000];
const BAD_CAPTURE: i32 = -1_000_000;
const UNDER_PROMOTION: i32 = -1_500_000;
/// History scores stay within ±HISTORY_MAX.
const HISTORY_MAX: i32 = 16_384;

/// Killer moves per ply and the history table, kept across the searches of one game.
pub(crate) struct Heuristics {
    killers: Vec<[Option<Move>; 2]>,
    /// `history[color][from][to]`, flattened.
    history: Vec<i32>,
}

impl Heuristics {
    pub fn new() -> Heuristics {
        Heuristics { killers: vec![[None; 2]; MAX_PLY + 1], history: vec![0; 2 * 128 * 128] }
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.killers.fill([None; 2]);
        self.history.fill(0);
    }

    /// Weakens what earlier searches learnt (a new search of the same game).
    pub fn age(&mut self) {
        self.killers.fill([None; 2]);
        for h in &mut self.history {
            *h /= 4;
        }
    }

    #[inline]
    fn slot(color: Color, mv: Move) -> usize {
        color.index() * 128 * 128 + mv.from.ix() * 128 + mv.to.ix()
    }

    #[inline]
    pub fn history(&self, color: Color, mv: Move) -> i32 {
        self.history.get(Self::slot(color, mv)).copied().unwrap_or(0)
    }

    fn nudge(&mut self, color: Color, mv: Move, bonus: i32) {
        if let Some(h) = self.history.get_mut(Self::slot(color, mv)) {
            *h += bonus - *h * bonus.abs() / HISTORY_MAX;
        }
    }

    /// Records a quiet move that caused a cutoff, and the quiet moves tried before it.
    pub fn reward(&mut self, color: Color, ply: usize, best: Move, tried: &[Move], depth: i32) {
        let bonus = (depth * depth * 8).min(HISTORY_MAX / 4);
        self.nudge(color, best, bonus);
        for &mv in tried {
            self.nudge(color, mv, -bonus);
        }
        if let Some(k) = self.killers.get_mut(ply)
            && k[0] != Some(best)
        {
            k[1] = k[0];
            k[0] = Some(best);
        }
    }

    #[inline]
    pub fn killers(&self, ply: usize) -> [Option<Move>; 2] {
        self.killers.get(ply).copied().unwrap_or([None; 2])
    }
}

/// Whether a move captures something.
#[inline]
pub(crate) fn is_capture(pos: &Position, mv: Move) -> bool {
    mv.kind == MoveKind::EnPassant || pos.piece_at(mv.to).is_some()
}

/// MVV-LVA: the most valuable victim first, then the least valuable attacker.
#[inline]
pub(crate) fn mvv_lva(pos: &Position, mv: Move) -> i32 {
    let victim = match mv.kind {
        MoveKind::EnPassant => piece_value(Role::Pawn),
        _ => pos.piece_at(mv.to).map_or(0, |p| piece_value(p.role)),
    };
    let attacker = pos.piece_at(mv.from).map_or(0, |p| p.role.index() as i32);
    victim * 8 - attacker
}

/// Ordering scores for `moves` into `scores` (same order).
pub(crate) fn score_moves(
    pos: &Position,
    t: &EvalTables,
    heur: &Heuristics,
    moves: &[Move],
    scores: &mut Vec<i32>,
    hash_move: PackedMove,
    ply: usize,
) {
    scores.clear();
    let killers = heur.killers(ply);
    let us = pos.turn();
    for &mv in moves {
        let s = if hash_move.matches(mv) {
            HASH_MOVE
        } else if is_capture(pos, mv) {
            let base = mvv_lva(pos, mv) + mv.promotion.map_or(0, piece_value);
            let attacker = pos.piece_at(mv.from).map_or(0, |p| piece_value(p.role));
            let victim = pos.piece_at(mv.to).map_or(piece_value(Role::Pawn), |p| piece_value(p.role));
            if mv.promotion.is_some_and(|r| r != t.best_promotion) {
                UNDER_PROMOTION + base
            } else if attacker > victim && see(pos, t, mv) < 0 {
                BAD_CAPTURE + base
            } else {
                GOOD_CAPTURE + base
            }
        } else if let Some(role) = mv.promotion {
            if role == t.best_promotion { PROMOTION + piece_value(role) } else { UNDER_PROMOTION + piece_value(role) }
        } else if killers[0] == Some(mv) {
            KILLER[0]
        } else if killers[1] == Some(mv) {
            KILLER[1]
        } else {
            heur.history(us, mv)
        };
        scores.push(s);
    }
}

/// Moves the best-scored move from `start..` to `start` (selection sort, one step).
#[inline]
pub(crate) fn pick(moves: &mut [Move], scores: &mut [i32], start: usize) {
    let mut best = start;
    for i in start + 1..moves.len().min(scores.len()) {
        if scores[i] > scores[best] {
            best = i;
        }
    }
    if best != start {
        moves.swap(start, best);
        scores.swap(start, best);
    }
}
