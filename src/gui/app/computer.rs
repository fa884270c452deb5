//! The computer at the table, from the app's side: its state read for the players and tests,
//! its commands applied (and what they mean for the view), and its searches driven once per
//! frame with the game, the rules and the clock they need.

use crate::engine::SearchLimits;
use crate::rules::Cell;

use super::HexApp;
use super::command::Command;
use crate::gui::computer::command::{ComputerCommand, ComputerEvent};
use crate::gui::computer::drive::Turn;
use crate::gui::computer::seats::{ComputerSeats, Situation};
use crate::gui::console::command::ConsoleCommand;
use crate::gui::model::seat::Seat;

impl HexApp {
    /// The computer players and hints.
    pub fn computer(&self) -> &ComputerSeats {
        &self.computer
    }

    /// The level the computer plays `seat` at, if it is the computer's.
    pub fn computer_level(&self, seat: Seat) -> Option<crate::engine::Level> {
        self.computer.level(seat)
    }

    /// Whether the computer is working on `seat`'s move (the thinking indicator is on).
    pub fn computer_thinking(&self, seat: Seat) -> bool {
        self.computer.is_thinking(seat)
    }

    /// Whether any engine thread still runs (a stopped search ends within milliseconds).
    pub fn engine_busy(&self) -> bool {
        self.computer.busy()
    }

    /// The hint on show as the displayed hexes' names, e.g. `"f5f6"` (what the arrow shows).
    pub fn hint_text(&self) -> Option<String> {
        let (from, to) = self.hint_cells()?;
        let board = self.session.variant().board();
        Some(format!("{}{}", board.name(from), board.name(to)))
    }

    /// The least time from the start of the computer's turn to its move (default
    /// [`DEFAULT_PACE_SECONDS`](crate::gui::DEFAULT_PACE_SECONDS); tests use 0).
    pub fn set_computer_pace(&mut self, seconds: f64) {
        self.computer.set_pace(seconds);
    }

    /// Replaces every level's search limits (for tests and demos); `None` restores them.
    pub fn set_computer_limits(&mut self, limits: Option<SearchLimits>) {
        self.computer.set_limits(limits);
    }

    /// Whether the current game is timed: it has a clock (not merely a clock chosen for the
    /// next game).
    pub fn game_has_clock(&self) -> bool {
        self.clock.clock().is_some()
    }

    /// Whether the Hint button is offered: only in games without a clock (user guide, "The
    /// computer").
    pub fn hints_allowed(&self) -> bool {
        !self.game_has_clock()
    }

    /// The hint's from and to hexes as displayed.
    pub(super) fn hint_cells(&self) -> Option<(Cell, Cell)> {
        if !self.hints_allowed() {
            return None;
        }
        let (seat, mv) = self.computer.hint_for(&self.situation())?;
        let display = self.display_orientation();
        // Before the first move the asking seat's army is White in its own orientation.
        let white = if self.session.white_seat().is_none() { seat } else { display.white_seat };
        let asked = self.session.orientation_for(white, self.view.flipped);
        Some((self.convert(mv.from, asked, display), self.convert(mv.to, asked, display)))
    }

    /// The game's current situation.
    pub(super) fn situation(&self) -> Situation {
        Situation::of(&self.session, &self.rules)
    }

    /// The computer seat that should move now (see [`ComputerSeats::to_move`]).
    pub(super) fn computer_to_move(&self) -> Option<Seat> {
        self.computer.to_move(&self.session)
    }

    /// Applies a computer command; when the computer takes a seat, its player's input goes.
    pub(super) fn apply_computer(&mut self, command: ComputerCommand) {
        let hint_allowed = match command {
            ComputerCommand::Hint(seat) => self.hints_allowed() && self.session.may_move(seat),
            _ => false,
        };
        let situation = self.situation();
        match self.computer.apply(command, situation, hint_allowed) {
            Some(ComputerEvent::SeatTaken(seat)) => self.forget_seat_input(seat),
            None => {}
        }
    }

