//! Hunts: seeded random endgame positions for the themes self-play seldom reaches.
//!
//! Self-play between short-sighted levels almost never walks into a ¾-stalemate trap or a
//! castling that wins (docs/puzzles.md). A hunt draws random sparse positions from its seed,
//! takes the side to move as the opponent, and picks one of its legal moves that hands the
//! solver the hunted chance: a stalemating reply, or a castling with check. That move is the
//! candidate mistake. The position and the move then go through the whole generator as a game of
//! one move (judged, cooked, verified, themed and rated like any game's mistake), and the
//! generator keeps only the puzzles that show the hunted theme.

use crate::engine::{Rng, piece_value};
use crate::puzzle::Theme;
use crate::rules::{
    Color, Coord, Move, MoveKind, Piece, Position, Role, RuleSettings, Setup, Variant, stalemate_points,
};

use super::sources::SourceGame;

/// How a hunted position's source label begins: `hunt stalemateTrick seed 1 position 17`.
pub const HUNT_SOURCE: &str = "hunt ";

/// A theme the generator can hunt for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Hunt {
    /// Gliński's ¾ stalemate: the opponent, ahead, lets the solver stalemate them.
    StalemateTrick,
    /// A castling with check (Shafran's four castlings a side).
    Castling,
}

impl Hunt {
    /// Every hunt.
    pub const ALL: [Hunt; 2] = [Hunt::StalemateTrick, Hunt::Castling];

    /// The theme it hunts for.
    pub fn theme(self) -> Theme {
        match self {
            Hunt::StalemateTrick => Theme::StalemateTrick,
            Hunt::Castling => Theme::Castling,
        }
    }

    /// The hunt named by its theme's name (`stalemateTrick`, `castling`).
    pub fn from_name(name: &str) -> Option<Hunt> {
        Hunt::ALL.into_iter().find(|h| h.theme().name() == name)
    }

    /// Whether the theme can occur under `variant` and `rules`: a stalemate worth ¾ to the
    /// stalemating side, or castlings.
    pub fn suits(self, variant: &Variant, rules: &RuleSettings) -> bool {
        match self {
            Hunt::StalemateTrick => stalemate_points(rules.stalemate, Color::Black).of(Color::White) == 3,
            Hunt::Castling => !variant.castlings().is_empty(),
        }
    }
}

/// Random positions drawn for one position number before it gives up (none fitted).
const ATTEMPTS: u32 = 50_000;

/// Hunted position `number` of `seed`: the first random position of its draw that has a fitting
/// mistake, as a one-move game, or `None` when [`ATTEMPTS`] draws found none.
pub fn hunt_game(variant: &'static Variant, hunt: Hunt, seed: u64, number: u32) -> Option<SourceGame> {
    let salt = match hunt {
        Hunt::StalemateTrick => 0x57a1,
        Hunt::Castling => 0xca57,
    };
    let mut rng =
        Rng::new(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ u64::from(number).wrapping_mul(0x9E37_79B9) ^ salt);
    for _ in 0..ATTEMPTS {
        let drawn = match hunt {
            Hunt::StalemateTrick => stalemate_setup(variant, &mut rng),
            Hunt::Castling => castling_setup(variant, &mut rng),
        };
        let Some(pos) = drawn.and_then(|s| Position::from_setup(variant, &s).ok()) else { continue };
        if pos.is_check() || !pos.has_legal_move() {
            continue;
        }
        if hunt == Hunt::StalemateTrick && material(&pos, pos.turn()) <= material(&pos, pos.turn().other()) {
            continue;
        }
        let mistakes: Vec<Move> = pos.legal_moves().into_iter().filter(|&m| hands_over(hunt, &pos, m)).collect();
        if mistakes.is_empty() {
            continue;
        }
        let mistake = mistakes[rng.below(mistakes.len() as u64) as usize];
        return Some(SourceGame {
            label: format!("{HUNT_SOURCE}{} seed {seed} position {number}", hunt.theme().name()),
            start: pos,
            moves: vec![mistake],
            first_played_ply: 0,
        });
    }
    None
}

/// Whether the opponent's `mistake` in `pos` hands the solver the hunted chance.
fn hands_over(hunt: Hunt, pos: &Position, mistake: Move) -> bool {
    let mut after = *pos;
    after.play_unchecked(mistake);
    after.legal_moves().into_iter().any(|reply| {
        let mut next = after;
        next.play_unchecked(reply);
        match hunt {
            Hunt::StalemateTrick => !next.is_check() && !next.has_legal_move(),
            Hunt::Castling => matches!(reply.kind, MoveKind::Castle(_)) && next.is_check(),
        }
    })
}

/// The engine's material count of `color`'s pieces.
fn material(pos: &Position, color: Color) -> i32 {
    Role::ALL.iter().map(|&r| pos.pieces(color, r).count() as i32 * piece_value(r)).sum()
}

/// A stalemate hunt's draw: the opponent (to move) has a king, one to three pawns and a piece;
/// the solver a king, up to two pawns and perhaps a minor piece or a rook. A pawn-only opponent
/// would give the same few king-and-pawn traps over and over.
fn stalemate_setup(variant: &Variant, rng: &mut Rng) -> Option<Setup> {
    use Role::{Bishop, King, Knight, Pawn, Queen, Rook};
    let opponent = if rng.below(2) == 0 { Color::White } else { Color::Black };
    let mut setup = Setup { turn: opponent, fullmove_number: 40, ..Setup::empty() };
    let mut theirs = vec![King, [Knight, Bishop, Rook, Queen][rng.below(4) as usize]];
    theirs.extend(std::iter::repeat_n(Pawn, 1 + rng.below(3) as usize));
    let mut ours = vec![King];
    ours.extend(std::iter::repeat_n(Pawn, rng.below(3) as usize));
    if rng.below(2) == 0 {
        ours.push([Knight, Bishop, Rook][rng.below(3) as usize]);
    }
    place_randomly(variant, &mut setup, opponent, &theirs, rng)?;
    place_randomly(variant, &mut setup, opponent.other(), &ours, rng)?;
    Some(setup)
}

