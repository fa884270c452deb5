//! The transposition table: search results keyed by the position's Zobrist hash.

use crate::rules::Move;
#[cfg(test)]
use crate::rules::{Cell, Role};

use super::score::{MATE_BOUND, is_mate_score};

/// How a stored score bounds the true score.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) enum Bound {
    /// No entry.
    #[default]
    None,
    /// The true score is at least this (a fail-high).
    Lower,
    /// The true score is at most this (a fail-low).
    Upper,
    /// The exact score.
    Exact,
}

/// A move packed as from, to and promotion, enough to find it again among the legal moves.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) struct PackedMove(u32);

impl PackedMove {
    pub const NONE: PackedMove = PackedMove(0);

    pub fn pack(mv: Move) -> PackedMove {
        let promo = mv.promotion.map_or(0, |r| r.index() as u32 + 1);
        PackedMove(1 | (mv.from.index() as u32) << 1 | (mv.to.index() as u32) << 8 | promo << 15)
    }

    /// Whether `mv` is the packed move.
    #[inline]
    pub fn matches(self, mv: Move) -> bool {
        self != PackedMove::NONE && PackedMove::pack(mv) == self
    }

    #[cfg(test)]
    fn parts(self) -> (Cell, Cell, Option<Role>) {
        let promo = (self.0 >> 15) & 7;
        (
            Cell::new_unchecked((self.0 >> 1 & 127) as u8),
            Cell::new_unchecked((self.0 >> 8 & 127) as u8),
            if promo == 0 { None } else { Some(Role::ALL[(promo as usize - 1) % 6]) },
        )
    }
}

/// One stored result.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Entry {
    pub key: u64,
    pub mv: PackedMove,
    pub score: i16,
    pub depth: i8,
    pub bound: Bound,
    pub generation: u8,
}

/// A fixed-size table with one entry per slot, indexed by the hash's high bits.
pub(crate) struct TranspositionTable {
    entries: Vec<Entry>,
    shift: u32,
    generation: u8,
}

impl TranspositionTable {
    /// A table of about `megabytes` MiB (at least one entry; a power of two entries).
    pub fn new(megabytes: usize) -> TranspositionTable {
        let bytes = megabytes.clamp(1, 4096) << 20;
        let wanted = (bytes / size_of::<Entry>()).max(1);
        let bits = usize::BITS - 1 - wanted.leading_zeros();
        TranspositionTable { entries: vec![Entry::default(); 1 << bits], shift: 64 - bits, generation: 0 }
    }

    /// Forgets every entry.
    pub fn clear(&mut self) {
        self.entries.fill(Entry::default());
        self.generation = 0;
    }

    /// Marks the start of a new search, so old entries are replaced first.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        if self.shift >= 64 { 0 } else { (key >> self.shift) as usize }
    }

    /// The entry for `key`, with its score adjusted to be relative to `ply`.
    #[inline]
    pub fn probe(&self, key: u64, ply: usize) -> Option<Entry> {
        let e = *self.entries.get(self.index(key))?;
        (e.key == key && e.bound != Bound::None).then(|| Entry { score: from_tt(e.score as i32, ply) as i16, ..e })
    }

    /// Stores a result found `ply` plies from the root.
    #[inline]
    pub fn store(&mut self, key: u64, mv: PackedMove, score: i32, depth: i32, bound: Bound, ply: usize) {
        let generation = self.generation;
        let i = self.index(key);
        let Some(slot) = self.entries.get_mut(i) else { return };
        let replace = slot.key != key || slot.generation != generation || depth >= slot.depth as i32 - 2;
        if !replace {
            return;
        }
        let mv = if mv == PackedMove::NONE && slot.key == key { slot.mv } else { mv };
        *slot =
            Entry { key, mv, score: to_tt(score, ply) as i16, depth: depth.clamp(-1, 127) as i8, bound, generation };
    }
}

/// Mate scores are stored relative to the node, not the root.
fn to_tt(score: i32, ply: usize) -> i32 {
    if !is_mate_score(score) {
        score
    } else if score > 0 {
        score + ply as i32
    } else {
        score - ply as i32
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::score::mate_in;

    #[test]
    fn stores_and_finds_entries_with_ply_relative_mates() {
        let mut tt = TranspositionTable::new(1);
        let mv = Move { promotion: Some(Role::Queen), ..Move::new(Cell::new_unchecked(90), Cell::new_unchecked(5)) };
        let packed = PackedMove::pack(mv);
        assert_eq!(packed.parts(), (mv.from, mv.to, mv.promotion));
        assert!(packed.matches(mv));
        tt.store(0xDEAD_BEEF_0000_0001, packed, mate_in(7), 5, Bound::Exact, 3);
        let e = tt.probe(0xDEAD_BEEF_0000_0001, 1).unwrap();
        assert_eq!(e.score as i32, mate_in(5), "a mate 4 plies below a ply-3 node reads as mate_in(5) at ply 1");
        assert_eq!((e.depth, e.bound, e.mv), (5, Bound::Exact, packed));
        assert!(tt.probe(0x1234, 0).is_none());
        tt.clear();
        assert!(tt.probe(0xDEAD_BEEF_0000_0001, 1).is_none());
    }
}
