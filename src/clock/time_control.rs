//! A time control: base time plus a Fischer increment, written like `10+5`.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use serde::{Deserialize, Serialize};

/// A time control: each player starts with `base` and gains `increment` with every move.
///
/// Its text form is `<minutes>+<increment seconds>`, e.g. `10+5`; a base that is not a whole
/// number of minutes is written `<minutes>:<seconds>`, e.g. `0:30+1`. Both parts are whole
/// seconds, so the text form is exact, and serde reads and writes that text.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct TimeControl {
    base: Duration,
    increment: Duration,
}

/// Why a time control was refused.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum TimeControlError {
    /// The text is not `<minutes>+<seconds>`.
    #[error("time control {0:?} is not <minutes>+<increment seconds>, like 10+5")]
    Syntax(String),
    /// A part is not a whole number.
    #[error("time control {text:?}: {part:?} is not a whole number")]
    NotANumber {
        /// The whole text.
        text: String,
        /// The part that failed.
        part: String,
    },
    /// The base time is zero or longer than [`TimeControl::MAX_BASE`].
    #[error("the base time must be between 1 second and {} minutes", TimeControl::MAX_BASE.as_secs() / 60)]
    BaseOutOfRange,
    /// The increment is longer than [`TimeControl::MAX_INCREMENT`].
    #[error("the increment must be at most {} seconds", TimeControl::MAX_INCREMENT.as_secs())]
    IncrementOutOfRange,
    /// A duration has a fraction of a second.
    #[error("clock times must be whole seconds")]
    NotWholeSeconds,
}

impl TimeControl {
    /// The longest base time: 10 hours.
    pub const MAX_BASE: Duration = Duration::from_secs(10 * 3600);
    /// The longest increment: 10 minutes.
    pub const MAX_INCREMENT: Duration = Duration::from_secs(600);

    /// 5+0 (blitz, no increment).
    pub const BLITZ_5_0: TimeControl = TimeControl::from_parts(5 * 60, 0);
    /// 3+2 (blitz).
    pub const BLITZ_3_2: TimeControl = TimeControl::from_parts(3 * 60, 2);
    /// 10+5 (rapid).
    pub const RAPID_10_5: TimeControl = TimeControl::from_parts(10 * 60, 5);
    /// 90+30 (classical).
    pub const CLASSICAL_90_30: TimeControl = TimeControl::from_parts(90 * 60, 30);

    /// The built-in presets in the order the settings panel lists them: 5+0, 3+2, 10+5, 90+30.
    pub const PRESETS: [TimeControl; 4] =
        [TimeControl::BLITZ_5_0, TimeControl::BLITZ_3_2, TimeControl::RAPID_10_5, TimeControl::CLASSICAL_90_30];

    const fn from_parts(base_secs: u64, increment_secs: u64) -> TimeControl {
        TimeControl { base: Duration::from_secs(base_secs), increment: Duration::from_secs(increment_secs) }
    }

    /// A time control from durations.
    ///
    /// # Errors
    /// Both must be whole seconds, the base 1 s to [`MAX_BASE`](Self::MAX_BASE) and the
    /// increment at most [`MAX_INCREMENT`](Self::MAX_INCREMENT).
    pub fn new(base: Duration, increment: Duration) -> Result<TimeControl, TimeControlError> {
        if base.subsec_nanos() != 0 || increment.subsec_nanos() != 0 {
            return Err(TimeControlError::NotWholeSeconds);
        }
        if base.is_zero() || base > Self::MAX_BASE {
            return Err(TimeControlError::BaseOutOfRange);
        }
        if increment > Self::MAX_INCREMENT {
            return Err(TimeControlError::IncrementOutOfRange);
        }
        Ok(TimeControl { base, increment })
    }

    /// The settings panel's Custom choice: base minutes plus increment seconds.
    ///
    /// # Errors
    /// As [`new`](Self::new).
    pub fn custom(base_minutes: u32, increment_seconds: u32) -> Result<TimeControl, TimeControlError> {
        TimeControl::new(
            Duration::from_secs(u64::from(base_minutes) * 60),
            Duration::from_secs(u64::from(increment_seconds)),
        )
    }

    /// Each player's time at the start.
    pub const fn base(self) -> Duration {
        self.base
    }

