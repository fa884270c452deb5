//! The mate hunts: the opponent, well ahead in material, lets the solver mate in three, four or
//! five moves by a line of checks that only one first move starts.
//!
//! Long mates seldom pass the only-move rule: a solver who is winning has other winning moves.
//! So the hunt gives the opponent the material (a rook or more), which makes every solver
//! move but the mating one a losing one, and sets the solver's pieces round the opponent's king.

use crate::engine::Rng;
use crate::rules::{Cell, Move, Piece, Position, Role, Setup, Variant};

use super::draw::{material, pick, place, place_randomly, random_color};

/// How far (in steps) from the opponent's king the solver's attackers stand.
const REACH: i32 = 3;

/// How much more material the opponent must have, in centipawns: at least a rook.
const OPPONENT_AHEAD_BY: i32 = 500;

/// The opponent must have no mate by checks within this many moves of its own: a puzzle whose
/// opponent overlooks a quick mate of theirs is a poor one.
const OPPONENTS_OWN_MATE: u32 = 2;

/// A draw: the opponent (to move) has a king, a queen, a rook, up to two pawns and one or two
/// more men within [`REACH`] of its king; the solver two or three pieces within [`REACH`] of the
/// opponent's king and its own king at least [`REACH`] + 2 steps away.
pub fn draw(variant: &Variant, rng: &mut Rng) -> Option<Setup> {
    use Role::{Bishop, King, Knight, Pawn, Queen, Rook};
    let opponent = random_color(rng);
    let mut setup = Setup { turn: opponent, fullmove_number: 30, ..Setup::empty() };
    let board = variant.board();
    let cells: Vec<Cell> = board.cells().collect();
    let king = pick(rng, &cells);
    place(variant, &mut setup, king, Piece::new(opponent, King))?;
    let near: Vec<Cell> = cells.iter().copied().filter(|&c| c != king && board.steps(king, c) <= REACH).collect();
    for _ in 0..2 + rng.below(2) {
        let role = pick(rng, &[Queen, Rook, Bishop, Knight, Queen, Knight]);
        place(variant, &mut setup, pick(rng, &near), Piece::new(opponent.other(), role))?;
    }
    for _ in 0..1 + rng.below(2) {
        let role = pick(rng, &[Pawn, Pawn, Knight, Bishop, Rook]);
        place(variant, &mut setup, pick(rng, &near), Piece::new(opponent, role))?;
    }
    let mut theirs = vec![Queen, Rook];
    theirs.extend(std::iter::repeat_n(Pawn, rng.below(3) as usize));
    place_randomly(variant, &mut setup, opponent, &theirs, rng)?;
    let far: Vec<Cell> = cells.iter().copied().filter(|&c| board.steps(king, c) > REACH + 1).collect();
    if far.is_empty() {
        return None;
    }
    place(variant, &mut setup, pick(rng, &far), Piece::new(opponent.other(), King))?;
    Some(setup)
}

/// The opponent's moves in `pos` after which the solver mates in exactly `moves` moves by
/// checks, with one first move only, when the opponent is well ahead in material, has no quick
/// mate by checks of its own, and the solver already had that mate before the move (the move
/// ignores a threat rather than makes one).
pub fn mistakes(pos: &Position, moves: u32) -> Vec<Move> {
    let opponent = pos.turn();
    let ahead = material(pos, opponent) >= material(pos, opponent.other()) + OPPONENT_AHEAD_BY;
    let own_mate = CheckMates { left: SEARCH_LIMIT }.first_moves(pos, OPPONENTS_OWN_MATE, 1);
    if !ahead || own_mate != Some(0) {
        return Vec::new();
    }
    let mut passed = pos.to_setup();
    passed.turn = opponent.other();
    let threatened = Position::from_setup(pos.variant(), &passed).is_ok_and(|p| mates_only_in(&p, moves));
    if !threatened {
        return Vec::new();
    }
    let allows = |&mistake: &Move| {
        let mut after = *pos;
        after.play_unchecked(mistake);
        mates_only_in(&after, moves)
    };
    pos.legal_moves().into_iter().filter(allows).collect()
}

/// Positions one search for mates by checks may visit before it gives up (and the position is
/// skipped): a few positions with many checks would otherwise take minutes.
const SEARCH_LIMIT: u64 = 200_000;

/// The larger budget of a search for a mate in [`WHOLE_LINE_FROM`] or more, whose tree is larger.
const LONG_SEARCH_LIMIT: u64 = 1_000_000;

/// From mates this long on, the mating check must be the only one at every solver move, whatever
/// the defender replies, not at the first only: in a mate in five the last mates are seldom the
/// only ones, and the engine's cooking rejects such a line (a first trial cooked none of 8).
const WHOLE_LINE_FROM: u32 = 5;

