//! Hunts: seeded random endgame positions for the themes self-play seldom reaches.
//!
//! Self-play between short-sighted levels almost never walks into a ¾-stalemate trap, a castling
//! that wins or an en passant capture that decides, and seldom into a long forced mate
//! (docs/puzzles.md). A hunt draws random sparse positions from its seed, takes the side to move
//! as the opponent, and picks one of its legal moves that hands the solver the hunted chance: a
//! stalemating reply, a castling with check, an en passant capture with check, or a mate in three,
//! four or five by checks. That move is the candidate mistake. The position and the
//! move then go through the whole generator as a game of one move (judged, cooked, verified,
//! themed and rated like any game's mistake), and the generator keeps only the puzzles that
//! show the hunted theme.

mod castling;
mod draw;
mod en_passant;
mod mate;
mod stalemate;

use crate::engine::Rng;
use crate::puzzle::Theme;
use crate::rules::{Color, Move, Position, RuleSettings, Setup, Variant, stalemate_points};

use super::pipeline::Budgets;
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
    /// An en passant capture with check.
    EnPassant,
    /// A mate in three: the opponent, ahead in material, ignores the solver's threat of one.
    MateIn3,
    /// A mate in four, hunted the same way.
    MateIn4,
    /// A mate in five, hunted the same way.
    MateIn5,
}

impl Hunt {
    /// Every hunt.
    pub const ALL: [Hunt; 6] =
        [Hunt::StalemateTrick, Hunt::Castling, Hunt::EnPassant, Hunt::MateIn3, Hunt::MateIn4, Hunt::MateIn5];

    /// The theme it hunts for.
    pub fn theme(self) -> Theme {
        match self {
            Hunt::StalemateTrick => Theme::StalemateTrick,
            Hunt::Castling => Theme::Castling,
            Hunt::EnPassant => Theme::EnPassant,
            Hunt::MateIn3 => Theme::MateIn3,
            Hunt::MateIn4 => Theme::MateIn4,
            Hunt::MateIn5 => Theme::MateIn5,
        }
    }

    /// The hunt named by its theme's name (`stalemateTrick`, `castling`, `enPassant`, `mateIn3`…).
    pub fn from_name(name: &str) -> Option<Hunt> {
        Hunt::ALL.into_iter().find(|h| h.theme().name() == name)
    }

    /// The hunt a puzzle's source names (`hunt mateIn4 seed 1 position 22 move 30...`), if any.
    pub fn of_source(source: &str) -> Option<Hunt> {
        source.strip_prefix(HUNT_SOURCE).and_then(|rest| rest.split(' ').next()).and_then(Hunt::from_name)
    }

    /// The budgets its lines are cooked and verified at unless told otherwise, and that a check of
    /// its puzzles uses at the least: the default, but 100 000 nodes for cooking a mate in three or
    /// four, which the engine seldom sees in time at 24 000, and 400 000 for a mate in five, whose
    /// one-move game is scanned at that budget too (a smaller one sees no mistake).
    pub fn budgets(self) -> Budgets {
        match self {
            Hunt::MateIn3 | Hunt::MateIn4 => Budgets::from_cook(100_000),
            Hunt::MateIn5 => Budgets { scan: 400_000, ..Budgets::from_cook(400_000) },
            _ => Budgets::DEFAULT,
        }
    }

    /// Whether the theme can occur under `variant` and `rules`: a stalemate worth ¾ to the
    /// stalemating side, castlings, or pawns that may leave home with a multi-step.
    pub fn suits(self, variant: &Variant, rules: &RuleSettings) -> bool {
        match self {
            Hunt::StalemateTrick => stalemate_points(rules.stalemate, Color::Black).of(Color::White) == 3,
            Hunt::Castling => !variant.castlings().is_empty(),
            Hunt::EnPassant => variant.board().cells().any(|c| variant.multi_step(Color::White, c) > 1),
            Hunt::MateIn3 | Hunt::MateIn4 | Hunt::MateIn5 => true,
        }
    }

    /// The seed salt that keeps each hunt's draws apart.
    fn salt(self) -> u64 {
        match self {
            Hunt::StalemateTrick => 0x57a1,
            Hunt::Castling => 0xca57,
            Hunt::EnPassant => 0xe9a5,
            Hunt::MateIn3 => 0x3a73,
            Hunt::MateIn4 => 0x3a74,
            Hunt::MateIn5 => 0x3a75,
        }
    }

    /// A random position for this hunt, the opponent to move.
    fn draw(self, variant: &Variant, rng: &mut Rng) -> Option<Setup> {
        match self {
            Hunt::StalemateTrick => stalemate::draw(variant, rng),
            Hunt::Castling => castling::draw(variant, rng),
            Hunt::EnPassant => en_passant::draw(variant, rng),
            Hunt::MateIn3 | Hunt::MateIn4 | Hunt::MateIn5 => mate::draw(variant, rng),
        }
    }

