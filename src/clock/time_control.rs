//! A time control: base time plus a Fischer increment (`10+5`), a Bronstein delay (`10 bronstein 5`),
//! a simple delay (`10 delay 5`), an hourglass (`3 hourglass`), or stages (`90/40 then 30 +30`).

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use serde::{Deserialize, Serialize};

/// A time control: each player starts with `base` and gains `increment` with every move.
///
/// Its text form is `<minutes>+<increment seconds>`, e.g. `10+5`; a base that is not a whole
/// number of minutes is written `<minutes>:<seconds>`, e.g. `0:30+1`. Both parts are whole
/// seconds, so the text form is exact, and serde reads and writes that text.
///
/// The other kinds have their own text forms (see [`ClockKind`]); the plain `10+5` form stays
/// Fischer, so settings and autosaves written before the other kinds existed load unchanged.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct TimeControl {
    base: Duration,
    increment: Duration,
    kind: ClockKind,
}

/// How a clock treats the time per move ([`TimeControl::increment`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum ClockKind {
    /// Fischer increment: the mover gains the increment after every move (`10+5`).
    #[default]
    Fischer,
    /// Bronstein delay: after a move the mover gets back the time they used, at most the delay
    /// (`10 bronstein 5`).
    Bronstein,
    /// Simple (US) delay: each turn the main time starts only once the delay has passed
    /// (`10 delay 5`).
    SimpleDelay,
    /// Hourglass: the time one player uses is added to the opponent's (`3 hourglass`).
    Hourglass,
    /// Stages: after a stage's number of moves, each player gains the next stage's time; the
    /// Fischer increment applies from the first move (`90/40 then 30 +30`).
    Stages(Stages),
}

/// The later stages of a [`ClockKind::Stages`] control: the base time lasts `moves` of the first
/// stage, then each later stage adds its time. At most [`Stages::MAX`] later stages.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Stages {
    /// Per stage, the moves it lasts (0 = the rest of the game) and the time it adds when it starts.
    steps: [(u32, Duration); Stages::MAX + 1],
    len: usize,
}

/// One stage of a [`Stages`] control, as [`Stages::stages`] lists them.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Stage {
    /// The moves the stage lasts; `None` for the rest of the game.
    pub moves: Option<u32>,
    /// The time the stage adds when it starts (the first stage's is the base time).
    pub time: Duration,
}

impl Stages {
    /// The most stages after the first.
    pub const MAX: usize = 3;
    /// The most moves one stage may last.
    pub const MAX_MOVES: u32 = 200;

    /// Every stage, the first (the base time) included.
    pub fn stages(&self) -> Vec<Stage> {
        let last = self.len.saturating_sub(1);
        self.steps[..self.len]
            .iter()
            .enumerate()
            .map(|(i, &(moves, time))| Stage { moves: (i < last).then_some(moves), time })
            .collect()
    }

    /// The time a player gains after completing their `moves`-th move (zero unless a stage ends there).
    pub fn added_after(&self, moves: u32) -> Duration {
        let mut end = 0u32;
        for i in 0..self.len.saturating_sub(1) {
            end = end.saturating_add(self.steps[i].0);
            if end == moves {
                return self.steps[i + 1].1;
            }
        }
        Duration::ZERO
    }

