//! The analyses the app holds: the one running in the background, and the finished ones, each
//! kept with the game it belongs to so that it shows only for that game.

use super::live_eval::LiveEval;
use crate::analysis::{Analyser, AnalysisEvent, BackgroundAnalysis, DEFAULT_DEPTH, GameAnalysis};
use crate::engine::{SearchConfig, SearchLimits};
use crate::rules::Game;

/// How many finished analyses are kept (the oldest is forgotten first).
const KEPT: usize = 8;

/// A running analysis and the game it judges.
#[derive(Debug)]
struct Running {
    game: Game,
    job: BackgroundAnalysis,
}

/// How a background analysis ended, for the app to tell the players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnalysisEnd {
    /// Every position is judged.
    Finished,
    /// Stopped by Cancel.
    Cancelled,
    /// No thread could be started.
    Failed(String),
}

/// The analysis room's state.
#[derive(Debug)]
pub struct AnalysisState {
    running: Option<Running>,
    done: Vec<(Game, GameAnalysis)>,
    /// The search per position.
    pub limits: SearchLimits,
    /// The engine behind the evaluation bar during a game.
    pub live: LiveEval,
}

impl Default for AnalysisState {
    fn default() -> Self {
        AnalysisState {
            running: None,
            done: Vec::new(),
            limits: SearchLimits::depth(DEFAULT_DEPTH),
            live: LiveEval::default(),
        }
    }
}

impl AnalysisState {
    /// Starts analysing `game` under `config`, each position searched to [`Self::limits`];
    /// `wake` asks for a repaint. A running analysis is stopped first.
    pub fn start(
        &mut self,
        game: Game,
        config: SearchConfig,
        wake: impl Fn() + Send + 'static,
    ) -> Result<(), AnalysisEnd> {
        self.cancel();
        self.running = None;
        let analyser = Analyser::new(game.clone(), config, self.limits);
        let job = BackgroundAnalysis::start(analyser, wake).map_err(|e| AnalysisEnd::Failed(e.to_string()))?;
        self.running = Some(Running { game, job });
        Ok(())
    }

    /// Asks the running analysis to stop.
    pub fn cancel(&self) {
        if let Some(r) = &self.running {
            r.job.cancel();
        }
    }

    /// Collects the background thread's news; returns how the analysis ended, when it did.
    pub fn poll(&mut self) -> Option<AnalysisEnd> {
        let running = self.running.as_mut()?;
        while let Some(event) = running.job.poll() {
            if let AnalysisEvent::Done(result) = event {
                let game = self.running.take().map(|r| r.game)?;
                return Some(match result {
                    Ok(analysis) => {
                        self.adopt(game, analysis);
                        AnalysisEnd::Finished
                    }
                    Err(_) => AnalysisEnd::Cancelled,
                });
            }
        }
        None
    }

    /// Keeps a finished analysis of `game` (e.g. one read back from a record).
    pub fn adopt(&mut self, game: Game, analysis: GameAnalysis) {
        self.done.retain(|(g, _)| *g != game);
        self.done.push((game, analysis));
        if self.done.len() > KEPT {
            self.done.remove(0);
        }
    }

    /// The finished analysis of `game`, if there is one.
    pub fn of(&self, game: &Game) -> Option<&GameAnalysis> {
        self.done.iter().rev().find(|(g, _)| g == game).map(|(_, a)| a)
    }

    /// `(done, total)` positions when `game` is being analysed.
    pub fn progress(&self, game: &Game) -> Option<(usize, usize)> {
        self.running.as_ref().filter(|r| r.game == *game).map(|r| r.job.progress())
    }

    /// Whether an analysis runs.
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }
}
