//! One game through the whole generator: scan for mistakes, cook each into a line, verify it
//! with four times the budget, detect its themes and rate it.

use crate::puzzle::{Puzzle, PuzzleLine};
use crate::rules::{Color, CoordMove, Move, Position};

use super::assess::assess;
use super::cook::cook;
use super::difficulty::START_DEVIATION;
use super::judge::flip;
use super::probe::Probe;
use super::scan::{Candidate, judge_mistake, scan_game};
use super::sources::SourceGame;

/// How much the engine searches at each stage, in nodes a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budgets {
    /// Scoring every position of a game.
    pub scan: u64,
    /// Confirming a mistake and cooking its line (MultiPV 2).
    pub cook: u64,
    /// Verifying a line: at least four times `cook`.
    pub verify: u64,
}

impl Budgets {
    /// The budgets the shipped puzzle files were made with.
    pub const DEFAULT: Budgets = Budgets::from_cook(24_000);

    /// Budgets cooking at `cook` nodes, scanning at a 24th of it (the scan is loose, and every
    /// candidate is judged again at `cook`) and verifying at four times it.
    pub const fn from_cook(cook: u64) -> Budgets {
        let scan = cook / 24;
        Budgets { scan: if scan < 100 { 100 } else { scan }, cook, verify: cook * 4 }
    }

    /// Each stage's larger budget of the two.
    pub fn larger(self, other: Budgets) -> Budgets {
        Budgets {
            scan: self.scan.max(other.scan),
            cook: self.cook.max(other.cook),
            verify: self.verify.max(other.verify),
        }
    }
}

/// What one game gave.
#[derive(Clone, Debug, Default)]
pub struct GameYield {
    /// The accepted puzzles, in the game's order.
    pub puzzles: Vec<Puzzle>,
    /// Mistakes found by the scan.
    pub candidates: usize,
    /// Lines cooked (the mistake confirmed and every solver move the only good one).
    pub cooked: usize,
    /// Cooked lines that failed verification.
    pub failed: usize,
}

/// The id of a puzzle: the variant's letter and the hash of the puzzle's position.
pub fn puzzle_id(variant_name: &str, puzzle_position: &Position) -> String {
    let letter = variant_name.chars().next().unwrap_or('p').to_ascii_lowercase();
    format!("{letter}{:010x}", puzzle_position.hash() >> 24)
}

/// Where a mistake stands: `LABEL move 12` (White's move) or `LABEL move 12...` (Black's).
fn source_text(label: &str, before: &Position) -> String {
    let dots = if before.turn() == Color::Black { "..." } else { "" };
    format!("{label} move {}{dots}", before.fullmove_number())
}

/// Every puzzle of one game.
pub fn puzzles_of_game(probe: &mut Probe, game: &SourceGame, budgets: Budgets) -> GameYield {
    let mut out = GameYield::default();
    let mut candidates = scan_game(probe, &game.start, &game.moves, budgets.scan);
    candidates.retain(|c| c.ply >= game.first_played_ply);
    out.candidates = candidates.len();
    let mut free_from = 0;
    for cand in candidates {
        if cand.ply < free_from {
            continue;
        }
        let Some(before) = probe.best(&cand.before, budgets.cook).map(|s| flip(s.score)) else { continue };
        let Some(after) = probe.best(&cand.after, budgets.cook).map(|s| s.score) else { continue };
        let Some(kind) = judge_mistake(before, after) else { continue };
        let Some(line) = cook(probe, &cand.after, kind, budgets.cook) else { continue };
        out.cooked += 1;
        match finish(probe, game, &cand, &line.moves, budgets) {
            Some(puzzle) => {
                free_from = cand.ply + 1 + line.moves.len();
                out.puzzles.push(puzzle);
            }
            None => out.failed += 1,
        }
    }
    out
}

/// The puzzle of a cooked line, if it passes verification.
fn finish(
    probe: &mut Probe,
    game: &SourceGame,
    cand: &Candidate,
    solution: &[Move],
    budgets: Budgets,
) -> Option<Puzzle> {
    let (before, mistake) = (&cand.before, cand.mistake);
    let mut coord = vec![CoordMove::from_move(before, mistake)];
    let mut pos = before.play(mistake).ok()?;
    let puzzle_position = pos;
    for &mv in solution {
        coord.push(CoordMove::from_move(&pos, mv));
        pos = pos.play(mv).ok()?;
    }
    let variant = before.variant();
    let mut puzzle = Puzzle {
        id: puzzle_id(variant.name(), &puzzle_position),
        fen: before.fen(),
        moves: coord,
        rating: 0,
        rating_deviation: START_DEVIATION,
        themes: Vec::new(),
        source: source_text(&game.label, before),
    };
    let line: PuzzleLine = puzzle.line(variant).ok()?;
    let assessment = assess(probe, &line, budgets).ok()?;
    puzzle.themes = assessment.themes;
    puzzle.rating = assessment.rating;
    Some(puzzle)
}
