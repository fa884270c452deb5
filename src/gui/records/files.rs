//! Record files for Save game and Open game: the `*.pgn` files of a folder, file names typed
//! by a player, and reading a file's games for review.
//!
//! A file that is not a record at all (binary data, or text holding no game) is damaged: it is
//! moved aside (renamed to `<name>.corrupt-<time>`, never deleted) and the message says where.
//! A record whose moves do not replay is kept as it is: its error names the game, the move
//! number, the move text and why, and the moves before it can still be reviewed.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use thiserror::Error;

use crate::analysis::{GameAnalysis, read_analysis};
use crate::record::parse_records;
use crate::record::{
    GameRecord, GameResult, ReplayError, ReplayOptions, ReplayedGame, replay, replay_guessing_letters,
};
use crate::rules::Game;
use crate::script::record_variant;
use crate::storage::{StorageError, quarantine, read_text};

/// The extension of record files.
pub const RECORD_EXTENSION: &str = "pgn";

/// A record file in a folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordFile {
    /// The file name, e.g. `match.pgn`.
    pub name: String,
    /// When it was last changed.
    pub modified: Option<SystemTime>,
    /// Its size in bytes.
    pub bytes: u64,
}

/// What went wrong with a record file.
#[derive(Debug, Error)]
pub enum RecordFileError {
    /// The folder cannot be listed.
    #[error("cannot list {}: {source}", folder.display())]
    List {
        /// The folder.
        folder: PathBuf,
        /// The system's error.
        source: std::io::Error,
    },
    /// The typed file name cannot be used.
    #[error("{0}")]
    BadName(&'static str),
    /// The file cannot be read (it is left where it is).
    #[error("cannot open the record: {0}")]
    Unreadable(StorageError),
    /// The file is not a game record (binary data, or no game in it); it was moved aside.
    #[error("not a game record: {0}")]
    Damaged(StorageError),
    /// Writing the record failed.
    #[error("the game was not saved: {0}")]
    Save(StorageError),
}

/// The record files (`*.pgn`) of `folder`, newest first. A folder that does not exist yet has
/// none.
///
/// # Errors
/// [`RecordFileError::List`] when the folder exists but cannot be read.
pub fn list_records(folder: &Path) -> Result<Vec<RecordFile>, RecordFileError> {
    let entries = match std::fs::read_dir(folder) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(source) => return Err(RecordFileError::List { folder: folder.to_path_buf(), source }),
    };
    let mut files: Vec<RecordFile> = entries
        .flatten()
        .filter_map(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            let is_record = Path::new(&name)
                .extension()
                .is_some_and(|ext| ext.to_string_lossy().eq_ignore_ascii_case(RECORD_EXTENSION));
            let meta = entry.metadata().ok().filter(|m| m.is_file())?;
            (is_record && !name.starts_with('.')).then(|| RecordFile {
                name,
                modified: meta.modified().ok(),
                bytes: meta.len(),
            })
        })
        .collect();
    files.sort_by(|a, b| b.modified.cmp(&a.modified).then_with(|| a.name.cmp(&b.name)));
    Ok(files)
}

/// The file name for a typed name: trimmed, with `.pgn` added when it has no such ending.
///
/// # Errors
/// [`RecordFileError::BadName`] for an empty name, a folder separator, or a leading dot.
pub fn record_file_name(typed: &str) -> Result<String, RecordFileError> {
    let name = typed.trim();
    if name.is_empty() {
        return Err(RecordFileError::BadName("type a name for the record"));
    }
    if name.contains(['/', '\\']) {
        return Err(RecordFileError::BadName("a file name cannot contain / or \\ (set the folder above)"));
    }
    if name.starts_with('.') {
        return Err(RecordFileError::BadName("a file name cannot start with a dot"));
    }
    let has_extension =
        Path::new(name).extension().is_some_and(|e| e.to_string_lossy().eq_ignore_ascii_case(RECORD_EXTENSION));
    Ok(if has_extension { name.to_string() } else { format!("{name}.{RECORD_EXTENSION}") })
}

