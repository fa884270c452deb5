//! One attempt at a puzzle, as a state machine. The opponent's setup move comes first
//! ([`Attempt::play_setup`]); then the solver moves ([`Attempt::try_move`]): the solution's move
//! is right, and so is any mate on the last move. After a right move the defender's reply waits
//! ([`Stage::Reply`]) until [`Attempt::play_reply`] plays it, so the app can show it arrive. A
//! wrong move fails the puzzle ([`Stage::Wrong`]): [`Attempt::retry`] takes it back, so the
//! solver tries that move again with the moves already found kept (as on lichess);
//! [`Attempt::view_solution`] and [`Attempt::step_solution`] show the rest of the line.
//! A hint ([`Attempt::hint`]) names the piece to move; a puzzle solved after a hint counts as
//! failed, as on lichess.

use crate::puzzle::{Puzzle, PuzzleError, PuzzleLine};
use crate::rules::{Cell, Color, Move, Position, Variant};

/// Where an attempt stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The position before the opponent's setup move.
    Setup,
    /// The solver to move.
    Solving,
    /// The solver's move was right; the defender's reply is next.
    Reply,
    /// The solver's move (shown on the board) was not the solution's.
    Wrong(Move),
    /// The solution is being shown, move by move.
    Viewing,
    /// Solved: the last move was played.
    Solved,
    /// The whole solution was shown.
    Shown,
}

/// What a solver's move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The solution's move; the defender replies next.
    Right,
    /// The last move: the puzzle is solved.
    Solved,
    /// Not the move.
    Wrong,
    /// Not a legal move here, or not the solver's turn: nothing happened.
    Ignored,
}

/// One attempt at a puzzle.
#[derive(Clone, Debug)]
pub struct Attempt {
    puzzle: Puzzle,
    line: PuzzleLine,
    /// The index in the line of the next move (0: the setup move).
    ply: usize,
    position: Position,
    stage: Stage,
    last: Option<Move>,
    failed: bool,
    hinted: bool,
}

impl Attempt {
    /// An attempt at `puzzle` played in `variant`, before the setup move.
    ///
    /// # Errors
    /// [`PuzzleError`] when the puzzle does not replay in the variant.
    pub fn new(puzzle: Puzzle, variant: &'static Variant) -> Result<Attempt, PuzzleError> {
        let line = puzzle.line(variant)?;
        let position = line.before;
        Ok(Attempt { puzzle, line, ply: 0, position, stage: Stage::Setup, last: None, failed: false, hinted: false })
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The puzzle's line: positions and moves.
    pub fn line(&self) -> &PuzzleLine {
        &self.line
    }

    /// The position shown.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Where the attempt stands.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The side that solves.
    pub fn solver(&self) -> Color {
        self.line.solver()
    }

    /// The last move played on the board (the setup move, a reply, the solver's move).
    pub fn last_move(&self) -> Option<Move> {
        self.last
    }

    /// Whether a hint was asked for.
    pub fn hinted(&self) -> bool {
        self.hinted
    }

    /// Whether the puzzle has been failed (a wrong move, or the solution viewed).
    pub fn failed(&self) -> bool {
        self.failed
    }

    /// The result the rating takes, once it is known: `Some(false)` from the first failure on,
    /// `Some(true)` when solved with no failure and no hint, `Some(false)` when solved after a
    /// hint; `None` while it is open.
    pub fn rated_result(&self) -> Option<bool> {
        if self.failed {
            Some(false)
        } else if self.stage == Stage::Solved {
            Some(!self.hinted)
        } else {
            None
        }
    }

    /// Whether the attempt is over (solved, or the solution shown to its end).
    pub fn is_over(&self) -> bool {
        matches!(self.stage, Stage::Solved | Stage::Shown)
    }

    /// Plays the line's next move: the board shows the position after it.
    fn advance(&mut self) -> Move {
        let mv = self.line.moves[self.ply];
        self.ply += 1;
        self.position = self.line.positions[self.ply];
        self.last = Some(mv);
        mv
    }

    /// Puts the board back on the line at the next move's index, taking back any wrong move
    /// shown: its position, with the move that led there as the last move.
    fn show_line(&mut self) {
        self.position = self.line.positions[self.ply];
        self.last = self.ply.checked_sub(1).map(|i| self.line.moves[i]);
    }

    /// Plays the opponent's setup move; returns it (`None` if it was played already).
    pub fn play_setup(&mut self) -> Option<Move> {
        if self.stage != Stage::Setup {
            return None;
        }
        self.stage = Stage::Solving;
        Some(self.advance())
    }

    /// The move the solution plays next, while the solver is to move.
    pub fn expected(&self) -> Option<Move> {
        (self.stage == Stage::Solving).then(|| self.line.moves[self.ply])
    }

    /// The solver plays `mv`.
    pub fn try_move(&mut self, mv: Move) -> Verdict {
        let Some(expected) = self.expected() else { return Verdict::Ignored };
        let Some(legal) = self.position.legal_moves().into_iter().find(|m| same_move(*m, mv)) else {
            return Verdict::Ignored;
        };
        let last_move = self.ply + 1 == self.line.moves.len();
        if same_move(legal, expected) {
            self.advance();
            self.stage = if last_move { Stage::Solved } else { Stage::Reply };
            return if last_move { Verdict::Solved } else { Verdict::Right };
        }
        let Ok(after) = self.position.play(legal) else { return Verdict::Ignored };
        self.position = after;
        self.last = Some(legal);
        // On the last move any mate solves it, as on lichess.
        if last_move && after.is_check() && after.legal_moves().is_empty() {
            self.ply += 1;
            self.stage = Stage::Solved;
            return Verdict::Solved;
        }
        self.stage = Stage::Wrong(legal);
        self.failed = true;
        Verdict::Wrong
    }

    /// Plays the defender's reply after a right move; returns it.
    pub fn play_reply(&mut self) -> Option<Move> {
        if self.stage != Stage::Reply {
            return None;
        }
        self.stage = Stage::Solving;
        Some(self.advance())
    }

    /// The cell of the piece the solution moves next (and notes that a hint was taken).
    pub fn hint(&mut self) -> Option<Cell> {
        let from = self.expected()?.from;
        self.hinted = true;
        Some(from)
    }

    /// Takes back the wrong move: the position before it again, the solver to move, the moves
    /// already found kept. A failure stays a failure. Nothing happens unless a wrong move is
    /// on the board.
    pub fn retry(&mut self) {
        if !matches!(self.stage, Stage::Wrong(_)) {
            return;
        }
        self.show_line();
        self.stage = Stage::Solving;
    }

    /// Gives up: the puzzle counts as failed, and the solution is shown from the position
    /// before the last wrong move (or from here), one move per [`step_solution`](Self::step_solution).
    pub fn view_solution(&mut self) {
        if !matches!(self.stage, Stage::Solving | Stage::Wrong(_) | Stage::Reply) {
            return;
        }
        if self.stage == Stage::Reply {
            self.play_reply();
        }
        self.failed = true;
        self.show_line();
        self.stage = Stage::Viewing;
    }

    /// While the solution is shown: plays its next move and returns it.
    pub fn step_solution(&mut self) -> Option<Move> {
        if self.stage != Stage::Viewing {
            return None;
        }
        let mv = self.advance();
        if self.ply == self.line.moves.len() {
            self.stage = Stage::Shown;
        }
        Some(mv)
    }
}

/// Whether two moves are the same move (from, to and promotion; the kind follows from them).
fn same_move(a: Move, b: Move) -> bool {
    a.from == b.from && a.to == b.to && a.promotion == b.promotion
}
