//! An [`Analyser`] on its own thread, for the app: progress without blocking, and cancellation.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::thread::JoinHandle;

use super::analyser::{Analyser, AnalysisError};
use super::game_analysis::GameAnalysis;

/// What a background analysis reports.
#[derive(Clone, Debug, PartialEq)]
pub enum AnalysisEvent {
    /// Positions judged so far, of the game's total.
    Progress {
        /// Positions judged.
        done: usize,
        /// Positions in the game.
        total: usize,
    },
    /// The analysis ended: the last event.
    Done(Result<GameAnalysis, AnalysisError>),
}

/// A running analysis. Dropping it stops the search.
pub struct BackgroundAnalysis {
    stop: Arc<AtomicBool>,
    events: Receiver<AnalysisEvent>,
    handle: Option<JoinHandle<()>>,
    progress: (usize, usize),
}

impl std::fmt::Debug for BackgroundAnalysis {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BackgroundAnalysis").field("progress", &self.progress).finish_non_exhaustive()
    }
}

impl BackgroundAnalysis {
    /// Starts `analyser` on a new thread; `wake` is called after each event (to repaint).
    ///
    /// # Errors
    /// The operating system's error if no thread starts.
    pub fn start(analyser: Analyser, wake: impl Fn() + Send + 'static) -> std::io::Result<BackgroundAnalysis> {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let (tx, events) = mpsc::channel();
        let progress = (analyser.done(), analyser.total());
        let handle =
            std::thread::Builder::new().name("hexchess-analysis".into()).stack_size(16 << 20).spawn(move || {
                let result = analyser.run(&flag, |done, total| {
                    let _ = tx.send(AnalysisEvent::Progress { done, total });
                    wake();
                });
                let _ = tx.send(AnalysisEvent::Done(result));
                wake();
            })?;
        Ok(BackgroundAnalysis { stop, events, handle: Some(handle), progress })
    }

    /// The next event, without waiting.
    pub fn poll(&mut self) -> Option<AnalysisEvent> {
        let event = self.events.try_recv().ok()?;
        if let AnalysisEvent::Progress { done, total } = event {
            self.progress = (done, total);
        }
        if matches!(event, AnalysisEvent::Done(_))
            && let Some(handle) = self.handle.take()
        {
            let _ = handle.join();
        }
        Some(event)
    }

    /// Waits for the end and returns the analysis.
    ///
    /// # Errors
    /// [`AnalysisError::Cancelled`] if it was cancelled.
    pub fn wait(mut self) -> Result<GameAnalysis, AnalysisError> {
        loop {
            match self.events.recv() {
                Ok(AnalysisEvent::Done(result)) => return result,
                Ok(AnalysisEvent::Progress { done, total }) => self.progress = (done, total),
                Err(_) => return Err(AnalysisError::Cancelled { done: self.progress.0, total: self.progress.1 }),
            }
        }
    }

    /// Positions judged and the total, as last reported.
    pub fn progress(&self) -> (usize, usize) {
        self.progress
    }

    /// Asks the search to stop; a [`AnalysisEvent::Done`] with the cancellation follows.
    pub fn cancel(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

impl Drop for BackgroundAnalysis {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
