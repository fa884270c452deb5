//! The position on the editor's board: a [`Setup`] that may be illegal, with its verdict from
//! the rules core and the en-passant choices it allows, both kept current after every change.
//! Pure: no drawing.

use crate::rules::{
    CastlingRight, Cell, Color, Coord, Direction, Piece, Position, PositionStringError, Role, Setup, SetupError,
    SetupErrors, Variant, fen,
};

use super::setup_text::setup_string;

/// An en-passant choice: the cells a pawn of the side that just moved passed on its multi-step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnPassantChoice {
    /// The passed cells, in the order the pawn passed them.
    pub cells: Vec<Coord>,
    /// A readable name, e.g. `e7–e5 (e6)`: the step and the passed cells.
    pub label: String,
}

/// The position being edited.
#[derive(Clone, Debug)]
pub struct PositionDraft {
    variant: &'static Variant,
    setup: Setup,
    verdict: Result<Position, SetupErrors>,
    en_passant: Vec<EnPassantChoice>,
}

impl PositionDraft {
    /// A draft showing a legal position.
    pub fn from_position(pos: &Position) -> PositionDraft {
        PositionDraft::from_setup(pos.variant(), pos.to_setup())
    }

    /// A draft of any setup of `variant`.
    pub fn from_setup(variant: &'static Variant, setup: Setup) -> PositionDraft {
        let mut d =
            PositionDraft { variant, verdict: Position::from_setup(variant, &setup), setup, en_passant: vec![] };
        d.refresh();
        d
    }

