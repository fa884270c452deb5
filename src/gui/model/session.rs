//! The match being played at the table: the rules [`Game`], which seat plays White, the pending
//! requests between the players, and the match score. Pure Rust, no drawing.

use crate::rules::{
    Cell, Color, EndReason, Game, GameStatus, MatchRules, Move, MoveKind, Outcome, Piece, Points, Position, Role,
    Variant,
};

use super::orientation::Orientation;
use super::rules_provider::RulesProvider;
use super::seat::Seat;

/// A request waiting for the other player's answer, or a player's own confirmation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pending {
    /// `from` offered a draw; the other seat answers.
    DrawOffer {
        /// Who offered.
        from: Seat,
    },
    /// `from` asks to take the game back to the position before ply `ply`.
    Rewind {
        /// Who asked.
        from: Seat,
        /// The ply to go back to (0 = the start).
        ply: usize,
    },
    /// `seat` pressed Resign and must confirm.
    ConfirmResign {
        /// Who is resigning.
        seat: Seat,
    },
}

/// What a played move did, for sounds and the glide animation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveEffect {
    /// The move, in core cells.
    pub mv: Move,
    /// The piece that moved (before promotion).
    pub piece: Piece,
    /// Whether it captured.
    pub capture: bool,
    /// Whether it gives check.
    pub check: bool,
    /// The outcome, when the move ended the game.
    pub outcome: Option<Outcome>,
}

/// Why a session action was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SessionError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The move is not legal, or not this seat's turn.
    #[error("{0}")]
    NotYourMove(String),
    /// The request is not possible now.
    #[error("{0}")]
    NotNow(&'static str),
}

/// The match: successive games between the two seats, scored in quarter points.
#[derive(Clone, Debug)]
pub struct GameSession {
    variant: &'static Variant,
    start: Position,
    game: Game,
    white_seat: Option<Seat>,
    outcome: Option<Outcome>,
    pending: Option<Pending>,
    /// Match score per seat, in quarter points.
    score: [u32; 2],
    games_finished: u32,
    /// The match length and what each result is worth (from house-rule scripts).
    match_rules: MatchRules,
}

/// Material values used for the material lead: pawn 1, knight 3, bishop 3, rook 5, queen 9.
pub const fn role_value(role: Role) -> i32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

impl GameSession {
    /// A new match of `variant` from its start position; either seat may move first.
    pub fn new(variant: &'static Variant) -> GameSession {
        GameSession::from_position(variant.start_position())
    }

    /// A new match from a given position. From the variant's start either seat may claim White;
    /// from any other position White sits at the bottom.
    pub fn from_position(start: Position) -> GameSession {
        let variant = start.variant();
        let white_seat = if start == variant.start_position() { None } else { Some(Seat::Bottom) };
        GameSession {
            variant,
            start,
            game: Game::new(start),
            white_seat,
            outcome: None,
            pending: None,
            score: [0, 0],
            games_finished: 0,
            match_rules: MatchRules::default(),
        }
    }

    // --- Game records (recordsui): restoring a saved or reviewed game. ---
    /// A match restored from saved state: an autosave being resumed, a game opened for review,
    /// or play continued from a reviewed position. The game's start becomes the match's start.
    /// With moves played (or a set-up start) and no White seat given, White sits at the bottom.
    pub fn restore(
        game: Game,
        white_seat: Option<Seat>,
        outcome: Option<Outcome>,
        score: [u32; 2],
        games_finished: u32,
    ) -> GameSession {
        let start = *game.start();
        let variant = start.variant();
        let claimed = !game.moves().is_empty() || start != variant.start_position() || outcome.is_some();
        let white_seat = white_seat.or(claimed.then_some(Seat::Bottom));
        let match_rules = MatchRules::default();
        GameSession { variant, start, game, white_seat, outcome, pending: None, score, games_finished, match_rules }
    }
    // --- end game records ---