/// Whether the side to move mates by checks in `moves` moves but not fewer, with one first move
/// only (and from [`WHOLE_LINE_FROM`] on one move only at every turn), found within the search's
/// budget.
fn mates_only_in(pos: &Position, moves: u32) -> bool {
    let whole_line = moves >= WHOLE_LINE_FROM;
    let mut search = CheckMates { left: if whole_line { LONG_SEARCH_LIMIT } else { SEARCH_LIMIT } };
    search.first_moves(pos, moves - 1, 1) == Some(0)
        && if whole_line {
            search.only_line(pos, moves) == Some(true)
        } else {
            search.first_moves(pos, moves, 2) == Some(1)
        }
}

/// A search for mates by checks with a budget of positions.
struct CheckMates {
    /// Positions it may still visit.
    left: u64,
}

impl CheckMates {
    /// How many of the side to move's checks in `pos` mate within `moves` moves, checking at
    /// every move, counting up to `most`; `None` when the budget ran out.
    fn first_moves(&mut self, pos: &Position, moves: u32, most: usize) -> Option<usize> {
        self.mating_checks(pos, moves, most).map(|(found, _)| found)
    }

    /// The side to move's checks in `pos` that mate by checks within `moves` moves, counted up
    /// to `most`, with the position after the first of them; `None` when the budget ran out.
    fn mating_checks(&mut self, pos: &Position, moves: u32, most: usize) -> Option<(usize, Option<Position>)> {
        let (mut found, mut first) = (0, None);
        if moves == 0 {
            return Some((found, first));
        }
        for mv in pos.legal_moves() {
            if found == most {
                break;
            }
            self.left = self.left.checked_sub(1)?;
            let mut next = *pos;
            next.play_unchecked(mv);
            if next.is_check() && self.all_replies_lose(&next, moves)? {
                found += 1;
                first = first.or(Some(next));
            }
        }
        Some((found, first))
    }

    /// Whether one check only of the side to move in `pos` mates by checks within `moves` moves,
    /// and after each reply to it one check only mates within the moves left, and so on to the
    /// mate, where the mating check must be the only check that mates within two moves (the
    /// engine rejects a mate in one beside a mate in two); `None` when the budget ran out.
    fn only_line(&mut self, pos: &Position, moves: u32) -> Option<bool> {
        let (1, Some(next)) = self.mating_checks(pos, moves.max(2), 2)? else { return Some(false) };
        if moves == 1 && next.has_legal_move() {
            return Some(false);
        }
        for reply in next.legal_moves() {
            let mut after = next;
            after.play_unchecked(reply);
            if !self.only_line(&after, moves - 1)? {
                return Some(false);
            }
        }
        Some(true)
    }

    /// Whether every reply in `pos` (in check) is mated by checks within `moves - 1` more moves;
    /// true when there is none.
    fn all_replies_lose(&mut self, pos: &Position, moves: u32) -> Option<bool> {
        for reply in pos.legal_moves() {
            let mut after = *pos;
            after.play_unchecked(reply);
            if self.first_moves(&after, moves - 1, 1)? == 0 {
                return Some(false);
            }
        }
        Some(true)
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Hunt, hunt_game};
    use super::*;
    use crate::engine::Score;
    use crate::script::builtin_variant;

    use crate::puzzle::generate::{Probe, is_mate, is_only_move};

    #[test]
    fn a_mate_hunt_hands_an_opponent_ahead_in_material_a_forced_mate_the_engine_confirms() {
        for name in ["glinski", "mccooey", "shafran"] {
            let variant = builtin_variant(name).unwrap_or_else(|e| panic!("{name}: {e}"));
            let mut probe = Probe::new(variant.default_rules());
            let games: Vec<_> = (0..3).filter_map(|n| hunt_game(variant, Hunt::MateIn4, 3, n)).collect();
            assert!(!games.is_empty(), "{name}: none of 3 position numbers");
            for game in games {
                let opponent = game.start.turn();
                let fen = game.start.fen();
                assert!(material(&game.start, opponent) >= material(&game.start, opponent.other()) + 500, "{fen}");
                let after = game.start.play(game.moves[0]).expect("a legal mistake");
                let score = probe.best(&after, 400_000).expect("a move").score;
                assert!(matches!(score, Score::Mate(1..=4)), "{name}: {fen}: the engine says {score:?}");
                let shorter = CheckMates { left: u64::MAX }.first_moves(&after, 3, 1);
                assert_eq!(shorter, Some(0), "{fen}: a shorter mate by checks");
            }
        }
    }

