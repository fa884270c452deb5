//! The rules a level may enforce on a move: moving into check (a move refused by the rules,
//! which a level may turn into a failure with its reason), castling out of or through check, and
//! leaving a piece en prise.

use std::fmt;

use crate::engine::piece_value;
use crate::rules::{Bitboard, Cell, Color, EndReason, Move, Piece, Position, Role};

/// Why a level failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The move would leave the learner's king attacked.
    IntoCheck {
        /// The king's cell after the move.
        king: String,
        /// The attacking piece.
        attacker: Piece,
        /// Its cell.
        from: String,
    },
    /// A castling whose king is in check, or crosses or lands on an attacked cell.
    CastlingThroughCheck {
        /// The castling's notation, e.g. `Q-0-0`.
        castling: String,
    },
    /// A learner's piece was left where the opponent can win it.
    EnPrise {
        /// The piece.
        piece: Piece,
        /// Its cell.
        cell: String,
        /// The enemy piece that attacks it.
        attacker: Piece,
        /// The attacker's cell.
        from: String,
    },
    /// The move is not the one the scripted line asks for.
    WrongLine,
    /// The learner used up the moves the level allows.
    OutOfMoves {
        /// The limit.
        limit: u32,
    },
    /// The game ended, but not the way the goal asks.
    GameOver {
        /// How it ended.
        reason: EndReason,
        /// The result, e.g. `3/4-1/4`.
        result: String,
    },
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::IntoCheck { king, attacker, from } => write!(
                f,
                "that move puts your king on {king} in check from the {} on {from}; a king may never stand in check",
                attacker.role.name()
            ),
            Failure::CastlingThroughCheck { castling } => write!(
                f,
                "{castling} is not allowed now: the king may not castle out of check, nor cross or land on an attacked cell"
            ),
            Failure::EnPrise { piece, cell, attacker, from } => {
                write!(f, "your {} on {cell} can be taken by the {} on {from}", piece.role.name(), attacker.role.name())
            }
            Failure::WrongLine => f.write_str("that is not the move this line asks for"),
            Failure::OutOfMoves { limit } => {
                write!(f, "the goal was not met within {limit} move{}", if *limit == 1 { "" } else { "s" })
            }
            Failure::GameOver { reason: EndReason::Checkmate, .. } => f.write_str("you were checkmated"),
            Failure::GameOver { reason, result } => {
                write!(f, "the game ended by {} ({result}), which is not the goal", reason.describe())
            }
        }
    }
}

/// A piece on a cell: the pieces of a position after a move, by cell.
struct Snapshot<'a> {
    pos: &'a Position,
    occupied: Bitboard,
    gone: Option<Cell>,
}

impl Snapshot<'_> {
    /// The pieces of `color` that attack `cell`, with their cells.
    fn attackers(&self, cell: Cell, color: Color) -> Vec<(Cell, Piece)> {
        let variant = self.pos.variant();
        (self.pos.by_color(color) & self.occupied)
            .into_iter()
            .filter(|c| Some(*c) != self.gone)
            .filter_map(|c| Some((c, self.pos.piece_at(c)?)))
            .filter(|(c, p)| variant.attacks(*p, *c, self.occupied).contains(cell))
            .collect()
    }
}

/// For a move the rules refuse: the failure it would be if it only breaks the rule about check
/// (moving into check, or castling out of, through or into check). `None` when the move is
/// impossible for any other reason (and so simply refused).
pub fn into_check(pos: &Position, mv: Move) -> Option<Failure> {
    let us = pos.turn();
    let piece = pos.piece_at(mv.from).filter(|p| p.color == us)?;
    if pos.by_color(us).contains(mv.to) {
        return None;
    }
    if piece.role == Role::King
        && let Some(castling) =
            pos.variant().castlings().iter().find(|c| c.color == us && c.king_from == mv.from && c.king_to == mv.to)
    {
        let has_right = pos.castling_bits() & (1 << castling.right) != 0;
        return has_right.then(|| Failure::CastlingThroughCheck { castling: castling.notation.clone() });
    }
    let variant = pos.variant();
    let target = pos.piece_at(mv.to);
    let reachable = variant.attacks(piece, mv.from, pos.occupied()).contains(mv.to);
    if !reachable || (piece.role == Role::Pawn && target.is_none()) || target.is_some_and(|t| t.role == Role::King) {
        return None;
    }
    let occupied = (pos.occupied() & !Bitboard::from_cell(mv.from)) | Bitboard::from_cell(mv.to);
    let king = if piece.role == Role::King { mv.to } else { pos.king(us) };
    let snapshot = Snapshot { pos, occupied, gone: target.map(|_| mv.to) };
    let (from, attacker) = snapshot.attackers(king, us.other()).into_iter().next()?;
    let board = variant.board();
    Some(Failure::IntoCheck { king: board.name(king), attacker, from: board.name(from) })
}

/// The first piece of `color` (not the king) that the other side can win in `pos`: attacked and
/// not defended, or attacked by a cheaper piece. A king counts as an attacker only of an
/// undefended piece.
pub fn en_prise(pos: &Position, color: Color) -> Option<Failure> {
    let snapshot = Snapshot { pos, occupied: pos.occupied(), gone: None };
    let board = pos.variant().board();
    for cell in pos.by_color(color) {
        let Some(piece) = pos.piece_at(cell).filter(|p| p.role != Role::King) else { continue };
        let attackers = snapshot.attackers(cell, color.other());
        let defended = !snapshot.attackers(cell, color).is_empty();
        let winner = attackers.into_iter().find(|(_, a)| {
            if a.role == Role::King { !defended } else { !defended || piece_value(a.role) < piece_value(piece.role) }
        });
        if let Some((from, attacker)) = winner {
            return Some(Failure::EnPrise { piece, cell: board.name(cell), attacker, from: board.name(from) });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::script::builtin_variant;

    fn at(pos: &Position, name: &str) -> Cell {
        pos.variant().board().parse_cell(name).expect("a cell")
    }

    #[test]
    fn a_king_step_onto_a_rook_line_is_into_check() {
        let v = builtin_variant("glinski").expect("glinski");
        let pos = Position::from_fen(v, "6/7/8/9/10/11/K8k/1r7/8/7/6 w - - 0 1").expect("legal");
        let mv = Move::new(at(&pos, "g1"), at(&pos, "h1"));
        assert!(!pos.legal_moves().contains(&mv));
        let why = into_check(&pos, mv).expect("into check");
        assert!(why.to_string().contains("from the rook on h2"), "{why}");
        assert_eq!(into_check(&pos, Move::new(at(&pos, "g1"), at(&pos, "g5"))), None);
    }

    #[test]
    fn an_undefended_piece_next_to_an_enemy_rook_is_en_prise() {
        let v = builtin_variant("glinski").expect("glinski");
        let pos = Position::from_fen(v, "6/7/8/9/10/7P1r1/K8k/9/8/7/6 w - - 0 1").expect("legal");
        let why = en_prise(&pos, Color::White).expect("en prise");
        assert!(why.to_string().contains("pawn on f8 can be taken by the rook on f10"), "{why}");
        assert_eq!(en_prise(&pos, Color::Black), None);
    }
}
