//! The game both sides play: the start, the log of moves with the movers' clocks, the rules'
//! game, and this side's chess clock.

use std::time::Duration;

use crate::clock::{ChessClock, ClockPhase, ClockSnapshot};
use crate::rules::{ByColor, Color, CoordMove, Game, IllegalMove, Move, Position, Variant};
use crate::script::resolve_variant;

use super::error::{MoveRefused, SetupError};
use super::protocol::{GameSetup, LoggedMove};

/// The game of an online session.
#[derive(Clone, Debug)]
pub struct Table {
    setup: GameSetup,
    game: Game,
    log: Vec<LoggedMove>,
    clock: Option<ChessClock>,
}

impl Table {
    /// A table for `setup`, at its start.
    ///
    /// # Errors
    /// [`SetupError`] when this app has no such variant or cannot read the start.
    pub fn new(setup: GameSetup) -> Result<Table, SetupError> {
        let variant: &'static Variant =
            resolve_variant(&setup.variant).map_err(|_| SetupError::UnknownVariant(setup.variant.clone()))?;
        let start = Position::from_fen(variant, &setup.start).map_err(|e| SetupError::BadStart(e.to_string()))?;
        let clock = setup.clock.map(|control| ChessClock::new(control, false));
        Ok(Table { setup, game: Game::new(start), log: Vec::new(), clock })
    }

    /// The settings.
    pub fn setup(&self) -> &GameSetup {
        &self.setup
    }

    /// The rules' game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The log: every move with its mover's clock.
    pub fn log(&self) -> &[LoggedMove] {
        &self.log
    }

    /// The number of moves played.
    pub fn ply(&self) -> u32 {
        self.log.len() as u32
    }

    /// The clock, if the game has one.
    pub fn clock(&self) -> Option<&ChessClock> {
        self.clock.as_ref()
    }

    /// The clock, to run or pause it.
    pub fn clock_mut(&mut self) -> Option<&mut ChessClock> {
        self.clock.as_mut()
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.game.position().turn()
    }

    /// Plays `mv` with its mover's clock after it.
    ///
    /// # Errors
    /// Why the rules refuse it.
    pub fn play(&mut self, mv: Move, clock_ms: Option<u64>) -> Result<(), IllegalMove> {
        let text = CoordMove::from_move(self.game.position(), mv).to_string();
        self.game.play(mv)?;
        self.log.push(LoggedMove { mv: text, clock_ms });
        Ok(())
    }

    /// The move `text` in coordinate notation, resolved in the current position.
    ///
    /// # Errors
    /// Why it cannot be read or is not legal here.
    pub fn resolve(&self, text: &str) -> Result<Move, MoveRefused> {
        Ok(CoordMove::parse_legal(self.game.position(), text)?)
    }

    /// Takes the game back to `ply` moves.
    pub fn truncate(&mut self, ply: u32) {
        self.game.truncate(ply as usize);
        self.log.truncate(ply as usize);
    }

    /// A table at the same start with `log` replayed, keeping this table's clock.
    ///
    /// # Errors
    /// [`SetupError::BadMove`] at the first move the rules refuse.
    pub fn replayed(&self, log: &[LoggedMove]) -> Result<Table, SetupError> {
        let mut table = Table {
            setup: self.setup.clone(),
            game: Game::new(*self.game.start()),
            log: Vec::new(),
            clock: self.clock.clone(),
        };
        for (i, logged) in log.iter().enumerate() {
            let bad = |why: MoveRefused| SetupError::BadMove { ply: i as u32, text: logged.mv.clone(), why };
            let mv = table.resolve(&logged.mv).map_err(bad)?;
            table.play(mv, logged.clock_ms).map_err(|e| bad(e.into()))?;
        }
        Ok(table)
    }

    /// The last clock `side` reported with one of its moves.
    pub fn last_reported(&self, side: Color) -> Option<Duration> {
        let first = self.game.start().turn();
        self.log
            .iter()
            .enumerate()
            .rev()
            .find(|(i, _)| if i % 2 == 0 { first == side } else { first != side })
            .and_then(|(_, m)| m.clock_ms)
            .map(Duration::from_millis)
    }

    /// Sets the clock to `left` for each side, paused with the side to move to run next (or
    /// stopped when `running` is false); the moves count comes from the log.
    pub fn reset_clock(&mut self, left: ByColor<Duration>, running: bool) {
        let Some(clock) = &self.clock else { return };
        let first = self.game.start().turn();
        let n = self.log.len() as u32;
        let by_first = n.div_ceil(2);
        let by_second = n / 2;
        let moves = ByColor::new_with(|side| if side == first { by_first } else { by_second });
        let phase =
            if running { ClockPhase::Paused { side: self.turn(), awaiting_tap: false } } else { ClockPhase::Stopped };
        let snapshot = ClockSnapshot {
            control: clock.control(),
            tap_to_end_turn: false,
            remaining: left,
            phase,
            low_time_warned: ByColor::default(),
            turn_used: Duration::ZERO,
            moves,
        };
        self.clock = Some(ChessClock::restore(&snapshot));
    }
}
