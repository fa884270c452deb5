//! Game analysis: every move judged by the engine, as lichess's computer analysis does.
//!
//! Pure (no GUI, no Lua, no files): it depends on [`crate::engine`], [`crate::record`] and
//! [`crate::rules`].
//!
//! - [`Analyser`] searches each position of a game (stoppable, one position per step, for the
//!   app's background thread), giving a [`GameAnalysis`]: the evaluation after each move
//!   ([`Eval`], from White's side), the win chances each move lost, and a [`Judgement`]
//!   (`?!`, `?`, `??` at 0.1, 0.2 and 0.3 lost, as lichess judges) with the engine's better line.
//! - The rules in force count: the search and the ends of the game are scored as the rules
//!   score them, so under Gliński's rule a sure stalemate is worth ¾, not a draw.
//! - [`annotate`] writes the analysis into a record (`{[%eval 0.35]}`, glyphs, variations) and
//!   [`read_analysis`] reads it back, so an analysed game opens without re-analysing.
//! - [`BackgroundAnalysis`] runs an [`Analyser`] on its own thread with progress and
//!   cancellation.

mod analyser;
mod annotate;
mod background;
mod eval;
mod game_analysis;
mod judgement;

pub use analyser::{Analyser, AnalysisError, DEFAULT_DEPTH};
pub use annotate::{ANNOTATOR, VARIATION_PLIES, annotate, read_analysis};
pub use background::{AnalysisEvent, BackgroundAnalysis};
pub use eval::{CP_CAP, Eval, WIN_CHANCE_SLOPE};
pub use game_analysis::{GameAnalysis, MoveAnalysis, PlayerSummary, PositionEval, lost};
pub use judgement::Judgement;
