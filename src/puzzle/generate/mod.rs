//! The puzzle generator: it walks real and self-play games with our engine, finds mistakes that
//! leave a forced win, builds each line as lichess's generator does (every solver move the only
//! good one), verifies it again at four times the budget, detects its themes and rates it ([`assess`], which `hexchess puzzles check` runs too) by
//! how hard it is for the engine. `docs/puzzles.md` gives the rules and the commands.

mod assess;
mod cook;
mod difficulty;
mod hunt;
mod judge;
mod pipeline;
mod probe;
mod run;
mod scan;
mod sources;
mod verify;

pub use assess::{Assessment, assess};
pub use cook::{CookedLine, MAX_SOLVER_MOVES, MIN_MATERIAL_SOLVER_MOVES, PuzzleKind, cook, is_long_enough, is_mate};
pub use difficulty::{
    LADDER_START, LADDER_STEPS, MAX_RATING, MIN_RATING, START_DEVIATION, difficulty_step, estimate_rating,
    ladder_budget, step_rating,
};
pub use hunt::{HUNT_SOURCE, Hunt, hunt_game};
pub use judge::{
    FAR_AHEAD_CP, MATE_ALTERNATIVE_GAP, MAX_MATE, MISTAKE_SWING, ONLY_MOVE_GAP, WINNING_CP, flip, is_only_move,
    is_short_mate, is_winning, win_chances,
};
pub use pipeline::{Budgets, GameYield, puzzle_id, puzzles_of_game};
pub use probe::{MovePair, Probe, ScoredMove};
pub use run::{GenerateOptions, GenerateProgress, generate};
pub use scan::{Candidate, SCAN_SLACK, judge_mistake, might_be_mistake, scan_game};
pub use sources::{
    DECIDED_CP, DECIDED_PLIES, LEVEL_WEIGHTS, REAL_GAME_SOURCE, SELFPLAY_SOURCE, SourceGame, selfplay_game,
    selfplay_levels,
};
pub use verify::{DEFENCE_TOLERANCE, Verified, VerifyFailure, verify_line};
