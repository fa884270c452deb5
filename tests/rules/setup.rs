//! The `Setup → Position` boundary and the position string: every `SetupError` with a setup that
//! triggers it, errors that accumulate, the reader's typed `FenError`s, the two public formats we
//! read (hexchess.club's rank-by-rank board and the 5-field form), and round trips.

use crate::common;

use common::{Rng, VARIANTS, cell, variant};
use hexchess::rules::spec::EnPassantRule;
use hexchess::rules::{
    CellName, Color, Coord, EnPassantProblem, FenError, Piece, Position, PositionStringError, Setup, SetupError,
    SpecError, Variant, fen,
};

const GLINSKI_START: &str = "6/P5p/RP4pr/N1P3p1n/Q2P2p2q/BBB1P1p1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 w - - 0 1";
const SHAFRAN_START: &str = "RP2pr/NP3pb/BP4pn/QP5pb/KP6pk/BP5pq/NP4pb/BP3pn/RP2pr w QBqb - 0 1";
const CLUB_START: &str = "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - 0 1";

/// A setup from a list such as `"Kg1 kg10 Pf5"`: a piece letter (case gives the colour), then a cell.
fn setup(v: &Variant, pieces: &str) -> Setup {
    let mut s = Setup::empty();
    for item in pieces.split_whitespace() {
        let piece = Piece::from_char(item.chars().next().expect("letter")).expect("piece letter");
        s.pieces.push((Coord::of(v.board(), cell(v, &item[1..])), piece));
    }
    s
}

/// A cell of `v`'s board with its name, as setup errors carry it.
fn named(v: &Variant, name: &str) -> CellName {
    CellName::of(v.board(), cell(v, name))
}

fn errors(v: &'static Variant, s: &Setup) -> Vec<SetupError> {
    match Position::from_setup(v, s) {
        Ok(p) => panic!("expected an illegal setup, got {}", p.fen()),
        Err(e) => e.reasons().to_vec(),
    }
}

#[test]
fn a_legal_setup_becomes_a_position() {
    let v = variant("glinski");
    let pos = Position::from_setup(v, &setup(v, "Kg1 kg10 Pf5 pf7")).expect("legal");
    assert_eq!(pos.fen(), "6/7/8/9/10/4P1p4/K8k/9/8/7/6 w - - 0 1");
}

#[test]
fn piece_off_the_board() {
    let v = variant("glinski");
    let mut s = setup(v, "Kg1 kg10");
    s.pieces.push((Coord { file: 0, rank: 7 }, Piece::from_char('N').expect("N")));
    s.pieces.push((Coord { file: 255, rank: 1 }, Piece::from_char('n').expect("n")));
    let (a7, far) = (Coord { file: 0, rank: 7 }, Coord { file: 255, rank: 1 });
    let found = errors(v, &s);
    assert_eq!(
        found,
        [
            SetupError::OffBoard { cell: a7.named(v.board()), piece: Piece::from_char('N').expect("N") },
            SetupError::OffBoard { cell: far.named(v.board()), piece: Piece::from_char('n').expect("n") },
        ]
    );
    let text: Vec<String> = found.iter().map(ToString::to_string).collect();
    assert_eq!(text, ["a piece stands off the board, at a7", "a piece stands off the board, at file #256 rank 1"]);
}

#[test]
fn two_pieces_on_one_cell() {
    let v = variant("glinski");
    let mut s = setup(v, "Kg1 kg10 Nf5");
    s.pieces.push((Coord::of(v.board(), cell(v, "f5")), Piece::from_char('b').expect("b")));
    let pieces = [Piece::from_char('N').expect("N"), Piece::from_char('b').expect("b")];
    assert_eq!(errors(v, &s), [SetupError::CellTwice { cell: named(v, "f5"), pieces }]);
    assert_eq!(errors(v, &s)[0].to_string(), "two pieces stand on f5");
}

#[test]
fn missing_and_extra_kings() {
    let v = variant("glinski");
    assert_eq!(errors(v, &setup(v, "kg10")), [SetupError::NoKing(Color::White)]);
    assert_eq!(errors(v, &setup(v, "Kg1 kg10 kb7")), [SetupError::TooManyKings(Color::Black, 2)]);
    assert_eq!(errors(v, &setup(v, "")), [SetupError::NoKing(Color::White), SetupError::NoKing(Color::Black)]);
}

