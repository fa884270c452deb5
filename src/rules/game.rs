//! A game: the start position, the moves played, and the status after them (mate, stalemate,
//! the n-th check, a king on the hill, repetition, the fifty-move rule, bare kings).

use super::moves::Move;
use super::notation::SanPlus;
use super::outcome::{EndReason, Outcome, Points, stalemate_points};
use super::piece::Color;
use super::piece::Role;
use super::position::{IllegalMove, Position};
use super::rule_settings::RuleSettings;
use super::win::{CheckCount, WinKind};

/// Where a game stands after its last move, judged by the rules alone.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameStatus {
    /// Play goes on.
    Ongoing,
    /// The side to move is checkmated.
    Checkmate {
        /// The side that delivered mate.
        winner: Color,
    },
    /// The side to move has no legal move and is not in check.
    Stalemate {
        /// The side that cannot move.
        stalemated: Color,
    },
    /// The current position occurred for the third time (threefold rule on).
    Repetition,
    /// The fifty-move limit is reached (rule on).
    FiftyMoves,
    /// Only the kings are left (rule on).
    BareKings,
    /// A side gave the n-th check (n-check rule on).
    Checks {
        /// The side that gave it.
        winner: Color,
        /// The n of the rule.
        checks: u8,
    },
    /// A king stands on a hill cell (King of the Hill rule on).
    Hill {
        /// The king's side.
        winner: Color,
    },
}

impl GameStatus {
    /// Whether the game is over.
    pub fn is_over(self) -> bool {
        self != GameStatus::Ongoing
    }

    /// A one-word name: `ongoing`, `checkmate`, `stalemate`, `repetition`, `fifty-move`, `bare-kings`,
    /// `checks`, `hill`.
    pub fn name(self) -> &'static str {
        match self {
            GameStatus::Ongoing => "ongoing",
            GameStatus::Checkmate { .. } => "checkmate",
            GameStatus::Stalemate { .. } => "stalemate",
            GameStatus::Repetition => "repetition",
            GameStatus::FiftyMoves => "fifty-move",
            GameStatus::BareKings => "bare-kings",
            GameStatus::Checks { .. } => "checks",
            GameStatus::Hill { .. } => "hill",
        }
    }

    /// The outcome with built-in stalemate scoring, or `None` while the game goes on.
    /// (House-rule scripts may compute a stalemate's points differently.)
    pub fn outcome(self, rules: &RuleSettings) -> Option<Outcome> {
        let (reason, points) = match self {
            GameStatus::Ongoing => return None,
            GameStatus::Checkmate { winner } => (EndReason::Checkmate, Points::win(winner)),
            GameStatus::Stalemate { stalemated } => {
                (EndReason::Stalemate, stalemate_points(rules.stalemate, stalemated))
            }
            GameStatus::Repetition => (EndReason::Repetition, Points::DRAW),
            GameStatus::FiftyMoves => (EndReason::FiftyMoves, Points::DRAW),
            GameStatus::BareKings => (EndReason::BareKings, Points::DRAW),
            GameStatus::Checks { winner, checks } => (EndReason::Checks(checks), Points::win(winner)),
            GameStatus::Hill { winner } => (EndReason::Hill, Points::win(winner)),
        };
        Some(Outcome { reason, points })
    }
}

/// A game's moves from a start position, with every position along the way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    positions: Vec<Position>,
    moves: Vec<Move>,
}

impl Game {
    /// A game that starts at `start`.
    pub fn new(start: Position) -> Game {
        Game { positions: vec![start], moves: Vec::new() }
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().unwrap_or(&self.positions[0])
    }

    /// The position before ply `ply` (0 is the start; `moves().len()` is the current one).
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply)
    }

    /// The moves played.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Plays a legal move.
    ///
    /// # Errors
    /// [`IllegalMove`] if it is not legal in the current position.
    pub fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        let next = self.position().play(mv)?;
        let played = self
            .position()
            .legal_moves()
            .into_iter()
            .find(|m| m.from == mv.from && m.to == mv.to && m.promotion == mv.promotion);
        self.moves.push(played.unwrap_or(mv));
        self.positions.push(next);
        Ok(())
    }

    /// Goes back to the position before ply `ply`, dropping later moves.
    pub fn truncate(&mut self, ply: usize) {
        self.moves.truncate(ply);
        self.positions.truncate(ply + 1);
    }

    /// The moves in SAN-style notation.
    pub fn san_moves(&self) -> Vec<String> {
        self.moves.iter().zip(&self.positions).map(|(m, p)| SanPlus::from_move(p, *m).to_string()).collect()
    }

    /// How often the current position has occurred (pieces, side to move, castling rights and
    /// en-passant possibility), counting itself.
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        let window = now.halfmove_clock() as usize;
        self.positions
            .iter()
            .rev()
            .take(window + 1)
            .step_by(2)
            .filter(|p| {
                p.hash() == now.hash() && p.pieces == now.pieces && p.castling == now.castling && p.turn == now.turn
            })
            .count()
    }

    /// The checks each side has given: the positions after a move (not the start) whose side to
    /// move is in check.
    pub fn checks_given(&self) -> CheckCount {
        let mut count = CheckCount::default();
        for pos in self.positions.iter().skip(1).filter(|p| p.is_check()) {
            count.add(pos.turn().other());
        }
        count
    }

    /// The status after the last move under `rules`. An extra way to win ([`RuleSettings::win`])
    /// ends the game the moment it is met, before mate or a draw is looked at.
    pub fn status(&self, rules: &RuleSettings) -> GameStatus {
        let pos = self.position();
        if rules.win.any() {
            let checks = if rules.win.checks > 0 { self.checks_given() } else { CheckCount::default() };
            let kings = [pos.pieces(Color::White, Role::King), pos.pieces(Color::Black, Role::King)];
            match rules.win.winner(checks, kings, pos.turn().other()) {
                Some((winner, WinKind::Checks(checks))) => return GameStatus::Checks { winner, checks },
                Some((winner, WinKind::Hill)) => return GameStatus::Hill { winner },
                None => {}
            }
        }
        if !pos.has_legal_move() {
            return if pos.is_check() {
                GameStatus::Checkmate { winner: pos.turn().other() }
            } else {
                GameStatus::Stalemate { stalemated: pos.turn() }
            };
        }
        if rules.threefold && self.repetitions() >= 3 {
            return GameStatus::Repetition;
        }
        if rules.fifty_move && pos.halfmove_clock() >= rules.fifty_move_plies {
            return GameStatus::FiftyMoves;
        }
        if rules.bare_kings && pos.is_bare_kings() {
            return GameStatus::BareKings;
        }
        GameStatus::Ongoing
    }
}
