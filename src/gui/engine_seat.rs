//! The computer at the table (app-spec §9): either seat can be handed to the engine at a level,
//! and a player may ask for a hint. Searches run on background threads ([`Thinker`]); the app
//! polls them once per frame and never waits for one, so the window never freezes.
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

use crate::engine::{Clock, Level, Score, SearchConfig, SearchLimits, SearchRequest, Thinker, ThinkerEvent};
use crate::rules::{Move, RuleSettings};

use super::app::HexApp;
use super::command::Command;
use super::seat::Seat;
use super::session::Pending;

/// The least time from the start of the computer's turn to its move, in seconds, so that players
/// can follow an engine-against-engine game.
pub const DEFAULT_PACE_SECONDS: f64 = 0.5;

/// How often the thinking indicator is redrawn while a search runs, in seconds.
pub const THINKING_REPAINT_SECONDS: f32 = 0.1;

/// The computer accepts a draw offer when its last search saw it this far behind.
pub const DRAW_ACCEPT_CP: i32 = 150;

/// The level whose limits a hint search uses (without noise: the best move within them).
const HINT_LEVEL: &str = "club";

/// Transposition table of the hint search, in MiB (hints are short searches).
const HINT_HASH_MB: usize = 8;

/// What the players asked of the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineCommand {
    /// Open or close a seat's level picker.
    TogglePicker(Seat),
    /// Close every level picker.
    ClosePickers,
    /// The computer plays this seat at this level.
    HandOver(Seat, Level),
    /// The seat's player takes it back from the computer.
    TakeBack(Seat),
    /// The seat's player asks for the best move.
    Hint(Seat),
    /// Before the first move: whether the computer playing this seat makes the first move.
    MovesFirst(Seat, bool),
}

/// The state of the game a search was started for; a result is used only while it still holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Situation {
    variant: String,
    start: u64,
    moves: Vec<Move>,
    rules: RuleSettings,
}

/// A computer move being searched (or found, waiting for its moment).
#[derive(Debug)]
struct Job {
    situation: Situation,
    level: Level,
    /// When the computer's turn started (egui time, seconds).
    started: f64,
    /// The deepest iteration finished so far.
    depth: u32,
    /// The search's answer, once it has arrived (`Some(None)`: no legal move).
    result: Option<Option<Move>>,
}

/// One seat's computer player.
#[derive(Debug, Default)]
struct ComputerSeat {
    level: Option<Level>,
    thinker: Thinker,
    job: Option<Job>,
    /// The score of this seat's last finished search, from its own point of view.
    last_score: Option<Score>,
}

impl ComputerSeat {
    /// Collects the thinker's events into the job; events of an abandoned search are dropped.
    fn poll(&mut self) {
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
    fn abandon(&mut self) {
        if self.job.take().is_some_and(|j| j.result.is_none()) {
            self.thinker.stop();
        }
    }
}

/// Where a hint stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum HintState {
    /// Asked for; starts as soon as the hint thinker is free.
    Queued,
    /// Being searched.
    Searching,
    /// Found (`None`: no legal move).
    Found(Option<Move>),
}

/// A hint for one seat in one situation.
#[derive(Debug)]
struct HintJob {
    seat: Seat,
    situation: Situation,
    state: HintState,
}

/// The computer players and the hint search.
#[derive(Debug)]
pub struct ComputerSeats {
    seats: [ComputerSeat; 2],
    hint_thinker: Thinker,
    hint: Option<HintJob>,
    pickers: [bool; 2],
    /// Per seat: the computer makes the first move of the game (plays White).
    first: [bool; 2],
    pace: f64,
    limits: Option<SearchLimits>,
    seed: u64,
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

    /// Whether a hint for `seat` is being searched.
    pub fn hint_pending(&self, seat: Seat) -> bool {
        self.hint.as_ref().is_some_and(|h| h.seat == seat && !matches!(h.state, HintState::Found(_)))
    }

    /// The seat whose hint was found (it shows while the game stays where it was asked).
    pub fn hint_seat(&self) -> Option<Seat> {
        self.hint.as_ref().filter(|h| matches!(h.state, HintState::Found(Some(_)))).map(|h| h.seat)
    }

