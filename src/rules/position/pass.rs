//! Passing the move: the same pieces with the other side to move, for training boards where one
//! side never moves (the course's stars levels).

use super::Position;
use crate::rules::bitboard::Bitboard;

impl Position {
    /// The same position with the other side to move, no en passant and the same counters.
    ///
    /// Not a chess move: it is for boards where one side never moves. The side that is then not
    /// to move may be in check, so a caller must never play a move that lands on its king.
    ///
    /// ```
    /// # fn main() -> Result<(), Box<dyn std::error::Error>> {
    /// use hexchess::rules::{Color, Position};
    /// let glinski = hexchess::script::builtin_variant("glinski")?;
    /// let pos = Position::from_fen(glinski, "6/7/8/9/10/5R5/K8k/9/8/7/6 w - - 0 1")?;
    /// let passed = pos.passed();
    /// assert_eq!(passed.turn(), Color::Black);
    /// assert_eq!(passed.passed(), pos);
    /// # Ok(()) }
    /// ```
    pub fn passed(&self) -> Position {
        let mut next = *self;
        next.turn = self.turn.other();
        next.ep_passed = Bitboard::EMPTY;
        next.ep_capture = Bitboard::EMPTY;
        next.ep_victim = None;
        next.hash = next.compute_hash();
        next
    }
}
