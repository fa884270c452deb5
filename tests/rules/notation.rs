//! Move notation: coordinate moves and SAN-style moves, parsed without a position (typed
//! `NotationError`s) and resolved against one (typed `ResolveError`s); SAN writing with minimal
//! disambiguation, check and mate suffixes, promotion and Shafran's castling; round trips.

use crate::common;

use common::{VARIANTS, coord_move, coords, pos, variant};
use hexchess::rules::notation::parse_any;
use hexchess::rules::{CellRef, CoordMove, MoveTextError, NotationError, Position, ResolveError, Role, San, SanPlus};
use proptest::prelude::*;
use proptest::sample::Index;

fn cref(s: &str) -> CellRef {
    CellRef { file: s.chars().next().expect("file"), rank: s[1..].parse().expect("rank") }
}

fn san_of(p: &Position, coord: &str) -> String {
    SanPlus::from_move(p, coord_move(p, coord)).to_string()
}

fn resolve_san(p: &Position, text: &str) -> Result<String, ResolveError> {
    let san = SanPlus::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    san.resolve(p).map(|m| CoordMove::from_move(p, m).to_string())
}

fn syntax_error(text: &str) -> bool {
    matches!(SanPlus::parse(text), Err(NotationError::Syntax { .. } | NotationError::Empty))
}

/// A white pawn on f10 that may step to f11 or take a black rook on e10 (kings on l1 and d1,
/// where no promoted piece gives check).
const PROMOTION: &str = "6/7/8/k8/9r/9P1/10/9/8/7/K5 w - - 0 1";

/// Three white rooks on f2, f10 and b2 all reach f6 (kings out of the way on l1 and k7).
const THREE_ROOKS: &str = "6/1R5/8/9/10/1R7R1/10/9/8/6k/K5 w - - 0 1";

#[test]
fn coordinate_moves_parse() {
    let m = CoordMove::parse("f5f6").expect("plain");
    assert_eq!((m.from, m.to, m.promotion), (cref("f5"), cref("f6"), None));
    let m = CoordMove::parse("f10f11q").expect("promotion");
    assert_eq!((m.from, m.to, m.promotion), (cref("f10"), cref("f11"), Some(Role::Queen)));
    assert_eq!(CoordMove::parse("e1c1").expect("castling").to_string(), "e1c1");
    assert_eq!(CoordMove::parse(" f10f11n ").expect("trimmed").to_string(), "f10f11n");
    assert_eq!(CoordMove::parse(""), Err(NotationError::Empty));
    for bad in ["f5", "f5f", "F5f6", "f0f1", "f05f6", "f5f6x", "f5f6k", "f5f6p", "f5f6qq", "5f6f", "f5-f6", "f1234f5"] {
        assert!(matches!(CoordMove::parse(bad), Err(NotationError::Syntax { .. })), "{bad}");
    }
}

#[test]
fn coordinate_moves_resolve_with_typed_errors() {
    let start = variant("glinski").start_position();
    assert_eq!(
        CoordMove::parse("f5f6").expect("parse").resolve(&start).map(|m| m.to),
        Ok(common::cell(start.variant(), "f6"))
    );
    let resolve = |text: &str| CoordMove::parse(text).expect("parse").resolve(&start);
    assert_eq!(resolve("j5j6"), Err(ResolveError::UnknownCell("j5".into())));
    assert_eq!(resolve("f5f12"), Err(ResolveError::UnknownCell("f12".into())));
    assert_eq!(resolve("f5f7"), Err(ResolveError::Illegal("f5f7".into())), "f7 is Black's pawn");
    assert_eq!(resolve("f6f7"), Err(ResolveError::Illegal("f6f7".into())), "f6 is empty");
    assert_eq!(resolve("f5f6q"), Err(ResolveError::Illegal("f5f6q".into())), "not a promotion");

    let promo = pos("glinski", PROMOTION);
    let resolve = |text: &str| CoordMove::parse(text).expect("parse").resolve(&promo);
    assert_eq!(resolve("f10f11"), Err(ResolveError::MissingPromotion("f10f11".into())));
    assert_eq!(resolve("f10f11r").map(|m| m.promotion), Ok(Some(Role::Rook)));
    // Every error is a one-line message.
    assert!(!ResolveError::MissingPromotion("f10f11".into()).to_string().contains('\n'));
}

