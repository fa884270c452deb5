//! Sounds, behind a small trait so the app runs silently in tests. The real player,
//! [`crate::sound::Sounds`], is itself silent where there is no audio device.

pub use crate::sound::SoundKind;

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

impl SoundSink for crate::sound::Sounds {
    fn play(&mut self, kind: SoundKind) {
        crate::sound::Sounds::play(self, kind);
    }

    fn set_enabled(&mut self, enabled: bool) {
        crate::sound::Sounds::set_enabled(self, enabled);
    }
}
