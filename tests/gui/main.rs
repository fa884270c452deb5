//! The app's behaviour through egui_kittest, without a GPU: widgets are found by role and label
//! and clicked; assertions read the app's state. One test binary for every GUI test, so the
//! whole suite links once.

mod support;

mod accessibility;
mod analysis;
mod clock;
mod clock_kinds;
mod course;
mod dialogs;
mod editor;
mod engine;
mod hooks;
mod house_rules;
mod keyboard;
mod lessons;
mod match_rules;
mod online;
mod painting;
mod perf;
mod play;
mod puzzles;
mod records;
mod settings;
mod shafran;
mod table_view;
mod timed_computer;
mod win_rules;
