//! Tests of [`Sounds`]: it never fails, never blocks the caller, and stays silent without sound.

use std::sync::mpsc;
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
    // Well under the 5 s time-out: nothing waited (the margin covers a busy test machine).
    assert!(started.elapsed() < Duration::from_secs(1));
}

#[test]
fn a_missing_library_is_quick_and_silent() {
    let started = Instant::now();
    let sounds = Sounds::with_backend("libhexchess-no-such-library.so.9", DEFAULT_DEVICE);
    let new_took = started.elapsed();
    // It only starts a thread: about 0.06 ms. The bound leaves room for a loaded test machine.
    assert!(new_took < Duration::from_millis(250), "Sounds::with_backend took {new_took:?}");
    // Nothing is loaded before the first sound.
    assert_eq!(sounds.status(), SoundStatus::NotOpened);
    sounds.play(SoundKind::Move);
    // The thread ends at once, so the flush's answer channel closes: no waiting for the timeout.
    assert!(!sounds.flush(Duration::from_secs(10)));
    match settled(&sounds, Duration::from_secs(2)) {
        SoundStatus::Unavailable { error: SoundError::Library(message), after } => {
            assert!(message.contains("libhexchess-no-such-library.so.9"), "{message}");
            assert!(after < Duration::from_secs(1), "found out after {after:?}");
        }
        other => panic!("unexpected status {other:?}"),
    }
    // Later sounds are dropped quietly.
    sounds.play(SoundKind::GameEnd);
    assert!(started.elapsed() < Duration::from_secs(5));
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
fn a_disabled_sound_system_sends_nothing_to_the_audio_thread() {
    let (requests, inbox) = mpsc::channel();
    let mut sounds =
        Sounds { requests: Some(requests), status: Arc::new(Mutex::new(SoundStatus::NotOpened)), enabled: true };
    sounds.set_enabled(false);
    assert!(!sounds.is_enabled());
    sounds.play(SoundKind::Move);
    assert!(inbox.try_recv().is_err(), "a muted play must not wake the audio thread");
    sounds.set_enabled(true);
    sounds.play(SoundKind::Check);
    assert!(matches!(inbox.try_recv(), Ok(Request::Play(SoundKind::Check))));
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

#[test]
fn sounds_can_live_in_app_state_shared_across_threads() {
    fn send_and_sync<T: Send + Sync>() {}
    send_and_sync::<Sounds>();
}
