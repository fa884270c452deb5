//! The record of an online game: both players named, "online", the movers' clocks.

use std::time::Duration;

use crate::record::{GameRecord, GameResult, RecordInfo, TimeControl};
use crate::rules::Color;

use super::session::{OnlineSession, Role};

/// The record of `session`'s game dated `date` (`YYYY.MM.DD`); `None` before the settings are
/// known. Both sides write the same record of the same game.
pub fn online_record(session: &OnlineSession, date: &str) -> Option<GameRecord> {
    let table = session.table()?;
    let me = session.my_color()?;
    let peer = session.peer_name().unwrap_or("?").to_string();
    let mine = session.name().to_string();
    let (host, guest) = if session.role() == Role::Host { (mine, peer) } else { (peer, mine) };
    let host_color = table.setup().host_color;
    let _ = me;
    let (white, black) = if host_color == Color::White { (host, guest) } else { (guest, host) };
    let outcome = session.outcome();
    let info = RecordInfo {
        event: "Online game".into(),
        site: "online".into(),
        date: date.into(),
        white,
        black,
        result: outcome.map_or(GameResult::Unfinished, |o| GameResult::Decided(o.points)),
        termination: outcome.map(|o| o.reason),
        time_control: table.setup().clock.map(|c| TimeControl { base: c.base(), increment: c.increment() }),
        clocks: table.log().iter().map(|m| m.clock_ms.map(Duration::from_millis)).collect(),
        extra_tags: vec![("Mode".into(), "online".into())],
    };
    Some(GameRecord::from_game(table.game(), &info))
}
