//! Tests of the synthesised sounds: measured from the samples, never compared with stored output.

use super::*;

const FULL: f32 = i16::MAX as f32;

fn seconds(samples: &[i16]) -> f32 {
    samples.len() as f32 / SAMPLE_RATE as f32
}

fn rms(samples: &[i16]) -> f32 {
    let sum: f64 = samples.iter().map(|&s| f64::from(s) * f64::from(s)).sum();
    (sum / samples.len().max(1) as f64).sqrt() as f32 / FULL
}

/// Magnitude spectrum of `len` samples from `start` (Hann window, plain DFT) up to 8 kHz:
/// `(frequency of each bin, magnitude)`.
fn spectrum(samples: &[i16], start: usize, len: usize) -> Vec<(f32, f32)> {
    let frame: Vec<f32> = (0..len)
        .map(|i| {
            let s = samples.get(start + i).map_or(0.0, |&s| f32::from(s) / FULL);
            s * 0.5 * (1.0 - (TAU * i as f32 / len as f32).cos())
        })
        .collect();
    let bin_hz = SAMPLE_RATE as f32 / len as f32;
    (1..(8000.0 / bin_hz) as usize)
        .map(|k| {
            let (mut re, mut im) = (0.0f32, 0.0f32);
            for (i, s) in frame.iter().enumerate() {
                let phase = TAU * (k * i % len) as f32 / len as f32;
                re += s * phase.cos();
                im -= s * phase.sin();
            }
            (k as f32 * bin_hz, (re * re + im * im).sqrt())
        })
        .collect()
}

/// The strongest frequency in the 2048 samples from `at` seconds.
fn dominant_hz(samples: &[i16], at: f32) -> f32 {
    let start = (at * SAMPLE_RATE as f32) as usize;
    spectrum(samples, start, 2048).into_iter().fold((0.0, 0.0), |best, bin| if bin.1 > best.1 { bin } else { best }).0
}

/// Energy in 16 bands, spaced evenly on a log scale from 250 Hz to 8 kHz, normalised to length 1.
fn fingerprint(samples: &[i16]) -> Vec<f32> {
    let mut bands = [0.0f32; 16];
    for start in (0..samples.len()).step_by(1024) {
        for (hz, mag) in spectrum(samples, start, 1024) {
            if hz >= 250.0 {
                let band = ((hz / 250.0).log2() / 5.0 * 16.0) as usize;
                if let Some(b) = bands.get_mut(band) {
                    *b += mag * mag;
                }
            }
        }
    }
    let norm = bands.iter().map(|b| b * b).sum::<f32>().sqrt();
    bands.iter().map(|b| b / norm).collect()
}

/// How many separate strikes or beeps: 5 ms windows whose level jumps above a quarter of the
/// loudest window after having been below it.
fn onsets(samples: &[i16]) -> usize {
    let windows: Vec<f32> = samples.chunks(SAMPLE_RATE as usize / 200).map(rms).collect();
    let loudest = windows.iter().fold(0.0f32, |m, &w| m.max(w));
    let mut count = 0;
    let mut quiet = true;
    for w in windows {
        if quiet && w > 0.25 * loudest {
            count += 1;
            quiet = false;
        } else if w < 0.1 * loudest {
            quiet = true;
        }
    }
    count
}

#[test]
fn every_sound_is_short_audible_and_unclipped() {
    for kind in SoundKind::ALL {
        let s = synthesize(kind);
        let length = seconds(&s);
        assert!((0.05..=1.2).contains(&length), "{kind:?} lasts {length} s");
        assert!(rms(&s) > 0.03, "{kind:?} is too quiet: rms {}", rms(&s));
        let peak = s.iter().map(|&x| i32::from(x).abs()).max().unwrap_or(0) as f32 / FULL;
        assert!((0.3..=0.8).contains(&peak), "{kind:?} peaks at {peak} of full scale");
        // Starts and ends at silence: no pop.
        let edge = |x: i16| f32::from(x).abs() / FULL;
        assert!(edge(s[0]) < 0.01 && edge(s[s.len() - 1]) < 0.01, "{kind:?} does not start and end at silence");
    }
}

#[test]
fn the_same_kind_always_sounds_the_same() {
    for kind in SoundKind::ALL {
        assert_eq!(synthesize(kind), synthesize(kind));
    }
}

#[test]
fn every_pair_of_sounds_differs_in_spectrum() {
    let prints: Vec<(SoundKind, Vec<f32>)> = SoundKind::ALL.iter().map(|&k| (k, fingerprint(&synthesize(k)))).collect();
    for (i, (a, pa)) in prints.iter().enumerate() {
        for (b, pb) in &prints[i + 1..] {
            let cosine: f32 = pa.iter().zip(pb).map(|(x, y)| x * y).sum();
            assert!(cosine < 0.9, "{a:?} and {b:?} have nearly the same spectrum (cosine {cosine})");
        }
    }
}

#[test]
fn clicks_beeps_and_chords_have_their_shapes() {
    assert_eq!(onsets(&synthesize(SoundKind::Move)), 1, "a single click");
    assert_eq!(onsets(&synthesize(SoundKind::Capture)), 2, "a double click");
    assert_eq!(onsets(&synthesize(SoundKind::LowTime)), 2, "two pips");
    assert_eq!(onsets(&synthesize(SoundKind::Check)), 2, "two tones");

    // The check alert changes pitch between its tones; the pips keep theirs.
    let check = synthesize(SoundKind::Check);
    let (first, second) = (dominant_hz(&check, 0.03), dominant_hz(&check, 0.2));
    assert!(second > first * 1.2, "check: {first} Hz then {second} Hz");
    let pips = synthesize(SoundKind::LowTime);
    assert!((dominant_hz(&pips, 0.0) - dominant_hz(&pips, 0.15)).abs() < 30.0);

    // The game-end arpeggio rises note by note.
    let chord = synthesize(SoundKind::GameEnd);
    let notes: Vec<f32> = [0.0, 0.09, 0.18, 0.27].iter().map(|&at| dominant_hz(&chord, at + 0.01)).collect();
    assert!(notes.windows(2).all(|w| w[1] > w[0] * 1.1), "arpeggio notes {notes:?}");
}
