//! Move notation: coordinate moves (`f5f6`, `f10f11q`) and SAN-style moves (`Nd1f4`, `Qxf9#`,
//! `f11=Q`, `Q-0-0`).
//!
//! Parsing needs no position and gives a [`NotationError`]. Resolving a parsed move against a
//! position is a separate step with its own [`ResolveError`].

use std::fmt;

use thiserror::Error;

use super::geometry::Cell;
use super::moves::{Move, MoveKind};
use super::piece::Role;
use super::position::Position;

/// A cell named by its file letter and rank number, not yet checked against a board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CellRef {
    /// File letter, `a`–`z`.
    pub file: char,
    /// Rank number.
    pub rank: u8,
}

impl fmt::Display for CellRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file, self.rank)
    }
}

impl CellRef {
    /// The board cell it names in `pos`'s variant, if any.
    pub fn resolve(self, pos: &Position) -> Option<Cell> {
        let board = pos.variant().board();
        board.cell_at_file_rank(board.file_index(&self.file.to_string())?, self.rank)
    }
}

/// Text that is not a move in the expected notation.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum NotationError {
    /// Nothing was given.
    #[error("empty move")]
    Empty,
    /// The text does not fit the notation.
    #[error("{text:?} is not a move: {reason}")]
    Syntax {
        /// The text given.
        text: String,
        /// What did not fit.
        reason: &'static str,
    },
}

/// A well-formed move that does not fit the position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ResolveError {
    /// A cell that is not on this board.
    #[error("{0} is not a cell of this board")]
    UnknownCell(String),
    /// No legal move matches.
    #[error("{0} is not a legal move here")]
    Illegal(String),
    /// Several legal moves match.
    #[error("{text} is ambiguous: it could be {candidates}")]
    Ambiguous {
        /// The move as given.
        text: String,
        /// The candidates in coordinate notation.
        candidates: String,
    },
    /// A pawn reaching its last cell must name its promotion.
    #[error("{0} reaches a promotion cell: add the piece, e.g. =Q")]
    MissingPromotion(String),
}

fn syntax(text: &str, reason: &'static str) -> NotationError {
    NotationError::Syntax { text: text.to_string(), reason }
}

/// Reads a cell reference at the start of `s`: a letter and digits. Returns it and the rest.
fn take_cell(s: &str) -> Option<(CellRef, &str)> {
    let mut chars = s.char_indices();
    let (_, file) = chars.next()?;
    if !file.is_ascii_lowercase() {
        return None;
    }
    let digits_end = s[1..].find(|c: char| !c.is_ascii_digit()).map_or(s.len(), |i| i + 1);
    let digits = &s[1..digits_end];
    if digits.is_empty() || digits.starts_with('0') || digits.len() > 3 {
        return None;
    }
    Some((CellRef { file, rank: digits.parse().ok()? }, &s[digits_end..]))
}

/// A move in coordinate notation: from-cell, to-cell and an optional promotion letter.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CoordMove {
    /// The from-cell (the king's, for castling).
    pub from: CellRef,
    /// The to-cell.
    pub to: CellRef,
    /// The promotion kind.
    pub promotion: Option<Role>,
}

impl CoordMove {
    /// Parses `f5f6` or `f10f11q`.
    ///
    /// # Errors
    /// [`NotationError`] when the text is not of that form.
    pub fn parse(text: &str) -> Result<CoordMove, NotationError> {
        let t = text.trim();
        if t.is_empty() {
            return Err(NotationError::Empty);
        }
        let (from, rest) = take_cell(t).ok_or_else(|| syntax(t, "expected a from-cell such as f5"))?;
        let (to, rest) = take_cell(rest).ok_or_else(|| syntax(t, "expected a to-cell such as f6"))?;
        let promotion = match rest {
            "" => None,
            p if p.len() == 1 => match Role::from_char(p.chars().next().unwrap_or(' ')) {
                Some(r) if !matches!(r, Role::Pawn | Role::King) => Some(r),
                _ => return Err(syntax(t, "promotion must be q, r, b or n")),
            },
            _ => return Err(syntax(t, "unexpected text after the to-cell")),
        };
        Ok(CoordMove { from, to, promotion })
    }

    /// The legal move in `pos` that the coordinate text `text` names (no SAN fallback, unlike
    /// [`parse_any`]).
    ///
    /// # Errors
    /// [`MoveTextError`] when the text is not a coordinate move or names no legal move.
    pub fn parse_legal(pos: &Position, text: &str) -> Result<Move, MoveTextError> {
        Ok(CoordMove::parse(text)?.resolve(pos)?)
    }