    /// The hint found for `situation`: who asked, and the move (core cells of that seat's view).
    fn hint_for(&self, situation: &Situation) -> Option<(Seat, Move)> {
        let h = self.hint.as_ref().filter(|h| &h.situation == situation)?;
        match h.state {
            HintState::Found(Some(mv)) => Some((h.seat, mv)),
            _ => None,
        }
    }

    /// Limits of a computer move at `level` (or the override), budgeted from `clock` in a timed
    /// game.
    fn move_limits(&self, level: Level, clock: Option<Clock>) -> SearchLimits {
        match (self.limits, clock) {
            (Some(limits), clock) => SearchLimits { clock, ..limits },
            (None, Some(clock)) => level.limits_on_clock(clock),
            (None, None) => level.limits(),
        }
    }
}

impl HexApp {
    /// The computer players and hints.
    pub(crate) fn engine(&self) -> &ComputerSeats {
        &self.engine
    }

    /// The level the computer plays `seat` at, if it is the computer's.
    pub fn computer_level(&self, seat: Seat) -> Option<Level> {
        self.engine.level(seat)
    }

    /// Whether the computer is working on `seat`'s move (the thinking indicator is on).
    pub fn computer_thinking(&self, seat: Seat) -> bool {
        self.engine.is_thinking(seat)
    }

    /// Whether any engine thread still runs (a stopped search ends within milliseconds).
    pub fn engine_busy(&self) -> bool {
        self.engine.busy()
    }

    /// The hint on show as the displayed hexes' names, e.g. `"f5f6"` (what the arrow shows).
    pub fn hint_text(&self) -> Option<String> {
        let (from, to) = self.hint_cells()?;
        let board = self.session.variant().board();
        Some(format!("{}{}", board.name(from), board.name(to)))
    }

    /// The least time from the start of the computer's turn to its move (default
    /// [`DEFAULT_PACE_SECONDS`]; tests use 0).
    pub fn set_computer_pace(&mut self, seconds: f64) {
        self.engine.pace = seconds.max(0.0);
    }

    /// Replaces every level's search limits (for tests and demos); `None` restores them.
    pub fn set_computer_limits(&mut self, limits: Option<SearchLimits>) {
        self.engine.limits = limits;
    }

    /// Whether the current game is timed: it has a clock (not merely a clock chosen for the
    /// next game).
    pub fn game_has_clock(&self) -> bool {
        self.clock().is_some()
    }

    /// Whether the Hint button is offered: only in games without a clock (app-spec §9).
    pub fn hints_allowed(&self) -> bool {
        !self.game_has_clock()
    }

    /// The hint's from and to hexes as displayed.
    pub(crate) fn hint_cells(&self) -> Option<(crate::rules::Cell, crate::rules::Cell)> {
        if !self.hints_allowed() {
            return None;
        }
        let (seat, mv) = self.engine.hint_for(&self.situation())?;
        let display = self.display_orientation();
        // Before the first move the asking seat's army is White in its own orientation.
        let white = if self.session.white_seat().is_none() { seat } else { display.white_seat };
        let asked = self.session.orientation_for(white, self.view.flipped);
        Some((self.convert(mv.from, asked, display), self.convert(mv.to, asked, display)))
    }

    /// The game's current situation.
    pub(crate) fn situation(&self) -> Situation {
        let game = self.session.game();
        Situation {
            variant: self.session.variant().name().to_string(),
            start: game.start().hash(),
            moves: game.moves().to_vec(),
            rules: self.rules.settings(),
        }
    }

    /// The computer seat that should move now: the seat to move if it is the computer's. Before
    /// the first move: a computer seat told to move first (the bottom one if both were), else,
    /// when both seats are the computer's, the bottom one; a lone computer waits for its human.
    pub(crate) fn computer_to_move(&self) -> Option<Seat> {
        if self.session.outcome().is_some() {
            return None;
        }
        match self.session.seat_to_move() {
            Some(s) => self.engine.is_computer(s).then_some(s),
            None => {
                let computer = |s: Seat| self.engine.is_computer(s);
                let eager = Seat::BOTH.into_iter().find(|s| computer(*s) && self.engine.moves_first(*s));
                eager.or_else(|| Seat::BOTH.into_iter().all(computer).then_some(Seat::Bottom))
            }
        }
    }

