//! Building a [`Board`] from its spec: file names, sizes and the hex parity that makes
//! neighbouring columns interlock.

use crate::rules::bitboard::Bitboard;
use crate::rules::board::{Board, File, MAX_CELLS};
use crate::rules::geometry::{Cell, Hex};
use crate::rules::spec::{BoardSpec, FileSpec};
use crate::rules::variant_error::SpecError;

impl Board {
    /// Builds a board from its spec, checking names, sizes and hex parity.
    pub fn new(spec: &BoardSpec) -> Result<Board, SpecError> {
        if spec.files.is_empty() {
            return Err(SpecError::EmptyBoard);
        }
        let total: usize = spec.files.iter().map(|f| f.cells as usize).sum();
        if total > MAX_CELLS {
            return Err(SpecError::TooManyCells(total));
        }
        if spec.files.len() > 40 {
            return Err(SpecError::TooManyFiles(spec.files.len()));
        }
        let parity = (spec.files[0].base as i32).rem_euclid(2);
        let mut files = Vec::with_capacity(spec.files.len());
        let mut hexes = Vec::with_capacity(total);
        let mut cell_file = Vec::with_capacity(total);
        for (q, f) in spec.files.iter().enumerate() {
            check_file(f, &files)?;
            if (f.base as i32 + q as i32).rem_euclid(2) != parity {
                return Err(SpecError::FileParity(f.name.clone()));
            }
            let top = f.base as i32 + 2 * (f.cells as i32 - 1);
            if f.base < -60 || top > 60 || f.first_rank as u32 + f.cells as u32 > 250 {
                return Err(SpecError::FileOutOfRange(f.name.clone()));
            }
            files.push(File {
                name: f.name.clone(),
                first_rank: f.first_rank,
                len: f.cells,
                first_cell: hexes.len() as u8,
            });
            for i in 0..f.cells {
                hexes.push(Hex { q: q as i8, y: f.base + 2 * i as i8 });
                cell_file.push(q as u8);
            }
        }
        let min_y = hexes.iter().map(|h| h.y).min().unwrap_or(0);
        let max_y = hexes.iter().map(|h| h.y).max().unwrap_or(0);
        let height = (max_y - min_y) as usize + 1;
        let mut grid = vec![None; files.len() * height];
        for (i, h) in hexes.iter().enumerate() {
            grid[h.q as usize * height + (h.y - min_y) as usize] = Some(Cell::new_unchecked(i as u8));
        }
        let all = Bitboard(if total == 128 { u128::MAX } else { (1u128 << total) - 1 });
        Ok(Board { files, hexes, cell_file, all, min_y, max_y, grid })
    }
}

fn check_file(f: &FileSpec, earlier: &[File]) -> Result<(), SpecError> {
    let mut chars = f.name.chars();
    let valid = matches!((chars.next(), chars.next()), (Some(c), None) if c.is_ascii_lowercase());
    if !valid {
        return Err(SpecError::BadFileName(f.name.clone()));
    }
    if earlier.iter().any(|e| e.name == f.name) {
        return Err(SpecError::DuplicateFile(f.name.clone()));
    }
    if f.cells == 0 {
        return Err(SpecError::EmptyFile(f.name.clone()));
    }
    if f.first_rank == 0 {
        return Err(SpecError::FileOutOfRange(f.name.clone()));
    }
    Ok(())
}
