//! Watching script directories for saved `.lua` files.
//!
//! Each directory is watched itself, not recursively, and events are filtered by file name:
//! watching single files would miss editors that save to a temp file and rename it over the
//! original. Events are debounced (50 ms), then handed over through a channel; notify's thread
//! only sends and calls the wake-up callback, it never touches Lua or the UI.

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

use notify::event::EventKind;
use notify::{RecommendedWatcher, RecursiveMode};
use notify_debouncer_full::{DebounceEventResult, Debouncer, RecommendedCache, new_debouncer};

/// How long a file must be quiet before its change is reported.
pub const DEBOUNCE: Duration = Duration::from_millis(50);

/// Why watching could not start.
#[derive(Debug, thiserror::Error)]
pub enum WatchError {
    /// The platform's file watcher failed to start.
    #[error("cannot start the file watcher: {0}")]
    Start(#[from] notify::Error),
}

/// A `.lua` file that was created, changed, renamed into place or removed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChangedFile {
    /// The file: the watched directory (as given) joined with the file name.
    pub path: PathBuf,
    /// The watched directory it is in (as given).
    pub dir: PathBuf,
    /// Whether the file exists now (false: it was removed or renamed away).
    pub exists: bool,
}

/// Watches directories for changes to `.lua` files.
pub struct RulesWatcher {
    _debouncer: Debouncer<RecommendedWatcher, RecommendedCache>,
    events: mpsc::Receiver<DebounceEventResult>,
    /// Watched directories: as given, and canonical (to match event paths).
    dirs: Vec<(PathBuf, Option<PathBuf>)>,
    skipped: Vec<(PathBuf, String)>,
    errors: Vec<String>,
}

impl RulesWatcher {
    /// Watches each of `dirs` (non-recursively). `wake` runs on notify's thread after each batch
    /// of events, e.g. to request a repaint; then [`RulesWatcher::poll`] collects them.
    /// Directories that cannot be watched (e.g. missing) are skipped and listed by
    /// [`RulesWatcher::skipped`].
    ///
    /// # Errors
    /// [`WatchError`] if the platform watcher cannot start at all.
    pub fn new(dirs: &[PathBuf], wake: impl Fn() + Send + 'static) -> Result<RulesWatcher, WatchError> {
        let (tx, rx) = mpsc::channel();
        let mut debouncer = new_debouncer(DEBOUNCE, None, move |result: DebounceEventResult| {
            if tx.send(result).is_ok() {
                wake();
            }
        })?;
        let mut watched = Vec::new();
        let mut skipped = Vec::new();
        for dir in dirs {
            match debouncer.watch(dir, RecursiveMode::NonRecursive) {
                Ok(()) => watched.push((dir.clone(), dir.canonicalize().ok())),
                Err(e) => skipped.push((dir.clone(), e.to_string())),
            }
        }
        Ok(RulesWatcher { _debouncer: debouncer, events: rx, dirs: watched, skipped, errors: Vec::new() })
    }

    /// The directories being watched, as given.
    pub fn dirs(&self) -> Vec<PathBuf> {
        self.dirs.iter().map(|(d, _)| d.clone()).collect()
    }

    /// Directories that could not be watched, with the reason.
    pub fn skipped(&self) -> &[(PathBuf, String)] {
        &self.skipped
    }

    /// Watcher errors reported since the last call (e.g. an event queue overflow).
    pub fn take_errors(&mut self) -> Vec<String> {
        std::mem::take(&mut self.errors)
    }

    /// The `.lua` files changed since the last poll, each once, in the order first seen.
    /// Never blocks. Temp and backup names (`.x.lua`, `#x.lua#`, `x.lua~`, `x.lua.tmp`) are
    /// ignored.
    pub fn poll(&mut self) -> Vec<ChangedFile> {
        let mut changed: Vec<ChangedFile> = Vec::new();
        while let Ok(batch) = self.events.try_recv() {
            let events = match batch {
                Ok(events) => events,
                Err(errors) => {
                    self.errors.extend(errors.iter().map(|e| e.to_string()));
                    continue;
                }
            };
            for event in events {
                if matches!(event.kind, EventKind::Access(_)) {
                    continue;
                }
                for path in &event.paths {
                    let Some(file) = self.watched_file(path) else { continue };
                    if !changed.iter().any(|c| c.path == file.path) {
                        changed.push(file);
                    }
                }
            }
        }
        for c in &mut changed {
            c.exists = c.path.is_file();
        }
        changed
    }

    /// The watched-directory form of an event path, if it names a script in a watched directory.
    fn watched_file(&self, path: &Path) -> Option<ChangedFile> {
        let name = path.file_name()?.to_str()?;
        if !is_script_name(name) {
            return None;
        }
        let parent = path.parent()?;
        let (dir, _) = self.dirs.iter().find(|(given, canonical)| {
            parent == given
                || canonical.as_deref().is_some_and(|c| c == parent || parent.canonicalize().is_ok_and(|p| p == c))
        })?;
        Some(ChangedFile { path: dir.join(name), dir: dir.clone(), exists: false })
    }
}

/// Whether a file name is a script's, not an editor's temp or backup file.
pub fn is_script_name(name: &str) -> bool {
    name.ends_with(".lua") && name.len() > 4 && !name.starts_with('.') && !name.starts_with('#')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_names_exclude_temp_and_backup_files() {
        for ok in ["rules.lua", "10_blitz.lua", "a.b.lua"] {
            assert!(is_script_name(ok), "{ok}");
        }
        for not in [".rules.lua", "#rules.lua#", "rules.lua~", "rules.lua.tmp", "rules.lua.swp", ".lua", "4913"] {
            assert!(!is_script_name(not), "{not}");
        }
    }
}