    /// Runs the computer players and the hint search: answers requests sent to a computer seat,
    /// lets the computer tap its clock, then collects results, plays the computer's moves and
    /// starts and stops searches. Never blocks.
    pub(super) fn drive_computer(&mut self, ctx: &egui::Context, now: f64) {
        if self.view.overlay.is_some() || self.view.promotion.is_some() {
            self.computer.close_pickers();
        }
        self.answer_for_computer(now, ctx);
        self.computer_taps_clock();
        let situation = self.situation();
        let turn = Turn {
            game: self.session.game(),
            situation: &situation,
            rules: &self.rules,
            // While the clock waits (for its first tap, or a tap ending a turn) nobody thinks.
            to_move: self.computer_to_move().filter(|_| self.clock.refusal().is_none()),
            clock: self.engine_clock(),
            timed: self.game_has_clock(),
            pending: self.session.pending().is_some(),
            over: self.session.outcome().is_some(),
            hints_allowed: self.hints_allowed(),
        };
        let driven = self.computer.drive(&turn, ctx, now);
        for failure in driven.failures {
            self.toast(failure, now);
        }
        if let Some((seat, mv)) = driven.play {
            self.play(seat, mv, now, true);
        }
    }

    /// Answers a request sent to a computer seat: take-backs are accepted; a draw only when the
    /// computer's last search saw it clearly behind.
    fn answer_for_computer(&mut self, now: f64, ctx: &egui::Context) {
        let Some(pending) = self.session.pending() else { return };
        let Some((seat, accept, text)) = self.computer.answer(pending) else { return };
        self.apply(Command::Console(ConsoleCommand::Answer(seat, accept)), now, ctx);
        self.toast(text.to_string(), now);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Level, Score};
    use crate::gui::AppOptions;
    use crate::gui::clock::command::ClockCommand;
    use crate::gui::computer::drive::search_config;
    use crate::gui::computer::seats::DRAW_ACCEPT_CP;
    use crate::gui::dialogs::command::DialogCommand;
    use crate::gui::model::clock_choice::ClockChoice;
    use crate::gui::model::rules_provider::RuleOverrides;
    use crate::rules::StalemateRule;

    fn app() -> (HexApp, tempfile::TempDir) {
        let dir = tempfile::tempdir().unwrap();
        (HexApp::new(AppOptions::for_tests(dir.path())), dir)
    }

    fn level(name: &str) -> Level {
        Level::by_name(name).unwrap()
    }

    fn ctx() -> egui::Context {
        egui::Context::default()
    }

    #[test]
    fn before_the_first_move_a_lone_computer_waits_unless_told_to_start() {
        let (mut app, _dir) = app();
        assert_eq!(app.computer_to_move(), None);
        app.apply_computer(ComputerCommand::HandOver(Seat::Top, level("novice")));
        assert_eq!(app.computer_to_move(), None, "the human moves first and plays White");
        app.apply_computer(ComputerCommand::MovesFirst(Seat::Top, true));
        assert_eq!(app.computer_to_move(), Some(Seat::Top));
        app.apply_computer(ComputerCommand::MovesFirst(Seat::Top, false));
        app.apply_computer(ComputerCommand::HandOver(Seat::Bottom, level("novice")));
        assert_eq!(app.computer_to_move(), Some(Seat::Bottom), "with both seats the bottom one starts");
        app.apply_computer(ComputerCommand::MovesFirst(Seat::Top, true));
        assert_eq!(app.computer_to_move(), Some(Seat::Top));
        app.apply_computer(ComputerCommand::TakeBack(Seat::Top));
        assert_eq!(app.computer_to_move(), None);
    }

