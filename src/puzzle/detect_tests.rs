//! Theme detection on lines built for each theme. Cells are found from the variant's own attack
//! tables (a knight's leaps, a rook's lines), so the tests need no hand-computed hex geometry.

use crate::engine::Score;
use crate::puzzle::PuzzleLine;
use crate::rules::{Bitboard, Cell, Color, Coord, CoordMove, Piece, Position, Role, Setup, StalemateRule, Variant};
use crate::script::builtin_variant;

use super::{LineFacts, Theme, detect_themes};

fn glinski() -> &'static Variant {
    builtin_variant("glinski").unwrap_or_else(|e| panic!("the built-in Gliński variant: {e}"))
}

fn cell(v: &Variant, name: &str) -> Cell {
    v.board().parse_cell(name).unwrap_or_else(|| panic!("no cell {name}"))
}

/// A position from `pieces`, each a piece letter and a cell (`Kg1`, `nf8`: upper case White).
fn position(v: &'static Variant, turn: Color, pieces: &[(char, Cell)]) -> Option<Position> {
    let mut setup = Setup::empty();
    setup.turn = turn;
    for &(letter, at) in pieces {
        setup.set(Coord::of(v.board(), at), Piece::from_char(letter));
    }
    Position::from_setup(v, &setup).ok()
}

/// The line from `before` through coordinate moves (the setup move first).
fn line(before: Position, moves: &[&str]) -> PuzzleLine {
    let mut positions = vec![before];
    let mut played = Vec::new();
    for text in moves {
        let pos = positions[positions.len() - 1];
        let mv = CoordMove::parse(text)
            .ok()
            .and_then(|m| m.resolve(&pos).ok())
            .unwrap_or_else(|| panic!("{text} in {}", pos.fen()));
        positions.push(pos.play(mv).unwrap_or_else(|e| panic!("{text}: {e}")));
        played.push(mv);
    }
    PuzzleLine { before, moves: played, positions }
}

fn name(v: &Variant, c: Cell) -> String {
    v.board().name(c)
}

fn mv(v: &Variant, from: Cell, to: Cell) -> String {
    format!("{}{}", name(v, from), name(v, to))
}

fn themes(line: &PuzzleLine, solver_before: f64, final_cp: Option<i32>) -> Vec<Theme> {
    let rules = line.before.variant().default_rules();
    detect_themes(line, &LineFacts { rules, solver_before, final_score: final_cp.map(Score::Cp) })
}

/// Black's quiet setup move: a pawn far from the action steps forward.
const SETUP: &str = "b7b6";

/// A position with Black to move: `pieces`, plus White's king on a1, Black's on l6 unless
/// given, and Black's pawn for [`SETUP`].
fn before(v: &'static Variant, pieces: &[(char, &str)]) -> Position {
    let mut all: Vec<(char, Cell)> = vec![('K', cell(v, "a1")), ('p', cell(v, "b7"))];
    if !pieces.iter().any(|(c, _)| *c == 'k') {
        all.push(('k', cell(v, "l6")));
    }
    all.extend(pieces.iter().map(|&(c, at)| (c, cell(v, at))));
    position(v, Color::Black, &all).unwrap_or_else(|| panic!("a legal position: {pieces:?}"))
}

#[test]
fn taking_an_undefended_piece_is_a_hanging_piece_and_a_defended_one_is_not() {
    let v = glinski();
    let hanging = line(before(v, &[('R', "f1"), ('n', "f8")]), &[SETUP, "f1f8"]);
    let found = themes(&hanging, 0.0, Some(300));
    assert!(found.contains(&Theme::HangingPiece), "{found:?}");
    assert!(found.contains(&Theme::OneMove) && found.contains(&Theme::Advantage), "{found:?}");
    assert!(themes(&hanging, 0.0, Some(700)).contains(&Theme::Crushing));

    let defended = line(before(v, &[('R', "f1"), ('n', "f8"), ('r', "f10")]), &[SETUP, "f1f8"]);
    assert!(!themes(&defended, 0.0, Some(300)).contains(&Theme::HangingPiece));
}