#[test]
fn san_parses_every_form_in_the_rules() {
    let normal = |text: &str| match SanPlus::parse(text).unwrap_or_else(|e| panic!("{text}: {e}")).san {
        San::Normal { role, file, rank, capture, to, promotion } => {
            (role, file, rank, capture, to.to_string(), promotion)
        }
        San::Castle(c) => panic!("{text} read as castling {c}"),
    };
    assert_eq!(normal("Nf4"), (Role::Knight, None, None, false, "f4".into(), None));
    assert_eq!(normal("Qxf9"), (Role::Queen, None, None, true, "f9".into(), None));
    assert_eq!(normal("exf5"), (Role::Pawn, Some('e'), None, true, "f5".into(), None));
    assert_eq!(normal("Ndf4"), (Role::Knight, Some('d'), None, false, "f4".into(), None));
    assert_eq!(normal("N1f4"), (Role::Knight, None, Some(1), false, "f4".into(), None));
    assert_eq!(normal("Nd1f4"), (Role::Knight, Some('d'), Some(1), false, "f4".into(), None));
    assert_eq!(normal("Nd1-f4"), (Role::Knight, Some('d'), Some(1), false, "f4".into(), None));
    assert_eq!(normal("R10f6"), (Role::Rook, None, Some(10), false, "f6".into(), None));
    assert_eq!(normal("f11=Q"), (Role::Pawn, None, None, false, "f11".into(), Some(Role::Queen)));
    assert_eq!(normal("fxe10=N"), (Role::Pawn, Some('f'), None, true, "e10".into(), Some(Role::Knight)));
    assert_eq!(normal("f10f11q"), (Role::Pawn, Some('f'), Some(10), false, "f11".into(), Some(Role::Queen)));
    assert_eq!(normal("Kxg2"), (Role::King, None, None, true, "g2".into(), None));

    let plus = SanPlus::parse("Qxf9#").expect("mate");
    assert!(plus.mate && !plus.check);
    let plus = SanPlus::parse("Rb6+").expect("check");
    assert!(plus.check && !plus.mate);
    let plus = SanPlus::parse("Nd1f4!?").expect("annotation");
    assert!(!plus.check && !plus.mate);
    assert_eq!(plus.san.to_string(), "Nd1f4");
    assert_eq!(SanPlus::parse("e5+??").expect("check and annotation").to_string(), "e5+");

    for (text, castle) in [("Q-0-0", "Q-0-0"), ("Q-0-0-0", "Q-0-0-0"), ("B-0-0", "B-0-0"), ("B-O-O-O+", "B-0-0-0")] {
        assert_eq!(SanPlus::parse(text).expect("castling").san, San::Castle(castle.into()), "{text}");
    }
}

