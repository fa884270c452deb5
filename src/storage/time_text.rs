//! Dates as text, in UTC, without a time-zone database.

use std::time::{SystemTime, UNIX_EPOCH};

/// Seconds since 1970 split into (year, month, day, hour, minute, second), in UTC.
fn civil(time: SystemTime) -> (i64, u32, u32, u32, u32, u32) {
    let secs = time.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs()) as i64;
    let (days, rem) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    // Days to a proleptic Gregorian date, counting in 400-year eras from 0000-03-01.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day, (rem / 3600) as u32, (rem / 60 % 60) as u32, (rem % 60) as u32)
}

/// A compact UTC timestamp for file names: `20250314T092653Z`.
pub fn utc_stamp(time: SystemTime) -> String {
    let (y, mo, d, h, mi, s) = civil(time);
    format!("{y:04}{mo:02}{d:02}T{h:02}{mi:02}{s:02}Z")
}

/// A record's `Date` tag value (UTC): `2025.03.14`.
pub fn pgn_date(time: SystemTime) -> String {
    let (y, mo, d, ..) = civil(time);
    format!("{y:04}.{mo:02}.{d:02}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn known_dates() {
        let at = |secs| UNIX_EPOCH + Duration::from_secs(secs);
        assert_eq!(utc_stamp(at(0)), "19700101T000000Z");
        // 2000-02-29 12:34:56 UTC (a leap day in a century leap year) is 951827696.
        assert_eq!(utc_stamp(at(951_827_696)), "20000229T123456Z");
        // 2024-12-31 23:59:59 UTC is 1735689599.
        assert_eq!(pgn_date(at(1_735_689_599)), "2024.12.31");
        assert_eq!(pgn_date(at(1_735_689_600)), "2025.01.01");
    }
}