    /// The legal move it names.
    ///
    /// # Errors
    /// [`ResolveError`] when no legal move matches.
    pub fn resolve(&self, pos: &Position) -> Result<Move, ResolveError> {
        let from = self.from.resolve(pos).ok_or_else(|| ResolveError::UnknownCell(self.from.to_string()))?;
        let to = self.to.resolve(pos).ok_or_else(|| ResolveError::UnknownCell(self.to.to_string()))?;
        let legal = pos.legal_moves();
        let mut matching = legal.iter().filter(|m| m.from == from && m.to == to);
        let Some(first) = matching.clone().next() else {
            return Err(ResolveError::Illegal(self.to_string()));
        };
        if first.promotion.is_none() {
            return if self.promotion.is_none() { Ok(*first) } else { Err(ResolveError::Illegal(self.to_string())) };
        }
        match self.promotion {
            None => Err(ResolveError::MissingPromotion(self.to_string())),
            Some(role) => matching
                .find(|m| m.promotion == Some(role))
                .copied()
                .ok_or_else(|| ResolveError::Illegal(self.to_string())),
        }
    }

    /// The coordinate notation of a move.
    pub fn from_move(pos: &Position, mv: Move) -> CoordMove {
        let board = pos.variant().board();
        let r = |c: Cell| CellRef {
            file: board.files()[board.file_of(c)].name.chars().next().unwrap_or('?'),
            rank: board.rank_of(c),
        };
        CoordMove { from: r(mv.from), to: r(mv.to), promotion: mv.promotion }
    }
}

impl fmt::Display for CoordMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(r) = self.promotion {
            write!(f, "{}", r.upper_char().to_ascii_lowercase())?;
        }
        Ok(())
    }
}

/// A SAN-style move, parsed without a position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum San {
    /// A piece or pawn move.
    Normal {
        /// The kind that moves.
        role: Role,
        /// From-file given for disambiguation (always for a pawn capture).
        file: Option<char>,
        /// From-rank given for disambiguation.
        rank: Option<u8>,
        /// Whether `x` marked a capture.
        capture: bool,
        /// The destination.
        to: CellRef,
        /// The promotion kind.
        promotion: Option<Role>,
    },
    /// Castling, by its notation with `O` read as `0`, e.g. `Q-0-0-0`.
    Castle(String),
}

/// A SAN-style move with its check or mate suffix.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct SanPlus {
    /// The move.
    pub san: San,
    /// `+` was given.
    pub check: bool,
    /// `#` was given.
    pub mate: bool,
}

impl SanPlus {
    /// Parses `Nf4`, `Nd1-f4`, `exf5`, `f11=Q`, `Qxf9#`, `Q-0-0`, and also coordinate moves.
    /// Annotations `!` and `?` are ignored.
    ///
    /// # Errors
    /// [`NotationError`] when the text is not a move.
    pub fn parse(text: &str) -> Result<SanPlus, NotationError> {
        let t = text.trim();
        if t.is_empty() {
            return Err(NotationError::Empty);
        }
        let body = t.trim_end_matches(['!', '?']);
        let mate = body.ends_with('#');
        let check = body.ends_with('+');
        let body = body.trim_end_matches(['#', '+']);
        let san = parse_san_body(body).map_err(|reason| syntax(t, reason))?;
        Ok(SanPlus { san, check, mate })
    }

    /// The legal move it names.
    ///
    /// # Errors
    /// [`ResolveError`] when no legal move, or more than one, matches.
    pub fn resolve(&self, pos: &Position) -> Result<Move, ResolveError> {
        self.san.resolve(pos)
    }
}

