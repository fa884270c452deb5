//! A slow reference move generator, written apart from the engine's move generation.
//!
//! It reads the rules from the variant's spec (not from the compiled tables), walks the board
//! one hex at a time with `Board::step` and hex arithmetic, makes moves on a plain map of cells,
//! and tests check with its own attack test. Only the board geometry (cell names, which hexes
//! exist) is shared with the engine.

use std::collections::{BTreeMap, BTreeSet};

use hexchess::rules::spec::{DirectionSet, EnPassantRule, MoveSpec, Symmetry, VariantSpec};
use hexchess::rules::{Board, Cell, Color, Direction, Hex, Piece, Position, Role, Variant};

/// A position as plain data: what the reference generator works on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plain {
    /// The pieces by cell.
    pub cells: BTreeMap<Cell, Piece>,
    /// The side to move.
    pub turn: Color,
    /// The castling-right letters.
    pub castling: BTreeSet<char>,
    /// The cells the last multi-step pawn passed.
    pub ep_passed: BTreeSet<Cell>,
    /// Plies since the last capture or pawn move.
    pub halfmove: u32,
    /// The move number.
    pub fullmove: u32,
}

impl Plain {
    /// The plain data of an engine position, read through `Position::to_setup`.
    pub fn of(pos: &Position) -> Plain {
        let board = pos.variant().board();
        let setup = pos.to_setup();
        let at = |c: hexchess::rules::Coord| c.cell(board).expect("a position's pieces stand on the board");
        Plain {
            cells: setup.pieces.iter().map(|(c, p)| (at(*c), *p)).collect(),
            turn: setup.turn,
            castling: setup.castling.iter().copied().collect(),
            ep_passed: setup.en_passant.iter().map(|c| at(*c)).collect(),
            halfmove: setup.halfmove_clock,
            fullmove: setup.fullmove_number,
        }
    }
}

/// What a reference move does besides moving one piece.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Special {
    /// Nothing else.
    None,
    /// A pawn's move of two or more cells, passing these cells.
    MultiStep(BTreeSet<Cell>),
    /// An en-passant capture of the pawn on this cell.
    EnPassant(Cell),
    /// Castling: the rook's from and to cells.
    Castle(Cell, Cell),
}

/// A move found by the reference generator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefMove {
    /// From cell (the king's, for castling).
    pub from: Cell,
    /// To cell (the king's, for castling).
    pub to: Cell,
    /// The promotion kind.
    pub promotion: Option<Role>,
    /// Anything else the move does.
    pub special: Special,
}

/// The reference generator for one variant.
pub struct Reference {
    variant: &'static Variant,
    min_y: i8,
    max_y: i8,
    last_q: i8,
}

fn hour(h: u8) -> Direction {
    Direction::from_clock(h).expect("a clock hour")
}

/// The direction with step `(dq, dy)`.
fn with_delta(delta: (i8, i8)) -> Direction {
    Direction::ALL.into_iter().find(|d| d.delta() == delta).expect("every reflected step is a direction")
}

impl Reference {
    /// The generator for `variant`.
    pub fn new(variant: &'static Variant) -> Reference {
        let board = variant.board();
        let ys: Vec<i8> = board.cells().map(|c| board.hex(c).y).collect();
        Reference {
            variant,
            min_y: *ys.iter().min().expect("cells"),
            max_y: *ys.iter().max().expect("cells"),
            last_q: board.files().len() as i8 - 1,
        }
    }

    fn board(&self) -> &Board {
        self.variant.board()
    }

    fn spec(&self) -> &VariantSpec {
        self.variant.spec()
    }

    /// A White direction as seen by `color`: Black's is its image under the variant's symmetry.
    fn for_color(&self, color: Color, d: Direction) -> Direction {
        let (dq, dy) = d.delta();
        match (color, self.spec().symmetry) {
            (Color::White, _) => d,
            (Color::Black, Symmetry::Mirror) => with_delta((dq, -dy)),
            (Color::Black, Symmetry::Rotate) => with_delta((-dq, -dy)),
        }
    }

