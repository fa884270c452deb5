//! A compiled variant: the spec plus the tables that move generation reads.

use std::sync::{Mutex, OnceLock};

use super::bitboard::Bitboard;
use super::board::Board;
use super::geometry::{Cell, Direction, Hex};
use super::piece::{ByColor, Color, Piece, Role};
use super::setup::{Coord, Setup};
use super::spec::{DirectionSet, EnPassantRule, MoveSpec, Symmetry, VariantSpec};
use super::tables::{self, MovementInput, Tables};
use super::variant_error::SpecError;
use super::zobrist::Zobrist;
use super::{Position, RuleSettings};

/// One castling move, compiled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Castling {
    /// The side that castles.
    pub color: Color,
    /// Index of the castling right it needs (a bit of the position's rights).
    pub right: u8,
    /// Notation, e.g. `Q-0-0`.
    pub notation: String,
    /// King's start cell.
    pub king_from: Cell,
    /// King's destination.
    pub king_to: Cell,
    /// Rook's start cell.
    pub rook_from: Cell,
    /// Rook's destination.
    pub rook_to: Cell,
    /// Cells that must be empty (apart from this king and rook).
    pub(crate) must_be_empty: Bitboard,
    /// Cells the king passes through, excluding its start and destination.
    pub(crate) king_path: Bitboard,
}

/// A castling right: a rook that has not moved, with its king.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CastlingRight {
    /// Whose right it is.
    pub color: Color,
    /// The letter, upper case for White and lower case for Black in a position string.
    pub letter: char,
    /// The king's home cell.
    pub king_home: Cell,
    /// The rook's home cell.
    pub rook_home: Cell,
}

/// A variant compiled for fast move generation. Compiled variants live for the whole program.
pub struct Variant {
    spec: VariantSpec,
    board: Board,
    pub(crate) tables: Box<Tables>,
    /// Bit `r` set: kind `r` slides orthogonally.
    pub(crate) orthogonal_sliders: u8,
    /// Bit `r` set: kind `r` slides diagonally.
    pub(crate) diagonal_sliders: u8,
    /// Kinds other than the pawn that step or leap.
    pub(crate) jumpers: Vec<Role>,
    pub(crate) multi_step: [[u8; 128]; 2],
    pub(crate) promotion_cells: ByColor<Bitboard>,
    pub(crate) promotion_roles: Vec<Role>,
    pub(crate) en_passant: EnPassantRule,
    pub(crate) castlings: Vec<Castling>,
    pub(crate) rights: Vec<CastlingRight>,
    /// `rights_lost[cell]`: rights that a move from or to `cell` removes.
    pub(crate) rights_lost: [u8; 128],
    pub(crate) zobrist: Zobrist,
    symmetry_map: Vec<Cell>,
    start: Setup,
}

impl std::fmt::Debug for Variant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Variant").field("name", &self.spec.name).finish_non_exhaustive()
    }
}

impl PartialEq for Variant {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other) || self.spec == other.spec
    }
}

fn registry() -> &'static Mutex<Vec<&'static Variant>> {
    static REGISTRY: OnceLock<Mutex<Vec<&'static Variant>>> = OnceLock::new();
    REGISTRY.get_or_init(|| Mutex::new(Vec::new()))
}

