//! One side of an online game as a state machine: no network, no threads, time passed in.
//!
//! The driver ([`super::Connection`]) tells it when the link comes and goes and hands it the
//! peer's messages; it answers with events to show and messages to send ([`take_outbox`]).
//! Every message of the peer is checked against the rules core before it changes anything: a
//! refused message leaves the game exactly as it was.
//!
//! [`take_outbox`]: OnlineSession::take_outbox

use std::time::Duration;

use crate::rules::{ByColor, Color, Game, GameStatus, Move, Outcome};

use super::error::{ActionError, MoveRefused, ProtocolError};
use super::protocol::{
    Ending, GameSetup, GameState, Hello, MAX_CHAT_CHARS, MAX_NAME_CHARS, Message, Offer, PROTOCOL_VERSION, ScriptDigest,
};
use super::table::Table;

/// Which side of the invite this is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Made the invite and chose the settings.
    Host,
    /// Joined with the invite.
    Guest,
}

/// The state of the link as the players see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkState {
    /// No opponent has connected yet.
    Waiting,
    /// Connected and in step.
    Connected,
    /// The link dropped: the game is paused until the opponent is back.
    Lost,
}

/// Something the players should see.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionEvent {
    /// The opponent connected for the first time: the game starts.
    Started,
    /// The opponent is back after a drop; `moves` of theirs or ours were caught up.
    Resumed {
        /// Moves taken from the opponent's log.
        caught_up: u32,
    },
    /// The opponent moved.
    Moved(Move),
    /// The opponent offers a draw or asks for a rewind.
    Offered(Offer),
    /// The opponent declined this side's offer.
    Declined(Offer),
    /// The game went back to `to` moves.
    Rewound {
        /// The moves left.
        to: u32,
    },
    /// The game ended.
    Ended,
    /// A chat line from the opponent.
    Chat(String),
    /// The opponent left for good.
    PeerLeft,
    /// The link dropped.
    ConnectionLost,
}

/// How often this side reports its own running clock.
const CLOCK_SYNC_EVERY: Duration = Duration::from_secs(2);

/// One side of an online game.
#[derive(Debug)]
pub struct OnlineSession {
    role: Role,
    game_id: u64,
    name: String,
    peer_name: Option<String>,
    own_scripts: Vec<ScriptDigest>,
    table: Option<Table>,
    rewinds: u32,
    my_offer: Option<Offer>,
    their_offer: Option<Offer>,
    ending: Option<Ending>,
    link: LinkState,
    hello_seen: bool,
    peer_left: bool,
    clock_started: bool,
    last_sync: Duration,
    outbox: Vec<Message>,
}

impl OnlineSession {
    /// The host's side of game `game_id` with `setup`.
    ///
    /// # Errors
    /// [`super::SetupError`] when the setup cannot be played here.
    pub fn host(name: &str, game_id: u64, setup: GameSetup) -> Result<OnlineSession, super::SetupError> {
        let scripts = setup.scripts.clone();
        let mut session = OnlineSession::new(Role::Host, name, game_id, scripts);
        session.table = Some(Table::new(setup)?);
        Ok(session)
    }

    /// The guest's side of game `game_id`; the settings come with the host's hello.
    /// `own_scripts` are the guest's own house rules, to name those that differ.
    pub fn guest(name: &str, game_id: u64, own_scripts: Vec<ScriptDigest>) -> OnlineSession {
        OnlineSession::new(Role::Guest, name, game_id, own_scripts)
    }

    fn new(role: Role, name: &str, game_id: u64, own_scripts: Vec<ScriptDigest>) -> OnlineSession {
        OnlineSession {
            role,
            game_id,
            name: name.chars().take(MAX_NAME_CHARS).collect(),
            peer_name: None,
            own_scripts,
            table: None,
            rewinds: 0,
            my_offer: None,
            their_offer: None,
            ending: None,
            link: LinkState::Waiting,
            hello_seen: false,
            peer_left: false,
            clock_started: false,
            last_sync: Duration::ZERO,
            outbox: Vec::new(),
        }
    }