    #[test]
    fn after_the_first_move_the_seat_to_move_decides() {
        let (mut app, _dir) = app();
        app.apply_computer(ComputerCommand::HandOver(Seat::Top, level("novice")));
        let mv = app.session.position().legal_moves()[0];
        app.play(Seat::Bottom, mv, 0.0, false);
        assert_eq!(app.computer_to_move(), Some(Seat::Top));
        // The human cannot move for the computer.
        app.view.move_text[Seat::Top.index()] = "f7f6".into();
        app.apply(Command::Console(ConsoleCommand::SubmitMove(Seat::Top)), 0.0, &ctx());
        assert_eq!(app.session.game().moves().len(), 1);
        app.apply_computer(ComputerCommand::TakeBack(Seat::Top));
        assert_eq!(app.computer_to_move(), None);
    }

    #[test]
    fn searches_use_the_effective_rules() {
        let (mut app, _dir) = app();
        let before = search_config(&app.rules, level("club"), 1);
        assert_eq!(before.rules, app.rules.settings());
        let flipped =
            if before.rules.stalemate == StalemateRule::Draw { StalemateRule::Glinski } else { StalemateRule::Draw };
        let overrides = RuleOverrides {
            stalemate: Some(flipped),
            threefold: Some(!before.rules.threefold),
            fifty_move: Some(!before.rules.fifty_move),
            draw_offers: None,
        };
        app.apply(Command::Dialog(DialogCommand::SetRules(overrides)), 0.0, &ctx());
        let after = search_config(&app.rules, level("club"), 1);
        assert_eq!(after.rules, app.rules.settings());
        assert_eq!(after.rules.stalemate, flipped);
        assert_eq!(after.rules.threefold, !before.rules.threefold);
        assert_eq!(after.noise, level("club").noise);
        // The situation records the rules, so a search started before the change is dropped.
        assert_ne!(app.situation().rules(), before.rules);
    }

    #[test]
    fn the_computer_declines_a_draw_it_has_no_reason_to_take() {
        let (mut app, _dir) = app();
        app.apply_computer(ComputerCommand::HandOver(Seat::Top, level("novice")));
        let mv = app.session.position().legal_moves()[0];
        app.play(Seat::Bottom, mv, 0.0, false);
        app.apply(Command::Console(ConsoleCommand::OfferDraw(Seat::Bottom)), 0.0, &ctx());
        assert!(app.session.pending().is_some());
        app.answer_for_computer(0.0, &ctx());
        assert!(app.session.pending().is_none() && app.session.outcome().is_none());
        // Seen clearly behind, it accepts.
        app.computer.set_last_score(Seat::Top, Score::Cp(-DRAW_ACCEPT_CP));
        app.apply(Command::Console(ConsoleCommand::OfferDraw(Seat::Bottom)), 0.0, &ctx());
        app.answer_for_computer(0.0, &ctx());
        assert!(app.session.outcome().is_some());
    }

    #[test]
    fn a_hint_is_only_asked_for_by_the_player_to_move_without_a_clock() {
        let (mut app, _dir) = app();
        let blitz = crate::clock::TimeControl::BLITZ_3_2;
        let choice = ClockChoice::Preset { name: "3+2".into(), control: blitz };
        app.apply(Command::Clock(ClockCommand::Choose(choice)), 0.0, &ctx());
        assert!(app.game_has_clock());
        app.apply_computer(ComputerCommand::Hint(Seat::Bottom));
        assert!(!app.computer.hint_pending(Seat::Bottom));
        app.apply(Command::Clock(ClockCommand::Choose(ClockChoice::Off)), 0.0, &ctx());
        assert!(!app.game_has_clock());
        app.apply_computer(ComputerCommand::Hint(Seat::Bottom));
        assert!(app.computer.hint_pending(Seat::Bottom));
        let mv = app.session.position().legal_moves()[0];
        app.play(Seat::Bottom, mv, 0.0, false);
        app.apply_computer(ComputerCommand::Hint(Seat::Bottom));
        assert!(app.computer.hint_is_for_other(&app.situation()), "not Bottom's move");
    }
}
