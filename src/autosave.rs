//! The autosave: the game in progress, written atomically after every move, offered for resuming
//! at the next start.
//!
//! One JSON document, `autosave.json` in the data folder ([`crate::storage::data_dir`]). It holds
//! what a resumed game needs: the variant, the start position, the moves (coordinate notation),
//! the rules in force, the clocks, the match score and, once the game ends, its outcome.
//! A damaged autosave is moved aside (never deleted) and reported as
//! [`crate::storage::StorageError::Corrupt`].
//!
//! ```
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use hexchess::autosave::{self, Autosave};
//! use hexchess::rules::{Game, notation};
//! let dir = tempfile::tempdir()?;
//! let variant = hexchess::script::builtin_variant("glinski")?;
//! let mut game = Game::new(variant.start_position());
//! game.play(notation::parse_any(game.position(), "f5f6")?)?;
//! autosave::save(dir.path(), &Autosave::new(&game, variant.default_rules()))?;
//! // At the next start:
//! let resumed = autosave::resume(dir.path(), &|name| hexchess::script::resolve_variant(name).ok())?;
//! let resumed = resumed.expect("an autosave is there");
//! assert!(!resumed.doc.is_finished());
//! assert_eq!(resumed.game.moves(), game.moves());
//! # Ok(()) }
//! ```

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::rules::{
    CoordMove, Game, IllegalMove, MoveTextError, Outcome, Position, PositionStringError, RuleSettings, Variant,
};
use crate::storage::{StorageError, quarantine, read_json, remove_stale_temps, write_json};

/// The autosave's file name inside the data folder.
pub const AUTOSAVE_FILE: &str = "autosave.json";
/// The format version this build writes and reads.
pub const AUTOSAVE_VERSION: u32 = 1;

/// A player's seat at the board: the console at the bottom edge or the one at the top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    /// The player at the bottom edge.
    Bottom,
    /// The player at the top edge (their console is drawn turned 180°).
    Top,
}

/// The clocks when a time control is set, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct ClockState {
    /// Base time per player.
    pub base_ms: u64,
    /// Time added per move.
    pub increment_ms: u64,
    /// White's time left.
    pub white_ms: u64,
    /// Black's time left.
    pub black_ms: u64,
    /// Whether the clock had been started.
    pub started: bool,
    /// Whether a player must tap their clock to end the turn.
    pub tap_to_end_turn: bool,
}

/// The match score in quarter points, per seat (a game worth ¾ adds 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct MatchScore {
    /// Quarters won by the bottom player.
    pub bottom: u32,
    /// Quarters won by the top player.
    pub top: u32,
}

/// The saved game in progress.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Autosave {
    /// The format version ([`AUTOSAVE_VERSION`]).
    pub version: u32,
    /// The variant's short name, e.g. `glinski`.
    pub variant: String,
    /// The start position string.
    pub start: String,
    /// The moves played, in coordinate notation (`f5f6`, `f10f11q`).
    pub moves: Vec<String>,
    /// The rules in force.
    pub rules: RuleSettings,
    /// The clocks, when a time control is set.
    #[serde(default)]
    pub clock: Option<ClockState>,
    /// The match score so far (not counting this game until it ends).
    #[serde(default)]
    pub score: MatchScore,
    /// Which seat plays White, once the first move has claimed it.
    #[serde(default)]
    pub white_seat: Option<Seat>,
    /// How the game ended; `None` while it goes on.
    #[serde(default)]
    pub outcome: Option<Outcome>,
    /// When it was saved, in milliseconds since 1970.
    #[serde(default)]
    pub saved_at_ms: u64,
    /// Anything else the app wants back on resume (free-form JSON).
    #[serde(default)]
    pub extra: serde_json::Value,
}

impl Autosave {
    /// The autosave of a game under `rules`, with no clock, score or outcome yet.
    pub fn new(game: &Game, rules: RuleSettings) -> Autosave {
        let start = game.start();
        let moves = game
            .moves()
            .iter()
            .enumerate()
            .filter_map(|(i, m)| Some(CoordMove::from_move(game.position_at(i)?, *m).to_string()))
            .collect();
        Autosave {
            version: AUTOSAVE_VERSION,
            variant: start.variant().name().to_string(),
            start: start.fen(),
            moves,
            rules,
            clock: None,
            score: MatchScore::default(),
            white_seat: None,
            outcome: None,
            saved_at_ms: 0,
            extra: serde_json::Value::Null,
        }
    }

