//! Static evaluation for hex boards, in centipawns from the side to move's view.
//!
//! Terms (each tapered between middlegame and endgame by the material left):
//! material; centre control (cell centrality per piece kind); mobility of knights, bishops,
//! rooks and queens (cells not held by own pieces nor hit by enemy pawns); pawn structure as it
//! works on hexes (pawns defended from behind by a pawn, doubled and isolated pawns, passed
//! pawns by distance to promotion); king safety (pawn shelter, enemy attacks on the king's twelve
//! neighbours); a tempo bonus. Results are damped when the stronger side cannot easily mate and
//! as the fifty-move counter runs out, so the search prefers a real result (such as a ¾
//! stalemate) to a sterile advantage.

use crate::rules::{Bitboard, Color, Position, Role, RuleSettings};

use super::tables::EvalTables;

/// Piece values in centipawns, indexed by [`Role::index`]: P 100, N 300, B 325, R 500, Q 950.
pub const PIECE_VALUES: [i32; 6] = [100, 300, 325, 500, 950, 0];

/// The value of a piece kind in centipawns (the king counts 0).
#[inline]
pub fn piece_value(role: Role) -> i32 {
    PIECE_VALUES[role.index()]
}

/// Game phase weights: knight 1, bishop 1, rook 2, queen 4; 26 at the start of all three variants.
const PHASE_WEIGHT: [i32; 6] = [0, 1, 1, 2, 4, 0];
const MAX_PHASE: i32 = 26;

/// Centrality bonus per centrality point (0..=10), middlegame and endgame, by kind.
const CENTRE_MG: [i32; 6] = [2, 6, 3, 1, 2, -5];
const CENTRE_EG: [i32; 6] = [0, 4, 3, 1, 3, 6];
/// Mobility bonus per reachable cell, by kind.
const MOBILITY_MG: [i32; 6] = [0, 4, 3, 2, 1, 0];
const MOBILITY_EG: [i32; 6] = [0, 4, 3, 3, 2, 0];
/// Weight of an attacker near the enemy king, by kind.
const KING_ATTACK: [i32; 6] = [0, 2, 2, 3, 5, 0];

const PAWN_DEFENDED: (i32, i32) = (8, 6);
const PAWN_DOUBLED: (i32, i32) = (-10, -16);
const PAWN_ISOLATED: (i32, i32) = (-8, -10);
const SHELTER_PAWN: i32 = 9;
const TEMPO: i32 = 10;

/// Middlegame and endgame sums for White minus Black.
#[derive(Default)]
struct Sum {
    mg: i32,
    eg: i32,
}

impl Sum {
    #[inline]
    fn add(&mut self, sign: i32, (mg, eg): (i32, i32)) {
        self.mg += sign * mg;
        self.eg += sign * eg;
    }
}

/// The static evaluation of `pos` for its side to move.
pub(crate) fn evaluate(pos: &Position, t: &EvalTables, rules: &RuleSettings) -> i32 {
    let occ = pos.occupied();
    let mut sum = Sum::default();
    let mut phase = 0;
    let mut material = [0i32; 2];
    let mut non_pawn = [0i32; 2];
    let pawns = [pos.pieces(Color::White, Role::Pawn), pos.pieces(Color::Black, Role::Pawn)];
    let mut pawn_attacks = [Bitboard::EMPTY; 2];
    for color in Color::ALL {
        for p in pawns[color.index()] {
            pawn_attacks[color.index()] |= t.attacks.attacks(Role::Pawn, color, p, occ);
        }
    }
    let kings = [pos.king(Color::White), pos.king(Color::Black)];
    let mut king_pressure = [(0i32, 0i32); 2]; // (attackers, weight) against each colour's king

    for color in Color::ALL {
        let (us, them) = (color.index(), color.other().index());
        let sign = if color == Color::White { 1 } else { -1 };
        let own = pos.by_color(color);
        let safe = !(own | pawn_attacks[them]);
        let enemy_zone = t.king_zone[kings[them].ix()];
        for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
            let r = role.index();
            for cell in pos.pieces(color, role) {
                phase += PHASE_WEIGHT[r];
                material[us] += PIECE_VALUES[r];
                non_pawn[us] += PIECE_VALUES[r];
                let c = t.centrality[cell.ix()];
                sum.add(sign, (CENTRE_MG[r] * c, CENTRE_EG[r] * c));
                let att = t.attacks.attacks(role, color, cell, occ);
                let mob = (att & safe).count() as i32;
                sum.add(sign, (MOBILITY_MG[r] * mob, MOBILITY_EG[r] * mob));
                if att.intersects(enemy_zone) {
                    let p = &mut king_pressure[them];
                    p.0 += 1;
                    p.1 += KING_ATTACK[r] * (att & enemy_zone).count() as i32;
                }
            }
        }
        // Pawns.
        let own_pawns = pawns[us];
        for cell in own_pawns {
            material[us] += PIECE_VALUES[0];
            let c = t.centrality[cell.ix()];
            sum.add(sign, (CENTRE_MG[0] * c, CENTRE_EG[0] * c));
            if t.pawn_attackers[us][cell.ix()].intersects(own_pawns) {
                sum.add(sign, PAWN_DEFENDED);
            }
            if t.ahead[us][cell.ix()].intersects(own_pawns) {
                sum.add(sign, PAWN_DOUBLED);
            }
            if !t.adjacent_files[cell.ix()].intersects(own_pawns) {
                sum.add(sign, PAWN_ISOLATED);
            }
            let steps = t.pawn_steps[us][cell.ix()] as i32;
            let advance = (8 - steps).max(0);
            sum.add(sign, (advance * 2, advance * 3));
            if !t.passed_zone[us][cell.ix()].intersects(pawns[them]) {
                let bonus = advance * advance;
                sum.add(sign, (10 + bonus, 20 + 3 * bonus));
            }
        }
        // King: centrality, and the pawn shelter in the middlegame.
        let k = kings[us];
        let c = t.centrality[k.ix()];
        sum.add(sign, (CENTRE_MG[5] * c, CENTRE_EG[5] * c));
        let shelter = (t.king_zone[k.ix()] & own_pawns).count().min(3) as i32;
        sum.add(sign, (SHELTER_PAWN * shelter, 0));
    }
    for color in Color::ALL {
        let sign = if color == Color::White { -1 } else { 1 };
        let (attackers, weight) = king_pressure[color.index()];
        if attackers >= 2 {
            sum.add(sign, ((weight * weight / 4).min(500), 0));
        }
    }
    sum.add(1, (material[0] - material[1], material[0] - material[1]));

    let phase = phase.min(MAX_PHASE);
    let mut score = (sum.mg * phase + sum.eg * (MAX_PHASE - phase)) / MAX_PHASE;
    score = damp_hard_wins(score, &non_pawn, &pawns);
    if rules.fifty_move {
        score = damp_fifty(score, pos.halfmove_clock() as i32, rules.fifty_move_plies as i32);
    }
    let score = if pos.turn() == Color::White { score } else { -score };
    score + TEMPO
}

