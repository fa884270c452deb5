//! The audio thread: opens the device when first needed, then plays requests one after another.

use std::sync::mpsc::{Receiver, Sender};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use super::alsa::{Alsa, SYSTEM_LIBRARY};
use super::synth::{SAMPLE_RATE, synthesize};
use super::{Request, SoundError, SoundKind, SoundStatus};

/// How much sound ALSA buffers ahead: short, so a sound starts soon after it is asked for.
const LATENCY: Duration = Duration::from_millis(40);

/// Which library and device the thread uses.
pub(super) struct Backend {
    /// The ALSA library file, normally [`SYSTEM_LIBRARY`].
    pub library: String,
    /// The ALSA device name.
    pub device: String,
}

/// The system library, loaded once per process and never unloaded (unloading libasound while
/// its plugins may still hold state is not worth the risk).
fn system_alsa() -> Result<Arc<Alsa>, SoundError> {
    static SYSTEM: OnceLock<Result<Arc<Alsa>, SoundError>> = OnceLock::new();
    SYSTEM.get_or_init(|| Alsa::load(SYSTEM_LIBRARY).map(Arc::new)).clone()
}

fn load(library: &str) -> Result<Arc<Alsa>, SoundError> {
    if library == SYSTEM_LIBRARY { system_alsa() } else { Alsa::load(library).map(Arc::new) }
}

/// The thread's body. It returns (ending the thread) when the [`super::Sounds`] is dropped or
/// when no device can be opened.
pub(super) fn run(backend: &Backend, inbox: &Receiver<Request>, status: &Mutex<SoundStatus>) {
    let set_status = |s: SoundStatus| *status.lock().unwrap_or_else(|p| p.into_inner()) = s;
    // Wait for the first request before touching ALSA at all.
    let Ok(first) = inbox.recv() else { return };
    let started = Instant::now();
    let alsa = match load(&backend.library) {
        Ok(alsa) => alsa,
        Err(error) => return set_status(SoundStatus::Unavailable { error, after: started.elapsed() }),
    };
    alsa.silence_errors_on_this_thread();
    let mut pcm = match alsa.open_playback(&backend.device, SAMPLE_RATE, LATENCY) {
        Ok(pcm) => pcm,
        Err(error) => return set_status(SoundStatus::Unavailable { error, after: started.elapsed() }),
    };
    set_status(SoundStatus::Ready { device: backend.device.clone(), open_time: started.elapsed() });
    let sounds: Vec<(SoundKind, Vec<i16>)> = SoundKind::ALL.iter().map(|&k| (k, synthesize(k))).collect();

    let mut next = Some(first);
    loop {
        let request = match next.take() {
            Some(r) => r,
            None => match inbox.recv() {
                Ok(r) => r,
                Err(_) => return,
            },
        };
        let batch = gather(request, inbox);
        if let Some(kind) = batch.sound {
            let samples = sounds.iter().find(|(k, _)| *k == kind).map_or(&[][..], |(_, s)| s);
            if let Err(error) = pcm.play(samples) {
                // The device failed for good (e.g. unplugged): go silent.
                return set_status(SoundStatus::Unavailable { error, after: started.elapsed() });
            }
        }
        for done in batch.flushes {
            let _ = done.send(());
        }
    }
}

/// The requests handled together: at most one sound, and the flushes to answer after it.
struct Batch {
    sound: Option<SoundKind>,
    flushes: Vec<Sender<()>>,
}

/// Takes `first` and every request already waiting, up to and including the first flush, and
/// keeps only the highest-ranked sound among them.
fn gather(first: Request, inbox: &Receiver<Request>) -> Batch {
    let mut batch = Batch { sound: None, flushes: Vec::new() };
    let mut request = Some(first);
    while let Some(r) = request.take() {
        match r {
            Request::Open => {}
            Request::Play(kind) => {
                if batch.sound.is_none_or(|s| kind.rank() > s.rank()) {
                    batch.sound = Some(kind);
                }
            }
            Request::Flush(done) => {
                batch.flushes.push(done);
                break;
            }
        }
        request = inbox.try_recv().ok();
    }
    batch
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;

    use super::*;

    #[test]
    fn waiting_sounds_collapse_to_the_highest_rank_up_to_a_flush() {
        let (send, inbox) = mpsc::channel();
        let (done, _answers) = mpsc::channel();
        for r in [
            Request::Play(SoundKind::Move),
            Request::Play(SoundKind::Check),
            Request::Play(SoundKind::Capture),
            Request::Flush(done),
            Request::Play(SoundKind::LowTime),
        ] {
            send.send(r).unwrap();
        }
        let first = inbox.recv().unwrap();
        let batch = gather(first, &inbox);
        assert_eq!(batch.sound, Some(SoundKind::Check));
        assert_eq!(batch.flushes.len(), 1);
        let batch = gather(inbox.recv().unwrap(), &inbox);
        assert_eq!(batch.sound, Some(SoundKind::LowTime));
        assert!(batch.flushes.is_empty());
    }
}