#[test]
fn pawn_on_a_promotion_cell() {
    let g = variant("glinski");
    assert_eq!(
        errors(g, &setup(g, "Kg1 kg10 Pf11 pa1")),
        [
            SetupError::PawnOnPromotionCell(Color::White, named(g, "f11")),
            SetupError::PawnOnPromotionCell(Color::Black, named(g, "a1"))
        ]
    );
    // Shafran's promotion cells are the tops of White's files and the bottoms of Black's.
    let s = variant("shafran");
    assert_eq!(
        errors(s, &setup(s, "Ke1 ke10 Pf10 pi5")),
        [
            SetupError::PawnOnPromotionCell(Color::White, named(s, "f10")),
            SetupError::PawnOnPromotionCell(Color::Black, named(s, "i5"))
        ]
    );
    // One cell short of the edge is fine.
    assert!(Position::from_setup(s, &setup(s, "Ke1 ke10 Pa5 pi6")).is_ok());
}

#[test]
fn the_side_not_to_move_in_check() {
    let v = variant("glinski");
    // White to move, and White's rook on g5 attacks the black king up the g-file.
    let mut s = setup(v, "Kf1 kg10 Rg5");
    assert_eq!(errors(v, &s), [SetupError::OppositeCheck(Color::Black)]);
    // With Black to move, Black is simply in check.
    s.turn = Color::Black;
    assert!(Position::from_setup(v, &s).expect("legal").is_check());
}

#[test]
fn castling_rights() {
    let g = variant("glinski");
    let mut s = setup(g, "Kg1 kg10");
    s.castling = vec!['Q'];
    assert_eq!(errors(g, &s), [SetupError::UnknownCastlingRight('Q')]);

    let v = variant("shafran");
    let mut s = setup(v, "Ke1 Ra1 ke10 ra6 ri10");
    s.castling = vec!['Q', 'B', 'q', 'b', 'K'];
    assert_eq!(
        errors(v, &s),
        [SetupError::CastlingPiecesMissing('B'), SetupError::UnknownCastlingRight('K')],
        "the i5 rook is missing"
    );
    s.castling = vec!['Q', 'q', 'b'];
    assert_eq!(Position::from_setup(v, &s).expect("legal").castling_letters(), ['Q', 'q', 'b']);
}