    /// Whether the saved game had ended (then there is nothing to resume).
    pub fn is_finished(&self) -> bool {
        self.outcome.is_some()
    }

    /// Rebuilds the game in `variant` (which the caller looked up by [`Autosave::variant`]).
    ///
    /// # Errors
    /// A message saying which part does not fit: the start position or the first bad move.
    pub fn to_game(&self, variant: &'static Variant) -> Result<Game, AutosaveError> {
        let start = Position::from_fen(variant, &self.start)
            .map_err(|source| AutosaveError::BadStart { text: self.start.clone(), source })?;
        let mut game = Game::new(start);
        for (i, text) in self.moves.iter().enumerate() {
            let ply = i + 1;
            let mv = CoordMove::parse_legal(game.position(), text).map_err(|source| AutosaveError::UnreadableMove {
                ply,
                text: text.clone(),
                source,
            })?;
            game.play(mv).map_err(|source| AutosaveError::IllegalMove { ply, text: text.clone(), source })?;
        }
        Ok(game)
    }
}

/// A saved game ready to continue.
#[derive(Clone, Debug)]
pub struct Resumed {
    /// The document as saved.
    pub doc: Autosave,
    /// Its game, replayed.
    pub game: Game,
}

/// A failure to save or load the autosave.
#[derive(Debug, Error)]
pub enum AutosaveError {
    /// Reading or writing failed, or the file was damaged (and moved aside).
    #[error("autosave: {0}")]
    Storage(#[from] StorageError),
    /// The document was written by a newer version of the app; it is left in place.
    #[error("autosave {}: written by a newer hexchess (format {found}, this one reads {AUTOSAVE_VERSION})", path.display())]
    NewerVersion {
        /// The file.
        path: PathBuf,
        /// Its format version.
        found: u32,
    },
    /// The document's start position cannot be read (reported by [`Autosave::to_game`]).
    #[error("the saved game does not replay: start position {text:?}: {source}")]
    BadStart {
        /// The position string.
        text: String,
        /// Why.
        source: PositionStringError,
    },
    /// A move of the document is not a legal coordinate move (reported by [`Autosave::to_game`]).
    #[error("the saved game does not replay: ply {ply} ({text}): {source}")]
    UnreadableMove {
        /// Its 1-based ply.
        ply: usize,
        /// The move as saved.
        text: String,
        /// Why.
        source: MoveTextError,
    },
    /// A move of the document cannot be played (reported by [`Autosave::to_game`]).
    #[error("the saved game does not replay: ply {ply} ({text}): {source}")]
    IllegalMove {
        /// Its 1-based ply.
        ply: usize,
        /// The move as saved.
        text: String,
        /// Why.
        source: IllegalMove,
    },
}

/// The autosave's path inside `dir`.
pub fn path_in(dir: &Path) -> PathBuf {
    dir.join(AUTOSAVE_FILE)
}

/// Writes the autosave into `dir` atomically (temp file, fsync, rename, fsync of the folder),
/// stamping the time.
///
/// # Errors
/// [`AutosaveError::Storage`] when the write fails; the previous autosave is then intact.
pub fn save(dir: &Path, doc: &Autosave) -> Result<(), AutosaveError> {
    let mut doc = doc.clone();
    doc.saved_at_ms = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64);
    Ok(write_json(&path_in(dir), &doc)?)
}

/// Temp files of interrupted saves older than this are removed by [`load`].
const STALE_TEMP_AGE: std::time::Duration = std::time::Duration::from_secs(60);

/// Reads the autosave in `dir`: `Ok(None)` when there is none. Temp files left by a save that
/// was interrupted more than a minute ago are removed.
///
/// # Errors
/// [`AutosaveError::Storage`] with [`StorageError::Corrupt`] when the file is damaged (it has been
/// moved aside), or with [`StorageError::Io`] when it cannot be read;
/// [`AutosaveError::NewerVersion`] for a newer format.
pub fn load(dir: &Path) -> Result<Option<Autosave>, AutosaveError> {
    let path = path_in(dir);
    remove_stale_temps(&path, STALE_TEMP_AGE);
    let Some(doc) = read_json::<Autosave>(&path)? else { return Ok(None) };
    if doc.version > AUTOSAVE_VERSION {
        return Err(AutosaveError::NewerVersion { path, found: doc.version });
    }
    Ok(Some(doc))
}