    /// The search settings for the position: the effective rules, a script's stalemate function.
    fn search_config(&self, level: Level, seed: u64) -> SearchConfig {
        SearchConfig {
            stalemate_scorer: self.rules.engine_stalemate_scorer(),
            ..level.config(self.rules.settings(), seed)
        }
    }

    /// Applies a computer or hint command.
    pub(crate) fn apply_engine(&mut self, command: EngineCommand) {
        match command {
            EngineCommand::TogglePicker(seat) => {
                let open = !self.engine.pickers[seat.index()];
                self.engine.pickers[seat.index()] = open;
            }
            EngineCommand::ClosePickers => self.engine.pickers = [false; 2],
            EngineCommand::HandOver(seat, level) => {
                self.engine.pickers[seat.index()] = false;
                self.engine.seats[seat.index()].level = Some(level);
                if self.view.selection.as_ref().is_some_and(|s| s.seat == seat) {
                    self.view.selection = None;
                    self.view.dragging = None;
                }
                if self.view.promotion.as_ref().is_some_and(|p| p.seat == seat) {
                    self.view.promotion = None;
                }
                self.view.move_text[seat.index()].clear();
                if self.engine.hint.as_ref().is_some_and(|h| h.seat == seat) {
                    self.drop_hint();
                }
            }
            EngineCommand::TakeBack(seat) => {
                self.engine.pickers[seat.index()] = false;
                let computer = &mut self.engine.seats[seat.index()];
                computer.level = None;
                computer.abandon();
            }
            EngineCommand::MovesFirst(seat, on) => self.engine.first[seat.index()] = on,
            EngineCommand::Hint(seat) => {
                if self.hints_allowed() && !self.engine.is_computer(seat) && self.session.may_move(seat) {
                    self.drop_hint();
                    self.engine.hint = Some(HintJob { seat, situation: self.situation(), state: HintState::Queued });
                }
            }
        }
    }

    /// Forgets the hint, stopping its search.
    fn drop_hint(&mut self) {
        if self.engine.hint.take().is_some_and(|h| h.state == HintState::Searching) {
            self.engine.hint_thinker.stop();
        }
    }

    /// Runs the computer players and the hint search: collects results, plays the computer's
    /// moves, answers requests sent to a computer seat, starts and stops searches. Never blocks.
    pub(crate) fn drive_engine(&mut self, ctx: &egui::Context, now: f64) {
        if self.view.overlay.is_some() || self.view.promotion.is_some() {
            self.engine.pickers = [false; 2];
        }
        self.answer_for_computer(now);
        self.computer_taps_clock();
        let situation = self.situation();
        // While the clock waits (for its first tap, or a tap ending a turn) nobody thinks.
        let to_move = self.computer_to_move().filter(|_| self.clock_refusal().is_none());
        let engine_clock = self.engine_clock();
        // In a timed game the computer moves as soon as it has decided: its clock is running.
        let pace = if self.game_has_clock() { 0.0 } else { self.engine.pace };
        let waker = |ctx: &egui::Context| {
            let ctx = ctx.clone();
            move || ctx.request_repaint()
        };
        let mut play = None;
        let mut thinking = false;
        for seat in Seat::BOTH {
            let seed = self.engine.seed ^ ((situation.moves.len() as u64) << 1) ^ seat.index() as u64;
            let level = self.engine.level(seat);
            let wanted = to_move == Some(seat);
            let config = match level {
                Some(l) if wanted && self.engine.seats[seat.index()].job.is_none() => Some(self.search_config(l, seed)),
                _ => None,
            };
            let limits = level.map(|l| self.engine.move_limits(l, engine_clock));
            let computer = &mut self.engine.seats[seat.index()];
            computer.poll();
            if computer.job.as_ref().is_some_and(|j| !wanted || j.situation != situation || Some(j.level) != level) {
                computer.abandon();
            }
            let (Some(level), true) = (level, wanted) else { continue };
            if computer.job.is_none() && !computer.thinker.is_thinking() {
                let (Some(config), Some(limits)) = (config, limits) else { continue };
                let request = SearchRequest::from_game(self.session.game(), limits, config);
                match computer.thinker.start(request, waker(ctx)) {
                    Ok(()) => {
                        computer.job =
                            Some(Job { situation: situation.clone(), level, started: now, depth: 0, result: None });
                    }
                    Err(e) => {
                        computer.level = None;
                        self.view.toasts.push(super::view::Toast {
                            text: format!("the computer cannot play: {e}"),
                            until: now + super::view::TOAST_SECONDS,
                        });
                        continue;
                    }
                }
            }
            let Some(job) = &computer.job else { continue };
            thinking = true;
            if let Some(result) = job.result {
                let wait = job.started + pace - now;
                if wait > 0.0 {
                    ctx.request_repaint_after_secs(wait as f32);
                } else if self.session.pending().is_none() {
                    computer.job = None;
                    play = result.map(|mv| (seat, mv));
                }
            }
        }
        self.drive_hint(ctx, &situation, waker(ctx));
        if let Some((seat, mv)) = play {
            self.play(seat, mv, now, true);
            ctx.request_repaint();
        } else if thinking {
            ctx.request_repaint_after_secs(THINKING_REPAINT_SECONDS);
        }
    }