    /// The image of a cell under the variant's symmetry.
    pub fn image(&self, cell: Cell) -> Cell {
        let h = self.board().hex(cell);
        let y = self.min_y + self.max_y - h.y;
        let q = match self.spec().symmetry {
            Symmetry::Mirror => h.q,
            Symmetry::Rotate => self.last_q - h.q,
        };
        self.board().cell_at(Hex { q, y }).expect("the board is symmetric")
    }

    fn cell(&self, name: &str) -> Cell {
        self.board().parse_cell(name).expect("spec cells are on the board")
    }

    fn forward(&self, color: Color) -> Direction {
        self.for_color(color, hour(self.spec().pawn.forward))
    }

    fn is_promotion_cell(&self, color: Color, cell: Cell) -> bool {
        self.board().step(cell, self.forward(color)).is_none()
    }

    /// How many cells a pawn of `color` on `cell` may go.
    fn multi_step(&self, color: Color, cell: Cell) -> u8 {
        let white_cell = if color == Color::White { cell } else { self.image(cell) };
        self.spec().pawn.multi_step.get(&self.board().name(white_cell)).copied().unwrap_or(1)
    }

    fn pawn_captures(&self, color: Color, cell: Cell) -> Vec<Cell> {
        let caps = &self.spec().pawn.captures;
        caps.iter().filter_map(|h| self.board().step(cell, self.for_color(color, hour(*h)))).collect()
    }

    /// The targets of a leap path from `cell` in all six 60° turns and their mirror images.
    fn leaps(&self, cell: Cell, path: &[u8]) -> BTreeSet<Cell> {
        // A 60° clockwise turn in doubled coordinates: (0,2) -> (1,1) -> (1,-1) -> (0,-2) ...
        let turn60 = |(dq, dy): (i8, i8)| ((dq + dy) / 2, (dy - 3 * dq) / 2);
        let mut out = BTreeSet::new();
        for mirror in [false, true] {
            let mut steps: Vec<(i8, i8)> = path
                .iter()
                .map(|h| hour(*h).delta())
                .map(|(dq, dy)| if mirror { (-dq, dy) } else { (dq, dy) })
                .collect();
            for _ in 0..6 {
                let (q, y) = steps.iter().fold((0i8, 0i8), |(q, y), (dq, dy)| (q + dq, y + dy));
                let hex = self.board().hex(cell);
                if let Some(to) = self.board().cell_at(Hex { q: hex.q + q, y: hex.y + y }) {
                    out.insert(to);
                }
                steps = steps.into_iter().map(turn60).collect();
            }
        }
        out.remove(&cell);
        out
    }

    fn set(set: DirectionSet) -> Vec<Direction> {
        Direction::ALL
            .into_iter()
            .filter(|d| match set {
                DirectionSet::Orthogonal => d.delta().0 == 0 || d.delta().1.abs() == 1,
                DirectionSet::Diagonal => d.delta().0 != 0 && d.delta().1.abs() != 1,
                DirectionSet::All => true,
            })
            .collect()
    }

    /// Cells a non-pawn piece on `cell` reaches, own pieces included (slides stop at the first piece).
    fn reach(&self, plain: &Plain, cell: Cell, role: Role) -> BTreeSet<Cell> {
        let spec = self.spec().pieces.get(role).expect("not a pawn");
        let mut out = BTreeSet::new();
        for m in &spec.moves {
            match m {
                MoveSpec::Slide(set) => {
                    for d in Self::set(*set) {
                        let mut cur = cell;
                        while let Some(next) = self.board().step(cur, d) {
                            out.insert(next);
                            if plain.cells.contains_key(&next) {
                                break;
                            }
                            cur = next;
                        }
                    }
                }
                MoveSpec::Step(set) => {
                    out.extend(Self::set(*set).into_iter().filter_map(|d| self.board().step(cell, d)))
                }
                MoveSpec::Leap(path) => out.extend(self.leaps(cell, path)),
            }
        }
        out
    }