#[test]
fn en_passant_cells_that_no_multi_step_leaves() {
    let v = variant("glinski");
    let board = v.board();
    let coords = |names: &[&str]| names.iter().map(|n| Coord::of(board, cell(v, n))).collect::<Vec<_>>();
    let reason = |s: &Setup| match errors(v, s).as_slice() {
        [SetupError::BadEnPassant { reason, .. }] => reason.to_string(),
        other => panic!("expected one en-passant error, got {other:?}"),
    };
    // Black just played f7-f5: legal.
    let mut s = setup(v, "Kg1 kg10 pf5 Pe5");
    s.en_passant = coords(&["f6"]);
    let pos = Position::from_setup(v, &s).expect("legal");
    assert!(common::coords(&pos).contains("e5f6"));

    let mut off = s.clone();
    off.en_passant.push(Coord { file: 0, rank: 9 });
    assert_eq!(reason(&off), "a cell is off the board");

    let mut gap = s.clone();
    gap.en_passant = coords(&["f6", "f8"]);
    assert_eq!(reason(&gap), "the cells must be consecutive steps of one pawn");

    let mut no_victim = setup(v, "Kg1 kg10 Pe5");
    no_victim.en_passant = coords(&["f6"]);
    assert_eq!(reason(&no_victim), "no pawn of the side that just moved stands right after the passed cells");

    // f8 is not a start cell of Black's, so a black pawn on f6 cannot have passed f7.
    let mut no_origin = setup(v, "Kg1 kg10 pf6");
    no_origin.en_passant = coords(&["f7"]);
    assert_eq!(reason(&no_origin), "no pawn could have made that multi-step");

    let mut blocked = setup(v, "Kg1 kg10 pf5 Nf6");
    blocked.en_passant = coords(&["f6"]);
    assert_eq!(reason(&blocked), "the passed cells and the pawn's start cell must be empty");
    let mut start_taken = setup(v, "Kg1 kg10 pf5 nf7");
    start_taken.en_passant = coords(&["f6"]);
    assert_eq!(reason(&start_taken), "the passed cells and the pawn's start cell must be empty");

    // A variant without en passant refuses any en-passant cell.
    let mut spec = v.spec().clone();
    spec.name = "glinski-no-ep".into();
    spec.pawn.en_passant = EnPassantRule::None;
    let no_ep = Variant::compile(&spec).expect("valid spec");
    match errors(no_ep, &s).as_slice() {
        [e @ SetupError::BadEnPassant { reason, cells }] => {
            assert_eq!((*reason, cells.as_slice()), (EnPassantProblem::NotInVariant, [named(v, "f6")].as_slice()));
            assert_eq!(e.to_string(), "en passant f6: this variant has no en passant");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn shafran_en_passant_cells_are_read_in_either_order() {
    let v = variant("shafran");
    // Black's d-pawn went d8-d5, passing d7 then d6.
    let after = common::play(&v.start_position(), "a2a3 d8d5");
    assert!(after.fen().contains(" d7,d6 "), "written in the order passed: {}", after.fen());
    let reversed = after.fen().replace("d7,d6", "d6,d7");
    assert_eq!(Position::from_fen(v, &reversed).expect("legal"), after);
}

#[test]
fn move_number_zero() {
    let v = variant("glinski");
    let mut s = setup(v, "Kg1 kg10");
    s.fullmove_number = 0;
    assert_eq!(errors(v, &s), [SetupError::ZeroFullmove]);
}

#[test]
fn errors_accumulate() {
    let v = variant("glinski");
    let mut s = setup(v, "kg10 kb7 Pf11");
    s.castling = vec!['Q'];
    s.fullmove_number = 0;
    let e = Position::from_setup(v, &s).expect_err("illegal");
    assert_eq!(
        e.reasons(),
        [
            SetupError::NoKing(Color::White),
            SetupError::PawnOnPromotionCell(Color::White, named(v, "f11")),
            SetupError::TooManyKings(Color::Black, 2),
            SetupError::UnknownCastlingRight('Q'),
            SetupError::ZeroFullmove,
        ]
    );
    let text = e.to_string();
    assert_eq!(
        text,
        "White has no king; White pawn on a promotion hex, f11; Black has two kings; \
         castling right 'Q' does not exist in this variant; the move number must be at least 1"
    );
}

#[test]
fn a_variant_whose_start_is_illegal_does_not_compile() {
    let mut spec = variant("glinski").spec().clone();
    spec.name = "glinski-kingless".into();
    spec.setup.white.king = String::new();
    match Variant::compile(&spec) {
        Err(SpecError::BadSetup(e)) => assert_eq!(e.reasons(), [SetupError::NoKing(Color::White)]),
        other => panic!("expected a bad start position, got {other:?}"),
    }
    let mut spec = variant("glinski").spec().clone();
    spec.name = "glinski-pawn-on-top".into();
    spec.setup.white.pawn.push_str(" a6");
    assert!(matches!(Variant::compile(&spec), Err(SpecError::BadSetup(_))));
}

#[test]
fn a_castling_whose_king_and_rook_land_on_one_cell_does_not_compile() {
    let mut spec = variant("shafran").spec().clone();
    spec.name = "shafran-bad-castling".into();
    spec.castling[0].rook[1] = spec.castling[0].king[1].clone();
    match Variant::compile(&spec) {
        Err(SpecError::BadCastling { notation, reason }) => {
            assert_eq!(notation, "Q-0-0");
            assert!(reason.contains("different cells"), "{reason}");
        }
        other => panic!("expected a bad castling, got {other:?}"),
    }
}

fn fen_error(text: &str) -> FenError {
    match fen::parse(variant("glinski"), text) {
        Ok(s) => panic!("{text:?} read as {s:?}"),
        Err(e) => e,
    }
}

#[test]
fn malformed_position_strings() {
    assert_eq!(fen_error(""), FenError::Empty);
    assert_eq!(fen_error("   "), FenError::Empty);
    assert_eq!(fen_error(&GLINSKI_START.replace("RP4pr", "RP4px")), FenError::BadChar('x'));
    assert_eq!(fen_error("6/999999 w - - 0 1"), FenError::RowTooLong);
    assert_eq!(
        fen_error("6/7 w - - 0 1"),
        FenError::BadShape { rows: 2, first: 6, files: 11, file_len: 6, ranks: 11, rank_len: 1 }
    );
    assert_eq!(
        fen_error(&GLINSKI_START.replace("6/P5p/", "6/P4p/")),
        FenError::RowLength { row: 2, got: 6, expected: 7 }
    );
    assert_eq!(fen_error(&GLINSKI_START.replace(" w ", " x ")), FenError::BadTurn("x".into()));
    assert_eq!(fen_error(&GLINSKI_START.replace(" w - ", " w Q1 ")), FenError::BadCastling("Q1".into()));
    assert_eq!(fen_error(&GLINSKI_START.replace(" - 0 1", " f12 0 1")), FenError::BadEnPassant("f12".into()));
    assert_eq!(fen_error(&GLINSKI_START.replace(" - 0 1", " f6,j6 0 1")), FenError::BadEnPassant("f6,j6".into()));
    assert_eq!(
        fen_error(&GLINSKI_START.replace(" 0 1", " x 1")),
        FenError::BadNumber { field: "the halfmove clock", value: "x".into() }
    );
    assert_eq!(
        fen_error(&GLINSKI_START.replace(" 0 1", " 0 -1")),
        FenError::BadNumber { field: "the move number", value: "-1".into() }
    );
    assert_eq!(fen_error(&format!("{GLINSKI_START} 7")), FenError::TooManyFields(7));
    // Every error is a one-line message.
    for text in ["", "6/7", "6/999999", "z"] {
        assert!(!fen_error(text).to_string().contains('\n'));
    }
}

#[test]
fn from_fen_tells_syntax_from_illegal_positions() {
    let v = variant("glinski");
    assert!(matches!(Position::from_fen(v, "6/7"), Err(PositionStringError::Syntax(FenError::BadShape { .. }))));
    let no_white_king = GLINSKI_START.replace("K2P2p2k", "3P2p2k");
    match Position::from_fen(v, &no_white_king) {
        Err(PositionStringError::Illegal(e)) => assert_eq!(e.reasons(), [SetupError::NoKing(Color::White)]),
        other => panic!("{other:?}"),
    }
}

#[test]
fn our_start_strings_round_trip() {
    for (name, text) in [("glinski", GLINSKI_START), ("shafran", SHAFRAN_START)] {
        let v = variant(name);
        let pos = Position::from_fen(v, text).expect("legal");
        assert_eq!(pos, v.start_position(), "{name}");
        assert_eq!(pos.fen(), text);
    }
}

#[test]
fn hexchess_club_rank_by_rank_start_reads_as_our_start() {
    let v = variant("glinski");
    let pos = Position::from_fen(v, CLUB_START).expect("hexchess.club's start");
    assert_eq!(pos, v.start_position());
    assert_eq!(pos.fen(), GLINSKI_START, "writing always gives our 6-field form");
}

#[test]
fn five_field_form_without_castling_is_read() {
    let v = variant("glinski");
    let five = GLINSKI_START.replace(" w - - 0 1", " w - 0 1");
    assert_eq!(Position::from_fen(v, &five).expect("5 fields"), v.start_position());
    // With an en-passant cell: the perft position after …f7-f5.
    let six = "6/1b2p2/1P1n2pr/1R3Pp2/2QPP3n1/BBB1p3b1b/KN4p2q/N4P2k/R1P1P2r/P5p/6 w - f6 0 1";
    let five = six.replace(" w - f6 0 1", " w f6 0 1");
    let pos = Position::from_fen(v, &five).expect("5 fields");
    assert_eq!(pos.fen(), six);
    let after = common::play(&pos, "e5f6");
    assert_eq!(after.piece_at(common::cell(v, "f5")), None, "e5xf6 took the f5 pawn en passant");
}

#[test]
fn fewer_fields_take_defaults() {
    let v = variant("glinski");
    let board_only = GLINSKI_START.split(' ').next().expect("board field");
    assert_eq!(Position::from_fen(v, board_only).expect("board only").fen(), GLINSKI_START);
    let black = Position::from_fen(v, &format!("{board_only} b")).expect("board and side");
    assert_eq!(black.turn(), Color::Black);
}

/// hexchess.club's layout, written here: ranks from the top down, each left to right.
fn club_string(pos: &Position) -> String {
    let board = pos.variant().board();
    let top = board.cells().map(|c| board.rank_of(c)).max().expect("cells");
    let mut rows = Vec::new();
    for rank in (1..=top).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for c in board.cells().filter(|c| board.rank_of(*c) == rank) {
            match pos.piece_at(c) {
                Some(p) => {
                    if empty > 0 {
                        row += &empty.to_string();
                    }
                    empty = 0;
                    row.push(p.char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            row += &empty.to_string();
        }
        rows.push(row);
    }
    let ep: Vec<String> = pos.en_passant_path().into_iter().map(|c| board.name(c)).collect();
    let ep = if ep.is_empty() { "-".to_string() } else { ep.join(",") };
    let turn = if pos.turn() == Color::White { "w" } else { "b" };
    format!("{} {turn} {ep} {} {}", rows.join("/"), pos.halfmove_clock(), pos.fullmove_number())
}

#[test]
fn rank_by_rank_positions_from_random_games_read_back() {
    for seed in 0..40 {
        let name = VARIANTS[seed as usize % 2];
        for pos in common::playout(&variant(name).start_position(), seed, 60) {
            let club = club_string(&pos);
            let read = Position::from_fen(pos.variant(), &club).unwrap_or_else(|e| panic!("{club}: {e}"));
            assert_eq!(read, pos, "{club}");
            assert_eq!(read.fen(), pos.fen());
        }
    }
}

#[test]
fn random_positions_round_trip_in_all_variants() {
    let mut rng = Rng::new(7);
    for name in VARIANTS {
        for _ in 0..20 {
            for pos in common::playout(&variant(name).start_position(), rng.next_u64(), 80) {
                let text = pos.fen();
                assert_eq!(text.split(' ').count(), 6);
                assert_eq!(Position::from_fen(pos.variant(), &text).expect("round trip"), pos);
            }
        }
    }
}
