//! The autosave's app part: what the app keeps in the document besides the game, the one place
//! the document is built, and reading it at start (the offer to resume it, or the message
//! about a damaged one). The app writes it (off the UI thread, [`super::writer`]) whenever the
//! game changes and restores it (`app/autosave.rs`).

use std::path::PathBuf;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

use crate::autosave::{self, Autosave, AutosaveError, ClockState, MatchScore, Resumed};
use crate::clock::{ClockPhase, ClockSnapshot};
use crate::rules::{Color, RuleSettings, Variant};
use crate::script::{VariantEntry, record_variant};
use crate::storage::move_aside;

use super::state::{RecordsState, ResumeOffer};
use super::writer::AutosaveWriter;
use crate::gui::model::rules_provider::RuleOverrides;
use crate::gui::model::seat::Seat;
use crate::gui::model::session::GameSession;

/// App state kept in the autosave's free-form `extra` field.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct AppExtra {
    /// Games finished in the match (the console shows "game N").
    pub games_finished: u32,
    /// The player's rule choices in Settings when the game was saved.
    pub user_rules: Option<RuleOverrides>,
    /// The full clock state when the game is timed (`Autosave::clock` holds the readable summary).
    pub clock: Option<ClockSnapshot>,
    /// Per seat (bottom, top): the level of the computer playing it (`"club"`), if any.
    pub computers: [Option<String>; 2],
}

impl AppExtra {
    /// The extras of a saved document (defaults where it has none, or unreadable ones).
    pub fn of(doc: &Autosave) -> AppExtra {
        serde_json::from_value(doc.extra.clone()).unwrap_or_default()
    }
}

/// How long a frame waits for its autosave to reach the disk before drawing on.
pub const AUTOSAVE_WAIT: Duration = Duration::from_millis(500);

// ==================================================================================
// THE ONE PLACE where the autosave document is built from the app's state.
// The clock: `doc.clock` is a readable summary; the full snapshot goes into `extra`.
// ==================================================================================
/// The autosave of the match as it stands: the game, the rules in force, the match score,
/// which seat plays White, the outcome, and the app's own extras (the player's rule choices,
/// the clock, the computer's levels per seat).
pub fn build_autosave(
    session: &GameSession,
    rules: RuleSettings,
    user_rules: RuleOverrides,
    clock: Option<ClockSnapshot>,
    computers: [Option<&str>; 2],
) -> Autosave {
    let mut doc = Autosave::new(session.game(), rules);
    doc.score = MatchScore { bottom: session.score(Seat::Bottom), top: session.score(Seat::Top) };
    doc.white_seat = session.white_seat().map(to_doc_seat);
    doc.outcome = session.outcome();
    doc.clock = clock.as_ref().map(clock_state);
    let extra = AppExtra {
        games_finished: session.games_finished(),
        user_rules: Some(user_rules),
        clock,
        computers: computers.map(|l| l.map(str::to_string)),
    };
    doc.extra = serde_json::to_value(extra).unwrap_or_default();
    doc
}

/// The readable summary of a clock snapshot, in milliseconds.
fn clock_state(snapshot: &ClockSnapshot) -> ClockState {
    let ms = |d: std::time::Duration| u64::try_from(d.as_millis()).unwrap_or(u64::MAX);
    ClockState {
        base_ms: ms(snapshot.control.base()),
        increment_ms: ms(snapshot.control.increment()),
        white_ms: ms(*snapshot.remaining.get(Color::White)),
        black_ms: ms(*snapshot.remaining.get(Color::Black)),
        started: snapshot.phase != ClockPhase::Waiting,
        tap_to_end_turn: snapshot.tap_to_end_turn,
    }
}

/// The autosave's name for a seat.
pub fn to_doc_seat(seat: Seat) -> autosave::Seat {
    match seat {
        Seat::Bottom => autosave::Seat::Bottom,
        Seat::Top => autosave::Seat::Top,
    }
}

/// The seat an autosave names.
pub fn from_doc_seat(seat: autosave::Seat) -> Seat {
    match seat {
        autosave::Seat::Bottom => Seat::Bottom,
        autosave::Seat::Top => Seat::Top,
    }
}

