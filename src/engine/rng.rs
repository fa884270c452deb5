//! A small seeded random generator (SplitMix64) for level noise and random self-play openings.
//!
//! The engine needs a handful of reproducible random numbers per move, never cryptographic ones,
//! so a ten-line generator is simpler than a dependency.

/// SplitMix64: fast, well mixed, and reproducible from a seed.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: u64) -> u64 {
        ((self.next_u64() as u128 * n as u128) >> 64) as u64
    }

    /// A number in `-spread..=spread`.
    pub fn spread(&mut self, spread: i32) -> i32 {
        let s = spread.max(0) as u64;
        self.below(2 * s + 1) as i32 - spread.max(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_numbers_and_ranges_hold() {
        let (mut a, mut b) = (Rng::new(7), Rng::new(7));
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
        let mut r = Rng::new(1);
        let mut seen = [false; 7];
        for _ in 0..1000 {
            let x = r.spread(3);
            assert!((-3..=3).contains(&x));
            seen[(x + 3) as usize] = true;
            assert!(r.below(5) < 5);
        }
        assert!(seen.iter().all(|s| *s), "every value in the spread occurs");
        assert_eq!(r.below(0), 0);
        assert_eq!(r.spread(0), 0);
    }
}
