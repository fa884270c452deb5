//! How the app reaches the other player: iroh between two homes ([`IrohTransport`]), or an
//! in-memory network inside one process for tests ([`MemoryNetwork`]). The app is given one in
//! its options, so tests never touch the network.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::online::{IrohOptions, Link, LinkError, MemoryLink, MemorySwitch, RelayChoice, iroh_link};

/// Opens links to the other player.
pub trait OnlineTransport: Send {
    /// Starts hosting: the host's link, and the address that goes into the invite.
    ///
    /// # Errors
    /// [`LinkError`] when the network cannot be started.
    fn host(&mut self) -> Result<(Box<dyn Link>, serde_json::Value), LinkError>;

    /// Joins the host at `address` (from an invite).
    ///
    /// # Errors
    /// [`LinkError`] when the address cannot be used or the network cannot be started.
    fn join(&mut self, address: &serde_json::Value) -> Result<Box<dyn Link>, LinkError>;
}

/// The real transport: an iroh endpoint per game.
#[derive(Clone, Debug, Default)]
pub struct IrohTransport {
    /// Where the endpoint binds and which relays it uses.
    pub options: IrohOptions,
}

impl IrohTransport {
    /// iroh with the public relays, or none when the environment variable `HEXCHESS_RELAY` is
    /// `off` (a LAN, or a machine that cannot reach the relays); another value is the URL of a
    /// self-hosted relay.
    pub fn from_env() -> IrohTransport {
        let relay = match std::env::var("HEXCHESS_RELAY").ok().as_deref().map(str::trim) {
            None | Some("" | "public") => RelayChoice::Public,
            Some("off" | "none" | "disabled") => RelayChoice::Disabled,
            Some(url) => RelayChoice::Custom(url.to_string()),
        };
        IrohTransport { options: IrohOptions { bind: None, relay } }
    }
}

impl OnlineTransport for IrohTransport {
    fn host(&mut self) -> Result<(Box<dyn Link>, serde_json::Value), LinkError> {
        let (link, address) = iroh_link::host(&self.options)?;
        Ok((Box::new(link), address))
    }

    fn join(&mut self, address: &serde_json::Value) -> Result<Box<dyn Link>, LinkError> {
        Ok(Box::new(iroh_link::join(address, &self.options)?))
    }
}

/// One game hosted on a [`MemoryNetwork`]: the guest's end, until someone joins, and the switch.
#[derive(Debug)]
struct MemoryGame {
    guest_end: Option<MemoryLink>,
    switch: MemorySwitch,
}

/// An in-memory network shared by several apps of one process (tests): hosting makes a
/// [`MemoryLink`] pair, joining takes its other end and connects them. The test keeps the
/// network to cut and restore a game's connection.
#[derive(Clone, Debug, Default)]
pub struct MemoryNetwork {
    games: Arc<Mutex<HashMap<u64, MemoryGame>>>,
}

impl MemoryNetwork {
    /// An empty network.
    pub fn new() -> MemoryNetwork {
        MemoryNetwork::default()
    }

    /// A transport on this network, for one app's options.
    pub fn transport(&self) -> Box<dyn OnlineTransport> {
        Box::new(self.clone())
    }

    /// The switch of the game hosted `n`-th (from 0), to cut and restore its connection.
    pub fn switch(&self, n: u64) -> Option<MemorySwitch> {
        self.games.lock().ok()?.get(&n).map(|g| g.switch.clone())
    }
}

impl OnlineTransport for MemoryNetwork {
    fn host(&mut self) -> Result<(Box<dyn Link>, serde_json::Value), LinkError> {
        let mut games = self.games.lock().map_err(|_| LinkError::Bind("the memory network is broken".into()))?;
        let n = games.len() as u64;
        let (host_end, guest_end, switch) = MemoryLink::pair();
        games.insert(n, MemoryGame { guest_end: Some(guest_end), switch });
        Ok((Box::new(host_end), serde_json::json!({ "memory": n })))
    }

    fn join(&mut self, address: &serde_json::Value) -> Result<Box<dyn Link>, LinkError> {
        let unknown = || LinkError::Invite(crate::online::InviteError::Damaged("no such game on this network".into()));
        let n = address.get("memory").and_then(serde_json::Value::as_u64).ok_or_else(unknown)?;
        let mut games = self.games.lock().map_err(|_| LinkError::Bind("the memory network is broken".into()))?;
        let game = games.get_mut(&n).ok_or_else(unknown)?;
        let end = game.guest_end.take().ok_or(LinkError::Bind("that game already has a guest".into()))?;
        game.switch.connect();
        Ok(Box::new(end))
    }
}
