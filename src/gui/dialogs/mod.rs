//! Panels over the board that face one player: the promotion picker ([`promotion`]), the move
//! history for a rewind request ([`history`]) and the settings panel ([`settings`], with its
//! house-rule list in [`house_rules`]). Their
//! commands are [`DialogCommand`]s. Which panel is open is part of the view's state
//! ([`Overlay`](crate::gui::model::view::Overlay)).

pub mod command;
pub mod history;
pub mod house_rules;
pub mod promotion;
pub mod settings;

pub use command::DialogCommand;
pub use history::{HistoryInputs, history_ui};
pub use promotion::promotion_ui;
pub use settings::{SettingsInputs, SettingsOut, settings_ui};