    /// Whether a piece of `by` attacks `target`.
    pub fn attacked(&self, plain: &Plain, target: Cell, by: Color) -> bool {
        plain.cells.iter().filter(|(_, p)| p.color == by).any(|(c, p)| match p.role {
            Role::Pawn => self.pawn_captures(by, *c).contains(&target),
            role => self.reach(plain, *c, role).contains(&target),
        })
    }

    fn king(plain: &Plain, color: Color) -> Option<Cell> {
        plain.cells.iter().find(|(_, p)| **p == Piece::new(color, Role::King)).map(|(c, _)| *c)
    }

    /// The cells strictly between two cells on one line, if they share one.
    fn between(&self, a: Cell, b: Cell) -> Option<Vec<Cell>> {
        for d in Direction::ALL {
            let mut cells = Vec::new();
            let mut cur = a;
            while let Some(next) = self.board().step(cur, d) {
                if next == b {
                    return Some(cells);
                }
                cells.push(next);
                cur = next;
            }
        }
        None
    }

    fn push_pawn_move(&self, out: &mut Vec<RefMove>, color: Color, from: Cell, to: Cell, special: Special) {
        if self.is_promotion_cell(color, to) {
            for role in &self.spec().pawn.promotion {
                out.push(RefMove { from, to, promotion: Some(*role), special: special.clone() });
            }
        } else {
            out.push(RefMove { from, to, promotion: None, special });
        }
    }

    /// Moves that obey piece movement but may leave the own king attacked.
    pub fn pseudo_legal(&self, plain: &Plain) -> Vec<RefMove> {
        let us = plain.turn;
        let mut out = Vec::new();
        for (&from, piece) in plain.cells.iter().filter(|(_, p)| p.color == us) {
            if piece.role != Role::Pawn {
                for to in self.reach(plain, from, piece.role) {
                    if plain.cells.get(&to).is_none_or(|p| p.color != us) {
                        out.push(RefMove { from, to, promotion: None, special: Special::None });
                    }
                }
                continue;
            }
            let fwd = self.forward(us);
            let mut passed = BTreeSet::new();
            let mut cur = from;
            for n in 1..=self.multi_step(us, from) {
                let Some(next) = self.board().step(cur, fwd).filter(|c| !plain.cells.contains_key(c)) else { break };
                let special = if n == 1 { Special::None } else { Special::MultiStep(passed.clone()) };
                self.push_pawn_move(&mut out, us, from, next, special);
                passed.insert(next);
                cur = next;
            }
            for to in self.pawn_captures(us, from) {
                match plain.cells.get(&to) {
                    Some(p) if p.color != us => self.push_pawn_move(&mut out, us, from, to, Special::None),
                    Some(_) => {}
                    None => {
                        if let Some(victim) = self.en_passant_victim(plain, to) {
                            self.push_pawn_move(&mut out, us, from, to, Special::EnPassant(victim));
                        }
                    }
                }
            }
        }
        self.castlings(plain, &mut out);
        out
    }

    /// The pawn taken by an en-passant capture landing on `to`, if that capture is allowed.
    fn en_passant_victim(&self, plain: &Plain, to: Cell) -> Option<Cell> {
        let them = plain.turn.other();
        let fwd = self.forward(them);
        let last = plain
            .ep_passed
            .iter()
            .copied()
            .find(|c| self.board().step(*c, fwd).is_some_and(|n| !plain.ep_passed.contains(&n)))?;
        let allowed = match self.spec().pawn.en_passant {
            EnPassantRule::AllPassed => plain.ep_passed.contains(&to),
            EnPassantRule::LastPassed => to == last,
            EnPassantRule::None => false,
        };
        let victim = self.board().step(last, fwd)?;
        (allowed && plain.cells.get(&victim) == Some(&Piece::new(them, Role::Pawn))).then_some(victim)
    }

