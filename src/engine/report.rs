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
    /// The best lines with exact scores, best first: as many as the request's MultiPV.
    pub lines: Vec<ScoredLine>,
}

/// One of the best moves with its exact score and line (MultiPV).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoredLine {
    /// The score for the side to move after this line's first move is played.
    pub score: Score,
    /// The line, starting with the move.
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

    /// The protocol lines of a MultiPV search, one per scored line:
    /// `info multipv 2 depth 5 seldepth 9 score cp 12 nodes … pv …`. With one line, the
    /// single [`SearchInfo::to_line`].
    pub fn to_multipv_lines(&self, root: &Position) -> Vec<String> {
        if self.lines.len() <= 1 {
            return vec![self.to_line(root)];
        }
        let (depth, seldepth, nodes, nps, ms) =
            (self.depth, self.seldepth, self.nodes, self.nps(), self.time.as_millis());
        (self.lines.iter().enumerate())
            .map(|(i, l)| {
                let (k, score, pv) = (i + 1, l.score, line_text(root, &l.pv));
                format!(
                    "info multipv {k} depth {depth} seldepth {seldepth} score {score} nodes {nodes} nps {nps} time {ms} pv {pv}"
                )
            })
            .collect()
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
    /// The best lines with exact scores, best first (MultiPV; one line for a normal search,
    /// fewer than asked when the position has fewer moves or the search stopped early).
    pub lines: Vec<ScoredLine>,
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