fn parse_san_body(body: &str) -> Result<San, &'static str> {
    let castle: String = body.chars().map(|c| if c == 'O' || c == 'o' { '0' } else { c }).collect();
    if castle.contains("0-0") {
        // A wing letter first: `0-0` alone names no castling in these variants.
        let bytes = castle.as_bytes();
        return if bytes.len() >= 5 && bytes[0].is_ascii_uppercase() && bytes[1] == b'-' {
            Ok(San::Castle(castle))
        } else {
            Err("castling is written like Q-0-0 or B-0-0-0")
        };
    }
    let (role, rest) = match body.chars().next() {
        Some(c @ ('K' | 'Q' | 'R' | 'B' | 'N')) => (Role::from_char(c).unwrap_or(Role::Pawn), &body[1..]),
        Some('P') => (Role::Pawn, &body[1..]),
        Some(_) => (Role::Pawn, body),
        None => return Err("empty move"),
    };
    // Promotion: "=Q", or a trailing letter after the to-cell's digits ("f11Q", "f10f11q").
    let (rest, promotion) = match rest.rfind('=') {
        Some(i) => {
            let p = &rest[i + 1..];
            let mut cs = p.chars();
            match (cs.next().and_then(Role::from_char), cs.next()) {
                (Some(r), None) if !matches!(r, Role::Pawn | Role::King) => (&rest[..i], Some(r)),
                _ => return Err("promotion must be =Q, =R, =B or =N"),
            }
        }
        None => match rest.chars().last() {
            Some(c) if c.is_ascii_alphabetic() && rest.len() >= 3 => match Role::from_char(c) {
                Some(r) if !matches!(r, Role::Pawn | Role::King) => (&rest[..rest.len() - 1], Some(r)),
                _ => return Err("unexpected letter at the end"),
            },
            _ => (rest, None),
        },
    };
    // The to-cell is the last letter-and-digits group.
    let to_start = rest
        .char_indices()
        .rev()
        .find(|(_, c)| c.is_ascii_lowercase())
        .map(|(i, _)| i)
        .ok_or("expected a destination cell such as f5")?;
    let (to, after) = take_cell(&rest[to_start..]).ok_or("expected a destination cell such as f5")?;
    if !after.is_empty() {
        return Err("unexpected text after the destination");
    }
    let mut head = &rest[..to_start];
    let mut capture = false;
    if let Some(h) = head.strip_suffix(['x', ':']) {
        head = h;
        capture = true;
    } else if let Some(h) = head.strip_suffix('-') {
        head = h;
    }
    let (mut file, mut rank) = (None, None);
    let mut cs = head.chars().peekable();
    if let Some(c) = cs.peek().copied().filter(char::is_ascii_lowercase) {
        file = Some(c);
        cs.next();
    }
    let digits: String = cs.by_ref().take_while(char::is_ascii_digit).collect();
    if !digits.is_empty() {
        rank = Some(digits.parse().map_err(|_| "bad from-rank")?);
    }
    if head.len() != file.map_or(0, |_| 1) + digits.len() {
        return Err("unexpected characters before the destination");
    }
    Ok(San::Normal { role, file, rank, capture, to, promotion })
}

impl San {
    /// The legal move it names.
    ///
    /// # Errors
    /// [`ResolveError`] when no legal move, or more than one, matches.
    pub fn resolve(&self, pos: &Position) -> Result<Move, ResolveError> {
        let v = pos.variant();
        let legal = pos.legal_moves();
        match self {
            San::Castle(notation) => legal
                .iter()
                .find(|m| matches!(m.kind, MoveKind::Castle(i) if v.castlings()[i as usize].notation.replace('O', "0") == *notation))
                .copied()
                .ok_or_else(|| ResolveError::Illegal(notation.clone())),
            San::Normal { role, file, rank, capture, to, promotion } => {
                let text = self.to_string();
                let target = to.resolve(pos).ok_or_else(|| ResolveError::UnknownCell(to.to_string()))?;
                let board = v.board();
                // A pawn move without a from-file or `x` is a step, never a capture.
                let steps_only = *role == Role::Pawn && file.is_none() && !capture;
                let is_capture = |m: &Move| pos.piece_at(m.to).is_some() || m.kind == MoveKind::EnPassant;
                let candidates: Vec<Move> = legal
                    .iter()
                    .filter(|m| m.to == target && !m.is_castle())
                    .filter(|m| pos.piece_at(m.from).is_some_and(|p| p.role == *role))
                    .filter(|m| !(steps_only && is_capture(m)))
                    .filter(|m| file.is_none_or(|f| board.files()[board.file_of(m.from)].name.starts_with(f)))
                    .filter(|m| rank.is_none_or(|r| board.rank_of(m.from) == r))
                    .copied()
                    .collect();
                if candidates.is_empty() {
                    return Err(ResolveError::Illegal(text));
                }
                let promoting = candidates.iter().any(|m| m.promotion.is_some());
                let chosen: Vec<Move> = match (promoting, promotion) {
                    (true, None) => return Err(ResolveError::MissingPromotion(text)),
                    (_, p) => candidates.into_iter().filter(|m| m.promotion == *p).collect(),
                };
                match chosen.as_slice() {
                    [one] => Ok(*one),
                    [] => Err(ResolveError::Illegal(text)),
                    many => Err(ResolveError::Ambiguous {
                        text,
                        candidates: many.iter().map(|m| CoordMove::from_move(pos, *m).to_string()).collect::<Vec<_>>().join(", "),
                    }),
                }
            }
        }
    }

