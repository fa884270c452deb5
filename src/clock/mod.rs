//! The chess clock: time controls, a pure clock type driven by an injectable time source, the
//! time display, and the result of a flag fall. No GUI: the app reads a [`TimeSource`] once per
//! frame and passes the reading to the [`ChessClock`].
//!
//! ```
//! use std::time::Duration;
//! use hexchess::clock::{ChessClock, ClockChange, FakeTime, TimeControl, TimeSource, format_remaining};
//! use hexchess::rules::Color;
//!
//! let time = FakeTime::new();
//! let mut clock = ChessClock::new(TimeControl::RAPID_10_5, false);
//! // The player who will be Black taps their clock: White's time starts.
//! assert_eq!(clock.press(Color::Black, time.now()), ClockChange::Started { side: Color::White });
//! time.advance(Duration::from_millis(12_300));
//! assert_eq!(clock.move_completed(Color::White, time.now()), ClockChange::HandedOver { to: Color::Black });
//! // 10:00 − 12.3 s + 5 s increment.
//! assert_eq!(format_remaining(clock.remaining(Color::White, time.now())), "9:52");
//! ```

mod chess_clock;
mod display;
mod flag;
mod time_control;
mod time_source;

pub use chess_clock::{ChessClock, ClockChange, ClockEvent, ClockPhase, ClockSnapshot, LOW_TIME, MIN_REPAINT_INTERVAL};
pub use display::{TENTHS_BELOW, format_remaining, until_display_changes};
pub use flag::{flag_outcome, flag_outcome_in};
pub use time_control::{ClockKind, Stage, Stages, TimeControl, TimeControlError};
pub use time_source::{FakeTime, MonotonicTime, TimeSource};
