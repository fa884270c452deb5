//! The extra ways to win inside the search: the check counts along the search path, the
//! terminal test (the side to move has lost by the n-th check or a king on the hill), the
//! counts' share of the transposition-table key, and the evaluation terms that make the engine
//! play for these rules.
//!
//! All plain data compiled from [`WinRules`]; nothing here calls Lua.

use crate::rules::{Bitboard, CheckCount, Color, Position, Role, Variant, WinRules};

/// Bonus for the side to move by the checks it still has to give (index: checks left).
const CHECKS_LEFT_BONUS: [i32; 4] = [0, 260, 110, 45];
/// Bonus beyond [`CHECKS_LEFT_BONUS`]'s range.
const CHECKS_FAR_BONUS: i32 = 15;
/// Bonus by the king's distance in king steps to the nearest hill cell (index: steps).
const HILL_BONUS: [i32; 7] = [0, 280, 150, 80, 40, 20, 8];
/// Key multipliers that mix the check counts into a position's hash.
const CHECK_KEY_WHITE: u64 = 0x9E37_79B9_7F4A_7C15;
const CHECK_KEY_BLACK: u64 = 0xC2B2_AE3D_27D4_EB4F;

/// The win rules of one search and the checks given along its path.
pub(crate) struct WinState {
    rules: WinRules,
    /// Checks given by each side: the game's so far plus those on the current search path.
    pub checks: CheckCount,
    /// King steps from each cell to the nearest hill cell (`u8::MAX` where none is reachable).
    hill_distance: [u8; 128],
}

impl WinState {
    /// The state at the root: `checks` given in the game so far.
    pub fn new(rules: WinRules, checks: CheckCount, variant: &'static Variant) -> WinState {
        let hill_distance = if rules.hill.any() { hill_distances(variant, rules.hill) } else { [u8::MAX; 128] };
        WinState { rules, checks, hill_distance }
    }

    /// Whether any extra way to win is in force.
    #[inline(always)]
    pub fn active(&self) -> bool {
        self.rules.any()
    }

    /// Whether the side to move in `pos` has already lost by an extra rule: its opponent has
    /// given the n-th check, or the opponent's king stands on the hill.
    #[inline(always)]
    pub fn lost(&self, pos: &Position) -> bool {
        if !self.rules.any() {
            return false;
        }
        let them = pos.turn().other();
        (self.rules.checks > 0 && self.checks.of(them) >= self.rules.checks)
            || self.rules.hill.intersects(pos.pieces(them, Role::King))
    }

    /// Records a move by `mover`; returns whether it counted a check (pass that to [`Self::unplay`]).
    #[inline(always)]
    pub fn play(&mut self, mover: Color, gives_check: bool) -> bool {
        let counted = gives_check && self.rules.checks > 0;
        if counted {
            self.checks.add(mover);
        }
        counted
    }

    /// Takes back what [`Self::play`] counted.
    #[inline(always)]
    pub fn unplay(&mut self, mover: Color, counted: bool) {
        if counted {
            self.checks.remove(mover);
        }
    }

    /// The transposition-table key of `pos` with the check counts mixed in (the plain hash
    /// when no n-check rule is on, or no check was given yet).
    #[inline(always)]
    pub fn key(&self, pos: &Position) -> u64 {
        let hash = pos.hash();
        if self.rules.checks == 0 {
            return hash;
        }
        hash ^ u64::from(self.checks.white).wrapping_mul(CHECK_KEY_WHITE)
            ^ u64::from(self.checks.black).wrapping_mul(CHECK_KEY_BLACK)
    }

    /// The evaluation terms of the extra rules for the side to move: checks left to give, and
    /// the kings' distances to the hill.
    #[inline]
    pub fn eval(&self, pos: &Position) -> i32 {
        let (us, them) = (pos.turn(), pos.turn().other());
        let mut score = 0;
        if self.rules.checks > 0 {
            score += self.checks_bonus(us) - self.checks_bonus(them);
        }
        if self.rules.hill.any() {
            score += self.hill_bonus(pos.king(us)) - self.hill_bonus(pos.king(them));
        }
        score
    }

    fn checks_bonus(&self, side: Color) -> i32 {
        let left = self.rules.checks.saturating_sub(self.checks.of(side)) as usize;
        CHECKS_LEFT_BONUS.get(left).copied().unwrap_or(CHECKS_FAR_BONUS)
    }

    fn hill_bonus(&self, king: crate::rules::Cell) -> i32 {
        HILL_BONUS.get(self.hill_distance[king.ix()] as usize).copied().unwrap_or(0)
    }
}

/// King steps from every cell to the nearest cell of `hill`, by breadth-first search.
fn hill_distances(variant: &'static Variant, hill: Bitboard) -> [u8; 128] {
    let mut dist = [u8::MAX; 128];
    let mut frontier = hill & variant.board().all();
    let mut seen = frontier;
    let mut steps = 0u8;
    while frontier.any() {
        let mut next = Bitboard::EMPTY;
        for cell in frontier {
            dist[cell.ix()] = steps;
            next |= variant.attacks(crate::rules::Piece::new(Color::White, Role::King), cell, Bitboard::EMPTY);
        }
        frontier = next - seen;
        seen |= next;
        steps = steps.saturating_add(1);
    }
    dist
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::hill_cells;
    use crate::script::builtin_variant;

    #[test]
    fn hill_distance_is_zero_on_the_hill_and_grows_by_king_steps() {
        let v = builtin_variant("glinski").unwrap();
        let hill = hill_cells(v.board(), ["f6"]).unwrap();
        let d = hill_distances(v, hill);
        let at = |n: &str| d[v.board().parse_cell(n).unwrap().ix()];
        assert_eq!(at("f6"), 0);
        assert_eq!(at("f7"), 1);
        assert!(at("f1") > at("f4"));
        assert!(v.board().cells().all(|c| d[c.ix()] < u8::MAX));
    }

    #[test]
    fn counts_change_the_key_only_under_n_check() {
        let v = builtin_variant("glinski").unwrap();
        let pos = v.start_position();
        let mut plain = WinState::new(WinRules::NONE, CheckCount::default(), v);
        assert!(!plain.play(Color::White, true));
        assert_eq!(plain.key(&pos), pos.hash());
        let mut three = WinState::new(WinRules::checks(3), CheckCount::default(), v);
        assert_eq!(three.key(&pos), pos.hash());
        let counted = three.play(Color::White, true);
        assert!(counted);
        assert_ne!(three.key(&pos), pos.hash());
        three.unplay(Color::White, counted);
        assert_eq!(three.key(&pos), pos.hash());
    }

    #[test]
    fn the_side_facing_the_last_check_has_lost() {
        let v = builtin_variant("glinski").unwrap();
        let pos = v.start_position(); // White to move.
        let given = CheckCount { white: 0, black: 3 };
        assert!(WinState::new(WinRules::checks(3), given, v).lost(&pos));
        assert!(!WinState::new(WinRules::checks(4), given, v).lost(&pos));
        assert!(!WinState::new(WinRules::NONE, given, v).lost(&pos));
    }
}
