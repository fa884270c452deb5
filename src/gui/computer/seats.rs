//! The computer at the table (user guide, "The computer"): either seat can be handed to the
//! engine at a level, and a player may ask for a hint. Searches run on background threads
//! ([`Thinker`]); the app polls them once per frame and never waits for one, so the window never
//! freezes.
//!
//! **Who moves first.** Before the first move either seat may start, and the first move claims
//! White. A computer seat waits for its human opponent to move first, so it plays Black, unless
//! its player chose "Computer moves first" in the level picker (shown only before the first
//! move), or both seats are the computer's (then the bottom one starts unless only the top one
//! was told to move first).
//!
//! **Staying correct.** Every search is tagged with the [`Situation`] it was started for (variant,
//! start, moves played, rules in force). A result is played only while the game is still in that
//! situation and the seat is still the computer's; anything else (a move, a rewind, New game, a
//! variant switch, the end of the game, taking the seat back) stops the search without waiting
//! for it, and its late result is thrown away.
//!
//! **Requests.** The computer answers requests sent to its seat at once: it agrees to every
//! take-back, and accepts a draw only when its last search saw it at least
//! [`DRAW_ACCEPT_CP`] centipawns behind (or being mated).

use crate::engine::{Clock, Level, Score, SearchLimits, Thinker, ThinkerEvent};
use crate::rules::{Move, RuleSettings};

use super::command::{ComputerCommand, ComputerEvent};
use crate::gui::model::rules_provider::RulesProvider;
use crate::gui::model::seat::Seat;
use crate::gui::model::session::{GameSession, Pending};

/// The least time from the start of the computer's turn to its move, in seconds, so that players
/// can follow an engine-against-engine game.
pub const DEFAULT_PACE_SECONDS: f64 = 0.5;

/// The computer accepts a draw offer when its last search saw it this far behind.
pub const DRAW_ACCEPT_CP: i32 = 150;

/// Transposition table of the hint search, in MiB (hints are short searches).
const HINT_HASH_MB: usize = 8;

/// The state of the game a search was started for; a result is used only while it still holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Situation {
    variant: String,
    start: u64,
    moves: Vec<Move>,
    rules: RuleSettings,
}

impl Situation {
    /// The situation of `session`'s game under `rules`.
    pub fn of(session: &GameSession, rules: &RulesProvider) -> Situation {
        let game = session.game();
        Situation {
            variant: session.variant().name().to_string(),
            start: game.start().hash(),
            moves: game.moves().to_vec(),
            rules: rules.settings(),
        }
    }

    /// How many moves have been played.
    pub fn plies(&self) -> usize {
        self.moves.len()
    }

    /// The rules in force.
    pub fn rules(&self) -> RuleSettings {
        self.rules
    }
}

/// A computer move being searched (or found, waiting for its moment).
#[derive(Debug)]
pub(super) struct Job {
    pub(super) situation: Situation,
    pub(super) level: Level,
    /// When the computer's turn started (egui time, seconds).
    pub(super) started: f64,
    /// The deepest iteration finished so far.
    pub(super) depth: u32,
    /// The search's answer, once it has arrived (`Some(None)`: no legal move).
    pub(super) result: Option<Option<Move>>,
}

/// One seat's computer player.
#[derive(Debug, Default)]
pub(super) struct ComputerSeat {
    pub(super) level: Option<Level>,
    pub(super) thinker: Thinker,
    pub(super) job: Option<Job>,
    /// The score of this seat's last finished search, from its own point of view.
    pub(super) last_score: Option<Score>,
}

impl ComputerSeat {
    /// Collects the thinker's events into the job; events of an abandoned search are dropped.
    pub(super) fn poll(&mut self) {
        while let Some(event) = self.thinker.poll() {
            let Some(job) = &mut self.job else { continue };
            match event {
                ThinkerEvent::Info(info) => job.depth = info.depth,
                ThinkerEvent::Done(result) => {
                    job.depth = job.depth.max(result.depth);
                    job.result = Some(result.best);
                    self.last_score = Some(result.score);
                }
            }
        }
    }

