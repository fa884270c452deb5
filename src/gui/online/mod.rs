//! Play online: two apps at two homes play one game peer to peer, over [`crate::online`].
//! The menu ([`menu_view`]: host with a variant, clock and colour, or join with an invite code),
//! the wait with the invite code, and the game ([`game_view`]: this player at the bottom, the
//! opponent's console at the top with the connection, the opponent's offers as a panel).
//! [`state`] is the model, [`transport`] how the other player is reached (iroh, or memory in
//! tests). User guide, "Play online".

pub mod command;
pub mod game_view;
pub mod menu_view;
pub mod state;
pub mod transport;

pub use command::OnlineCommand;
pub use state::{HostForm, Online, OnlineTexts, Screen};
pub use transport::{IrohTransport, MemoryNetwork, OnlineTransport};