    /// Collects, starts or drops the hint search.
    fn drive_hint(&mut self, ctx: &egui::Context, situation: &Situation, wake: impl Fn() + Send + 'static) {
        let engine = &mut self.engine;
        while let Some(event) = engine.hint_thinker.poll() {
            if let (ThinkerEvent::Done(result), Some(h)) = (event, &mut engine.hint)
                && h.state == HintState::Searching
            {
                h.state = HintState::Found(result.best);
                ctx.request_repaint();
            }
        }
        let stale = self.engine.hint.as_ref().is_some_and(|h| {
            &h.situation != situation
                || self.session.outcome().is_some()
                || self.engine.is_computer(h.seat)
                || !self.hints_allowed()
        });
        if stale {
            self.drop_hint();
            ctx.request_repaint();
        }
        let queued = self.engine.hint.as_ref().is_some_and(|h| h.state == HintState::Queued);
        if queued && !self.engine.hint_thinker.is_thinking() {
            let Ok(level) = Level::by_name(HINT_LEVEL) else { return };
            let config = self.search_config(level, 0);
            let config = SearchConfig { noise: 0, ..config };
            let request = SearchRequest::from_game(self.session.game(), level.limits(), config);
            let started = self.engine.hint_thinker.start(request, wake).is_ok();
            if let Some(h) = &mut self.engine.hint {
                h.state = if started { HintState::Searching } else { HintState::Found(None) };
            }
        }
    }

