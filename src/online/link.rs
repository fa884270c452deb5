//! The transport under an online game, behind a small trait: iroh between two homes
//! ([`super::iroh_link`]), or channels in one process for tests ([`MemoryLink`]).

use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::Duration;

use super::error::LinkError;

/// What the link reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkEvent {
    /// A connection to the peer opened (again).
    Connected,
    /// One message's bytes arrived.
    Frame(Vec<u8>),
    /// The peer sent a message larger than the link accepts; it was skipped.
    Oversized(usize),
    /// The connection dropped; a guest's link dials again by itself, a host's waits.
    Disconnected(String),
}

/// A link to the peer: one message at a time, in order, while connected.
pub trait Link: Send {
    /// Sends one message's bytes. While no connection is open they are dropped: the state
    /// travels again in the next hello.
    ///
    /// # Errors
    /// [`LinkError::Closed`] once the link has been shut.
    fn send(&mut self, frame: Vec<u8>) -> Result<(), LinkError>;

    /// The next event, waiting at most `timeout` (zero: only what is already there).
    fn next_event(&mut self, timeout: Duration) -> Option<LinkEvent>;

    /// Closes the link for good.
    fn close(&mut self);
}

/// Commands from a [`ChannelLink`] to the thread or peer behind it.
#[derive(Debug)]
pub enum LinkCommand {
    /// Send these bytes.
    Send(Vec<u8>),
    /// Shut down.
    Close,
}

/// A link whose other end is a pair of channels (a network thread, or another in-process link).
#[derive(Debug)]
pub struct ChannelLink {
    commands: Sender<LinkCommand>,
    events: Receiver<LinkEvent>,
    closed: bool,
}

impl ChannelLink {
    /// A link that sends commands on `commands` and reads events from `events`.
    pub fn new(commands: Sender<LinkCommand>, events: Receiver<LinkEvent>) -> ChannelLink {
        ChannelLink { commands, events, closed: false }
    }
}

impl Link for ChannelLink {
    fn send(&mut self, frame: Vec<u8>) -> Result<(), LinkError> {
        if self.closed {
            return Err(LinkError::Closed);
        }
        self.commands.send(LinkCommand::Send(frame)).map_err(|_| LinkError::Closed)
    }

    fn next_event(&mut self, timeout: Duration) -> Option<LinkEvent> {
        if timeout.is_zero() {
            return self.events.try_recv().ok();
        }
        self.events.recv_timeout(timeout).ok()
    }

    fn close(&mut self) {
        self.closed = true;
        let _ = self.commands.send(LinkCommand::Close);
    }
}

/// Two links joined in memory, for tests: what one sends the other receives, and the test can
/// cut and restore the connection.
#[derive(Debug)]
pub struct MemoryLink {
    to_peer: Sender<LinkEvent>,
    inbox: Receiver<LinkEvent>,
    up: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

/// Cuts and restores the connection between two [`MemoryLink`]s.
#[derive(Clone, Debug)]
pub struct MemorySwitch {
    to_a: Sender<LinkEvent>,
    to_b: Sender<LinkEvent>,
    up: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

impl MemoryLink {
    /// Two linked ends, not yet connected, and the switch that connects them.
    pub fn pair() -> (MemoryLink, MemoryLink, MemorySwitch) {
        let (to_a, inbox_a) = channel();
        let (to_b, inbox_b) = channel();
        let up = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let a = MemoryLink { to_peer: to_b.clone(), inbox: inbox_a, up: up.clone() };
        let b = MemoryLink { to_peer: to_a.clone(), inbox: inbox_b, up: up.clone() };
        (a, b, MemorySwitch { to_a, to_b, up })
    }
}

impl MemorySwitch {
    /// Opens the connection: both ends get [`LinkEvent::Connected`].
    pub fn connect(&self) {
        self.up.store(true, std::sync::atomic::Ordering::SeqCst);
        let _ = self.to_a.send(LinkEvent::Connected);
        let _ = self.to_b.send(LinkEvent::Connected);
    }

    /// Drops the connection: what is sent meanwhile is lost, and both ends hear of it.
    pub fn cut(&self) {
        self.up.store(false, std::sync::atomic::Ordering::SeqCst);
        let _ = self.to_a.send(LinkEvent::Disconnected("cut by the test".into()));
        let _ = self.to_b.send(LinkEvent::Disconnected("cut by the test".into()));
    }

    /// Delivers raw bytes to the first end (`to_first`) or the second, as if the peer sent them.
    pub fn inject(&self, to_first: bool, event: LinkEvent) {
        let _ = if to_first { self.to_a.send(event) } else { self.to_b.send(event) };
    }
}

impl Link for MemoryLink {
    fn send(&mut self, frame: Vec<u8>) -> Result<(), LinkError> {
        if self.up.load(std::sync::atomic::Ordering::SeqCst) {
            let _ = self.to_peer.send(LinkEvent::Frame(frame));
        }
        Ok(())
    }

    fn next_event(&mut self, timeout: Duration) -> Option<LinkEvent> {
        if timeout.is_zero() {
            return self.inbox.try_recv().ok();
        }
        self.inbox.recv_timeout(timeout).ok()
    }

    fn close(&mut self) {}
}
