//! Where candidate games come from: real games handed in by the caller, and seeded engine
//! self-play at mixed levels.

use std::sync::atomic::AtomicBool;

use crate::engine::{LEVELS, Level, Rng, Score, SearchRequest, Searcher};
use crate::rules::{Color, Game, Move, Position, RuleSettings};

use super::judge::flip;

/// How a real game's source label begins: `game Match.pgn#3`.
pub const REAL_GAME_SOURCE: &str = "game ";
/// How a self-play game's source label begins: `selfplay seed 1 game 17 (novice v beginner)`.
pub const SELFPLAY_SOURCE: &str = "selfplay ";

/// A game to look for puzzles in.
#[derive(Clone, Debug)]
pub struct SourceGame {
    /// Where it comes from, e.g. `game Match.pgn#3` or `selfplay seed 1 game 17`.
    pub label: String,
    /// Its start position.
    pub start: Position,
    /// Its moves.
    pub moves: Vec<Move>,
    /// The first ply whose move a player chose: self-play opens with random plies, and a
    /// random move's blunder is not a mistake worth a puzzle. 0 for real games.
    pub first_played_ply: usize,
}

/// The levels self-play mixes: Novice (one ply) and Beginner (two plies), drawn for each side
/// with the weights of [`LEVEL_WEIGHTS`]. Their short sight overlooks the tactics a puzzle is
/// made of. The stronger levels blunder too rarely to pay for their search: a Casual player's
/// game costs twenty times a Novice game (docs/puzzles.md). Their time limits are dropped so
/// that a game depends only on its seed.
pub fn selfplay_levels() -> Vec<Level> {
    LEVELS[..LEVEL_WEIGHTS.len()].iter().map(|l| Level { movetime: None, ..*l }).collect()
}

/// How often each of [`selfplay_levels`] is drawn, in parts: Novice twice as often as Beginner,
/// whose games cost about five times as much.
pub const LEVEL_WEIGHTS: [u64; 2] = [2, 1];

/// A level drawn by the weights of [`LEVEL_WEIGHTS`].
fn draw_level(levels: &[Level], rng: &mut Rng) -> Level {
    let mut roll = rng.below(LEVEL_WEIGHTS.iter().sum());
    for (level, &weight) in levels.iter().zip(&LEVEL_WEIGHTS) {
        if roll < weight {
            return *level;
        }
        roll -= weight;
    }
    levels[0]
}

/// Random opening plies before the engines take over (this many or one more, by the seed).
const OPENING_PLIES: u32 = 2;
/// Self-play games stop at this many plies.
const MAX_PLIES: usize = 160;
/// A self-play game is decided, and stops, once both players' own searches have given the
/// same side at least this many centipawns (or a mate) for [`DECIDED_PLIES`] plies running:
/// few puzzles start where one side is this far ahead, and the rest of the game would cost
/// more than it gives.
pub const DECIDED_CP: i32 = 1_000;
/// See [`DECIDED_CP`].
pub const DECIDED_PLIES: usize = 6;

/// Self-play game `game` of `seed` from `start`: two levels drawn from [`selfplay_levels`] by
/// the seed and [`LEVEL_WEIGHTS`], a short random opening, then the engines until the game ends, reaches
/// [`MAX_PLIES`] or is decided ([`DECIDED_CP`]).
pub fn selfplay_game(start: Position, rules: RuleSettings, seed: u64, game: u32) -> SourceGame {
    let levels = selfplay_levels();
    let mut rng = Rng::new(seed ^ u64::from(game).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x5eed);
    let white = draw_level(&levels, &mut rng);
    let black = draw_level(&levels, &mut rng);
    let opening_plies = (OPENING_PLIES + rng.below(2) as u32) as usize;
    let noise_seed = rng.next_u64();
    let mut searchers = [Searcher::new(8), Searcher::new(8)];
    let stop = AtomicBool::new(false);
    let mut record = Game::new(start);
    // Plies running in which the movers' scores favoured White (+) or Black (−) decisively.
    let mut decided_run: i32 = 0;
    while record.moves().len() < MAX_PLIES && !record.status(&rules).is_over() {
        let ply = record.moves().len();
        let pos = *record.position();
        let mv = if ply < opening_plies {
            let legal = pos.legal_moves();
            legal[rng.below(legal.len() as u64) as usize]
        } else {
            let side = pos.turn();
            let level = if side == Color::White { white } else { black };
            let request =
                SearchRequest::from_game(&record, level.limits(), level.config(rules, noise_seed ^ ply as u64));
            let result = searchers[side.index()].search(&request, &stop, |_| {});
            let Some(mv) = result.best else { break };
            let for_white = if side == Color::White { result.score } else { flip(result.score) };
            decided_run = next_run(decided_run, decisive_side(for_white));
            mv
        };
        if record.play(mv).is_err() || decided_run.unsigned_abs() as usize >= DECIDED_PLIES {
            break;
        }
    }
    SourceGame {
        label: format!("{SELFPLAY_SOURCE}seed {seed} game {game} ({} v {})", white.name, black.name),
        start,
        moves: record.moves().to_vec(),
        first_played_ply: opening_plies,
    }
}

/// +1 when `score` (White's) decides the game for White, −1 for Black, else 0.
fn decisive_side(score: Score) -> i32 {
    match score {
        Score::Cp(cp) if cp.abs() >= DECIDED_CP => cp.signum(),
        Score::Mate(n) => n.signum(),
        Score::Cp(_) => 0,
    }
}

/// The decisive run after a ply that favoured `side` (+1, −1, or 0 for neither).
fn next_run(run: i32, side: i32) -> i32 {
    if side != 0 && run.signum() != -side { run + side } else { side }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::script::builtin_variant;

    #[test]
    fn a_decisive_run_counts_plies_favouring_one_side() {
        assert_eq!(next_run(0, 1), 1);
        assert_eq!(next_run(3, 1), 4);
        assert_eq!(next_run(3, -1), -1, "the other side breaks the run");
        assert_eq!(next_run(-2, -1), -3);
        assert_eq!(next_run(5, 0), 0, "an undecided ply breaks the run");
        assert_eq!(decisive_side(Score::Cp(DECIDED_CP)), 1);
        assert_eq!(decisive_side(Score::Cp(-DECIDED_CP - 1)), -1);
        assert_eq!(decisive_side(Score::Cp(DECIDED_CP - 1)), 0);
        assert_eq!(decisive_side(Score::Mate(-3)), -1);
    }

    #[test]
    fn a_selfplay_game_depends_only_on_its_seed_and_number() {
        let Ok(variant) = builtin_variant("glinski") else { panic!("the built-in Gliński variant") };
        let (start, rules) = (variant.start_position(), variant.default_rules());
        let a = selfplay_game(start, rules, 3, 5);
        let b = selfplay_game(start, rules, 3, 5);
        let c = selfplay_game(start, rules, 3, 6);
        assert_eq!(a.moves, b.moves);
        assert_eq!(a.label, b.label);
        assert_ne!(a.moves, c.moves);
        assert!(a.moves.len() > a.first_played_ply, "the engines played");
        assert!((2..=3).contains(&a.first_played_ply));
    }

    #[test]
    fn levels_are_drawn_by_their_weights() {
        let levels = selfplay_levels();
        let mut rng = Rng::new(9);
        let novices = (0..3_000).filter(|_| draw_level(&levels, &mut rng).name == levels[0].name).count();
        assert!((1_850..2_150).contains(&novices), "about two in three: {novices}");
    }
}