    /// The opponent's moves in `pos` that hand the solver the hunted chance.
    fn mistakes(self, pos: &Position) -> Vec<Move> {
        match self {
            Hunt::StalemateTrick => stalemate::mistakes(pos),
            Hunt::Castling => castling::mistakes(pos),
            Hunt::EnPassant => en_passant::mistakes(pos),
            Hunt::MateIn3 => mate::mistakes(pos, 3),
            Hunt::MateIn4 => mate::mistakes(pos, 4),
            Hunt::MateIn5 => mate::mistakes(pos, 5),
        }
    }
}

/// Random positions drawn for one position number before it gives up (none fitted).
const ATTEMPTS: u32 = 50_000;

/// Hunted position `number` of `seed`: the first random position of its draw that has a fitting
/// mistake, as a one-move game, or `None` when [`ATTEMPTS`] draws found none.
pub fn hunt_game(variant: &'static Variant, hunt: Hunt, seed: u64, number: u32) -> Option<SourceGame> {
    let mut rng =
        Rng::new(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ u64::from(number).wrapping_mul(0x9E37_79B9) ^ hunt.salt());
    for _ in 0..ATTEMPTS {
        let Some(pos) = hunt.draw(variant, &mut rng).and_then(|s| Position::from_setup(variant, &s).ok()) else {
            continue;
        };
        if pos.is_check() || !pos.has_legal_move() {
            continue;
        }
        let mistakes = hunt.mistakes(&pos);
        if mistakes.is_empty() {
            continue;
        }
        let mistake = draw::pick(&mut rng, &mistakes);
        return Some(SourceGame {
            label: format!("{HUNT_SOURCE}{} seed {seed} position {number}", hunt.theme().name()),
            start: pos,
            moves: vec![mistake],
            first_played_ply: 0,
        });
    }
    None
}

/// The opponent's moves in `pos` of the kind `mistake` accepts that leave the solver a reply for
/// which `chance` (given the reply and the position after it) holds.
fn handing_over(
    pos: &Position,
    mistake: impl Fn(&Move) -> bool,
    chance: impl Fn(Move, &Position) -> bool,
) -> Vec<Move> {
    let hands_over = |mistake: Move| {
        let mut after = *pos;
        after.play_unchecked(mistake);
        after.legal_moves().into_iter().any(|reply| {
            let mut next = after;
            next.play_unchecked(reply);
            chance(reply, &next)
        })
    };
    pos.legal_moves().into_iter().filter(|m| mistake(m)).filter(|&m| hands_over(m)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::script::builtin_variant;

    fn variant(name: &str) -> &'static Variant {
        builtin_variant(name).unwrap_or_else(|e| panic!("{name}: {e}"))
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
        assert_eq!(Hunt::from_name("enPassant"), Some(Hunt::EnPassant));
        assert_eq!(Hunt::from_name("mateIn3"), Some(Hunt::MateIn3));
        assert_eq!(Hunt::from_name("mateIn4"), Some(Hunt::MateIn4));
        assert_eq!(Hunt::from_name("mateIn5"), Some(Hunt::MateIn5));
        assert_eq!(Hunt::of_source("hunt mateIn4 seed 1 position 22 move 30..."), Some(Hunt::MateIn4));
        assert_eq!(Hunt::of_source("hunt castling seed 1 position 3 move 25"), Some(Hunt::Castling));
        assert_eq!(Hunt::of_source("selfplay seed 1 game 4 move 12"), None);
        assert!(Hunt::MateIn4.budgets().verify > Budgets::DEFAULT.verify);
        let five = Hunt::MateIn5.budgets();
        assert!(five.cook > Hunt::MateIn4.budgets().cook && five.scan == five.cook, "{five:?}");
        assert_eq!(Hunt::EnPassant.budgets(), Budgets::DEFAULT);
        assert_eq!(Hunt::from_name("fork"), None);
        let (glinski, mccooey, shafran) = (variant("glinski"), variant("mccooey"), variant("shafran"));
        assert!(Hunt::StalemateTrick.suits(glinski, &glinski.default_rules()));
        assert!(!Hunt::StalemateTrick.suits(mccooey, &mccooey.default_rules()), "McCooey's stalemate is a draw");
        assert!(Hunt::Castling.suits(shafran, &shafran.default_rules()));
        assert!(!Hunt::Castling.suits(glinski, &glinski.default_rules()));
        assert!(Hunt::EnPassant.suits(mccooey, &mccooey.default_rules()));
    }
}
