//! The state of the view that is not part of the game: selection, drag, animation, overlays,
//! typed text and toasts.

use crate::rules::{Cell, Move, Piece};

use super::orientation::Orientation;
use super::seat::Seat;

/// A selected piece and where it may go.
#[derive(Clone, Debug, PartialEq)]
pub struct Selection {
    /// The seat whose piece it is.
    pub seat: Seat,
    /// The orientation the moves were computed in (before the first move, the top seat's
    /// selection assumes the top seat plays White).
    pub orientation: Orientation,
    /// The piece's core cell in `orientation`.
    pub from: Cell,
    /// Its legal moves, in core cells.
    pub moves: Vec<Move>,
}

/// A piece gliding to its new hex after a move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Glide {
    /// The piece as it lands.
    pub piece: Piece,
    /// Core cells, in the orientation after the move.
    pub from: Cell,
    /// Where it lands.
    pub to: Cell,
    /// When the glide started (egui time, seconds).
    pub start: f64,
}

/// How long a glide takes, in seconds.
pub const GLIDE_SECONDS: f64 = 0.18;

/// The promotion picker, waiting for a choice.
#[derive(Clone, Debug, PartialEq)]
pub struct PromotionPick {
    /// Who is promoting (the picker faces them).
    pub seat: Seat,
    /// The candidate moves (one per piece kind).
    pub moves: Vec<Move>,
}

/// A panel drawn over the board, facing the seat that opened it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overlay {
    /// The move history, for a rewind request.
    History(Seat),
    /// The settings panel.
    Settings(Seat),
}

/// A short message shown to both players for a few seconds.
#[derive(Clone, Debug, PartialEq)]
pub struct Toast {
    /// The text.
    pub text: String,
    /// When it disappears (egui time, seconds).
    pub until: f64,
}

/// How long a toast stays, in seconds.
pub const TOAST_SECONDS: f64 = 4.0;

/// Everything the view remembers between frames.
#[derive(Clone, Debug, Default)]
pub struct ViewState {
    /// The view is turned by 180°.
    pub flipped: bool,
    /// The selected piece.
    pub selection: Option<Selection>,
    /// A piece being dragged (its core cell as displayed).
    pub dragging: Option<Cell>,
    /// The gliding piece.
    pub glide: Option<Glide>,
    /// The open promotion picker.
    pub promotion: Option<PromotionPick>,
    /// The open overlay.
    pub overlay: Option<Overlay>,
    /// The picked history point (moves to keep).
    pub history_pick: Option<usize>,
    /// The history's first row shown, once its player has scrolled it.
    pub history_first_row: Option<usize>,
    /// The Settings panel's first house-rule script shown, once its player has paged the list.
    pub house_rules_first_row: Option<usize>,
    /// A variant chosen in Settings, waiting for confirmation.
    pub pending_variant: Option<String>,
    /// Each seat's move box text.
    pub move_text: [String; 2],
    /// Each seat's last message (e.g. why a typed move was refused).
    pub message: [Option<String>; 2],
    /// The house-rule hooks' last message, shown on both consoles until the next move.
    pub house_note: Option<String>,
    /// Whether each seat's captured pieces are popped out.
    pub show_captures: [bool; 2],
    /// Toasts on screen.
    pub toasts: Vec<Toast>,
}
