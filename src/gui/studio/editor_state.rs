//! The position editor's state and what the mouse does on its board: the palette's tool, drags
//! that move or fill, and right-button actions that erase (or, while a lesson step is being
//! authored, mark hexes and draw arrows). Pure: no drawing.

use crate::lesson::{Paint, Step};
use crate::rules::{Cell, Color, Piece, Position, Role};

use super::position_draft::PositionDraft;
use crate::gui::board::canvas::BoardInput;

/// What a left click puts on a hex.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Places this piece.
    Piece(Piece),
    /// Clears the hex.
    Eraser,
}

impl Tool {
    /// The piece it places (`None` for the eraser).
    pub fn piece(self) -> Option<Piece> {
        match self {
            Tool::Piece(p) => Some(p),
            Tool::Eraser => None,
        }
    }

    /// Its name in the palette: `white knight`, `eraser`.
    pub fn name(self) -> String {
        match self {
            Tool::Piece(p) => format!("{} {}", p.color.name(), p.role.name()),
            Tool::Eraser => "eraser".into(),
        }
    }

    /// Every tool in palette order: White's six kinds, Black's six, the eraser.
    pub fn all() -> Vec<Tool> {
        let order = [Role::King, Role::Queen, Role::Rook, Role::Bishop, Role::Knight, Role::Pawn];
        let mut out: Vec<Tool> =
            Color::ALL.iter().flat_map(|c| order.iter().map(|r| Tool::Piece(Piece::new(*c, *r)))).collect();
        out.push(Tool::Eraser);
        out
    }
}

/// A drag on the editor's board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditorDrag {
    /// A piece lifted from its hex; it lands where the drag ends (off the board: removed).
    Move {
        /// Where it came from.
        from: Cell,
        /// The piece.
        piece: Piece,
    },
    /// Every hex the pointer crosses gets this piece (`None`: is cleared).
    Fill(Option<Piece>),
    /// A lesson arrow being drawn with the right button.
    Arrow {
        /// Its start.
        from: Cell,
        /// The hex under the pointer now.
        over: Cell,
    },
}

/// The position editor.
#[derive(Clone, Debug)]
pub struct EditorState {
    /// The position being edited.
    pub draft: PositionDraft,
    /// What a left click places.
    pub tool: Tool,
    /// Whether the board is turned by 180°.
    pub flipped: bool,
    /// The position-string field.
    pub text: String,
    /// Why the last position string could not be read.
    pub text_error: Option<String>,
    /// The last position string copied to the clipboard.
    pub copied: Option<String>,
    /// A drag in progress.
    pub drag: Option<EditorDrag>,
    /// The Paste button asked for the clipboard; the next paste event is a position string.
    pub awaiting_paste: bool,
    /// The colour of new lesson arrows and marks.
    pub paint: Paint,
}

impl EditorState {
    /// An editor showing `pos`.
    pub fn new(pos: &Position) -> EditorState {
        EditorState {
            draft: PositionDraft::from_position(pos),
            tool: Tool::Piece(Piece::new(Color::White, Role::Pawn)),
            flipped: false,
            text: String::new(),
            text_error: None,
            copied: None,
            drag: None,
            awaiting_paste: false,
            paint: Paint::Green,
        }
    }

    /// Applies a pointer action. `step` is the lesson step being authored, if any: then the right
    /// button marks hexes and draws arrows on it instead of erasing. Returns whether the pieces
    /// changed.
    pub fn handle(&mut self, input: BoardInput, step: Option<&mut Step>) -> bool {
        let board = self.draft.variant().board();
        match input {
            BoardInput::Click(cell) => self.draft.place(cell, self.tool.piece()),
            BoardInput::RightClick(cell) => match step {
                Some(step) => {
                    step.toggle_mark(&board.name(cell), self.paint);
                    false
                }
                None => self.draft.place(cell, None),
            },
            BoardInput::DragStart { cell, right: false } => match (self.tool, self.draft.piece_at(cell)) {
                (Tool::Piece(_), Some(piece)) => {
                    self.drag = Some(EditorDrag::Move { from: cell, piece });
                    false
                }
                (tool, _) => {
                    self.drag = Some(EditorDrag::Fill(tool.piece()));
                    self.draft.place(cell, tool.piece())
                }
            },
            BoardInput::DragStart { cell, right: true } => {
                if step.is_some() {
                    self.drag = Some(EditorDrag::Arrow { from: cell, over: cell });
                    false
                } else {
                    self.drag = Some(EditorDrag::Fill(None));
                    self.draft.place(cell, None)
                }
            }
            BoardInput::DragOver(cell) => match &mut self.drag {
                Some(EditorDrag::Fill(piece)) => {
                    let piece = *piece;
                    self.draft.place(cell, piece)
                }
                Some(EditorDrag::Arrow { over, .. }) => {
                    *over = cell;
                    false
                }
                _ => false,
            },
            BoardInput::DragEnd { at, .. } => match self.drag.take() {
                Some(EditorDrag::Move { from, .. }) => self.draft.move_piece(from, at),
                Some(EditorDrag::Arrow { from, .. }) => {
                    if let (Some(step), Some(to)) = (step, at.filter(|t| *t != from)) {
                        step.toggle_arrow(&board.name(from), &board.name(to), self.paint);
                    }
                    false
                }
                _ => false,
            },
        }
    }

