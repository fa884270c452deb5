//! `hexchess sound-check`: plays every sound and reports whether a device was found and how long
//! the sound system took to start.

use std::path::Path;
use std::time::{Duration, Instant};

use crate::sound::synth::{SAMPLE_RATE, synthesize};
use crate::sound::wav::wav_bytes;
use crate::sound::{DEFAULT_DEVICE, SYSTEM_LIBRARY, SoundKind, SoundStatus, Sounds};
use crate::storage::atomic_write;

use super::CliError;

/// Longest wait for the device to open or a sound to finish.
const WAIT: Duration = Duration::from_secs(10);

pub(crate) fn sound_check(device: Option<&str>, library: Option<&str>, wav_dir: Option<&Path>) -> Result<(), CliError> {
    if let Some(dir) = wav_dir {
        write_wavs(dir)?;
    }
    let started = Instant::now();
    let sounds = match (device, library) {
        (None, None) => Sounds::new(),
        (device, library) => Sounds::with_backend(library.unwrap_or(SYSTEM_LIBRARY), device.unwrap_or(DEFAULT_DEVICE)),
    };
    let start_up = started.elapsed();
    println!("Sounds::new() returned in {} (the caller's start-up cost)", millis(start_up));
    sounds.open_device_now();
    sounds.flush(WAIT);
    let summary = match sounds.status() {
        SoundStatus::Ready { device, open_time } => {
            println!("device {device:?} opened in {} on the audio thread", millis(open_time));
            for kind in SoundKind::ALL {
                let played = Instant::now();
                sounds.play(kind);
                let done = sounds.flush(WAIT);
                let length = synthesize(kind).len() as f64 / f64::from(SAMPLE_RATE);
                let verdict = if done { "played" } else { "timed out" };
                println!("{:<9} {length:.2} s  {verdict} in {}", kind.name(), millis(played.elapsed()));
            }
            match sounds.status() {
                SoundStatus::Ready { .. } => format!("ready on {device:?}, opened in {}", millis(open_time)),
                SoundStatus::Unavailable { error, .. } => format!("failed while playing: {error}"),
                other => format!("{other:?}"),
            }
        }
        SoundStatus::Unavailable { error, after } => {
            format!("silent: {error} (found out in {} on the audio thread)", millis(after))
        }
        SoundStatus::Off => "off (HEXCHESS_NO_SOUND is set)".to_string(),
        SoundStatus::NotOpened => format!("the device did not open within {} s", WAIT.as_secs()),
    };
    println!("sound: {summary}; start-up cost {}", millis(start_up));
    Ok(())
}

fn millis(d: Duration) -> String {
    format!("{:.3} ms", d.as_secs_f64() * 1000.0)
}

/// Writes each sound to `<dir>/<name>.wav`, atomically.
fn write_wavs(dir: &Path) -> Result<(), CliError> {
    for kind in SoundKind::ALL {
        let path = dir.join(format!("{}.wav", kind.name()));
        atomic_write(&path, &wav_bytes(&synthesize(kind), SAMPLE_RATE))?;
        println!("wrote {}", path.display());
    }
    Ok(())
}