    /// The variant played.
    pub fn variant(&self) -> &'static Variant {
        self.variant
    }

    /// The rules game (history and current position).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// The seat playing White, once someone has moved (or the start was not the variant's).
    pub fn white_seat(&self) -> Option<Seat> {
        self.white_seat
    }

    /// The colour a seat plays; before the first move the bottom seat is shown as White.
    pub fn color_of(&self, seat: Seat) -> Color {
        if self.white_seat.unwrap_or(Seat::Bottom) == seat { Color::White } else { Color::Black }
    }

    /// The seat playing `color` (before the first move: White at the bottom).
    pub fn seat_of(&self, color: Color) -> Seat {
        let white = self.white_seat.unwrap_or(Seat::Bottom);
        if color == Color::White { white } else { white.other() }
    }

    /// How the board is shown: the seat playing White, the symmetry, and the flip.
    pub fn orientation(&self, flipped: bool) -> Orientation {
        self.orientation_for(self.white_seat.unwrap_or(Seat::Bottom), flipped)
    }

    /// The orientation as if `white_seat` played White.
    pub fn orientation_for(&self, white_seat: Seat, flipped: bool) -> Orientation {
        Orientation { white_seat, symmetry: self.variant.symmetry(), flipped }
    }

    /// The seat whose turn it is; `None` before the first move, when either seat may start.
    pub fn seat_to_move(&self) -> Option<Seat> {
        if self.outcome.is_some() {
            return None;
        }
        self.white_seat.map(|_| self.seat_of(self.position().turn()))
    }

    /// Whether `seat` may move now.
    pub fn may_move(&self, seat: Seat) -> bool {
        self.outcome.is_none() && self.seat_to_move().is_none_or(|s| s == seat)
    }

    /// The legal moves from core cell `from` in the current position (none once the game is over).
    pub fn legal_moves_from(&self, from: Cell) -> Vec<Move> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        self.position().legal_moves().into_iter().filter(|m| m.from == from).collect()
    }

    /// The outcome, once the game has ended.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The request waiting for an answer.
    pub fn pending(&self) -> Option<Pending> {
        self.pending
    }

    /// Match score of a seat in quarter points.
    pub fn score(&self, seat: Seat) -> u32 {
        self.score[seat.index()]
    }

    /// How many games of the match have finished.
    pub fn games_finished(&self) -> u32 {
        self.games_finished
    }

    /// The match rules in force: its length and what each result is worth.
    pub fn match_rules(&self) -> MatchRules {
        self.match_rules
    }

    /// Sets the match rules (house-rule scripts changed). Points already scored stay; the new
    /// values count from the next result on.
    pub fn set_match_rules(&mut self, rules: MatchRules) {
        self.match_rules = rules;
    }

    /// Whether the match is decided: the last game is over and the match rules end it there.
    pub fn match_over(&self) -> bool {
        self.outcome.is_some() && self.match_rules.is_over(self.score, self.games_finished)
    }

    /// Once the match is over: `Some(Some(seat))` for its winner, `Some(None)` for a tie;
    /// `None` while it goes on.
    pub fn match_result(&self) -> Option<Option<Seat>> {
        self.match_over().then(|| self.match_rules.winner(self.score, self.games_finished).map(Seat::from_index))
    }

    /// The points of the finished game for a seat (quarters), if it is over.
    pub fn game_points(&self, seat: Seat) -> Option<u8> {
        self.outcome.map(|o| o.points.of(self.color_of(seat)))
    }

    /// Plays a move for `seat` (core cells). The first move of a game claims White for its seat.
    ///
    /// # Errors
    /// [`SessionError`] when the game is over, it is not `seat`'s turn, or the move is illegal.
    pub fn play(&mut self, seat: Seat, mv: Move, rules: &RulesProvider) -> Result<MoveEffect, SessionError> {
        if self.outcome.is_some() {
            return Err(SessionError::GameOver);
        }
        if !self.may_move(seat) {
            return Err(SessionError::NotYourMove("it is the other player's turn".into()));
        }
        let before = *self.position();
        let piece =
            before.piece_at(mv.from).ok_or_else(|| SessionError::NotYourMove("there is no piece there".into()))?;
        let capture = before.piece_at(mv.to).is_some_and(|p| p.color != piece.color) || mv.kind == MoveKind::EnPassant;
        self.game.play(mv).map_err(|_| SessionError::NotYourMove("that move is not legal".into()))?;
        let played = self.game.moves().last().copied().unwrap_or(mv);
        if self.white_seat.is_none() {
            self.white_seat = Some(seat);
        }
        self.pending = None;
        let check = self.position().is_check();
        let status = rules.status(&self.game);
        let outcome = rules.outcome(status, self.position());
        if let Some(o) = outcome {
            self.finish(o);
        }
        Ok(MoveEffect { mv: played, piece, capture, check, outcome })
    }

    /// Re-judges the current position under changed rules (e.g. a house rule was switched on).
    /// Returns the outcome if that ends the game.
    pub fn rejudge(&mut self, rules: &RulesProvider) -> Option<Outcome> {
        if self.outcome.is_some() || self.game.moves().is_empty() {
            return None;
        }
        let status = rules.status(&self.game);
        let outcome = rules.outcome(status, self.position())?;
        self.finish(outcome);
        Some(outcome)
    }

    fn finish(&mut self, outcome: Outcome) {
        if self.white_seat.is_none() {
            self.white_seat = Some(Seat::Bottom);
        }
        self.outcome = Some(outcome);
        self.pending = None;
        self.games_finished += 1;
        for seat in Seat::BOTH {
            let share = outcome.points.of(self.color_of(seat));
            self.score[seat.index()] += self.match_rules.values.worth(share);
        }
    }

    /// `seat` offers a draw.
    ///
    /// # Errors
    /// When the game is over, draw offers are off, or another request is pending.
    pub fn offer_draw(&mut self, seat: Seat, rules: &RulesProvider) -> Result<(), SessionError> {
        self.check_open()?;
        if !rules.settings().draw_offers {
            return Err(SessionError::NotNow("draw offers are switched off"));
        }
        self.pending = Some(Pending::DrawOffer { from: seat });
        Ok(())
    }

    /// `seat` asks to rewind to the position before ply `ply`.
    ///
    /// # Errors
    /// When the game is over or `ply` is not an earlier point of the game.
    pub fn request_rewind(&mut self, seat: Seat, ply: usize) -> Result<(), SessionError> {
        self.check_open()?;
        if ply >= self.game.moves().len() {
            return Err(SessionError::NotNow("pick an earlier point of the game"));
        }
        self.pending = Some(Pending::Rewind { from: seat, ply });
        Ok(())
    }

    /// `seat` pressed Resign: asks them to confirm.
    ///
    /// # Errors
    /// When the game is over.
    pub fn ask_resign(&mut self, seat: Seat) -> Result<(), SessionError> {
        self.check_open()?;
        self.pending = Some(Pending::ConfirmResign { seat });
        Ok(())
    }

    fn check_open(&self) -> Result<(), SessionError> {
        if self.outcome.is_some() { Err(SessionError::GameOver) } else { Ok(()) }
    }

    /// `seat` answers the pending request (accepting or declining). Returns the outcome if the
    /// answer ended the game.
    ///
    /// # Errors
    /// When nothing is pending for `seat` to answer.
    pub fn answer(&mut self, seat: Seat, accept: bool) -> Result<Option<Outcome>, SessionError> {
        let pending = self.pending.ok_or(SessionError::NotNow("nothing to answer"))?;
        let answerer = match pending {
            Pending::DrawOffer { from } | Pending::Rewind { from, .. } => from.other(),
            Pending::ConfirmResign { seat } => seat,
        };
        if answerer != seat {
            return Err(SessionError::NotNow("the other player answers this"));
        }
        self.pending = None;
        if !accept {
            return Ok(None);
        }
        match pending {
            Pending::DrawOffer { .. } => {
                let o = Outcome { reason: EndReason::Agreement, points: Points::DRAW };
                self.finish(o);
                Ok(Some(o))
            }
            Pending::Rewind { ply, .. } => {
                self.game.truncate(ply);
                if ply == 0 && self.start == self.variant.start_position() {
                    self.white_seat = None;
                }
                Ok(None)
            }
            Pending::ConfirmResign { seat } => {
                let o = Outcome { reason: EndReason::Resignation, points: Points::win(self.color_of(seat.other())) };
                self.finish(o);
                Ok(Some(o))
            }
        }
    }

    // --- Clock (user guide, "The clock") ---

    /// Before anything is played: `seat` plays White. With a clock, the first tap decides this
    /// instead of the first move (the tapper plays Black). False, changing nothing, once the
    /// colours are settled.
    pub fn claim_white(&mut self, seat: Seat) -> bool {
        if self.white_seat.is_some() || self.outcome.is_some() || !self.game.moves().is_empty() {
            return false;
        }
        self.white_seat = Some(seat);
        true
    }

    /// `seat`'s time ran out: they lose, unless the opponent has only a bare king (a draw).
    /// Returns the outcome; `None` if the game was already over.
    pub fn flag_fall(&mut self, seat: Seat) -> Option<Outcome> {
        if self.outcome.is_some() {
            return None;
        }
        let outcome = crate::clock::flag_outcome_in(self.position(), self.color_of(seat));
        self.finish(outcome);
        Some(outcome)
    }

    // --- End of clock ---

    /// Starts the next game of the match from the same start; either seat may move first again.
    /// Once the match is over this starts a new match: the score and the game count go back to 0.
    pub fn new_game(&mut self) {
        if self.match_over() {
            self.score = [0, 0];
            self.games_finished = 0;
        }
        self.game = Game::new(self.start);
        self.white_seat = if self.start == self.variant.start_position() { None } else { Some(Seat::Bottom) };
        self.outcome = None;
        self.pending = None;
    }

    /// Starts a new game of another variant, keeping the match score.
    pub fn switch_variant(&mut self, variant: &'static Variant) {
        self.variant = variant;
        self.start = variant.start_position();
        self.new_game();
    }

    /// The pieces `seat` has captured, in the order taken.
    pub fn captured_by(&self, seat: Seat) -> Vec<Piece> {
        let color = self.color_of(seat);
        let mut out = Vec::new();
        for (ply, mv) in self.game.moves().iter().enumerate() {
            let Some(pos) = self.game.position_at(ply) else { continue };
            if pos.turn() != color {
                continue;
            }
            if mv.kind == MoveKind::EnPassant {
                out.push(Piece::new(color.other(), Role::Pawn));
            } else if let Some(p) = pos.piece_at(mv.to).filter(|p| p.color != color) {
                out.push(p);
            }
        }
        out
    }

    /// `seat`'s material lead over the opponent on the board (pawn 1 … queen 9); negative when behind.
    pub fn material_lead(&self, seat: Seat) -> i32 {
        let pos = self.position();
        let total =
            |c: Color| -> i32 { Role::ALL.iter().map(|r| role_value(*r) * pos.pieces(c, *r).count() as i32).sum() };
        let me = self.color_of(seat);
        total(me) - total(me.other())
    }

    /// The last move played, in core cells.
    pub fn last_move(&self) -> Option<Move> {
        self.game.moves().last().copied()
    }

    /// Whether the current position is a check, and the checked king's cell.
    pub fn checked_king(&self) -> Option<Cell> {
        let pos = self.position();
        pos.is_check().then(|| pos.king(pos.turn()))
    }

    /// The game's status under the effective rules.
    pub fn status(&self, rules: &RulesProvider) -> GameStatus {
        rules.status(&self.game)
    }
}

#[path = "session_hooks.rs"]
mod hooks;

#[cfg(test)]
#[path = "session_tests.rs"]
mod tests;
