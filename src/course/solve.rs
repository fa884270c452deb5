//! The checker's solver: a search over the learner's moves, played through a [`LevelSession`]
//! so that it judges moves exactly as the app does. Where the engine answers, every reply is
//! tried (a proof against any defence, so against the engine's best too); a pass or the
//! script's reply is played as the session plays it. Iterative deepening up to the par finds the
//! shortest solution; positions already shown to fail are remembered.

use std::collections::HashMap;
use std::sync::Arc;

use crate::rules::Move;

use super::model::{Goal, Level};
use super::session::{LevelSession, Outcome};

/// How many positions one level's search may visit before it gives up.
pub const NODE_BUDGET: u64 = 3_000_000;

/// A way to meet a level's goal within its par.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The learner's moves along one line (against the first reply tried, where the engine
    /// answers).
    pub moves: Vec<Move>,
}

/// Why the solver found no solution.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Unsolved {
    /// Every line was searched: the goal cannot be met within the par.
    #[error("no line meets the goal within the par")]
    Impossible,
    /// The search visited [`NODE_BUDGET`] positions without an answer.
    #[error("the search gave up after {0} positions")]
    Budget(u64),
}

struct Search {
    nodes: u64,
    /// (position hash, stars collected, moves made) → the most moves left known to fail.
    failed: HashMap<(u64, u64, u32), u32>,
    memo: bool,
}

/// Finds the shortest way to meet `level`'s goal within its par.
///
/// # Errors
/// [`Unsolved`] when there is none, or the search is too large.
pub fn solve(level: &Level) -> Result<Solution, Unsolved> {
    let level = Arc::new(level.clone());
    // Repetition depends on the path, not just the position: no memory for draw levels.
    let memo = level.goal != Goal::Draw;
    let mut search = Search { nodes: 0, failed: HashMap::new(), memo };
    for depth in 1..=level.par {
        let mut line = Vec::new();
        if search.learner(&LevelSession::shared(Arc::clone(&level)), depth, &mut line)? {
            line.reverse();
            return Ok(Solution { moves: line });
        }
    }
    Err(Unsolved::Impossible)
}

impl Search {
    /// Whether the learner, to move in `session`, can meet the goal within `left` moves; on
    /// success `line` gets the moves (last first).
    fn learner(&mut self, session: &LevelSession, left: u32, line: &mut Vec<Move>) -> Result<bool, Unsolved> {
        if left == 0 || cannot_finish(session, left) {
            return Ok(false);
        }
        let key = self.key(session);
        if self.memo && self.failed.get(&key).is_some_and(|&l| l >= left) {
            return Ok(false);
        }
        for mv in session.legal_moves() {
            self.nodes += 1;
            if self.nodes > NODE_BUDGET {
                return Err(Unsolved::Budget(NODE_BUDGET));
            }
            let mut next = session.clone();
            let solved = match next.learner_step(mv) {
                Some(Outcome::Succeeded { .. }) => true,
                Some(_) => false,
                None => self.opponent(&next, left - 1, line)?,
            };
            if solved {
                line.push(mv);
                return Ok(true);
            }
        }
        if self.memo {
            self.failed.insert(key, left);
        }
        Ok(false)
    }

    /// Whether the learner wins within `left` moves after every reply in `session`.
    fn opponent(&mut self, session: &LevelSession, left: u32, line: &mut Vec<Move>) -> Result<bool, Unsolved> {
        if left == 0 {
            return Ok(false);
        }
        if let Some(reply) = session.fixed_reply() {
            let mut next = session.clone();
            return match next.play_reply(reply) {
                Some(_) => Ok(false),
                None => self.learner(&next, left, line),
            };
        }
        let replies = session.game().position().legal_moves();
        let mut first = None;
        for reply in replies {
            let mut next = session.clone();
            if next.play_reply(Some(reply)).is_some() {
                return Ok(false);
            }
            let mut sub = Vec::new();
            if !self.learner(&next, left, &mut sub)? {
                return Ok(false);
            }
            first.get_or_insert(sub);
        }
        line.extend(first.unwrap_or_default());
        Ok(true)
    }

    fn key(&self, session: &LevelSession) -> (u64, u64, u32) {
        let cells = session.level().star_cells();
        let stars = (0..cells.len().min(64))
            .filter(|i| session.stars_collected().contains(&cells[*i]))
            .fold(0u64, |m, i| m | 1 << i);
        (session.game().position().hash(), stars, session.moves())
    }
}

/// Whether the goal is out of reach in `left` moves however they are played: each move collects
/// at most one star and captures at most one piece.
fn cannot_finish(session: &LevelSession, left: u32) -> bool {
    let pos = session.game().position();
    match &session.level().goal {
        Goal::Stars { .. } => session.stars_left().len() as u32 > left,
        Goal::CaptureAll => pos.by_color(pos.turn().other()).count() - 1 > left,
        _ => false,
    }
}
