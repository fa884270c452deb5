//! The small kit every screen draws with: the seat-facing canvas ([`canvas`]), the themes'
//! colours ([`theme`]) and their contrast ([`contrast`]), button icons ([`icons`]), panels over the board ([`panel`]),
//! lists that scroll on a turned canvas ([`scroll`]) and text helpers ([`text`]). No state and no commands of its own.

pub mod canvas;
pub mod contrast;
pub mod icons;
pub mod panel;
pub mod scroll;
pub mod text;
pub mod theme;

pub use canvas::{ButtonStyle, SeatCanvas};
pub use theme::Palette;
