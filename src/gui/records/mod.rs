//! Game records: the autosave and the offer at start to resume it ([`autosave`], [`writer`],
//! [`resume_dialog`]), Save game and Open game ([`buttons`], [`file_panel`], [`files`]), and
//! review mode ([`review`], [`review_view`]). [`state`] holds what the app keeps between frames;
//! the widgets send [`RecordsCommand`]s, which the app applies (`app/records.rs`).

pub mod apply;
pub mod autosave;
pub mod buttons;
pub mod command;
pub mod file_panel;
pub mod files;
pub mod resume_dialog;
pub mod review;
pub mod review_view;
pub mod state;
pub mod widgets;
pub mod writer;

pub use apply::RecordsEffect;
pub use command::RecordsCommand;
pub use state::{AutosaveTiming, RecordsState};
