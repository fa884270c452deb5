//! Play online from the app's side: opening the menu (facing whoever opened it) with the host's
//! choices taken from the app (the variants, the clock presets, the rules and house-rule
//! scripts in force), hosting and joining through the app's transport, the connection polled
//! every frame, the commands of the online screens, and the game's record kept in the records
//! folder after every move and when the game ends.

use std::hash::{BuildHasher, Hasher};
use std::path::PathBuf;
use std::time::{Duration, SystemTime};

use egui::Ui;

use super::HexApp;
use super::command::Command;
use super::frame::console_height;
use super::sound::SoundKind;
use crate::gui::board::canvas::BoardInput;
use crate::gui::kit::theme::Palette;
use crate::gui::model::clock_choice::ClockChoice;
use crate::gui::model::seat::Seat;
use crate::gui::online::game_view::{GameInputs, game_ui, result_text};
use crate::gui::online::menu_view::menu_ui;
use crate::gui::online::{HostForm, Online, OnlineCommand, Screen};
use crate::online::{Connection, GameSetup, Invite, OnlineSession, SessionEvent, Update, online_record};
use crate::record::write_records;
use crate::rules::{Color, Move, RuleSettings, Variant};
use crate::storage::{atomic_write, pgn_date};

/// How often the app looks at the connection while online, even with nothing else to draw.
const ONLINE_REPAINT: Duration = Duration::from_millis(100);

impl HexApp {
    /// Online play, while open.
    pub fn online(&self) -> Option<&Online> {
        self.online.as_ref()
    }

    /// Opens the online menu facing `seat`, the host's form set to the variant and clock of the
    /// table.
    pub(super) fn open_online(&mut self, seat: Seat) {
        self.view.overlay = None;
        self.view.selection = None;
        let variants: Vec<String> = self.catalog.iter().filter(|e| e.variant.is_ok()).map(|e| e.name.clone()).collect();
        let variant = variants.iter().position(|v| v == self.session.variant().name()).unwrap_or(0);
        let mut clocks = vec![("No clock".to_string(), None)];
        for preset in self.rules.clock_presets() {
            if let Ok(Some(control)) = ClockChoice::from_preset(&preset).and_then(|c| c.time_control()) {
                clocks.push((preset.name.clone(), Some(control)));
            }
        }
        let clock = match self.settings.clock.time_control().ok().flatten() {
            None => 0,
            Some(control) => clocks.iter().position(|(_, c)| *c == Some(control)).unwrap_or_else(|| {
                clocks.push((control.to_string(), Some(control)));
                clocks.len() - 1
            }),
        };
        let form = HostForm { variants, variant, clocks, clock, color: Color::White };
        let name = std::env::var("USER").ok().filter(|n| !n.trim().is_empty()).unwrap_or_else(|| "Player".into());
        self.online = Some(Online::new(seat, form, name));
    }

    /// Applies one command of the online screens.
    pub(super) fn apply_online(&mut self, command: OnlineCommand, now: f64, ctx: &egui::Context) {
        let t = self.clock.now();
        let Some(online) = self.online.as_mut() else { return };
        match command {
            OnlineCommand::PickVariant(i) => online.form.variant = i.min(online.form.variants.len().saturating_sub(1)),
            OnlineCommand::PickClock(i) => online.form.clock = i.min(online.form.clocks.len().saturating_sub(1)),
            OnlineCommand::PickColor(c) => online.form.color = c,
            OnlineCommand::Host => self.host_online(),
            OnlineCommand::Join => self.join_online(),
            OnlineCommand::CopyInvite => {
                if let Some(code) = online.invite.clone() {
                    ctx.copy_text(code);
                    self.toast("invite code copied".into(), now);
                }
            }
            OnlineCommand::Leave => leave(online),
            OnlineCommand::Close => {
                leave(online);
                self.online = None;
            }
            OnlineCommand::Board(input) => {
                let mv = match input {
                    BoardInput::Click(cell) => online.click(cell),
                    BoardInput::DragStart { cell, right: false } => {
                        online.drag_start(cell);
                        None
                    }
                    BoardInput::DragEnd { at, right: false } => online.drop(at),
                    _ => None,
                };
                if let Some(mv) = mv {
                    self.play_online(mv, t);
                }
            }
            OnlineCommand::Promote(role) => {
                if let Some(mv) = online.picker.promote(role) {
                    self.play_online(mv, t);
                }
            }
            OnlineCommand::OfferDraw => act(online, |s| s.offer_draw().map(|()| "You offered a draw")),
            OnlineCommand::TakeBack => act(online, |s| s.request_rewind().map(|()| "You asked to take back")),
            OnlineCommand::Resign => online.confirm_resign = true,
            OnlineCommand::ConfirmResign(yes) => {
                online.confirm_resign = false;
                if yes {
                    act(online, |s| s.resign(t).map(|()| "You resigned"));
                }
            }
            OnlineCommand::Answer(accept) => {
                if let Some(conn) = online.connection.as_mut() {
                    match conn.session_mut().answer(accept, t) {
                        Ok(_) => online.message = None,
                        Err(e) => online.message = Some(e.to_string()),
                    }
                    if let Err(e) = conn.flush() {
                        online.message = Some(e.to_string());
                    }
                    online.picker.clear();
                }
            }
        }
        self.after_online_change(now);
    }

