//! Playing one level: the learner's moves, the opponent's replies (none, the engine, or the
//! script), the move count against the par, and the stars when the goal is met.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::engine::{SearchConfig, SearchLimits, SearchRequest, Searcher};
use crate::rules::{Cell, Game, Move, Points, Position};

use super::judge::{Failure, en_prise, into_check};
use super::model::{Goal, Level, Opponent};
use super::scoring::stars_for;

/// How deep the engine looks for its reply: deep enough to find the best defence against a short
/// mate, quick enough to answer at once.
pub const ENGINE_DEPTH: u32 = 4;

/// What a move did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The move was played and the level goes on; `reply` is the opponent's answer, if it moved.
    Continue {
        /// The opponent's move, already played.
        reply: Option<Move>,
    },
    /// The goal is met.
    Succeeded {
        /// 1 to 3.
        stars: u8,
        /// The learner's moves it took.
        moves: u32,
    },
    /// The level is lost; [`LevelSession::restart`] tries again.
    Failed {
        /// Why.
        why: Failure,
    },
    /// The move was not played (illegal, or the level is over); nothing changed.
    Rejected {
        /// Why, to show the learner.
        why: String,
    },
}

/// Where a session stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionState {
    /// The learner is to move.
    Playing,
    /// Solved with these stars.
    Succeeded(u8),
    /// Lost, for this reason.
    Failed(Failure),
}

/// One level being played.
#[derive(Clone, Debug)]
pub struct LevelSession {
    level: Arc<Level>,
    game: Game,
    moves: u32,
    collected: Vec<Cell>,
    state: SessionState,
    last_reply: Option<Move>,
}

/// The stars of a scored success, else `None`.
fn success_stars(outcome: &Outcome) -> Option<u8> {
    match outcome {
        Outcome::Succeeded { stars, .. } => Some(*stars),
        _ => None,
    }
}

impl LevelSession {
    /// Starts playing `level`.
    pub fn new(level: Level) -> LevelSession {
        LevelSession::shared(Arc::new(level))
    }

    /// Starts playing a level shared with others (the checker plays many sessions of one level).
    pub fn shared(level: Arc<Level>) -> LevelSession {
        let game = level.start.clone();
        LevelSession { level, game, moves: 0, collected: Vec::new(), state: SessionState::Playing, last_reply: None }
    }

    /// The level played.
    pub fn level(&self) -> &Level {
        &self.level
    }

    /// The position on the board now.
    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// The learner's moves so far.
    pub fn moves(&self) -> u32 {
        self.moves
    }

    /// The level's par.
    pub fn par(&self) -> u32 {
        self.level.par
    }

    /// The star cells not collected yet (to draw).
    pub fn stars_left(&self) -> Vec<Cell> {
        self.level.star_cells().iter().copied().filter(|c| !self.collected.contains(c)).collect()
    }

    /// The star cells collected so far.
    pub fn stars_collected(&self) -> &[Cell] {
        &self.collected
    }

    /// The opponent's last reply (to highlight), if any.
    pub fn last_reply(&self) -> Option<Move> {
        self.last_reply
    }

    /// Where the session stands.
    pub fn state(&self) -> &SessionState {
        &self.state
    }

    /// The stars earned, once solved.
    pub fn stars(&self) -> Option<u8> {
        match self.state {
            SessionState::Succeeded(stars) => Some(stars),
            _ => None,
        }
    }

    /// Back to the start of the level.
    pub fn restart(&mut self) {
        *self = LevelSession::shared(Arc::clone(&self.level));
    }

