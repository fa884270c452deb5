//! The move list's memory: the game's moves in SAN, worked out once when the moves change
//! rather than every frame.

use crate::rules::{Game, Move};

/// The moves in SAN of the game last seen.
#[derive(Clone, Debug, Default)]
pub struct MoveListState {
    moves: Vec<Move>,
    san: Vec<String>,
}

impl MoveListState {
    /// Brings the SAN up to date with `game` (a no-op when its moves are unchanged).
    pub fn refresh(&mut self, game: &Game) {
        if self.moves.as_slice() != game.moves() {
            self.moves = game.moves().to_vec();
            self.san = game.san_moves();
        }
    }

    /// The moves in SAN, as of the last [`refresh`](Self::refresh).
    pub fn san(&self) -> &[String] {
        &self.san
    }
}
