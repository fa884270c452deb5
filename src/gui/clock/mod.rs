//! The chess clock at the table: the current game's clock and the one time reading per frame
//! ([`table`]), its face in each console with the words on what happens next ([`face`]) and the line on
//! the clock's kind ([`detail`]), and
//! its part of the Settings panel ([`settings_section`]). Its commands are [`ClockCommand`]s.
//! The choice of clock for the next game is a setting: [`ClockChoice`](crate::gui::ClockChoice)
//! lives with the settings in `model`.

pub mod command;
pub mod detail;
pub mod face;
pub mod settings_section;
pub mod table;

pub use command::ClockCommand;
pub use face::{ClockFace, clock_status, clock_ui};
pub use settings_section::{ClockSettings, clock_section, clock_section_height};
pub use table::{SharedTime, TableClock};
