//! The clock setting (user guide, "Settings"): off, a preset (built in or added by a house-rule script), or
//! a custom base time plus increment. Saved with the other settings; applied at the next game.

use serde::{Deserialize, Serialize};

use crate::clock::{TimeControl, TimeControlError};
use crate::script::{ClockPreset, PresetKind};

/// Which clock the next game gets.
///
/// In `settings.json`: `"off"`, `{"preset": {"name": "3+2", "control": "3+2"}}` or
/// `{"custom": {"minutes": 15, "increment": 10}}`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClockChoice {
    /// No clock (the default: Gliński's game is untimed).
    #[default]
    Off,
    /// A named preset, with the time control it had when chosen (so the choice survives the
    /// script that added it being switched off).
    Preset {
        /// The preset's name as listed in Settings, e.g. `3+2` or `Bullet 1+0`.
        name: String,
        /// Its time control.
        control: TimeControl,
    },
    /// A custom time control.
    Custom {
        /// Base time in minutes.
        minutes: u32,
        /// Increment per move in seconds.
        increment: u32,
    },
}

/// The custom time offered when nothing else suggests one: 15 minutes plus 10 seconds.
pub const DEFAULT_CUSTOM: (u32, u32) = (15, 10);

impl ClockChoice {
    /// The time control this choice gives, or `None` for no clock.
    ///
    /// # Errors
    /// A [`TimeControlError`] when a custom time (e.g. hand-edited in the settings file) is out
    /// of range.
    pub fn time_control(&self) -> Result<Option<TimeControl>, TimeControlError> {
        match self {
            ClockChoice::Off => Ok(None),
            ClockChoice::Preset { control, .. } => Ok(Some(*control)),
            ClockChoice::Custom { minutes, increment } => TimeControl::custom(*minutes, *increment).map(Some),
        }
    }

    /// The choice of a preset, if its times fit a [`TimeControl`].
    ///
    /// # Errors
    /// A [`TimeControlError`] when a script's preset is longer than a clock allows.
    pub fn from_preset(preset: &ClockPreset) -> Result<ClockChoice, TimeControlError> {
        let secs = |s: u32| std::time::Duration::from_secs(u64::from(s));
        let base = secs(preset.base_seconds);
        let increment = secs(preset.increment_seconds);
        let control = match &preset.kind {
            PresetKind::Fischer => TimeControl::new(base, increment)?,
            PresetKind::Bronstein { delay_seconds } => TimeControl::bronstein(base, secs(*delay_seconds))?,
            PresetKind::Delay { delay_seconds } => TimeControl::simple_delay(base, secs(*delay_seconds))?,
            PresetKind::Hourglass => TimeControl::hourglass(base)?,
            PresetKind::Stages { moves, later } => {
                let later: Vec<_> = later.iter().map(|s| (s.moves.unwrap_or(0), secs(s.seconds))).collect();
                TimeControl::stages(base, increment, *moves, &later)?
            }
        };
        Ok(ClockChoice::Preset { name: preset.name.clone(), control })
    }

    /// The custom choice that starts from this one's times (whole minutes, at least one), or
    /// from [`DEFAULT_CUSTOM`] when the clock is off.
    pub fn as_custom(&self) -> ClockChoice {
        let (minutes, increment) = match self {
            ClockChoice::Off => DEFAULT_CUSTOM,
            ClockChoice::Custom { minutes, increment } => (*minutes, *increment),
            ClockChoice::Preset { control, .. } => (
                u32::try_from(control.base().as_secs() / 60).unwrap_or(u32::MAX).max(1),
                u32::try_from(control.increment().as_secs()).unwrap_or(u32::MAX),
            ),
        };
        ClockChoice::Custom { minutes, increment }
    }

    /// A short description: `off`, `3+2`, `Bullet 1+0`, `custom 15+10`.
    pub fn describe(&self) -> String {
        match self {
            ClockChoice::Off => "off".into(),
            ClockChoice::Preset { name, .. } => name.clone(),
            ClockChoice::Custom { minutes, increment } => format!("custom {minutes}+{increment}"),
        }
    }
}

/// The next custom base time up or down from `minutes`: steps of 1 minute up to 10, of 5 up to
/// 60, then of 15, within 1 to 600 minutes.
pub fn step_minutes(minutes: u32, up: bool) -> u32 {
    step(minutes, up, &[(10, 1), (60, 5), (u32::MAX, 15)], 1, 600)
}

