//! Playing at the table: selecting a piece and moving it (by click, drag or the move box), the
//! promotion choice, the requests between the players, and a new game or variant. The rules
//! core decides legality ([`GameSession`]); this is where a move's effects on the view, the
//! clock and the sounds meet.

use crate::rules::{Cell, Move, Outcome, Role};

use super::HexApp;
use super::sound::SoundKind;
use crate::gui::board::canvas::BoardInput;
use crate::gui::model::orientation::Orientation;
use crate::gui::model::seat::Seat;
use crate::gui::model::session::MoveEffect;
use crate::gui::model::typed_move::read_typed_move;
use crate::gui::model::view::{Glide, Overlay, PromotionPick, Selection, ViewState};

impl HexApp {
    /// The displayed orientation.
    pub(super) fn display_orientation(&self) -> Orientation {
        self.session.orientation(self.view.flipped)
    }

    /// Converts a core cell between two orientations (they differ by the variant's symmetry when
    /// their White seats differ).
    pub(super) fn convert(&self, cell: Cell, from: Orientation, to: Orientation) -> Cell {
        if from.white_seat == to.white_seat { cell } else { self.session.variant().symmetric_cell(cell) }
    }

    /// The displayed core cells the current selection may move to, with their moves.
    pub(super) fn targets(&self) -> Vec<(Cell, Move)> {
        let Some(sel) = &self.view.selection else { return Vec::new() };
        let display = self.display_orientation();
        sel.moves.iter().map(|m| (self.convert(m.to, sel.orientation, display), *m)).collect()
    }

    /// The selected piece's hex (the core cell as displayed), if any.
    pub fn selected_cell(&self) -> Option<Cell> {
        let sel = self.view.selection.as_ref()?;
        Some(self.convert(sel.from, sel.orientation, self.display_orientation()))
    }

    /// The pointer on the game board: a click selects or moves, a drag moves.
    pub(super) fn board_input(&mut self, input: BoardInput, now: f64) {
        match input {
            BoardInput::Click(cell) => {
                if self.view.promotion.is_some() || self.view.overlay.is_some() {
                    return;
                }
                if self.move_to(cell, now, true) {
                    return;
                }
                if self.selected_cell() == Some(cell) || !self.select(cell) {
                    self.view.selection = None;
                }
            }
            BoardInput::DragStart { cell, .. } => {
                if self.view.promotion.is_none()
                    && self.view.overlay.is_none()
                    && (self.selected_cell() == Some(cell) || self.select(cell))
                {
                    self.view.dragging = Some(cell);
                }
            }
            BoardInput::DragEnd { at, .. } => {
                let Some(from) = self.view.dragging.take() else { return };
                if let Some(t) = at.filter(|t| *t != from) {
                    self.move_to(t, now, false);
                }
            }
            // The game board has no use for the right button or for the hexes a drag crosses.
            BoardInput::RightClick(_) | BoardInput::DragOver(_) => {}
        }
    }

    /// Drops the selection, the drag and the promotion choice.
    pub(super) fn deselect(&mut self) {
        self.view.selection = None;
        self.view.dragging = None;
        self.view.promotion = None;
    }

    /// Selects the piece shown on a displayed cell, if its seat may move it.
    fn select(&mut self, shown: Cell) -> bool {
        let display = self.display_orientation();
        let pos = *self.session.position();
        let Some(piece) = pos.piece_at(shown) else { return false };
        let seat = self.session.seat_of(piece.color);
        self.computer_starts_clock_for(seat);
        if !self.session.may_move(seat) || self.clock.refusal().is_some() || self.computer.is_computer(seat) {
            return false;
        }
        // Before the first move the top seat's army is White in its own orientation.
        let orientation = self.session.orientation_for(
            if self.session.white_seat().is_none() { seat } else { display.white_seat },
            self.view.flipped,
        );
        let from = self.convert(shown, display, orientation);
        if pos.piece_at(from).is_none_or(|p| p.color != pos.turn()) {
            return false;
        }
        let moves = self.session.legal_moves_from(from);
        self.view.selection = Some(Selection { seat, orientation, from, moves });
        true
    }

    /// Plays `mv` for `seat` (core cells), gliding the piece when `glide`.
    pub(super) fn play(&mut self, seat: Seat, mv: Move, now: f64, glide: bool) {
        self.computer_starts_clock_for(seat);
        if let Some(why) = self.clock.refusal() {
            self.view.message[seat.index()] = Some(why.into());
            return;
        }
        match self.session.play(seat, mv, &self.rules) {
            Ok(mut effect) => {
                self.view.house_note = None;
                self.clock_after_move(seat, effect.outcome.is_some());
                // The hooks see the clock handed over; a flag fall has already ended the game.
                if effect.outcome.is_none() && self.session.outcome().is_none() {
                    effect.outcome = self.move_hooks();
                }
                self.after_move(effect, now, glide);
            }
            Err(e) => self.view.message[seat.index()] = Some(e.to_string()),
        }
    }

    fn after_move(&mut self, effect: MoveEffect, now: f64, glide: bool) {
        self.deselect();
        self.view.message = [None, None];
        let landed = self.session.position().piece_at(effect.mv.to).unwrap_or(effect.piece);
        self.view.glide = glide.then_some(Glide { piece: landed, from: effect.mv.from, to: effect.mv.to, start: now });
        match effect.outcome {
            // The game-end sound stands for the last move too.
            Some(o) => self.after_outcome(o),
            None => self.sounds.play(if effect.check {
                SoundKind::Check
            } else if effect.capture {
                SoundKind::Capture
            } else {
                SoundKind::Move
            }),
        }
    }