    /// The variant.
    pub fn variant(&self) -> &'static Variant {
        self.variant
    }

    /// The setup as it stands.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The legal position, or every reason it is not one.
    pub fn verdict(&self) -> Result<&Position, &SetupErrors> {
        self.verdict.as_ref()
    }

    /// The legal position, if it is one.
    pub fn position(&self) -> Option<&Position> {
        self.verdict.as_ref().ok()
    }

    /// Why the position is illegal, each reason in words; empty when it is legal.
    pub fn reasons(&self) -> Vec<String> {
        match &self.verdict {
            Ok(_) => Vec::new(),
            Err(e) => e.reasons().iter().map(|r| capitalized(&r.to_string())).collect(),
        }
    }

    /// The position string (also of an illegal setup).
    pub fn text(&self) -> String {
        setup_string(self.variant, &self.setup)
    }

    /// The piece on a cell.
    pub fn piece_at(&self, cell: Cell) -> Option<Piece> {
        self.setup.piece_at(Coord::of(self.variant.board(), cell))
    }

    /// Puts `piece` on `cell` (or clears it); returns whether anything changed.
    pub fn place(&mut self, cell: Cell, piece: Option<Piece>) -> bool {
        if self.piece_at(cell) == piece {
            return false;
        }
        self.setup.set(Coord::of(self.variant.board(), cell), piece);
        self.after_board_edit();
        true
    }

    /// Moves the piece on `from` to `to` (replacing what stood there); `to = None` takes it off
    /// the board. Returns whether anything changed.
    pub fn move_piece(&mut self, from: Cell, to: Option<Cell>) -> bool {
        let Some(piece) = self.piece_at(from) else { return false };
        if to == Some(from) {
            return false;
        }
        let board = self.variant.board();
        self.setup.set(Coord::of(board, from), None);
        if let Some(to) = to {
            self.setup.set(Coord::of(board, to), Some(piece));
        }
        self.after_board_edit();
        true
    }

    /// Takes every piece off and clears castling rights and en passant; keeps the side to move.
    pub fn clear(&mut self) {
        let turn = self.setup.turn;
        self.setup = Setup { turn, ..Setup::empty() };
        self.refresh();
    }

    /// The variant's start position.
    pub fn reset_to_start(&mut self) {
        self.setup = self.variant.start_setup().clone();
        self.refresh();
    }

    /// Replaces the whole setup (e.g. a step's position).
    pub fn set_setup(&mut self, setup: Setup) {
        self.setup = setup;
        self.refresh();
    }

    /// Sets the side to move. The en-passant cells belong to the other side's last move, so they
    /// are cleared.
    pub fn set_turn(&mut self, color: Color) {
        if self.setup.turn != color {
            self.setup.turn = color;
            self.setup.en_passant.clear();
            self.refresh();
        }
    }

    /// The variant's castling rights (none in Gliński's and McCooey's chess).
    pub fn castling_rights(&self) -> &'static [CastlingRight] {
        self.variant.castling_rights()
    }

    /// Whether the right's king and rook stand on their home cells, so it may be granted.
    pub fn castling_possible(&self, right: &CastlingRight) -> bool {
        let home = |cell: Cell, role| self.piece_at(cell) == Some(Piece::new(right.color, role));
        home(right.king_home, Role::King) && home(right.rook_home, Role::Rook)
    }

    /// Whether a castling right is granted.
    pub fn has_castling(&self, letter: char) -> bool {
        self.setup.castling.contains(&letter)
    }

    /// Grants or takes away a castling right; letters stay in the variant's order.
    pub fn toggle_castling(&mut self, letter: char) {
        if self.has_castling(letter) {
            self.setup.castling.retain(|c| *c != letter);
        } else {
            self.setup.castling.push(letter);
            let order = |c: &char| self.variant.castling_rights().iter().position(|r| r.letter == *c);
            let mut letters = std::mem::take(&mut self.setup.castling);
            letters.sort_by_key(order);
            self.setup.castling = letters;
        }
        self.refresh();
    }

    /// The en-passant cells a multi-step of the side that just moved could have left, given
    /// the pawns on the board.
    pub fn en_passant_choices(&self) -> &[EnPassantChoice] {
        &self.en_passant
    }

    /// The chosen en-passant choice's index, if one is set and offered.
    pub fn en_passant_index(&self) -> Option<usize> {
        if self.setup.en_passant.is_empty() {
            return None;
        }
        let mut now = self.setup.en_passant.clone();
        now.sort();
        self.en_passant.iter().position(|c| {
            let mut cells = c.cells.clone();
            cells.sort();
            cells == now
        })
    }

    /// Chooses an en-passant choice by index, or none.
    pub fn set_en_passant(&mut self, index: Option<usize>) {
        self.setup.en_passant = index.and_then(|i| self.en_passant.get(i)).map(|c| c.cells.clone()).unwrap_or_default();
        self.refresh();
    }

    /// Reads a position string in any of the public forms. A string that reads replaces the
    /// board even when the position is illegal (the reasons are shown); one that does not read
    /// leaves the board alone.
    ///
    /// # Errors
    /// The [`PositionStringError::Syntax`] error saying what is malformed.
    pub fn apply_text(&mut self, text: &str) -> Result<(), PositionStringError> {
        let setup = fen::parse(self.variant, text.trim())?;
        self.set_setup(setup);
        Ok(())
    }

    /// After pieces moved: castling rights whose pieces left home, and en-passant cells that no
    /// multi-step could have left any more, are dropped.
    fn after_board_edit(&mut self) {
        let rights = self.variant.castling_rights();
        let keep: Vec<char> = self
            .setup
            .castling
            .iter()
            .copied()
            .filter(|l| rights.iter().find(|r| r.letter == *l).is_none_or(|r| self.castling_possible(r)))
            .collect();
        self.setup.castling = keep;
        self.refresh();
        if !self.setup.en_passant.is_empty() && self.en_passant_index().is_none() {
            self.setup.en_passant.clear();
            self.refresh();
        }
    }

    fn refresh(&mut self) {
        self.verdict = Position::from_setup(self.variant, &self.setup);
        self.en_passant = en_passant_choices(self.variant, &self.setup);
    }
}

