//! One puzzle: the position before the opponent's last move, the moves, its rating, themes and source.

use crate::rules::{Color, CoordMove, Move, Position, Variant};

use super::error::PuzzleError;
use super::theme::Theme;

/// A puzzle as stored in `puzzles/<variant>.csv` (lichess's puzzle-database convention).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// A short id, unique in its file.
    pub id: String,
    /// The position string before the opponent's move that sets the puzzle.
    pub fen: String,
    /// The opponent's setup move, then the solver's and the defender's moves in turn, ending on
    /// a solver move.
    pub moves: Vec<CoordMove>,
    /// The puzzle's rating (Glicko-2 scale).
    pub rating: u32,
    /// The rating's deviation.
    pub rating_deviation: u32,
    /// The themes, sorted.
    pub themes: Vec<Theme>,
    /// Where it comes from: `game FILE#N move M` or `selfplay seed S game G move M`.
    pub source: String,
}

/// A puzzle checked against its variant: every position and legal move of its line.
#[derive(Clone, Debug)]
pub struct PuzzleLine {
    /// The position before the setup move.
    pub before: Position,
    /// The legal moves, the setup move first.
    pub moves: Vec<Move>,
    /// `positions[i]` is the position before `moves[i]`; one more at the end, after the last move.
    pub positions: Vec<Position>,
}

impl PuzzleLine {
    /// The side that solves: the side to move after the setup move.
    pub fn solver(&self) -> Color {
        self.before.turn().other()
    }

    /// The position the solver first moves in.
    pub fn puzzle_position(&self) -> &Position {
        &self.positions[1]
    }

    /// The solver's moves and the defender's replies, without the setup move.
    pub fn solution(&self) -> &[Move] {
        &self.moves[1..]
    }

    /// How many moves the solver makes.
    pub fn solver_moves(&self) -> usize {
        self.moves.len() / 2
    }

    /// The line's moves in coordinate notation, setup move first.
    pub fn coord_moves(&self) -> Vec<CoordMove> {
        self.moves.iter().zip(&self.positions).map(|(&m, p)| CoordMove::from_move(p, m)).collect()
    }
}

impl Puzzle {
    /// Replays the puzzle on `variant`: the position must be legal, every move legal in turn,
    /// and the line must be the setup move followed by an odd number of moves (an even count in all) (it ends on the
    /// solver's move).
    ///
    /// # Errors
    /// [`PuzzleError`] naming the puzzle and what is wrong.
    pub fn line(&self, variant: &'static Variant) -> Result<PuzzleLine, PuzzleError> {
        let id = || self.id.clone();
        if self.moves.len() < 2 || !self.moves.len().is_multiple_of(2) {
            return Err(PuzzleError::BadLength { id: id(), count: self.moves.len() });
        }
        let before =
            Position::from_fen(variant, &self.fen).map_err(|source| PuzzleError::BadPosition { id: id(), source })?;
        let mut positions = vec![before];
        let mut moves = Vec::with_capacity(self.moves.len());
        for (i, cm) in self.moves.iter().enumerate() {
            let pos = positions[i];
            let illegal = |source| PuzzleError::IllegalMove { id: id(), index: i + 1, text: cm.to_string(), source };
            let mv = cm.resolve(&pos).map_err(illegal)?;
            let next = pos.play(mv).map_err(|_| PuzzleError::IllegalMove {
                id: id(),
                index: i + 1,
                text: cm.to_string(),
                source: crate::rules::ResolveError::Illegal(cm.to_string()),
            })?;
            moves.push(mv);
            positions.push(next);
        }
        Ok(PuzzleLine { before, moves, positions })
    }

    /// Whether the puzzle has `theme`.
    pub fn has(&self, theme: Theme) -> bool {
        self.themes.contains(&theme)
    }

    /// The moves as the Moves column writes them: coordinate moves separated by spaces.
    pub fn moves_text(&self) -> String {
        self.moves.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
    }

    /// The themes as the Themes column writes them: names separated by spaces.
    pub fn themes_text(&self) -> String {
        self.themes.iter().map(|t| t.name()).collect::<Vec<_>>().join(" ")
    }
}
