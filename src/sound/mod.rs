//! Sound effects: five sounds synthesised in code, played on a background thread through ALSA,
//! which is loaded at run time so that building needs no system -dev package.
//!
//! [`Sounds::new`] never fails and never blocks: it only starts the audio thread. That thread
//! loads `libasound.so.2` and opens the "default" device when the first sound is asked for (or at
//! [`Sounds::open_device_now`]). Without the library or a device it ends quietly: every later
//! [`Sounds::play`] does nothing, and nothing is printed.
//!
//! Environment overrides: `HEXCHESS_NO_SOUND=1` makes [`Sounds::new`] silent without starting a
//! thread; `HEXCHESS_SOUND_DEVICE=<alsa name>` plays on another ALSA device than "default"
//! (e.g. `null`, which accepts and discards sound).
//!
//! ```no_run
//! use hexchess::sound::{SoundKind, Sounds};
//! let mut sounds = Sounds::new();
//! sounds.play(SoundKind::Move); // returns at once, sounds if a device exists
//! sounds.set_enabled(false); // the settings' sound switch, or a console's Mute
//! sounds.play(SoundKind::Capture); // silent
//! ```

mod alsa;
mod player;
pub mod synth;
pub mod wav;

use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Mutex};
use std::time::Duration;

pub use alsa::SYSTEM_LIBRARY;

/// The environment variable that turns sound off entirely when set to anything but `0` or empty.
pub const NO_SOUND_ENV: &str = "HEXCHESS_NO_SOUND";
/// The environment variable that names the ALSA device to play on (default: `default`).
pub const DEVICE_ENV: &str = "HEXCHESS_SOUND_DEVICE";
/// The ALSA device used unless [`DEVICE_ENV`] names another.
pub const DEFAULT_DEVICE: &str = "default";

/// A sound effect.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum SoundKind {
    /// A quiet move: a soft wooden click.
    Move,
    /// A capture: a sharper double click.
    Capture,
    /// A check: a two-tone alert.
    Check,
    /// The game ended: a short rising arpeggio.
    GameEnd,
    /// A player is down to 10 seconds: two short pips.
    LowTime,
}

impl SoundKind {
    /// Every sound, in the order above.
    pub const ALL: [SoundKind; 5] =
        [SoundKind::Move, SoundKind::Capture, SoundKind::Check, SoundKind::GameEnd, SoundKind::LowTime];

    /// A short lowercase name, e.g. `"game-end"`.
    pub const fn name(self) -> &'static str {
        match self {
            SoundKind::Move => "move",
            SoundKind::Capture => "capture",
            SoundKind::Check => "check",
            SoundKind::GameEnd => "game-end",
            SoundKind::LowTime => "low-time",
        }
    }

    /// When several sounds are asked for at once, only the one with the highest rank plays
    /// (a checking capture sounds as a check, a mating move as the game end).
    pub const fn rank(self) -> u8 {
        match self {
            SoundKind::Move => 0,
            SoundKind::Capture => 1,
            SoundKind::LowTime => 2,
            SoundKind::Check => 3,
            SoundKind::GameEnd => 4,
        }
    }
}

/// Why sound is not playing.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum SoundError {
    /// The ALSA library is missing or lacks a function.
    #[error("ALSA library unavailable: {0}")]
    Library(String),
    /// The device could not be opened or set up.
    #[error("cannot open sound device {device:?}: {message}")]
    Open {
        /// The ALSA device name.
        device: String,
        /// ALSA's message.
        message: String,
    },
    /// Playing failed and could not be recovered.
    #[error("sound device failed: {0}")]
    Play(String),
    /// The audio thread could not be started.
    #[error("cannot start the audio thread: {0}")]
    Thread(String),
}

/// What the sound system is doing.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SoundStatus {
    /// Turned off by [`NO_SOUND_ENV`] or made with [`Sounds::silent`].
    Off,
    /// The audio thread waits for the first sound before opening the device.
    NotOpened,
    /// The device is open.
    Ready {
        /// The ALSA device name.
        device: String,
        /// How long loading the library and opening the device took on the audio thread.
        open_time: Duration,
    },
    /// No sound: every [`Sounds::play`] does nothing.
    Unavailable {
        /// Why.
        error: SoundError,
        /// How long the audio thread took to find out.
        after: Duration,
    },
}