/// Reads every game of a record file.
///
/// # Errors
/// [`RecordFileError::Unreadable`] when it cannot be read (it is left alone);
/// [`RecordFileError::Damaged`] when it is binary data or holds no game (it was moved aside).
pub fn read_record_file(path: &Path) -> Result<Vec<GameRecord>, RecordFileError> {
    let text = read_text(path).map_err(RecordFileError::Unreadable)?;
    if text.contains('\0') {
        return Err(RecordFileError::Damaged(quarantine(path, "binary data, not text")));
    }
    let records: Vec<GameRecord> = parse_records(&text)
        .into_iter()
        .filter(|r| !(r.moves.is_empty() && r.tags.is_empty() && r.terminator.is_none()))
        .collect();
    if records.is_empty() {
        return Err(RecordFileError::Damaged(quarantine(path, "no game in it")));
    }
    Ok(records)
}

/// A game of a record, replayed and ready for review.
#[derive(Clone, Debug)]
pub struct OpenedGame {
    /// Names the game: players, event, date, file.
    pub title: String,
    /// The game.
    pub game: Game,
    /// What the lenient reading accepted, and anything else worth knowing.
    pub notes: Vec<String>,
    /// How the game ended (shown at its last move): `1-0 (checkmate)`, or `unfinished`.
    pub ending: String,
    /// The analysis the record holds (`[%eval …]` comments and glyphs), if it was analysed.
    pub analysis: Option<GameAnalysis>,
}

/// A game that cannot be replayed to its end.
#[derive(Clone, Debug)]
pub struct ReplayFailure {
    /// The message: the file, the game, the move number, the move text and why.
    pub message: String,
    /// The moves before the failing one, when there are any.
    pub partial: Option<Box<OpenedGame>>,
}

/// A one-line summary of a game for the list of a file's games: `2. Bodor - Hexodus III · 0-1 · 27 moves`.
pub fn game_summary(record: &GameRecord) -> String {
    let result = record.result().map_or_else(|| "*".to_string(), GameResult::text);
    let moves = record.moves.len().div_ceil(2);
    let mut text = format!("{}. {} · {result} · {moves} moves", record.number, record.players());
    if let Some(event) = record.tag("Event").filter(|e| !e.trim().is_empty() && e.trim() != "?") {
        text.push_str(" · ");
        text.push_str(event);
    }
    text
}

/// Replays a game of `file` for review. Moves are read with English piece letters, or with
/// another language's (Hungarian, Polish, German, Russian) when only those replay the whole game
/// (see [`replay_guessing_letters`]; a note then says which).
///
/// # Errors
/// A [`ReplayFailure`] naming the game, the move and why, with the moves before it.
pub fn open_game(file: &str, record: &GameRecord) -> Result<OpenedGame, ReplayFailure> {
    let lookup = |name: &str| record_variant(name);
    match replay_guessing_letters(record, &lookup, &ReplayOptions::default()) {
        Ok(replayed) => Ok(opened_game(file, record, &replayed)),
        Err(first) => Err(failure(file, record, &first)),
    }
}

fn opened_game(file: &str, record: &GameRecord, replayed: &ReplayedGame) -> OpenedGame {
    let ending = match (replayed.outcome(), record.result()) {
        (Some(outcome), _) => outcome.to_string(),
        (None, Some(GameResult::Decided(points))) => {
            format!("{} ({})", points.result_text(), record.termination().unwrap_or("as recorded"))
        }
        _ => "unfinished".to_string(),
    };
    OpenedGame {
        title: game_title(file, record),
        game: replayed.game.clone(),
        notes: replayed.notes.iter().map(ToString::to_string).collect(),
        ending,
        analysis: read_analysis(record, &replayed.game, &replayed.rules),
    }
}

/// `White - Black · Event · Date` (what the tags give), then the file and game number.
fn game_title(file: &str, record: &GameRecord) -> String {
    let mut parts = vec![record.players()];
    for tag in ["Event", "Date"] {
        if let Some(v) = record.tag(tag).map(str::trim).filter(|v| !v.is_empty() && !v.starts_with('?')) {
            parts.push(v.to_string());
        }
    }
    parts.push(format!("{file}, game {}", record.number));
    parts.join(" · ")
}