    /// The move (1-based) at which the stage containing move `move_number` ends; `None` in the last stage.
    pub fn stage_end(&self, move_number: u32) -> Option<u32> {
        let mut end = 0u32;
        for i in 0..self.len.saturating_sub(1) {
            end = end.saturating_add(self.steps[i].0);
            if move_number <= end {
                return Some(end);
            }
        }
        None
    }
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
    /// A stages control has no later stage, too many, or a stage of 0 or too many moves.
    #[error("stages need 1 to {} later stages, each after 1 to {} moves", Stages::MAX, Stages::MAX_MOVES)]
    BadStages,
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
        TimeControl {
            base: Duration::from_secs(base_secs),
            increment: Duration::from_secs(increment_secs),
            kind: ClockKind::Fischer,
        }
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
        Ok(TimeControl { base, increment, kind: ClockKind::Fischer })
    }

    /// Bronstein delay: after each move the mover gets back the time used, at most `delay`.
    ///
    /// # Errors
    /// As [`new`](Self::new), with `delay` in place of the increment.
    pub fn bronstein(base: Duration, delay: Duration) -> Result<TimeControl, TimeControlError> {
        Ok(TimeControl { kind: ClockKind::Bronstein, ..TimeControl::new(base, delay)? })
    }

    /// Simple (US) delay: each turn, the main time starts only after `delay`.
    ///
    /// # Errors
    /// As [`new`](Self::new), with `delay` in place of the increment.
    pub fn simple_delay(base: Duration, delay: Duration) -> Result<TimeControl, TimeControlError> {
        Ok(TimeControl { kind: ClockKind::SimpleDelay, ..TimeControl::new(base, delay)? })
    }

    /// Hourglass: the time one side uses goes to the other.
    ///
    /// # Errors
    /// As [`new`](Self::new).
    pub fn hourglass(base: Duration) -> Result<TimeControl, TimeControlError> {
        Ok(TimeControl { kind: ClockKind::Hourglass, ..TimeControl::new(base, Duration::ZERO)? })
    }

    /// Stages: `base` for the first `first_moves` moves, then each `(moves, time)` of `later` adds
    /// `time` when it starts and lasts `moves` (the last one's `moves` is ignored: it lasts the
    /// rest of the game); `increment` is a Fischer increment for every move.
    ///
    /// # Errors
    /// As [`new`](Self::new) for every time, and [`TimeControlError::BadStages`] for 0 or more
    /// than [`Stages::MAX`] later stages or a stage of 0 or more than [`Stages::MAX_MOVES`] moves.
    pub fn stages(
        base: Duration,
        increment: Duration,
        first_moves: u32,
        later: &[(u32, Duration)],
    ) -> Result<TimeControl, TimeControlError> {
        let control = TimeControl::new(base, increment)?;
        if later.is_empty() || later.len() > Stages::MAX {
            return Err(TimeControlError::BadStages);
        }
        let mut stages = Stages { len: later.len() + 1, ..Stages::default() };
        stages.steps[0] = (first_moves, base);
        for (i, &(moves, time)) in later.iter().enumerate() {
            TimeControl::new(time, Duration::ZERO)?;
            let last = i + 1 == later.len();
            stages.steps[i + 1] = (if last { 0 } else { moves }, time);
        }
        let counted = &stages.steps[..stages.len - 1];
        if counted.iter().any(|&(moves, _)| moves == 0 || moves > Stages::MAX_MOVES) {
            return Err(TimeControlError::BadStages);
        }
        Ok(TimeControl { kind: ClockKind::Stages(stages), ..control })
    }

    /// The kind of clock.
    pub const fn kind(self) -> ClockKind {
        self.kind
    }

    /// The delay of a Bronstein or simple-delay clock; `None` for the other kinds.
    pub fn delay(self) -> Option<Duration> {
        matches!(self.kind, ClockKind::Bronstein | ClockKind::SimpleDelay).then_some(self.increment)
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

    /// The time per move: the Fischer increment (also for stages), or the delay of a delay
    /// clock; zero for an hourglass. Only Fischer and stages clocks add it after every move.
    pub const fn increment(self) -> Duration {
        self.increment
    }
}