/// `just now`, `12 min ago`, `3 h ago`, `2 days ago`.
fn ago(saved_at_ms: u64) -> String {
    let now = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64);
    let minutes = now.saturating_sub(saved_at_ms) / 60_000;
    match minutes {
        0 => "just now".into(),
        m if m < 60 => format!("{m} min ago"),
        m if m < 48 * 60 => format!("{} h ago", m / 60),
        m => format!("{} days ago", m / (24 * 60)),
    }
}

/// The rule choices that turn `defaults` into `rules` (for an autosave without them).
pub fn overrides_between(defaults: RuleSettings, rules: RuleSettings) -> RuleOverrides {
    RuleOverrides {
        stalemate: (rules.stalemate != defaults.stalemate).then_some(rules.stalemate),
        threefold: (rules.threefold != defaults.threefold).then_some(rules.threefold),
        fifty_move: (rules.fifty_move != defaults.fifty_move).then_some(rules.fifty_move),
        draw_offers: (rules.draw_offers != defaults.draw_offers).then_some(rules.draw_offers),
    }
}

impl RecordsState {
    /// Starts records for the data folder `data_dir`: the background writer, and the autosave
    /// found there (an offer to resume it, or the message about a damaged one). Variants are
    /// looked up in `catalog`, then among the built-in ones. Returns notes for toasts.
    pub fn start(data_dir: Option<PathBuf>, catalog: &[VariantEntry]) -> (RecordsState, Vec<String>) {
        let mut notes = Vec::new();
        let Some(dir) = data_dir else {
            notes.push("no data folder: games are not autosaved (set HEXCHESS_DATA_DIR)".into());
            return (RecordsState::default(), notes);
        };
        let lookup = |name: &str| -> Option<&'static Variant> {
            catalog
                .iter()
                .find(|e| e.name == name)
                .and_then(|e| e.variant.as_ref().ok().copied())
                .or_else(|| record_variant(name))
        };
        let mut state = RecordsState::default();
        match autosave::resume(&dir, &lookup) {
            Ok(Some(resumed)) if offer_worthy(&resumed) => {
                let saved_ago = ago(resumed.doc.saved_at_ms);
                state.offer = Some(ResumeOffer { resumed, saved_ago });
            }
            Ok(_) => {}
            Err(e @ AutosaveError::NewerVersion { .. }) => {
                let path = autosave::path_in(&dir);
                state.message = Some(match move_aside(&path) {
                    Ok(to) => format!("{e}. It was moved aside to {}, and a new game starts.", to.display()),
                    Err(move_error) => {
                        format!("{e}; it could not be moved aside ({move_error}), so games are not autosaved.")
                    }
                });
                if path.exists() {
                    state.data_dir = Some(dir);
                    return (state, notes);
                }
            }
            Err(e) => state.message = Some(format!("{e}. A new game starts.")),
        }
        match AutosaveWriter::start(&dir) {
            Ok(writer) => state.writer = Some(writer),
            Err(e) => notes.push(format!("games are not autosaved: {e}")),
        }
        state.data_dir = Some(dir);
        (state, notes)
    }
}

/// An autosave is worth offering when its game is unfinished and something would be lost: a
/// move, or a match score.
fn offer_worthy(resumed: &Resumed) -> bool {
    let doc = &resumed.doc;
    let extra = AppExtra::of(doc);
    !doc.is_finished()
        && (!resumed.game.moves().is_empty() || doc.score != MatchScore::default() || extra.games_finished > 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::StalemateRule;

    #[test]
    fn overrides_name_only_the_rules_that_differ() {
        let defaults = RuleSettings::default();
        let rules = RuleSettings { threefold: !defaults.threefold, stalemate: StalemateRule::Glinski, ..defaults };
        let o = overrides_between(defaults, rules);
        assert_eq!(o.threefold, Some(rules.threefold));
        assert_eq!(o.stalemate, (defaults.stalemate != StalemateRule::Glinski).then_some(StalemateRule::Glinski));
        assert_eq!((o.fifty_move, o.draw_offers), (None, None));
    }

    #[test]
    fn ages_read_in_words() {
        let now = SystemTime::now().duration_since(UNIX_EPOCH).expect("after 1970").as_millis() as u64;
        assert_eq!(ago(now), "just now");
        assert_eq!(ago(now - 5 * 60_000 - 10), "5 min ago");
        assert_eq!(ago(now - 3 * 3_600_000 - 10), "3 h ago");
        assert_eq!(ago(now - 3 * 86_400_000 - 10), "3 days ago");
    }
}