/// The twelve cells a knight on `from` leaps to, on an empty board.
fn leaps(v: &Variant, from: Cell) -> Vec<Cell> {
    v.attacks(Piece::new(Color::White, Role::Knight), from, Bitboard::EMPTY).into_iter().collect()
}

/// A knight jump to f6 that checks Black's king from one leap and hits `victim` (a black piece
/// letter) on another, found among the knight's leaps: the line, with [`SETUP`] before it.
fn knight_jump(v: &'static Variant, victim: char) -> PuzzleLine {
    let centre = cell(v, "f6");
    let targets = leaps(v, centre);
    for &king_at in &targets {
        for &victim_at in targets.iter().filter(|&&c| c != king_at) {
            for &from in targets.iter().filter(|&&c| c != king_at && c != victim_at) {
                if leaps(v, from).contains(&king_at) || leaps(v, from).contains(&victim_at) {
                    continue;
                }
                let pieces =
                    [('K', cell(v, "a1")), ('p', cell(v, "b7")), ('N', from), ('k', king_at), (victim, victim_at)];
                let Some(start) = position(v, Color::Black, &pieces) else { continue };
                let Ok(after_setup) =
                    start.play(match CoordMove::parse(SETUP).ok().and_then(|m| m.resolve(&start).ok()) {
                        Some(m) => m,
                        None => continue,
                    })
                else {
                    continue;
                };
                if after_setup.legal_moves().iter().any(|m| m.from == from && m.to == centre) {
                    return line(start, &[SETUP, &mv(v, from, centre)]);
                }
            }
        }
    }
    panic!("no knight jump found")
}

#[test]
fn a_knight_that_checks_and_hits_a_rook_is_a_fork_and_a_pawn_is_not_worth_one() {
    let v = glinski();
    let fork = knight_jump(v, 'r');
    assert!(fork.positions[2].is_check(), "the knight checks");
    assert!(themes(&fork, 0.0, Some(400)).contains(&Theme::Fork));
    let pawn = knight_jump(v, 'p');
    assert!(pawn.positions[2].is_check(), "the knight checks");
    assert!(!themes(&pawn, 0.0, Some(400)).contains(&Theme::Fork), "a pawn is not worth a fork");
}

#[test]
fn a_rook_that_pins_a_knight_to_its_king_is_a_pin() {
    let v = glinski();
    let rook = Piece::new(Color::White, Role::Rook);
    let f2 = cell(v, "f2");
    // A cell off the f-file from which the rook reaches f2.
    let from = v
        .attacks(rook, f2, Bitboard::EMPTY)
        .into_iter()
        .find(|&c| !name(v, c).starts_with('f') && c != cell(v, "a1"))
        .unwrap_or_else(|| panic!("a rook cell"));
    let from_name = name(v, from);
    let onto_file = mv(v, from, f2);
    let pin = line(before(v, &[('R', &from_name), ('n', "f7"), ('k', "f10")]), &[SETUP, &onto_file]);
    assert!(themes(&pin, 0.0, Some(300)).contains(&Theme::Pin));

    let nothing_behind = line(before(v, &[('R', &from_name), ('n', "f7"), ('k', "l6")]), &[SETUP, &onto_file]);
    assert!(!themes(&nothing_behind, 0.0, Some(300)).contains(&Theme::Pin));
}

#[test]
fn a_knight_stepping_off_the_rooks_file_discovers_an_attack_on_the_queen() {
    let v = glinski();
    let f3 = cell(v, "f3");
    let off = leaps(v, f3).into_iter().find(|&c| !name(v, c).starts_with('f')).unwrap_or_else(|| panic!("a leap"));
    let step = mv(v, f3, off);
    let discovered = line(before(v, &[('R', "f1"), ('N', "f3"), ('q', "f9")]), &[SETUP, &step]);
    assert!(themes(&discovered, 0.0, Some(600)).contains(&Theme::DiscoveredAttack));

    let pawn_behind = line(before(v, &[('R', "f1"), ('N', "f3"), ('p', "f9"), ('r', "f10")]), &[SETUP, &step]);
    assert!(!themes(&pawn_behind, 0.0, Some(600)).contains(&Theme::DiscoveredAttack), "a pawn behind");
}