    /// Reads the position-string field into the board. A malformed string leaves the board
    /// and says why.
    pub fn apply_text(&mut self) -> bool {
        let text = self.text.clone();
        self.apply_string(&text)
    }

    /// Reads a position string (typed or pasted) into the board; returns whether it read.
    pub fn apply_string(&mut self, text: &str) -> bool {
        match self.draft.apply_text(text) {
            Ok(()) => {
                self.text = text.trim().to_string();
                self.text_error = None;
                true
            }
            Err(e) => {
                self.text = text.trim().to_string();
                self.text_error = Some(format!("Not a position string: {e}"));
                false
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::{Arrow, Mark};
    use crate::script::builtin_variant;

    fn editor() -> EditorState {
        EditorState::new(&builtin_variant("glinski").unwrap().start_position())
    }

    fn cell(e: &EditorState, name: &str) -> Cell {
        e.draft.variant().board().parse_cell(name).unwrap()
    }

    #[test]
    fn the_palette_has_both_armies_and_an_eraser() {
        let names: Vec<String> = Tool::all().into_iter().map(Tool::name).collect();
        assert_eq!(names.len(), 13);
        assert_eq!(names[0], "white king");
        assert_eq!(names[11], "black pawn");
        assert_eq!(names[12], "eraser");
    }

    #[test]
    fn left_drags_move_pieces_or_fill_empty_hexes() {
        let mut e = editor();
        let (f5, f6, f7, f8) = (cell(&e, "f5"), cell(&e, "f6"), cell(&e, "f7"), cell(&e, "f8"));
        // From a piece: it moves.
        e.handle(BoardInput::DragStart { cell: f5, right: false }, None);
        e.handle(BoardInput::DragOver(f6), None);
        assert!(e.handle(BoardInput::DragEnd { right: false, at: Some(f6) }, None));
        assert_eq!(e.draft.piece_at(f6), Some(Piece::new(Color::White, Role::Pawn)));
        assert_eq!(e.draft.piece_at(f5), None);
        // From an empty hex: the tool's piece is painted along the way.
        e.tool = Tool::Piece(Piece::new(Color::Black, Role::Knight));
        e.handle(BoardInput::DragStart { cell: f5, right: false }, None);
        e.handle(BoardInput::DragOver(f6), None);
        e.handle(BoardInput::DragOver(f8), None);
        e.handle(BoardInput::DragEnd { right: false, at: Some(f8) }, None);
        for c in [f5, f6, f8] {
            assert_eq!(e.draft.piece_at(c), Some(Piece::new(Color::Black, Role::Knight)));
        }
        assert_eq!(e.draft.piece_at(f7), Some(Piece::new(Color::Black, Role::Pawn)), "not crossed");
        // Dropping a lifted piece off the board removes it.
        e.handle(BoardInput::DragStart { cell: f8, right: false }, None);
        e.handle(BoardInput::DragEnd { right: false, at: None }, None);
        assert_eq!(e.draft.piece_at(f8), None);
    }

    #[test]
    fn the_right_button_erases_or_annotates_a_step() {
        let mut e = editor();
        let (f5, f6, f7) = (cell(&e, "f5"), cell(&e, "f6"), cell(&e, "f7"));
        assert!(e.handle(BoardInput::RightClick(f5), None));
        assert_eq!(e.draft.piece_at(f5), None);
        let mut step = Step::default();
        e.paint = Paint::Red;
        assert!(!e.handle(BoardInput::RightClick(f7), Some(&mut step)));
        assert_eq!(e.draft.piece_at(f7), Some(Piece::new(Color::Black, Role::Pawn)));
        assert_eq!(step.marks, vec![Mark::new("f7", Paint::Red)]);
        e.handle(BoardInput::DragStart { cell: f6, right: true }, Some(&mut step));
        e.handle(BoardInput::DragOver(f7), Some(&mut step));
        e.handle(BoardInput::DragEnd { right: true, at: Some(f7) }, Some(&mut step));
        assert_eq!(step.arrows, vec![Arrow::new("f6", "f7", Paint::Red)]);
        // A right drag that ends where it started draws nothing.
        e.handle(BoardInput::DragStart { cell: f6, right: true }, Some(&mut step));
        e.handle(BoardInput::DragEnd { right: true, at: Some(f6) }, Some(&mut step));
        assert_eq!(step.arrows.len(), 1);
    }

    #[test]
    fn a_bad_string_says_why_and_keeps_the_board() {
        let mut e = editor();
        let before = e.draft.setup().clone();
        e.text = "hello".into();
        assert!(!e.apply_text());
        assert!(e.text_error.as_deref().unwrap().starts_with("Not a position string: "));
        assert_eq!(e.draft.setup(), &before);
        assert!(e.apply_string(" 6/7/8/9/10/11/K8k/9/8/7/6 b - - 0 1\n"));
        assert_eq!(e.text_error, None);
        assert_eq!(e.draft.setup().turn, Color::Black);
    }
}