    /// Drops the job; a search still running is told to stop (its result will be ignored).
    pub(super) fn abandon(&mut self) {
        if self.job.take().is_some_and(|j| j.result.is_none()) {
            self.thinker.stop();
        }
    }
}

/// Where a hint stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum HintState {
    /// Asked for; starts as soon as the hint thinker is free.
    Queued,
    /// Being searched.
    Searching,
    /// Found (`None`: no legal move).
    Found(Option<Move>),
}

/// A hint for one seat in one situation.
#[derive(Debug)]
pub(super) struct HintJob {
    pub(super) seat: Seat,
    pub(super) situation: Situation,
    pub(super) state: HintState,
}

/// The computer players and the hint search.
#[derive(Debug)]
pub struct ComputerSeats {
    pub(super) seats: [ComputerSeat; 2],
    pub(super) hint_thinker: Thinker,
    pub(super) hint: Option<HintJob>,
    pickers: [bool; 2],
    /// Per seat: the computer makes the first move of the game (plays White).
    first: [bool; 2],
    pub(super) pace: f64,
    limits: Option<SearchLimits>,
    pub(super) seed: u64,
}

impl Default for ComputerSeats {
    fn default() -> Self {
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0x5eed);
        ComputerSeats {
            seats: Default::default(),
            hint_thinker: Thinker::new(HINT_HASH_MB),
            hint: None,
            pickers: [false; 2],
            first: [false; 2],
            pace: DEFAULT_PACE_SECONDS,
            limits: None,
            seed,
        }
    }
}

impl ComputerSeats {
    /// The level the computer plays `seat` at, if it is the computer's.
    pub fn level(&self, seat: Seat) -> Option<Level> {
        self.seats[seat.index()].level
    }

    /// Whether the computer plays `seat`.
    pub fn is_computer(&self, seat: Seat) -> bool {
        self.level(seat).is_some()
    }

    /// Whether the computer is working on `seat`'s move (searching, or about to play it).
    pub fn is_thinking(&self, seat: Seat) -> bool {
        self.seats[seat.index()].job.is_some()
    }

    /// The deepest iteration of `seat`'s current search.
    pub fn depth(&self, seat: Seat) -> u32 {
        self.seats[seat.index()].job.as_ref().map_or(0, |j| j.depth)
    }

    /// Whether any engine thread is running (including stopped searches not yet finished).
    pub fn busy(&self) -> bool {
        self.seats.iter().any(|s| s.thinker.is_thinking()) || self.hint_thinker.is_thinking()
    }

    /// Whether the computer playing `seat` makes the first move of the game.
    pub fn moves_first(&self, seat: Seat) -> bool {
        self.first[seat.index()]
    }

    /// Whether `seat`'s level picker is open.
    pub fn picker_open(&self, seat: Seat) -> bool {
        self.pickers[seat.index()]
    }

    /// Closes every level picker (a panel opened over the board).
    pub fn close_pickers(&mut self) {
        self.pickers = [false; 2];
    }

    /// Whether a hint for `seat` is being searched.
    pub fn hint_pending(&self, seat: Seat) -> bool {
        self.hint.as_ref().is_some_and(|h| h.seat == seat && !matches!(h.state, HintState::Found(_)))
    }

    /// The seat whose hint was found (it shows while the game stays where it was asked).
    pub fn hint_seat(&self) -> Option<Seat> {
        self.hint.as_ref().filter(|h| matches!(h.state, HintState::Found(Some(_)))).map(|h| h.seat)
    }

    /// The hint found for `situation`: who asked, and the move (core cells of that seat's view).
    pub fn hint_for(&self, situation: &Situation) -> Option<(Seat, Move)> {
        let h = self.hint.as_ref().filter(|h| &h.situation == situation)?;
        match h.state {
            HintState::Found(Some(mv)) => Some((h.seat, mv)),
            _ => None,
        }
    }

    /// Whether a hint was asked for in a situation other than `situation`.
    pub fn hint_is_for_other(&self, situation: &Situation) -> bool {
        self.hint.as_ref().is_some_and(|h| &h.situation != situation)
    }

    /// The least time from the start of the computer's turn to its move.
    pub fn set_pace(&mut self, seconds: f64) {
        self.pace = seconds.max(0.0);
    }

