//! Precomputed move tables for one board: rays, jumps, pawn steps and captures, lines.
//!
//! Built once when a variant compiles, by walking hex steps until they leave the board.
//! Every table has 128 entries per cell index so lookups need no bounds checks.

use super::bitboard::Bitboard;
use super::board::Board;
use super::geometry::{Cell, Direction};
use super::piece::{Color, Role};

/// "No direction" in [`Tables::direction_to`].
pub(crate) const NO_LINE: u8 = 12;

/// Board-shaped lookup tables used by move generation.
pub(crate) struct Tables {
    /// `rays[dir][cell]`: the cells from `cell` (exclusive) to the edge along `dir`.
    pub rays: [[Bitboard; 128]; 12],
    /// `direction_to[a][b]`: the direction from `a` to `b` if they share a line, else [`NO_LINE`].
    pub direction_to: Box<[[u8; 128]; 128]>,
    /// Union of the six orthogonal rays from a cell.
    pub orthogonal_lines: [Bitboard; 128],
    /// Union of the six diagonal rays from a cell.
    pub diagonal_lines: [Bitboard; 128],
    /// `jumps[role][cell]`: step and leap targets of a non-pawn kind.
    pub jumps: [[Bitboard; 128]; 6],
    /// `jumped_from[role][cell]`: cells from which `role` jumps to `cell`.
    pub jumped_from: [[Bitboard; 128]; 6],
    /// `pawn_push[color][cell]`: the cell one step forward, or 255.
    pub pawn_push: [[u8; 128]; 2],
    /// `pawn_captures[color][cell]`: cells a pawn of `color` on `cell` attacks.
    pub pawn_captures: [[Bitboard; 128]; 2],
    /// `pawn_attackers[color][cell]`: cells from which a pawn of `color` attacks `cell`.
    pub pawn_attackers: [[Bitboard; 128]; 2],
}

impl Tables {
    /// Cells strictly between `a` and `b` on their common line; empty if they share none.
    #[inline(always)]
    pub fn between(&self, a: Cell, b: Cell) -> Bitboard {
        let d = self.direction_to[a.ix()][b.ix()];
        if d == NO_LINE {
            return Bitboard::EMPTY;
        }
        let d = (d % 12) as usize;
        (self.rays[d][a.ix()] ^ self.rays[d][b.ix()]) - Bitboard::from_cell(b)
    }

    /// The whole line through `a` and `b` (both included); empty if they share none.
    #[inline(always)]
    pub fn line(&self, a: Cell, b: Cell) -> Bitboard {
        let d = self.direction_to[a.ix()][b.ix()];
        if d == NO_LINE {
            return Bitboard::EMPTY;
        }
        let d = (d % 12) as usize;
        self.rays[d][a.ix()] | self.rays[(d + 6) % 12][a.ix()] | Bitboard::from_cell(a)
    }

    /// Cells a slider on `cell` reaches along `dir` with the given occupancy (first blocker included).
    #[inline(always)]
    pub fn ray_attacks(&self, dir: usize, cell: Cell, occupied: Bitboard) -> Bitboard {
        let ray = self.rays[dir % 12][cell.ix()];
        let blockers = ray & occupied;
        let first = if dir < 6 { blockers.first() } else { blockers.last() };
        match first {
            Some(b) => ray ^ self.rays[dir % 12][b.ix()],
            None => ray,
        }
    }

    /// Attacks of an orthogonal slider (a rook) on `cell`.
    #[inline(always)]
    pub fn orthogonal_attacks(&self, cell: Cell, occupied: Bitboard) -> Bitboard {
        self.ray_attacks(0, cell, occupied)
            | self.ray_attacks(2, cell, occupied)
            | self.ray_attacks(4, cell, occupied)
            | self.ray_attacks(6, cell, occupied)
            | self.ray_attacks(8, cell, occupied)
            | self.ray_attacks(10, cell, occupied)
    }

    /// Attacks of a diagonal slider (a bishop) on `cell`.
    #[inline(always)]
    pub fn diagonal_attacks(&self, cell: Cell, occupied: Bitboard) -> Bitboard {
        self.ray_attacks(1, cell, occupied)
            | self.ray_attacks(3, cell, occupied)
            | self.ray_attacks(5, cell, occupied)
            | self.ray_attacks(7, cell, occupied)
            | self.ray_attacks(9, cell, occupied)
            | self.ray_attacks(11, cell, occupied)
    }

    /// The cell one pawn step forward, if on the board.
    #[inline(always)]
    pub fn push(&self, color: Color, cell: Cell) -> Option<Cell> {
        let t = self.pawn_push[color.index()][cell.ix()];
        if t == 255 { None } else { Some(Cell::new_unchecked(t)) }
    }
}

/// What the table builder needs to know about piece movement.
pub(crate) struct MovementInput {
    /// Step-or-leap vectors of each non-pawn kind, as paths of directions.
    pub jump_paths: [Vec<Vec<Direction>>; 6],
    /// Forward direction of each colour's pawns.
    pub pawn_forward: [Direction; 2],
    /// Capture directions of each colour's pawns.
    pub pawn_captures: [Vec<Direction>; 2],
}

/// Walks the board to fill every table.
pub(crate) fn build(board: &Board, input: &MovementInput) -> Box<Tables> {
    let mut t = Box::new(Tables {
        rays: [[Bitboard::EMPTY; 128]; 12],
        direction_to: Box::new([[NO_LINE; 128]; 128]),
        orthogonal_lines: [Bitboard::EMPTY; 128],
        diagonal_lines: [Bitboard::EMPTY; 128],
        jumps: [[Bitboard::EMPTY; 128]; 6],
        jumped_from: [[Bitboard::EMPTY; 128]; 6],
        pawn_push: [[255; 128]; 2],
        pawn_captures: [[Bitboard::EMPTY; 128]; 2],
        pawn_attackers: [[Bitboard::EMPTY; 128]; 2],
    });
    for from in board.cells() {
        for dir in Direction::ALL {
            let mut ray = Bitboard::EMPTY;
            let mut cur = from;
            while let Some(next) = board.step(cur, dir) {
                ray.insert(next);
                t.direction_to[from.ix()][next.ix()] = dir.index() as u8;
                cur = next;
            }
            t.rays[dir.index()][from.ix()] = ray;
            if dir.is_orthogonal() {
                t.orthogonal_lines[from.ix()] |= ray;
            } else {
                t.diagonal_lines[from.ix()] |= ray;
            }
        }
        for role in Role::ALL {
            for path in &input.jump_paths[role.index()] {
                let mut hex = board.hex(from);
                for d in path {
                    hex = hex.step(*d);
                }
                if let Some(to) = board.cell_at(hex) {
                    t.jumps[role.index()][from.ix()].insert(to);
                    t.jumped_from[role.index()][to.ix()].insert(from);
                }
            }
        }
        for color in Color::ALL {
            if let Some(to) = board.step(from, input.pawn_forward[color.index()]) {
                t.pawn_push[color.index()][from.ix()] = to.index();
            }
            for d in &input.pawn_captures[color.index()] {
                if let Some(to) = board.step(from, *d) {
                    t.pawn_captures[color.index()][from.ix()].insert(to);
                    t.pawn_attackers[color.index()][to.ix()].insert(from);
                }
            }
        }
    }
    t
}
