//! The rules core: board geometry, move generation, legality, game status, notation and perft.
//!
//! A pure library: no GUI, no Lua, no files. A [`VariantSpec`] (data, usually read from a Lua file
//! by `crate::script`) compiles into a [`Variant`] with precomputed tables over a 0..N cell index
//! and `u128` bitboards. A [`Setup`] (plain data) validates into a [`Position`], which generates
//! legal moves and plays them. [`Game`] adds history, repetition, the draw rules and the extra ways to win
//! ([`WinRules`]: n-check, King of the Hill).
//!
//! ```
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use hexchess::rules::{perft, Position};
//! let variant = hexchess::script::builtin_variant("glinski")?;
//! let start = variant.start_position();
//! assert_eq!(start.legal_moves().len(), 51);
//! assert_eq!(perft(&start, 2), 2586);
//! # Ok(()) }
//! ```

mod attacks;
mod bitboard;
mod board;
mod compile;
pub mod fen;
mod game;
mod geometry;
mod match_rules;
mod movegen;
mod moves;
pub mod notation;
mod outcome;
mod perft;
mod piece;
mod position;
mod reason_text;
mod rule_settings;
mod setup;
pub mod spec;
mod tables;
mod variant;
mod variant_error;
mod win;
mod win_cells;
mod zobrist;

pub use bitboard::{Bitboard, BitboardIter};
pub use board::{Board, File, MAX_CELLS};
pub use fen::{FenError, PositionStringError};
pub use game::{Game, GameStatus};
pub use geometry::{Cell, Direction, Hex, Shade};
pub use match_rules::{MAX_MATCH_GAMES, MAX_MATCH_QUARTERS, MatchLength, MatchRules, ResultValues};
pub use moves::{Move, MoveKind};
pub use notation::{CellRef, CoordMove, MoveTextError, NotationError, ResolveError, San, SanPlus, parse_any};
pub use outcome::{EndReason, HOUSE_RULE_PREFIX, Outcome, Points, quarters_text, stalemate_points};
pub use perft::{divide, perft};
pub use piece::{ByColor, Color, Piece, Role};
pub use position::{EnPassantProblem, IllegalMove, Position, SetupError, SetupErrors};
pub use reason_text::{MAX_REASON_BYTES, ReasonText, ReasonTextError};
pub use rule_settings::{RuleSettings, StalemateRule};
pub use setup::{CellName, Coord, Setup};
pub use spec::VariantSpec;
pub use variant::{Castling, CastlingRight, Variant};
pub use variant_error::SpecError;
pub use win::{CheckCount, MAX_CHECKS, WinKind, WinRules};
pub use win_cells::{UnknownCell, cell_names, hill_cells};