    fn castlings(&self, plain: &Plain, out: &mut Vec<RefMove>) {
        let us = plain.turn;
        for c in self.spec().castling.iter().filter(|c| c.color == us) {
            let letter = c.right.chars().next().expect("one letter");
            let letter = if us == Color::White { letter.to_ascii_uppercase() } else { letter.to_ascii_lowercase() };
            let (king_from, king_to) = (self.cell(&c.king[0]), self.cell(&c.king[1]));
            let (rook_from, rook_to) = (self.cell(&c.rook[0]), self.cell(&c.rook[1]));
            let home = plain.cells.get(&king_from) == Some(&Piece::new(us, Role::King))
                && plain.cells.get(&rook_from) == Some(&Piece::new(us, Role::Rook));
            if !plain.castling.contains(&letter) || !home {
                continue;
            }
            let between = self.between(king_from, rook_from).expect("king and rook share a line");
            let free = |cell: &Cell| !plain.cells.contains_key(cell) || *cell == king_from || *cell == rook_from;
            if !between.iter().all(free) || !free(&king_to) || !free(&rook_to) {
                continue;
            }
            if self.attacked(plain, king_from, us.other()) {
                continue;
            }
            let crossed = self.between(king_from, king_to).expect("the king moves along a line");
            if crossed.iter().any(|cell| self.attacked(plain, *cell, us.other())) {
                continue;
            }
            out.push(RefMove {
                from: king_from,
                to: king_to,
                promotion: None,
                special: Special::Castle(rook_from, rook_to),
            });
        }
    }

    /// The position after a move.
    pub fn make(&self, plain: &Plain, mv: &RefMove) -> Plain {
        let mut next = plain.clone();
        let us = plain.turn;
        let moving = next.cells.remove(&mv.from).expect("a piece on the from cell");
        let mut capture = next.cells.remove(&mv.to).is_some();
        let mut touched = vec![mv.from, mv.to];
        match &mv.special {
            Special::EnPassant(victim) => {
                capture |= next.cells.remove(victim).is_some();
            }
            Special::Castle(rook_from, rook_to) => {
                let rook = next.cells.remove(rook_from).expect("the castling rook");
                next.cells.insert(*rook_to, rook);
                touched.push(*rook_from);
            }
            Special::None | Special::MultiStep(_) => {}
        }
        let landed = mv.promotion.map_or(moving, |role| Piece::new(us, role));
        next.cells.insert(mv.to, landed);
        for c in &self.spec().castling {
            if touched.contains(&self.cell(&c.king[0])) || touched.contains(&self.cell(&c.rook[0])) {
                let letter = c.right.chars().next().expect("one letter");
                let letter =
                    if c.color == Color::White { letter.to_ascii_uppercase() } else { letter.to_ascii_lowercase() };
                next.castling.remove(&letter);
            }
        }
        next.ep_passed = match &mv.special {
            Special::MultiStep(passed) if self.spec().pawn.en_passant != EnPassantRule::None => passed.clone(),
            _ => BTreeSet::new(),
        };
        next.halfmove = if capture || moving.role == Role::Pawn { 0 } else { plain.halfmove + 1 };
        if us == Color::Black {
            next.fullmove += 1;
        }
        next.turn = us.other();
        next
    }

    /// The legal moves: pseudo-legal moves after which the mover's king is not attacked.
    pub fn legal(&self, plain: &Plain) -> Vec<RefMove> {
        let us = plain.turn;
        self.pseudo_legal(plain)
            .into_iter()
            .filter(|mv| {
                let next = self.make(plain, mv);
                Self::king(&next, us).is_some_and(|k| !self.attacked(&next, k, us.other()))
            })
            .collect()
    }
}