/// The next custom increment up or down from `seconds`: steps of 1 second up to 10, of 5 up to
/// 60, then of 30, within 0 to 600 seconds.
pub fn step_increment(seconds: u32, up: bool) -> u32 {
    step(seconds, up, &[(10, 1), (60, 5), (u32::MAX, 30)], 0, 600)
}

/// Moves `value` to the next multiple of the step that applies on that side of it, clamped.
fn step(value: u32, up: bool, bands: &[(u32, u32)], min: u32, max: u32) -> u32 {
    let value = value.clamp(min, max);
    // Going up from v uses the band v lies in; going down uses the band just below v.
    let probe = if up { value } else { value.saturating_sub(1) };
    let size = bands.iter().find(|(limit, _)| probe < *limit).map_or(1, |(_, s)| *s);
    let next = if up { (value / size + 1) * size } else { value.saturating_sub(1) / size * size };
    next.clamp(min, max)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::script::builtin_clock_presets;

    #[test]
    fn choices_give_their_time_controls() {
        assert_eq!(ClockChoice::Off.time_control(), Ok(None));
        let presets = builtin_clock_presets();
        let controls: Vec<TimeControl> =
            presets.iter().map(|p| ClockChoice::from_preset(p).unwrap().time_control().unwrap().unwrap()).collect();
        assert_eq!(controls, TimeControl::PRESETS);
        let custom = ClockChoice::Custom { minutes: 15, increment: 10 };
        assert_eq!(custom.time_control().unwrap().unwrap().to_string(), "15+10");
        assert!(ClockChoice::Custom { minutes: 0, increment: 0 }.time_control().is_err());
    }

    #[test]
    fn a_preset_too_long_for_a_clock_is_refused() {
        let day = ClockPreset {
            name: "Day".into(),
            base_seconds: 86_400,
            increment_seconds: 0,
            kind: PresetKind::Fischer,
            source: "x.lua".into(),
        };
        assert!(ClockChoice::from_preset(&day).is_err());
    }

    #[test]
    fn custom_starts_from_the_current_choice() {
        let rapid = ClockChoice::Preset { name: "10+5".into(), control: TimeControl::RAPID_10_5 };
        assert_eq!(rapid.as_custom(), ClockChoice::Custom { minutes: 10, increment: 5 });
        let (m, i) = DEFAULT_CUSTOM;
        assert_eq!(ClockChoice::Off.as_custom(), ClockChoice::Custom { minutes: m, increment: i });
        let short = ClockChoice::Preset { name: "x".into(), control: "0:30+1".parse().unwrap() };
        assert_eq!(short.as_custom(), ClockChoice::Custom { minutes: 1, increment: 1 });
    }

    #[test]
    fn steppers_walk_the_bands_and_stop_at_the_ends() {
        let mut up = vec![1];
        while let Some(&last) = up.last().filter(|v| **v < 600) {
            up.push(step_minutes(last, true));
        }
        assert_eq!(&up[..12], &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20]);
        assert!(up.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(*up.last().unwrap(), 600);
        // Walking down visits the same values in reverse.
        let mut down = vec![600];
        while let Some(&last) = down.last().filter(|v| **v > 1) {
            down.push(step_minutes(last, false));
        }
        down.reverse();
        assert_eq!(up, down);
        assert_eq!(step_minutes(1, false), 1);
        assert_eq!(step_minutes(7, true), 8);
        assert_eq!(step_minutes(62, false), 60);
        assert_eq!(step_increment(0, false), 0);
        assert_eq!(step_increment(9, true), 10);
        assert_eq!(step_increment(10, true), 15);
        assert_eq!(step_increment(60, true), 90);
        assert_eq!(step_increment(600, true), 600);
        assert_eq!(step_increment(900, false), 570, "an out-of-range value is clamped first");
    }

    #[test]
    fn the_settings_file_form() {
        let choices = [
            (ClockChoice::Off, "\"off\""),
            (
                ClockChoice::Preset { name: "3+2".into(), control: TimeControl::BLITZ_3_2 },
                r#"{"preset":{"name":"3+2","control":"3+2"}}"#,
            ),
            (ClockChoice::Custom { minutes: 15, increment: 10 }, r#"{"custom":{"minutes":15,"increment":10}}"#),
        ];
        for (choice, json) in choices {
            assert_eq!(serde_json::to_string(&choice).unwrap(), json);
            assert_eq!(serde_json::from_str::<ClockChoice>(json).unwrap(), choice);
        }
    }
}
