//! Analysing a game position by position with the engine, stoppable between and during
//! searches.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::engine::{DEFAULT_HASH_MB, SearchConfig, SearchLimits, SearchRequest, Searcher};
use crate::rules::{Game, GameStatus, Points};

use super::eval::Eval;
use super::game_analysis::{GameAnalysis, PositionEval};

/// The default search per position: 8 plies (reproducible; on this machine 30–50 s for a 60-move
/// game, middlegames costing most).
pub const DEFAULT_DEPTH: u32 = 8;

/// Why an analysis ended without a result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum AnalysisError {
    /// It was stopped before every position was judged.
    #[error("the analysis was cancelled after {done} of {total} positions")]
    Cancelled {
        /// Positions judged.
        done: usize,
        /// Positions in the game.
        total: usize,
    },
}

/// Judges a game's positions one at a time: the app calls [`Analyser::step`] from a background
/// thread, the command line runs [`Analyser::run`].
pub struct Analyser {
    game: Game,
    config: SearchConfig,
    limits: SearchLimits,
    searcher: Searcher,
    judged: Vec<PositionEval>,
}

impl Analyser {
    /// An analysis of every position of `game` under the rules of `config`, each searched to
    /// `limits`.
    pub fn new(game: Game, config: SearchConfig, limits: SearchLimits) -> Analyser {
        Analyser { game, config, limits, searcher: Searcher::new(DEFAULT_HASH_MB), judged: Vec::new() }
    }

    /// Positions to judge: the start and the one after each move.
    pub fn total(&self) -> usize {
        self.game.moves().len() + 1
    }

    /// Positions judged so far.
    pub fn done(&self) -> usize {
        self.judged.len()
    }

    /// Judges the next position. Returns `false` when every position is judged, or when `stop`
    /// was set (then the interrupted position is not kept).
    pub fn step(&mut self, stop: &AtomicBool) -> bool {
        let ply = self.judged.len();
        if ply >= self.total() || stop.load(Ordering::Relaxed) {
            return false;
        }
        let mut upto = self.game.clone();
        upto.truncate(ply);
        let judged = match self.ended(&upto) {
            Some(points) => PositionEval { eval: Eval::from_points(points), line: Vec::new() },
            None => {
                let request = SearchRequest::from_game(&upto, self.limits, self.config.clone());
                let result = self.searcher.search(&request, stop, |_| {});
                if stop.load(Ordering::Relaxed) {
                    return false;
                }
                PositionEval { eval: Eval::from_score(result.score, upto.position().turn()), line: result.pv }
            }
        };
        self.judged.push(judged);
        true
    }

    /// The points of the game's end at this position, if the rules in force end it here.
    fn ended(&self, upto: &Game) -> Option<Points> {
        match upto.status(&self.config.rules) {
            GameStatus::Ongoing => None,
            GameStatus::Stalemate { .. } => Some(self.config.stalemate_points(upto.position())),
            status => status.outcome(&self.config.rules).map(|o| o.points),
        }
    }

    /// The analysis, once every position is judged.
    ///
    /// # Errors
    /// [`AnalysisError::Cancelled`] if some positions are not judged.
    pub fn finish(self) -> Result<GameAnalysis, AnalysisError> {
        let cancelled = AnalysisError::Cancelled { done: self.done(), total: self.total() };
        GameAnalysis::from_positions(&self.game, &self.judged).ok_or(cancelled)
    }

    /// Judges every position, reporting `(done, total)` after each.
    ///
    /// # Errors
    /// [`AnalysisError::Cancelled`] if `stop` was set first.
    pub fn run(
        mut self,
        stop: &AtomicBool,
        mut progress: impl FnMut(usize, usize),
    ) -> Result<GameAnalysis, AnalysisError> {
        while self.step(stop) {
            progress(self.done(), self.total());
        }
        self.finish()
    }
}
