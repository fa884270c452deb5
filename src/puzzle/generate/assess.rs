//! The last step for a cooked line, and the whole of `hexchess puzzles check`: verify the line at
//! four times the budget, then detect its themes and rate it. The generator and the checker call
//! the same function, so a checked file's themes and ratings are exactly what the code finds.

use crate::puzzle::detect::{LineFacts, detect_themes};
use crate::puzzle::{PuzzleLine, Theme};

use super::difficulty::estimate_rating;
use super::judge::{flip, win_chances};
use super::pipeline::Budgets;
use super::probe::Probe;
use super::verify::{VerifyFailure, verify_line};

/// What the engine makes of a verified line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Assessment {
    /// The themes, sorted.
    pub themes: Vec<Theme>,
    /// The starting rating, from the engine's difficulty ladder.
    pub rating: u32,
}

/// Verifies `line` at `budgets.verify`, then detects its themes and rates it.
///
/// # Errors
/// The first [`VerifyFailure`] of the line.
pub fn assess(probe: &mut Probe, line: &PuzzleLine, budgets: Budgets) -> Result<Assessment, VerifyFailure> {
    let verified = verify_line(probe, line, budgets.verify)?;
    // The solver's chances before the mistake, as the generator judged the mistake (cook budget).
    let solver_before = probe.best(&line.before, budgets.cook).map_or(0.0, |s| win_chances(flip(s.score)));
    let facts = LineFacts { rules: *probe.rules(), solver_before, final_score: verified.final_score };
    let themes = detect_themes(line, &facts);
    let rating = estimate_rating(probe, line);
    Ok(Assessment { themes, rating })
}