/// Scales down an advantage the stronger side can hardly turn into mate: no pawns and at most a
/// minor piece more, so a bare advantage in material is not mistaken for a win.
fn damp_hard_wins(score: i32, non_pawn: &[i32; 2], pawns: &[Bitboard; 2]) -> i32 {
    let strong = if score > 0 { Color::White } else { Color::Black };
    let (s, w) = (strong.index(), strong.other().index());
    if pawns[s].is_empty() && non_pawn[s] - non_pawn[w] < PIECE_VALUES[Role::Rook.index()] { score / 4 } else { score }
}

/// Fades the score toward a draw over the last stretch before the fifty-move limit.
fn damp_fifty(score: i32, clock: i32, limit: i32) -> i32 {
    let start = limit / 4;
    if clock <= start || limit <= start {
        return score;
    }
    score * (limit - clock).max(0) / (limit - start)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tables::tables_for;
    use crate::rules::{Piece, Position};
    use crate::script::builtin_variant;

    fn eval(variant: &str, fen: Option<&str>) -> i32 {
        let v = builtin_variant(variant).unwrap();
        let pos = match fen {
            Some(f) => Position::from_fen(v, f).unwrap(),
            None => v.start_position(),
        };
        evaluate(&pos, tables_for(v), &v.default_rules())
    }

    #[test]
    fn start_positions_are_balanced_up_to_the_tempo() {
        for name in ["glinski", "mccooey", "shafran"] {
            assert_eq!(eval(name, None), TEMPO, "{name}");
        }
    }

    #[test]
    fn mirrored_position_negates_the_score() {
        // The same pieces with colours swapped and mirrored, other side to move.
        let v = builtin_variant("glinski").unwrap();
        let start = v.start_position();
        let mut setup = start.to_setup();
        setup.pieces.retain(|(_, p)| *p != Piece::new(Color::Black, Role::Queen));
        let white_up = Position::from_setup(v, &setup).unwrap();
        let t = tables_for(v);
        let e = evaluate(&white_up, t, &v.default_rules());
        assert!(e > 700, "a queen up: {e}");
        let mut mirrored = setup.clone();
        mirrored.pieces = setup
            .pieces
            .iter()
            .map(|(c, p)| {
                let cell = c.cell(v.board()).unwrap();
                (crate::rules::Coord::of(v.board(), v.symmetric_cell(cell)), Piece::new(p.color.other(), p.role))
            })
            .collect();
        mirrored.turn = Color::Black;
        let black_up = Position::from_setup(v, &mirrored).unwrap();
        assert_eq!(evaluate(&black_up, t, &v.default_rules()), e);
    }

    #[test]
    fn fifty_move_damping_fades_to_zero() {
        assert_eq!(damp_fifty(400, 10, 100), 400);
        assert_eq!(damp_fifty(400, 100, 100), 0);
        assert!(damp_fifty(400, 70, 100) < 400);
    }
}