    // ---- What the players see ----

    /// Host or guest.
    pub fn role(&self) -> Role {
        self.role
    }

    /// The game's number (from the invite).
    pub fn game_id(&self) -> u64 {
        self.game_id
    }

    /// This player's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The opponent's name, once they said hello.
    pub fn peer_name(&self) -> Option<&str> {
        self.peer_name.as_deref()
    }

    /// The game, once the settings are known (at once for the host, at the hello for a guest).
    pub fn table(&self) -> Option<&Table> {
        self.table.as_ref()
    }

    /// This player's colour, once the settings are known.
    pub fn my_color(&self) -> Option<Color> {
        let table = self.table.as_ref()?;
        let host = table.setup().host_color;
        Some(if self.role == Role::Host { host } else { host.other() })
    }

    /// The link as the players see it.
    pub fn link_state(&self) -> LinkState {
        self.link
    }

    /// Whether the opponent has left for good.
    pub fn peer_left(&self) -> bool {
        self.peer_left
    }

    /// This side's offer waiting for the opponent.
    pub fn my_offer(&self) -> Option<Offer> {
        self.my_offer
    }

    /// The opponent's offer waiting for this side's answer.
    pub fn their_offer(&self) -> Option<Offer> {
        self.their_offer
    }

    /// The agreed rewinds so far.
    pub fn rewinds(&self) -> u32 {
        self.rewinds
    }

    /// How the game ended off the board, if it did.
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// The result, once the game is over (on the board or off it).
    pub fn outcome(&self) -> Option<Outcome> {
        let table = self.table.as_ref()?;
        match self.ending {
            Some(Ending::Resigned { loser }) => Some(Outcome {
                points: crate::rules::Points::win(loser.other()),
                reason: crate::rules::EndReason::Resignation,
            }),
            Some(Ending::DrawAgreed) => {
                Some(Outcome { points: crate::rules::Points::DRAW, reason: crate::rules::EndReason::Agreement })
            }
            Some(Ending::Flagged { loser }) => Some(crate::clock::flag_outcome_in(table.game().position(), loser)),
            None => table.game().status(&table.setup().rules).outcome(&table.setup().rules),
        }
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.ending.is_some() || self.table.as_ref().is_some_and(|t| t.game().status(&t.setup().rules).is_over())
    }

    /// The host's scripts that differ from this side's own (a guest's view; empty for the host).
    pub fn differing_scripts(&self) -> Vec<String> {
        let Some(table) = &self.table else { return Vec::new() };
        if self.role == Role::Host {
            return Vec::new();
        }
        table.setup().scripts.iter().filter(|s| !self.own_scripts.contains(s)).map(|s| s.name.clone()).collect()
    }

    /// The messages to send, oldest first.
    pub fn take_outbox(&mut self) -> Vec<Message> {
        std::mem::take(&mut self.outbox)
    }

    // ---- The link ----

    /// A connection to the opponent opened: say hello with this side's whole state.
    pub fn connected(&mut self, now: Duration) {
        self.hello_seen = false;
        let hello = Hello {
            version: PROTOCOL_VERSION,
            app: concat!("hexchess ", env!("CARGO_PKG_VERSION")).to_string(),
            game: self.game_id,
            name: self.name.clone(),
            setup: if self.role == Role::Host { self.table.as_ref().map(|t| t.setup().clone()) } else { None },
            state: self.state(now),
        };
        self.outbox.push(Message::Hello(Box::new(hello)));
    }

    /// The connection dropped: pause the game.
    pub fn disconnected(&mut self, now: Duration) -> Vec<SessionEvent> {
        self.hello_seen = false;
        if let Some(clock) = self.table.as_mut().and_then(Table::clock_mut) {
            clock.pause(now);
        }
        if self.link == LinkState::Connected {
            self.link = LinkState::Lost;
            return vec![SessionEvent::ConnectionLost];
        }
        Vec::new()
    }

