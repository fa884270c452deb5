//! WAV encoding of a synthesised sound (16-bit mono PCM), for `hexchess sound-check --wav-dir`.

/// `samples` (mono, 16-bit) at `sample_rate` Hz as the bytes of a WAV file.
pub fn wav_bytes(samples: &[i16], sample_rate: u32) -> Vec<u8> {
    const HEADER: usize = 44;
    let data_len = u32::try_from(samples.len() * 2).unwrap_or(u32::MAX - HEADER as u32);
    let mut out = Vec::with_capacity(HEADER + samples.len() * 2);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(data_len + HEADER as u32 - 8).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes()); // size of the fmt chunk
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&sample_rate.to_le_bytes());
    out.extend_from_slice(&(sample_rate * 2).to_le_bytes()); // bytes per second
    out.extend_from_slice(&2u16.to_le_bytes()); // bytes per frame
    out.extend_from_slice(&16u16.to_le_bytes()); // bits per sample
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&s.to_le_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn u32_at(bytes: &[u8], at: usize) -> u32 {
        u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
    }

    #[test]
    fn header_describes_the_samples() {
        let samples = [0i16, 1000, -1000, i16::MAX, i16::MIN];
        let wav = wav_bytes(&samples, 44_100);
        assert_eq!(wav.len(), 44 + 10);
        assert_eq!(&wav[0..4], b"RIFF");
        assert_eq!(u32_at(&wav, 4) as usize, wav.len() - 8);
        assert_eq!(&wav[8..16], b"WAVEfmt ");
        assert_eq!(u32_at(&wav, 24), 44_100);
        assert_eq!(&wav[36..40], b"data");
        assert_eq!(u32_at(&wav, 40), 10);
        let decoded: Vec<i16> = wav[44..].chunks(2).map(|b| i16::from_le_bytes([b[0], b[1]])).collect();
        assert_eq!(decoded, samples);
    }
}