impl Variant {
    /// Compiles a spec, checking it thoroughly.
    ///
    /// Compiled variants are interned for the life of the program: compiling an equal spec again
    /// returns the same `&'static Variant`, so positions can hold a plain reference to their
    /// tables. Only distinct specs cost memory (about 100 KiB each).
    ///
    /// # Errors
    /// A [`SpecError`] naming the first problem found.
    pub fn compile(spec: &VariantSpec) -> Result<&'static Variant, SpecError> {
        let mut reg = registry().lock().unwrap_or_else(|e| e.into_inner());
        if let Some(v) = reg.iter().find(|v| v.spec == *spec) {
            return Ok(v);
        }
        let v: &'static Variant = Box::leak(Box::new(Self::build(spec)?));
        reg.push(v);
        Ok(v)
    }

    fn build(spec: &VariantSpec) -> Result<Variant, SpecError> {
        let valid_name = !spec.name.is_empty()
            && spec.name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_');
        if !valid_name {
            return Err(SpecError::BadName(spec.name.clone()));
        }
        let board = Board::new(&spec.board)?;
        let symmetry_map = symmetry_map(&board, spec.symmetry)?;
        let sym_dir = |d: Direction| match spec.symmetry {
            Symmetry::Mirror => d.mirrored_vertically(),
            Symmetry::Rotate => d.opposite(),
        };
        let clock = |context: &str, hour: u8| {
            Direction::from_clock(hour)
                .filter(|_| hour >= 1)
                .ok_or_else(|| SpecError::BadDirection { context: context.to_string(), hour })
        };

        // Piece movement.
        let mut jump_paths: [Vec<Vec<Direction>>; 6] = Default::default();
        let (mut orthogonal_sliders, mut diagonal_sliders) = (0u8, 0u8);
        for role in Role::ALL {
            let Some(piece) = spec.pieces.get(role) else { continue };
            if piece.moves.is_empty() {
                return Err(SpecError::BadPiece { role: role.name(), reason: "has no moves".into() });
            }
            for m in &piece.moves {
                match m {
                    MoveSpec::Slide(set) => {
                        if role == Role::King {
                            return Err(SpecError::BadPiece {
                                role: role.name(),
                                reason: "the king may only step or leap".into(),
                            });
                        }
                        if matches!(set, DirectionSet::Orthogonal | DirectionSet::All) {
                            orthogonal_sliders |= 1 << role.index();
                        }
                        if matches!(set, DirectionSet::Diagonal | DirectionSet::All) {
                            diagonal_sliders |= 1 << role.index();
                        }
                    }
                    MoveSpec::Step(set) => {
                        for d in directions(*set) {
                            jump_paths[role.index()].push(vec![d]);
                        }
                    }
                    MoveSpec::Leap(path) => {
                        if path.is_empty() || path.len() > 8 {
                            return Err(SpecError::BadPiece {
                                role: role.name(),
                                reason: "a leap needs 1 to 8 clock directions".into(),
                            });
                        }
                        let dirs = path.iter().map(|h| clock(role.name(), *h)).collect::<Result<Vec<_>, _>>()?;
                        jump_paths[role.index()].extend(leap_images(&dirs));
                    }
                }
            }
        }
        let jumpers = Role::ALL.into_iter().filter(|r| !jump_paths[r.index()].is_empty()).collect();

        // Pawns.
        let pawn = &spec.pawn;
        let forward = clock("pawn.forward", pawn.forward)?;
        let captures = pawn.captures.iter().map(|h| clock("pawn.captures", *h)).collect::<Result<Vec<_>, _>>()?;
        if captures.is_empty() {
            return Err(SpecError::BadPawn("needs at least one capture direction".into()));
        }
        let input = MovementInput {
            jump_paths,
            pawn_forward: [forward, sym_dir(forward)],
            pawn_captures: [captures.clone(), captures.iter().map(|d| sym_dir(*d)).collect()],
        };
        let tables = tables::build(&board, &input);
        if pawn.promotion.is_empty() || pawn.promotion.iter().any(|r| matches!(r, Role::Pawn | Role::King)) {
            return Err(SpecError::BadPawn("promotion must list queen, rook, bishop or knight".into()));
        }
        let mut promotion_cells = ByColor::<Bitboard>::default();
        for cell in board.cells() {
            for color in Color::ALL {
                if tables.push(color, cell).is_none() {
                    promotion_cells.get_mut(color).insert(cell);
                }
            }
        }
        let mut multi_step = [[1u8; 128]; 2];
        for (name, &steps) in &pawn.multi_step {
            let cell = board
                .parse_cell(name)
                .ok_or_else(|| SpecError::UnknownCell { context: "pawn.multi_step".into(), cell: name.clone() })?;
            if !(1..=8).contains(&steps) {
                return Err(SpecError::BadPawn(format!("multi_step {name} = {steps}: must be 1 to 8")));
            }
            for color in Color::ALL {
                let c = if color == Color::White { cell } else { symmetry_map[cell.ix()] };
                let mut cur = c;
                for _ in 1..steps {
                    match tables.push(color, cur) {
                        Some(n) if !promotion_cells.get(color).contains(n) => cur = n,
                        _ => {
                            return Err(SpecError::BadPawn(format!(
                                "multi_step {name} = {steps} reaches the board's edge or a promotion cell"
                            )));
                        }
                    }
                }
                multi_step[color.index()][c.ix()] = steps;
            }
        }

        let (castlings, rights, rights_lost) = compile_castling(spec, &board, &tables)?;
        let zobrist = Zobrist::new(board.cell_count(), rights.len());
        let start = start_setup(spec, &board)?;
        let mut variant = Variant {
            spec: spec.clone(),
            board,
            tables,
            orthogonal_sliders,
            diagonal_sliders,
            jumpers,
            multi_step,
            promotion_cells,
            promotion_roles: pawn.promotion.clone(),
            en_passant: pawn.en_passant,
            castlings,
            rights,
            rights_lost,
            zobrist,
            symmetry_map,
            start,
        };
        // Give the start every castling right whose pieces stand at home.
        let mut start = variant.start.clone();
        start.castling = variant
            .rights
            .iter()
            .filter(|r| {
                let at =
                    |c: Cell, role| start.piece_at(Coord::of(&variant.board, c)) == Some(Piece::new(r.color, role));
                at(r.king_home, Role::King) && at(r.rook_home, Role::Rook)
            })
            .map(|r| r.letter)
            .collect();
        // The start must be a legal position: `start_position` relies on it.
        super::validate::validate(&variant, &start).map_err(SpecError::BadSetup)?;
        variant.start = start;
        Ok(variant)
    }

    /// The spec this variant was compiled from.
    pub fn spec(&self) -> &VariantSpec {
        &self.spec
    }

    /// The short identifier, e.g. `"glinski"`.
    pub fn name(&self) -> &str {
        &self.spec.name
    }

    /// The name shown to players, e.g. `"Gliński"`.
    pub fn title(&self) -> &str {
        &self.spec.title
    }

    /// The board geometry and cell names.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The default settings of the tweakable rules.
    pub fn default_rules(&self) -> RuleSettings {
        self.spec.rules
    }

    /// The symmetry that maps White's army onto Black's.
    pub fn symmetry(&self) -> Symmetry {
        self.spec.symmetry
    }

    /// The image of a cell under the variant's symmetry.
    pub fn symmetric_cell(&self, cell: Cell) -> Cell {
        self.symmetry_map[cell.ix().min(self.symmetry_map.len() - 1)]
    }

    /// The start position as a setup.
    pub fn start_setup(&self) -> &Setup {
        &self.start
    }

    /// The start position. It cannot fail: [`Variant::compile`] rejects a spec whose start
    /// position is illegal ([`SpecError::BadSetup`]).
    pub fn start_position(&'static self) -> Position {
        Position::from_setup(self, &self.start).expect("Variant::compile validates the start position")
    }

    /// The castling moves, in spec order.
    pub fn castlings(&self) -> &[Castling] {
        &self.castlings
    }

    /// The castling rights, in the order of the position's rights bits.
    pub fn castling_rights(&self) -> &[CastlingRight] {
        &self.rights
    }

    /// The kinds a pawn may promote to.
    pub fn promotion_roles(&self) -> &[Role] {
        &self.promotion_roles
    }

    /// The cells where a pawn of `color` promotes.
    pub fn promotion_cells(&self, color: Color) -> Bitboard {
        *self.promotion_cells.get(color)
    }

    /// How many cells a pawn of `color` on `cell` may go on one move (1 if no multi-step).
    pub fn multi_step(&self, color: Color, cell: Cell) -> u8 {
        self.multi_step[color.index()][cell.ix()]
    }

    /// Every cell on a line (orthogonal or diagonal) through `cell`, `cell` excluded.
    #[inline]
    pub fn lines(&self, cell: Cell) -> Bitboard {
        self.tables.orthogonal_lines[cell.ix()] | self.tables.diagonal_lines[cell.ix()]
    }

    /// The cells a piece of `role` on `cell` attacks, given the occupancy (pawns: captures of `color`).
    #[inline]
    pub fn attacks(&self, piece: Piece, cell: Cell, occupied: Bitboard) -> Bitboard {
        let t = &self.tables;
        if piece.role == Role::Pawn {
            return t.pawn_captures[piece.color.index()][cell.ix()];
        }
        let r = piece.role.index();
        let mut a = t.jumps[r][cell.ix()];
        if self.orthogonal_sliders & (1 << r) != 0 {
            a |= t.orthogonal_attacks(cell, occupied);
        }
        if self.diagonal_sliders & (1 << r) != 0 {
            a |= t.diagonal_attacks(cell, occupied);
        }
        a
    }
}

