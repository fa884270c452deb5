//! Ways to win besides checkmate: the n-th check given (n-check, e.g. three-check) and a king on
//! one of a set of cells (King of the Hill).
//!
//! Plain data over a variant's cell index; [`super::hill_cells`] compiles cell names into the
//! hill on a given board.

use serde::{Deserialize, Serialize};

use super::bitboard::Bitboard;
use super::piece::Color;

/// The largest number of checks a rule may ask for.
pub const MAX_CHECKS: u8 = 10;

/// The extra ways to win that are in force. The default is none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct WinRules {
    /// The check that wins: the side giving its `checks`-th check wins (0: no such rule).
    pub checks: u8,
    /// A king standing on one of these cells wins for its side (empty: no such rule).
    pub hill: Bitboard,
}

impl WinRules {
    /// No extra way to win.
    pub const NONE: WinRules = WinRules { checks: 0, hill: Bitboard::EMPTY };

    /// The n-check rule: the `n`-th check wins (`n` is clamped to 1..=[`MAX_CHECKS`]).
    pub fn checks(n: u8) -> WinRules {
        WinRules { checks: n.clamp(1, MAX_CHECKS), hill: Bitboard::EMPTY }
    }

    /// The King of the Hill rule over `hill`.
    pub fn hill(hill: Bitboard) -> WinRules {
        WinRules { checks: 0, hill }
    }

    /// Whether any extra way to win is in force.
    pub fn any(self) -> bool {
        self.checks > 0 || self.hill.any()
    }

    /// The winner under these rules given the checks each side has given and the king cells,
    /// preferring `mover` (the side that just moved) when both qualify.
    pub fn winner(self, checks: CheckCount, kings: [Bitboard; 2], mover: Color) -> Option<(Color, WinKind)> {
        for side in [mover, mover.other()] {
            if self.checks > 0 && checks.of(side) >= self.checks {
                return Some((side, WinKind::Checks(self.checks)));
            }
            if kings[side.index()].intersects(self.hill) {
                return Some((side, WinKind::Hill));
            }
        }
        None
    }
}

/// Which extra rule decided a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinKind {
    /// The n-th check (n given).
    Checks(u8),
    /// A king reached the hill.
    Hill,
}

/// Checks given so far by each side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CheckCount {
    /// Checks given by White.
    pub white: u8,
    /// Checks given by Black.
    pub black: u8,
}

impl CheckCount {
    /// The checks given by `color`.
    pub const fn of(self, color: Color) -> u8 {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// Counts one more check given by `color` (saturating).
    pub fn add(&mut self, color: Color) {
        match color {
            Color::White => self.white = self.white.saturating_add(1),
            Color::Black => self.black = self.black.saturating_add(1),
        }
    }

    /// Counts one check fewer given by `color` (saturating).
    pub fn remove(&mut self, color: Color) {
        match color {
            Color::White => self.white = self.white.saturating_sub(1),
            Color::Black => self.black = self.black.saturating_sub(1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Cell;

    #[test]
    fn the_nth_check_wins_for_its_giver() {
        let rules = WinRules::checks(3);
        let none = [Bitboard::EMPTY; 2];
        let two = CheckCount { white: 2, black: 2 };
        assert_eq!(rules.winner(two, none, Color::White), None);
        let three = CheckCount { white: 3, black: 2 };
        assert_eq!(rules.winner(three, none, Color::Black), Some((Color::White, WinKind::Checks(3))));
        assert_eq!(WinRules::NONE.winner(three, none, Color::White), None);
    }

    #[test]
    fn a_king_on_the_hill_wins() {
        let hill = Bitboard::from_cell(Cell::new_unchecked(40));
        let rules = WinRules::hill(hill);
        let kings = [Bitboard::from_cell(Cell::new_unchecked(3)), hill];
        assert_eq!(rules.winner(CheckCount::default(), kings, Color::Black), Some((Color::Black, WinKind::Hill)));
        let kings = [Bitboard::from_cell(Cell::new_unchecked(3)), Bitboard::from_cell(Cell::new_unchecked(4))];
        assert_eq!(rules.winner(CheckCount::default(), kings, Color::Black), None);
    }

    #[test]
    fn counts_add_and_remove() {
        let mut c = CheckCount::default();
        c.add(Color::Black);
        c.add(Color::Black);
        c.remove(Color::White);
        assert_eq!(c, CheckCount { white: 0, black: 2 });
        c.remove(Color::Black);
        assert_eq!(c.of(Color::Black), 1);
    }

    #[test]
    fn old_settings_without_win_rules_read_as_none() {
        let w: WinRules = serde_json::from_str("{}").unwrap();
        assert_eq!(w, WinRules::NONE);
        let hill = Bitboard::from_cell(Cell::new_unchecked(7)) | Bitboard::from_cell(Cell::new_unchecked(100));
        let text = serde_json::to_string(&WinRules { checks: 3, hill }).unwrap();
        assert_eq!(serde_json::from_str::<WinRules>(&text).unwrap(), WinRules { checks: 3, hill });
    }
}
