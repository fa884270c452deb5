//! What a search reports: progress after each iteration, and the final result.

use std::time::Duration;

use crate::rules::{CoordMove, Move, Position};

use super::score::Score;

/// Progress of a running search, sent after each completed iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchInfo {
    /// The iteration's depth in plies.
    pub depth: u32,
    /// The deepest ply reached, quiescence included.
    pub seldepth: u32,
    /// The score for the side to move.
    pub score: Score,
    /// Nodes visited so far.
    pub nodes: u64,
    /// Time since the search started.
    pub time: Duration,
    /// The principal variation, starting with the best move.
    pub pv: Vec<Move>,
}

impl SearchInfo {
    /// Nodes per second so far.
    pub fn nps(&self) -> u64 {
        nps(self.nodes, self.time)
    }

    /// The protocol line: `info depth 5 seldepth 9 score cp 31 nodes 1234 nps 56789 time 21 pv f5f6 …`,
    /// with the variation written from `root` in coordinate notation.
    pub fn to_line(&self, root: &Position) -> String {
        format!(
            "info depth {} seldepth {} score {} nodes {} nps {} time {} pv {}",
            self.depth,
            self.seldepth,
            self.score,
            self.nodes,
            self.nps(),
            self.time.as_millis(),
            line_text(root, &self.pv)
        )
    }
}

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play; `None` when the side to move has no legal move.
    pub best: Option<Move>,
    /// Its score for the side to move.
    pub score: Score,
    /// The principal variation (empty without a legal move).
    pub pv: Vec<Move>,
    /// The deepest completed iteration.
    pub depth: u32,
    /// The deepest ply reached.
    pub seldepth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// Time spent.
    pub time: Duration,
}

impl SearchResult {
    /// Nodes per second.
    pub fn nps(&self) -> u64 {
        nps(self.nodes, self.time)
    }
}

fn nps(nodes: u64, time: Duration) -> u64 {
    let micros = time.as_micros().max(1);
    (nodes as u128 * 1_000_000 / micros) as u64
}

/// A line of moves from `root` in coordinate notation, separated by spaces. Moves that are not
/// legal where they stand end the text.
pub fn line_text(root: &Position, line: &[Move]) -> String {
    let mut pos = *root;
    let mut out = Vec::with_capacity(line.len());
    for &mv in line {
        let Ok(next) = pos.play(mv) else { break };
        out.push(CoordMove::from_move(&pos, mv).to_string());
        pos = next;
    }
    out.join(" ")
}