fn directions(set: DirectionSet) -> Vec<Direction> {
    match set {
        DirectionSet::Orthogonal => Direction::ORTHOGONAL.to_vec(),
        DirectionSet::Diagonal => Direction::DIAGONAL.to_vec(),
        DirectionSet::All => Direction::ALL.to_vec(),
    }
}

/// A leap path in all six 60° rotations and their mirror images, without repeats.
fn leap_images(path: &[Direction]) -> Vec<Vec<Direction>> {
    let mut out: Vec<Vec<Direction>> = Vec::new();
    let mut seen: Vec<(i32, i32)> = Vec::new();
    for mirror in [false, true] {
        for turn in 0..6 {
            let p: Vec<Direction> = path
                .iter()
                .map(|d| {
                    let d = if mirror { d.mirrored_horizontally() } else { *d };
                    d.turned(2 * turn)
                })
                .collect();
            let sum = p.iter().fold((0, 0), |(q, y), d| (q + d.delta().0 as i32, y + d.delta().1 as i32));
            if sum != (0, 0) && !seen.contains(&sum) {
                seen.push(sum);
                out.push(p);
            }
        }
    }
    out
}

fn symmetry_map(board: &Board, symmetry: Symmetry) -> Result<Vec<Cell>, SpecError> {
    let (min_y, max_y) = board.height_range();
    let last_q = board.files().len() as i8 - 1;
    board
        .cells()
        .map(|c| {
            let h = board.hex(c);
            let image = match symmetry {
                Symmetry::Mirror => Hex { q: h.q, y: min_y + max_y - h.y },
                Symmetry::Rotate => Hex { q: last_q - h.q, y: min_y + max_y - h.y },
            };
            board.cell_at(image).ok_or_else(|| SpecError::NotSymmetric(symmetry, board.name(c)))
        })
        .collect()
}

