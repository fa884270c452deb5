//! The result of a flag fall.

use crate::rules::{Color, EndReason, Outcome, Points, Position};

/// The outcome when `flagged` runs out of time: the opponent wins, unless the opponent has only a
/// bare king, which cannot mate, and then it is a draw.
pub const fn flag_outcome(flagged: Color, opponent_has_bare_king: bool) -> Outcome {
    if opponent_has_bare_king {
        Outcome { reason: EndReason::TimeVsBareKing, points: Points::DRAW }
    } else {
        Outcome { reason: EndReason::Time, points: Points::win(flagged.other()) }
    }
}

/// [`flag_outcome`] for the game's current `position`.
pub fn flag_outcome_in(position: &Position, flagged: Color) -> Outcome {
    flag_outcome(flagged, position.has_bare_king(flagged.other()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Piece, Role};
    use crate::script::builtin_variant;

    #[test]
    fn the_opponent_wins_unless_they_have_a_bare_king() {
        let win = flag_outcome(Color::White, false);
        assert_eq!(win.reason, EndReason::Time);
        assert_eq!(win.points.of(Color::Black), 4);
        assert_eq!(win.points.of(Color::White), 0);
        let draw = flag_outcome(Color::Black, true);
        assert_eq!(draw.reason, EndReason::TimeVsBareKing);
        assert_eq!(draw.points, Points::DRAW);
    }

    #[test]
    fn reads_the_bare_king_from_the_position() {
        let variant = builtin_variant("glinski").unwrap();
        let start = variant.start_position();
        assert_eq!(flag_outcome_in(&start, Color::White).points, Points::win(Color::Black));
        // Black has a bare king; White has a king and a knight. Built from the start position's
        // own cells so the test does not depend on coordinates typed here.
        let white_knight = Piece::new(Color::White, Role::Knight);
        let mut setup = start.to_setup();
        setup.pieces.retain(|(_, p)| p.role == Role::King || *p == white_knight);
        setup.castling.clear();
        let pos = Position::from_setup(variant, &setup).unwrap();
        assert!(pos.has_bare_king(Color::Black));
        assert_eq!(flag_outcome_in(&pos, Color::White).reason, EndReason::TimeVsBareKing);
        assert_eq!(flag_outcome_in(&pos, Color::Black).reason, EndReason::Time);
    }
}
