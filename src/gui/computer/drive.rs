//! Running the computer players and the hint search, once per frame: results are collected,
//! stale searches stopped, new ones started, and a found move handed back when its moment has
//! come. Never blocks.

use crate::engine::{Clock, Level, SearchConfig, SearchRequest, ThinkerEvent};
use crate::rules::{Game, Move};

use super::seats::{ComputerSeats, HintState, Job, Situation};
use crate::gui::model::rules_provider::RulesProvider;
use crate::gui::model::seat::Seat;

/// How often the thinking indicator is redrawn while a search runs, in seconds.
pub const THINKING_REPAINT_SECONDS: f32 = 0.1;

/// The level whose limits a hint search uses (without noise: the best move within them).
const HINT_LEVEL: &str = "club";

/// The game as the computer sees it this frame.
pub struct Turn<'a> {
    /// The game being played.
    pub game: &'a Game,
    /// Its situation.
    pub situation: &'a Situation,
    /// The rules in force.
    pub rules: &'a RulesProvider,
    /// The computer seat that should move now, if the clock lets it.
    pub to_move: Option<Seat>,
    /// Both sides' time in a timed game whose clock runs.
    pub clock: Option<Clock>,
    /// Whether the game has a clock (the computer then moves as soon as it has decided).
    pub timed: bool,
    /// Whether a request waits for an answer (no move is played meanwhile).
    pub pending: bool,
    /// Whether the game is over.
    pub over: bool,
    /// Whether hints are offered.
    pub hints_allowed: bool,
}

/// What the computer did this frame, for the app to apply.
#[derive(Debug, Default)]
pub struct Driven {
    /// A move to play now.
    pub play: Option<(Seat, Move)>,
    /// Why a seat was given back to its player (a search could not start).
    pub failures: Vec<String>,
}

/// The search settings for the position: the effective rules, a script's stalemate function.
pub fn search_config(rules: &RulesProvider, level: Level, seed: u64) -> SearchConfig {
    SearchConfig { stalemate_scorer: rules.engine_stalemate_scorer(), ..level.config(rules.settings(), seed) }
}

impl ComputerSeats {
    /// Runs the computer players and the hint search for `turn`: collects results, starts and
    /// stops searches, and returns the move to play when its moment has come. Asks `ctx` for
    /// the repaints that keep it going.
    pub fn drive(&mut self, turn: &Turn<'_>, ctx: &egui::Context, now: f64) -> Driven {
        let mut driven = Driven::default();
        let mut thinking = false;
        for seat in Seat::BOTH {
            thinking |= self.drive_seat(seat, turn, ctx, now, &mut driven);
        }
        self.drive_hint(turn, ctx);
        if driven.play.is_some() {
            ctx.request_repaint();
        } else if thinking {
            ctx.request_repaint_after_secs(THINKING_REPAINT_SECONDS);
        }
        driven
    }

    /// One seat: drops a stale search, starts the one wanted, and takes a found move once the
    /// pace allows. Returns whether the seat is thinking.
    fn drive_seat(&mut self, seat: Seat, turn: &Turn<'_>, ctx: &egui::Context, now: f64, driven: &mut Driven) -> bool {
        let situation = turn.situation;
        // In a timed game the computer moves as soon as it has decided: its clock is running.
        let pace = if turn.timed { 0.0 } else { self.pace };
        let seed = self.seed ^ ((situation.plies() as u64) << 1) ^ seat.index() as u64;
        let level = self.level(seat);
        let wanted = turn.to_move == Some(seat);
        let config = match level {
            Some(l) if wanted && self.seats[seat.index()].job.is_none() => Some(search_config(turn.rules, l, seed)),
            _ => None,
        };
        let limits = level.map(|l| self.move_limits(l, turn.clock));
        let computer = &mut self.seats[seat.index()];
        computer.poll();
        if computer.job.as_ref().is_some_and(|j| !wanted || j.situation != *situation || Some(j.level) != level) {
            computer.abandon();
        }
        let (Some(level), true) = (level, wanted) else { return false };
        if computer.job.is_none() && !computer.thinker.is_thinking() {
            let (Some(config), Some(limits)) = (config, limits) else { return false };
            let request = SearchRequest::from_game(turn.game, limits, config);
            match computer.thinker.start(request, waker(ctx)) {
                Ok(()) => {
                    computer.job =
                        Some(Job { situation: situation.clone(), level, started: now, depth: 0, result: None });
                }
                Err(e) => {
                    computer.level = None;
                    driven.failures.push(format!("the computer cannot play: {e}"));
                    return false;
                }
            }
        }
        let Some(job) = &computer.job else { return false };
        if let Some(result) = job.result {
            let wait = job.started + pace - now;
            if wait > 0.0 {
                ctx.request_repaint_after_secs(wait as f32);
            } else if !turn.pending {
                computer.job = None;
                driven.play = result.map(|mv| (seat, mv));
            }
        }
        true
    }

    /// Collects, starts or drops the hint search.
    fn drive_hint(&mut self, turn: &Turn<'_>, ctx: &egui::Context) {
        while let Some(event) = self.hint_thinker.poll() {
            if let (ThinkerEvent::Done(result), Some(h)) = (event, &mut self.hint)
                && h.state == HintState::Searching
            {
                h.state = HintState::Found(result.best);
                ctx.request_repaint();
            }
        }
        let stale = self.hint.as_ref().is_some_and(|h| {
            &h.situation != turn.situation || turn.over || self.is_computer(h.seat) || !turn.hints_allowed
        });
        if stale {
            self.drop_hint();
            ctx.request_repaint();
        }
        let queued = self.hint.as_ref().is_some_and(|h| h.state == HintState::Queued);
        if queued && !self.hint_thinker.is_thinking() {
            let Ok(level) = Level::by_name(HINT_LEVEL) else { return };
            let config = SearchConfig { noise: 0, ..search_config(turn.rules, level, 0) };
            let request = SearchRequest::from_game(turn.game, level.limits(), config);
            let started = self.hint_thinker.start(request, waker(ctx)).is_ok();
            if let Some(h) = &mut self.hint {
                h.state = if started { HintState::Searching } else { HintState::Found(None) };
            }
        }
    }
}

/// Wakes the window from a search thread.
fn waker(ctx: &egui::Context) -> impl Fn() + Send + 'static {
    let ctx = ctx.clone();
    move || ctx.request_repaint()
}