    /// The game ended: the clock stops, the board's choices close, the `on_game_end` hooks run,
    /// the end sounds.
    pub(super) fn after_outcome(&mut self, _o: Outcome) {
        self.clock.stop();
        self.game_end_hooks();
        self.deselect();
        if matches!(self.view.overlay, Some(Overlay::History(_))) {
            self.view.overlay = None;
        }
        self.sounds.play(SoundKind::GameEnd);
    }

    /// Moves the selection to a displayed target cell; opens the promotion picker if needed.
    fn move_to(&mut self, shown: Cell, now: f64, glide: bool) -> bool {
        let Some(sel) = self.view.selection.clone() else { return false };
        let display = self.display_orientation();
        let to = self.convert(shown, display, sel.orientation);
        let moves: Vec<Move> = sel.moves.iter().copied().filter(|m| m.to == to).collect();
        match moves.as_slice() {
            [] => false,
            [mv] => {
                self.play(sel.seat, *mv, now, glide);
                true
            }
            _ => {
                self.view.promotion = Some(PromotionPick { seat: sel.seat, moves });
                self.view.dragging = None;
                true
            }
        }
    }

    /// The promotion picker chose `role`.
    pub(super) fn promote(&mut self, role: Role, now: f64) {
        let Some(pick) = self.view.promotion.take() else { return };
        if let Some(mv) = pick.moves.iter().find(|m| m.promotion == Some(role)) {
            self.play(pick.seat, *mv, now, true);
        }
    }

    /// `seat` submitted its move box.
    pub(super) fn submit_move(&mut self, seat: Seat, now: f64) {
        let text = std::mem::take(&mut self.view.move_text[seat.index()]);
        let text = text.trim();
        if text.is_empty() {
            return;
        }
        if !self.session.may_move(seat) || self.computer.is_computer(seat) {
            self.view.message[seat.index()] = Some("it is not your move".into());
            return;
        }
        // Typed moves use the names drawn on the board as this seat's player sees them.
        match read_typed_move(&self.session, seat, text) {
            Ok(mv) => self.play(seat, mv, now, true),
            Err(e) => self.view.message[seat.index()] = Some(e.to_string()),
        }
    }

    /// `seat` opened its move history (Undo).
    pub(super) fn open_history(&mut self, seat: Seat) {
        self.view.overlay = Some(Overlay::History(seat));
        self.view.history_pick = None;
        self.view.history_first_row = None;
    }

    /// `seat` asks to rewind to the position before ply `ply`.
    pub(super) fn request_rewind(&mut self, seat: Seat, ply: usize) {
        self.view.overlay = None;
        if let Err(e) = self.session.request_rewind(seat, ply) {
            self.view.message[seat.index()] = Some(e.to_string());
        }
    }

    /// `seat` offers a draw.
    pub(super) fn offer_draw(&mut self, seat: Seat) {
        if let Err(e) = self.session.offer_draw(seat, &self.rules) {
            self.view.message[seat.index()] = Some(e.to_string());
        }
    }

    /// `seat` answers the pending request.
    pub(super) fn answer(&mut self, seat: Seat, accept: bool) {
        match self.session.answer(seat, accept) {
            Ok(Some(o)) => self.after_outcome(o),
            Ok(None) => {
                self.view.selection = None;
                self.view.glide = None;
                self.view.house_note = None;
            }
            Err(e) => self.view.message[seat.index()] = Some(e.to_string()),
        }
    }

    /// `seat` pressed Resign (it is asked to confirm).
    pub(super) fn resign(&mut self, seat: Seat) {
        if let Err(e) = self.session.ask_resign(seat) {
            self.view.message[seat.index()] = Some(e.to_string());
        }
    }

    /// The next game of the match.
    pub(super) fn new_game(&mut self, now: f64) {
        self.session.new_game();
        self.clock_for_new_game(now);
        self.view.selection = None;
        self.view.glide = None;
        self.view.message = [None, None];
        self.view.house_note = None;
    }

    /// A new game of the variant called `name`, keeping the match score.
    pub(super) fn switch_variant(&mut self, name: &str, now: f64) {
        match self.catalog.iter().find(|e| e.name == name).map(|e| e.variant.clone()) {
            Some(Ok(v)) => {
                self.session.switch_variant(v);
                self.clock_for_new_game(now);
                self.rules.set_variant(v);
                self.settings.variant = name.to_string();
                self.view = ViewState { flipped: self.view.flipped, ..ViewState::default() };
                self.save_settings(now);
                self.toast(format!("new game: {}", v.title()), now);
            }
            Some(Err(e)) => self.toast(format!("{name}: {e}"), now),
            None => self.toast(format!("no variant called {name}"), now),
        }
    }

    /// The computer took `seat` over: its player's selection, promotion choice and move box go.
    pub(super) fn forget_seat_input(&mut self, seat: Seat) {
        if self.view.selection.as_ref().is_some_and(|s| s.seat == seat) {
            self.view.selection = None;
            self.view.dragging = None;
        }
        if self.view.promotion.as_ref().is_some_and(|p| p.seat == seat) {
            self.view.promotion = None;
        }
        self.view.move_text[seat.index()].clear();
    }

    /// Drops selection, drag, glide, promotion and messages (after the game was replaced).
    pub(super) fn reset_play_view(&mut self) {
        self.view.selection = None;
        self.view.dragging = None;
        self.view.glide = None;
        self.view.promotion = None;
        self.view.message = [None, None];
        self.view.house_note = None;
        self.view.overlay = None;
    }
}
