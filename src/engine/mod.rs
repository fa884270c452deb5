//! The computer opponent: a pure-Rust search over the rules core (no GUI, no Lua).
//!
//! - [`Searcher`] searches a [`SearchRequest`] (position, game history, [`SearchLimits`],
//!   [`SearchConfig`]) on the calling thread: alpha-beta with iterative deepening, a
//!   transposition table, quiescence search, move ordering and check extensions.
//! - [`Thinker`] runs searches on a background thread with a stop flag and progress events, for the app.
//! - [`Level`] and [`LEVELS`]: strengths from Novice to full strength (limits plus noise).
//! - [`selfplay`]: engine-against-engine games and matches.
//!
//! The search knows the rules in force ([`crate::rules::RuleSettings`]): stalemate scoring
//! (a ¾ result is worth [`THREE_QUARTERS_CP`] centipawns), repetitions, the fifty-move rule, and
//! the extra ways to win ([`crate::rules::WinRules`]): the n-th check and a king on the hill are
//! terminal in the search, the check counts are part of the search state and of the
//! transposition-table key, and evaluation terms make it play for them.
//! `docs/engine.md` describes the evaluation and the levels.
//!
//! ```
//! use std::sync::atomic::AtomicBool;
//! use hexchess::engine::{SearchConfig, SearchLimits, SearchRequest, Searcher};
//! let start = hexchess::script::builtin_variant("glinski").unwrap().start_position();
//! let request = SearchRequest::new(start, SearchLimits::depth(3), SearchConfig::for_position(&start));
//! let result = Searcher::default().search(&request, &AtomicBool::new(false), |_| {});
//! assert!(result.best.is_some());
//! ```

mod attacks;
mod config;
mod eval;
mod exchange;
mod level;
mod limits;
mod ordering;
mod report;
mod rng;
mod score;
mod search;
pub mod selfplay;
mod tables;
mod thinker;
mod tt;
mod win_terms;
mod worker;

pub use config::{SearchConfig, StalemateScorer, THREE_QUARTERS_CP};
pub use eval::{PIECE_VALUES, piece_value};
pub use level::{LEVELS, Level, UnknownLevel};
pub use limits::{Clock, SearchLimits};
pub use report::{ScoredLine, SearchInfo, SearchResult, line_text};
pub use rng::Rng;
pub use score::Score;
pub use search::{DEFAULT_HASH_MB, SearchRequest, Searcher, search};
pub use thinker::{Thinker, ThinkerError, ThinkerEvent};

/// The static evaluation of a position for its side to move, in centipawns, under `rules`.
pub fn evaluate(pos: &crate::rules::Position, rules: &crate::rules::RuleSettings) -> i32 {
    eval::evaluate(pos, tables::tables_for(pos.variant()), rules)
}