fn failure(file: &str, record: &GameRecord, error: &ReplayError) -> ReplayFailure {
    let message = format!("{file}: {error}");
    let partial = (error.plies > 0)
        .then(|| {
            let mut head = record.clone();
            head.moves.truncate(error.plies);
            head.terminator = None;
            let lookup = |name: &str| record_variant(name);
            let replayed = replay(&head, &lookup, &ReplayOptions::default()).ok()?;
            let mut opened = opened_game(file, &head, &replayed);
            opened.ending = format!("stopped: {}", error.reason());
            opened.notes.push(format!("only the moves before the error: {}", error.reason()));
            Some(Box::new(opened))
        })
        .flatten();
    ReplayFailure { message, partial }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::parse_records;

    #[test]
    fn typed_names_become_record_file_names() {
        assert_eq!(record_file_name(" match 1 ").expect("ok"), "match 1.pgn");
        assert_eq!(record_file_name("old.PGN").expect("ok"), "old.PGN");
        assert_eq!(record_file_name("v1.2").expect("ok"), "v1.2.pgn");
        for bad in ["", "  ", "a/b", "..\\x", ".hidden"] {
            assert!(record_file_name(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn listing_shows_only_record_files_and_a_missing_folder_is_empty() {
        let dir = tempfile::tempdir().expect("temp dir");
        assert!(list_records(&dir.path().join("none")).expect("missing is fine").is_empty());
        for name in ["a.pgn", "B.PGN", "notes.txt", ".a.pgn.x.tmp", ".hidden.pgn"] {
            std::fs::write(dir.path().join(name), "1. f5f6 *").expect("write");
        }
        std::fs::create_dir(dir.path().join("folder.pgn")).expect("dir");
        let mut names: Vec<String> = list_records(dir.path()).expect("list").into_iter().map(|f| f.name).collect();
        names.sort();
        assert_eq!(names, ["B.PGN", "a.pgn"]);
    }

    #[test]
    fn files_that_are_not_records_are_moved_aside_and_missing_ones_reported() {
        let dir = tempfile::tempdir().expect("temp dir");
        let missing = read_record_file(&dir.path().join("gone.pgn")).expect_err("missing");
        assert!(matches!(missing, RecordFileError::Unreadable(_)), "{missing}");
        assert!(missing.to_string().contains("gone.pgn"), "{missing}");
        for (name, bytes, why) in
            [("empty.pgn", &b"  \n"[..], "no game in it"), ("binary.pgn", &b"PK\x03\x04\x00\x00"[..], "binary data")]
        {
            let path = dir.path().join(name);
            std::fs::write(&path, bytes).expect("write");
            let err = read_record_file(&path).expect_err("not a record");
            let text = err.to_string();
            assert!(text.contains(why) && text.contains("moved aside"), "{text}");
            assert!(!path.exists(), "{name} was moved aside");
        }
        let kept = std::fs::read_dir(dir.path()).expect("list").flatten().count();
        assert_eq!(kept, 2, "both files are kept under new names");
    }

    #[test]
    fn a_bad_move_names_the_file_game_and_move_and_keeps_the_moves_before_it() {
        let records = parse_records("[White \"A\"]\n[Black \"B\"]\n1. f5f6 e7e6 2. f6f8 *");
        let failure = open_game("bad.pgn", &records[0]).expect_err("f6f8 is illegal");
        assert!(
            failure.message.starts_with("bad.pgn: game 1 (A - B), move 2. f6f8: not a legal move"),
            "{}",
            failure.message
        );
        let partial = failure.partial.expect("two moves replay");
        assert_eq!(partial.game.moves().len(), 2);
        assert!(partial.notes.iter().any(|n| n.contains("f6f8")), "{:?}", partial.notes);
    }

    #[test]
    fn hungarian_letters_are_tried_when_english_ones_fail() {
        let records = parse_records("1. Ve1c3 Ve10c6 2. b1b2 b7b6 3. Ff3b1 e7e6 4. Vc3xFf9# 1-0");
        let opened = open_game("hu.pgn", &records[0]).expect("replays in Hungarian");
        assert_eq!(opened.game.moves().len(), 7);
        assert!(opened.notes.iter().any(|n| n.contains("Hungarian")), "{:?}", opened.notes);
        assert_eq!(opened.ending, "1-0 (checkmate)");
    }
}
