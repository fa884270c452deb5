//! `hexchess online host|join`: an online game from the terminal, typed moves or the engine
//! playing this side (`--level`), so two processes can play a whole game unattended.
//!
//! The host prints the invite code on its first line. Each move is printed as
//! `move N TEXT` as it is played (by either side); the last line is the result. Both sides
//! write the record (`--record`) when the game ends, then exit.

use std::io::{BufRead, Write};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant, SystemTime};

use crate::clock::TimeControl;
use crate::engine::{Clock, Level, SearchRequest, Searcher};
use crate::online::{
    Connection, GameSetup, Invite, IrohOptions, LinkState, OnlineSession, RelayChoice, SessionEvent, Update, iroh_link,
    online_record, script_digests,
};
use crate::rules::{Color, parse_any};
use crate::script::resolve_variant;
use crate::storage::{atomic_write, pgn_date};

use super::CliError;
use super::rule_args::RuleArgs;

/// `hexchess online …`.
#[derive(clap::Subcommand, Debug)]
pub enum OnlineCommand {
    /// Host a game: prints the invite code first, then waits for the guest.
    Host(HostArgs),
    /// Join a game with the host's invite code (again after a drop: the game continues).
    Join(JoinArgs),
    /// Measure how long a move takes to reach the other side over iroh on loopback.
    Ping {
        /// How many moves to time.
        #[arg(long, default_value_t = 1000)]
        moves: usize,
        /// The seed of the random moves.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

/// The network and player options both sides share.
#[derive(clap::Args, Debug, Clone)]
pub struct PlayerArgs {
    /// The engine plays this side at this level (novice, beginner, casual, club, strong, max);
    /// without it, moves are typed.
    #[arg(long)]
    pub level: Option<String>,
    /// Write the game's record here when it ends.
    #[arg(long)]
    pub record: Option<PathBuf>,
    /// This player's name.
    #[arg(long)]
    pub name: Option<String>,
    /// The local address to bind, e.g. 127.0.0.1:0.
    #[arg(long)]
    pub bind: Option<SocketAddr>,
    /// Use no relay server: direct addresses only (a LAN, loopback).
    #[arg(long, conflicts_with = "relay")]
    pub no_relay: bool,
    /// A self-hosted iroh-relay's URL instead of iroh's public relays.
    #[arg(long)]
    pub relay: Option<String>,
    /// The engine waits at least this long before each of its moves (to watch a game).
    #[arg(long, default_value_t = 0, hide = true)]
    pub pace_ms: u64,
    /// Give up when nothing happens for this many seconds (0: never).
    #[arg(long, default_value_t = 0)]
    pub timeout: u64,
}

/// `hexchess online host`.
#[derive(clap::Args, Debug, Clone)]
pub struct HostArgs {
    /// The variant.
    #[arg(long, default_value = "glinski")]
    pub variant: String,
    /// The host's colour.
    #[arg(long = "as", default_value = "white")]
    pub color: String,
    /// The clock, e.g. `5+3` or `10 bronstein 5` (none by default).
    #[arg(long)]
    pub clock: Option<String>,
    /// The player and network options.
    #[command(flatten)]
    pub player: PlayerArgs,
    /// The rules in force (the host's).
    #[command(flatten)]
    pub rules: RuleArgs,
}

/// `hexchess online join`.
#[derive(clap::Args, Debug, Clone)]
pub struct JoinArgs {
    /// The host's invite code.
    pub invite: String,
    /// The guest's own house-rule scripts, to name those of the host that differ.
    #[arg(long)]
    pub scripts: Option<PathBuf>,
    /// The player and network options.
    #[command(flatten)]
    pub player: PlayerArgs,
}

pub(crate) fn run(command: OnlineCommand) -> Result<(), CliError> {
    match command {
        OnlineCommand::Host(args) => host(&args),
        OnlineCommand::Join(args) => join(&args),
        OnlineCommand::Ping { moves, seed } => super::online_ping::ping(moves.max(1), seed),
    }
}

fn iroh_options(p: &PlayerArgs) -> IrohOptions {
    let relay = match (&p.relay, p.no_relay) {
        (_, true) => RelayChoice::Disabled,
        (Some(url), false) => RelayChoice::Custom(url.clone()),
        (None, false) => RelayChoice::Public,
    };
    IrohOptions { bind: p.bind, relay }
}

fn host(args: &HostArgs) -> Result<(), CliError> {
    let variant = resolve_variant(&args.variant)?;
    let resolved = args.rules.resolve_with_hooks(variant)?;
    let host_color = match args.color.to_ascii_lowercase().as_str() {
        "white" | "w" => Color::White,
        "black" | "b" => Color::Black,
        other => return Err(CliError::BadSide(other.to_string())),
    };
    let clock = args.clock.as_deref().map(str::parse::<TimeControl>).transpose()?;
    let scripts = args.rules.scripts.as_deref().map(script_digests).unwrap_or_default();
    let setup = GameSetup {
        variant: args.variant.clone(),
        start: variant.start_position().fen(),
        rules: resolved.settings,
        clock,
        host_color,
        scripts,
    };
    let game_id = random_game_id();
    let name = args.player.name.clone().unwrap_or_else(|| "Host".into());
    let session = OnlineSession::host(&name, game_id, setup)?;
    let (link, address) = iroh_link::host(&iroh_options(&args.player))?;
    println!("{}", Invite { game: game_id, address }.code());
    let _ = std::io::stdout().flush();
    play(Connection::new(session, Box::new(link)), &args.player)
}

fn join(args: &JoinArgs) -> Result<(), CliError> {
    let invite = Invite::parse(&args.invite)?;
    let own = args.scripts.as_deref().map(script_digests).unwrap_or_default();
    let name = args.player.name.clone().unwrap_or_else(|| "Guest".into());
    let session = OnlineSession::guest(&name, invite.game, own);
    let link = iroh_link::join(&invite.address, &iroh_options(&args.player))?;
    println!("joining game {}", invite.game);
    play(Connection::new(session, Box::new(link)), &args.player)
}

/// A random game number from the clock and the process (no crate needed for 64 random bits
/// that only tell games apart).
fn random_game_id() -> u64 {
    let nanos = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64);
    crate::online::digest(&[nanos.to_le_bytes(), u64::from(std::process::id()).to_le_bytes()].concat())
        .get(..16)
        .and_then(|h| u64::from_str_radix(h, 16).ok())
        .unwrap_or(nanos)
}

fn typed_lines() -> Receiver<String> {
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        for line in std::io::stdin().lock().lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    rx
}

fn play(mut conn: Connection, p: &PlayerArgs) -> Result<(), CliError> {
    let level = p.level.as_deref().map(Level::by_name).transpose()?;
    let typed = level.is_none().then(typed_lines);
    let started = Instant::now();
    let now = move || started.elapsed();
    let mut searcher = Searcher::new(16);
    let mut printed = 0usize;
    let mut last_activity = Instant::now();
    let mut turn_since = Instant::now();
    loop {
        let updates = conn.poll(Duration::from_millis(20), now);
        if !updates.is_empty() {
            last_activity = Instant::now();
        }
        for update in updates {
            report(&conn, &update);
        }
        printed = print_new_moves(&conn, printed);
        if conn.session().is_over() {
            break;
        }
        if conn.session().peer_left() {
            return Err(CliError::OpponentLeft);
        }
        if p.timeout > 0 && last_activity.elapsed() > Duration::from_secs(p.timeout) {
            return Err(CliError::Idle(p.timeout));
        }
        let session = conn.session();
        let my_turn = session.link_state() == LinkState::Connected
            && session.my_color().is_some_and(|me| session.table().is_some_and(|t| t.turn() == me));
        if !my_turn {
            turn_since = Instant::now();
        }
        if let Some(level) = level {
            if my_turn && turn_since.elapsed() >= Duration::from_millis(p.pace_ms) {
                engine_move(&mut conn, level, &mut searcher, now())?;
                last_activity = Instant::now();
            }
        } else if let Some(rx) = &typed {
            while let Ok(line) = rx.try_recv() {
                typed_command(&mut conn, line.trim(), now());
                last_activity = Instant::now();
            }
        }
        let _ = conn.flush();
    }
    print_new_moves(&conn, printed);
    finish(&mut conn, p.record.as_deref())
}

fn report(conn: &Connection, update: &Update) {
    let s = conn.session();
    match update {
        Update::Refused(e) => eprintln!("refused: {e}"),
        Update::Event(SessionEvent::Started) => {
            println!(
                "playing {} as {:?} against {}",
                variant_of(conn),
                s.my_color().unwrap_or(Color::White),
                s.peer_name().unwrap_or("?")
            );
            for name in s.differing_scripts() {
                println!("note: the host's {name} differs from yours");
            }
        }
        Update::Event(SessionEvent::Resumed { caught_up }) => println!("opponent back; {caught_up} moves caught up"),
        Update::Event(SessionEvent::ConnectionLost) => println!("waiting for your opponent"),
        Update::Event(SessionEvent::Offered(o)) => println!("opponent offers: {o:?} (accept / decline)"),
        Update::Event(SessionEvent::Declined(o)) => println!("opponent declined: {o:?}"),
        Update::Event(SessionEvent::Rewound { to }) => println!("rewound to move {to}"),
        Update::Event(SessionEvent::Chat(text)) => println!("chat: {text}"),
        Update::Event(_) => {}
    }
}

fn variant_of(conn: &Connection) -> String {
    conn.session().table().map_or_else(String::new, |t| t.setup().variant.clone())
}

fn print_new_moves(conn: &Connection, printed: usize) -> usize {
    let Some(table) = conn.session().table() else { return printed };
    let log = table.log();
    if log.len() < printed {
        return log.len();
    }
    for (i, m) in log.iter().enumerate().skip(printed) {
        println!("move {} {}", i + 1, m.mv);
    }
    let _ = std::io::stdout().flush();
    log.len()
}

fn engine_move(conn: &mut Connection, level: Level, searcher: &mut Searcher, now: Duration) -> Result<(), CliError> {
    let session = conn.session();
    let Some(table) = session.table() else { return Ok(()) };
    let limits = match (table.clock(), table.setup().clock) {
        (Some(clock), Some(control)) => level.limits_on_clock(Clock {
            time: [clock.remaining(Color::White, now), clock.remaining(Color::Black, now)],
            increment: [control.increment(); 2],
            moves_to_go: None,
        }),
        _ => level.limits(),
    };
    let seed = session.game_id() ^ u64::from(table.ply());
    let request = SearchRequest::from_game(table.game(), limits, level.config(table.setup().rules, seed));
    let stop = AtomicBool::new(false);
    let result = searcher.search(&request, &stop, |_| {});
    let Some(mv) = result.best else { return Ok(()) };
    conn.session_mut().play(mv, now).map_err(CliError::EngineMove)?;
    conn.flush()?;
    Ok(())
}

fn typed_command(conn: &mut Connection, line: &str, now: Duration) {
    let s = conn.session_mut();
    let done = match line {
        "" => return,
        "draw" => s.offer_draw(),
        "accept" => s.answer(true, now).map(|_| ()),
        "decline" => s.answer(false, now).map(|_| ()),
        "rewind" | "takeback" => s.request_rewind(),
        "resign" => s.resign(now),
        _ if line.starts_with("chat ") => {
            s.chat(&line[5..]);
            Ok(())
        }
        text => match s.table().map(|t| parse_any(t.game().position(), text)) {
            Some(Ok(mv)) => s.play(mv, now),
            Some(Err(e)) => {
                eprintln!("{e}");
                return;
            }
            None => Err(crate::online::ActionError::NotStarted),
        },
    };
    if let Err(e) = done {
        eprintln!("{e}");
    }
    let _ = conn.flush();
}

fn finish(conn: &mut Connection, record: Option<&Path>) -> Result<(), CliError> {
    let result = conn.session().outcome();
    if let (Some(path), Some(rec)) = (record, online_record(conn.session(), &pgn_date(SystemTime::now()))) {
        atomic_write(path, rec.to_text().as_bytes())?;
    }
    conn.close();
    // Let the goodbye leave before the process ends.
    std::thread::sleep(Duration::from_millis(300));
    match result {
        Some(o) => println!("result {} ({})", o.points.result_text(), o.reason.describe()),
        None => println!("result *"),
    }
    Ok(())
}
