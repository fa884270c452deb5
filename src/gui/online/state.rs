//! Online play's model: the host's form, the invite, the connection to the opponent and the
//! move being picked. No egui.

use crate::clock::TimeControl;
use crate::gui::model::move_picker::MovePicker;
use crate::gui::model::seat::Seat;
use crate::online::{Connection, LinkState, OnlineSession};
use crate::rules::{Cell, Color, Move};

/// What the host chooses before hosting.
#[derive(Clone, Debug, PartialEq)]
pub struct HostForm {
    /// The variants offered, by name.
    pub variants: Vec<String>,
    /// The chosen variant (an index into `variants`).
    pub variant: usize,
    /// The clocks offered: a name and the time control (`None`: no clock).
    pub clocks: Vec<(String, Option<TimeControl>)>,
    /// The chosen clock (an index into `clocks`).
    pub clock: usize,
    /// The host's colour.
    pub color: Color,
}

impl HostForm {
    /// The chosen variant's name.
    pub fn variant_name(&self) -> Option<&str> {
        self.variants.get(self.variant).map(String::as_str)
    }

    /// The chosen time control.
    pub fn time_control(&self) -> Option<TimeControl> {
        self.clocks.get(self.clock).and_then(|(_, c)| *c)
    }
}

/// The text boxes of the online menu, taken out while drawing.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OnlineTexts {
    /// This player's name.
    pub name: String,
    /// The pasted invite code.
    pub code: String,
}

/// Which screen online play shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The menu: host or join.
    Menu,
    /// Hosting or joining, no opponent yet.
    Waiting,
    /// The game (also while the link is lost and the game paused).
    Playing,
}

/// Online play, open.
pub struct Online {
    /// Who opened it: the menu faces them.
    pub seat: Seat,
    /// The host's form.
    pub form: HostForm,
    /// The name and invite code boxes.
    pub texts: OnlineTexts,
    /// The invite code, while hosting.
    pub invite: Option<String>,
    /// The game's connection, once hosting or joining.
    pub connection: Option<Connection>,
    /// The move being picked.
    pub picker: MovePicker,
    /// Whether "Resign this game?" is asked.
    pub confirm_resign: bool,
    /// The last thing to tell this player (an error, the opponent's answer).
    pub message: Option<String>,
    /// The host's house rules that differ from this player's (a guest's view).
    pub rules_note: Option<String>,
    /// Where the game's record is kept (written after every move, and at the end).
    pub record_path: Option<std::path::PathBuf>,
    /// The number of moves in the record last written, and whether it was the finished game.
    pub recorded: Option<(u32, bool)>,
}

impl std::fmt::Debug for Online {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Online")
            .field("seat", &self.seat)
            .field("screen", &self.screen())
            .field("connection", &self.connection)
            .finish_non_exhaustive()
    }
}

impl Online {
    /// The online menu facing `seat`, with `form` for hosting and `name` for the player.
    pub fn new(seat: Seat, form: HostForm, name: String) -> Online {
        Online {
            seat,
            form,
            texts: OnlineTexts { name, code: String::new() },
            invite: None,
            connection: None,
            picker: MovePicker::default(),
            confirm_resign: false,
            message: None,
            rules_note: None,
            record_path: None,
            recorded: None,
        }
    }

    /// The session, once hosting or joining.
    pub fn session(&self) -> Option<&OnlineSession> {
        self.connection.as_ref().map(Connection::session)
    }

    /// The screen to show.
    pub fn screen(&self) -> Screen {
        match self.session() {
            None => Screen::Menu,
            Some(s) if s.table().is_none() || s.link_state() == LinkState::Waiting => Screen::Waiting,
            Some(_) => Screen::Playing,
        }
    }

    /// Whether this player may pick a move now: connected, the game on, their turn.
    pub fn may_move(&self) -> bool {
        let Some(s) = self.session() else { return false };
        let Some(table) = s.table() else { return false };
        s.link_state() == LinkState::Connected && !s.is_over() && s.my_color() == Some(table.turn())
    }

    /// A click on the board: picks a piece of this player's, or completes the move (returned).
    pub fn click(&mut self, cell: Cell) -> Option<Move> {
        if !self.may_move() {
            self.picker.clear();
            return None;
        }
        let pos = *self.session()?.table()?.game().position();
        self.picker.click(&pos, cell)
    }

    /// A drag starts on `cell`.
    pub fn drag_start(&mut self, cell: Cell) {
        if !self.may_move() {
            return;
        }
        if let Some(pos) = self.session().and_then(|s| s.table()).map(|t| *t.game().position()) {
            self.picker.drag_start(&pos, cell);
        }
    }

    /// A drag ends over `at`: the move, when complete.
    pub fn drop(&mut self, at: Option<Cell>) -> Option<Move> {
        if !self.may_move() {
            self.picker.clear();
            return None;
        }
        self.picker.drop(at)
    }
}
