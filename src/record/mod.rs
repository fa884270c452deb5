//! Game records: PGN-style text to and from data, and replaying records against the rules.
//!
//! Pure: no files, no Lua. It depends only on [`crate::rules`]; the caller supplies the variant
//! lookup (the `Variant` tag's text → a compiled variant), usually
//! `crate::script::resolve_variant` applied to [`variant_key`].
//!
//! - [`parse_records`] reads every game of a file's text, leniently (several games, odd tag
//!   spacing, `{}` and `;` comments, any move-number spacing, `*` endings, variations skipped).
//! - [`replay`] plays a [`GameRecord`]'s moves: coordinate moves, SAN, captured-piece suffixes
//!   (`f7g6xP`, `Qc3xBf9#`), annotations, en-passant marks (`e5ep.`, `fxe5 e.p.`), pawn file
//!   captures (`fxe`), other languages' letters through a [`LetterMap`]. Failures name the game,
//!   the move number, the move text and the reason.
//! - [`replay_guessing_letters`] tries the other languages' letters when a game does not replay
//!   in the ones asked for.
//!
//! The habits of real published records that are read are listed in `docs/records.md`.
//! - [`GameRecord::from_game`] and [`GameRecord::to_text`] write a standard record.
//!
//! ```
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use hexchess::record::{parse_records, replay, ReplayOptions};
//! let glinski = hexchess::script::builtin_variant("glinski")?;
//! let records = parse_records("[White \"A\"]\n1. Qe1c3 Qe10c6 2. b1b2 b7b6 3. Bf3b1 e7e6? 4. Qc3xBf9# 1-0");
//! let game = replay(&records[0], &|_| Some(glinski), &ReplayOptions::default())?;
//! assert_eq!((game.plies(), game.status.name()), (7, "checkmate"));
//! # Ok(()) }
//! ```

mod error;
mod game_record;
mod guess;
mod letters;
mod lexer;
mod move_text;
mod parse;
mod replay;
mod variant_name;
mod write;

pub use error::{MoveAt, ReplayError, ReplayErrorKind, ReplayNote, WhyIllegal};
pub use game_record::{GameRecord, GameResult, RecordMove, clock_comment, clock_in_comment};
pub use guess::replay_guessing_letters;
pub use letters::{LetterMap, UnknownLetters};
pub use parse::parse_records;
pub use replay::{ReplayOptions, ReplayedGame, replay, start_position};
pub use variant_name::{variant_key, variant_tag_value};
pub use write::{RecordInfo, TimeControl, write_records};

/// A built-in variant for unit tests (the record module itself never touches Lua).
#[cfg(test)]
pub(crate) fn test_variant(name: &str) -> &'static crate::rules::Variant {
    crate::script::builtin_variant(name).unwrap_or_else(|e| panic!("built-in variant {name}: {e}"))
}
