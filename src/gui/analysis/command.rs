//! What the analysis widgets ask for.

/// What the analysis widgets ask for (wrapped in `Command::Analysis`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnalysisCommand {
    /// Analyse the reviewed game.
    Start,
    /// Stop the running analysis.
    Cancel,
    /// Show the position after this many plies (a click on the graph).
    JumpTo(usize),
}