    /// Answers a request sent to a computer seat: take-backs are accepted; a draw only when the
    /// computer's last search saw it clearly behind.
    fn answer_for_computer(&mut self, now: f64) {
        let Some(pending) = self.session.pending() else { return };
        let (seat, accept, text) = match pending {
            Pending::DrawOffer { from } => {
                let seat = from.other();
                let accept = match self.engine.seats[seat.index()].last_score {
                    Some(Score::Cp(cp)) => cp <= -DRAW_ACCEPT_CP,
                    Some(Score::Mate(n)) => n <= 0,
                    None => false,
                };
                (seat, accept, if accept { "the computer accepts the draw" } else { "the computer declines the draw" })
            }
            Pending::Rewind { from, .. } => (from.other(), true, "the computer agrees to take back"),
            Pending::ConfirmResign { .. } => return,
        };
        if !self.engine.is_computer(seat) {
            return;
        }
        self.apply(Command::Answer(seat, accept), now);
        self.toast(text.to_string(), now);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::AppOptions;
    use crate::gui::rules_provider::RuleOverrides;
    use crate::rules::StalemateRule;

    fn app() -> (HexApp, tempfile::TempDir) {
        let dir = tempfile::tempdir().unwrap();
        (HexApp::new(AppOptions::for_tests(dir.path())), dir)
    }

    fn level(name: &str) -> Level {
        Level::by_name(name).unwrap()
    }

    #[test]
    fn before_the_first_move_a_lone_computer_waits_unless_told_to_start() {
        let (mut app, _dir) = app();
        assert_eq!(app.computer_to_move(), None);
        app.apply_engine(EngineCommand::HandOver(Seat::Top, level("novice")));
        assert_eq!(app.computer_to_move(), None, "the human moves first and plays White");
        app.apply_engine(EngineCommand::MovesFirst(Seat::Top, true));
        assert_eq!(app.computer_to_move(), Some(Seat::Top));
        app.apply_engine(EngineCommand::MovesFirst(Seat::Top, false));
        app.apply_engine(EngineCommand::HandOver(Seat::Bottom, level("novice")));
        assert_eq!(app.computer_to_move(), Some(Seat::Bottom), "with both seats the bottom one starts");
        app.apply_engine(EngineCommand::MovesFirst(Seat::Top, true));
        assert_eq!(app.computer_to_move(), Some(Seat::Top));
        app.apply_engine(EngineCommand::TakeBack(Seat::Top));
        assert_eq!(app.computer_to_move(), None);
    }

    #[test]
    fn after_the_first_move_the_seat_to_move_decides() {
        let (mut app, _dir) = app();
        app.apply_engine(EngineCommand::HandOver(Seat::Top, level("novice")));
        let mv = app.session.position().legal_moves()[0];
        app.play(Seat::Bottom, mv, 0.0, false);
        assert_eq!(app.computer_to_move(), Some(Seat::Top));
        // The human cannot move for the computer.
        app.view.move_text[Seat::Top.index()] = "f7f6".into();
        app.apply(Command::SubmitMove(Seat::Top), 0.0);
        assert_eq!(app.session.game().moves().len(), 1);
        app.apply_engine(EngineCommand::TakeBack(Seat::Top));
        assert_eq!(app.computer_to_move(), None);
    }

    #[test]
    fn searches_use_the_effective_rules() {
        let (mut app, _dir) = app();
        let before = app.search_config(level("club"), 1);
        assert_eq!(before.rules, app.rules.settings());
        let flipped =
            if before.rules.stalemate == StalemateRule::Draw { StalemateRule::Glinski } else { StalemateRule::Draw };
        let overrides = RuleOverrides {
            stalemate: Some(flipped),
            threefold: Some(!before.rules.threefold),
            fifty_move: Some(!before.rules.fifty_move),
            draw_offers: None,
        };
        app.apply(Command::SetRules(overrides), 0.0);
        let after = app.search_config(level("club"), 1);
        assert_eq!(after.rules, app.rules.settings());
        assert_eq!(after.rules.stalemate, flipped);
        assert_eq!(after.rules.threefold, !before.rules.threefold);
        assert_eq!(after.noise, level("club").noise);
        // The situation records the rules, so a search started before the change is dropped.
        assert_ne!(app.situation().rules, before.rules);
    }

    #[test]
    fn the_computer_declines_a_draw_it_has_no_reason_to_take() {
        let (mut app, _dir) = app();
        app.apply_engine(EngineCommand::HandOver(Seat::Top, level("novice")));
        let mv = app.session.position().legal_moves()[0];
        app.play(Seat::Bottom, mv, 0.0, false);
        app.apply(Command::OfferDraw(Seat::Bottom), 0.0);
        assert!(app.session.pending().is_some());
        app.answer_for_computer(0.0);
        assert!(app.session.pending().is_none() && app.session.outcome().is_none());
        // Seen clearly behind, it accepts.
        app.engine.seats[Seat::Top.index()].last_score = Some(Score::Cp(-DRAW_ACCEPT_CP));
        app.apply(Command::OfferDraw(Seat::Bottom), 0.0);
        app.answer_for_computer(0.0);
        assert!(app.session.outcome().is_some());
    }

    #[test]
    fn a_hint_is_only_asked_for_by_the_player_to_move_without_a_clock() {
        let (mut app, _dir) = app();
        let blitz = crate::clock::TimeControl::BLITZ_3_2;
        app.apply(Command::SetClock(crate::gui::ClockChoice::Preset { name: "3+2".into(), control: blitz }), 0.0);
        assert!(app.game_has_clock());
        app.apply_engine(EngineCommand::Hint(Seat::Bottom));
        assert!(!app.engine.hint_pending(Seat::Bottom));
        app.apply(Command::SetClock(crate::gui::ClockChoice::Off), 0.0);
        assert!(!app.game_has_clock());
        app.apply_engine(EngineCommand::Hint(Seat::Bottom));
        assert!(app.engine.hint_pending(Seat::Bottom));
        let mv = app.session.position().legal_moves()[0];
        app.play(Seat::Bottom, mv, 0.0, false);
        app.apply_engine(EngineCommand::Hint(Seat::Bottom));
        assert!(app.engine.hint.as_ref().is_some_and(|h| h.situation != app.situation()), "not Bottom's move");
    }
}
