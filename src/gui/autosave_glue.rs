//! The autosave in the app: the document built from the app's state, written (off the UI
//! thread) whenever the game changes; the offer at start to resume it; restoring it.
//!
//! The game counts as changed when its moves, White seat, outcome, match score or rules
//! differ from the last autosave. That covers every move, the end of a game, New game, an
//! accepted rewind, a variant switch, a rules change and a resumed game.

use std::path::PathBuf;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

use crate::autosave::{self, Autosave, AutosaveError, ClockState, MatchScore, Resumed};
use crate::clock::{ClockPhase, ClockSnapshot};
use crate::engine::Level;
use crate::rules::{Color, RuleSettings, Variant};
use crate::script::{VariantEntry, record_variant};
use crate::storage::move_aside;

use super::app::HexApp;
use super::autosave_writer::AutosaveWriter;
use super::engine_seat::EngineCommand;
use super::records_state::{AutosaveTiming, RecordsState, ResumeOffer, SavedGame};
use super::rules_provider::RuleOverrides;
use super::seat::Seat;
use super::session::GameSession;

/// App state kept in the autosave's free-form `extra` field.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
struct AppExtra {
    /// Games finished in the match (the console shows "game N").
    games_finished: u32,
    /// The player's rule choices in Settings when the game was saved.
    user_rules: Option<RuleOverrides>,
    /// The full clock state when the game is timed (`Autosave::clock` holds the readable summary).
    clock: Option<ClockSnapshot>,
    /// Per seat (bottom, top): the level of the computer playing it (`"club"`), if any.
    computers: [Option<String>; 2],
}

/// How long a frame waits for its autosave to reach the disk before drawing on.
const AUTOSAVE_WAIT: Duration = Duration::from_millis(500);

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

fn to_doc_seat(seat: Seat) -> autosave::Seat {
    match seat {
        Seat::Bottom => autosave::Seat::Bottom,
        Seat::Top => autosave::Seat::Top,
    }
}