/// A request to the audio thread.
enum Request {
    /// Open the device now if it is not open yet.
    Open,
    /// Play a sound.
    Play(SoundKind),
    /// Answer on the channel once everything asked for before has played.
    Flush(Sender<()>),
}

/// The app's sound effects. Cheap to make, never fails, never blocks the caller.
#[derive(Debug)]
pub struct Sounds {
    requests: Option<Sender<Request>>,
    status: Arc<Mutex<SoundStatus>>,
    enabled: bool,
}

impl std::fmt::Debug for Request {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Request::Open => write!(f, "Open"),
            Request::Play(kind) => write!(f, "Play({kind:?})"),
            Request::Flush(_) => write!(f, "Flush"),
        }
    }
}

impl Default for Sounds {
    fn default() -> Self {
        Sounds::new()
    }
}

impl Sounds {
    /// The app's sounds on ALSA's device (see the module documentation for the environment
    /// overrides). Returns at once; sound is enabled.
    pub fn new() -> Sounds {
        let off = std::env::var_os(NO_SOUND_ENV).is_some_and(|v| !v.is_empty() && v != "0");
        if off {
            return Sounds::silent();
        }
        let device = std::env::var(DEVICE_ENV).ok().filter(|d| !d.is_empty());
        Sounds::with_backend(SYSTEM_LIBRARY, device.as_deref().unwrap_or(DEFAULT_DEVICE))
    }

    /// Sounds that never play and start no thread (for tests and `--no-sound` runs).
    pub fn silent() -> Sounds {
        Sounds { requests: None, status: Arc::new(Mutex::new(SoundStatus::Off)), enabled: true }
    }

    /// Sounds played through the ALSA library file `library` on `device`.
    pub(crate) fn with_backend(library: &str, device: &str) -> Sounds {
        let status = Arc::new(Mutex::new(SoundStatus::NotOpened));
        let (requests, inbox) = mpsc::channel();
        let backend = player::Backend { library: library.to_string(), device: device.to_string() };
        let thread_status = Arc::clone(&status);
        let spawned = std::thread::Builder::new()
            .name("hexchess-sound".into())
            .spawn(move || player::run(&backend, &inbox, &thread_status));
        match spawned {
            Ok(_) => Sounds { requests: Some(requests), status, enabled: true },
            Err(e) => {
                let error = SoundError::Thread(e.to_string());
                *status.lock().unwrap_or_else(|p| p.into_inner()) =
                    SoundStatus::Unavailable { error, after: Duration::ZERO };
                Sounds { requests: None, status, enabled: true }
            }
        }
    }

    /// Plays `kind` if sound is enabled and a device exists. Returns at once. A sound asked for
    /// while another plays is mixed in and starts at once; of several asked for together (within
    /// about 10 ms), only the one with the highest [`SoundKind::rank`] plays.
    pub fn play(&self, kind: SoundKind) {
        if self.enabled {
            self.send(Request::Play(kind));
        }
    }

    /// Turns sound on or off (the settings' switch combined with the consoles' Mute).
    pub fn set_enabled(&mut self, enabled: bool) {
        self.enabled = enabled;
    }

    /// Whether [`play`](Self::play) makes any sound.
    pub fn is_enabled(&self) -> bool {
        self.enabled
    }

    /// Asks the audio thread to open the device now rather than at the first sound, so that the
    /// first sound starts sooner. Returns at once.
    pub fn open_device_now(&self) {
        self.send(Request::Open);
    }

    /// What the sound system is doing.
    pub fn status(&self) -> SoundStatus {
        self.status.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }

    /// Waits up to `timeout` until every sound asked for so far has been handed to the device
    /// (it has then played, all but the device's last 40 ms of buffer). True if that happened in
    /// time; false on time-out, or at once if there is no audio thread (nothing is left to play).
    pub fn flush(&self, timeout: Duration) -> bool {
        let (done, wait) = mpsc::channel();
        self.send(Request::Flush(done));
        wait.recv_timeout(timeout).is_ok()
    }

    fn send(&self, request: Request) {
        if let Some(requests) = &self.requests {
            // A closed channel means the audio thread ended (no device): stay silent.
            let _ = requests.send(request);
        }
    }
}

#[cfg(test)]
mod tests;
