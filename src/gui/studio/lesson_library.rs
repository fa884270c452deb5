//! The lessons the app offers: the catalog (shipped lessons and files in the lesson folders), the
//! open lesson, and the watcher that reloads lesson files when they are saved.

use std::path::PathBuf;

use crate::lesson::{LessonEntry, LessonError, lesson_catalog, open_lesson};
use crate::script::RulesWatcher;

use super::lesson_player::LessonPlayer;

/// The catalog, the watcher and the open lesson.
#[derive(Default)]
pub struct LessonLibrary {
    /// Folders with lesson files, lowest priority first; lessons are saved into the last one.
    pub dirs: Vec<PathBuf>,
    /// The lessons found (read when the lesson list is first shown, and after each change).
    pub catalog: Option<Vec<LessonEntry>>,
    /// The lesson being played.
    pub player: Option<LessonPlayer>,
    /// Why the last lesson could not be opened.
    pub open_error: Option<String>,
    /// Why lesson files are not watched, if they are not.
    pub watch_note: Option<String>,
    watcher: Option<RulesWatcher>,
}

impl LessonLibrary {
    /// A library over `dirs`.
    pub fn new(dirs: Vec<PathBuf>) -> LessonLibrary {
        LessonLibrary { dirs, ..LessonLibrary::default() }
    }

    /// The folder new lessons are saved into.
    pub fn save_dir(&self) -> PathBuf {
        self.dirs.last().cloned().unwrap_or_else(|| PathBuf::from("lessons"))
    }

    /// The catalog, read now if it was not yet.
    pub fn entries(&mut self) -> &[LessonEntry] {
        if self.catalog.is_none() {
            self.catalog = Some(lesson_catalog(&self.dirs));
        }
        self.catalog.as_deref().unwrap_or(&[])
    }

    /// Reads the catalog again.
    pub fn refresh(&mut self) {
        self.catalog = Some(lesson_catalog(&self.dirs));
    }

    /// Starts watching the lesson folders (again, if some were missing and may exist now);
    /// `wake` is called from the watcher's thread when a file changed.
    pub fn watch(&mut self, wake: impl Fn() + Send + 'static) {
        let complete = self.watcher.as_ref().is_some_and(|w| w.skipped().iter().all(|(d, _)| !d.is_dir()));
        if complete {
            return;
        }
        match RulesWatcher::new(&self.dirs, wake) {
            Ok(w) => {
                self.watch_note = None;
                self.watcher = Some(w);
            }
            Err(e) => self.watch_note = Some(format!("lesson files will not reload by themselves: {e}")),
        }
    }

    /// Whether the folders are being watched.
    pub fn is_watching(&self) -> bool {
        self.watcher.is_some()
    }

    /// Handles saved lesson files: the catalog is read again, and the open lesson reloads when
    /// its own file changed. Returns whether anything changed.
    pub fn poll(&mut self) -> bool {
        let Some(watcher) = self.watcher.as_mut() else { return false };
        let changed = watcher.poll();
        if changed.is_empty() {
            return false;
        }
        if self.catalog.is_some() {
            self.refresh();
        }
        if let Some(player) = self.player.as_mut()
            && changed.iter().any(|c| player.is_file(&c.path))
        {
            player.reload();
        }
        true
    }

    /// Opens the catalog lesson called `name`.
    pub fn open(&mut self, name: &str) {
        let Some(entry) = self.entries().iter().find(|e| e.name == name).cloned() else {
            self.open_error = Some(format!("no lesson called {name}"));
            return;
        };
        let path = (entry.origin != "built-in").then(|| PathBuf::from(&entry.origin));
        let opened = entry.lesson.map_err(LessonError::Load).and_then(|lesson| open_lesson(&entry.origin, lesson));
        match opened {
            Ok(session) => {
                self.player = Some(LessonPlayer::new(&entry.name, path, session));
                self.open_error = None;
            }
            Err(e) => self.open_error = Some(e.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalog_has_the_shipped_lessons_and_opens_them() {
        let dir = tempfile::tempdir().unwrap();
        let mut lib = LessonLibrary::new(vec![dir.path().to_path_buf()]);
        let names: Vec<String> = lib.entries().iter().map(|e| e.name.clone()).collect();
        assert_eq!(names, ["01-how-pieces-move", "02-the-pawn", "03-mates-and-stalemate"]);
        lib.open("02-the-pawn");
        let player = lib.player.as_ref().unwrap();
        assert_eq!(player.session.lesson().title, "The pawn");
        assert_eq!(player.path, None);
        lib.open("nothing");
        assert_eq!(lib.open_error.as_deref(), Some("no lesson called nothing"));
        assert_eq!(lib.save_dir(), dir.path());
    }
}