/// `m` or `m:ss` for a whole number of seconds.
fn minutes_text(time: Duration) -> String {
    let secs = time.as_secs();
    if secs.is_multiple_of(60) { format!("{}", secs / 60) } else { format!("{}:{:02}", secs / 60, secs % 60) }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let base = minutes_text(self.base);
        let per_move = self.increment.as_secs();
        match self.kind {
            ClockKind::Fischer => write!(f, "{base}+{per_move}"),
            ClockKind::Bronstein => write!(f, "{base} bronstein {per_move}"),
            ClockKind::SimpleDelay => write!(f, "{base} delay {per_move}"),
            ClockKind::Hourglass => write!(f, "{base} hourglass"),
            ClockKind::Stages(stages) => {
                for (i, stage) in stages.stages().iter().enumerate() {
                    let sep = if i == 0 { "" } else { " then " };
                    write!(f, "{sep}{}", minutes_text(stage.time))?;
                    if let Some(moves) = stage.moves {
                        write!(f, "/{moves}")?;
                    }
                }
                write!(f, " +{per_move}")
            }
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
        let minutes = |part: &str| -> Result<Duration, TimeControlError> {
            let secs = match part.split_once(':') {
                Some((minutes, seconds)) => {
                    let seconds = number(seconds)?;
                    if seconds >= 60 {
                        return Err(syntax());
                    }
                    number(minutes)?.saturating_mul(60) + seconds
                }
                None => number(part)?.saturating_mul(60),
            };
            Ok(Duration::from_secs(secs))
        };
        let secs = |part: &str| number(part).map(Duration::from_secs);
        let trimmed = text.trim();
        if let Some(base) = trimmed.strip_suffix("hourglass") {
            return TimeControl::hourglass(minutes(base)?);
        }
        for (word, make) in [
            (" bronstein ", TimeControl::bronstein as fn(Duration, Duration) -> _),
            (" delay ", TimeControl::simple_delay),
        ] {
            if let Some((base, delay)) = trimmed.split_once(word) {
                return make(minutes(base)?, secs(delay)?);
            }
        }
        if trimmed.contains(" then ") {
            let (stages, increment) = trimmed.rsplit_once('+').ok_or_else(syntax)?;
            let mut parts = stages.split(" then ").map(|stage| match stage.split_once('/') {
                Some((time, moves)) => Ok((number(moves)?, minutes(time)?)),
                None => Ok((0, minutes(stage)?)),
            });
            let (first_moves, base) = parts.next().ok_or_else(syntax)??;
            let later = parts.collect::<Result<Vec<(u64, Duration)>, TimeControlError>>()?;
            let moves = |m: u64| u32::try_from(m).map_err(|_| TimeControlError::BadStages);
            let later = later.into_iter().map(|(m, t)| Ok((moves(m)?, t))).collect::<Result<Vec<_>, _>>()?;
            return TimeControl::stages(base, secs(increment)?, moves(first_moves)?, &later);
        }
        let (base, increment) = text.split_once('+').ok_or_else(syntax)?;
        TimeControl::new(minutes(base)?, secs(increment)?)
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
    fn every_kind_round_trips_through_its_text_form() {
        let m = |mins: u64| Duration::from_secs(mins * 60);
        let s = Duration::from_secs;
        let controls = [
            (TimeControl::bronstein(m(5), s(3)).unwrap(), "5 bronstein 3"),
            (TimeControl::simple_delay(s(90), s(5)).unwrap(), "1:30 delay 5"),
            (TimeControl::hourglass(m(1)).unwrap(), "1 hourglass"),
            (TimeControl::stages(m(90), s(30), 40, &[(0, m(30))]).unwrap(), "90/40 then 30 +30"),
            (
                TimeControl::stages(m(120), s(0), 40, &[(20, m(60)), (0, m(15))]).unwrap(),
                "120/40 then 60/20 then 15 +0",
            ),
        ];
        for (control, text) in controls {
            assert_eq!(control.to_string(), text);
            assert_eq!(text.parse::<TimeControl>().unwrap(), control);
            let json = serde_json::to_string(&control).unwrap();
            assert_eq!(serde_json::from_str::<TimeControl>(&json).unwrap(), control);
        }
        assert_eq!(TimeControl::bronstein(m(5), s(3)).unwrap().delay(), Some(s(3)));
        assert_eq!(TimeControl::RAPID_10_5.delay(), None);
        assert_eq!(TimeControl::RAPID_10_5.kind(), ClockKind::Fischer);
        assert_eq!(TimeControl::stages(m(90), s(30), 0, &[(0, m(30))]), Err(TimeControlError::BadStages));
        assert_eq!(TimeControl::stages(m(90), s(30), 40, &[]), Err(TimeControlError::BadStages));
        assert!("90/40 then 0 +30".parse::<TimeControl>().is_err());
        assert!("x hourglass".parse::<TimeControl>().is_err());
    }

    #[test]
    fn stages_know_where_they_end() {
        let m = |mins: u64| Duration::from_secs(mins * 60);
        let control = TimeControl::stages(m(120), Duration::ZERO, 40, &[(20, m(60)), (0, m(15))]).unwrap();
        let ClockKind::Stages(stages) = control.kind() else { panic!("stages") };
        assert_eq!(stages.added_after(39), Duration::ZERO);
        assert_eq!(stages.added_after(40), m(60));
        assert_eq!(stages.added_after(60), m(15));
        assert_eq!(stages.added_after(80), Duration::ZERO);
        assert_eq!(stages.stage_end(1), Some(40));
        assert_eq!(stages.stage_end(41), Some(60));
        assert_eq!(stages.stage_end(61), None);
    }

    #[test]
    fn serde_uses_the_text_form() {
        let json = serde_json::to_string(&TimeControl::RAPID_10_5).unwrap();
        assert_eq!(json, "\"10+5\"");
        assert_eq!(serde_json::from_str::<TimeControl>(&json).unwrap(), TimeControl::RAPID_10_5);
        assert!(serde_json::from_str::<TimeControl>("\"0+0\"").is_err());
    }
}
