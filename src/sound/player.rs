//! The audio thread: opens the device when first needed, then feeds it in 10 ms chunks from a
//! small mixer, so a new sound starts within about 50 ms even while another still plays.

use std::sync::mpsc::{Receiver, Sender};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use super::alsa::{Alsa, SYSTEM_LIBRARY};
use super::synth::{SAMPLE_RATE, synthesize};
use super::{Request, SoundError, SoundKind, SoundStatus};

/// How much sound ALSA buffers ahead: short, so a sound starts soon after it is asked for.
const LATENCY: Duration = Duration::from_millis(40);
/// Samples written per chunk: 10 ms. Requests are looked at between chunks.
const CHUNK: usize = SAMPLE_RATE as usize / 100;
/// Silence written after each sound: twice the device buffer, so the sound's end is fully played
/// before the stream runs dry, and a device that replays its buffer on running dry replays silence.
const TAIL: usize = 2 * SAMPLE_RATE as usize * LATENCY.as_millis() as usize / 1000;

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
    let samples_of = |kind: SoundKind| sounds.iter().find(|(k, _)| *k == kind).map_or(&[][..], |(_, s)| s);

    let mut mixer = Mixer::default();
    let mut flushes: Vec<Sender<()>> = Vec::new();
    let mut next = Some(first);
    loop {
        if mixer.is_idle() {
            // Everything asked for has been handed to the device.
            for done in flushes.drain(..) {
                let _ = done.send(());
            }
            if next.is_none() {
                match inbox.recv() {
                    Ok(request) => next = Some(request),
                    Err(_) => return,
                }
            }
        }
        let mut batch = Batch::default();
        if let Some(request) = next.take() {
            batch.take(request);
        }
        while let Ok(request) = inbox.try_recv() {
            batch.take(request);
        }
        if let Some(kind) = batch.sound {
            mixer.add(samples_of(kind));
        }
        flushes.append(&mut batch.flushes);
        if let Some(chunk) = mixer.next_chunk()
            && let Err(error) = pcm.write(chunk)
        {
            // The device failed for good (e.g. unplugged): go silent.
            return set_status(SoundStatus::Unavailable { error, after: started.elapsed() });
        }
    }
}

/// Requests that arrived together: at most one sound (the highest-ranked) and the flushes.
#[derive(Default)]
struct Batch {
    sound: Option<SoundKind>,
    flushes: Vec<Sender<()>>,
}

impl Batch {
    fn take(&mut self, request: Request) {
        match request {
            Request::Open => {}
            Request::Play(kind) => {
                if self.sound.is_none_or(|s| kind.rank() > s.rank()) {
                    self.sound = Some(kind);
                }
            }
            Request::Flush(done) => self.flushes.push(done),
        }
    }
}

/// The samples still to be written; a new sound is mixed in from the current position.
#[derive(Default)]
struct Mixer {
    pending: Vec<i16>,
    position: usize,
}

impl Mixer {
    /// Mixes `samples` (followed by [`TAIL`] of silence) into what is still to be written.
    fn add(&mut self, samples: &[i16]) {
        self.pending.drain(..self.position);
        self.position = 0;
        let needed = samples.len() + TAIL;
        if self.pending.len() < needed {
            self.pending.resize(needed, 0);
        }
        for (out, &s) in self.pending.iter_mut().zip(samples) {
            *out = out.saturating_add(s);
        }
    }

    /// The next chunk of at most [`CHUNK`] samples, if any is left.
    fn next_chunk(&mut self) -> Option<&[i16]> {
        let start = self.position;
        let end = (start + CHUNK).min(self.pending.len());
        self.position = end;
        (end > start).then(|| &self.pending[start..end])
    }

    /// True when everything has been handed out.
    fn is_idle(&self) -> bool {
        self.position >= self.pending.len()
    }
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;

    use super::*;

    #[test]
    fn requests_that_arrive_together_keep_the_highest_ranked_sound() {
        let (done, _answers) = mpsc::channel();
        let mut batch = Batch::default();
        for r in [
            Request::Play(SoundKind::Move),
            Request::Play(SoundKind::Check),
            Request::Open,
            Request::Flush(done),
            Request::Play(SoundKind::Capture),
        ] {
            batch.take(r);
        }
        assert_eq!(batch.sound, Some(SoundKind::Check));
        assert_eq!(batch.flushes.len(), 1);
    }

    #[test]
    fn the_mixer_hands_out_chunks_then_a_silent_tail() {
        let mut mixer = Mixer::default();
        assert!(mixer.is_idle());
        assert!(mixer.next_chunk().is_none());
        let sound: Vec<i16> = (0..(CHUNK + 7) as i16).collect();
        mixer.add(&sound);
        let mut out = Vec::new();
        while let Some(chunk) = mixer.next_chunk() {
            assert!(chunk.len() <= CHUNK);
            out.extend_from_slice(chunk);
        }
        assert!(mixer.is_idle());
        assert_eq!(out.len(), sound.len() + TAIL);
        assert_eq!(&out[..sound.len()], &sound[..]);
        assert!(out[sound.len()..].iter().all(|&s| s == 0));
    }

    #[test]
    fn a_sound_asked_for_mid_way_is_mixed_in_without_wrapping() {
        let mut mixer = Mixer::default();
        mixer.add(&vec![30_000; 3 * CHUNK]);
        let first: Vec<i16> = mixer.next_chunk().unwrap().to_vec();
        assert_eq!(first, vec![30_000; CHUNK]);
        mixer.add(&[1_000, 10_000]);
        let second = mixer.next_chunk().unwrap();
        assert_eq!(&second[..3], &[31_000, i16::MAX, 30_000]);
        let total: usize = std::iter::from_fn(|| mixer.next_chunk().map(<[i16]>::len)).sum::<usize>() + CHUNK;
        assert_eq!(total, 2 * CHUNK + TAIL, "the rest of the first sound and its tail");
    }
}
