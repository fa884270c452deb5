//! The real transport: an iroh endpoint (QUIC dialled by public key, hole punching, relay
//! fallback, end-to-end encrypted) on a thread of its own, seen from the app as a
//! [`ChannelLink`].
//!
//! One bidirectional stream per connection carries the messages, each a 4-byte big-endian
//! length and that many bytes. A host accepts a new connection at any time (a guest coming
//! back replaces its old connection); a guest dials again by itself after a drop.

use std::net::SocketAddr;
use std::sync::mpsc::{Sender, channel, sync_channel};
use std::time::Duration;

use iroh::endpoint::{Connection, IdleTimeout, QuicTransportConfig, RecvStream, SendStream, WriteError, presets};
use iroh::{Endpoint, EndpointAddr, RelayMode, RelayUrl};
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};

use super::error::{InviteError, LinkError};
use super::link::{ChannelLink, LinkCommand, LinkEvent};
use super::protocol::MAX_MESSAGE_BYTES;

/// The application protocol name both sides announce.
pub const ALPN: &[u8] = b"hexchess/online/1";

/// A guest waits this long between dials while the host cannot be reached.
const REDIAL_EVERY: Duration = Duration::from_millis(500);

/// A connection that hears nothing for this long is dropped (a killed app, a lost Wi-Fi).
const IDLE_TIMEOUT: Duration = Duration::from_secs(10);

/// Where the endpoint listens and which relays it uses.
#[derive(Clone, Debug, Default)]
pub struct IrohOptions {
    /// The local address to bind (`None`: any address, a free port).
    pub bind: Option<SocketAddr>,
    /// The relays.
    pub relay: RelayChoice,
}

/// Which relay servers an endpoint uses.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum RelayChoice {
    /// iroh's public relays (and its address lookup).
    #[default]
    Public,
    /// No relay: direct addresses only (a LAN, loopback, tests).
    Disabled,
    /// A self-hosted `iroh-relay` at this URL.
    Custom(String),
}

/// Starts a host's endpoint: its link, and the address that goes into the invite.
///
/// # Errors
/// [`LinkError::Bind`] when the endpoint cannot start.
pub fn host(options: &IrohOptions) -> Result<(ChannelLink, serde_json::Value), LinkError> {
    let (ready_tx, ready_rx) = sync_channel(1);
    let (link, commands, events) = channels();
    let options = options.clone();
    spawn_runtime(move || async move {
        let endpoint = match bind(&options, true).await {
            Ok(e) => e,
            Err(e) => {
                let _ = ready_tx.send(Err(e));
                return;
            }
        };
        let _ = ready_tx.send(Ok(endpoint.addr()));
        run_host(endpoint, commands, events).await;
    });
    let addr = ready_rx.recv().map_err(|_| LinkError::Bind("the network thread stopped".into()))??;
    let value = serde_json::to_value(&addr).map_err(|e| LinkError::Bind(e.to_string()))?;
    Ok((link, value))
}

/// Starts a guest's endpoint that dials the host at `address` (from an invite), and again
/// after every drop.
///
/// # Errors
/// [`LinkError::Invite`] when the address cannot be read; [`LinkError::Bind`] when the
/// endpoint cannot start.
pub fn join(address: &serde_json::Value, options: &IrohOptions) -> Result<ChannelLink, LinkError> {
    let addr: EndpointAddr = serde_json::from_value(address.clone())
        .map_err(|e| LinkError::Invite(InviteError::Damaged(format!("the host's address: {e}"))))?;
    let (ready_tx, ready_rx) = sync_channel(1);
    let (link, commands, events) = channels();
    let options = options.clone();
    spawn_runtime(move || async move {
        let endpoint = match bind(&options, false).await {
            Ok(e) => e,
            Err(e) => {
                let _ = ready_tx.send(Err(e));
                return;
            }
        };
        let _ = ready_tx.send(Ok(()));
        run_guest(endpoint, addr, commands, events).await;
    });
    ready_rx.recv().map_err(|_| LinkError::Bind("the network thread stopped".into()))??;
    Ok(link)
}