#[test]
fn san_parse_errors() {
    assert_eq!(SanPlus::parse(""), Err(NotationError::Empty));
    assert_eq!(SanPlus::parse("  "), Err(NotationError::Empty));
    for bad in ["0-0", "O-O-O", "Zf4", "f11=K", "f11=", "Nf", "N", "Nf4x", "Nd1xx", "f4é", "é", "N=Q", "Q-0"] {
        assert!(syntax_error(bad), "{bad:?} should not parse");
    }
    match SanPlus::parse("f11=K") {
        Err(NotationError::Syntax { text, reason }) => {
            assert_eq!(text, "f11=K");
            assert!(reason.contains("=Q"), "{reason}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn knights_from_the_start_need_their_file() {
    // Both of White's knights, on d1 and h1, reach f4.
    let start = variant("glinski").start_position();
    assert_eq!(san_of(&start, "d1f4"), "Ndf4");
    assert_eq!(san_of(&start, "h1f4"), "Nhf4");
    assert_eq!(resolve_san(&start, "Ndf4").as_deref(), Ok("d1f4"));
    assert_eq!(resolve_san(&start, "Nd1f4").as_deref(), Ok("d1f4"), "more than minimal is accepted");
    assert_eq!(resolve_san(&start, "Nd1-f4").as_deref(), Ok("d1f4"), "the long form");
    assert_eq!(
        resolve_san(&start, "Nf4"),
        Err(ResolveError::Ambiguous { text: "Nf4".into(), candidates: "d1f4, h1f4".into() })
    );
    assert!(matches!(resolve_san(&start, "N1f4"), Err(ResolveError::Ambiguous { .. })), "both stand on rank 1");
    assert_eq!(resolve_san(&start, "Nf5"), Err(ResolveError::Illegal("Nf5".into())));
    assert_eq!(resolve_san(&start, "Nj4"), Err(ResolveError::UnknownCell("j4".into())));
    assert_eq!(san_of(&start, "f5f6"), "f6");
    assert_eq!(san_of(&start, "e4e6"), "e6", "a double step is a plain pawn move");
}

#[test]
fn file_rank_and_whole_cell_disambiguation() {
    // Rooks on f2, f10 and b2 all reach f6: f2 shares its file with f10 and its rank with b2.
    let p = pos("glinski", THREE_ROOKS);
    assert_eq!(coords(&p).iter().filter(|m| m.ends_with("f6")).count(), 3);
    assert_eq!(san_of(&p, "b2f6"), "Rbf6", "the file is enough");
    assert_eq!(san_of(&p, "f10f6"), "R10f6", "the file is shared, the rank is not");
    assert_eq!(san_of(&p, "f2f6"), "Rf2f6", "both are shared");
    for (text, expected) in [("Rbf6", "b2f6"), ("R10f6", "f10f6"), ("Rf2f6", "f2f6"), ("Rb2f6", "b2f6")] {
        assert_eq!(resolve_san(&p, text).as_deref(), Ok(expected), "{text}");
    }
    for text in ["Rf6", "Rff6", "R2f6"] {
        assert!(matches!(resolve_san(&p, text), Err(ResolveError::Ambiguous { .. })), "{text}");
    }
    // Rooks on c3 and h4 both reach f6 from different files and ranks: the file is used.
    // (Black's king on b7: on a6 it would stand on the h4 rook's line through f6.)
    let p = pos("glinski", "6/6k/2R5/9/10/11/10/3R5/8/7/K5 w - - 0 1");
    assert_eq!(san_of(&p, "c3f6"), "Rcf6");
    assert_eq!(san_of(&p, "h4f6"), "Rhf6");
    // A lone rook needs nothing.
    assert_eq!(san_of(&p, "c3c5"), "Rc5");
}

#[test]
fn captures_checks_and_mates() {
    // A published miniature (FoolsMate.pgn): 1. Qe1c3 Qe10c6 2. b1b2 b7b6 3. Bf3b1 e7e6 4. Qc3xBf9#.
    let mut p = variant("glinski").start_position();
    let mut sans = Vec::new();
    for mv in "e1c3 e10c6 b1b2 b7b6 f3b1 e7e6 c3f9".split_whitespace() {
        sans.push(san_of(&p, mv));
        p = common::play(&p, mv);
    }
    assert_eq!(sans, ["Qc3", "Qc6", "b2", "b6", "Bb1", "e6", "Qxf9#"]);
    assert!(p.is_check() && !p.has_legal_move());

    // A rook check that the king can answer by taking: "+", not "#".
    let p = pos("glinski", "5k/1R5/8/9/10/11/10/9/8/7/K5 w - - 0 1");
    assert_eq!(san_of(&p, "b2b6"), "Rb6+");
    // En passant is a pawn capture like any other.
    let ep = pos("glinski", "6/1b2p2/1P1n2pr/1R3Pp2/2QPP3n1/BBB1p3b1b/KN4p2q/N4P2k/R1P1P2r/P5p/6 w - f6 0 1");
    assert_eq!(san_of(&ep, "e5f6"), "exf6");
    assert_eq!(resolve_san(&ep, "exf6").as_deref(), Ok("e5f6"));
}

#[test]
fn promotion_is_written_with_an_equals_sign() {
    // White pawn on f10, a black rook on e10 it may take.
    let p = pos("glinski", PROMOTION);
    assert_eq!(san_of(&p, "f10f11q"), "f11=Q");
    assert_eq!(san_of(&p, "f10f11n"), "f11=N");
    assert_eq!(san_of(&p, "f10e10r"), "fxe10=R");
    assert_eq!(resolve_san(&p, "f11=B").as_deref(), Ok("f10f11b"));
    assert_eq!(resolve_san(&p, "fxe10=Q").as_deref(), Ok("f10e10q"));
    assert_eq!(resolve_san(&p, "f11"), Err(ResolveError::MissingPromotion("f11".into())));
    assert_eq!(resolve_san(&p, "f10f11"), Err(ResolveError::MissingPromotion("f10f11".into())));
    // A pawn step with no file never resolves to a capture.
    assert_eq!(resolve_san(&p, "e10=Q"), Err(ResolveError::Illegal("e10=Q".into())));
}

#[test]
fn shafran_castling_san() {
    // Kings and rooks at home, nothing between: all four castlings for each side.
    let white = pos("shafran", "R4r/7/8/9/K8k/9/8/7/R4r w QBqb - 0 1");
    let black = pos("shafran", "R4r/7/8/9/K8k/9/8/7/R4r b QBqb - 0 1");
    let expected = [("e1c1", "Q-0-0"), ("e1b1", "Q-0-0-0"), ("e1g3", "B-0-0"), ("e1h4", "B-0-0-0")];
    for (coord, san) in expected {
        assert_eq!(san_of(&white, coord), san);
        assert_eq!(resolve_san(&white, san).as_deref(), Ok(coord));
        assert_eq!(resolve_san(&white, &san.replace('0', "O")).as_deref(), Ok(coord));
    }
    let expected = [("e10g10", "Q-0-0"), ("e10h10", "Q-0-0-0"), ("e10c8", "B-0-0"), ("e10b7", "B-0-0-0")];
    for (coord, san) in expected {
        assert_eq!(san_of(&black, coord), san);
        assert_eq!(resolve_san(&black, san).as_deref(), Ok(coord));
    }
    // Without the right it does not resolve.
    let no_rights = pos("shafran", "R4r/7/8/9/K8k/9/8/7/R4r w - - 0 1");
    assert_eq!(resolve_san(&no_rights, "Q-0-0"), Err(ResolveError::Illegal("Q-0-0".into())));
}

#[test]
fn typed_moves_are_read_in_either_notation() {
    let start = variant("glinski").start_position();
    for text in ["f5f6", "f6", "Pf6", "d1f4", "Ndf4", "Nd1-f4"] {
        assert!(parse_any(&start, text).is_ok(), "{text}");
    }
    assert!(matches!(parse_any(&start, "hello"), Err(MoveTextError::Notation(_))));
    assert!(matches!(parse_any(&start, "Nf4"), Err(MoveTextError::Resolve(ResolveError::Ambiguous { .. }))));
    assert!(matches!(parse_any(&start, "f5f8"), Err(MoveTextError::Resolve(ResolveError::Illegal(_)))));
    // A coordinate move's own error is reported, not that of the same text read as SAN.
    assert_eq!(parse_any(&start, "j5j6"), Err(MoveTextError::Resolve(ResolveError::UnknownCell("j5".into()))));
    assert_eq!(parse_any(&start, "d1f5"), Err(MoveTextError::Resolve(ResolveError::Illegal("d1f5".into()))));
}

/// The SAN text with its disambiguation replaced.
fn with_disambiguation(san: &San, file: Option<char>, rank: Option<u8>) -> String {
    match san.clone() {
        San::Normal { role, capture, to, promotion, .. } => {
            San::Normal { role, file, rank, capture, to, promotion }.to_string()
        }
        castle => castle.to_string(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, failure_persistence: None, ..ProptestConfig::default() })]

    /// Every legal move of every position of a random game: its SAN and coordinate texts read back
    /// to the same move, and its SAN's disambiguation is minimal.
    #[test]
    fn every_move_round_trips_with_minimal_disambiguation(
        v in 0usize..3,
        choices in prop::collection::vec(any::<Index>(), 0..80),
    ) {
        let mut p = variant(VARIANTS[v]).start_position();
        for choice in choices {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            for mv in &moves {
                let coord = CoordMove::from_move(&p, *mv).to_string();
                prop_assert_eq!(CoordMove::parse(&coord).and_then(|c| c.resolve(&p).map_err(|_| NotationError::Empty)), Ok(*mv));
                let plus = SanPlus::from_move(&p, *mv);
                let text = plus.to_string();
                let parsed = SanPlus::parse(&text).map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
                prop_assert_eq!(&parsed, &plus, "{}", text);
                prop_assert_eq!(parsed.resolve(&p), Ok(*mv), "{} in {}", text, p.fen());
                let mut after = p;
                after.play_unchecked(*mv);
                prop_assert_eq!(plus.check || plus.mate, after.is_check());
                prop_assert_eq!(plus.mate, after.is_check() && !after.has_legal_move());
                if let San::Normal { role, file, rank, capture, .. } = &plus.san {
                    prop_assert_eq!(*capture, p.piece_at(mv.to).is_some() || mv.kind == hexchess::rules::MoveKind::EnPassant);
                    if *role == Role::Pawn {
                        prop_assert_eq!(file.is_some(), *capture, "{}", text);
                        continue;
                    }
                    let ambiguous = |f, r| matches!(
                        SanPlus::parse(&with_disambiguation(&plus.san, f, r)).map(|s| s.resolve(&p)),
                        Ok(Err(ResolveError::Ambiguous { .. }))
                    );
                    match (file, rank) {
                        (None, None) => {}
                        (Some(_), None) => prop_assert!(ambiguous(None, None), "{} is not minimal", text),
                        (None, Some(_)) => {
                            prop_assert!(ambiguous(None, None), "{} is not minimal", text);
                            let from_file = CoordMove::from_move(&p, *mv).from.file;
                            prop_assert!(ambiguous(Some(from_file), None), "{}: the file would have done", text);
                        }
                        (Some(_), Some(_)) => {
                            prop_assert!(ambiguous(*file, None) && ambiguous(None, *rank), "{} is not minimal", text);
                        }
                    }
                }
            }
            p.play_unchecked(moves[choice.index(moves.len())]);
        }
    }
}
