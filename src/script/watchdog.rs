//! The last line of defence: run script work on its own thread and stop waiting for it after a
//! hard deadline.
//!
//! The sandbox stops every runaway script it knows of well before this deadline. If some C
//! function ever loops where no hook can fire, the caller still gets an error in time; the stuck
//! thread is abandoned (it cannot be killed) and ends with the process.

use std::sync::mpsc;
use std::time::Duration;

use super::error::{ScriptError, ScriptErrorKind};

/// How long any one load or call may take, all limits included.
pub const HARD_DEADLINE: Duration = Duration::from_millis(750);

/// Runs `work` on a new thread and waits at most `deadline` for its result.
///
/// # Errors
/// The work's own error, or a [`ScriptErrorKind::Budget`] error naming `file` if the deadline
/// passed (or the thread could not start, or panicked).
pub(crate) fn run_with_deadline<T, F>(file: &str, deadline: Duration, work: F) -> Result<T, ScriptError>
where
    T: Send + 'static,
    F: FnOnce() -> Result<T, ScriptError> + Send + 'static,
{
    let (tx, rx) = mpsc::sync_channel(1);
    let spawned = std::thread::Builder::new().name("hexchess-lua".into()).spawn(move || {
        let _ = tx.send(work());
    });
    if let Err(e) = spawned {
        return Err(ScriptError::new(file, ScriptErrorKind::Runtime, format!("cannot start a script thread: {e}")));
    }
    match rx.recv_timeout(deadline) {
        Ok(result) => result,
        Err(mpsc::RecvTimeoutError::Timeout) => Err(ScriptError::new(
            file,
            ScriptErrorKind::Budget,
            format!("script did not stop within {} ms and was abandoned", deadline.as_millis()),
        )),
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
    fn reports_a_panicking_worker_as_an_error() {
        let r: Result<(), _> = run_with_deadline("p.lua", Duration::from_secs(5), || panic!("worker bug"));
        assert_eq!(r.map_err(|e| e.kind), Err(ScriptErrorKind::Runtime));
    }
}
