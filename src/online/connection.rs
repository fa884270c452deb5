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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::link::{MemoryLink, MemorySwitch};
    use crate::online::protocol::{GameSetup, Message};
    use crate::online::session::LinkState;
    use crate::rules::Color;
    use crate::script::builtin_variant;

    fn pair() -> (Connection, Connection, MemorySwitch) {
        let variant = builtin_variant("glinski").expect("built in");
        let setup = GameSetup::plain("glinski", variant, Color::White);
        let (a, b, switch) = MemoryLink::pair();
        let host = Connection::new(OnlineSession::host("Ada", 5, setup).expect("plays"), Box::new(a));
        let guest = Connection::new(OnlineSession::guest("Bob", 5, Vec::new()), Box::new(b));
        (host, guest, switch)
    }

    fn t() -> Duration {
        Duration::ZERO
    }

    fn settle(host: &mut Connection, guest: &mut Connection) -> (Vec<Update>, Vec<Update>) {
        let mut h = Vec::new();
        let mut g = Vec::new();
        for _ in 0..4 {
            h.extend(host.poll(Duration::from_millis(5), t));
            g.extend(guest.poll(Duration::from_millis(5), t));
        }
        (h, g)
    }

    fn started() -> (Connection, Connection, MemorySwitch) {
        let (mut host, mut guest, switch) = pair();
        switch.connect();
        let (h, g) = settle(&mut host, &mut guest);
        assert_eq!(h, vec![Update::Event(SessionEvent::Started)]);
        assert_eq!(g, vec![Update::Event(SessionEvent::Started)]);
        (host, guest, switch)
    }

    #[test]
    fn a_move_travels_through_the_link() {
        let (mut host, mut guest, _switch) = started();
        let mv = host.session().table().expect("t").resolve("f5f6").expect("legal");
        host.session_mut().play(mv, t()).expect("White");
        host.flush().expect("open");
        let (_, g) = settle(&mut host, &mut guest);
        assert_eq!(g, vec![Update::Event(SessionEvent::Moved(mv))]);
    }

    #[test]
    fn garbage_an_oversized_message_and_another_version_are_refused_and_the_game_goes_on() {
        let (mut host, mut guest, switch) = started();
        switch.inject(false, LinkEvent::Frame(b"\x00\x01 not json".to_vec()));
        switch.inject(false, LinkEvent::Oversized(10_000_000));
        switch.inject(false, LinkEvent::Frame(vec![b' '; MAX_MESSAGE_BYTES + 1]));
        switch.inject(false, LinkEvent::Frame(br#"{"v":2,"msg":{"kind":"bye","ply":0}}"#.to_vec()));
        let (_, g) = settle(&mut host, &mut guest);
        assert!(matches!(g[0], Update::Refused(ProtocolError::Malformed(_))), "{g:?}");
        assert_eq!(g[1], Update::Refused(ProtocolError::Oversized { size: 10_000_000, max: MAX_MESSAGE_BYTES }));
        assert!(matches!(g[2], Update::Refused(ProtocolError::Oversized { .. })), "{g:?}");
        assert_eq!(g[3], Update::Refused(ProtocolError::VersionMismatch { ours: 1, theirs: 2 }));
        assert_eq!(g.len(), 4);
        // Still in step: the next real move arrives.
        let mv = host.session().table().expect("t").resolve("f5f6").expect("legal");
        host.session_mut().play(mv, t()).expect("White");
        host.flush().expect("open");
        let (_, g) = settle(&mut host, &mut guest);
        assert_eq!(g, vec![Update::Event(SessionEvent::Moved(mv))]);
        assert_eq!(guest.session().link_state(), LinkState::Connected);
    }

    #[test]
    fn a_cut_link_pauses_and_a_new_connection_resynchronises() {
        let (mut host, mut guest, switch) = started();
        switch.cut();
        let mv = host.session().table().expect("t").resolve("f5f6").expect("legal");
        let (h, _) = settle(&mut host, &mut guest);
        assert_eq!(h, vec![Update::Event(SessionEvent::ConnectionLost)]);
        assert_eq!(host.session_mut().play(mv, t()), Err(crate::online::ActionError::Paused));
        switch.connect();
        let (h, g) = settle(&mut host, &mut guest);
        assert_eq!(h, vec![Update::Event(SessionEvent::Resumed { caught_up: 0 })]);
        assert_eq!(g, vec![Update::Event(SessionEvent::Resumed { caught_up: 0 })]);
        host.session_mut().play(mv, t()).expect("playing again");
        host.flush().expect("open");
        let (_, g) = settle(&mut host, &mut guest);
        assert_eq!(g, vec![Update::Event(SessionEvent::Moved(mv))]);
    }

    #[test]
    fn a_peer_that_talks_before_hello_is_refused() {
        let (mut host, mut guest, switch) = pair();
        switch.inject(false, LinkEvent::Frame(crate::online::codec::encode(&Message::Resign { ply: 0 })));
        let (_, g) = settle(&mut host, &mut guest);
        assert_eq!(g, vec![Update::Refused(ProtocolError::NoHello("a resignation"))]);
    }
}
