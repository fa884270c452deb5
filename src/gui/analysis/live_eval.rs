//! The evaluation bar during a game in progress: the engine follows the current position on a
//! background thread and reports its latest evaluation.

use crate::analysis::{DEFAULT_DEPTH, Eval};
use crate::engine::{SearchConfig, SearchLimits, SearchRequest, Thinker, ThinkerEvent};
use crate::rules::Game;

/// The engine following one game's current position.
#[derive(Debug, Default)]
pub struct LiveEval {
    thinker: Thinker,
    /// The hash and ply of the position being or last evaluated.
    following: Option<(u64, usize)>,
    eval: Option<Eval>,
}

impl LiveEval {
    /// Follows `game`'s current position: a new position starts a new search (the old one is
    /// cancelled) and clears the shown evaluation until the first iteration reports.
    pub fn follow(&mut self, game: &Game, config: SearchConfig, wake: impl Fn() + Send + 'static) {
        let key = (game.position().hash(), game.moves().len());
        if self.following == Some(key) {
            return;
        }
        self.thinker.cancel();
        self.eval = None;
        self.following = Some(key);
        if !game.position().has_legal_move() {
            return;
        }
        let request = SearchRequest::from_game(game, SearchLimits::depth(DEFAULT_DEPTH + 2), config);
        // A refused start leaves the bar empty; the next position tries again.
        let _ = self.thinker.start(request, wake);
    }

    /// Collects the search's reports; the latest evaluation for the followed position.
    pub fn poll(&mut self, game: &Game) -> Option<Eval> {
        let side = game.position().turn();
        while let Some(event) = self.thinker.poll() {
            let score = match event {
                ThinkerEvent::Info(info) => info.score,
                ThinkerEvent::Done(result) => result.score,
            };
            self.eval = Some(Eval::from_score(score, side));
        }
        self.eval
    }

    /// Stops following (the bar is hidden).
    pub fn stop(&mut self) {
        self.thinker.cancel();
        self.following = None;
        self.eval = None;
    }

    /// Whether it follows a position.
    pub fn is_following(&self) -> bool {
        self.following.is_some()
    }
}