    /// Replaces every level's search limits; `None` restores them.
    pub fn set_limits(&mut self, limits: Option<SearchLimits>) {
        self.limits = limits;
    }

    /// Limits of a computer move at `level` (or the override), budgeted from `clock` in a timed
    /// game.
    pub(super) fn move_limits(&self, level: Level, clock: Option<Clock>) -> SearchLimits {
        match (self.limits, clock) {
            (Some(limits), clock) => SearchLimits { clock, ..limits },
            (None, Some(clock)) => level.limits_on_clock(clock),
            (None, None) => level.limits(),
        }
    }

    /// The computer seat that should move now in `session`: the seat to move if it is the
    /// computer's. Before the first move: a computer seat told to move first (the bottom one if
    /// both were), else, when both seats are the computer's, the bottom one; a lone computer
    /// waits for its human.
    pub fn to_move(&self, session: &GameSession) -> Option<Seat> {
        if session.outcome().is_some() {
            return None;
        }
        match session.seat_to_move() {
            Some(s) => self.is_computer(s).then_some(s),
            None => {
                let computer = |s: Seat| self.is_computer(s);
                let eager = Seat::BOTH.into_iter().find(|s| computer(*s) && self.moves_first(*s));
                eager.or_else(|| Seat::BOTH.into_iter().all(computer).then_some(Seat::Bottom))
            }
        }
    }

    /// Applies a command. A hint is asked for `situation` when `hint_allowed` (no clock, and
    /// the seat may move) and the seat is its player's.
    pub fn apply(
        &mut self,
        command: ComputerCommand,
        situation: Situation,
        hint_allowed: bool,
    ) -> Option<ComputerEvent> {
        match command {
            ComputerCommand::TogglePicker(seat) => self.pickers[seat.index()] = !self.pickers[seat.index()],
            ComputerCommand::ClosePickers => self.close_pickers(),
            ComputerCommand::HandOver(seat, level) => {
                self.pickers[seat.index()] = false;
                self.seats[seat.index()].level = Some(level);
                if self.hint.as_ref().is_some_and(|h| h.seat == seat) {
                    self.drop_hint();
                }
                return Some(ComputerEvent::SeatTaken(seat));
            }
            ComputerCommand::TakeBack(seat) => {
                self.pickers[seat.index()] = false;
                let computer = &mut self.seats[seat.index()];
                computer.level = None;
                computer.abandon();
            }
            ComputerCommand::MovesFirst(seat, on) => self.first[seat.index()] = on,
            ComputerCommand::Hint(seat) => {
                if hint_allowed && !self.is_computer(seat) {
                    self.drop_hint();
                    self.hint = Some(HintJob { seat, situation, state: HintState::Queued });
                }
            }
        }
        None
    }

    /// Forgets the hint, stopping its search.
    pub(super) fn drop_hint(&mut self) {
        if self.hint.take().is_some_and(|h| h.state == HintState::Searching) {
            self.hint_thinker.stop();
        }
    }

    /// The computer's answer to a request sent to its seat: the seat, whether it accepts, and
    /// what the players are told. Take-backs are accepted; a draw only when the computer's last
    /// search saw it clearly behind. `None` when the request is not for a computer seat.
    pub fn answer(&self, pending: Pending) -> Option<(Seat, bool, &'static str)> {
        let (seat, accept, text) = match pending {
            Pending::DrawOffer { from } => {
                let seat = from.other();
                let accept = match self.seats[seat.index()].last_score {
                    Some(Score::Cp(cp)) => cp <= -DRAW_ACCEPT_CP,
                    Some(Score::Mate(n)) => n <= 0,
                    None => false,
                };
                (seat, accept, if accept { "the computer accepts the draw" } else { "the computer declines the draw" })
            }
            Pending::Rewind { from, .. } => (from.other(), true, "the computer agrees to take back"),
            Pending::ConfirmResign { .. } => return None,
        };
        self.is_computer(seat).then_some((seat, accept, text))
    }

    /// Sets what `seat`'s last search saw (for tests of the draw answer).
    #[cfg(test)]
    pub(crate) fn set_last_score(&mut self, seat: Seat, score: Score) {
        self.seats[seat.index()].last_score = Some(score);
    }
}
