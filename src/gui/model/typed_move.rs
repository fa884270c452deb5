//! Reading a typed move in the cell names drawn on the board as its player sees them (user
//! guide, "Typing a move").
//!
//! The board's labels are the rules core's names laid out in the displayed orientation. Once a
//! seat has claimed White those are the core's own names for both players. Before the first
//! move, though, the board shows White at the bottom, so the top player's army stands on the
//! cells Black starts on and is labelled so (its f-pawn on f7). A move typed there is read as
//! that army's move in those names, then laid through the variant's symmetry onto the
//! orientation in which the top seat plays White, just as a click on those hexes is.

use thiserror::Error;

use crate::rules::{Color, Move, MoveTextError, Position, Role, Setup, parse_any};

use super::seat::Seat;
use super::session::GameSession;

/// A typed move that names no legal move.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TypedMoveError {
    /// Not a move in any notation, or not legal here.
    #[error("{0}")]
    Text(#[from] MoveTextError),
    /// The names read as a move that does not exist once laid onto the rules core's board.
    #[error("{0} is not a legal move")]
    NotLegal(String),
}

/// Reads `text`, typed by `seat`'s player, as a move of the rules core.
///
/// # Errors
/// The text is not a move, or not a legal one, in the names that player sees.
pub fn read_typed_move(session: &GameSession, seat: Seat, text: &str) -> Result<Move, TypedMoveError> {
    let pos = session.position();
    if session.white_seat().is_some() || seat == Seat::Bottom {
        return Ok(parse_any(pos, text)?);
    }
    // Before the first move, from the top: the army drawn as Black, in Black's names.
    let shown = as_black_to_move(pos).ok_or_else(|| TypedMoveError::NotLegal(text.to_string()))?;
    let drawn = parse_any(&shown, text)?;
    let v = session.variant();
    let (from, to) = (v.symmetric_cell(drawn.from), v.symmetric_cell(drawn.to));
    pos.legal_moves()
        .into_iter()
        .find(|m| m.from == from && m.to == to && m.promotion == drawn.promotion)
        .ok_or_else(|| TypedMoveError::NotLegal(text.to_string()))
}

/// A legal move written as `seat`'s player would type it, for the move box's hint: a pawn's
/// step when there is one. `None` when that player has no move.
pub fn example_move(session: &GameSession, seat: Seat) -> Option<String> {
    let pos = session.position();
    let shown = if session.white_seat().is_none() && seat == Seat::Top { as_black_to_move(pos)? } else { *pos };
    let moves = shown.legal_moves();
    let is_pawn_step =
        |m: &&Move| m.promotion.is_none() && shown.piece_at(m.from).is_some_and(|p| p.role == Role::Pawn);
    let mv = moves.iter().find(is_pawn_step).or(moves.first())?;
    let board = pos.variant().board();
    Some(format!("{}{}", board.name(mv.from), board.name(mv.to)))
}

/// The same pieces with Black to move (the start position as the top player sees it).
fn as_black_to_move(pos: &Position) -> Option<Position> {
    let setup = Setup { turn: Color::Black, en_passant: Vec::new(), ..pos.to_setup() };
    Position::from_setup(pos.variant(), &setup).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::model::rules_provider::{NoHouseRules, RulesProvider, VariantOverrides};
    use crate::rules::CoordMove;
    use crate::script::builtin_variant;

    #[test]
    fn before_the_first_move_the_top_player_types_the_names_drawn_on_its_side() {
        for variant in ["glinski", "mccooey", "shafran"] {
            let session = GameSession::new(builtin_variant(variant).unwrap());
            let v = session.variant();
            // Every move of the army drawn as Black, typed in the names drawn under it, is the
            // move the same clicks make: laid through the symmetry onto White's cells.
            let shown = as_black_to_move(session.position()).unwrap();
            let drawn = shown.legal_moves();
            assert!(!drawn.is_empty());
            for d in drawn {
                let typed = CoordMove::from_move(&shown, d).to_string();
                let mv = read_typed_move(&session, Seat::Top, &typed).unwrap();
                assert_eq!((mv.from, mv.to), (v.symmetric_cell(d.from), v.symmetric_cell(d.to)), "{variant} {typed}");
                // The bottom player types White's names: Black's moves are not theirs.
                assert!(read_typed_move(&session, Seat::Bottom, &typed).is_err(), "{variant}: {typed}");
            }
        }
    }

    #[test]
    fn the_move_box_hint_is_a_move_its_player_may_type() {
        for variant in ["glinski", "mccooey", "shafran"] {
            let mut s = GameSession::new(builtin_variant(variant).unwrap());
            let rules = RulesProvider::new(s.variant(), VariantOverrides::default(), Box::new(NoHouseRules));
            let top = example_move(&s, Seat::Top).unwrap();
            let bottom = example_move(&s, Seat::Bottom).unwrap();
            assert_ne!(top, bottom, "{variant}: each player's hint is in the names on their side");
            for (seat, hint) in [(Seat::Top, &top), (Seat::Bottom, &bottom)] {
                assert!(read_typed_move(&s, seat, hint).is_ok(), "{variant} {seat:?}: {hint}");
            }
            let first = read_typed_move(&s, Seat::Top, &top).unwrap();
            s.play(Seat::Top, first, &rules).unwrap();
            let reply = example_move(&s, Seat::Bottom).unwrap();
            assert!(read_typed_move(&s, Seat::Bottom, &reply).is_ok(), "{variant}: {reply} after the claim");
        }
    }

    #[test]
    fn the_top_player_may_type_in_standard_notation_too() {
        let session = GameSession::new(builtin_variant("glinski").unwrap());
        let by_san = read_typed_move(&session, Seat::Top, "Nh9f8").unwrap();
        assert_eq!(by_san, read_typed_move(&session, Seat::Top, "h9f8").unwrap());
        assert!(read_typed_move(&session, Seat::Top, "f5f6").is_err(), "White's names are not the top player's");
        // Once the top seat has claimed White, the drawn names are the core's for both players.
        let mut s = session.clone();
        let rules = RulesProvider::new(s.variant(), VariantOverrides::default(), Box::new(NoHouseRules));
        let first = read_typed_move(&s, Seat::Top, "f7f6").unwrap();
        s.play(Seat::Top, first, &rules).unwrap();
        assert_eq!(s.white_seat(), Some(Seat::Top));
        let reply = read_typed_move(&s, Seat::Bottom, "b7b6").unwrap();
        assert_eq!(reply, parse_any(s.position(), "b7b6").unwrap());
    }
}