fn channels() -> (ChannelLink, UnboundedReceiver<LinkCommand>, Sender<LinkEvent>) {
    let (command_tx, command_rx) = channel::<LinkCommand>();
    let (event_tx, event_rx) = channel();
    let (async_tx, async_rx) = unbounded_channel();
    // Bridges the app's blocking channel to the runtime's.
    std::thread::spawn(move || {
        while let Ok(cmd) = command_rx.recv() {
            let close = matches!(cmd, LinkCommand::Close);
            if async_tx.send(cmd).is_err() || close {
                break;
            }
        }
        let _ = async_tx.send(LinkCommand::Close);
    });
    (ChannelLink::new(command_tx, event_rx), async_rx, event_tx)
}

fn spawn_runtime<F, Fut>(body: F)
where
    F: FnOnce() -> Fut + Send + 'static,
    Fut: std::future::Future<Output = ()>,
{
    std::thread::spawn(move || {
        let Ok(runtime) = tokio::runtime::Builder::new_current_thread().enable_all().build() else { return };
        runtime.block_on(body());
    });
}

async fn bind(options: &IrohOptions, accept: bool) -> Result<Endpoint, LinkError> {
    let bind_err = |e: String| LinkError::Bind(e);
    let transport = QuicTransportConfig::builder()
        .max_idle_timeout(IdleTimeout::try_from(IDLE_TIMEOUT).ok())
        .keep_alive_interval(Duration::from_secs(1))
        .build();
    let mut builder = match options.relay {
        RelayChoice::Public => Endpoint::builder(presets::N0),
        _ => Endpoint::builder(presets::Minimal),
    };
    builder = builder.transport_config(transport);
    builder = match &options.relay {
        RelayChoice::Public => builder,
        RelayChoice::Disabled => builder.relay_mode(RelayMode::Disabled),
        RelayChoice::Custom(url) => {
            let url: RelayUrl = url.parse().map_err(|e| bind_err(format!("relay URL {url:?}: {e}")))?;
            builder.relay_mode(RelayMode::custom([url]))
        }
    };
    if accept {
        builder = builder.alpns(vec![ALPN.to_vec()]);
    }
    if let Some(addr) = options.bind {
        builder = builder.bind_addr(addr).map_err(|e| bind_err(e.to_string()))?;
    }
    builder.bind().await.map_err(|e| bind_err(e.to_string()))
}

/// Why a connection's reader stopped, with the connection's number.
type Dead = (u64, String);

async fn run_host(endpoint: Endpoint, mut commands: UnboundedReceiver<LinkCommand>, events: Sender<LinkEvent>) {
    let (dead_tx, mut dead_rx) = unbounded_channel::<Dead>();
    let mut current: Option<(u64, Connection, SendStream)> = None;
    let mut number = 0;
    loop {
        tokio::select! {
            incoming = endpoint.accept() => {
                let Some(incoming) = incoming else { break };
                // A connection that fails its handshake is dropped; the host waits for the next.
                let Ok(Some((conn, send, recv))) = tokio::time::timeout(IDLE_TIMEOUT, async {
                    let conn = incoming.await.ok()?;
                    let (send, recv) = conn.accept_bi().await.ok()?;
                    Some((conn, send, recv))
                }).await else { continue };
                if let Some((_, old, _)) = current.take() {
                    old.close(0u32.into(), b"replaced");
                }
                number += 1;
                let _ = events.send(LinkEvent::Connected);
                tokio::spawn(read_frames(number, recv, events.clone(), dead_tx.clone()));
                current = Some((number, conn, send));
            }
            cmd = commands.recv() => match cmd {
                Some(LinkCommand::Send(bytes)) => {
                    if let Some((_, _, send)) = &mut current {
                        let _ = write_frame(send, &bytes).await;
                    }
                }
                Some(LinkCommand::Close) | None => break,
            },
            Some((dead, why)) = dead_rx.recv() => {
                if current.as_ref().is_some_and(|(n, _, _)| *n == dead) {
                    current = None;
                    let _ = events.send(LinkEvent::Disconnected(why));
                }
            }
        }
    }
    shut(endpoint, current.map(|(_, c, s)| (c, s))).await;
}

