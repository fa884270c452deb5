//! Where the clock's "now" comes from: a monotonic time source that tests can replace.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// A monotonic time source: [`now`](TimeSource::now) never goes backwards.
///
/// The value is the time since an arbitrary origin fixed when the source was made. Only
/// differences between two readings of the same source mean anything.
pub trait TimeSource {
    /// The time since this source's origin.
    fn now(&self) -> Duration;
}

/// The real time source, over [`std::time::Instant`] (`CLOCK_MONOTONIC` on Linux).
///
/// It is not affected by changes to the wall clock, and it keeps counting while the window is
/// unfocused or minimised; it does not count time the machine spends suspended.
#[derive(Clone, Copy, Debug)]
pub struct MonotonicTime {
    origin: Instant,
}

impl MonotonicTime {
    /// A source whose origin is the current instant.
    pub fn new() -> MonotonicTime {
        MonotonicTime { origin: Instant::now() }
    }
}

impl Default for MonotonicTime {
    fn default() -> Self {
        MonotonicTime::new()
    }
}

impl TimeSource for MonotonicTime {
    fn now(&self) -> Duration {
        self.origin.elapsed()
    }
}

/// A time source for tests: it stands still until it is advanced by hand.
///
/// Clones share the same time, so a test can keep one clone and hand another to the code under
/// test. It counts whole nanoseconds (up to about 584 years).
#[derive(Clone, Debug, Default)]
pub struct FakeTime {
    nanos: Arc<AtomicU64>,
}

impl FakeTime {
    /// A fake source that reads zero.
    pub fn new() -> FakeTime {
        FakeTime::default()
    }

    /// Moves the time forward by `by` (saturating at the largest value).
    pub fn advance(&self, by: Duration) {
        let by = u64::try_from(by.as_nanos()).unwrap_or(u64::MAX);
        // `fetch_update` with a closure that always returns `Some` cannot fail.
        let _ = self.nanos.fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| Some(n.saturating_add(by)));
    }

    /// Moves the time forward by `secs` seconds, given as a float (tests read better with it).
    /// Negative, NaN or huge values are ignored.
    pub fn advance_secs(&self, secs: f64) {
        if let Ok(by) = Duration::try_from_secs_f64(secs) {
            self.advance(by);
        }
    }
}

impl TimeSource for FakeTime {
    fn now(&self) -> Duration {
        Duration::from_nanos(self.nanos.load(Ordering::SeqCst))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fake_time_stands_still_and_clones_share_it() {
        let time = FakeTime::new();
        let seen_by_code = time.clone();
        assert_eq!(seen_by_code.now(), Duration::ZERO);
        time.advance(Duration::from_millis(1500));
        time.advance_secs(0.25);
        assert_eq!(seen_by_code.now(), Duration::from_millis(1750));
        time.advance_secs(-1.0);
        time.advance_secs(f64::NAN);
        assert_eq!(seen_by_code.now(), Duration::from_millis(1750));
    }

    #[test]
    fn fake_time_saturates_instead_of_overflowing() {
        let time = FakeTime::new();
        time.advance(Duration::MAX);
        time.advance(Duration::from_secs(1));
        assert_eq!(time.now(), Duration::from_nanos(u64::MAX));
    }

    #[test]
    fn monotonic_time_never_goes_backwards() {
        let time = MonotonicTime::new();
        let mut last = time.now();
        for _ in 0..1000 {
            let now = time.now();
            assert!(now >= last);
            last = now;
        }
    }
}
