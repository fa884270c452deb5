//! Checking a puzzle's line again with a larger budget: each solver move must still be the
//! engine's best and the only good one, and each defender reply the best defence or close to it.

use crate::engine::Score;
use crate::puzzle::PuzzleLine;

use super::cook::{is_long_enough, is_mate};
use super::judge::{is_only_move, is_winning, win_chances};
use super::probe::Probe;

/// A defender reply may be this much worse (in the defender's win chances) than the
/// verifier's best defence.
pub const DEFENCE_TOLERANCE: f64 = 0.2;

/// Why a line failed verification; `ply` counts the solution's moves from 1 (1 = the solver's first).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VerifyFailure {
    /// The engine prefers another solver move.
    #[error("move {ply}: the engine prefers {best}")]
    NotBest {
        /// Where.
        ply: usize,
        /// The engine's move, in coordinate notation.
        best: String,
    },
    /// Another solver move is about as good.
    #[error("move {ply}: another move is about as good")]
    NotOnly {
        /// Where.
        ply: usize,
    },
    /// The solver is no longer winning.
    #[error("move {ply}: the solver is no longer winning ({score})")]
    NotWinning {
        /// Where.
        ply: usize,
        /// The engine's score for the solver.
        score: Score,
    },
    /// The first solver move is the only legal move.
    #[error("the first move is forced")]
    Forced,
    /// A line too short for a material puzzle: it does not end the game, and has fewer than
    /// [`MIN_MATERIAL_SOLVER_MOVES`](super::MIN_MATERIAL_SOLVER_MOVES) solver moves.
    #[error("one solver move that does not end the game is too slight a puzzle")]
    TooShort,
    /// The defender has a clearly better reply.
    #[error("move {ply}: the defender has a better reply, {best}")]
    WeakDefence {
        /// Where.
        ply: usize,
        /// The better reply, in coordinate notation.
        best: String,
    },
}

/// What verification learnt about a good line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verified {
    /// The engine's score for the solver after the last solver move, when the game goes on.
    pub final_score: Option<Score>,
}

/// Verifies `line` at `nodes` a position.
///
/// # Errors
/// The first [`VerifyFailure`] found.
pub fn verify_line(probe: &mut Probe, line: &PuzzleLine, nodes: u64) -> Result<Verified, VerifyFailure> {
    let last = line.positions.last().copied().unwrap_or(line.before);
    let ends_game = !last.has_legal_move();
    if !is_long_enough(line.solver_moves(), ends_game) {
        return Err(VerifyFailure::TooShort);
    }
    let mut final_score = None;
    // The defender's best win chances at the previous defender position, with its move.
    let mut pending: Option<(usize, f64, String)> = None;
    for i in 1..line.moves.len() {
        let ply = i;
        let pos = line.positions[i];
        let mv = line.moves[i];
        let solver_turn = i % 2 == 1;
        if solver_turn {
            let Some(pair) = probe.pair(&pos, nodes) else { return Err(VerifyFailure::NotOnly { ply }) };
            if let Some((dply, best_wc, best)) = pending.take()
                && best_wc - (-win_chances(pair.best.score)) > DEFENCE_TOLERANCE
            {
                return Err(VerifyFailure::WeakDefence { ply: dply, best });
            }
            if pair.best.mv != mv {
                let best = crate::rules::CoordMove::from_move(&pos, pair.best.mv).to_string();
                return Err(VerifyFailure::NotBest { ply, best });
            }
            if !is_winning(pair.best.score) {
                return Err(VerifyFailure::NotWinning { ply, score: pair.best.score });
            }
            if i == 1 && pair.second.is_none() {
                return Err(VerifyFailure::Forced);
            }
            if !is_only_move(&pair, is_mate(&line.positions[i + 1])) {
                return Err(VerifyFailure::NotOnly { ply });
            }
            final_score = Some(pair.best.score);
        } else {
            let Some(reply) = probe.best(&pos, nodes) else { continue };
            if reply.mv != mv {
                let best = crate::rules::CoordMove::from_move(&pos, reply.mv).to_string();
                pending = Some((ply, win_chances(reply.score), best));
            }
        }
    }
    if ends_game {
        final_score = None;
    } else if let Some(score) = probe.best(&last, nodes).map(|s| super::judge::flip(s.score)) {
        final_score = Some(score);
    }
    Ok(Verified { final_score })
}
