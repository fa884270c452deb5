//! The board: where each cell is drawn ([`layout`]), where the coordinate labels go
//! ([`coordinates`]), the pieces ([`pieces`]), the painting shared by every board ([`paint`]), the
//! board widget ([`canvas`]) that the game, the editor and the lesson player all draw through, its
//! keyboard cursor ([`cursor`]) and its spoken hex labels ([`labels`]). The board's commands are
//! [`BoardInput`]s: what the pointer (or the keyboard cursor) did on which hex.

pub mod canvas;
pub mod coordinates;
pub mod cursor;
pub mod labels;
pub mod layout;
pub mod paint;
pub mod pieces;

pub use canvas::{BoardInput, BoardScene, GlidingPiece, board_ui};
pub use coordinates::fit_board;
pub use layout::BoardLayout;
pub use paint::CheckLook;
