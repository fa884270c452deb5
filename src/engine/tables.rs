//! Per-variant tables the evaluation and search read: centrality, pawn paths, passed-pawn zones,
//! pawn defenders, king zones. Built once per compiled variant from the public rules API.

use std::sync::{Mutex, OnceLock};

use crate::rules::spec::Symmetry;

use super::attacks::AttackTables;
use crate::rules::{Bitboard, Cell, Color, Direction, Piece, Role, Variant};

/// Board-shaped tables for one variant; every array has an entry for each of the 128 cell indexes.
pub(crate) struct EvalTables {
    /// 0 (edge) to 10 (centre): how central a cell is, from its mean distance to every cell.
    pub centrality: [i32; 128],
    /// `pawn_steps[color][cell]`: pawn steps from `cell` to the promotion cell of its line.
    pub pawn_steps: [[u8; 128]; 2],
    /// `push[color][cell]`: the cell one pawn step ahead.
    pub push: [[Option<Cell>; 128]; 2],
    /// `ahead[color][cell]`: every cell straight ahead of a pawn on `cell`.
    pub ahead: [[Bitboard; 128]; 2],
    /// `passed_zone[color][cell]`: enemy pawns here stop a pawn on `cell` from being passed.
    pub passed_zone: [[Bitboard; 128]; 2],
    /// `pawn_attackers[color][cell]`: cells from which a pawn of `color` attacks `cell`.
    pub pawn_attackers: [[Bitboard; 128]; 2],
    /// Cells on the files left and right of a cell's file.
    pub adjacent_files: [Bitboard; 128],
    /// The king's neighbours of a cell.
    pub king_zone: [Bitboard; 128],
    /// The most valuable kind a pawn may promote to.
    pub best_promotion: Role,
    /// Attack sets of every kind.
    pub attacks: AttackTables,
}

/// The tables of `variant`, built on first use and kept for the life of the program.
pub(crate) fn tables_for(variant: &'static Variant) -> &'static EvalTables {
    type Cache = Mutex<Vec<(&'static Variant, &'static EvalTables)>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let mut cache = CACHE.get_or_init(|| Mutex::new(Vec::new())).lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, t)) = cache.iter().find(|(v, _)| std::ptr::eq(*v, variant)) {
        return t;
    }
    let t: &'static EvalTables = Box::leak(Box::new(build(variant)));
    cache.push((variant, t));
    t
}

fn forward(variant: &Variant, color: Color) -> Direction {
    let white = Direction::from_clock(variant.spec().pawn.forward).unwrap_or(Direction::ALL[0]);
    match (color, variant.symmetry()) {
        (Color::White, _) => white,
        (Color::Black, Symmetry::Mirror) => white.mirrored_vertically(),
        (Color::Black, Symmetry::Rotate) => white.opposite(),
    }
}

fn build(variant: &'static Variant) -> EvalTables {
    let board = variant.board();
    let cells: Vec<Cell> = board.cells().collect();
    let mut t = EvalTables {
        centrality: [0; 128],
        pawn_steps: [[0; 128]; 2],
        push: [[None; 128]; 2],
        ahead: [[Bitboard::EMPTY; 128]; 2],
        passed_zone: [[Bitboard::EMPTY; 128]; 2],
        pawn_attackers: [[Bitboard::EMPTY; 128]; 2],
        adjacent_files: [Bitboard::EMPTY; 128],
        king_zone: [Bitboard::EMPTY; 128],
        best_promotion: variant.promotion_roles().iter().copied().max().unwrap_or(Role::Queen),
        attacks: AttackTables::build(variant),
    };
    let mean: Vec<i32> = cells.iter().map(|&a| cells.iter().map(|&b| board.steps(a, b)).sum::<i32>()).collect();
    let (lo, hi) = (mean.iter().copied().min().unwrap_or(0), mean.iter().copied().max().unwrap_or(0));
    for (&c, &m) in cells.iter().zip(&mean) {
        t.centrality[c.ix()] = if hi > lo { 10 * (hi - m) / (hi - lo) } else { 10 };
        t.king_zone[c.ix()] = variant.attacks(Piece::new(Color::White, Role::King), c, Bitboard::EMPTY);
        let file = board.file_of(c);
        t.adjacent_files[c.ix()] = cells.iter().copied().filter(|&o| board.file_of(o).abs_diff(file) == 1).collect();
    }
    for color in Color::ALL {
        let i = color.index();
        let dir = forward(variant, color);
        for &c in &cells {
            t.push[i][c.ix()] = board.step(c, dir);
            let mut cur = c;
            while let Some(next) = board.step(cur, dir) {
                t.ahead[i][c.ix()].insert(next);
                cur = next;
            }
            t.pawn_steps[i][c.ix()] = t.ahead[i][c.ix()].count() as u8;
            for target in variant.attacks(Piece::new(color, Role::Pawn), c, Bitboard::EMPTY) {
                t.pawn_attackers[i][target.ix()].insert(c);
            }
        }
    }
    for color in Color::ALL {
        let (i, them) = (color.index(), color.other().index());
        let back = forward(variant, color.other()).opposite();
        for &c in &cells {
            let path = t.ahead[i][c.ix()];
            let mut zone = path;
            for p in path {
                for a in t.pawn_attackers[them][p.ix()] {
                    zone.insert(a);
                    let mut cur = a;
                    while let Some(next) = board.step(cur, back) {
                        zone.insert(next);
                        cur = next;
                    }
                }
            }
            t.passed_zone[i][c.ix()] = zone;
        }
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::script::builtin_variant;

    #[test]
    fn glinski_centre_pawn_paths_and_defenders() {
        let v = builtin_variant("glinski").unwrap();
        let t = tables_for(v);
        let b = v.board();
        let c = |n: &str| b.parse_cell(n).unwrap();
        assert_eq!(t.centrality[c("f6").ix()], 10);
        assert_eq!(t.centrality[c("a1").ix()], 0);
        assert!(t.centrality[c("e5").ix()] > t.centrality[c("b2").ix()]);
        // A white pawn on f5 has six steps to f11; a black one on f7 six to f1.
        assert_eq!(t.pawn_steps[0][c("f5").ix()], 6);
        assert_eq!(t.pawn_steps[1][c("f7").ix()], 6);
        assert_eq!(t.push[0][c("e4").ix()], Some(c("e5")));
        // e4 is defended from behind by pawns on d3 and f4 (they capture at 10 and 2 o'clock).
        let defenders: Vec<String> = t.pawn_attackers[0][c("e4").ix()].into_iter().map(|x| b.name(x)).collect();
        assert_eq!(defenders, vec!["d3", "f4"]);
        assert!(t.passed_zone[0][c("f5").ix()].contains(c("f7")));
        assert!(!t.passed_zone[0][c("f5").ix()].contains(c("b7")));
        assert_eq!(t.king_zone[c("f6").ix()].count(), 12);
        assert!(std::ptr::eq(t, tables_for(v)), "cached");
    }

    #[test]
    fn shafran_pawns_run_up_their_files_for_both_sides() {
        let v = builtin_variant("shafran").unwrap();
        let t = tables_for(v);
        let b = v.board();
        let c = |n: &str| b.parse_cell(n).unwrap();
        assert_eq!(t.push[0][c("e2").ix()], Some(c("e3")));
        assert_eq!(t.push[1][c("e9").ix()], Some(c("e8")));
        assert_eq!(t.pawn_steps[0][c("e2").ix()], 8);
    }
}
