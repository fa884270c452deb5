//! The move list's memory: the game's moves in SAN, worked out once when the moves change
//! rather than every frame.

use crate::gui::model::seat::Seat;
use crate::rules::{Game, Move};

/// The moves in SAN of the game last seen, and where each reader scrolled their strip.
#[derive(Clone, Debug, Default)]
pub struct MoveListState {
    moves: Vec<Move>,
    san: Vec<String>,
    /// The first row each seat's strip shows, when its reader scrolled (by seat index); `None`
    /// follows the latest move.
    first_row: [Option<usize>; 2],
}

impl MoveListState {
    /// Brings the SAN up to date with `game` (a no-op when its moves are unchanged).
    pub fn refresh(&mut self, game: &Game) {
        if self.moves.as_slice() != game.moves() {
            self.moves = game.moves().to_vec();
            self.san = game.san_moves();
            // A new move (or a take-back) brings both strips back to the latest moves.
            self.first_row = [None; 2];
        }
    }

    /// The first row `seat`'s strip shows, if its reader scrolled.
    pub fn first_row(&self, seat: Seat) -> Option<usize> {
        self.first_row[seat.index()]
    }

    /// `seat`'s reader scrolled their strip to start at `row`.
    pub fn scroll(&mut self, seat: Seat, row: usize) {
        self.first_row[seat.index()] = Some(row);
    }

    /// The moves in SAN, as of the last [`refresh`](Self::refresh).
    pub fn san(&self) -> &[String] {
        &self.san
    }
}
