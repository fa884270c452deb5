//! A game's analysis: the evaluation after every move, what each move lost, the engine's better
//! move at a mistake, and a summary per player.

use crate::rules::{Color, Game, Move};

use super::eval::Eval;
use super::judgement::Judgement;

/// How a position was judged: its evaluation and the engine's best line from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionEval {
    /// The evaluation with best play from here.
    pub eval: Eval,
    /// The engine's best line from here (empty when the game is over, or when not known).
    pub line: Vec<Move>,
}

/// One analysed move.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveAnalysis {
    /// The side that played it.
    pub mover: Color,
    /// The move played.
    pub played: Move,
    /// The evaluation before it, with best play.
    pub before: Eval,
    /// The evaluation after it.
    pub after: Eval,
    /// The engine's best line from the position before it (may start with the move played).
    pub best_line: Vec<Move>,
    /// The win chances it lost for its player (0 when it was the engine's move).
    pub loss: f64,
    /// `?!`, `?` or `??`, when it lost enough.
    pub judgement: Option<Judgement>,
}

impl MoveAnalysis {
    /// The engine's better move, when the move played was judged and the engine had another.
    pub fn better_move(&self) -> Option<Move> {
        self.judgement?;
        self.best_line.first().copied().filter(|m| !same_move(*m, self.played))
    }
}

/// What one player's moves cost, over a game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct PlayerSummary {
    /// Moves played.
    pub moves: u32,
    /// Moves judged `?!`.
    pub inaccuracies: u32,
    /// Moves judged `?`.
    pub mistakes: u32,
    /// Moves judged `??`.
    pub blunders: u32,
    /// The average centipawn loss per move (evaluations capped at ±10 pawns, as lichess does).
    pub average_loss: u32,
}

/// The analysis of a whole game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameAnalysis {
    /// The evaluation of the start position.
    pub start: Eval,
    /// Every move, in order.
    pub moves: Vec<MoveAnalysis>,
}

impl GameAnalysis {
    /// Builds the analysis from the judged positions of `game`: one per position, start first
    /// (`game.moves().len() + 1` of them). `None` if the count does not match.
    ///
    /// A move's loss is its player's win chances before it (with best play) minus after it;
    /// the engine's own move loses nothing.
    pub fn from_positions(game: &Game, positions: &[PositionEval]) -> Option<GameAnalysis> {
        if positions.len() != game.moves().len() + 1 {
            return None;
        }
        let moves = game
            .moves()
            .iter()
            .enumerate()
            .map(|(i, &played)| {
                let mover = game.position_at(i).map_or(Color::White, |p| p.turn());
                let (before, after) = (&positions[i], &positions[i + 1]);
                let engine_move = before.line.first().is_some_and(|m| same_move(*m, played));
                let loss = if engine_move { 0.0 } else { lost(before.eval, after.eval, mover) };
                MoveAnalysis {
                    mover,
                    played,
                    before: before.eval,
                    after: after.eval,
                    best_line: before.line.clone(),
                    loss,
                    judgement: Judgement::of_loss(loss),
                }
            })
            .collect();
        Some(GameAnalysis { start: positions[0].eval, moves })
    }

    /// The evaluation after each ply, start first (`moves.len() + 1` values): the graph's points.
    pub fn evals(&self) -> Vec<Eval> {
        std::iter::once(self.start).chain(self.moves.iter().map(|m| m.after)).collect()
    }

    /// What `side`'s moves cost.
    pub fn summary(&self, side: Color) -> PlayerSummary {
        let mut s = PlayerSummary::default();
        let mut total_loss = 0u64;
        for m in self.moves.iter().filter(|m| m.mover == side) {
            s.moves += 1;
            match m.judgement {
                Some(Judgement::Inaccuracy) => s.inaccuracies += 1,
                Some(Judgement::Mistake) => s.mistakes += 1,
                Some(Judgement::Blunder) => s.blunders += 1,
                None => {}
            }
            let cp_loss = m.before.capped_cp_for(side) - m.after.capped_cp_for(side);
            total_loss += cp_loss.max(0) as u64;
        }
        if s.moves > 0 {
            s.average_loss = (total_loss as f64 / f64::from(s.moves)).round() as u32;
        }
        s
    }
}

/// The win chances `mover` lost from `before` to `after` (never negative).
pub fn lost(before: Eval, after: Eval, mover: Color) -> f64 {
    (before.win_chances_for(mover) - after.win_chances_for(mover)).max(0.0)
}

/// Whether two moves are the same move (from, to and promotion).
fn same_move(a: Move, b: Move) -> bool {
    a.from == b.from && a.to == b.to && a.promotion == b.promotion
}

impl PlayerSummary {
    /// One line: `0 inaccuracies, 1 mistake, 2 blunders, average loss 45`.
    pub fn line(&self) -> String {
        let plural = |n: u32, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
        format!(
            "{}, {}, {}, average loss {}",
            plural(self.inaccuracies, "inaccuracy", "inaccuracies"),
            plural(self.mistakes, "mistake", "mistakes"),
            plural(self.blunders, "blunder", "blunders"),
            self.average_loss
        )
    }
}