    /// The learner's legal moves now (none once the level is over). A move that is not in this
    /// list may still be tried: [`LevelSession::try_move`] says why it is refused, or fails the
    /// level when it moves into check and the level forbids that.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.state != SessionState::Playing {
            return Vec::new();
        }
        let pos = self.position();
        let enemy_king = pos.king(pos.turn().other());
        pos.legal_moves().into_iter().filter(|m| m.to != enemy_king).collect()
    }

    /// Tries the learner's move (its from, to and promotion are matched against the legal moves).
    pub fn try_move(&mut self, mv: Move) -> Outcome {
        if self.state != SessionState::Playing {
            return Outcome::Rejected { why: "the level is over: retry or go on".into() };
        }
        let pos = *self.position();
        let legal =
            self.legal_moves().into_iter().find(|m| m.from == mv.from && m.to == mv.to && m.promotion == mv.promotion);
        let Some(mv) = legal else {
            return match into_check(&pos, mv) {
                Some(why) if self.level.forbid_into_check => self.fail(why),
                Some(why) => Outcome::Rejected { why: why.to_string() },
                None => Outcome::Rejected { why: "that is not a legal move".into() },
            };
        };
        let outcome = match self.learner_step(mv) {
            Some(done) => done,
            None => self.reply(),
        };
        if let Some(stars) = success_stars(&outcome) {
            self.state = SessionState::Succeeded(stars);
        }
        outcome
    }

    /// Plays a legal learner's move (one of [`LevelSession::legal_moves`]) and judges it: the
    /// final outcome when the level ends with it, `None` when the opponent is to answer.
    pub(crate) fn learner_step(&mut self, mv: Move) -> Option<Outcome> {
        let outcome = self.judge_learner(mv);
        if let Some(stars) = outcome.as_ref().and_then(success_stars) {
            self.state = SessionState::Succeeded(stars);
        }
        outcome
    }

    fn judge_learner(&mut self, mv: Move) -> Option<Outcome> {
        let line_index = (2 * self.moves) as usize;
        if let Goal::Line(line) = &self.level.goal
            && line.get(line_index) != Some(&mv)
        {
            return Some(self.fail(Failure::WrongLine));
        }
        let learner = self.level.learner();
        let role = self.position().piece_at(mv.from).map(|p| p.role);
        if self.game.play(mv).is_err() {
            return Some(Outcome::Rejected { why: "that is not a legal move".into() });
        }
        self.moves += 1;
        let collects = match &self.level.goal {
            Goal::Stars { role: Some(wanted), .. } => role == Some(*wanted),
            _ => true,
        };
        if collects && self.level.star_cells().contains(&mv.to) && !self.collected.contains(&mv.to) {
            self.collected.push(mv.to);
        }
        if self.level.forbid_en_prise
            && let Some(why) = en_prise(self.position(), learner)
        {
            return Some(self.fail(why));
        }
        if self.goal_met(mv, role) {
            return Some(Outcome::Succeeded { stars: stars_for(self.moves, self.level.par), moves: self.moves });
        }
        if self.level.opponent != Opponent::Still
            && let Some(why) = self.game_over()
        {
            return Some(self.fail(why));
        }
        if let Some(limit) = self.level.limit
            && self.moves >= limit
        {
            return Some(self.fail(Failure::OutOfMoves { limit }));
        }
        None
    }

    /// The reply when nobody chooses it: `Some(None)` for a pass, `Some(Some(move))` for the
    /// script's move, `None` when the engine (or a search over every reply) must choose.
    pub(crate) fn fixed_reply(&self) -> Option<Option<Move>> {
        match (self.level.opponent, &self.level.goal) {
            (Opponent::Still, _) => Some(None),
            (Opponent::Script, Goal::Line(line)) => Some(line.get(2 * self.moves as usize - 1).copied()),
            (Opponent::Script, _) => Some(None),
            (Opponent::Engine, _) => None,
        }
    }

    /// The opponent's turn: pass, the engine's move or the script's.
    fn reply(&mut self) -> Outcome {
        let reply = self.fixed_reply().unwrap_or_else(|| engine_reply(&self.game));
        match self.play_reply(reply) {
            Some(why) => self.fail(why),
            None => Outcome::Continue { reply },
        }
    }

    /// Plays the opponent's reply (`None`: the turn passes back): the failure if it ends the game.
    pub(crate) fn play_reply(&mut self, reply: Option<Move>) -> Option<Failure> {
        let Some(reply) = reply else {
            self.game = Game::new(self.position().passed());
            return None;
        };
        // Replies come from the legal moves (the engine's, or the script's, resolved at load).
        self.game.play(reply).ok()?;
        self.last_reply = Some(reply);
        let why = self.game_over()?;
        self.state = SessionState::Failed(why.clone());
        Some(why)
    }

    /// The game as it stands (the solver reads the opponent's moves and hashes from it).
    pub(crate) fn game(&self) -> &Game {
        &self.game
    }

    /// Whether the learner's move `mv` (made by a piece of `role`) met the goal.
    fn goal_met(&self, mv: Move, role: Option<crate::rules::Role>) -> bool {
        let pos = self.position();
        match &self.level.goal {
            Goal::Stars { cells, .. } => cells.iter().all(|c| self.collected.contains(c)),
            Goal::CaptureAll => pos.by_color(pos.turn()).count() == 1,
            Goal::Check => pos.is_check(),
            Goal::Escape => true,
            Goal::Mate => pos.is_check() && !pos.has_legal_move(),
            Goal::Reach { cell, role: wanted } => mv.to == *cell && wanted.is_none_or(|w| Some(w) == role),
            Goal::Line(line) => 2 * self.moves as usize > line.len(),
            Goal::Stalemate => !pos.is_check() && !pos.has_legal_move(),
            Goal::Draw => self.outcome_points() == Some(Points::DRAW),
        }
    }

    /// The result of the game now, if it is over.
    fn outcome_points(&self) -> Option<Points> {
        let rules = self.level.variant.default_rules();
        self.game.status(&rules).outcome(&rules).map(|o| o.points)
    }

    /// The failure when the game is over now (it did not end the way the goal asks).
    fn game_over(&self) -> Option<Failure> {
        let rules = self.level.variant.default_rules();
        let outcome = self.game.status(&rules).outcome(&rules)?;
        Some(Failure::GameOver { reason: outcome.reason, result: outcome.points.result_text() })
    }

    fn fail(&mut self, why: Failure) -> Outcome {
        self.state = SessionState::Failed(why.clone());
        Outcome::Failed { why }
    }
}

/// The engine's answer in `game`, with a short fixed-depth search (the same answer every time).
pub fn engine_reply(game: &Game) -> Option<Move> {
    let pos = game.position();
    let request = SearchRequest::from_game(game, SearchLimits::depth(ENGINE_DEPTH), SearchConfig::for_position(pos));
    Searcher::new(1).search(&request, &AtomicBool::new(false), |_| {}).best
}