    fn state(&self, now: Duration) -> GameState {
        let me = self.my_color();
        GameState {
            rewinds: self.rewinds,
            moves: self.table.as_ref().map(|t| t.log().to_vec()).unwrap_or_default(),
            clock_ms: match (&self.table, me) {
                (Some(t), Some(me)) if self.clock_started => t.clock().map(|c| c.remaining(me, now).as_millis() as u64),
                _ => None,
            },
            offer: self.my_offer,
            ending: self.ending,
        }
    }

    // ---- The opponent's messages ----

    /// Applies one message of the opponent.
    ///
    /// # Errors
    /// Why it was refused; the game is then unchanged.
    pub fn receive(&mut self, msg: Message, now: Duration) -> Result<Vec<SessionEvent>, ProtocolError> {
        if let Message::Hello(hello) = msg {
            return self.receive_hello(*hello, now);
        }
        if !self.hello_seen {
            return Err(ProtocolError::NoHello(kind_name(&msg)));
        }
        let at = self.table.as_ref().map_or(0, Table::ply);
        let check_ply = |what: &'static str, ply: u32| {
            if ply == at { Ok(()) } else { Err(ProtocolError::WrongPly { what, ply, at }) }
        };
        match msg {
            // Answered above.
            Message::Hello(_) => Ok(Vec::new()),
            Message::Chat { text, .. } => {
                if text.chars().count() > MAX_CHAT_CHARS {
                    return Err(ProtocolError::TooLong { what: "chat line", max: MAX_CHAT_CHARS });
                }
                Ok(vec![SessionEvent::Chat(text)])
            }
            Message::Bye { .. } => {
                self.peer_left = true;
                Ok(vec![SessionEvent::PeerLeft])
            }
            Message::ClockSync { ply, clock_ms } => {
                check_ply("clock report", ply)?;
                self.sync_their_clock(Duration::from_millis(clock_ms), now);
                Ok(Vec::new())
            }
            other => {
                if self.is_over() {
                    return Err(ProtocolError::GameOver(kind_name(&other)));
                }
                match other {
                    Message::Move { ply, mv, clock_ms } => {
                        self.receive_move(ply, &mv, clock_ms, at, now).map(|m| vec![SessionEvent::Moved(m)])
                    }
                    Message::DrawOffer { ply } => {
                        check_ply("draw offer", ply)?;
                        if !self.rules_allow_draw_offers() {
                            return Err(ProtocolError::NotAllowed("a draw by agreement"));
                        }
                        let offer = Offer::Draw { ply };
                        self.their_offer = Some(offer);
                        Ok(vec![SessionEvent::Offered(offer)])
                    }
                    Message::RewindRequest { ply, to } => {
                        check_ply("rewind request", ply)?;
                        self.check_rewind(self.their_color(), to)?;
                        let offer = Offer::Rewind { ply, to };
                        self.their_offer = Some(offer);
                        Ok(vec![SessionEvent::Offered(offer)])
                    }
                    Message::DrawAnswer { ply, accept } => {
                        self.receive_answer(ply, accept, |o| matches!(o, Offer::Draw { .. }), now)
                    }
                    Message::RewindAnswer { ply, accept } => {
                        self.receive_answer(ply, accept, |o| matches!(o, Offer::Rewind { .. }), now)
                    }
                    Message::Resign { ply } => {
                        check_ply("resignation", ply)?;
                        self.end(Ending::Resigned { loser: self.their_color() }, now);
                        Ok(vec![SessionEvent::Ended])
                    }
                    Message::Flag { ply } => {
                        check_ply("flag", ply)?;
                        self.end(Ending::Flagged { loser: self.their_color() }, now);
                        Ok(vec![SessionEvent::Ended])
                    }
                    _ => Ok(Vec::new()),
                }
            }
        }
    }

    fn their_color(&self) -> Color {
        self.my_color().map_or(Color::Black, Color::other)
    }

    fn rules_allow_draw_offers(&self) -> bool {
        self.table.as_ref().is_some_and(|t| t.setup().rules.draw_offers)
    }

    fn receive_move(
        &mut self,
        ply: u32,
        text: &str,
        clock_ms: Option<u64>,
        at: u32,
        now: Duration,
    ) -> Result<Move, ProtocolError> {
        let their = self.their_color();
        let table = self.table.as_mut().ok_or(ProtocolError::NoHello("a move"))?;
        if ply != at {
            return Err(ProtocolError::WrongPly { what: "move", ply, at });
        }
        if table.turn() != their {
            return Err(ProtocolError::OutOfTurn);
        }
        let illegal = |why: MoveRefused| ProtocolError::IllegalMove { text: text.chars().take(40).collect(), why };
        let mv = table.resolve(text).map_err(illegal)?;
        table.play(mv, clock_ms).map_err(|e| illegal(e.into()))?;
        if let Some(clock) = table.clock_mut() {
            let left = clock_ms.map_or_else(|| clock.remaining(their, now), Duration::from_millis);
            let _ = clock.hand_over_reported(left, now);
        }
        self.my_offer = None;
        self.their_offer = None;
        self.stop_clock_if_over(now);
        Ok(mv)
    }

    fn receive_answer(
        &mut self,
        ply: u32,
        accept: bool,
        kind: impl Fn(Offer) -> bool,
        now: Duration,
    ) -> Result<Vec<SessionEvent>, ProtocolError> {
        let offer = self.my_offer.filter(|o| kind(*o) && o.ply() == ply).ok_or(ProtocolError::NoOffer)?;
        self.my_offer = None;
        if !accept {
            return Ok(vec![SessionEvent::Declined(offer)]);
        }
        Ok(self.apply_agreed(offer, now))
    }

    fn apply_agreed(&mut self, offer: Offer, now: Duration) -> Vec<SessionEvent> {
        match offer {
            Offer::Draw { .. } => {
                self.end(Ending::DrawAgreed, now);
                vec![SessionEvent::Ended]
            }
            Offer::Rewind { to, .. } => {
                let left = self.clock_times(now);
                if let Some(table) = &mut self.table {
                    table.truncate(to);
                    table.reset_clock(left, true);
                    if let Some(clock) = table.clock_mut() {
                        clock.resume(now);
                    }
                }
                self.rewinds += 1;
                self.my_offer = None;
                self.their_offer = None;
                vec![SessionEvent::Rewound { to }]
            }
        }
    }

    fn clock_times(&self, now: Duration) -> ByColor<Duration> {
        let clock = self.table.as_ref().and_then(Table::clock);
        ByColor::new_with(|side| clock.map_or(Duration::ZERO, |c| c.remaining(side, now)))
    }

    /// Checks that `by` may ask to take the game back to `to` moves: to before their own last
    /// move, and no further than the move before it.
    fn check_rewind(&self, by: Color, to: u32) -> Result<(), ProtocolError> {
        let table = self.table.as_ref().ok_or(ProtocolError::NoHello("a rewind request"))?;
        let at = table.ply();
        let game: &Game = table.game();
        let mover_at = |ply: u32| game.position_at(ply as usize).map(|p| p.turn());
        if to >= at || to + 2 < at || mover_at(to) != Some(by) {
            return Err(ProtocolError::WrongPly { what: "rewind request", ply: to, at });
        }
        Ok(())
    }

    fn sync_their_clock(&mut self, left: Duration, now: Duration) {
        let their = self.their_color();
        if let Some(table) = &mut self.table {
            let running = table.clock().and_then(|c| c.running_side());
            if running == Some(their) {
                let left_all = ByColor::new_with(|side| {
                    if side == their { left } else { table.clock().map_or(left, |c| c.remaining(side, now)) }
                });
                table.reset_clock(left_all, true);
                if let Some(clock) = table.clock_mut() {
                    clock.resume(now);
                }
            }
        }
    }

    fn receive_hello(&mut self, hello: Hello, now: Duration) -> Result<Vec<SessionEvent>, ProtocolError> {
        if hello.version != PROTOCOL_VERSION {
            return Err(ProtocolError::VersionMismatch { ours: PROTOCOL_VERSION, theirs: hello.version });
        }
        if hello.game != self.game_id {
            return Err(ProtocolError::WrongGame);
        }
        if hello.name.chars().count() > MAX_NAME_CHARS {
            return Err(ProtocolError::TooLong { what: "name", max: MAX_NAME_CHARS });
        }
        // Everything is checked on copies first: a refused hello changes nothing.
        let base = match (self.role, hello.setup) {
            (Role::Host, Some(_)) => return Err(ProtocolError::BadSetup("claims to be the host".into())),
            (Role::Host, None) => self.table.clone().ok_or(ProtocolError::BadSetup("came before the game".into()))?,
            (Role::Guest, None) => return Err(ProtocolError::BadSetup("has no game settings".into())),
            (Role::Guest, Some(setup)) => match &self.table {
                Some(t) if *t.setup() != setup => {
                    return Err(ProtocolError::BadSetup("changes the settings of the game in progress".into()));
                }
                Some(t) => t.clone(),
                None => Table::new(setup).map_err(|e| ProtocolError::BadSetup(e.to_string()))?,
            },
        };
        let theirs = base.replayed(&hello.state.moves).map_err(|e| match e {
            super::SetupError::BadMove { text, why, .. } => ProtocolError::IllegalMove { text, why },
            other => ProtocolError::BadSetup(other.to_string()),
        })?;
        let mine_len = base.ply();
        let their_len = theirs.ply();
        let same_rewinds = hello.state.rewinds == self.rewinds;
        if same_rewinds {
            let common = mine_len.min(their_len) as usize;
            if let Some(i) = (0..common).find(|&i| base.log()[i].mv != theirs.log()[i].mv) {
                return Err(ProtocolError::Diverged { ply: i as u32 });
            }
        }
        let adopt = hello.state.rewinds > self.rewinds || (same_rewinds && their_len > mine_len);
        let first = self.table.is_none() || !self.clock_started && self.link == LinkState::Waiting;
        let my_color = {
            let host = base.setup().host_color;
            if self.role == Role::Host { host } else { host.other() }
        };
        // This side's clock is the truth for its own time, the peer's report for theirs.
        let my_left = if self.clock_started { base.clock().map(|c| c.remaining(my_color, now)) } else { None };
        let mut table = if adopt { theirs } else { base };
        if adopt {
            self.rewinds = hello.state.rewinds;
        }
        let caught_up = if adopt { their_len.saturating_sub(mine_len) } else { 0 };
        if let Some(control) = table.setup().clock {
            let reported = |side: Color, table: &Table| table.last_reported(side).unwrap_or(control.base());
            let mine = my_left.unwrap_or_else(|| reported(my_color, &table));
            let their_left =
                hello.state.clock_ms.map(Duration::from_millis).unwrap_or_else(|| reported(my_color.other(), &table));
            let left = ByColor::new_with(|side| if side == my_color { mine } else { their_left });
            table.reset_clock(left, true);
        }
        self.table = Some(table);
        self.peer_name = Some(hello.name);
        if self.ending.is_none() && (adopt || their_len == mine_len) {
            self.ending = hello.state.ending;
        }
        let at = self.table.as_ref().map_or(0, Table::ply);
        self.my_offer = self.my_offer.filter(|o| o.ply() == at);
        self.their_offer = hello.state.offer.filter(|o| o.ply() == at && self.ending.is_none());
        self.hello_seen = true;
        self.link = LinkState::Connected;
        self.clock_started = true;
        self.peer_left = false;
        if self.is_over() {
            if let Some(clock) = self.table.as_mut().and_then(Table::clock_mut) {
                clock.stop(now);
            }
        } else if let Some(clock) = self.table.as_mut().and_then(Table::clock_mut) {
            clock.resume(now);
        }
        let mut events = vec![if first { SessionEvent::Started } else { SessionEvent::Resumed { caught_up } }];
        if let Some(offer) = self.their_offer {
            events.push(SessionEvent::Offered(offer));
        }
        if self.is_over() {
            events.push(SessionEvent::Ended);
        }
        Ok(events)
    }

    // ---- This side's actions ----

    fn ready(&self) -> Result<&Table, ActionError> {
        let table = self.table.as_ref().ok_or(ActionError::NotStarted)?;
        if self.is_over() {
            return Err(ActionError::GameOver);
        }
        if self.link != LinkState::Connected {
            return Err(ActionError::Paused);
        }
        Ok(table)
    }

    /// Plays this side's move and sends it.
    ///
    /// # Errors
    /// [`ActionError`] when it is not this side's turn, the game is paused or over, or the
    /// move is illegal.
    pub fn play(&mut self, mv: Move, now: Duration) -> Result<(), ActionError> {
        let me = self.my_color().ok_or(ActionError::NotStarted)?;
        let table = self.ready()?;
        if table.turn() != me {
            return Err(ActionError::NotYourTurn);
        }
        let ply = table.ply();
        let text = crate::rules::CoordMove::from_move(table.game().position(), mv).to_string();
        let table = self.table.as_mut().ok_or(ActionError::NotStarted)?;
        let mut probe = table.game().clone();
        probe.play(mv)?;
        let mut clock_ms = None;
        let mut flagged = false;
        if let Some(clock) = table.clock_mut() {
            match clock.move_completed(me, now) {
                crate::clock::ClockChange::Flagged(_) => flagged = true,
                _ => clock_ms = Some(clock.remaining(me, now).as_millis() as u64),
            }
        }
        if flagged {
            self.end(Ending::Flagged { loser: me }, now);
            self.outbox.push(Message::Flag { ply });
            return Err(ActionError::GameOver);
        }
        table.play(mv, clock_ms)?;
        self.my_offer = None;
        self.their_offer = None;
        self.outbox.push(Message::Move { ply, mv: text, clock_ms });
        self.stop_clock_if_over(now);
        Ok(())
    }

    /// Offers a draw.
    ///
    /// # Errors
    /// [`ActionError`] when the game is paused or over, the rules forbid it, or an offer waits.
    pub fn offer_draw(&mut self) -> Result<(), ActionError> {
        let ply = self.ready()?.ply();
        if !self.rules_allow_draw_offers() {
            return Err(ActionError::NotAllowed("draw offers"));
        }
        if self.my_offer.is_some() {
            return Err(ActionError::OfferPending);
        }
        self.my_offer = Some(Offer::Draw { ply });
        self.outbox.push(Message::DrawOffer { ply });
        Ok(())
    }

    /// Asks to take back this side's last move (and the opponent's reply, if any).
    ///
    /// # Errors
    /// [`ActionError`] when paused or over, an offer waits, or there is no move to take back.
    pub fn request_rewind(&mut self) -> Result<(), ActionError> {
        let me = self.my_color().ok_or(ActionError::NotStarted)?;
        let table = self.ready()?;
        if self.my_offer.is_some() {
            return Err(ActionError::OfferPending);
        }
        let ply = table.ply();
        let to = (ply.saturating_sub(2)..ply)
            .rev()
            .find(|&p| table.game().position_at(p as usize).is_some_and(|pos| pos.turn() == me))
            .ok_or(ActionError::NothingToRewind)?;
        self.my_offer = Some(Offer::Rewind { ply, to });
        self.outbox.push(Message::RewindRequest { ply, to });
        Ok(())
    }

    /// Answers the opponent's offer.
    ///
    /// # Errors
    /// [`ActionError::NoOffer`] when none waits; [`ActionError::Paused`] while the link is down.
    pub fn answer(&mut self, accept: bool, now: Duration) -> Result<Vec<SessionEvent>, ActionError> {
        let offer = self.their_offer.ok_or(ActionError::NoOffer)?;
        self.ready()?;
        self.their_offer = None;
        let ply = offer.ply();
        self.outbox.push(match offer {
            Offer::Draw { .. } => Message::DrawAnswer { ply, accept },
            Offer::Rewind { .. } => Message::RewindAnswer { ply, accept },
        });
        Ok(if accept { self.apply_agreed(offer, now) } else { Vec::new() })
    }

    /// Resigns.
    ///
    /// # Errors
    /// [`ActionError`] when the game has not started or is over.
    pub fn resign(&mut self, now: Duration) -> Result<(), ActionError> {
        let me = self.my_color().ok_or(ActionError::NotStarted)?;
        let table = self.table.as_ref().ok_or(ActionError::NotStarted)?;
        if self.is_over() {
            return Err(ActionError::GameOver);
        }
        let ply = table.ply();
        self.end(Ending::Resigned { loser: me }, now);
        self.outbox.push(Message::Resign { ply });
        Ok(())
    }

    /// Sends a chat line (cut to [`MAX_CHAT_CHARS`]).
    pub fn chat(&mut self, text: &str) {
        let ply = self.table.as_ref().map_or(0, Table::ply);
        self.outbox.push(Message::Chat { ply, text: text.chars().take(MAX_CHAT_CHARS).collect() });
    }

    /// Says goodbye: this side leaves for good.
    pub fn leave(&mut self) {
        let ply = self.table.as_ref().map_or(0, Table::ply);
        self.outbox.push(Message::Bye { ply });
    }

    /// Call regularly: declares this side's own flag when its time runs out, and reports its
    /// running clock now and then.
    pub fn tick(&mut self, now: Duration) -> Vec<SessionEvent> {
        let Some(me) = self.my_color() else { return Vec::new() };
        if self.is_over() || self.link != LinkState::Connected {
            return Vec::new();
        }
        let Some(table) = &self.table else { return Vec::new() };
        let ply = table.ply();
        let Some(clock) = table.clock() else { return Vec::new() };
        if clock.running_side() != Some(me) {
            return Vec::new();
        }
        let left = clock.remaining(me, now);
        if left.is_zero() {
            self.end(Ending::Flagged { loser: me }, now);
            self.outbox.push(Message::Flag { ply });
            return vec![SessionEvent::Ended];
        }
        if now.saturating_sub(self.last_sync) >= CLOCK_SYNC_EVERY {
            self.last_sync = now;
            self.outbox.push(Message::ClockSync { ply, clock_ms: left.as_millis() as u64 });
        }
        Vec::new()
    }

    fn end(&mut self, ending: Ending, now: Duration) {
        self.ending = Some(ending);
        self.my_offer = None;
        self.their_offer = None;
        if let Some(clock) = self.table.as_mut().and_then(Table::clock_mut) {
            clock.stop(now);
        }
    }

    fn stop_clock_if_over(&mut self, now: Duration) {
        if self.is_over()
            && let Some(clock) = self.table.as_mut().and_then(Table::clock_mut)
        {
            clock.stop(now);
        }
    }

    /// The status of the game on the board (ignoring endings off it).
    pub fn board_status(&self) -> Option<GameStatus> {
        self.table.as_ref().map(|t| t.game().status(&t.setup().rules))
    }
}

/// A message kind's name for errors.
fn kind_name(msg: &Message) -> &'static str {
    match msg {
        Message::Hello(_) => "a hello",
        Message::Move { .. } => "a move",
        Message::DrawOffer { .. } => "a draw offer",
        Message::DrawAnswer { .. } => "an answer to a draw offer",
        Message::RewindRequest { .. } => "a rewind request",
        Message::RewindAnswer { .. } => "an answer to a rewind request",
        Message::Resign { .. } => "a resignation",
        Message::Flag { .. } => "a flag",
        Message::ClockSync { .. } => "a clock report",
        Message::Chat { .. } => "a chat line",
        Message::Bye { .. } => "a goodbye",
    }
}

#[cfg(test)]
#[path = "session_tests.rs"]
mod tests;
