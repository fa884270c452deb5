//! Captures for the quiescence search, and static exchange evaluation (SEE) on one cell.

use crate::rules::{Bitboard, Cell, Color, Move, MoveKind, Position, Role};

use super::eval::piece_value;
use super::tables::EvalTables;

/// The value the exchange code gives a king: more than everything else on the board.
const KING_VALUE: i32 = 20_000;

fn exchange_value(role: Role) -> i32 {
    if role == Role::King { KING_VALUE } else { piece_value(role) }
}

/// Pseudo-legal captures and promotions (to the best kind) of the side to move, en passant
/// left out. The caller checks legality after playing a move: the mover's king must be safe.
pub(crate) fn noisy_moves(pos: &Position, t: &EvalTables, out: &mut Vec<Move>) {
    out.clear();
    let v = pos.variant();
    let us = pos.turn();
    let enemy = pos.by_color(us.other());
    let occ = pos.occupied();
    let promo = v.promotion_cells(us);
    for role in Role::ALL {
        for from in pos.pieces(us, role) {
            let targets = t.attacks.attacks(role, us, from, occ) & enemy;
            if role == Role::Pawn {
                for to in targets {
                    let promotion = promo.contains(to).then_some(t.best_promotion);
                    out.push(Move { from, to, promotion, kind: MoveKind::Normal });
                }
                if let Some(one) = t.push[us.index()][from.ix()]
                    && !occ.contains(one)
                    && promo.contains(one)
                {
                    out.push(Move { from, to: one, promotion: Some(t.best_promotion), kind: MoveKind::Normal });
                }
            } else {
                for to in targets {
                    out.push(Move::new(from, to));
                }
            }
        }
    }
}

/// Whether the side that just moved left its own king attacked (the move was not legal).
#[inline]
pub(crate) fn left_king_en_prise(after: &Position) -> bool {
    let mover = after.turn().other();
    after.is_attacked(after.king(mover), after.turn())
}

/// Pieces of both colours that attack `cell` with occupancy `occ` (only pieces still in `occ`).
fn attackers_to(pos: &Position, t: &EvalTables, cell: Cell, occ: Bitboard) -> Bitboard {
    let mut a = (t.pawn_attackers[0][cell.ix()] & pos.pieces(Color::White, Role::Pawn))
        | (t.pawn_attackers[1][cell.ix()] & pos.pieces(Color::Black, Role::Pawn));
    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King] {
        let of_role = pos.pieces(Color::White, role) | pos.pieces(Color::Black, role);
        if of_role.any() {
            a |= t.attacks.attacks(role, Color::White, cell, occ) & of_role;
        }
    }
    a & occ
}

/// The material the side to move expects to win with `mv` if both sides keep capturing on the
/// target cell with their least valuable piece and may stop at any time. Pins are ignored.
pub(crate) fn see(pos: &Position, t: &EvalTables, mv: Move) -> i32 {
    let Some(mover) = pos.piece_at(mv.from) else { return 0 };
    let victim = match mv.kind {
        MoveKind::EnPassant => piece_value(Role::Pawn),
        _ => pos.piece_at(mv.to).map_or(0, |p| piece_value(p.role)),
    };
    let mut gain = [0i32; 40];
    gain[0] = victim;
    let mut occ = pos.occupied() - Bitboard::from_cell(mv.from);
    let mut on_target = exchange_value(mv.promotion.unwrap_or(mover.role));
    let mut side = pos.turn().other();
    let mut d = 0;
    loop {
        d += 1;
        if d >= gain.len() {
            d -= 1;
            break;
        }
        gain[d] = on_target - gain[d - 1];
        let attackers = attackers_to(pos, t, mv.to, occ) & pos.by_color(side);
        let Some((cell, role)) = least_valuable(pos, side, attackers) else { break };
        occ.remove(cell);
        on_target = exchange_value(role);
        side = side.other();
    }
    while d > 1 {
        d -= 1;
        gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
    }
    gain[0]
}

fn least_valuable(pos: &Position, side: Color, attackers: Bitboard) -> Option<(Cell, Role)> {
    if attackers.is_empty() {
        return None;
    }
    Role::ALL.into_iter().find_map(|role| (pos.pieces(side, role) & attackers).first().map(|c| (c, role)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tables::tables_for;
    use crate::rules::{CoordMove, Piece};
    use crate::script::builtin_variant;

    fn mv(pos: &Position, text: &str) -> Move {
        CoordMove::parse(text).unwrap().resolve(pos).unwrap()
    }

    #[test]
    fn noisy_moves_match_the_legal_captures_along_random_games() {
        use crate::engine::rng::Rng;
        let mut checked = 0;
        for name in ["glinski", "mccooey", "shafran"] {
            let v = builtin_variant(name).unwrap();
            let t = tables_for(v);
            let mut rng = Rng::new(11);
            for _ in 0..20 {
                let mut pos = v.start_position();
                let mut out = Vec::new();
                for _ in 0..80 {
                    let legal = pos.legal_moves();
                    if legal.is_empty() {
                        break;
                    }
                    noisy_moves(&pos, t, &mut out);
                    let legal_noisy: Vec<Move> = out
                        .iter()
                        .copied()
                        .filter(|m| {
                            let mut after = pos;
                            after.play_unchecked(*m);
                            !left_king_en_prise(&after)
                        })
                        .collect();
                    for m in &legal {
                        let capture = m.kind != MoveKind::EnPassant && pos.piece_at(m.to).is_some();
                        let promo = m.promotion == Some(t.best_promotion);
                        let under = m.promotion.is_some() && !promo;
                        if (capture || promo) && !under {
                            assert!(legal_noisy.contains(m), "{name} {pos:?}: missing {m:?}");
                            checked += 1;
                        }
                    }
                    for m in &legal_noisy {
                        assert!(legal.contains(m), "{name} {pos:?}: illegal {m:?}");
                    }
                    pos.play_unchecked(legal[rng.below(legal.len() as u64) as usize]);
                }
            }
        }
        assert!(checked > 500, "only {checked} captures seen");
    }

    #[test]
    fn see_counts_defenders() {
        let v = builtin_variant("glinski").unwrap();
        let t = tables_for(v);
        let b = v.board();
        let c = |n: &str| b.parse_cell(n).unwrap();
        let defender = t.pawn_attackers[Color::Black.index()][c("f8").ix()].first().unwrap();
        let build = |extra: &[(Cell, Piece)]| {
            let mut s = crate::rules::Setup::empty();
            let mut put = |cell: Cell, p: Piece| s.pieces.push((crate::rules::Coord::of(b, cell), p));
            put(c("g1"), Piece::new(Color::White, Role::King));
            put(c("a6"), Piece::new(Color::Black, Role::King));
            put(c("f2"), Piece::new(Color::White, Role::Rook));
            put(c("f8"), Piece::new(Color::Black, Role::Pawn));
            for (cell, p) in extra {
                put(*cell, *p);
            }
            Position::from_setup(v, &s).unwrap()
        };
        let undefended = build(&[]);
        assert_eq!(see(&undefended, t, mv(&undefended, "f2f8")), 100);
        let defended = build(&[(defender, Piece::new(Color::Black, Role::Pawn))]);
        assert_eq!(see(&defended, t, mv(&defended, "f2f8")), 100 - 500);
        // A second white rook behind the first: still a loss (the pawn recaptures the rook first).
        let backed =
            build(&[(defender, Piece::new(Color::Black, Role::Pawn)), (c("f1"), Piece::new(Color::White, Role::Rook))]);
        assert_eq!(see(&backed, t, mv(&backed, "f2f8")), 100 - 500 + 100);
    }
}
