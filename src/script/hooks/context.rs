//! What a hook is shown: a plain snapshot of the game (no Lua), built from the rules' [`Game`]
//! by whoever plays it (the app adds its clocks and match score), and handed to each hook as
//! its `ctx` table.

use crate::rules::{ByColor, CheckCount, Color, Game, MoveKind, Outcome, Piece, Role, SanPlus};

/// When a hook runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HookEvent {
    /// After each real move that did not end the game by the rules: `on_move`.
    Move,
    /// Once the game has ended, whatever ended it: `on_game_end`.
    GameEnd,
}

impl HookEvent {
    /// Both events, in the order a game meets them.
    pub const ALL: [HookEvent; 2] = [HookEvent::Move, HookEvent::GameEnd];

    /// The name of the script's function: `on_move` or `on_game_end`.
    pub const fn function_name(self) -> &'static str {
        match self {
            HookEvent::Move => "on_move",
            HookEvent::GameEnd => "on_game_end",
        }
    }

    /// The value of `ctx.event`: `move` or `game_end`.
    pub const fn ctx_name(self) -> &'static str {
        match self {
            HookEvent::Move => "move",
            HookEvent::GameEnd => "game_end",
        }
    }
}

/// The move just played, as `ctx.last_move` shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LastMove {
    /// In SAN, e.g. `exf6+`.
    pub san: String,
    /// Who played it.
    pub color: Color,
    /// The piece that moved (a promoting pawn is a pawn).
    pub piece: Role,
    /// Its cell before the move.
    pub from: String,
    /// Its cell after the move.
    pub to: String,
    /// The kind of piece it took, if any.
    pub captured: Option<Role>,
    /// The piece a pawn became, if it promoted.
    pub promotion: Option<Role>,
    /// Whether it gives check.
    pub check: bool,
}

/// The facts a hook gets as `ctx`: read-only, because the hook gets a copy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HookContext {
    /// Which hook is called.
    pub event: HookEvent,
    /// The variant's name, e.g. `glinski`.
    pub variant: String,
    /// The position string.
    pub position: String,
    /// The pieces by cell name, in the board's order.
    pub pieces: Vec<(String, Piece)>,
    /// The side to move.
    pub side_to_move: Color,
    /// Whether the side to move is in check.
    pub in_check: bool,
    /// How many legal moves the side to move has.
    pub legal_moves: usize,
    /// The moves so far, in SAN.
    pub moves: Vec<String>,
    /// The last move, if any was played.
    pub last_move: Option<LastMove>,
    /// The full-move number.
    pub move_number: u32,
    /// Plies since the last capture or pawn move.
    pub halfmove_clock: u32,
    /// The checks each side has given.
    pub checks: CheckCount,
    /// Each side's time left in milliseconds, while a clock runs.
    pub clock_ms: Option<ByColor<u64>>,
    /// The match score of each side as it stands, in quarter points (at the end, with this
    /// game's points).
    pub score: ByColor<u32>,
    /// How many games of the match have finished (this one included, at its end).
    pub games_finished: u32,
    /// How the game ended (`on_game_end` only).
    pub outcome: Option<Outcome>,
}

impl HookContext {
    /// The facts after the last move of `game`, for `on_move` (no clock, no match score yet).
    pub fn after_move(game: &Game) -> HookContext {
        let pos = game.position();
        let board = pos.variant().board();
        let pieces = board.cells().filter_map(|c| pos.piece_at(c).map(|p| (board.name(c), p))).collect();
        HookContext {
            event: HookEvent::Move,
            variant: pos.variant().name().to_string(),
            position: pos.fen(),
            pieces,
            side_to_move: pos.turn(),
            in_check: pos.is_check(),
            legal_moves: pos.legal_moves().len(),
            moves: game.san_moves(),
            last_move: last_move(game),
            move_number: pos.fullmove_number(),
            halfmove_clock: pos.halfmove_clock(),
            checks: game.checks_given(),
            clock_ms: None,
            score: ByColor::default(),
            games_finished: 0,
            outcome: None,
        }
    }

    /// The facts of a game that ended with `outcome`, for `on_game_end`.
    pub fn at_end(game: &Game, outcome: Outcome) -> HookContext {
        HookContext { event: HookEvent::GameEnd, outcome: Some(outcome), ..HookContext::after_move(game) }
    }

    /// With each side's time left, in milliseconds.
    pub fn with_clock(self, clock_ms: ByColor<u64>) -> HookContext {
        HookContext { clock_ms: Some(clock_ms), ..self }
    }

    /// With the match score (quarter points per side) and the games finished.
    pub fn with_match(self, score: ByColor<u32>, games_finished: u32) -> HookContext {
        HookContext { score, games_finished, ..self }
    }
}

/// The last move of `game` as the hooks see it.
fn last_move(game: &Game) -> Option<LastMove> {
    let mv = *game.moves().last()?;
    let before = game.position_at(game.moves().len() - 1)?;
    let piece = before.piece_at(mv.from)?;
    let board = before.variant().board();
    let captured = match mv.kind {
        MoveKind::EnPassant => Some(Role::Pawn),
        MoveKind::Castle(_) => None,
        _ => before.piece_at(mv.to).map(|p| p.role),
    };
    Some(LastMove {
        san: SanPlus::from_move(before, mv).to_string(),
        color: piece.color,
        piece: piece.role,
        from: board.name(mv.from),
        to: board.name(mv.to),
        captured,
        promotion: mv.promotion,
        check: game.position().is_check(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{EndReason, Points, notation};
    use crate::script::builtin_variant;

    fn game(moves: &str) -> Game {
        let mut game = Game::new(builtin_variant("glinski").unwrap().start_position());
        for text in moves.split_whitespace() {
            let mv = notation::parse_any(game.position(), text).unwrap();
            game.play(mv).unwrap();
        }
        game
    }

    #[test]
    fn a_snapshot_after_a_move_holds_the_position_and_the_move() {
        let g = game("f5f6 e7e6");
        let ctx = HookContext::after_move(&g);
        assert_eq!(ctx.event, HookEvent::Move);
        assert_eq!(ctx.side_to_move, Color::White);
        assert_eq!(ctx.moves, g.san_moves());
        assert_eq!(ctx.legal_moves, g.position().legal_moves().len());
        assert_eq!(ctx.pieces.len(), 36, "Gliński's 18 pieces a side");
        assert!(ctx.pieces.iter().any(|(c, p)| c == "f6" && *p == Piece::new(Color::White, Role::Pawn)));
        let last = ctx.last_move.expect("a move was played");
        assert_eq!(
            (last.color, last.piece, last.from.as_str(), last.to.as_str()),
            (Color::Black, Role::Pawn, "e7", "e6")
        );
        assert_eq!((last.captured, last.check), (None, false));
        assert_eq!(ctx.clock_ms, None);
    }

    #[test]
    fn an_end_snapshot_carries_the_outcome_the_clock_and_the_score() {
        let g = game("f5f6");
        let end = Outcome { reason: EndReason::Resignation, points: Points::win(Color::White) };
        let ctx = HookContext::at_end(&g, end)
            .with_clock(ByColor { white: 1000, black: 2000 })
            .with_match(ByColor { white: 4, black: 0 }, 1);
        assert_eq!((ctx.event, ctx.outcome), (HookEvent::GameEnd, Some(end)));
        assert_eq!(ctx.clock_ms, Some(ByColor { white: 1000, black: 2000 }));
        assert_eq!((ctx.score.white, ctx.games_finished), (4, 1));
        assert!(HookContext::after_move(&game("")).last_move.is_none());
    }
}
