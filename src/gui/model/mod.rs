//! The table's pure state: the seats, the match, the view's memory, the settings and the rules
//! in force. No egui here.

pub mod clock_choice;
pub mod live_house_rules;

pub mod move_numbers;
pub mod move_picker;
pub mod orientation;
pub mod rules_provider;
pub mod seat;
pub mod session;
pub mod settings;
pub mod stalemate_fallback;
pub mod typed_move;
pub mod view;