type CompiledCastling = (Vec<Castling>, Vec<CastlingRight>, [u8; 128]);

fn compile_castling(spec: &VariantSpec, board: &Board, tables: &Tables) -> Result<CompiledCastling, SpecError> {
    let mut castlings = Vec::new();
    let mut rights: Vec<CastlingRight> = Vec::new();
    let mut rights_lost = [0u8; 128];
    for c in &spec.castling {
        let bad = |reason: &str| SpecError::BadCastling { notation: c.notation.clone(), reason: reason.to_string() };
        let cell = |name: &str| {
            board.parse_cell(name).ok_or_else(|| SpecError::UnknownCell {
                context: format!("castling {}", c.notation),
                cell: name.to_string(),
            })
        };
        let (king_from, king_to) = (cell(&c.king[0])?, cell(&c.king[1])?);
        let (rook_from, rook_to) = (cell(&c.rook[0])?, cell(&c.rook[1])?);
        let mut letters = c.right.chars();
        let letter = match (letters.next(), letters.next()) {
            (Some(l), None) if l.is_ascii_uppercase() && l != 'K' => l,
            _ => return Err(bad("right must be one upper-case letter other than K")),
        };
        let letter = if c.color == Color::White { letter } else { letter.to_ascii_lowercase() };
        if c.notation.is_empty() || c.notation.chars().any(char::is_whitespace) {
            return Err(bad("notation must be non-empty with no spaces"));
        }
        if tables.between(king_from, rook_from).is_empty() && tables.line(king_from, rook_from).is_empty() {
            return Err(bad("king and rook must stand on one line"));
        }
        if tables.line(king_from, king_to).is_empty() {
            return Err(bad("the king must move along a line"));
        }
        if king_to == rook_to {
            return Err(bad("the king and the rook must land on different cells"));
        }
        if tables.jumps[Role::King.index()][king_from.ix()].contains(king_to) {
            return Err(bad("the king's castling move must differ from an ordinary king move"));
        }
        let right = match rights.iter().position(|r| r.letter == letter) {
            Some(i) => {
                let r = &rights[i];
                if r.king_home != king_from || r.rook_home != rook_from || r.color != c.color {
                    return Err(bad("two castlings share a right letter but not their king and rook"));
                }
                i
            }
            None => {
                if rights.len() >= 8 {
                    return Err(bad("at most 8 castling rights are supported"));
                }
                rights.push(CastlingRight { color: c.color, letter, king_home: king_from, rook_home: rook_from });
                rights.len() - 1
            }
        };
        let king_path = tables.between(king_from, king_to);
        let mut must_be_empty = tables.between(king_from, rook_from)
            | king_path
            | Bitboard::from_cell(king_to)
            | Bitboard::from_cell(rook_to);
        must_be_empty = must_be_empty - Bitboard::from_cell(king_from) - Bitboard::from_cell(rook_from);
        castlings.push(Castling {
            color: c.color,
            right: right as u8,
            notation: c.notation.clone(),
            king_from,
            king_to,
            rook_from,
            rook_to,
            must_be_empty,
            king_path,
        });
        rights_lost[rook_from.ix()] |= 1 << right;
    }
    for (i, r) in rights.iter().enumerate() {
        for other in rights.iter().filter(|o| o.color == r.color) {
            rights_lost[other.king_home.ix()] |= 1 << i;
        }
    }
    Ok((castlings, rights, rights_lost))
}

fn start_setup(spec: &VariantSpec, board: &Board) -> Result<Setup, SpecError> {
    let mut setup = Setup::empty();
    for color in Color::ALL {
        let army = spec.setup.get(color);
        for role in Role::ALL {
            for name in army.cells(role).split_whitespace() {
                let cell = board.parse_cell(name).ok_or_else(|| SpecError::UnknownCell {
                    context: format!("setup.{}.{}", color.name(), role.name()),
                    cell: name.to_string(),
                })?;
                let coord = Coord::of(board, cell);
                if setup.piece_at(coord).is_some() {
                    return Err(SpecError::SetupCellTwice(name.to_string()));
                }
                setup.pieces.push((coord, Piece::new(color, role)));
            }
        }
    }
    Ok(setup)
}
