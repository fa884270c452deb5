//! The engine searches the generator makes: every search starts from a cleared searcher and
//! stops at a node budget, so its answer depends only on the position and the budget. The same
//! puzzle is therefore found, verified and rated alike on any machine and in any order.

use std::sync::atomic::AtomicBool;

use crate::engine::{Score, SearchConfig, SearchLimits, SearchRequest, Searcher};
use crate::rules::{Move, Position, RuleSettings};

/// Hash table size of a probe, in MiB (small: the budgets are small, and it is cleared every time).
const PROBE_HASH_MB: usize = 4;

/// A move with the engine's score for the side that plays it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ScoredMove {
    /// The move.
    pub mv: Move,
    /// Its score for the side to move before it.
    pub score: Score,
}

/// The two best moves of a position (MultiPV 2): the second is `None` with a single legal move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MovePair {
    /// The best move.
    pub best: ScoredMove,
    /// The second best, if there is another legal move.
    pub second: Option<ScoredMove>,
}

/// Searches positions at node budgets under fixed rules.
pub struct Probe {
    searcher: Searcher,
    rules: RuleSettings,
    stop: AtomicBool,
}

impl std::fmt::Debug for Probe {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Probe").field("rules", &self.rules).finish_non_exhaustive()
    }
}

impl Probe {
    /// A probe searching under `rules`.
    pub fn new(rules: RuleSettings) -> Probe {
        Probe { searcher: Searcher::new(PROBE_HASH_MB), rules, stop: AtomicBool::new(false) }
    }

    /// The rules searched under.
    pub fn rules(&self) -> &RuleSettings {
        &self.rules
    }

    fn run(&mut self, pos: &Position, nodes: u64, lines: usize) -> crate::engine::SearchResult {
        self.searcher.clear();
        let request =
            SearchRequest::new(*pos, SearchLimits::nodes(nodes), SearchConfig::new(self.rules)).with_multipv(lines);
        self.searcher.search(&request, &self.stop, |_| {})
    }

    /// The best move and its score, or `None` without a legal move.
    pub fn best(&mut self, pos: &Position, nodes: u64) -> Option<ScoredMove> {
        let result = self.run(pos, nodes, 1);
        result.best.map(|mv| ScoredMove { mv, score: result.score })
    }

    /// The two best moves with exact scores, or `None` without a legal move.
    pub fn pair(&mut self, pos: &Position, nodes: u64) -> Option<MovePair> {
        let result = self.run(pos, nodes, 2);
        let mut lines = result.lines.iter().filter_map(|l| l.pv.first().map(|&mv| ScoredMove { mv, score: l.score }));
        let best = lines.next().or_else(|| result.best.map(|mv| ScoredMove { mv, score: result.score }))?;
        Some(MovePair { best, second: lines.next() })
    }
}