/// Every en-passant choice of `setup`: for each pawn of the side that just moved, each run of
/// empty cells behind it that the rules core accepts as the cells of a multi-step it made.
fn en_passant_choices(variant: &'static Variant, setup: &Setup) -> Vec<EnPassantChoice> {
    let board = variant.board();
    let mover = setup.turn.other();
    let mut probe = setup.clone();
    let mut out = Vec::new();
    let mut pawns: Vec<Cell> = setup
        .pieces
        .iter()
        .filter(|(_, p)| *p == Piece::new(mover, Role::Pawn))
        .filter_map(|(c, _)| c.cell(board))
        .collect();
    pawns.sort_by_key(|c| (board.file_of(*c), board.rank_of(*c)));
    for pawn in pawns {
        for dir in Direction::ALL {
            // Walk back from the pawn over empty cells; each prefix is a candidate path.
            let mut behind: Vec<Cell> = Vec::new();
            let mut cur = pawn;
            while let Some(next) = board.step(cur, dir) {
                if behind.len() >= 7 || setup.piece_at(Coord::of(board, next)).is_some() {
                    break;
                }
                behind.push(next);
                cur = next;
                probe.en_passant = behind.iter().rev().map(|c| Coord::of(board, *c)).collect();
                if en_passant_accepted(variant, &probe) {
                    let origin = board.step(cur, dir).map(|o| board.name(o)).unwrap_or_default();
                    let passed: Vec<String> = behind.iter().rev().map(|c| board.name(*c)).collect();
                    out.push(EnPassantChoice {
                        cells: probe.en_passant.clone(),
                        label: format!("{origin}–{} ({})", board.name(pawn), passed.join(", ")),
                    });
                }
            }
        }
    }
    out
}

/// Whether the rules core finds nothing wrong with the setup's en-passant cells.
fn en_passant_accepted(variant: &'static Variant, setup: &Setup) -> bool {
    match Position::from_setup(variant, setup) {
        Ok(_) => true,
        Err(e) => !e.reasons().iter().any(|r| matches!(r, SetupError::BadEnPassant { .. })),
    }
}

fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().collect::<String>() + c.as_str()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::script::builtin_variant;

    fn draft(variant: &str, text: &str) -> PositionDraft {
        let v = builtin_variant(variant).unwrap();
        let mut d = PositionDraft::from_setup(v, Setup::empty());
        d.apply_text(text).unwrap();
        d
    }

    fn cell(d: &PositionDraft, name: &str) -> Cell {
        d.variant().board().parse_cell(name).unwrap()
    }

    #[test]
    fn two_white_kings_are_named_and_removing_one_makes_it_legal() {
        let mut d = draft("glinski", "6/7/8/9/10/11/K8k/9/8/7/6 w - - 0 1");
        assert!(d.position().is_some());
        let f1 = cell(&d, "f1");
        assert!(d.place(f1, Some(Piece::new(Color::White, Role::King))));
        assert_eq!(d.reasons(), vec!["White has two kings".to_string()]);
        assert!(d.position().is_none());
        assert!(d.place(f1, None));
        assert!(d.reasons().is_empty());
        assert!(!d.place(f1, None), "nothing changes");
    }

    #[test]
    fn en_passant_is_offered_only_behind_a_pawn_that_could_have_stepped_twice() {
        // Black to move; White's pawn on e6 came from its start hex e4 over an empty e5.
        let mut d = draft("glinski", "6/7/8/9/5P4/11/K8k/9/8/7/6 b - - 0 1");
        let labels: Vec<&str> = d.en_passant_choices().iter().map(|c| c.label.as_str()).collect();
        assert_eq!(labels, ["e4–e6 (e5)"]);
        d.set_en_passant(Some(0));
        assert_eq!(d.setup().en_passant, vec![Coord::of(d.variant().board(), cell(&d, "e5"))]);
        assert!(d.position().is_some(), "{:?}", d.reasons());
        assert!(d.text().contains(" b - e5 "), "{}", d.text());
        // Something on the start hex: no longer possible, and the choice is dropped.
        let e4 = cell(&d, "e4");
        d.place(e4, Some(Piece::new(Color::Black, Role::Knight)));
        assert!(d.en_passant_choices().is_empty());
        assert!(d.setup().en_passant.is_empty());
        // White to move: en passant would belong to Black's pawns, and there are none.
        let mut d = draft("glinski", "6/7/8/9/5P4/11/K8k/9/8/7/6 w - - 0 1");
        assert!(d.en_passant_choices().is_empty());
        d.set_turn(Color::Black);
        assert_eq!(d.en_passant_choices().len(), 1);
    }

    #[test]
    fn a_shafran_triple_step_passes_two_cells() {
        // White's d-pawn stands on d5 after d2-d5 (d2 allows three cells, d3 only one).
        let v = builtin_variant("shafran").unwrap();
        let mut setup = Setup::empty();
        let board = v.board();
        for (name, c) in [("d5", 'P'), ("a1", 'K'), ("i10", 'k')] {
            setup.set(Coord::of(board, board.parse_cell(name).unwrap()), Piece::from_char(c));
        }
        setup.turn = Color::Black;
        let mut d = PositionDraft::from_setup(v, setup);
        let labels: Vec<&str> = d.en_passant_choices().iter().map(|c| c.label.as_str()).collect();
        assert_eq!(labels, ["d2–d5 (d3, d4)"]);
        d.set_en_passant(Some(0));
        assert!(d.position().is_some(), "{:?}", d.reasons());
        assert!(d.text().contains(" b - d3,d4 "), "{}", d.text());
    }

    #[test]
    fn castling_rights_follow_the_pieces() {
        let v = builtin_variant("shafran").unwrap();
        let mut d = PositionDraft::from_setup(v, v.start_setup().clone());
        let letters: Vec<char> = d.castling_rights().iter().map(|r| r.letter).collect();
        assert_eq!(letters, ['Q', 'B', 'q', 'b']);
        assert!(letters.iter().all(|l| d.has_castling(*l)));
        d.toggle_castling('B');
        assert!(!d.has_castling('B'));
        d.toggle_castling('B');
        assert_eq!(d.setup().castling, vec!['Q', 'B', 'q', 'b']);
        // Moving White's king home takes away both of White's rights.
        let right = d.castling_rights()[0].clone();
        d.move_piece(right.king_home, None);
        assert_eq!(d.setup().castling, vec!['q', 'b']);
        assert!(!d.castling_possible(&right));
    }

    #[test]
    fn bad_text_leaves_the_board_and_illegal_text_is_shown() {
        let mut d = draft("glinski", "6/7/8/9/10/11/K8k/9/8/7/6 w - - 0 1");
        let before = d.setup().clone();
        let err = d.apply_text("6/7/8 w - - 0 1").unwrap_err();
        assert!(err.to_string().contains("the board field has 3 rows"), "{err}");
        assert_eq!(d.setup(), &before);
        d.apply_text("6/7/8/9/10/11/K8K/9/8/7/6 w - - 0 1").unwrap();
        assert_eq!(d.reasons(), vec!["White has two kings".to_string(), "Black has no king".to_string()]);
    }

    #[test]
    fn moving_and_clearing() {
        let v = builtin_variant("glinski").unwrap();
        let mut d = PositionDraft::from_position(&v.start_position());
        let (f5, f7) = (cell(&d, "f5"), cell(&d, "f7"));
        assert!(d.move_piece(f5, Some(f7)));
        assert_eq!(d.piece_at(f7), Some(Piece::new(Color::White, Role::Pawn)));
        assert_eq!(d.piece_at(f5), None);
        d.set_turn(Color::Black);
        d.clear();
        assert!(d.setup().pieces.is_empty());
        assert_eq!(d.setup().turn, Color::Black);
        d.reset_to_start();
        assert_eq!(d.position().copied(), Some(v.start_position()));
    }
}
