//! `hexchess engine`: a UCI-style line protocol on stdin and stdout (docs/engine-protocol.md).
//!
//! One thread reads stdin; the main thread handles commands and the events of a [`Thinker`],
//! which searches on its own thread, so `stop`, `isready` and `quit` answer during a search.

use std::io::BufRead;
use std::sync::mpsc::{self, Sender};
use std::time::Duration;

use crate::engine::{Clock, DEFAULT_HASH_MB, LEVELS, Level, SearchLimits, SearchRequest, Thinker, ThinkerEvent};
use crate::rules::{CoordMove, Game, Position, RuleSettings, StalemateRule, Variant};
use crate::script::resolve_variant;

use super::CliError;
use super::engine_command_error::EngineCommandError;

enum Message {
    Line(String),
    Wake,
    Eof,
}

/// The most lines `setoption name MultiPV` accepts.
const MAX_MULTIPV: usize = 256;

/// `value` as a number, or an error naming the limit or option.
fn number<N: std::str::FromStr>(name: &str, value: &str) -> Result<N, EngineCommandError> {
    value.parse().map_err(|_| EngineCommandError::NotANumber { name: name.to_string(), value: value.to_string() })
}

/// The engine's state between commands.
struct Session {
    variant: &'static Variant,
    game: Game,
    level: Level,
    stalemate: Option<StalemateRule>,
    threefold: Option<bool>,
    fifty_move: Option<bool>,
    hash_mb: usize,
    /// How many best lines a search reports (`MultiPV`).
    multipv: usize,
    thinker: Thinker,
    /// The root of the running search, to write its lines of play.
    searching: Option<Position>,
    seed: u64,
    wake: Sender<Message>,
}

/// Runs the protocol until `quit` or the end of input.
pub(crate) fn run() -> Result<(), CliError> {
    let (tx, rx) = mpsc::channel();
    let reader = tx.clone();
    std::thread::Builder::new().name("hexchess-stdin".into()).spawn(move || {
        for line in std::io::stdin().lock().lines() {
            match line {
                Ok(l) => {
                    if reader.send(Message::Line(l)).is_err() {
                        return;
                    }
                }
                Err(_) => break,
            }
        }
        let _ = reader.send(Message::Eof);
    })?;
    let variant = resolve_variant("glinski")?;
    let mut s = Session {
        variant,
        game: Game::new(variant.start_position()),
        level: Level::max(),
        stalemate: None,
        threefold: None,
        fifty_move: None,
        hash_mb: DEFAULT_HASH_MB,
        multipv: 1,
        thinker: Thinker::new(DEFAULT_HASH_MB),
        searching: None,
        seed: 1,
        wake: tx,
    };
    while let Ok(msg) = rx.recv() {
        match msg {
            Message::Line(line) => {
                if !s.command(line.trim()) {
                    break;
                }
            }
            Message::Wake => s.drain_events(),
            Message::Eof => break,
        }
    }
    s.finish_search();
    Ok(())
}

impl Session {
    /// Handles one command; `false` means quit.
    fn command(&mut self, line: &str) -> bool {
        let mut words = line.split_whitespace();
        let Some(cmd) = words.next() else { return true };
        let rest: Vec<&str> = words.collect();
        let result = match cmd {
            "uci" => {
                self.identify();
                Ok(())
            }
            "isready" => {
                println!("readyok");
                Ok(())
            }
            "ucinewgame" => {
                self.finish_search();
                self.thinker.new_game();
                self.game = Game::new(self.variant.start_position());
                Ok(())
            }
            "position" => {
                self.finish_search();
                self.position(&rest)
            }
            "go" => self.go(&rest),
            "stop" => {
                self.thinker.stop();
                Ok(())
            }
            "setoption" => {
                self.finish_search();
                self.set_option(&rest.join(" "))
            }
            "quit" => return false,
            other => Err(EngineCommandError::UnknownCommand(other.to_string())),
        };
        if let Err(e) = result {
            println!("info string error: {e}");
        }
        true
    }

    fn identify(&self) {
        println!("id name hexchess {}", env!("CARGO_PKG_VERSION"));
        println!("id author the hexchess developers");
        println!("option name Variant type combo default glinski var glinski var mccooey var shafran");
        let levels: String = LEVELS.iter().map(|l| format!(" var {}", l.name)).collect();
        println!("option name Level type combo default max{levels}");
        println!("option name Hash type spin default {DEFAULT_HASH_MB} min 1 max 4096");
        println!("option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}");
        println!("option name Stalemate type combo default variant var variant var glinski var draw");
        println!("option name Threefold type check default true");
        println!("option name FiftyMove type check default true");
        println!("uciok");
    }

    fn rules(&self) -> RuleSettings {
        let mut rules = self.variant.default_rules();
        if let Some(s) = self.stalemate {
            rules.stalemate = s;
        }
        if let Some(t) = self.threefold {
            rules.threefold = t;
        }
        if let Some(f) = self.fifty_move {
            rules.fifty_move = f;
        }
        rules
    }

