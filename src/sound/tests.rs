//! Tests of [`Sounds`]: it never fails, never blocks the caller, and stays silent without sound.

use std::time::{Duration, Instant};

use super::*;

/// Polls `sounds` until its status leaves `NotOpened`, for at most `limit`.
fn settled(sounds: &Sounds, limit: Duration) -> SoundStatus {
    let started = Instant::now();
    loop {
        let status = sounds.status();
        if status != SoundStatus::NotOpened || started.elapsed() > limit {
            return status;
        }
        std::thread::yield_now();
    }
}

#[test]
fn silent_sounds_do_nothing_and_never_wait() {
    let mut sounds = Sounds::silent();
    assert_eq!(sounds.status(), SoundStatus::Off);
    sounds.play(SoundKind::Check);
    sounds.set_enabled(false);
    assert!(!sounds.is_enabled());
    let started = Instant::now();
    assert!(!sounds.flush(Duration::from_secs(5)));
    assert!(started.elapsed() < Duration::from_millis(100));
}

#[test]
fn a_missing_library_is_quick_and_silent() {
    let started = Instant::now();
    let sounds = Sounds::with_backend("libhexchess-no-such-library.so.9", DEFAULT_DEVICE);
    let new_took = started.elapsed();
    assert!(new_took < Duration::from_millis(50), "Sounds::with_backend took {new_took:?}");
    // Nothing is loaded before the first sound.
    assert_eq!(sounds.status(), SoundStatus::NotOpened);
    sounds.play(SoundKind::Move);
    // The thread ends at once, so the flush's answer channel closes: no waiting for the timeout.
    assert!(!sounds.flush(Duration::from_secs(10)));
    match settled(&sounds, Duration::from_secs(2)) {
        SoundStatus::Unavailable { error: SoundError::Library(message), after } => {
            assert!(message.contains("libhexchess-no-such-library.so.9"), "{message}");
            assert!(after < Duration::from_millis(200), "found out after {after:?}");
        }
        other => panic!("unexpected status {other:?}"),
    }
    // Later sounds are dropped quietly.
    sounds.play(SoundKind::GameEnd);
    assert!(started.elapsed() < Duration::from_secs(2));
}

#[test]
fn a_missing_device_is_quick_and_silent() {
    let sounds = Sounds::with_backend(SYSTEM_LIBRARY, "hexchess_no_such_device");
    sounds.open_device_now();
    sounds.play(SoundKind::Capture);
    assert!(!sounds.flush(Duration::from_secs(10)));
    match settled(&sounds, Duration::from_secs(2)) {
        // Where libasound is installed, the device is refused; elsewhere the library is missing.
        SoundStatus::Unavailable { error: SoundError::Open { device, .. }, after } => {
            assert_eq!(device, "hexchess_no_such_device");
            assert!(after < Duration::from_secs(1), "found out after {after:?}");
        }
        SoundStatus::Unavailable { error: SoundError::Library(_), .. } => {}
        other => panic!("unexpected status {other:?}"),
    }
}

#[test]
fn a_disabled_sound_system_touches_no_device() {
    let mut sounds = Sounds::with_backend("libhexchess-no-such-library.so.9", DEFAULT_DEVICE);
    sounds.set_enabled(false);
    sounds.play(SoundKind::Move);
    std::thread::yield_now();
    assert_eq!(sounds.status(), SoundStatus::NotOpened);
    sounds.set_enabled(true);
    assert!(sounds.is_enabled());
}

/// ALSA's `null` device accepts sound and discards it: the whole playing path runs without a
/// sound card. Skipped (passes) where libasound itself is missing.
#[test]
fn sounds_play_through_the_null_device() {
    let sounds = Sounds::with_backend(SYSTEM_LIBRARY, "null");
    sounds.play(SoundKind::Move);
    sounds.play(SoundKind::LowTime);
    let flushed = sounds.flush(Duration::from_secs(10));
    match sounds.status() {
        SoundStatus::Ready { device, open_time } => {
            assert!(flushed, "the queued sounds should have played");
            assert_eq!(device, "null");
            assert!(open_time < Duration::from_secs(1), "opening took {open_time:?}");
        }
        SoundStatus::Unavailable { error: SoundError::Library(_), .. } => {}
        other => panic!("unexpected status {other:?}"),
    }
}

#[test]
fn kinds_have_names_and_distinct_ranks() {
    let mut ranks: Vec<u8> = SoundKind::ALL.iter().map(|k| k.rank()).collect();
    ranks.sort_unstable();
    ranks.dedup();
    assert_eq!(ranks.len(), SoundKind::ALL.len());
    assert!(SoundKind::GameEnd.rank() > SoundKind::Check.rank());
    assert!(SoundKind::Check.rank() > SoundKind::Capture.rank());
    assert!(SoundKind::Capture.rank() > SoundKind::Move.rank());
    assert_eq!(SoundKind::GameEnd.name(), "game-end");
}
