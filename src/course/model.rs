//! A course ready to play: stages of levels, every position, cell and move checked against the
//! variant (see [`resolve`](super::resolve) for how a file becomes this).

use super::error::Place;
use crate::lesson::{Arrow, Mark};
use crate::rules::{Cell, Color, Game, Move, Position, Role, Variant};

/// A variant's course: its stages in order.
#[derive(Clone, Debug)]
pub struct Course {
    /// The variant every level is played in.
    pub variant: &'static Variant,
    /// The stages, in the order of their file names.
    pub stages: Vec<Stage>,
}

/// A stage: a title, an introduction, a completion text and its levels.
#[derive(Clone, Debug)]
pub struct Stage {
    /// The file stem, e.g. `03-the-bishop`: the stage's key in saved progress.
    pub id: String,
    /// Where it came from: a path, or `built-in:<folder>/<file>`.
    pub origin: String,
    /// The stage's name.
    pub title: String,
    /// What the learner reads before the first level.
    pub introduction: String,
    /// What the learner reads after the last level.
    pub completion: String,
    /// The levels, in order.
    pub levels: Vec<Level>,
}

/// What a level asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Land a piece of your own (of `role`, when given) on every one of these cells; the
    /// opponent never moves.
    Stars {
        /// The cells to collect.
        cells: Vec<Cell>,
        /// The kind of piece that collects them (any when `None`).
        role: Option<Role>,
    },
    /// Capture every enemy piece but the king.
    CaptureAll,
    /// Give check.
    Check,
    /// Get out of check (the level starts in check).
    Escape,
    /// Checkmate, within the par against the engine's best defence.
    Mate,
    /// Bring a piece (of `role`, when given) to `cell`.
    Reach {
        /// The cell to reach.
        cell: Cell,
        /// The kind of piece that must reach it (any when `None`).
        role: Option<Role>,
    },
    /// Play the scripted line: the learner's moves and the replies, alternating, starting and
    /// ending with a learner's move.
    Line(Vec<Move>),
    /// Stalemate the opponent.
    Stalemate,
    /// End the game in a draw (repetition, fifty moves, bare kings, a drawn stalemate).
    Draw,
}

/// Who answers the learner's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Nobody: the learner moves again (the turn is passed back).
    Still,
    /// The computer, with a short fixed-depth search (deterministic).
    Engine,
    /// The scripted replies of a [`Goal::Line`].
    Script,
}

/// One level, ready to play.
#[derive(Clone, Debug)]
pub struct Level {
    /// The variant it is played in.
    pub variant: &'static Variant,
    /// What the learner must do, as shown.
    pub goal_text: String,
    /// What the level asks for.
    pub goal: Goal,
    /// The game at the start: the position and the moves played before it (`before`), so that
    /// repetition counts them.
    pub start: Game,
    /// Learner moves for three stars.
    pub par: u32,
    /// The most learner moves allowed, if limited; one more fails the level.
    pub limit: Option<u32>,
    /// Who answers.
    pub opponent: Opponent,
    /// Moving into check fails the level (else such a move is refused).
    pub forbid_into_check: bool,
    /// Leaving a piece en prise fails the level.
    pub forbid_en_prise: bool,
    /// What to say when the level is solved.
    pub success: String,
    /// Arrows drawn on the board (cell names checked).
    pub arrows: Vec<Arrow>,
    /// Marked hexes (cell names checked).
    pub marks: Vec<Mark>,
    /// Where it is written: the stage file, the line of its table and its number there.
    pub place: Place,
}

impl Level {
    /// The position the learner starts from.
    pub fn position(&self) -> &Position {
        self.start.position()
    }

    /// The learner's colour: the side to move at the start.
    pub fn learner(&self) -> Color {
        self.position().turn()
    }

    /// The star cells (empty unless the goal is [`Goal::Stars`]).
    pub fn star_cells(&self) -> &[Cell] {
        match &self.goal {
            Goal::Stars { cells, .. } => cells,
            _ => &[],
        }
    }
}

impl Course {
    /// How many levels there are in all.
    pub fn level_count(&self) -> usize {
        self.stages.iter().map(|s| s.levels.len()).sum()
    }

    /// The stage with this id.
    pub fn stage(&self, id: &str) -> Option<&Stage> {
        self.stages.iter().find(|s| s.id == id)
    }
}