async fn run_guest(
    endpoint: Endpoint,
    addr: EndpointAddr,
    mut commands: UnboundedReceiver<LinkCommand>,
    events: Sender<LinkEvent>,
) {
    let (dead_tx, mut dead_rx) = unbounded_channel::<Dead>();
    let mut number = 0;
    'dial: loop {
        // A failed dial is tried again after a pause.
        let dialled = tokio::time::timeout(IDLE_TIMEOUT, async {
            let conn = endpoint.connect(addr.clone(), ALPN).await.ok()?;
            let (send, recv) = conn.open_bi().await.ok()?;
            Some((conn, send, recv))
        });
        let mut current = tokio::select! {
            result = dialled => result.ok().flatten(),
            cmd = commands.recv() => match cmd {
                Some(LinkCommand::Send(_)) => None,
                Some(LinkCommand::Close) | None => break 'dial,
            },
        };
        let Some((conn, mut send, recv)) = current.take() else {
            tokio::select! {
                () = tokio::time::sleep(REDIAL_EVERY) => {}
                cmd = commands.recv() => if matches!(cmd, Some(LinkCommand::Close) | None) { break 'dial },
            }
            continue;
        };
        number += 1;
        let _ = events.send(LinkEvent::Connected);
        tokio::spawn(read_frames(number, recv, events.clone(), dead_tx.clone()));
        loop {
            tokio::select! {
                cmd = commands.recv() => match cmd {
                    Some(LinkCommand::Send(bytes)) => { let _ = write_frame(&mut send, &bytes).await; }
                    Some(LinkCommand::Close) | None => {
                        shut(endpoint, Some((conn, send))).await;
                        return;
                    }
                },
                Some((dead, why)) = dead_rx.recv() => {
                    if dead == number {
                        let _ = events.send(LinkEvent::Disconnected(why));
                        conn.close(0u32.into(), b"lost");
                        tokio::time::sleep(REDIAL_EVERY).await;
                        continue 'dial;
                    }
                }
            }
        }
    }
    endpoint.close().await;
}

async fn shut(endpoint: Endpoint, current: Option<(Connection, SendStream)>) {
    if let Some((conn, mut send)) = current {
        let _ = send.finish();
        // Give the last messages (a goodbye) a moment to leave before the connection closes.
        let _ = tokio::time::timeout(Duration::from_millis(500), send.stopped()).await;
        conn.close(0u32.into(), b"bye");
    }
    let _ = tokio::time::timeout(Duration::from_secs(1), endpoint.close()).await;
}