#[test]
fn promotion_and_en_passant_are_read_off_the_solver_moves() {
    let v = glinski();
    let promotes = line(before(v, &[('P', "f10")]), &[SETUP, "f10f11q"]);
    assert!(themes(&promotes, 0.0, Some(900)).contains(&Theme::Promotion));
    // Black's f-pawn double-steps past f6, and White's e5 pawn takes it there.
    let en_passant = line(before(v, &[('P', "e5"), ('p', "f7")]), &["f7f5", "e5f6"]);
    let found = themes(&en_passant, 0.0, Some(300));
    assert!(found.contains(&Theme::EnPassant), "{found:?}");
    assert!(!found.contains(&Theme::Promotion));
}

#[test]
fn castling_is_a_theme_in_shafrans_game() {
    let v = builtin_variant("shafran").unwrap_or_else(|e| panic!("Shafran: {e}"));
    let mut setup = v.start_setup().clone();
    for cleared in ["b1", "c1", "d1"] {
        setup.set(Coord::of(v.board(), cell(v, cleared)), None);
    }
    setup.turn = Color::Black;
    let before = Position::from_setup(v, &setup).unwrap_or_else(|e| panic!("{e}"));
    let castles = line(before, &["e9e8", "e1c1"]);
    assert!(themes(&castles, 0.0, Some(250)).contains(&Theme::Castling));
}

/// A line that ends the game with a White queen move, Black to move and in check (`mate`) or
/// not (stalemate). Found by a small search over where White's king and queen stand, so the
/// position need not be worked out by hand. Black's setup pawn is blocked on b6 by White's b5.
fn ending(v: &'static Variant, black_king: &str, mate: bool) -> PuzzleLine {
    let fixed = [('k', cell(v, black_king)), ('p', cell(v, "b7")), ('P', cell(v, "b5"))];
    for queen in v.board().cells() {
        for king in v.board().cells() {
            let mut pieces = vec![('K', king), ('Q', queen)];
            pieces.extend(fixed);
            let Some(start) = position(v, Color::Black, &pieces) else { continue };
            let Some(after_setup) =
                CoordMove::parse(SETUP).ok().and_then(|m| m.resolve(&start).ok()).and_then(|m| start.play(m).ok())
            else {
                continue;
            };
            for m in after_setup.legal_moves().into_iter().filter(|m| m.from == queen) {
                let Ok(end) = after_setup.play(m) else { continue };
                if end.legal_moves().is_empty() && end.is_check() == mate {
                    return line(start, &[SETUP, &CoordMove::from_move(&after_setup, m).to_string()]);
                }
            }
        }
    }
    panic!("no ending found")
}

#[test]
fn a_line_ending_in_mate_is_mate_in_its_solver_moves() {
    let v = glinski();
    let mate = ending(v, "l1", true);
    let found = themes(&mate, 0.0, None);
    assert!(found.contains(&Theme::Mate) && found.contains(&Theme::MateIn1), "{found:?}");
    assert!(!found.contains(&Theme::Advantage) && !found.contains(&Theme::Crushing), "{found:?}");
}

#[test]
fn a_stalemate_worth_three_quarters_to_a_losing_solver_is_a_stalemate_trick() {
    let v = glinski();
    let stalemate = ending(v, "l1", false);
    assert!(themes(&stalemate, -0.5, None).contains(&Theme::StalemateTrick));
    assert!(!themes(&stalemate, 0.6, None).contains(&Theme::StalemateTrick), "the solver was winning anyway");
    let mut draw_rules = v.default_rules();
    draw_rules.stalemate = StalemateRule::Draw;
    let facts = LineFacts { rules: draw_rules, solver_before: -0.5, final_score: None };
    assert!(!detect_themes(&stalemate, &facts).contains(&Theme::StalemateTrick), "only ¾ makes it a trick");
    assert!(!themes(&stalemate, -0.5, None).contains(&Theme::Mate));
}
