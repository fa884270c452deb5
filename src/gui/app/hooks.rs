//! The house-rule hooks in the game flow: `on_move` after each real move (the players' and the
//! computer's, never in a search), `on_game_end` once a game ends, whatever ended it. Their
//! message goes to both consoles, a hook's ending and award to the match, and a hook that
//! failed (it is switched off) to a toast with its `file:line`.

use crate::rules::{ByColor, Color, Outcome};
use crate::script::{HookContext, HookEvent, HookRun};

use super::HexApp;

impl HexApp {
    /// After a real move that the rules did not end: runs the `on_move` hooks. Returns the
    /// ending a hook gave (the game is then over).
    pub(super) fn move_hooks(&mut self) -> Option<Outcome> {
        if !self.rules.has_hooks(HookEvent::Move) {
            return None;
        }
        let ctx = self.hook_context();
        let run = self.rules.run_hooks(HookEvent::Move, &ctx);
        self.show_hook_run(&run, true);
        let end = run.end?;
        self.session.end_by_house_rule(end).then_some(end)
    }

    /// The game has ended: runs the `on_game_end` hooks and adds their extra points to the match.
    pub(super) fn game_end_hooks(&mut self) {
        if !self.rules.has_hooks(HookEvent::GameEnd) {
            return;
        }
        let ctx = self.hook_context();
        let run = self.rules.run_hooks(HookEvent::GameEnd, &ctx);
        self.session.award(run.award);
        self.show_hook_run(&run, false);
    }

    /// The session's facts with the clock's time left, while a clock is set.
    fn hook_context(&self) -> HookContext {
        let ctx = self.session.hook_context();
        let now = self.clock.now();
        match self.clock.clock() {
            Some(clock) => {
                let ms = |c: Color| u64::try_from(clock.remaining(c, now).as_millis()).unwrap_or(u64::MAX);
                ctx.with_clock(ByColor { white: ms(Color::White), black: ms(Color::Black) })
            }
            None => ctx,
        }
    }

    /// The hooks' messages on both consoles (replacing the last ones, or, when `replace` is off,
    /// only if there are new ones), and each failure as a toast.
    fn show_hook_run(&mut self, run: &HookRun, replace: bool) {
        if replace || !run.messages.is_empty() {
            self.view.house_note = run.message_line();
        }
        self.startup_notes.extend(run.failures.iter().map(ToString::to_string));
    }
}
