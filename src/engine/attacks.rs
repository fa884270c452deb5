//! Attack sets for the evaluation and exchange code, from tables the engine builds itself so
//! the hot loops inline them. They equal [`crate::rules::Variant::attacks`] (a test checks).

use crate::rules::spec::{DirectionSet, MoveSpec};
use crate::rules::{Bitboard, Board, Cell, Color, Direction, Piece, Role, Variant};

/// Rays, jumps and pawn captures of one variant.
pub(crate) struct AttackTables {
    /// `rays[dir][cell]`: cells from `cell` (exclusive) to the edge along `dir`.
    rays: [[Bitboard; 128]; 12],
    /// `jumps[role][cell]`: targets that do not depend on occupancy (steps, leaps, and the first
    /// cell of each slide, which a slide always reaches).
    jumps: [[Bitboard; 128]; 6],
    /// `pawn_captures[color][cell]`.
    pawn_captures: [[Bitboard; 128]; 2],
    /// `lines[cell]`: every cell on one of the twelve rays from `cell`.
    lines: [Bitboard; 128],
    /// Bit `r`: kind `r` slides orthogonally / diagonally.
    orthogonal: u8,
    diagonal: u8,
}

impl AttackTables {
    pub fn build(variant: &Variant) -> AttackTables {
        let board: &Board = variant.board();
        let full = board.all();
        let mut t = AttackTables {
            rays: [[Bitboard::EMPTY; 128]; 12],
            jumps: [[Bitboard::EMPTY; 128]; 6],
            pawn_captures: [[Bitboard::EMPTY; 128]; 2],
            lines: [Bitboard::EMPTY; 128],
            orthogonal: 0,
            diagonal: 0,
        };
        for role in Role::ALL {
            let Some(spec) = variant.spec().pieces.get(role) else { continue };
            for m in &spec.moves {
                if let MoveSpec::Slide(set) = m {
                    if matches!(set, DirectionSet::Orthogonal | DirectionSet::All) {
                        t.orthogonal |= 1 << role.index();
                    }
                    if matches!(set, DirectionSet::Diagonal | DirectionSet::All) {
                        t.diagonal |= 1 << role.index();
                    }
                }
            }
        }
        for c in board.cells() {
            for d in Direction::ALL {
                let mut cur = c;
                while let Some(next) = board.step(cur, d) {
                    t.rays[d.index()][c.ix()].insert(next);
                    t.lines[c.ix()].insert(next);
                    cur = next;
                }
            }
            for role in Role::ALL {
                if role != Role::Pawn {
                    t.jumps[role.index()][c.ix()] = variant.attacks(Piece::new(Color::White, role), c, full);
                }
            }
            for color in Color::ALL {
                t.pawn_captures[color.index()][c.ix()] =
                    variant.attacks(Piece::new(color, Role::Pawn), c, Bitboard::EMPTY);
            }
        }
        t
    }

    #[inline(always)]
    fn ray(&self, dir: usize, cell: Cell, occ: Bitboard) -> Bitboard {
        let ray = self.rays[dir][cell.ix()];
        let blockers = ray & occ;
        let first = if dir <= 5 { blockers.first() } else { blockers.last() };
        match first {
            Some(b) => ray ^ self.rays[dir][b.ix()],
            None => ray,
        }
    }

    #[inline(always)]
    fn slides(&self, first_dir: usize, cell: Cell, occ: Bitboard) -> Bitboard {
        self.ray(first_dir, cell, occ)
            | self.ray(first_dir + 2, cell, occ)
            | self.ray(first_dir + 4, cell, occ)
            | self.ray(first_dir + 6, cell, occ)
            | self.ray(first_dir + 8, cell, occ)
            | self.ray(first_dir + 10, cell, occ)
    }

    /// Every cell on a line (orthogonal or diagonal) through `cell`, `cell` excluded.
    #[inline(always)]
    pub fn lines(&self, cell: Cell) -> Bitboard {
        self.lines[cell.ix()]
    }

    /// Cells a `color` piece of `role` on `cell` attacks with occupancy `occ`.
    #[inline(always)]
    pub fn attacks(&self, role: Role, color: Color, cell: Cell, occ: Bitboard) -> Bitboard {
        let r = role.index();
        if role == Role::Pawn {
            return self.pawn_captures[color.index()][cell.ix()];
        }
        let mut a = self.jumps[r][cell.ix()];
        if self.orthogonal & (1 << r) != 0 {
            a |= self.slides(0, cell, occ);
        }
        if self.diagonal & (1 << r) != 0 {
            a |= self.slides(1, cell, occ);
        }
        a
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng::Rng;
    use crate::script::builtin_variant;

    #[test]
    fn equal_to_the_rules_core_on_random_occupancies() {
        let mut rng = Rng::new(3);
        for name in ["glinski", "mccooey", "shafran"] {
            let v = builtin_variant(name).unwrap();
            let t = AttackTables::build(v);
            for _ in 0..50 {
                let occ = Bitboard((rng.next_u64() as u128) << 64 | rng.next_u64() as u128) & v.board().all();
                for c in v.board().cells() {
                    for color in Color::ALL {
                        for role in Role::ALL {
                            assert_eq!(
                                t.attacks(role, color, c, occ),
                                v.attacks(Piece::new(color, role), c, occ),
                                "{name} {role:?} {}",
                                v.board().name(c)
                            );
                        }
                    }
                }
            }
        }
    }
}
