//! The puzzle's board: the solver's side nearest whoever opened Puzzles, the moves gliding in,
//! the last move, a king in check, the hint's mark, and the move being picked.

use egui::{Rect, Ui};

use super::command::PuzzleCommand;
use super::state::{PUZZLE_GLIDE, Puzzles};
use crate::gui::board::canvas::{BoardScene, GlidingPiece, board_ui};
use crate::gui::board::paint::CheckLook;
use crate::gui::kit::theme::Palette;
use crate::gui::model::orientation::Orientation;
use crate::gui::model::seat::Seat;
use crate::lesson::Paint;
use crate::rules::Color;

/// What the board is drawn from.
pub struct PuzzleBoard<'a> {
    /// The room.
    pub puzzles: &'a Puzzles,
    /// The screen edge the opener's console is on: the solver's side is drawn nearest it.
    pub edge: Seat,
    /// Whether to draw file letters and rank numbers.
    pub coordinates: bool,
    /// The frame's time (egui time, seconds).
    pub now: f64,
}

/// How the puzzle's board lies: the solver's army on the opener's edge, whichever colour it is.
pub fn puzzle_orientation(puzzles: &Puzzles, edge: Seat) -> Option<Orientation> {
    let solver = puzzles.trainer.current()?.attempt.solver();
    let white_seat = if solver == Color::White { edge } else { edge.other() };
    Some(Orientation { white_seat, symmetry: puzzles.variant().symmetry(), flipped: false })
}

/// Draws the puzzle's board in `rect`; returns what the pointer did.
#[must_use]
pub fn puzzle_board_ui(ui: &Ui, palette: Palette, board: &PuzzleBoard<'_>, rect: Rect) -> Vec<PuzzleCommand> {
    let room = board.puzzles;
    let (Some(current), Some(orientation)) = (room.trainer.current(), puzzle_orientation(room, board.edge)) else {
        return Vec::new();
    };
    let pos = *current.attempt.position();
    let piece_at = |c| pos.piece_at(c);
    let mut scene = BoardScene::new(room.variant(), orientation, &piece_at);
    scene.lifted = room.picker.dragging.and_then(|c| Some((c, pos.piece_at(c)?)));
    scene.mark_lifted_home = room.picker.dragging.is_some();
    scene.gliding = room.glide.map(|g| GlidingPiece {
        piece: g.piece,
        from: g.from,
        to: g.to,
        progress: ((board.now - g.start) / PUZZLE_GLIDE).clamp(0.0, 1.0) as f32,
    });
    scene.selected = room.picker.selected;
    scene.targets = room.picker.targets(&pos);
    scene.last_move = current.attempt.last_move().map(|m| (m.from, m.to));
    scene.check = pos.is_check().then(|| (pos.king(pos.turn()), CheckLook::Tint));
    scene.marks = room.hint.map(|c| (c, Paint::Green)).into_iter().collect();
    scene.coordinates = board.coordinates;
    // While a pawn waits for its piece, the picker takes the pointer.
    scene.input = room.picker.promotion.is_empty().then_some("puzzle-hex");
    board_ui(ui, &scene, rect, &palette).into_iter().map(PuzzleCommand::Board).collect()
}
