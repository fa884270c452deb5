//! Sounds, behind a small trait so the app runs silently where there is no audio device (and in
//! tests). The real player (`crate::sound::Sounds`) plugs in through [`SoundSink`].

/// The sounds the app plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SoundKind {
    /// A quiet move.
    Move,
    /// A capture.
    Capture,
    /// A move that gives check.
    Check,
    /// The game ended.
    GameEnd,
    /// A clock is running low.
    LowTime,
}

/// Something that plays sounds. Implementations must never fail loudly: no device means silence.
pub trait SoundSink {
    /// Plays a sound (if enabled).
    fn play(&mut self, kind: SoundKind);
    /// Switches all sounds on or off.
    fn set_enabled(&mut self, enabled: bool);
}

/// Plays nothing; remembers what it was asked to play, so tests can check it.
#[derive(Clone, Debug, Default)]
pub struct SilentSounds {
    enabled: bool,
    /// Every sound that would have been heard (only while enabled).
    pub played: Vec<SoundKind>,
}

impl SoundSink for SilentSounds {
    fn play(&mut self, kind: SoundKind) {
        if self.enabled {
            self.played.push(kind);
        }
    }

    fn set_enabled(&mut self, enabled: bool) {
        self.enabled = enabled;
    }
}
