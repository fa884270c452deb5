//! Writes the autosave on a background thread; the app waits for it (briefly, with a bound) so a
//! completed move is on disk before the next frame, and a stuck disk cannot freeze the window.
//!
//! An atomic save costs two fsyncs (a few ms, about 18 ms on a slow disk). The UI hands each new
//! document to [`AutosaveWriter::submit`], which only stores it and wakes the writer thread, then
//! waits for it with [`AutosaveWriter::flush`] and a time bound. The thread always writes the **latest** document: documents submitted while a
//! write is under way are replaced by newer ones, never written out of order, and the newest is
//! always written. [`AutosaveWriter::flush`] waits until everything submitted is on disk;
//! dropping the writer flushes too, so a normal exit never loses the last save.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::autosave::{self, Autosave};

/// How long dropping the writer waits for a write under way.
const DROP_WAIT: Duration = Duration::from_secs(5);

/// What the UI thread and the writer thread share.
#[derive(Default)]
struct State {
    /// The newest document not yet taken by the writer, with its number.
    pending: Option<(u64, Autosave, Instant)>,
    /// Documents submitted so far.
    submitted: u64,
    /// The number of the last document written (or whose write failed).
    written: u64,
    /// Failures not yet reported to the UI.
    errors: Vec<String>,
    /// The time from submit to the end of the last write.
    last_latency: Option<Duration>,
    /// Set when the writer should finish its work and stop.
    closing: bool,
}

struct Shared {
    state: Mutex<State>,
    /// Wakes the writer: a document is pending, or it should stop.
    wake: Condvar,
    /// Wakes flushers: a write finished.
    done: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        // A panic while holding the lock leaves plain data behind; keep going with it.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// A background thread that writes autosaves into one folder, newest first and in order.
pub struct AutosaveWriter {
    dir: PathBuf,
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

impl std::fmt::Debug for AutosaveWriter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AutosaveWriter").field("dir", &self.dir).finish()
    }
}

impl AutosaveWriter {
    /// Starts the writer thread for autosaves in `dir`.
    ///
    /// # Errors
    /// The system's error when no thread can be started.
    pub fn start(dir: &Path) -> std::io::Result<AutosaveWriter> {
        let shared =
            Arc::new(Shared { state: Mutex::new(State::default()), wake: Condvar::new(), done: Condvar::new() });
        let thread_shared = Arc::clone(&shared);
        let thread_dir = dir.to_path_buf();
        let thread = std::thread::Builder::new()
            .name("hexchess-autosave".into())
            .spawn(move || write_loop(&thread_dir, &thread_shared))?;
        Ok(AutosaveWriter { dir: dir.to_path_buf(), shared, thread: Some(thread) })
    }

    /// The folder written to.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Queues `doc` to be written; returns at once. A document still waiting is replaced.
    pub fn submit(&self, doc: Autosave) {
        let mut state = self.shared.lock();
        state.submitted += 1;
        state.pending = Some((state.submitted, doc, Instant::now()));
        drop(state);
        self.shared.wake.notify_one();
    }

    /// Waits until every document submitted so far has been written (or has failed), at most
    /// `timeout`. Returns whether it got there.
    pub fn flush(&self, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        let mut state = self.shared.lock();
        while state.written < state.submitted {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            state = self.shared.done.wait_timeout(state, left).unwrap_or_else(PoisonError::into_inner).0;
        }
        true
    }

    /// The failures since the last call, oldest first.
    pub fn take_errors(&self) -> Vec<String> {
        std::mem::take(&mut self.shared.lock().errors)
    }

    /// The time from submit to the end of the last completed write.
    pub fn last_latency(&self) -> Option<Duration> {
        self.shared.lock().last_latency
    }
}

impl Drop for AutosaveWriter {
    fn drop(&mut self) {
        let flushed = self.flush(DROP_WAIT);
        self.shared.lock().closing = true;
        self.shared.wake.notify_one();
        // A disk that hangs must not hang the exit: then the thread is left to finish alone
        // (an interrupted atomic write leaves the previous autosave intact).
        if let (true, Some(thread)) = (flushed, self.thread.take()) {
            let _ = thread.join();
        }
    }
}

/// The writer thread: take the newest pending document, write it, repeat; stop when closing
/// and nothing is pending.
fn write_loop(dir: &Path, shared: &Shared) {
    loop {
        let mut state = shared.lock();
        while state.pending.is_none() && !state.closing {
            state = shared.wake.wait(state).unwrap_or_else(PoisonError::into_inner);
        }
        let Some((number, doc, submitted_at)) = state.pending.take() else { return };
        drop(state);
        let result = autosave::save(dir, &doc);
        let mut state = shared.lock();
        state.written = number;
        state.last_latency = Some(submitted_at.elapsed());
        if let Err(e) = result {
            state.errors.push(e.to_string());
        }
        drop(state);
        shared.done.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, notation};

    fn doc_with(plies: &[&str]) -> Autosave {
        let variant = crate::script::builtin_variant("glinski").expect("built-in");
        let mut game = Game::new(variant.start_position());
        for text in plies {
            let mv = notation::parse_any(game.position(), text).expect("legal");
            game.play(mv).expect("legal");
        }
        Autosave::new(&game, variant.default_rules())
    }

    #[test]
    fn the_newest_document_is_on_disk_after_a_flush() {
        let dir = tempfile::tempdir().expect("temp dir");
        let writer = AutosaveWriter::start(dir.path()).expect("thread");
        let line = ["f5f6", "e7e6", "Qe1c3", "Nh9i6", "g4g5", "b7b6"];
        // Submit faster than the disk writes: older documents may be skipped, never reordered.
        for n in 0..=line.len() {
            writer.submit(doc_with(&line[..n]));
        }
        assert!(writer.flush(Duration::from_secs(10)));
        let saved = autosave::load(dir.path()).expect("readable").expect("present");
        assert_eq!(saved.moves.len(), line.len());
        assert!(writer.take_errors().is_empty());
        assert!(writer.last_latency().is_some());
    }

    #[test]
    fn dropping_the_writer_writes_what_was_submitted() {
        let dir = tempfile::tempdir().expect("temp dir");
        let writer = AutosaveWriter::start(dir.path()).expect("thread");
        writer.submit(doc_with(&["f5f6"]));
        writer.submit(doc_with(&["f5f6", "e7e6"]));
        drop(writer);
        let saved = autosave::load(dir.path()).expect("readable").expect("present");
        assert_eq!(saved.moves, ["f5f6", "e7e6"]);
    }

    #[test]
    fn failures_are_reported_and_do_not_stop_the_writer() {
        let dir = tempfile::tempdir().expect("temp dir");
        // A file where the folder should be: every write fails.
        let blocked = dir.path().join("blocked");
        std::fs::write(&blocked, b"x").expect("write");
        let writer = AutosaveWriter::start(&blocked).expect("thread");
        writer.submit(doc_with(&[]));
        assert!(writer.flush(Duration::from_secs(10)));
        let errors = writer.take_errors();
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(errors[0].contains("blocked"), "{errors:?}");
        writer.submit(doc_with(&["f5f6"]));
        assert!(writer.flush(Duration::from_secs(10)), "the thread still runs");
    }
}
