//! The board: where each cell is drawn ([`layout`]), the pieces ([`pieces`]), the painting shared
//! by every board ([`paint`]), and the board widget ([`canvas`]) that the game, the editor and
//! the lesson player all draw through. The board's commands are [`BoardInput`]s: what the pointer
//! did on which hex.

pub mod canvas;
pub mod layout;
pub mod paint;
pub mod pieces;

pub use canvas::{BoardInput, BoardScene, GlidingPiece, board_ui};
pub use layout::{BoardLayout, fit_board};
pub use paint::CheckLook;
