//! A silent [`SoundSink`] whose record the test keeps a handle to after handing it to the app.

use std::sync::{Arc, Mutex};

use super::sound::{SoundKind, SoundSink};

/// Plays nothing and records, in order, every sound that would have been heard. Clones share
/// the record: keep one, give the other to [`AppOptions`](super::AppOptions).
#[derive(Clone, Debug, Default)]
pub struct SoundLog {
    inner: Arc<Mutex<Record>>,
}

#[derive(Debug, Default)]
struct Record {
    enabled: bool,
    played: Vec<SoundKind>,
}

impl SoundLog {
    /// A new, empty log (sound off until the app switches it on from its settings).
    pub fn new() -> SoundLog {
        SoundLog::default()
    }

    /// The sounds heard so far (only those played while sound was enabled).
    pub fn played(&self) -> Vec<SoundKind> {
        self.record(|r| r.played.clone())
    }

    /// Forgets the sounds heard so far.
    pub fn clear(&self) {
        self.record(|r| r.played.clear());
    }

    fn record<T>(&self, f: impl FnOnce(&mut Record) -> T) -> T {
        f(&mut self.inner.lock().unwrap_or_else(|p| p.into_inner()))
    }
}

impl SoundSink for SoundLog {
    fn play(&mut self, kind: SoundKind) {
        self.record(|r| {
            if r.enabled {
                r.played.push(kind);
            }
        });
    }

    fn set_enabled(&mut self, enabled: bool) {
        self.record(|r| r.enabled = enabled);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clones_share_the_record_and_muted_sounds_are_not_heard() {
        let log = SoundLog::new();
        let mut sink: Box<dyn SoundSink> = Box::new(log.clone());
        sink.play(SoundKind::Move);
        sink.set_enabled(true);
        sink.play(SoundKind::Capture);
        sink.set_enabled(false);
        sink.play(SoundKind::Check);
        assert_eq!(log.played(), [SoundKind::Capture]);
        log.clear();
        assert!(log.played().is_empty());
    }
}
