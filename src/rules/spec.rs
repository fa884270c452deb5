//! The variant description as data: what a `variants/*.lua` file returns.
//!
//! Every struct rejects unknown keys, so a typo in a variant file is an error that names the key.
//! [`crate::rules::Variant::compile`] turns a spec into the precomputed tables that move
//! generation uses. The keys are documented for variant authors in `docs/variants.md`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::piece::{Color, Role};
use super::rule_settings::RuleSettings;

/// A whole variant: board, armies, piece movement, pawn rules, castling and default rules.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VariantSpec {
    /// Short identifier used on the command line and in records, e.g. `"glinski"`.
    pub name: String,
    /// Name shown to players, e.g. `"Gliński"`.
    pub title: String,
    /// One or two sentences for the variant chooser.
    #[serde(default)]
    pub description: String,
    /// The cells of the board.
    pub board: BoardSpec,
    /// How Black's army relates to White's: it drives pawn directions, start cells and the app's view.
    pub symmetry: Symmetry,
    /// How the pieces other than the pawn move.
    pub pieces: PiecesSpec,
    /// How pawns move, capture and promote.
    pub pawn: PawnSpec,
    /// The castling moves, if any.
    #[serde(default)]
    pub castling: Vec<CastlingSpec>,
    /// The start position.
    pub setup: SetupSpec,
    /// Default settings of the tweakable rules (stalemate scoring, draw rules).
    #[serde(default)]
    pub rules: RuleSettings,
}

/// The board as a list of files, left to right.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardSpec {
    /// The files (columns), left to right; adjacent entries are adjacent columns.
    pub files: Vec<FileSpec>,
}

/// One file (column) of cells.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FileSpec {
    /// The file letter, e.g. `"a"`.
    pub name: String,
    /// The rank number of the file's lowest cell (1 unless the ranks slant, as in Shafran's game).
    #[serde(default = "one")]
    pub first_rank: u8,
    /// How many cells the file holds.
    pub cells: u8,
    /// Height of the file's lowest cell above the board's lowest point, in half cells.
    pub base: i8,
}

fn one() -> u8 {
    1
}

/// The symmetry that maps White's army onto Black's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Symmetry {
    /// A reflection across the board's horizontal axis: Black stands on the same files (Gliński, McCooey).
    Mirror,
    /// A half turn about the board's centre (Shafran).
    Rotate,
}

/// Movement of the five non-pawn kinds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PiecesSpec {
    /// The king; its moves must be steps or leaps.
    pub king: PieceSpec,
    /// The queen.
    pub queen: PieceSpec,
    /// The rook.
    pub rook: PieceSpec,
    /// The bishop.
    pub bishop: PieceSpec,
    /// The knight.
    pub knight: PieceSpec,
}

impl PiecesSpec {
    /// The spec of a non-pawn kind; `None` for the pawn.
    pub fn get(&self, role: Role) -> Option<&PieceSpec> {
        match role {
            Role::Pawn => None,
            Role::Knight => Some(&self.knight),
            Role::Bishop => Some(&self.bishop),
            Role::Rook => Some(&self.rook),
            Role::Queen => Some(&self.queen),
            Role::King => Some(&self.king),
        }
    }
}

/// How one kind moves: the union of its movement primitives.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PieceSpec {
    /// Movement primitives; the piece may use any of them.
    pub moves: Vec<MoveSpec>,
}

/// A movement primitive times a direction set.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", deny_unknown_fields)]
pub enum MoveSpec {
    /// Any distance along each direction of the set, stopped by the first piece.
    Slide(DirectionSet),
    /// Exactly one cell along each direction of the set.
    Step(DirectionSet),
    /// A jump along a path of clock directions, e.g. `{12, 12, 2}` for the knight, taken in all
    /// six 60° rotations and their mirror images. It jumps over anything.
    Leap(Vec<u8>),
}

/// A named set of directions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DirectionSet {
    /// 12, 2, 4, 6, 8 and 10 o'clock: through cell edges.
    Orthogonal,
    /// 1, 3, 5, 7, 9 and 11 o'clock: through cell corners.
    Diagonal,
    /// All twelve.
    All,
}

/// Pawn movement, given for White; Black's follows by the variant's symmetry.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PawnSpec {
    /// White's step direction as a clock hour (12: straight up).
    #[serde(default = "twelve")]
    pub forward: u8,
    /// White's capture directions as clock hours.
    pub captures: Vec<u8>,
    /// White's cells from which a pawn's move may go more than one cell, with the most cells it may go.
    #[serde(default)]
    pub multi_step: BTreeMap<String, u8>,
    /// The kinds a pawn may promote to, in the order the promotion picker shows them.
    #[serde(default = "default_promotion")]
    pub promotion: Vec<Role>,
    /// Which passed cells an enemy pawn may capture on, right after a multi-step.
    #[serde(default)]
    pub en_passant: EnPassantRule,
}

fn twelve() -> u8 {
    12
}

fn default_promotion() -> Vec<Role> {
    vec![Role::Queen, Role::Rook, Role::Bishop, Role::Knight]
}

/// Where a pawn that made a multi-step may be taken en passant.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EnPassantRule {
    /// On any cell it passed (Gliński, McCooey, Shafran as in Ludii).
    #[default]
    AllPassed,
    /// Only on the cell it passed last (Jocly's Shafran).
    LastPassed,
    /// Never.
    None,
}

/// One castling move: the king and a rook both move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CastlingSpec {
    /// The side that castles.
    pub color: Color,
    /// The castling-right letter in upper case (the position string writes Black's in lower case).
    pub right: String,
    /// The move's notation, e.g. `"Q-0-0"`.
    pub notation: String,
    /// The king's from and to cells.
    pub king: [String; 2],
    /// The rook's from and to cells.
    pub rook: [String; 2],
}

/// The start position: each army as cells per kind. White moves first.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupSpec {
    /// White's army.
    pub white: ArmySpec,
    /// Black's army.
    pub black: ArmySpec,
}

/// One army: for each kind, its cells separated by spaces, e.g. `"c1 i1"`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArmySpec {
    /// The king's cell.
    #[serde(default)]
    pub king: String,
    /// Queen cells.
    #[serde(default)]
    pub queen: String,
    /// Rook cells.
    #[serde(default)]
    pub rook: String,
    /// Bishop cells.
    #[serde(default)]
    pub bishop: String,
    /// Knight cells.
    #[serde(default)]
    pub knight: String,
    /// Pawn cells.
    #[serde(default)]
    pub pawn: String,
}

impl ArmySpec {
    /// The cell list of a kind.
    pub fn cells(&self, role: Role) -> &str {
        match role {
            Role::Pawn => &self.pawn,
            Role::Knight => &self.knight,
            Role::Bishop => &self.bishop,
            Role::Rook => &self.rook,
            Role::Queen => &self.queen,
            Role::King => &self.king,
        }
    }
}

impl SetupSpec {
    /// The army of `color`.
    pub fn get(&self, color: Color) -> &ArmySpec {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}