    /// `position startpos|fen F [moves …]`.
    fn position(&mut self, args: &[&str]) -> Result<(), EngineCommandError> {
        let moves_at = args.iter().position(|w| *w == "moves").unwrap_or(args.len());
        let (setup, moves) = args.split_at(moves_at);
        let start = match setup.split_first() {
            Some((&"startpos", [])) => self.variant.start_position(),
            Some((&"fen", fen)) if !fen.is_empty() => Position::from_fen(self.variant, &fen.join(" "))?,
            _ => return Err(EngineCommandError::PositionSyntax),
        };
        let mut game = Game::new(start);
        for text in moves.iter().skip(1) {
            let mv = CoordMove::parse(text)?
                .resolve(game.position())
                .map_err(|source| EngineCommandError::UnresolvedMove { text: text.to_string(), source })?;
            game.play(mv).map_err(|source| EngineCommandError::IllegalMove { text: text.to_string(), source })?;
        }
        self.game = game;
        Ok(())
    }

    /// `go [depth N] [nodes N] [movetime MS] [wtime MS btime MS winc MS binc MS movestogo N] [infinite]`.
    fn go(&mut self, args: &[&str]) -> Result<(), EngineCommandError> {
        if self.thinker.is_thinking() {
            return Err(EngineCommandError::Busy);
        }
        let mut limits = SearchLimits::default();
        let mut clock = Clock::default();
        let (mut has_clock, mut infinite) = (false, false);
        let mut it = args.iter();
        while let Some(&key) = it.next() {
            if key == "infinite" {
                infinite = true;
                continue;
            }
            let value = it.next().ok_or_else(|| EngineCommandError::MissingLimitValue(key.to_string()))?;
            let n: u64 = number(&format!("go {key}"), value)?;
            let ms = Duration::from_millis(n);
            match key {
                "depth" => limits.depth = Some(n.clamp(1, 100) as u32),
                "nodes" => limits.nodes = Some(n),
                "movetime" => limits.movetime = Some(ms),
                "wtime" => (clock.time[0], has_clock) = (ms, true),
                "btime" => (clock.time[1], has_clock) = (ms, true),
                "winc" => clock.increment[0] = ms,
                "binc" => clock.increment[1] = ms,
                "movestogo" => clock.moves_to_go = Some(n.min(1000) as u32),
                other => return Err(EngineCommandError::UnknownLimit(other.to_string())),
            }
        }
        if has_clock {
            limits.clock = Some(clock);
        }
        if limits == SearchLimits::default() && !infinite {
            limits = self.level.limits();
        }
        self.seed = self.seed.wrapping_add(1);
        let config = self.level.config(self.rules(), self.seed);
        let request = SearchRequest::from_game(&self.game, limits, config).with_multipv(self.multipv);
        let wake = self.wake.clone();
        self.searching = Some(request.position);
        self.thinker
            .start(request, move || {
                let _ = wake.send(Message::Wake);
            })
            .map_err(EngineCommandError::from)
    }

    /// `setoption name N value V`.
    fn set_option(&mut self, text: &str) -> Result<(), EngineCommandError> {
        let body = text.strip_prefix("name ").ok_or(EngineCommandError::OptionSyntax)?;
        let (name, value) = match body.split_once(" value ") {
            Some((n, v)) => (n.trim(), v.trim()),
            None => (body.trim(), ""),
        };
        let flag = |v: &str| match v {
            "true" => Ok(true),
            "false" => Ok(false),
            _ => Err(EngineCommandError::BadChoice {
                name: name.to_string(),
                expected: "true or false",
                value: v.to_string(),
            }),
        };
        match name.to_ascii_lowercase().as_str() {
            "variant" => {
                self.variant = resolve_variant(value)?;
                self.game = Game::new(self.variant.start_position());
                self.thinker.new_game();
            }
            "level" => self.level = Level::by_name(value)?,
            "hash" => {
                let mb: usize = number("Hash", value)?;
                self.hash_mb = mb.clamp(1, 4096);
                self.thinker = Thinker::new(self.hash_mb);
            }
            "multipv" => {
                let n: usize = number("MultiPV", value)?;
                self.multipv = n.clamp(1, MAX_MULTIPV);
            }
            "stalemate" => {
                self.stalemate = match value {
                    "variant" => None,
                    "glinski" => Some(StalemateRule::Glinski),
                    "draw" => Some(StalemateRule::Draw),
                    _ => {
                        return Err(EngineCommandError::BadChoice {
                            name: "Stalemate".into(),
                            expected: "variant, glinski or draw",
                            value: value.to_string(),
                        });
                    }
                }
            }
            "threefold" => self.threefold = Some(flag(value)?),
            "fiftymove" => self.fifty_move = Some(flag(value)?),
            _ => return Err(EngineCommandError::UnknownOption(name.to_string())),
        }
        Ok(())
    }

    /// Prints the pending events of the running search.
    fn drain_events(&mut self) {
        while let Some(event) = self.thinker.poll() {
            self.print_event(event);
        }
    }

    fn print_event(&mut self, event: ThinkerEvent) {
        let Some(root) = self.searching else { return };
        match event {
            ThinkerEvent::Info(info) => info.to_multipv_lines(&root).iter().for_each(|line| println!("{line}")),
            ThinkerEvent::Done(result) => {
                self.searching = None;
                match result.best {
                    Some(mv) => println!("bestmove {}", CoordMove::from_move(&root, mv)),
                    None => println!("bestmove (none)"),
                }
            }
        }
    }

    /// Stops a running search and prints its best move.
    fn finish_search(&mut self) {
        if !self.thinker.is_thinking() {
            return;
        }
        self.thinker.stop();
        if let Some(result) = self.thinker.wait() {
            self.print_event(ThinkerEvent::Done(result));
        }
    }
}
