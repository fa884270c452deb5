//! Online play: two apps at two homes play one game peer to peer.
//!
//! - [`protocol`]: the versioned messages; [`codec`]: their bytes.
//! - [`session`]: one side of the game as a state machine, every peer message checked by the
//!   rules core; [`table`]: the game, its log and clock.
//! - [`link`]: the transport trait, with an in-memory pair for tests; [`iroh_link`]: iroh.
//! - [`connection`]: a session driven over a link; [`invite`]: the code a guest pastes.
//! - [`record`]: the record of a finished game.
//!
//! How the game log, reconnects and clocks work is in `docs/online.md`.

pub mod codec;
pub mod connection;
pub mod error;
pub mod invite;
pub mod iroh_link;
pub mod link;
pub mod protocol;
pub mod record;
pub mod scripts;
pub mod session;
pub mod table;

pub use connection::{Connection, Update};
pub use error::{ActionError, InviteError, LinkError, MoveRefused, ProtocolError, SetupError};
pub use invite::{INVITE_PREFIX, Invite};
pub use iroh_link::{IrohOptions, RelayChoice};
pub use link::{ChannelLink, Link, LinkCommand, LinkEvent, MemoryLink, MemorySwitch};
pub use protocol::{
    Ending, GameSetup, GameState, Hello, LoggedMove, MAX_MESSAGE_BYTES, Message, Offer, PROTOCOL_VERSION, ScriptDigest,
};
pub use record::online_record;
pub use scripts::{digest, script_digests};
pub use session::{LinkState, OnlineSession, Role, SessionEvent};
pub use table::Table;
