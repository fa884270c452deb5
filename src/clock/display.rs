//! How a clock shows the time left.

use std::time::Duration;

/// Below this, the time left is shown in tenths of a second.
pub const TENTHS_BELOW: Duration = Duration::from_secs(10);

/// The time left as a clock shows it: `h:mm:ss` from one hour, `m:ss` from 10 s, and seconds
/// with tenths below that (`9.7`, `0.0`).
///
/// The value is cut, never rounded up, so the clock never shows more time than is left: it reads
/// `0:10` at exactly 10 s, `9.9` just below, and `0.0` only in the last tenth before the flag.
pub fn format_remaining(remaining: Duration) -> String {
    if remaining < TENTHS_BELOW {
        let tenths = remaining.as_millis() / 100;
        return format!("{}.{}", tenths / 10, tenths % 10);
    }
    let secs = remaining.as_secs();
    let (hours, minutes, seconds) = (secs / 3600, secs / 60 % 60, secs % 60);
    if hours > 0 { format!("{hours}:{minutes:02}:{seconds:02}") } else { format!("{minutes}:{seconds:02}") }
}

/// How long until [`format_remaining`] shows something else, for a clock that is running and has
/// `remaining` left. Zero when no time is left.
pub fn until_display_changes(remaining: Duration) -> Duration {
    if remaining.is_zero() {
        return Duration::ZERO;
    }
    let step = if remaining <= TENTHS_BELOW { Duration::from_millis(100) } else { Duration::from_secs(1) };
    // The shown value is cut to a multiple of `step`, so it changes one nanosecond after the
    // part beyond that multiple has run down.
    let beyond = remaining.as_nanos() % step.as_nanos();
    Duration::from_nanos(u64::try_from(beyond).unwrap_or(u64::MAX)) + Duration::from_nanos(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(ms: u64) -> Duration {
        Duration::from_millis(ms)
    }

    #[test]
    fn formats_minutes_seconds_and_tenths() {
        assert_eq!(format_remaining(Duration::from_secs(5 * 60)), "5:00");
        assert_eq!(format_remaining(ms(61_999)), "1:01");
        assert_eq!(format_remaining(ms(10_000)), "0:10");
        assert_eq!(format_remaining(ms(9_999)), "9.9");
        assert_eq!(format_remaining(ms(9_700)), "9.7");
        assert_eq!(format_remaining(ms(99)), "0.0");
        assert_eq!(format_remaining(Duration::ZERO), "0.0");
        assert_eq!(format_remaining(Duration::from_secs(90 * 60)), "1:30:00");
        assert_eq!(format_remaining(Duration::from_secs(3600 + 61)), "1:01:01");
        assert_eq!(format_remaining(Duration::from_secs(59 * 60 + 59)), "59:59");
    }

    /// Walks the time down in 1 ms steps and checks that the shown text changes exactly when
    /// [`until_display_changes`] says it will.
    #[test]
    fn until_display_changes_matches_the_formatted_text() {
        for start in [ms(12_345), ms(10_050), ms(10_000), ms(9_999), ms(1), Duration::from_nanos(1_500_000)] {
            let mut left = start;
            while !left.is_zero() {
                let wait = until_display_changes(left);
                let shown = format_remaining(left);
                // Just before the predicted change the text is the same, at the change it differs.
                let before = left.saturating_sub(wait.saturating_sub(Duration::from_nanos(1)));
                let at = left.saturating_sub(wait);
                assert_eq!(format_remaining(before), shown, "left {left:?}, wait {wait:?}");
                assert!(format_remaining(at) != shown || at.is_zero(), "left {left:?}, wait {wait:?}");
                left = left.saturating_sub(ms(1));
            }
        }
        assert_eq!(until_display_changes(Duration::ZERO), Duration::ZERO);
    }
}
