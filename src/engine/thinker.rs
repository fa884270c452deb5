//! A search on a background thread, for the app: start it, poll for progress and the result
//! without blocking, stop it at any time.
//!
//! ```no_run
//! # use hexchess::engine::{Thinker, ThinkerEvent, SearchRequest, SearchConfig, SearchLimits};
//! # let position = hexchess::script::builtin_variant("glinski").unwrap().start_position();
//! let mut thinker = Thinker::default();
//! let request = SearchRequest::new(position, SearchLimits::depth(4), SearchConfig::for_position(&position));
//! thinker.start(request, || { /* e.g. ctx.request_repaint() */ }).unwrap();
//! // Each frame:
//! while let Some(event) = thinker.poll() {
//!     match event {
//!         ThinkerEvent::Info(info) => println!("depth {}", info.depth),
//!         ThinkerEvent::Done(result) => println!("play {:?}", result.best),
//!     }
//! }
//! ```

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::thread::JoinHandle;

use super::report::{SearchInfo, SearchResult};
use super::search::{DEFAULT_HASH_MB, SearchRequest, Searcher};

/// What a background search reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ThinkerEvent {
    /// Progress after a completed iteration.
    Info(SearchInfo),
    /// The search finished (by a limit or a stop); the last event of a search.
    Done(SearchResult),
}

/// Why a search could not start.
#[derive(Debug, thiserror::Error)]
pub enum ThinkerError {
    /// A search is already running; stop it or wait for it first.
    #[error("the engine is already thinking")]
    Busy,
    /// The operating system refused a new thread.
    #[error("could not start the engine thread: {0}")]
    Spawn(#[from] std::io::Error),
}

struct Running {
    stop: Arc<AtomicBool>,
    events: Receiver<ThinkerEvent>,
    handle: JoinHandle<Searcher>,
}

/// Runs searches on a background thread, one at a time, keeping the searcher's memory between
/// searches of the same game.
pub struct Thinker {
    searcher: Option<Searcher>,
    running: Option<Running>,
    hash_mb: usize,
}

impl Default for Thinker {
    fn default() -> Self {
        Thinker::new(DEFAULT_HASH_MB)
    }
}

impl std::fmt::Debug for Thinker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Thinker").field("thinking", &self.is_thinking()).finish_non_exhaustive()
    }
}

impl Thinker {
    /// A thinker whose searcher has a transposition table of about `hash_mb` MiB.
    pub fn new(hash_mb: usize) -> Thinker {
        Thinker { searcher: None, running: None, hash_mb }
    }

    /// Starts searching `request` on a background thread. `wake` is called (from that thread)
    /// after every event is queued, e.g. to request a repaint; then call [`Thinker::poll`].
    ///
    /// # Errors
    /// [`ThinkerError::Busy`] while a search runs; [`ThinkerError::Spawn`] if no thread starts.
    pub fn start(&mut self, request: SearchRequest, wake: impl Fn() + Send + 'static) -> Result<(), ThinkerError> {
        if self.running.is_some() {
            return Err(ThinkerError::Busy);
        }
        let mut searcher = self.searcher.take().unwrap_or_else(|| Searcher::new(self.hash_mb));
        let stop = Arc::new(AtomicBool::new(false));
        let (tx, events) = mpsc::channel();
        let flag = Arc::clone(&stop);
        let handle =
            std::thread::Builder::new().name("hexchess-engine".into()).stack_size(16 << 20).spawn(move || {
                let result = searcher.search(&request, &flag, |info| {
                    let _ = tx.send(ThinkerEvent::Info(info.clone()));
                    wake();
                });
                let _ = tx.send(ThinkerEvent::Done(result));
                wake();
                searcher
            })?;
        self.running = Some(Running { stop, events, handle });
        Ok(())
    }

    /// Whether a search is running or its result has not been collected yet.
    pub fn is_thinking(&self) -> bool {
        self.running.is_some()
    }

    /// Asks the running search to stop soon; its result still arrives as [`ThinkerEvent::Done`].
    pub fn stop(&self) {
        if let Some(r) = &self.running {
            r.stop.store(true, Ordering::Relaxed);
        }
    }

    /// The next event, without blocking. After [`ThinkerEvent::Done`] the thinker is idle again.
    /// Returns `None` when nothing is pending (or if the search thread died without a result).
    pub fn poll(&mut self) -> Option<ThinkerEvent> {
        let running = self.running.as_ref()?;
        match running.events.try_recv() {
            Ok(ThinkerEvent::Done(result)) => {
                self.finish();
                Some(ThinkerEvent::Done(result))
            }
            Ok(event) => Some(event),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => {
                self.finish();
                None
            }
        }
    }

    /// Blocks until the running search ends and returns its result (`None` if none was running).
    /// Progress events not yet polled are dropped.
    pub fn wait(&mut self) -> Option<SearchResult> {
        loop {
            let running = self.running.as_ref()?;
            match running.events.recv() {
                Ok(ThinkerEvent::Done(result)) => {
                    self.finish();
                    return Some(result);
                }
                Ok(ThinkerEvent::Info(_)) => {}
                Err(_) => {
                    self.finish();
                    return None;
                }
            }
        }
    }

    /// Stops the running search and discards its result (e.g. the user took the seat back).
    pub fn cancel(&mut self) {
        self.stop();
        let _ = self.wait();
    }

    /// Forgets what earlier searches learnt (call when a new game starts). Cancels a running search.
    pub fn new_game(&mut self) {
        self.cancel();
        if let Some(s) = &mut self.searcher {
            s.clear();
        }
    }

    fn finish(&mut self) {
        if let Some(r) = self.running.take() {
            self.searcher = r.handle.join().ok();
        }
    }
}

impl Drop for Thinker {
    fn drop(&mut self) {
        self.cancel();
    }
}