    /// The SAN of a legal move, with minimal disambiguation (file, else rank, else the whole cell).
    pub fn from_move(pos: &Position, mv: Move) -> San {
        let v = pos.variant();
        if let MoveKind::Castle(i) = mv.kind
            && let Some(c) = v.castlings().get(i as usize)
        {
            return San::Castle(c.notation.replace('O', "0"));
        }
        let board = v.board();
        let role = pos.piece_at(mv.from).map_or(Role::Pawn, |p| p.role);
        let capture = pos.piece_at(mv.to).is_some() || mv.kind == MoveKind::EnPassant;
        let to = CoordMove::from_move(pos, mv).to;
        let from_file = board.files()[board.file_of(mv.from)].name.chars().next();
        let from_rank = board.rank_of(mv.from);
        let rivals: Vec<Cell> = {
            let mut r: Vec<Cell> = pos
                .legal_moves()
                .into_iter()
                .filter(|m| m.to == mv.to && m.from != mv.from && !m.is_castle())
                .filter(|m| pos.piece_at(m.from).is_some_and(|p| p.role == role))
                .map(|m| m.from)
                .collect();
            r.dedup();
            r
        };
        let same_file = |c: &Cell| board.file_of(*c) == board.file_of(mv.from);
        let same_rank = |c: &Cell| board.rank_of(*c) == from_rank;
        let (file, rank) = if role == Role::Pawn {
            match (capture, rivals.iter().any(same_file)) {
                (false, _) => (None, None),
                (true, false) => (from_file, None),
                (true, true) => (from_file, Some(from_rank)),
            }
        } else if rivals.is_empty() {
            (None, None)
        } else if !rivals.iter().any(same_file) {
            (from_file, None)
        } else if !rivals.iter().any(same_rank) {
            (None, Some(from_rank))
        } else {
            (from_file, Some(from_rank))
        };
        San::Normal { role, file, rank, capture, to, promotion: mv.promotion }
    }
}

impl fmt::Display for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            San::Castle(n) => f.write_str(n),
            San::Normal { role, file, rank, capture, to, promotion } => {
                if *role != Role::Pawn {
                    write!(f, "{}", role.upper_char())?;
                }
                if let Some(c) = file {
                    write!(f, "{c}")?;
                }
                if let Some(r) = rank {
                    write!(f, "{r}")?;
                }
                if *capture {
                    f.write_str("x")?;
                }
                write!(f, "{to}")?;
                if let Some(p) = promotion {
                    write!(f, "={}", p.upper_char())?;
                }
                Ok(())
            }
        }
    }
}

impl SanPlus {
    /// The SAN of a legal move with `+` or `#` added when it gives check or mate.
    pub fn from_move(pos: &Position, mv: Move) -> SanPlus {
        let san = San::from_move(pos, mv);
        let mut after = *pos;
        after.play_unchecked(mv);
        let check = after.is_check();
        let mate = check && !after.has_legal_move();
        SanPlus { san, check: check && !mate, mate }
    }
}

impl fmt::Display for SanPlus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.san)?;
        if self.mate {
            f.write_str("#")
        } else if self.check {
            f.write_str("+")
        } else {
            Ok(())
        }
    }
}

/// Reads a move typed by a user in either notation: coordinates first, then SAN.
///
/// ```
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// use hexchess::rules::{MoveTextError, SanPlus, parse_any};
/// let glinski = hexchess::script::builtin_variant("glinski")?;
/// let start = glinski.start_position();
/// let mv = parse_any(&start, "e4e6")?;
/// assert_eq!(parse_any(&start, "e6")?, mv, "the same move in SAN");
/// assert_eq!(SanPlus::from_move(&start, mv).to_string(), "e6");
/// let after = start.play(mv)?;
/// assert_eq!(after.fen(), "6/P5p/RP4pr/N1P3p1n/Q4Pp2q/BBB1P1p1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 b - e5 0 1");
/// assert!(matches!(parse_any(&start, "e4e7"), Err(MoveTextError::Resolve(_))));
/// # Ok(()) }
/// ```
///
/// # Errors
/// The parse or resolve error of the notation the text is written in: a coordinate move that
/// names no legal move reports that, unless the same text reads as a legal SAN move.
pub fn parse_any(pos: &Position, text: &str) -> Result<Move, MoveTextError> {
    match CoordMove::parse(text) {
        Ok(coord) => coord.resolve(pos).or_else(|coord_error| {
            SanPlus::parse(text).ok().and_then(|san| san.resolve(pos).ok()).ok_or(coord_error.into())
        }),
        Err(_) => Ok(SanPlus::parse(text)?.resolve(pos)?),
    }
}

/// A typed move that could not be read or is not legal.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveTextError {
    /// Not a move in any notation.
    #[error("{0}")]
    Notation(#[from] NotationError),
    /// Not legal here.
    #[error("{0}")]
    Resolve(#[from] ResolveError),
}
