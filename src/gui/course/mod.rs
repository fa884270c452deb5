//! Learn: the rules course of the variant being played, facing whoever opened it. The map of
//! stages with the stars earned ([`map_view`]), and a level on the board with its goal, the
//! stars on their cells, the move count against the par, then the stars won and Next, or why it
//! failed and Retry ([`level_view`]). [`state`] is the pure model: the course, the saved
//! progress and the level being played. User guide, "Learn".

pub mod command;
pub mod level_view;
pub mod map_view;
pub mod state;

pub use command::CourseCommand;
pub use state::{Learn, Playing};
