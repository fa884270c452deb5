//! The last line of defence: run script work on its own thread and stop waiting for it after a
//! hard deadline.
//!
//! The sandbox stops every runaway script it knows of well before this deadline. If some C
//! function ever loops where no hook can fire, the caller still gets an error in time; the stuck
//! thread is abandoned (it cannot be killed) and ends with the process.

use std::cell::RefCell;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, mpsc};
use std::time::Duration;

use crate::script::error::{ScriptError, ScriptErrorKind};

/// How long any one load or call may take, all limits included.
pub const HARD_DEADLINE: Duration = Duration::from_millis(750);

thread_local! {
    /// Where sandboxes created on a watched thread publish the script line they are running.
    static PROGRESS: RefCell<Option<Arc<AtomicU32>>> = const { RefCell::new(None) };
}

/// The progress slot of the current thread, if it runs watched work: sandboxes store the last
/// script line they saw there, so that a deadline error can name it.
pub(super) fn progress_slot() -> Option<Arc<AtomicU32>> {
    PROGRESS.with(|p| p.borrow().clone())
}

/// Runs `work` on a new thread and waits at most `deadline` for its result.
///
/// # Errors
/// The work's own error, or a [`ScriptErrorKind::Budget`] error naming `file` (and the last
/// script line seen) if the deadline passed (or the thread could not start, or panicked).
pub(super) fn run_with_deadline<T, F>(file: &str, deadline: Duration, work: F) -> Result<T, ScriptError>
where
    T: Send + 'static,
    F: FnOnce() -> Result<T, ScriptError> + Send + 'static,
{
    let (tx, rx) = mpsc::sync_channel(1);
    let progress = Arc::new(AtomicU32::new(0));
    let slot = Arc::clone(&progress);
    let spawned = std::thread::Builder::new().name("hexchess-lua".into()).spawn(move || {
        PROGRESS.with(|p| *p.borrow_mut() = Some(slot));
        let _ = tx.send(work());
    });
    if let Err(e) = spawned {
        return Err(ScriptError::new(file, ScriptErrorKind::Runtime, format!("cannot start a script thread: {e}")));
    }
    match rx.recv_timeout(deadline) {
        Ok(result) => result,
        Err(mpsc::RecvTimeoutError::Timeout) => {
            let mut e = ScriptError::new(
                file,
                ScriptErrorKind::Budget,
                format!("script did not stop within {} ms and was abandoned", deadline.as_millis()),
            );
            e.line = Some(progress.load(Ordering::Relaxed)).filter(|&l| l > 0);
            Err(e)
        }
        Err(mpsc::RecvTimeoutError::Disconnected) => {
            Err(ScriptError::new(file, ScriptErrorKind::Runtime, "the script thread failed unexpectedly"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;

    #[test]
    fn returns_the_result_of_quick_work() {
        let r = run_with_deadline("a.lua", Duration::from_secs(5), || Ok(41 + 1));
        assert_eq!(r, Ok(42));
    }

    #[test]
    fn gives_up_on_work_that_hangs() {
        let started = Instant::now();
        let r: Result<(), _> = run_with_deadline("stuck.lua", Duration::from_millis(50), || {
            std::thread::sleep(Duration::from_secs(2));
            Ok(())
        });
        let err = r.expect_err("the deadline must pass first");
        assert_eq!(err.kind, ScriptErrorKind::Budget);
        assert_eq!(err.file, "stuck.lua");
        assert!(started.elapsed() < Duration::from_secs(1), "waited {:?}", started.elapsed());
    }

    #[test]
    fn a_deadline_error_names_the_last_line_the_work_published() {
        let r: Result<(), _> = run_with_deadline("slow.lua", Duration::from_millis(50), || {
            if let Some(slot) = progress_slot() {
                slot.store(7, Ordering::Relaxed);
            }
            std::thread::sleep(Duration::from_secs(2));
            Ok(())
        });
        assert_eq!(r.map_err(|e| e.line), Err(Some(7)));
        assert!(progress_slot().is_none(), "only watched threads have a slot");
    }

    #[test]
    fn reports_a_panicking_worker_as_an_error() {
        let r: Result<(), _> = run_with_deadline("p.lua", Duration::from_secs(5), || panic!("worker bug"));
        assert_eq!(r.map_err(|e| e.kind), Err(ScriptErrorKind::Runtime));
    }
}