    #[test]
    fn a_mate_in_three_hunt_hands_over_a_forced_mate_in_three_the_engine_confirms() {
        let variant = builtin_variant("mccooey").expect("mccooey");
        let mut probe = Probe::new(variant.default_rules());
        let games: Vec<_> = (0..3).filter_map(|n| hunt_game(variant, Hunt::MateIn3, 3, n)).collect();
        assert!(!games.is_empty(), "none of 3 position numbers");
        for game in games {
            let after = game.start.play(game.moves[0]).expect("a legal mistake");
            let score = probe.best(&after, 100_000).expect("a move").score;
            assert!(matches!(score, Score::Mate(1..=3)), "{}: the engine says {score:?}", game.start.fen());
            assert_eq!(CheckMates { left: u64::MAX }.first_moves(&after, 2, 1), Some(0), "a shorter mate by checks");
        }
    }

    /// The engine's line of a hunted mate in five: every solver move is its only good one, from
    /// the mistake to the mate, and no mate by checks is shorter.
    #[test]
    fn a_mate_in_five_hunt_finds_a_line_whose_every_solver_move_is_the_only_mate() {
        let variant = builtin_variant("shafran").expect("shafran");
        let game = hunt_game(variant, Hunt::MateIn5, 1, 9).expect("position 9 of seed 1 has a mate in five");
        let mut pos = game.start.play(game.moves[0]).expect("a legal mistake");
        assert_eq!(CheckMates { left: u64::MAX }.first_moves(&pos, 4, 1), Some(0), "a shorter mate by checks");
        let mut probe = Probe::new(variant.default_rules());
        for solver_moves in 1..=5 {
            let pair = probe.pair(&pos, 400_000).expect("a move");
            let next = pos.play(pair.best.mv).expect("a legal move");
            assert_eq!(pair.best.score, Score::Mate(6 - solver_moves), "{}", pos.fen());
            assert!(is_only_move(&pair, is_mate(&next)), "{}: {pair:?}", pos.fen());
            if is_mate(&next) {
                assert_eq!(solver_moves, 5);
                return;
            }
            pos = next.play(probe.best(&next, 400_000).expect("a reply").mv).expect("a legal reply");
        }
        panic!("no mate in five moves: {}", pos.fen());
    }

    /// The first mate in five the hunt found before it asked for the only mate at every move: its
    /// first check is the only mating one, but its last mate stands beside a mate in two.
    #[test]
    fn a_mate_in_five_whose_last_mate_is_not_the_only_one_is_refused() {
        let variant = builtin_variant("glinski").expect("glinski");
        let pos = Position::from_fen(variant, "5K/7/4r1P1/5P1r1/4k5/R10/6P2Q/9/8/7/6 b - - 1 30").expect("a position");
        assert_eq!(CheckMates { left: u64::MAX }.first_moves(&pos, 5, 2), Some(1), "one first check mates in five");
        assert_eq!(CheckMates { left: u64::MAX }.only_line(&pos, 5), Some(false));
        assert!(!mates_only_in(&pos, 5));
    }

    #[test]
    fn mating_checks_in_one_are_the_legal_moves_that_mate() {
        let variant = builtin_variant("glinski").expect("glinski");
        let game = hunt_game(variant, Hunt::MateIn4, 3, 0).expect("a hunted position");
        let mut probe = Probe::new(variant.default_rules());
        let mut pos = game.start.play(game.moves[0]).expect("a legal mistake");
        let mut positions = vec![pos];
        for _ in 0..2 * 4 {
            let Some(best) = probe.best(&pos, 400_000) else { break };
            pos = pos.play(best.mv).expect("a legal move");
            positions.push(pos);
        }
        assert!(is_mate(&pos), "the engine's line ends in mate: {}", pos.fen());
        let mates_in_one =
            |p: &Position| p.legal_moves().into_iter().filter(|&m| is_mate(&p.play(m).expect("legal"))).count();
        assert!(positions.iter().any(|p| mates_in_one(p) > 0));
        for p in &positions {
            let found = CheckMates { left: u64::MAX }.first_moves(p, 1, usize::MAX);
            assert_eq!(found, Some(mates_in_one(p)), "{}", p.fen());
        }
    }

    #[test]
    fn a_search_for_mates_by_checks_gives_up_when_its_budget_runs_out() {
        let variant = builtin_variant("glinski").expect("glinski");
        let game = hunt_game(variant, Hunt::MateIn4, 3, 0).expect("a hunted position");
        let after = game.start.play(game.moves[0]).expect("a legal mistake");
        assert_eq!(CheckMates { left: u64::MAX }.first_moves(&after, 4, 2), Some(1));
        assert_eq!(CheckMates { left: 10 }.first_moves(&after, 4, 2), None);
        assert!(mates_only_in(&after, 4));
    }
}