/// Reads the autosave in `dir` and replays its game, looking the variant up by name with
/// `variants`. A document whose variant is unknown or whose moves do not replay is damaged: it
/// is moved aside and reported like a file that is not JSON.
///
/// # Errors
/// As [`load`].
pub fn resume(
    dir: &Path,
    variants: &dyn Fn(&str) -> Option<&'static Variant>,
) -> Result<Option<Resumed>, AutosaveError> {
    let Some(doc) = load(dir)? else { return Ok(None) };
    let path = path_in(dir);
    let Some(variant) = variants(&doc.variant) else {
        return Err(quarantine(&path, format!("unknown variant {:?}", doc.variant)).into());
    };
    match doc.to_game(variant) {
        Ok(game) => Ok(Some(Resumed { doc, game })),
        Err(e) => Err(quarantine(&path, e.to_string()).into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::notation::parse_any;

    fn glinski() -> &'static Variant {
        crate::script::builtin_variant("glinski").expect("built-in")
    }

    fn sample_game() -> Game {
        let mut game = Game::new(glinski().start_position());
        for text in ["f5f6", "e7e6", "Qe1c3", "Nh9i6"] {
            let mv = parse_any(game.position(), text).expect("legal");
            game.play(mv).expect("legal");
        }
        game
    }

    #[test]
    fn save_then_resume_gives_the_same_game_and_state() {
        let dir = tempfile::tempdir().expect("temp dir");
        let game = sample_game();
        let mut doc = Autosave::new(&game, glinski().default_rules());
        doc.clock = Some(ClockState {
            base_ms: 300_000,
            increment_ms: 2000,
            white_ms: 290_100,
            black_ms: 295_000,
            started: true,
            tap_to_end_turn: false,
        });
        doc.score = MatchScore { bottom: 3, top: 5 };
        doc.white_seat = Some(Seat::Top);
        save(dir.path(), &doc).expect("save");
        let back = resume(dir.path(), &|_| Some(glinski())).expect("resume").expect("present");
        assert_eq!(back.game.moves(), game.moves());
        assert_eq!(back.game.position(), game.position());
        assert_eq!((back.doc.clock, back.doc.score, back.doc.white_seat), (doc.clock, doc.score, doc.white_seat));
        assert!(back.doc.saved_at_ms > 0);
    }

    #[test]
    fn a_missing_autosave_is_none() {
        let dir = tempfile::tempdir().expect("temp dir");
        assert!(load(dir.path()).expect("no error").is_none());
    }

    #[test]
    fn damaged_autosaves_are_moved_aside_with_a_clear_message() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = path_in(dir.path());
        std::fs::write(&path, b"\x00\x01 not json").expect("write");
        let err = load(dir.path()).expect_err("damaged");
        assert!(err.to_string().contains("is damaged"), "{err}");
        assert!(!path.exists());

        // Valid JSON whose moves do not replay is damaged too.
        let mut doc = Autosave::new(&sample_game(), glinski().default_rules());
        doc.moves.push("f6f9".into());
        save(dir.path(), &doc).expect("save");
        let err = resume(dir.path(), &|_| Some(glinski())).expect_err("bad move");
        let text = err.to_string();
        assert!(text.contains("ply 5 (f6f9)") && text.contains("moved aside"), "{text}");
        assert!(!path.exists());
        let kept = std::fs::read_dir(dir.path()).expect("list").count();
        assert_eq!(kept, 2, "both damaged files are kept");

        // A start position that cannot be read names it.
        let mut doc = Autosave::new(&sample_game(), glinski().default_rules());
        doc.start = "not a position".into();
        let err = doc.to_game(glinski()).expect_err("bad start");
        assert!(matches!(&err, AutosaveError::BadStart { text, .. } if text == "not a position"), "{err}");
        assert!(err.to_string().contains("start position \"not a position\""), "{err}");
    }

    #[test]
    fn a_newer_format_is_left_alone() {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut doc = Autosave::new(&sample_game(), glinski().default_rules());
        doc.version = AUTOSAVE_VERSION + 1;
        save(dir.path(), &doc).expect("save");
        assert!(matches!(load(dir.path()), Err(AutosaveError::NewerVersion { .. })));
        assert!(path_in(dir.path()).exists());
    }
}