/// A castling hunt's draw: the solver's king and some of its rooks at home with their rights,
/// perhaps a queen, a minor piece or pawns elsewhere; the opponent (to move) a king and one to
/// four pieces anywhere.
fn castling_setup(variant: &Variant, rng: &mut Rng) -> Option<Setup> {
    use Role::{Bishop, King, Knight, Pawn, Queen, Rook};
    let solver = if rng.below(2) == 0 { Color::White } else { Color::Black };
    let mut setup = Setup { turn: solver.other(), fullmove_number: 30, ..Setup::empty() };
    let board = variant.board();
    let mut king_home = None;
    for right in variant.castling_rights().iter().filter(|r| r.color == solver) {
        king_home = Some(right.king_home);
        if rng.below(4) != 0 {
            setup.set(Coord::of(board, right.rook_home), Some(Piece::new(solver, Rook)));
            setup.castling.push(right.letter);
        }
    }
    setup.set(Coord::of(board, king_home?), Some(Piece::new(solver, King)));
    if setup.castling.is_empty() {
        return None;
    }
    let extras: Vec<Role> = (0..rng.below(3)).map(|_| [Queen, Knight, Bishop, Pawn][rng.below(4) as usize]).collect();
    place_randomly(variant, &mut setup, solver, &extras, rng)?;
    let mut theirs = vec![King];
    theirs.extend((0..1 + rng.below(4)).map(|_| [Pawn, Pawn, Knight, Bishop, Rook, Queen][rng.below(6) as usize]));
    place_randomly(variant, &mut setup, solver.other(), &theirs, rng)?;
    Some(setup)
}

/// Puts `roles` of `color` on random cells of `variant`'s board; `None` when a cell is taken.
fn place_randomly(variant: &Variant, setup: &mut Setup, color: Color, roles: &[Role], rng: &mut Rng) -> Option<()> {
    let board = variant.board();
    let cells = board.cell_count() as u64;
    for &role in roles {
        let cell = board.cells().nth(rng.below(cells) as usize)?;
        let coord = Coord::of(board, cell);
        if setup.piece_at(coord).is_some() {
            return None;
        }
        setup.set(coord, Some(Piece::new(color, role)));
    }
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::script::builtin_variant;

    fn variant(name: &str) -> &'static Variant {
        builtin_variant(name).unwrap_or_else(|e| panic!("{name}: {e}"))
    }

    #[test]
    fn a_stalemate_hunt_hands_the_solver_a_stalemating_reply() {
        let glinski = variant("glinski");
        // Many position numbers find no fitting position in their draws; some of the first do.
        let games: Vec<SourceGame> = (0..6).filter_map(|n| hunt_game(glinski, Hunt::StalemateTrick, 4, n)).collect();
        assert!(games.len() >= 2, "{} of 6 position numbers", games.len());
        for game in games {
            assert_eq!(game.moves.len(), 1);
            assert!(game.label.starts_with("hunt stalemateTrick seed 4 position "), "{}", game.label);
            let after = game.start.play(game.moves[0]).expect("a legal mistake");
            let stalemates = after.legal_moves().into_iter().filter(|&r| {
                let next = after.play(r).expect("legal");
                !next.is_check() && next.legal_moves().is_empty()
            });
            assert!(stalemates.count() > 0, "{}: no stalemating reply", game.start.fen());
            let opponent = game.start.turn();
            assert!(material(&game.start, opponent) > material(&game.start, opponent.other()), "the opponent is ahead");
        }
    }

    #[test]
    fn a_castling_hunt_hands_the_solver_a_castling_with_check() {
        let shafran = variant("shafran");
        for number in 0..5 {
            let Some(game) = hunt_game(shafran, Hunt::Castling, 3, number) else { panic!("position {number}") };
            let after = game.start.play(game.moves[0]).expect("a legal mistake");
            let castles_with_check = after
                .legal_moves()
                .into_iter()
                .any(|r| matches!(r.kind, MoveKind::Castle(_)) && after.play(r).is_ok_and(|p| p.is_check()));
            assert!(castles_with_check, "{}", game.start.fen());
        }
    }

    #[test]
    fn a_hunt_depends_only_on_its_seed_and_number() {
        let shafran = variant("shafran");
        let drawn = |seed, number| hunt_game(shafran, Hunt::Castling, seed, number).map(|g| (g.start.fen(), g.moves));
        let a = drawn(5, 2);
        assert!(a.is_some());
        assert_eq!(a, drawn(5, 2));
        assert_ne!(a, drawn(5, 3));
        assert_ne!(a, drawn(6, 2));
    }

    #[test]
    fn hunts_go_by_their_themes_names_and_suit_their_variants() {
        assert_eq!(Hunt::from_name("stalemateTrick"), Some(Hunt::StalemateTrick));
        assert_eq!(Hunt::from_name("castling"), Some(Hunt::Castling));
        assert_eq!(Hunt::from_name("fork"), None);
        let (glinski, mccooey, shafran) = (variant("glinski"), variant("mccooey"), variant("shafran"));
        assert!(Hunt::StalemateTrick.suits(glinski, &glinski.default_rules()));
        assert!(!Hunt::StalemateTrick.suits(mccooey, &mccooey.default_rules()), "McCooey's stalemate is a draw");
        assert!(Hunt::Castling.suits(shafran, &shafran.default_rules()));
        assert!(!Hunt::Castling.suits(glinski, &glinski.default_rules()));
    }
}