fn from_doc_seat(seat: autosave::Seat) -> Seat {
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
fn overrides_between(defaults: RuleSettings, rules: RuleSettings) -> RuleOverrides {
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
    let extra: AppExtra = serde_json::from_value(doc.extra.clone()).unwrap_or_default();
    !doc.is_finished()
        && (!resumed.game.moves().is_empty() || doc.score != MatchScore::default() || extra.games_finished > 0)
}

impl HexApp {
    // ==================================================================================
    // THE ONE PLACE where the autosave document is built from the app's state.
    // The clock: `doc.clock` is a readable summary; the full snapshot goes into `extra`.
    // ==================================================================================
    /// The autosave of the match as it stands: the game, the rules in force, the match score,
    /// which seat plays White, the outcome, and the app's own extras.
    pub(crate) fn build_autosave(&self) -> Autosave {
        let session = &self.session;
        let mut doc = Autosave::new(session.game(), self.rules.settings());
        doc.score = MatchScore { bottom: session.score(Seat::Bottom), top: session.score(Seat::Top) };
        doc.white_seat = session.white_seat().map(to_doc_seat);
        doc.outcome = session.outcome();
        let clock = self.clock().map(|c| c.snapshot(self.clock_now()));
        doc.clock = clock.as_ref().map(clock_state);
        let extra = AppExtra {
            games_finished: session.games_finished(),
            user_rules: Some(self.settings.rules),
            clock,
            computers: self.computer_levels().map(|l| l.map(str::to_string)),
        };
        doc.extra = serde_json::to_value(extra).unwrap_or_default();
        doc
    }

    /// Continues a resumed game: its variant, moves, seats, match score and rules.
    pub(crate) fn restore_autosave(&mut self, resumed: Resumed, now: f64) {
        let Resumed { doc, game } = resumed;
        let variant = game.start().variant();
        let extra: AppExtra = serde_json::from_value(doc.extra.clone()).unwrap_or_default();
        let user_rules = extra.user_rules.unwrap_or_else(|| overrides_between(variant.default_rules(), doc.rules));
        if !std::ptr::eq(variant, self.session.variant()) {
            self.rules.set_variant(variant);
        }
        self.settings.variant = variant.name().to_string();
        self.settings.rules = user_rules;
        self.rules.set_user(user_rules);
        self.save_settings(now);
        let moves = game.moves().len();
        self.session = GameSession::restore(
            game,
            doc.white_seat.map(from_doc_seat),
            doc.outcome,
            [doc.score.bottom, doc.score.top],
            extra.games_finished,
        );
        match &extra.clock {
            Some(snapshot) => self.restore_clock(snapshot),
            None => self.clock.replace(None),
        }
        self.restore_computers(&extra.computers);
        self.reset_play_view();
        self.toast(format!("game resumed: {} · {moves} moves", variant.title()), now);
        if self.rules.settings() != doc.rules {
            self.toast("house rules now in force differ from the saved game's rules".into(), now);
        }
    }

    /// Drops selection, drag, glide, promotion and messages (after the game was replaced).
    pub(crate) fn reset_play_view(&mut self) {
        self.view.selection = None;
        self.view.dragging = None;
        self.view.glide = None;
        self.view.promotion = None;
        self.view.message = [None, None];
        self.view.overlay = None;
    }

    /// Whether the last autosave holds the match as it stands.
    fn autosave_is_current(&self) -> bool {
        let Some(saved) = &self.records.saved else { return false };
        let s = &self.session;
        saved.start == *s.game().start()
            && saved.moves == s.game().moves()
            && saved.white_seat == s.white_seat()
            && saved.outcome == s.outcome()
            && saved.score == [s.score(Seat::Bottom), s.score(Seat::Top)]
            && saved.games_finished == s.games_finished()
            && saved.user_rules == self.settings.rules
            && saved.rules == self.rules.settings()
            && saved.computers == self.computer_levels()
    }

    /// Per seat (bottom, top): the level name of the computer playing it.
    fn computer_levels(&self) -> [Option<&'static str>; 2] {
        Seat::BOTH.map(|seat| self.computer_level(seat).map(|l| l.name))
    }

    /// Hands the seats of a resumed game back to the computer at their saved levels (an unknown
    /// level name leaves the seat to its player).
    fn restore_computers(&mut self, levels: &[Option<String>; 2]) {
        for seat in Seat::BOTH {
            let level = levels[seat.index()].as_deref().and_then(|name| Level::by_name(name).ok());
            let command = match level {
                Some(level) => EngineCommand::HandOver(seat, level),
                None => EngineCommand::TakeBack(seat),
            };
            self.apply_engine(command);
        }
    }

    /// Remembers the match as it stands as saved (at start: nothing new to write yet).
    pub(crate) fn mark_autosaved(&mut self) {
        let s = &self.session;
        self.records.saved = Some(SavedGame {
            start: *s.game().start(),
            moves: s.game().moves().to_vec(),
            white_seat: s.white_seat(),
            outcome: s.outcome(),
            score: [s.score(Seat::Bottom), s.score(Seat::Top)],
            games_finished: s.games_finished(),
            rules: self.rules.settings(),
            user_rules: self.settings.rules,
            computers: self.computer_levels(),
        });
    }

    /// Hands the autosave to the writer when the match changed (called once per frame, after
    /// the frame's commands), and shows the writer's failures.
    pub(crate) fn autosave_if_changed(&mut self, now: f64) {
        let Some(writer) = &self.records.writer else { return };
        let errors = writer.take_errors();
        if self.records.offer.is_none() && !self.autosave_is_current() {
            let started = Instant::now();
            let doc = self.build_autosave();
            if let Some(writer) = &self.records.writer {
                writer.submit(doc);
                // A completed move must survive a SIGKILL in the very next instant, so the frame
                // waits for the write (a few ms; bounded so a stuck disk cannot freeze the UI).
                writer.flush(AUTOSAVE_WAIT);
            }
            self.mark_autosaved();
            let took = started.elapsed();
            let timing = &mut self.records.timing;
            timing.count += 1;
            timing.max = timing.max.max(took);
            timing.total += took;
        }
        if let Some(error) = errors.into_iter().last()
            && self.records.last_error.as_ref() != Some(&error)
        {
            self.records.last_error = Some(error.clone());
            self.toast(format!("game not autosaved: {error}"), now);
        }
    }

    /// Waits until every autosave handed to the writer is on disk, at most `timeout`; `true`
    /// when done (or when autosaving is off).
    pub fn flush_autosave(&self, timeout: Duration) -> bool {
        self.records.writer.as_ref().is_none_or(|w| w.flush(timeout))
    }

    /// How long the UI thread spent on autosaves, and the writer's last write time.
    pub fn autosave_timing(&self) -> AutosaveTiming {
        AutosaveTiming {
            last_write: self.records.writer.as_ref().and_then(AutosaveWriter::last_latency),
            ..self.records.timing
        }
    }

    /// Whether the resume offer is waiting for an answer.
    pub fn resume_offered(&self) -> bool {
        self.records.offer.is_some()
    }

    /// The startup message (a damaged autosave), until dismissed.
    pub fn records_message(&self) -> Option<&str> {
        self.records.message.as_deref()
    }
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