/// Why a frame could not be written.
#[derive(Debug, thiserror::Error)]
enum FrameError {
    /// The message does not fit the 4-byte length.
    #[error("message too long")]
    TooLong,
    /// The stream refused the bytes.
    #[error(transparent)]
    Write(#[from] WriteError),
}

async fn write_frame(send: &mut SendStream, bytes: &[u8]) -> Result<(), FrameError> {
    let len = u32::try_from(bytes.len()).map_err(|_| FrameError::TooLong)?;
    send.write_all(&len.to_be_bytes()).await?;
    Ok(send.write_all(bytes).await?)
}

/// Reads frames until the stream ends, skipping (and reporting) any larger than the protocol's
/// limit without holding them in memory.
async fn read_frames(number: u64, mut recv: RecvStream, events: Sender<LinkEvent>, dead: UnboundedSender<Dead>) {
    let why = loop {
        let mut len = [0u8; 4];
        if let Err(e) = recv.read_exact(&mut len).await {
            break e.to_string();
        }
        let len = u32::from_be_bytes(len) as usize;
        if len > MAX_MESSAGE_BYTES {
            let _ = events.send(LinkEvent::Oversized(len));
            let mut left = len;
            let mut chunk = vec![0u8; 16 * 1024];
            while left > 0 {
                let take = left.min(chunk.len());
                match recv.read_exact(&mut chunk[..take]).await {
                    Ok(()) => left -= take,
                    Err(e) => {
                        let _ = dead.send((number, e.to_string()));
                        return;
                    }
                }
            }
            continue;
        }
        let mut body = vec![0u8; len];
        if let Err(e) = recv.read_exact(&mut body).await {
            break e.to_string();
        }
        if events.send(LinkEvent::Frame(body)).is_err() {
            break "the app stopped listening".to_string();
        }
    };
    let _ = dead.send((number, why));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::link::Link;

    fn loopback() -> IrohOptions {
        IrohOptions { bind: Some(SocketAddr::from(([127, 0, 0, 1], 0))), relay: RelayChoice::Disabled }
    }

    fn next(link: &mut ChannelLink) -> Option<LinkEvent> {
        link.next_event(Duration::from_secs(10))
    }

    #[test]
    fn frames_cross_loopback_and_an_oversized_one_is_skipped_without_breaking_the_stream() {
        let (mut host, address) = host(&loopback()).expect("binds");
        let addr: EndpointAddr = serde_json::from_value(address).expect("an address");
        let huge = MAX_MESSAGE_BYTES + 100_000;
        // A raw peer on a runtime of its own writes a frame over the limit, then a good one,
        // then reads the host's answer.
        let peer = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
            runtime.block_on(async {
                let endpoint = bind(&loopback(), false).await.expect("binds");
                let conn = endpoint.connect(addr, ALPN).await.expect("connects");
                let (mut send, mut recv) = conn.open_bi().await.expect("a stream");
                send.write_all(&(huge as u32).to_be_bytes()).await.expect("writes");
                send.write_all(&vec![7u8; huge]).await.expect("writes");
                write_frame(&mut send, b"after").await.expect("writes");
                let mut len = [0u8; 4];
                recv.read_exact(&mut len).await.expect("a frame");
                let mut body = vec![0u8; u32::from_be_bytes(len) as usize];
                recv.read_exact(&mut body).await.expect("its body");
                conn.close(0u32.into(), b"done");
                endpoint.close().await;
                body
            })
        });
        assert_eq!(next(&mut host), Some(LinkEvent::Connected));
        assert_eq!(next(&mut host), Some(LinkEvent::Oversized(huge)));
        assert_eq!(next(&mut host), Some(LinkEvent::Frame(b"after".to_vec())));
        host.send(b"back".to_vec()).expect("open");
        assert_eq!(peer.join().expect("the peer ran"), b"back");
        assert!(matches!(next(&mut host), Some(LinkEvent::Disconnected(_))));
        host.close();
    }

    #[test]
    fn a_guest_dials_again_after_a_drop() {
        let (mut host, address) = host(&loopback()).expect("binds");
        let mut guest = join(&address, &loopback()).expect("binds");
        assert_eq!(next(&mut guest), Some(LinkEvent::Connected));
        guest.send(b"hello".to_vec()).expect("open");
        assert_eq!(next(&mut host), Some(LinkEvent::Connected));
        assert_eq!(next(&mut host), Some(LinkEvent::Frame(b"hello".to_vec())));
        // The host drops the guest's connection by taking a new one from a second guest.
        let mut other = join(&address, &loopback()).expect("binds");
        assert_eq!(next(&mut other), Some(LinkEvent::Connected));
        other.send(b"me too".to_vec()).expect("open");
        assert_eq!(next(&mut host), Some(LinkEvent::Connected));
        assert!(matches!(next(&mut guest), Some(LinkEvent::Disconnected(_))));
        other.close();
        assert_eq!(next(&mut guest), Some(LinkEvent::Connected), "the first guest dialled again");
        guest.close();
        host.close();
    }
}
