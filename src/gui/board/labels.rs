//! What a screen reader hears for a hex: its name, its piece and its state, e.g. `"f5, white
//! pawn"`, `"e6, empty, legal move"`, `"g7, black knight, can be captured"` (user guide, "For
//! screen readers"). Tests find a hex by the name before the first comma.

use crate::rules::Piece;

/// A hex's state on the board, as far as a listener needs it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HexState {
    /// The selected piece stands here.
    pub selected: bool,
    /// The selected piece may move here: `Some(true)` when the move captures.
    pub target: Option<bool>,
    /// The king here is in check.
    pub check: bool,
}

/// The spoken label of a hex named `name` holding `piece`.
pub fn hex_label(name: &str, piece: Option<Piece>, state: HexState) -> String {
    let mut out = match piece {
        Some(p) => format!("{name}, {} {}", p.color.name(), p.role.name()),
        None => format!("{name}, empty"),
    };
    if state.selected {
        out.push_str(", selected");
    }
    if state.check {
        out.push_str(", in check");
    }
    match (state.target, piece.is_some()) {
        (Some(true), true) => out.push_str(", can be captured"),
        (Some(true), false) => out.push_str(", legal move, captures en passant"),
        (Some(false), _) => out.push_str(", legal move"),
        (None, _) => {}
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, Role};

    #[test]
    fn labels_name_the_cell_the_piece_and_the_state() {
        let pawn = Piece::new(Color::White, Role::Pawn);
        let knight = Piece::new(Color::Black, Role::Knight);
        assert_eq!(hex_label("f5", Some(pawn), HexState::default()), "f5, white pawn");
        let quiet = HexState { target: Some(false), ..HexState::default() };
        assert_eq!(hex_label("e6", None, quiet), "e6, empty, legal move");
        let capture = HexState { target: Some(true), ..HexState::default() };
        assert_eq!(hex_label("g7", Some(knight), capture), "g7, black knight, can be captured");
    }
}