    /// The time added to a player's clock for each move they complete.
    pub const fn increment(self) -> Duration {
        self.increment
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let base = self.base.as_secs();
        let increment = self.increment.as_secs();
        if base.is_multiple_of(60) {
            write!(f, "{}+{increment}", base / 60)
        } else {
            write!(f, "{}:{:02}+{increment}", base / 60, base % 60)
        }
    }
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        let syntax = || TimeControlError::Syntax(text.to_string());
        let number = |part: &str| {
            let part = part.trim();
            let digits_only = !part.is_empty() && part.len() <= 6 && part.bytes().all(|b| b.is_ascii_digit());
            let value = if digits_only { part.parse::<u64>().ok() } else { None };
            value.ok_or_else(|| TimeControlError::NotANumber { text: text.to_string(), part: part.to_string() })
        };
        let (base, increment) = text.split_once('+').ok_or_else(syntax)?;
        let base_secs = match base.split_once(':') {
            Some((minutes, seconds)) => {
                let seconds = number(seconds)?;
                if seconds >= 60 {
                    return Err(syntax());
                }
                number(minutes)? * 60 + seconds
            }
            None => number(base)? * 60,
        };
        TimeControl::new(Duration::from_secs(base_secs), Duration::from_secs(number(increment)?))
    }
}

impl TryFrom<String> for TimeControl {
    type Error = TimeControlError;

    fn try_from(text: String) -> Result<TimeControl, TimeControlError> {
        text.parse()
    }
}

impl From<TimeControl> for String {
    fn from(control: TimeControl) -> String {
        control.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_read_like_the_spec() {
        let texts: Vec<String> = TimeControl::PRESETS.iter().map(ToString::to_string).collect();
        assert_eq!(texts, ["5+0", "3+2", "10+5", "90+30"]);
        assert_eq!(TimeControl::CLASSICAL_90_30.base(), Duration::from_secs(5400));
        assert_eq!(TimeControl::CLASSICAL_90_30.increment(), Duration::from_secs(30));
    }

    #[test]
    fn parsing_round_trips_through_display() {
        for text in ["10+5", "0:30+1", "1:05+0", "600+600", "0:01+0"] {
            let control: TimeControl = text.parse().unwrap();
            assert_eq!(control.to_string(), text);
        }
        assert_eq!(" 3 + 2 ".parse::<TimeControl>().unwrap(), TimeControl::BLITZ_3_2);
        assert_eq!("1:30+2".parse::<TimeControl>().unwrap().base(), Duration::from_secs(90));
    }

    #[test]
    fn bad_text_gets_a_typed_error() {
        let err = |t: &str| t.parse::<TimeControl>().unwrap_err();
        assert!(matches!(err("10"), TimeControlError::Syntax(_)));
        assert!(matches!(err("1:60+0"), TimeControlError::Syntax(_)));
        assert!(matches!(err("ten+5"), TimeControlError::NotANumber { .. }));
        assert!(matches!(err("10+-5"), TimeControlError::NotANumber { .. }));
        assert!(matches!(err("10+5+1"), TimeControlError::NotANumber { .. }));
        assert!(matches!(err("99999999999999999999+0"), TimeControlError::NotANumber { .. }));
        assert!(matches!(err("0+5"), TimeControlError::BaseOutOfRange));
        assert!(matches!(err("601+0"), TimeControlError::BaseOutOfRange));
        assert!(matches!(err("10+601"), TimeControlError::IncrementOutOfRange));
        assert!(err("1:60+0").to_string().contains("10+5"));
    }

    #[test]
    fn custom_and_new_check_ranges() {
        assert_eq!(TimeControl::custom(10, 5), Ok(TimeControl::RAPID_10_5));
        assert_eq!(TimeControl::custom(0, 5), Err(TimeControlError::BaseOutOfRange));
        assert_eq!(TimeControl::custom(u32::MAX, 0), Err(TimeControlError::BaseOutOfRange));
        assert_eq!(
            TimeControl::new(Duration::from_millis(1500), Duration::ZERO),
            Err(TimeControlError::NotWholeSeconds)
        );
    }

    #[test]
    fn serde_uses_the_text_form() {
        let json = serde_json::to_string(&TimeControl::RAPID_10_5).unwrap();
        assert_eq!(json, "\"10+5\"");
        assert_eq!(serde_json::from_str::<TimeControl>(&json).unwrap(), TimeControl::RAPID_10_5);
        assert!(serde_json::from_str::<TimeControl>("\"0+0\"").is_err());
    }
}
