//! A set of cells as a 128-bit mask over a variant's cell index.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub};

use super::geometry::Cell;

/// A set of cells: bit `i` is cell index `i`. Boards have at most 128 cells.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u128);

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);

    /// The set holding only `cell`.
    #[inline(always)]
    pub const fn from_cell(cell: Cell) -> Bitboard {
        Bitboard(1u128 << (cell.index() & 127))
    }

    /// Whether no cell is set.
    #[inline(always)]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether at least one cell is set.
    #[inline(always)]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// Whether `cell` is in the set.
    #[inline(always)]
    pub const fn contains(self, cell: Cell) -> bool {
        self.0 & (1u128 << (cell.index() & 127)) != 0
    }

    /// The number of cells in the set.
    #[inline(always)]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set holds two or more cells.
    #[inline(always)]
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The cell with the lowest index, if any.
    #[inline(always)]
    pub const fn first(self) -> Option<Cell> {
        if self.0 == 0 { None } else { Some(Cell::new_unchecked(self.0.trailing_zeros() as u8)) }
    }

    /// The cell with the highest index, if any.
    #[inline(always)]
    pub const fn last(self) -> Option<Cell> {
        if self.0 == 0 { None } else { Some(Cell::new_unchecked(127 - self.0.leading_zeros() as u8)) }
    }

    /// The only cell of a one-cell set; `None` for empty or larger sets.
    #[inline(always)]
    pub const fn single(self) -> Option<Cell> {
        if self.more_than_one() { None } else { self.first() }
    }

    /// Adds `cell`.
    #[inline(always)]
    pub fn insert(&mut self, cell: Cell) {
        self.0 |= 1u128 << (cell.index() & 127);
    }

    /// Removes `cell`.
    #[inline(always)]
    pub fn remove(&mut self, cell: Cell) {
        self.0 &= !(1u128 << (cell.index() & 127));
    }

    /// Toggles `cell`.
    #[inline(always)]
    pub fn toggle(&mut self, cell: Cell) {
        self.0 ^= 1u128 << (cell.index() & 127);
    }

    /// Whether the two sets share a cell.
    #[inline(always)]
    pub const fn intersects(self, other: Bitboard) -> bool {
        self.0 & other.0 != 0
    }
}

impl std::fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.into_iter().map(|c| c.index())).finish()
    }
}

/// Iterates a set's cells from the lowest index up.
#[derive(Clone, Copy, Debug)]
pub struct BitboardIter(u128);

impl Iterator for BitboardIter {
    type Item = Cell;

    #[inline(always)]
    fn next(&mut self) -> Option<Cell> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Cell::new_unchecked(index))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for BitboardIter {}

impl IntoIterator for Bitboard {
    type Item = Cell;
    type IntoIter = BitboardIter;

    #[inline(always)]
    fn into_iter(self) -> BitboardIter {
        BitboardIter(self.0)
    }
}

impl FromIterator<Cell> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Cell>>(iter: I) -> Self {
        let mut bb = Bitboard::EMPTY;
        for cell in iter {
            bb.insert(cell);
        }
        bb
    }
}

macro_rules! bit_op {
    ($tr:ident, $f:ident, $atr:ident, $af:ident, $op:tt) => {
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline(always)]
            fn $f(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $atr for Bitboard {
            #[inline(always)]
            fn $af(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}

bit_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Sub for Bitboard {
    type Output = Bitboard;
    /// Set difference.
    #[inline(always)]
    fn sub(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 & !rhs.0)
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline(always)]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

/// Serialised as the list of its cell indices, e.g. `[40, 45]`, which every data format can hold.
impl serde::Serialize for Bitboard {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.into_iter().map(Cell::index))
    }
}

/// Read from a list of cell indices below 128.
impl<'de> serde::Deserialize<'de> for Bitboard {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let indices = Vec::<u8>::deserialize(deserializer)?;
        let mut set = Bitboard::EMPTY;
        for i in indices {
            if i >= 128 {
                return Err(serde::de::Error::custom(format!("cell index {i} is not below 128")));
            }
            set.insert(Cell::new_unchecked(i));
        }
        Ok(set)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iterates_in_index_order() {
        let bb: Bitboard = [5u8, 0, 127, 64].into_iter().map(Cell::new_unchecked).collect();
        let got: Vec<u8> = bb.into_iter().map(|c| c.index()).collect();
        assert_eq!(got, vec![0, 5, 64, 127]);
        assert_eq!(bb.count(), 4);
        assert_eq!(bb.first().map(Cell::index), Some(0));
        assert_eq!(bb.last().map(Cell::index), Some(127));
    }

    #[test]
    fn single_and_more_than_one() {
        let one = Bitboard::from_cell(Cell::new_unchecked(90));
        assert_eq!(one.single().map(Cell::index), Some(90));
        assert!(!one.more_than_one());
        let two = one | Bitboard::from_cell(Cell::new_unchecked(3));
        assert!(two.single().is_none());
        assert!(two.more_than_one());
        assert!(Bitboard::EMPTY.single().is_none());
    }
}
