//! Where candidate games come from: real games handed in by the caller, and seeded engine
//! self-play at mixed levels.

use crate::engine::selfplay::{MatchConfig, play_game};
use crate::engine::{LEVELS, Level, Rng};
use crate::rules::{Move, Position, RuleSettings};

/// A game to look for puzzles in.
#[derive(Clone, Debug)]
pub struct SourceGame {
    /// Where it comes from, e.g. `game Match.pgn#3` or `selfplay seed 1 game 17`.
    pub label: String,
    /// Its start position.
    pub start: Position,
    /// Its moves.
    pub moves: Vec<Move>,
}

/// The levels self-play mixes: the two weakest (Novice and Beginner), whose noise makes the mistakes puzzles start from,, without their time limits so
/// that a game depends only on its seed.
pub fn selfplay_levels() -> Vec<Level> {
    LEVELS[..2].iter().map(|l| Level { movetime: None, ..*l }).collect()
}

/// Random opening plies before the engines take over (this many or one more, by the seed).
const OPENING_PLIES: u32 = 2;
/// Self-play games stop at this many plies.
const MAX_PLIES: u32 = 160;

/// Self-play game `game` of `seed` from `start`: two levels drawn from [`selfplay_levels`] by
/// the seed, a short random opening, then the engines.
pub fn selfplay_game(start: Position, rules: RuleSettings, seed: u64, game: u32) -> SourceGame {
    let levels = selfplay_levels();
    let mut rng = Rng::new(seed ^ u64::from(game).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x5eed);
    let first = levels[rng.below(levels.len() as u64) as usize];
    let second = levels[rng.below(levels.len() as u64) as usize];
    let cfg = MatchConfig {
        start,
        rules,
        stalemate_scorer: None,
        games: 1,
        first,
        second,
        seed: rng.next_u64(),
        opening_plies: OPENING_PLIES + rng.below(2) as u32,
        max_plies: MAX_PLIES,
        second_engine_rules: None,
    };
    let record = play_game(&cfg, 0);
    let (white, black) = if record.first_is_white { (first, second) } else { (second, first) };
    SourceGame {
        label: format!("selfplay seed {seed} game {game} ({} v {})", white.name, black.name),
        start,
        moves: record.moves,
    }
}
