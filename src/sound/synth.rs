//! The five sound effects, synthesised in code: 16-bit mono PCM at [`SAMPLE_RATE`].
//!
//! Each sound is built from a few simple parts: damped sine "modes" (a struck object rings at a
//! few frequencies that die away fast), a short burst of soft noise (the attack of a click), and
//! enveloped tones (beeps and bells). The result is scaled to a fixed peak well below full scale,
//! so nothing clips, and it starts and ends at silence, so nothing pops.

use std::f32::consts::TAU;

use super::SoundKind;

/// Samples per second of every synthesised sound.
pub const SAMPLE_RATE: u32 = 44_100;

/// The sound of `kind` as mono 16-bit samples at [`SAMPLE_RATE`].
pub fn synthesize(kind: SoundKind) -> Vec<i16> {
    match kind {
        SoundKind::Move => wooden_click(),
        SoundKind::Capture => double_click(),
        SoundKind::Check => two_tone_alert(),
        SoundKind::GameEnd => arpeggio(),
        SoundKind::LowTime => pips(),
    }
}

/// A soft wooden click: a low knock with two short-lived higher modes (90 ms).
fn wooden_click() -> Vec<i16> {
    let mut buf = Buffer::new(0.09);
    let mut noise = Noise::new(1);
    strike(&mut buf, 0.0, &[(520.0, 0.45, 0.020), (1150.0, 1.0, 0.012), (2650.0, 0.45, 0.006)]);
    buf.noise_burst(0.0, 0.25, 0.003, 0.35, &mut noise);
    buf.finish(0.45)
}

/// A sharper double click: two brighter, noisier strikes 75 ms apart (170 ms).
fn double_click() -> Vec<i16> {
    let mut buf = Buffer::new(0.17);
    let mut noise = Noise::new(2);
    strike(&mut buf, 0.0, &[(800.0, 0.4, 0.015), (1700.0, 1.0, 0.010), (3900.0, 0.6, 0.005)]);
    buf.noise_burst(0.0, 0.6, 0.004, 0.6, &mut noise);
    strike(&mut buf, 0.075, &[(720.0, 0.35, 0.015), (1530.0, 0.85, 0.010), (3500.0, 0.5, 0.005)]);
    buf.noise_burst(0.075, 0.5, 0.004, 0.6, &mut noise);
    buf.finish(0.7)
}

/// A two-tone alert: A5 then D6, each with a few harmonics (320 ms).
fn two_tone_alert() -> Vec<i16> {
    let mut buf = Buffer::new(0.32);
    let harmonics = [(1.0, 1.0), (2.0, 0.3), (3.0, 0.12)];
    buf.tone(0.0, 0.11, 880.0, &harmonics, 0.005, 0.03);
    buf.tone(0.14, 0.17, 1174.66, &harmonics, 0.005, 0.05);
    buf.finish(0.55)
}

/// A short rising arpeggio of bell-like notes: C5 E5 G5 C6 (1 s).
fn arpeggio() -> Vec<i16> {
    let mut buf = Buffer::new(1.0);
    for (i, freq) in [523.25, 659.26, 783.99, 1046.50].into_iter().enumerate() {
        let at = 0.09 * i as f32;
        strike(&mut buf, at, &[(freq, 1.0, 0.35), (2.0 * freq, 0.25, 0.15), (3.0 * freq, 0.08, 0.08)]);
    }
    buf.finish(0.6)
}

/// A low-time warning: two short, square-ish high pips (220 ms).
fn pips() -> Vec<i16> {
    let mut buf = Buffer::new(0.22);
    let square_ish = [(1.0, 1.0), (3.0, 0.3), (5.0, 0.12)];
    buf.tone(0.0, 0.06, 2093.0, &square_ish, 0.003, 0.01);
    buf.tone(0.15, 0.06, 2093.0, &square_ish, 0.003, 0.01);
    buf.finish(0.5)
}

/// Adds damped modes `(frequency Hz, amplitude, decay time s)` struck at `at` seconds.
fn strike(buf: &mut Buffer, at: f32, modes: &[(f32, f32, f32)]) {
    for &(freq, amp, decay) in modes {
        buf.damped(at, freq, amp, decay);
    }
}

/// A float sample buffer being built.
struct Buffer {
    samples: Vec<f32>,
}

/// A fade-in at each part's start, so no part begins with a jump.
const ATTACK_S: f32 = 0.001;

impl Buffer {
    fn new(seconds: f32) -> Buffer {
        Buffer { samples: vec![0.0; (seconds * SAMPLE_RATE as f32) as usize] }
    }

    /// The sample indices from `at` seconds to the end, with the time since `at` for each.
    fn from(&mut self, at: f32) -> impl Iterator<Item = (f32, &mut f32)> {
        let first = (at * SAMPLE_RATE as f32) as usize;
        self.samples.iter_mut().skip(first).enumerate().map(|(i, s)| (i as f32 / SAMPLE_RATE as f32, s))
    }

    /// A sine at `freq` Hz that dies away exponentially with time constant `decay` seconds.
    fn damped(&mut self, at: f32, freq: f32, amp: f32, decay: f32) {
        for (t, s) in self.from(at) {
            let attack = (t / ATTACK_S).min(1.0);
            *s += amp * attack * (-t / decay).exp() * (TAU * freq * t).sin();
        }
    }

    /// Soft noise (one-pole low-passed with coefficient `smooth`) dying away over `decay` seconds.
    fn noise_burst(&mut self, at: f32, amp: f32, decay: f32, smooth: f32, noise: &mut Noise) {
        let mut low = 0.0;
        for (t, s) in self.from(at) {
            low += (1.0 - smooth) * (noise.next() - low);
            let attack = (t / ATTACK_S).min(1.0);
            *s += amp * attack * (-t / decay).exp() * low;
        }
    }

    /// A steady tone of `length` seconds with `harmonics` `(multiple, amplitude)`, linear attack
    /// and release times.
    fn tone(&mut self, at: f32, length: f32, freq: f32, harmonics: &[(f32, f32)], attack: f32, release: f32) {
        for (t, s) in self.from(at) {
            if t >= length {
                break;
            }
            let envelope = (t / attack).min(1.0).min((length - t) / release).max(0.0);
            let wave: f32 = harmonics.iter().map(|&(k, a)| a * (TAU * k * freq * t).sin()).sum();
            *s += envelope * wave;
        }
    }

    /// Scales the peak to `peak` (of full scale), fades the last 5 ms out, and converts to i16.
    fn finish(mut self, peak: f32) -> Vec<i16> {
        let fade = (0.005 * SAMPLE_RATE as f32) as usize;
        let len = self.samples.len();
        for (i, s) in self.samples.iter_mut().enumerate().skip(len.saturating_sub(fade)) {
            *s *= (len - 1 - i) as f32 / fade as f32;
        }
        let loudest = self.samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
        let scale = if loudest > 0.0 { peak * f32::from(i16::MAX) / loudest } else { 0.0 };
        self.samples.iter().map(|s| (s * scale).round() as i16).collect()
    }
}

/// A small deterministic noise source (xorshift32), so every run makes the same sounds.
struct Noise(u32);

impl Noise {
    fn new(seed: u32) -> Noise {
        Noise(seed.max(1).wrapping_mul(0x9E37_79B9) | 1)
    }

    /// The next value, uniform in [-1, 1).
    fn next(&mut self) -> f32 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        (x >> 8) as f32 / (1u32 << 23) as f32 - 1.0
    }
}

#[cfg(test)]
#[path = "synth_tests.rs"]
mod tests;