    /// Starts hosting with the form's settings and the rules in force.
    fn host_online(&mut self) {
        let Some(online) = self.online.as_ref() else { return };
        let form = online.form.clone();
        let name = online.texts.name.trim().to_string();
        let entry = form.variant_name().and_then(|n| self.catalog.iter().find(|e| e.name == n));
        let Some((variant_name, Ok(variant))) = entry.map(|e| (e.name.clone(), e.variant.clone())) else {
            self.online_message("that variant cannot be played".into());
            return;
        };
        let setup = GameSetup {
            variant: variant_name,
            start: variant.start_position().fen(),
            rules: self.rules_of(variant),
            clock: form.time_control(),
            host_color: form.color,
            scripts: self.rules.script_digests(),
        };
        let game = random_game_number();
        let session = match OnlineSession::host(&name, game, setup) {
            Ok(s) => s,
            Err(e) => return self.online_message(e.to_string()),
        };
        let (link, address) = match self.online_transport.host() {
            Ok(pair) => pair,
            Err(e) => return self.online_message(e.to_string()),
        };
        if let Some(online) = self.online.as_mut() {
            online.invite = Some(Invite { game, address }.code());
            online.connection = Some(Connection::new(session, link));
            online.message = None;
            online.record_path = None;
            online.recorded = None;
        }
    }

    /// Joins the game of the pasted invite code.
    fn join_online(&mut self) {
        let Some(online) = self.online.as_ref() else { return };
        let name = online.texts.name.trim().to_string();
        let invite = match Invite::parse(&online.texts.code) {
            Ok(i) => i,
            Err(e) => return self.online_message(e.to_string()),
        };
        let link = match self.online_transport.join(&invite.address) {
            Ok(l) => l,
            Err(e) => return self.online_message(e.to_string()),
        };
        let session = OnlineSession::guest(&name, invite.game, self.rules.script_digests());
        if let Some(online) = self.online.as_mut() {
            online.invite = None;
            online.connection = Some(Connection::new(session, link));
            online.message = None;
            online.record_path = None;
            online.recorded = None;
        }
    }

    /// The rules in force for `variant`: the table's when it is the variant played, else those
    /// the player's choices and the house rules give that variant.
    fn rules_of(&mut self, variant: &'static Variant) -> RuleSettings {
        let current = self.session.variant();
        if std::ptr::eq(variant, current) {
            return self.rules.settings();
        }
        self.rules.set_variant(variant);
        let rules = self.rules.settings();
        self.rules.set_variant(current);
        rules
    }

    fn online_message(&mut self, text: String) {
        if let Some(online) = self.online.as_mut() {
            online.message = Some(text);
        }
    }

    /// Plays this player's move and sends it.
    fn play_online(&mut self, mv: Move, t: Duration) {
        let Some(online) = self.online.as_mut() else { return };
        let Some(conn) = online.connection.as_mut() else { return };
        match conn.session_mut().play(mv, t) {
            Ok(()) => {
                online.message = None;
                self.sounds.play(SoundKind::Move);
            }
            Err(e) => online.message = Some(e.to_string()),
        }
        if let Err(e) = conn.flush() {
            online.message = Some(e.to_string());
        }
    }

    /// Handles what the connection brought: the opponent's moves and offers, the link coming
    /// and going, refused messages (shown, never fatal).
    pub(super) fn poll_online(&mut self, now: f64) {
        let t = self.clock.now();
        let Some(online) = self.online.as_mut() else { return };
        let Some(conn) = online.connection.as_mut() else { return };
        let updates = conn.poll(Duration::ZERO, || t);
        let mut toasts = Vec::new();
        for update in updates {
            match update {
                Update::Event(event) => match event {
                    SessionEvent::Started => {
                        let differ = conn.session().differing_scripts();
                        online.rules_note = (!differ.is_empty())
                            .then(|| format!("Host's house rules differ from yours: {}", differ.join(", ")));
                        toasts.extend(online.rules_note.clone());
                        online.message = None;
                    }
                    SessionEvent::Resumed { .. } => online.message = Some("Your opponent is back".into()),
                    SessionEvent::Moved(_) => {
                        online.picker.clear();
                        self.sounds.play(SoundKind::Move);
                    }
                    SessionEvent::Offered(_) => online.confirm_resign = false,
                    SessionEvent::Declined(_) => online.message = Some("Your opponent declined".into()),
                    SessionEvent::Rewound { .. } => {
                        online.picker.clear();
                        online.message = Some("The last move was taken back".into());
                    }
                    SessionEvent::Ended => {
                        online.picker.clear();
                        online.confirm_resign = false;
                        self.sounds.play(SoundKind::GameEnd);
                    }
                    SessionEvent::Chat(text) => online.message = Some(format!("Your opponent says: {text}")),
                    SessionEvent::PeerLeft => online.message = Some("Your opponent left the game".into()),
                    SessionEvent::ConnectionLost => {
                        online.picker.clear();
                        online.message = Some("The connection was lost: waiting for your opponent".into());
                    }
                },
                Update::Refused(e) => {
                    online.message = Some(e.to_string());
                    toasts.push(format!("refused: {e}"));
                }
            }
        }
        for text in toasts {
            self.toast(text, now);
        }
        self.after_online_change(now);
    }

