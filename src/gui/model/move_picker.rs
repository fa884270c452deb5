//! Picking a legal move on a board by clicks or a drag: select a piece of the side to move, then
//! a target; several moves to one target (promotions) wait for a choice. Pure: no drawing.

use crate::rules::{Cell, Move, MoveKind, Position, Role};

/// The state of a move being picked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MovePicker {
    /// The selected piece's cell.
    pub selected: Option<Cell>,
    /// Its legal moves.
    pub moves: Vec<Move>,
    /// A piece being dragged (its cell).
    pub dragging: Option<Cell>,
    /// Promotion moves waiting for the choice of a piece.
    pub promotion: Vec<Move>,
}

impl MovePicker {
    /// Forgets the selection, the drag and any promotion choice.
    pub fn clear(&mut self) {
        *self = MovePicker::default();
    }

    /// The targets of the selection, each with whether it captures.
    pub fn targets(&self, pos: &Position) -> Vec<(Cell, bool)> {
        let mut out: Vec<(Cell, bool)> = Vec::new();
        for m in &self.moves {
            if !out.iter().any(|(c, _)| *c == m.to) {
                out.push((m.to, pos.piece_at(m.to).is_some() || m.kind == MoveKind::EnPassant));
            }
        }
        out
    }

    fn select(&mut self, pos: &Position, cell: Cell) -> bool {
        let Some(piece) = pos.piece_at(cell) else { return false };
        if piece.color != pos.turn() {
            return false;
        }
        self.selected = Some(cell);
        self.moves = pos.legal_moves().into_iter().filter(|m| m.from == cell).collect();
        true
    }

    /// The move to `to` from the selection: played at once, or held for a promotion choice.
    fn move_to(&mut self, to: Cell) -> Option<Option<Move>> {
        let moves: Vec<Move> = self.moves.iter().copied().filter(|m| m.to == to).collect();
        match moves.as_slice() {
            [] => None,
            [mv] => {
                self.clear();
                Some(Some(*mv))
            }
            _ => {
                self.selected = None;
                self.moves.clear();
                self.dragging = None;
                self.promotion = moves;
                Some(None)
            }
        }
    }

    /// A click on `cell`: moves the selection there, or selects the piece there, or deselects.
    /// Returns the move once it is complete.
    pub fn click(&mut self, pos: &Position, cell: Cell) -> Option<Move> {
        self.promotion.clear();
        if let Some(done) = self.move_to(cell) {
            return done;
        }
        if self.selected == Some(cell) || !self.select(pos, cell) {
            self.clear();
        }
        None
    }

    /// A drag starts on `cell`: the piece there follows the pointer if it may move.
    pub fn drag_start(&mut self, pos: &Position, cell: Cell) {
        self.promotion.clear();
        if self.selected == Some(cell) || self.select(pos, cell) {
            self.dragging = Some(cell);
        }
    }

    /// The drag ends over `at` (or off the board). Returns the move once it is complete.
    pub fn drop(&mut self, at: Option<Cell>) -> Option<Move> {
        let from = self.dragging.take()?;
        match at.filter(|t| *t != from) {
            Some(t) => self.move_to(t).flatten(),
            None => None,
        }
    }

    /// The kinds offered by a waiting promotion.
    pub fn promotion_roles(&self) -> Vec<Role> {
        self.promotion.iter().filter_map(|m| m.promotion).collect()
    }

    /// Chooses the promotion piece. Returns the move.
    pub fn promote(&mut self, role: Role) -> Option<Move> {
        let mv = self.promotion.iter().copied().find(|m| m.promotion == Some(role));
        self.clear();
        mv
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::script::builtin_variant;

    fn cell(pos: &Position, name: &str) -> Cell {
        pos.variant().board().parse_cell(name).unwrap()
    }

    #[test]
    fn click_select_then_target_gives_the_move() {
        let pos = builtin_variant("glinski").unwrap().start_position();
        let mut p = MovePicker::default();
        assert_eq!(p.click(&pos, cell(&pos, "f7")), None, "a black pawn: White is to move");
        assert_eq!(p.selected, None);
        // The f-pawn is blocked after one step (Black's f-pawn stands on f7); the e-pawn has two.
        assert_eq!(p.click(&pos, cell(&pos, "f5")), None);
        assert_eq!(p.targets(&pos).iter().map(|t| t.0).collect::<Vec<_>>(), vec![cell(&pos, "f6")]);
        assert_eq!(p.click(&pos, cell(&pos, "e4")), None, "selecting another piece");
        assert_eq!(p.targets(&pos).len(), 2, "e5 and e6");
        let mv = p.click(&pos, cell(&pos, "e6")).unwrap();
        assert_eq!((mv.from, mv.to), (cell(&pos, "e4"), cell(&pos, "e6")));
        assert_eq!(p, MovePicker::default());
        // Clicking the selected piece again deselects it.
        p.click(&pos, cell(&pos, "f5"));
        p.click(&pos, cell(&pos, "f5"));
        assert_eq!(p.selected, None);
    }

    #[test]
    fn drags_and_promotions() {
        let v = builtin_variant("glinski").unwrap();
        let pos = Position::from_fen(v, "K5/7/8/9/10/9P1/10/9/8/7/5k w - - 0 1").unwrap();
        let mut p = MovePicker::default();
        p.drag_start(&pos, cell(&pos, "f10"));
        assert_eq!(p.dragging, Some(cell(&pos, "f10")));
        assert_eq!(p.drop(Some(cell(&pos, "f11"))), None, "waits for the piece");
        assert_eq!(p.promotion_roles(), vec![Role::Queen, Role::Rook, Role::Bishop, Role::Knight]);
        let mv = p.promote(Role::Knight).unwrap();
        assert_eq!(mv.promotion, Some(Role::Knight));
        p.drag_start(&pos, cell(&pos, "f10"));
        assert_eq!(p.drop(None), None);
        assert_eq!(p.dragging, None);
    }
}
