//! `hexchess online ping`: how long a move takes to reach the other side on loopback.
//!
//! A host and a guest in this process, each an iroh endpoint on 127.0.0.1 with relays off,
//! play random legal moves to each other through the whole stack (session, codec, iroh). Each
//! figure is the time from one side's `play` to the other side's `Moved` event, one way.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use crate::engine::Rng;
use crate::online::{Connection, GameSetup, IrohOptions, OnlineSession, RelayChoice, SessionEvent, Update, iroh_link};
use crate::rules::Color;
use crate::script::builtin_variant;

use super::CliError;

/// Plays `moves` moves across loopback and prints the median, p99 and worst one-way times.
pub(crate) fn ping(moves: usize, seed: u64) -> Result<(), CliError> {
    let loopback = IrohOptions { bind: Some(SocketAddr::from(([127, 0, 0, 1], 0))), relay: RelayChoice::Disabled };
    let mut rng = Rng::new(seed);
    let mut times: Vec<Duration> = Vec::with_capacity(moves);
    let started = Instant::now();
    let now = move || started.elapsed();
    let mut games = 0;
    while times.len() < moves {
        games += 1;
        let variant = builtin_variant("glinski")?;
        let setup = GameSetup::plain("glinski", variant, Color::White);
        let game = rng.next_u64();
        let (host_link, address) = iroh_link::host(&loopback)?;
        let guest_link = iroh_link::join(&address, &loopback)?;
        let mut sides = [
            Connection::new(OnlineSession::host("host", game, setup)?, Box::new(host_link)),
            Connection::new(OnlineSession::guest("guest", game, Vec::new()), Box::new(guest_link)),
        ];
        let deadline = Instant::now() + Duration::from_secs(20);
        while sides.iter().any(|c| c.session().link_state() != crate::online::LinkState::Connected) {
            if Instant::now() > deadline {
                return Err(CliError::PingNoConnection);
            }
            for side in &mut sides {
                side.poll(Duration::from_millis(1), now);
            }
        }
        let mut mover = 0;
        while times.len() < moves && !sides[0].session().is_over() {
            let Some(table) = sides[mover].session().table() else { break };
            let legal = table.game().position().legal_moves();
            if legal.is_empty() || table.ply() >= 200 {
                break;
            }
            let mv = legal[rng.below(legal.len() as u64) as usize];
            let sent = Instant::now();
            sides[mover].session_mut().play(mv, now())?;
            sides[mover].flush()?;
            let other = 1 - mover;
            let arrived = loop {
                let updates = sides[other].poll(Duration::from_millis(50), now);
                if updates.iter().any(|u| matches!(u, Update::Event(SessionEvent::Moved(_)))) {
                    break sent.elapsed();
                }
                if let Some(Update::Refused(e)) = updates.iter().find(|u| matches!(u, Update::Refused(_))) {
                    return Err(e.clone().into());
                }
                if sent.elapsed() > Duration::from_secs(10) {
                    return Err(CliError::PingMoveLost);
                }
            };
            times.push(arrived);
            mover = other;
        }
        for side in &mut sides {
            side.close();
        }
    }
    times.sort();
    let at = |q: f64| times[((times.len() as f64 * q).ceil() as usize).clamp(1, times.len()) - 1];
    let us = |d: Duration| d.as_secs_f64() * 1e6;
    println!(
        "{} moves in {games} games over iroh on loopback (relays off), one way: median {:.0} µs, p99 {:.0} µs, worst {:.0} µs",
        times.len(),
        us(at(0.5)),
        us(at(0.99)),
        us(times[times.len() - 1])
    );
    Ok(())
}
