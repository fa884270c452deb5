//! Running the hooks of every enabled script for one event, and switching off a hook that
//! fails: it stays off until its script changes (a reload with other text gives it a new
//! chance), and the game goes on under the other rules.

use super::context::{HookContext, HookEvent};
use super::reply::{HookFailure, HookRun};
use super::script_hooks::ScriptHooks;

/// The hooks switched off so far, for one table (the app) or one command (the CLI).
#[derive(Clone, Debug, Default)]
pub struct HookRunner {
    off: Vec<(ScriptHooks, HookEvent)>,
}

impl HookRunner {
    /// A runner with every hook on.
    pub fn new() -> HookRunner {
        HookRunner::default()
    }

    /// Whether the hook of `event` in `hooks` was switched off.
    pub fn is_off(&self, hooks: &ScriptHooks, event: HookEvent) -> bool {
        self.off.iter().any(|(h, e)| *e == event && h.same_source(hooks))
    }

    /// Calls the hook of `event` of each script in `scripts` (in their order) that defines one
    /// and is not switched off. For `on_move`, the first hook that ends the game stops the
    /// rest. A hook that fails is switched off and reported in [`HookRun::failures`].
    pub fn run(&mut self, scripts: &[ScriptHooks], event: HookEvent, ctx: &HookContext) -> HookRun {
        let mut run = HookRun::default();
        for hooks in scripts.iter().filter(|h| h.defines(event)) {
            if self.is_off(hooks, event) {
                continue;
            }
            if event == HookEvent::Move && run.end.is_some() {
                break;
            }
            run.calls += 1;
            match hooks.call(event, ctx) {
                Ok(reply) => run.add(reply),
                Err(error) => {
                    self.off.push((hooks.clone(), event));
                    run.failures.push(HookFailure { event, error });
                }
            }
        }
        run
    }

    /// Forgets which hooks were switched off (every hook gets a new chance).
    pub fn reset(&mut self) {
        self.off.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, Game, Points};
    use crate::script::{ScriptErrorKind, builtin_variant, parse_house_rules};

    fn hooks_of(file: &str, source: &str) -> ScriptHooks {
        let rules = parse_house_rules(file, source, builtin_variant("glinski").unwrap()).expect("loads");
        rules.hooks.expect("the script has hooks")
    }

    fn start() -> HookContext {
        HookContext::after_move(&Game::new(builtin_variant("glinski").unwrap().start_position()))
    }

    #[test]
    fn every_script_speaks_and_the_first_ending_wins() {
        let a =
            hooks_of("a.lua", "return { on_move = function(ctx) return { message = 'a ' .. ctx.side_to_move } end }");
        let b =
            hooks_of("b.lua", "return { on_move = function() return { result = 'black', reason = 'b says so' } end }");
        let c =
            hooks_of("c.lua", "return { on_move = function() return { result = 'white', reason = 'c says so' } end }");
        let mut runner = HookRunner::new();
        let run = runner.run(&[a, b, c], HookEvent::Move, &start());
        assert_eq!(run.messages, ["a white"]);
        assert_eq!(run.end.map(|o| o.points), Some(Points::win(Color::Black)));
        assert_eq!(run.calls, 2, "c's hook does not run once b ended the game");
        assert!(run.failures.is_empty());
    }

    #[test]
    fn a_failing_hook_is_switched_off_until_its_script_changes() {
        let bad = hooks_of("bad.lua", "return {\n  on_move = function(ctx)\n    return ctx.nothing.here\n  end,\n}");
        let good = hooks_of("good.lua", "return { on_move = function() return { message = 'still here' } end }");
        let scripts = [bad.clone(), good];
        let mut runner = HookRunner::new();
        let first = runner.run(&scripts, HookEvent::Move, &start());
        let [failure] = first.failures.as_slice() else { panic!("one failure: {first:?}") };
        assert_eq!((failure.error.file.as_str(), failure.error.line), ("bad.lua", Some(3)));
        assert_eq!(failure.error.kind, ScriptErrorKind::Runtime);
        assert!(failure.to_string().contains("on_move is switched off"), "{failure}");
        assert_eq!(first.messages, ["still here"], "the other script's hook still runs");
        assert!(runner.is_off(&bad, HookEvent::Move));
        assert!(!runner.is_off(&bad, HookEvent::GameEnd));
        let second = runner.run(&scripts, HookEvent::Move, &start());
        assert_eq!((second.calls, second.failures.len()), (1, 0), "the bad hook stays off");
        let fixed = hooks_of("bad.lua", "return { on_move = function() return nil end }");
        assert!(!runner.is_off(&fixed, HookEvent::Move), "a changed script gets a new chance");
    }
}
