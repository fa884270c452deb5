//! The position string of a [`Setup`] that may be illegal, so the editor can copy any board.
//!
//! The rules core's one writer, [`fen::write`], takes a setup; legal positions go through it too.

use crate::rules::{Setup, Variant, fen};

/// The six-field position string of `setup` on `variant`'s board. Pieces off the board are left
/// out (the editor never places any); of two pieces on one cell, the first listed is written.
pub fn setup_string(variant: &Variant, setup: &Setup) -> String {
    fen::write(variant, setup)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, Coord, Piece, Position};
    use crate::script::builtin_variant;

    #[test]
    fn legal_positions_read_as_the_rules_core_writes_them() {
        for name in ["glinski", "mccooey", "shafran"] {
            let v = builtin_variant(name).unwrap();
            let start = v.start_position();
            assert_eq!(setup_string(v, &start.to_setup()), start.fen(), "{name}");
        }
        let v = builtin_variant("glinski").unwrap();
        let pos = Position::from_fen(v, "6/7/8/4P4/4p5/11/K8k/9/8/7/6 w - e6 3 9").unwrap();
        assert_eq!(setup_string(v, &pos.to_setup()), pos.fen());
    }

    #[test]
    fn illegal_setups_round_trip_through_the_reader() {
        let v = builtin_variant("glinski").unwrap();
        let mut setup = Setup::empty();
        let board = v.board();
        for (cell, c) in [("f1", 'K'), ("f2", 'K'), ("a1", 'p')] {
            setup.set(Coord::of(board, board.parse_cell(cell).unwrap()), Piece::from_char(c));
        }
        setup.turn = Color::Black;
        let text = setup_string(v, &setup);
        let mut back = fen::parse(v, &text).unwrap();
        back.pieces.sort();
        setup.pieces.sort();
        assert_eq!(back, setup);
        assert!(Position::from_setup(v, &setup).is_err());
    }
}
