//! An [`OnlineSession`] driven over a [`Link`]: link events in, session events and refusals
//! out, the session's messages sent.

use std::time::Duration;

use super::codec::{decode, encode};
use super::error::{LinkError, ProtocolError};
use super::link::{Link, LinkEvent};
use super::protocol::MAX_MESSAGE_BYTES;
use super::session::{OnlineSession, SessionEvent};

/// What a poll of the connection brought.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Update {
    /// Something to show.
    Event(SessionEvent),
    /// A message of the peer was refused; the game is unchanged.
    Refused(ProtocolError),
}

/// A session and its link.
pub struct Connection {
    session: OnlineSession,
    link: Box<dyn Link>,
}

impl std::fmt::Debug for Connection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Connection").field("session", &self.session).finish_non_exhaustive()
    }
}

impl Connection {
    /// Drives `session` over `link`.
    pub fn new(session: OnlineSession, link: Box<dyn Link>) -> Connection {
        Connection { session, link }
    }

    /// The session.
    pub fn session(&self) -> &OnlineSession {
        &self.session
    }

    /// The session, for this side's actions; [`flush`](Self::flush) sends what they queue.
    pub fn session_mut(&mut self) -> &mut OnlineSession {
        &mut self.session
    }

    /// Sends the session's queued messages.
    ///
    /// # Errors
    /// [`LinkError::Closed`] once the link is shut.
    pub fn flush(&mut self) -> Result<(), LinkError> {
        for msg in self.session.take_outbox() {
            self.link.send(encode(&msg))?;
        }
        Ok(())
    }

    /// Waits up to `timeout` for the link, handles everything that has arrived, runs the clock
    /// checks and sends the answers. `now` is the session's clock time.
    pub fn poll(&mut self, timeout: Duration, now: impl Fn() -> Duration) -> Vec<Update> {
        let mut updates = Vec::new();
        let mut wait = timeout;
        while let Some(event) = self.link.next_event(wait) {
            wait = Duration::ZERO;
            let t = now();
            match event {
                LinkEvent::Connected => self.session.connected(t),
                LinkEvent::Frame(bytes) => match decode(&bytes).and_then(|m| self.session.receive(m, t)) {
                    Ok(events) => updates.extend(events.into_iter().map(Update::Event)),
                    Err(e) => updates.push(Update::Refused(e)),
                },
                LinkEvent::Oversized(size) => {
                    updates.push(Update::Refused(ProtocolError::Oversized { size, max: MAX_MESSAGE_BYTES }));
                }
                LinkEvent::Disconnected(_) => {
                    updates.extend(self.session.disconnected(t).into_iter().map(Update::Event));
                }
            }
            let _ = self.flush();
        }
        updates.extend(self.session.tick(now()).into_iter().map(Update::Event));
        let _ = self.flush();
        updates
    }

    /// Says goodbye and closes the link.
    pub fn close(&mut self) {
        self.session.leave();
        let _ = self.flush();
        self.link.close();
    }
}
