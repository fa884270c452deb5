//! The one place where commands are applied: each room's command goes to the code that owns
//! what it changes.

use super::HexApp;
use super::command::Command;
use crate::gui::analysis::AnalysisCommand;
use crate::gui::console::command::ConsoleCommand;
use crate::gui::dialogs::command::DialogCommand;
use crate::gui::studio::StudioScreen;

impl HexApp {
    /// Applies one command. `ctx` gives the clipboard and repaint requests.
    pub(crate) fn apply(&mut self, command: Command, now: f64, ctx: &egui::Context) {
        match command {
            Command::Board(input) => self.board_input(input, now),
            Command::Deselect => self.deselect(),
            Command::Console(c) => self.apply_console(c, now, ctx),
            Command::Dialog(c) => self.apply_dialog(c, now),
            Command::Clock(c) => self.apply_clock(c, now),
            Command::Computer(c) => self.apply_computer(c),
            Command::Records(c) => self.apply_records(c, now),
            Command::MoveList(c) => self.apply_movelist(c),
            Command::Studio(c) => self.apply_studio(c, now, ctx),
            Command::Analysis(c) => self.apply_analysis(c, now, ctx),
            Command::Course(c) => self.apply_course(c),
            Command::Puzzles(c) => self.apply_puzzles(c, now),
            Command::Online(c) => self.apply_online(c, now, ctx),
        }
    }

    fn apply_console(&mut self, command: ConsoleCommand, now: f64, ctx: &egui::Context) {
        match command {
            // No takebacks while a time control is set (user guide, "The clock").
            ConsoleCommand::OpenHistory(_) if self.clock.clock().is_some() => {}
            ConsoleCommand::OpenHistory(seat) => self.open_history(seat),
            ConsoleCommand::OfferDraw(seat) => self.offer_draw(seat),
            ConsoleCommand::Answer(seat, accept) => self.answer(seat, accept),
            ConsoleCommand::Resign(seat) => self.resign(seat),
            ConsoleCommand::SubmitMove(seat) => self.submit_move(seat, now),
            ConsoleCommand::NewGame => self.new_game(now),
            ConsoleCommand::Flip => self.view.flipped = !self.view.flipped,
            ConsoleCommand::OpenSettings(seat) => self.open_settings(seat),
            ConsoleCommand::ToggleMute => self.set_sound(!self.settings.sound, now),
            ConsoleCommand::ToggleCaptures(seat) => {
                self.view.show_captures[seat.index()] = !self.view.show_captures[seat.index()];
            }
            ConsoleCommand::OpenEditor => self.show_studio(StudioScreen::Editor),
            ConsoleCommand::OpenLessons => self.show_studio(StudioScreen::Lessons),
            ConsoleCommand::OpenLearn(seat) => self.open_learn(seat, now),
            ConsoleCommand::OpenPuzzles(seat) => self.open_puzzles(seat, now),
            ConsoleCommand::OpenOnline(seat) => self.open_online(seat),
            ConsoleCommand::AnalyseGame(seat) => {
                self.review_game_in_progress(seat, self.session.game().moves().len());
                self.apply_analysis(AnalysisCommand::Start, now, ctx);
            }
        }
    }

    fn apply_dialog(&mut self, command: DialogCommand, now: f64) {
        match command {
            DialogCommand::Promote(role) => self.promote(role, now),
            DialogCommand::CancelPromotion => self.view.promotion = None,
            DialogCommand::PickHistory(ply) => self.view.history_pick = Some(ply),
            DialogCommand::ScrollHistory(row) => self.view.history_first_row = Some(row),
            DialogCommand::ScrollHouseRules(row) => self.view.house_rules_first_row = Some(row),
            // No takebacks while a time control is set (user guide, "The clock").
            DialogCommand::RequestRewind(..) if self.clock.clock().is_some() => {}
            DialogCommand::RequestRewind(seat, ply) => self.request_rewind(seat, ply),
            DialogCommand::Close => self.close_overlay(),
            DialogCommand::SetTheme(t) => self.set_theme(t, now),
            DialogCommand::SetCoordinates(on) => self.set_coordinates(on, now),
            DialogCommand::SetSound(on) => self.set_sound(on, now),
            DialogCommand::SetEvalBar(on) => self.set_eval_bar(on, now),
            DialogCommand::SetRules(r) => self.set_rules(r, now),
            DialogCommand::AskVariant(name) => self.ask_variant(name),
            DialogCommand::ConfirmVariant(yes) => self.confirm_variant(yes, now),
            DialogCommand::SetScript(file, on) => self.set_script(file, on, now),
            DialogCommand::OpenEditor => self.show_studio(StudioScreen::Editor),
            DialogCommand::OpenLessons => self.show_studio(StudioScreen::Lessons),
            DialogCommand::OpenLearn(seat) => self.open_learn(seat, now),
            DialogCommand::OpenPuzzles(seat) => self.open_puzzles(seat, now),
            DialogCommand::OpenOnline(seat) => self.open_online(seat),
        }
    }
}