    /// Writes the game's record when its moves or its end changed: the record of the game so
    /// far after every move (so a crash loses nothing), the finished game at the end.
    fn after_online_change(&mut self, now: f64) {
        let games_dir = self.records.games_dir();
        let Some(online) = self.online.as_mut() else { return };
        // The connection's borrow leaves the record's fields free to change.
        let Some(session) = online.connection.as_ref().map(Connection::session) else { return };
        let Some(table) = session.table() else { return };
        let state = (table.ply(), session.is_over());
        if online.recorded == Some(state) || state == (0, false) {
            return;
        }
        let Some(record) = online_record(session, &pgn_date(SystemTime::now())) else { return };
        let path = online.record_path.get_or_insert_with(|| record_path(&games_dir, session.game_id())).clone();
        let result = atomic_write(&path, write_records(&[record]).as_bytes());
        online.recorded = Some(state);
        let over = session.outcome().zip(session.my_color());
        match (result, over) {
            (Err(e), _) => self.toast(format!("online game not saved: {e}"), now),
            (Ok(()), Some((outcome, me))) => {
                let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                self.toast(format!("{}; saved as {name}", result_text(outcome, me)), now);
            }
            (Ok(()), None) => {}
        }
    }

    /// Online play takes the whole window: the menu, the wait, or the game.
    pub(super) fn online_frame(&mut self, ui: &mut Ui, now: f64) {
        self.poll_online(now);
        let Some(online) = self.online.as_mut() else { return };
        let palette = Palette::of(self.settings.theme);
        let full = ui.max_rect();
        let mut texts = std::mem::take(&mut online.texts);
        let online = &*online;
        let commands = if online.screen() == Screen::Playing {
            let inputs = GameInputs {
                online,
                now: self.clock.now(),
                coordinates: self.settings.coordinates,
                console_h: console_height(full.height()),
            };
            game_ui(ui, palette, &inputs, full)
        } else {
            menu_ui(ui, palette, online, &mut texts, full)
        };
        let connected = online.connection.is_some();
        if let Some(online) = self.online.as_mut() {
            online.texts = texts;
        }
        self.toasts_view(ui, full, egui::Rect::NOTHING, palette);
        let ctx = ui.ctx().clone();
        for c in commands {
            self.apply(Command::Online(c), now, &ctx);
        }
        if connected {
            ctx.request_repaint_after(ONLINE_REPAINT);
        }
        if let Some(until) = self.view.toasts.iter().map(|t| t.until).reduce(f64::min) {
            ctx.request_repaint_after_secs((until - now).max(0.0) as f32 + 0.01);
        }
    }
}

/// Runs one of this player's actions on the session and sends it; says what happened.
fn act(
    online: &mut Online,
    action: impl FnOnce(&mut OnlineSession) -> Result<&'static str, crate::online::ActionError>,
) {
    let Some(conn) = online.connection.as_mut() else { return };
    online.message = Some(match action(conn.session_mut()) {
        Ok(text) => text.to_string(),
        Err(e) => e.to_string(),
    });
    if let Err(e) = conn.flush() {
        online.message = Some(e.to_string());
    }
}

/// Says goodbye and closes the link, back to the menu.
fn leave(online: &mut Online) {
    if let Some(mut conn) = online.connection.take() {
        conn.close();
    }
    online.invite = None;
    online.picker.clear();
    online.confirm_resign = false;
}

/// A random game number for an invite.
fn random_game_number() -> u64 {
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u128(SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map_or(0, |d| d.as_nanos()));
    hasher.finish()
}

/// Where the record of online game `game` goes: `online-<date>-<game>.pgn` in the records folder.
fn record_path(games_dir: &std::path::Path, game: u64) -> PathBuf {
    let date = pgn_date(SystemTime::now()).replace('.', "-");
    games_dir.join(format!("online-{date}-{game:016x}.pgn"))
}
