//! Game analysis in the app: Analyse runs the engine over the reviewed game in the background
//! (a progress bar and Cancel, the app stays responsive), then the evaluation graph (a click
//! jumps to that move), the glyphs in the review's move list, an arrow for the better move at a
//! mistake, and the evaluation bar beside the board. The bar can also follow a game in
//! progress (a setting, off by default, never while a clock runs). User guide, "Analysis".

pub mod bar;
pub mod command;
pub mod graph;
pub mod live_eval;
pub mod panel;
pub mod state;

pub use command::AnalysisCommand;
pub use state::{AnalysisEnd, AnalysisState};
