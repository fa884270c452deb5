//! A game played move by move with house-rule hooks and no clock or match: what
//! `hexchess play --scripts` and replaying a record under scripts use. (The app drives a
//! [`HookRunner`] itself, adding its clocks and match score to each `ctx`.)

use std::time::{Duration, Instant};

use crate::rules::{ByColor, Game, IllegalMove, Move, Outcome, Position, RuleSettings};

use super::context::{HookContext, HookEvent};
use super::reply::HookRun;
use super::runner::HookRunner;
use super::script_hooks::ScriptHooks;

/// Why a move was not played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HookedPlayError {
    /// The game is over, by the rules or by a hook.
    #[error("the game is already over")]
    GameOver,
    /// The move is not legal.
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
}

/// A game with the hooks of its scripts run after each move and at its end.
#[derive(Clone, Debug)]
pub struct HookedGame {
    game: Game,
    rules: RuleSettings,
    hooks: Vec<ScriptHooks>,
    runner: HookRunner,
    end: Option<Outcome>,
    log: Vec<(usize, HookRun)>,
    award: ByColor<u32>,
    spent: Duration,
}

impl HookedGame {
    /// A game from `start` under `rules`, with the hooks of `hooks` (in file-name order).
    pub fn new(start: Position, rules: RuleSettings, hooks: Vec<ScriptHooks>) -> HookedGame {
        HookedGame {
            game: Game::new(start),
            rules,
            hooks,
            runner: HookRunner::new(),
            end: None,
            log: Vec::new(),
            award: ByColor::default(),
            spent: Duration::ZERO,
        }
    }

    /// Replays the moves of `game` under `rules` and `hooks`, stopping where the game ends (by
    /// the rules or by a hook); [`HookedGame::game`] then holds the moves played.
    pub fn replay(game: &Game, rules: RuleSettings, hooks: Vec<ScriptHooks>) -> HookedGame {
        let mut hooked = HookedGame::new(*game.start(), rules, hooks);
        for mv in game.moves() {
            if hooked.play(*mv).is_err() {
                break;
            }
        }
        hooked
    }

    /// The game so far.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The ending a hook gave, if one did.
    pub fn hook_ending(&self) -> Option<Outcome> {
        self.end
    }

    /// How the game ended: a hook's ending, else the rules' (built-in stalemate scoring); `None`
    /// while it goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        self.end.or_else(|| self.game.status(&self.rules).outcome(&self.rules))
    }

    /// Every hook run so far, with the number of plies played when it ran.
    pub fn log(&self) -> &[(usize, HookRun)] {
        &self.log
    }

    /// The extra match points the `on_game_end` hooks awarded, in quarter points.
    pub fn award(&self) -> ByColor<u32> {
        self.award
    }

    /// How many hooks were called, and the wall time all the calls took together.
    pub fn cost(&self) -> (u32, Duration) {
        (self.log.iter().map(|(_, r)| r.calls).sum(), self.spent)
    }

    /// Plays `mv`; then, unless the rules end the game, the `on_move` hooks; once the game is
    /// over (by either), the `on_game_end` hooks.
    ///
    /// # Errors
    /// [`HookedPlayError`] when the game is over or the move is illegal.
    pub fn play(&mut self, mv: Move) -> Result<(), HookedPlayError> {
        if self.outcome().is_some() {
            return Err(HookedPlayError::GameOver);
        }
        self.game.play(mv)?;
        if !self.game.status(&self.rules).is_over() {
            self.end = self.run(HookEvent::Move, None).end;
        }
        if let Some(outcome) = self.outcome() {
            self.award = self.run(HookEvent::GameEnd, Some(outcome)).award;
        }
        Ok(())
    }

    /// Runs the hooks of `event` (at the end, of the game that ended with `outcome`); the time
    /// taken counts the making of `ctx` too.
    fn run(&mut self, event: HookEvent, outcome: Option<Outcome>) -> HookRun {
        if !self.hooks.iter().any(|h| h.defines(event)) {
            return HookRun::default();
        }
        let started = Instant::now();
        let ctx = match outcome {
            Some(o) => HookContext::at_end(&self.game, o),
            None => HookContext::after_move(&self.game),
        };
        let run = self.runner.run(&self.hooks, event, &ctx);
        self.spent += started.elapsed();
        if run.calls > 0 {
            self.log.push((self.game.moves().len(), run.clone()));
        }
        run
    }
}
