//! One test for each case where the public engines or sources disagree and docs/rules.md decides
//! (see its sections on each variant). Each test names the case and shows the behaviour we follow.

use crate::common;

use common::reference::{Plain, Reference};
use common::{cell, coords, play, pos, variant};
use hexchess::rules::spec::EnPassantRule;
use hexchess::rules::{
    Color, Coord, Game, GameStatus, Piece, Points, Position, Role, RuleSettings, Setup, StalemateRule, Variant, perft,
};

/// A setup from a list such as `"Kg1 kg10 Pf5"`: a piece letter (case gives the colour), then a cell.
fn setup(v: &'static Variant, turn: Color, pieces: &str) -> Position {
    let mut s = Setup::empty();
    s.turn = turn;
    for item in pieces.split_whitespace() {
        let piece = Piece::from_char(item.chars().next().expect("letter")).expect("piece letter");
        s.pieces.push((Coord::of(v.board(), cell(v, &item[1..])), piece));
    }
    Position::from_setup(v, &s).unwrap_or_else(|e| panic!("{pieces}: {e}"))
}

fn piece(p: &Position, name: &str) -> Option<char> {
    p.piece_at(cell(p.variant(), name)).map(|p| p.char())
}

/// hexchess-zero puts Black's king and queen the other way round; we follow the seed and every
/// other engine: K g1, Q e1 and K g10, Q e10 (Black mirrors White across the horizontal axis).
#[test]
fn hexchess_zero_king_queen_swap_we_put_kings_on_g1_and_g10() {
    let start = variant("glinski").start_position();
    assert_eq!(piece(&start, "g1"), Some('K'));
    assert_eq!(piece(&start, "e1"), Some('Q'));
    assert_eq!(piece(&start, "g10"), Some('k'));
    assert_eq!(piece(&start, "e10"), Some('q'));
    // hexchess.club's published start string agrees (its second row is e10 f10 g10 = q b k).
    let club = "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - 0 1";
    assert_eq!(Position::from_fen(start.variant(), club).expect("club start"), start);
    // McCooey's start has the same king and queen cells.
    let mccooey = variant("mccooey").start_position();
    assert_eq!([piece(&mccooey, "g1"), piece(&mccooey, "e1")], [Some('K'), Some('Q')]);
    assert_eq!([piece(&mccooey, "g10"), piece(&mccooey, "e10")], [Some('k'), Some('q')]);
}

/// Gliński: a pawn double-steps from any of its own side's start cells, including one it reached
/// by capturing from another start cell (…g7xf7 then …f7-f5). All engines agree.
#[test]
fn glinski_double_step_from_any_own_start_cell_even_after_capturing_onto_it() {
    let g = variant("glinski");
    // Black: the f7 pawn is gone, a white knight stands on f7, Black's g7 pawn takes it.
    let p = setup(g, Color::Black, "Kg1 kg10 Nf7 pg7 Pb1");
    let p = play(&p, "g7f7 b1b2");
    let moves = coords(&p);
    assert!(moves.contains("f7f5"), "the pawn from g7 double-steps from f7: {moves:?}");
    let after = play(&p, "f7f5");
    assert_eq!(after.fen().split(' ').nth(3), Some("f6"), "and may be taken en passant on f6");

    // White: e4xf5 lands on White's f-pawn start cell; then f5-f7 is allowed.
    let p = setup(g, Color::White, "Kg1 kg10 Pe4 nf5 pb7");
    let p = play(&p, "e4f5 b7b6");
    assert!(coords(&p).contains("f5f7"));

    // Only the side's own start cells count: a black pawn on White's start cell e4 steps once.
    let p = setup(g, Color::Black, "Kg1 kg10 pe4");
    let pawn_moves: Vec<String> = coords(&p).into_iter().filter(|m| m.starts_with("e4")).collect();
    assert_eq!(pawn_moves, ["e4e3"]);
    // A pawn that is not on a start cell steps once.
    let p = setup(g, Color::White, "Kg1 kg10 Pe5");
    let pawn_moves: Vec<String> = coords(&p).into_iter().filter(|m| m.starts_with("e5")).collect();
    assert_eq!(pawn_moves, ["e5e6"]);
}

/// En passant applies on every file, the b-file included (hexchess.rs forgets the b-file; our
/// figures follow the other three engines).
#[test]
fn en_passant_on_every_file_including_the_b_file() {
    let g = variant("glinski");
    let b = g.board();
    let up = hexchess::rules::Direction::from_clock(12).expect("12");
    let hour = |h| hexchess::rules::Direction::from_clock(h).expect("hour");
    let mut files = Vec::new();
    for (mover, starts, ahead, takers) in [
        (Color::White, "b1 c2 d3 e4 f5 g4 h3 i2 k1", up, [hour(10), hour(2)]),
        (Color::Black, "b7 c7 d7 e7 f7 g7 h7 i7 k7", up.opposite(), [hour(8), hour(4)]),
    ] {
        for start in starts.split(' ') {
            let from = cell(g, start);
            let passed = b.step(from, ahead).expect("a cell ahead");
            let to = b.step(passed, ahead).expect("two cells ahead");
            // Enemy pawns that attack the passed cell stand one step from it, opposite to their
            // capture directions: for a black taker, at 10 or 2 o'clock from it (White's forward
            // capture directions), and the other way round.
            for taker_dir in takers {
                let Some(taker) = b.step(passed, taker_dir) else { continue };
                let (mine, theirs) = if mover == Color::White { ('P', 'p') } else { ('p', 'P') };
                let list = format!("Kf1 kf11 {mine}{start} {theirs}{}", b.name(taker));
                let p = setup(g, mover, &list);
                let p = play(&p, &format!("{start}{}", b.name(to)));
                let capture = format!("{}{}", b.name(taker), b.name(passed));
                assert!(coords(&p).contains(&capture), "{list}: {capture} after {start}-{}", b.name(to));
                let after = play(&p, &capture);
                assert_eq!(after.piece_at(to), None, "{list}: the pawn on {} is taken", b.name(to));
                files.push(b.name(from).chars().next().expect("file"));
            }
        }
    }
    files.dedup();
    assert!(files.contains(&'b'), "the b-file is covered");
    // Named case: White's b1-b3 taken by a black pawn on a2 or c3 on b2.
    let p = play(&setup(g, Color::White, "Kf1 kf11 Pb1 pa2 pc3"), "b1b3");
    assert!(coords(&p).contains("a2b2") && coords(&p).contains("c3b2"));
}

/// Shafran: a pawn that went two or three cells can be taken on any cell it passed (the seed and
/// Ludii), not only the last one (Jocly).
#[test]
fn shafran_en_passant_on_any_passed_cell_not_only_the_last() {
    let s = variant("shafran");
    // White's d2-d5 passes d3 and d4; Black's c4 pawn attacks d3, the e6 pawn attacks d4.
    let before = setup(s, Color::White, "Ka1 ki10 Pd2 pc4 pe6");
    let p = play(&before, "d2d5");
    assert_eq!(p.fen().split(' ').nth(3), Some("d3,d4"));
    let ours = coords(&p);
    assert!(ours.contains("c4d3"), "the first passed cell: {ours:?}");
    assert!(ours.contains("e6d4"), "the last passed cell: {ours:?}");
    let taken = play(&p, "c4d3");
    assert_eq!(taken.piece_at(cell(s, "d5")), None, "c4xd3 takes the d5 pawn");

    // Jocly's rule, as a variant: the same position allows only the capture on d4.
    let mut spec = s.spec().clone();
    spec.name = "shafran-last-passed".into();
    spec.pawn.en_passant = EnPassantRule::LastPassed;
    let jocly = Variant::compile(&spec).expect("valid spec");
    let q = Position::from_fen(jocly, &p.fen()).expect("legal");
    let theirs = coords(&q);
    assert!(!theirs.contains("c4d3") && theirs.contains("e6d4"));
    assert_eq!(ours.len(), theirs.len() + 1, "exactly one move differs");
    assert_eq!(perft(&p, 2), perft(&q, 2) + perft(&play(&p, "c4d3"), 1), "and so do the counts below");
}

/// Shafran: four castlings per side (Jocly and Ludii agree), with their conditions: king and rook
/// unmoved, every cell between them empty, the king not in check, and no cell the king crosses or
/// lands on attacked.
#[test]
fn shafran_castling_four_ways_per_side_with_its_conditions() {
    let s = variant("shafran");
    let base = "Ke1 Ra1 Ri5 ke10 ra6 ri10";
    let castles = |p: &Position| -> Vec<String> {
        let mut c: Vec<String> = p
            .legal_moves()
            .into_iter()
            .filter(|m| m.is_castle())
            .map(|m| hexchess::rules::SanPlus::from_move(p, m).to_string())
            .collect();
        c.sort();
        c
    };
    let all = ["B-0-0", "B-0-0-0", "Q-0-0", "Q-0-0-0"];
    let with_rights = |turn, pieces: &str| {
        let p = setup(s, turn, pieces);
        let mut st = p.to_setup();
        st.castling = p
            .variant()
            .castling_rights()
            .iter()
            .filter(|r| {
                st.piece_at(Coord::of(s.board(), r.king_home)) == Some(Piece::new(r.color, Role::King))
                    && st.piece_at(Coord::of(s.board(), r.rook_home)) == Some(Piece::new(r.color, Role::Rook))
            })
            .map(|r| r.letter)
            .collect();
        Position::from_setup(s, &st).expect("legal")
    };
    let white = with_rights(Color::White, base);
    let black = with_rights(Color::Black, base);
    assert_eq!(castles(&white), all);
    assert_eq!(castles(&black), all);

    // Where king and rook land (rules.md's table).
    for (p, mv, king, rook, rook_from) in [
        (&white, "e1c1", "c1", "d1", "a1"),
        (&white, "e1b1", "b1", "c1", "a1"),
        (&white, "e1g3", "g3", "f2", "i5"),
        (&white, "e1h4", "h4", "g3", "i5"),
        (&black, "e10g10", "g10", "f10", "i10"),
        (&black, "e10h10", "h10", "g10", "i10"),
        (&black, "e10c8", "c8", "d9", "a6"),
        (&black, "e10b7", "b7", "c8", "a6"),
    ] {
        let after = play(p, mv);
        let color = p.turn();
        assert_eq!(after.piece_at(cell(s, king)), Some(Piece::new(color, Role::King)), "{mv}");
        assert_eq!(after.piece_at(cell(s, rook)), Some(Piece::new(color, Role::Rook)), "{mv}");
        assert_eq!(after.piece_at(cell(s, rook_from)), None, "{mv}");
        let own: Vec<char> =
            after.castling_letters().into_iter().filter(|l| l.is_uppercase() == (color == Color::White)).collect();
        assert!(own.is_empty(), "{mv}: castling ends that side's rights");
    }

    // The king has moved (and come back): no castling that side.
    let p = play(&with_rights(Color::White, &format!("{base} pb5")), "e1e2 b5b4 e2e1 b4b3");
    assert_eq!(castles(&p), Vec::<String>::new());
    assert_eq!(castles(&play(&p, "a1a2")), all, "Black keeps its rights");
    // A rook has moved and come back: only the other wing.
    let p = play(&white, "a1a2 e10e9 a2a1 e9e10");
    assert_eq!(castles(&p), ["B-0-0", "B-0-0-0"]);
    // A cell between king and rook is occupied: b1 blocks both queen's-wing castlings, h4 both
    // bishops'-wing ones (it lies between king and rook though neither lands there in B-0-0).
    assert_eq!(castles(&with_rights(Color::White, &format!("{base} Nb1"))), ["B-0-0", "B-0-0-0"]);
    assert_eq!(castles(&with_rights(Color::White, &format!("{base} Nh4"))), ["Q-0-0", "Q-0-0-0"]);
    // In check (a black rook on e5): no castling at all.
    assert_eq!(castles(&with_rights(Color::White, &format!("{base} re5"))), Vec::<String>::new());
    // An attacked cell the king crosses or lands on. The rook may cross attacked cells.
    for (attacker, expected) in [
        ("rd9", vec!["B-0-0", "B-0-0-0"]), // d1: crossed by both queen's-wing castlings
        ("rc8", vec!["B-0-0", "B-0-0-0"]), // c1: landed on by Q-0-0, crossed by Q-0-0-0
        ("rb7", vec!["B-0-0", "B-0-0-0", "Q-0-0"]), // b1: only Q-0-0-0 lands there; Q-0-0's rook crosses it
        ("rf10", vec!["Q-0-0", "Q-0-0-0"]), // f2: crossed by both bishops'-wing castlings
        ("rg10", vec!["Q-0-0", "Q-0-0-0"]), // g3: landed on by B-0-0, crossed by B-0-0-0
        ("rh10", vec!["B-0-0", "Q-0-0", "Q-0-0-0"]), // h4: only B-0-0-0 lands there
    ] {
        let p = with_rights(Color::White, &format!("{base} {attacker}"));
        assert_eq!(castles(&p), expected, "attacked by {attacker}");
    }
}

/// McCooey: every pawn double-steps from its start cell except the f-pawn (f4, f8), which never does.
#[test]
fn mccooey_f_pawn_never_double_steps() {
    let start = variant("mccooey").start_position();
    let white = coords(&start);
    assert!(white.contains("f4f5") && !white.contains("f4f6"));
    for double in ["c1c3", "d2d4", "e3e5", "g3g5", "h2h4", "i1i3"] {
        assert!(white.contains(double), "{double}");
    }
    let black = coords(&play(&start, "c1c2"));
    assert!(black.contains("f8f7") && !black.contains("f8f6"));
    for double in ["c8c6", "d8d6", "e8e6", "g8g6", "h8h6", "i8i6"] {
        assert!(black.contains(double), "{double}");
    }
}

/// The rules' own check that a position is stalemate, from the reference generator.
fn assert_stalemate(p: &Position) {
    let reference = Reference::new(p.variant());
    let plain = Plain::of(p);
    assert!(reference.legal(&plain).is_empty(), "{}: the reference finds moves", p.fen());
    assert!(!p.is_check() && !p.has_legal_move(), "{}", p.fen());
}

/// The same position with colours swapped under the variant's symmetry.
fn colour_swapped(p: &Position) -> Position {
    let v = p.variant();
    let b = v.board();
    let s = p.to_setup();
    let swapped = Setup {
        pieces: s
            .pieces
            .iter()
            .map(|(c, pc)| {
                let image = v.symmetric_cell(c.cell(b).expect("on the board"));
                (Coord::of(b, image), Piece::new(pc.color.other(), pc.role))
            })
            .collect(),
        turn: s.turn.other(),
        ..s
    };
    Position::from_setup(v, &swapped).expect("legal")
}

/// Gliński: stalemate scores ¾ to the player who delivered it and ¼ to the stalemated player by
/// default (a plain draw as a rule option); McCooey and Shafran score it as a draw.
#[test]
fn glinski_stalemate_scores_three_quarters_mccooey_and_shafran_draw() {
    for (name, fen, points) in [
        ("glinski", "6/7/8/9/10/11/10/Q8/8/1k1K3/6 b - - 0 1", Points { white: 3, black: 1 }),
        ("mccooey", "6/7/8/9/10/11/10/9/K3Q3/7/1k4 b - - 0 1", Points::DRAW),
        ("shafran", "6/7/8/9/6Q3/9/4K3/7/5k b - - 0 1", Points::DRAW),
    ] {
        let p = pos(name, fen);
        assert_stalemate(&p);
        let rules = p.variant().default_rules();
        let status = Game::new(p).status(&rules);
        assert_eq!(status, GameStatus::Stalemate { stalemated: Color::Black }, "{name}");
        assert_eq!(status.outcome(&rules).map(|o| o.points), Some(points), "{name}");
        // White stalemated: the points turn round.
        let q = colour_swapped(&p);
        assert_stalemate(&q);
        let swapped = Points { white: points.black, black: points.white };
        assert_eq!(Game::new(q).status(&rules).outcome(&rules).map(|o| o.points), Some(swapped), "{name}");
    }
    let g = pos("glinski", "6/7/8/9/10/11/10/Q8/8/1k1K3/6 b - - 0 1");
    assert_eq!(g.variant().default_rules().stalemate, StalemateRule::Glinski);
    let outcome = Game::new(g).status(&g.variant().default_rules()).outcome(&g.variant().default_rules());
    assert_eq!(outcome.map(|o| o.points.result_text()).as_deref(), Some("3/4-1/4"));
    // As a rule option, a plain draw.
    let draw = RuleSettings { stalemate: StalemateRule::Draw, ..g.variant().default_rules() };
    assert_eq!(Game::new(g).status(&draw).outcome(&draw).map(|o| o.points), Some(Points::DRAW));
}

/// Shafran: kings alone are a draw. Gliński (and McCooey) have no automatic insufficient-material
/// draw: the game goes on.
#[test]
fn shafran_bare_kings_draw_but_glinski_has_no_insufficient_material_draw() {
    // White's king takes the last black piece.
    for (name, fen, expected) in [
        ("shafran", "6/7/8/9/Kr2k5/9/8/7/6 w - - 0 1", GameStatus::BareKings),
        ("glinski", "6/7/8/9/Kr2k5/11/10/9/8/7/6 w - - 0 1", GameStatus::Ongoing),
        ("mccooey", "6/7/8/9/Kr2k5/11/10/9/8/7/6 w - - 0 1", GameStatus::Ongoing),
    ] {
        let p = pos(name, fen);
        let rules = p.variant().default_rules();
        let mut game = Game::new(p);
        assert_eq!(game.status(&rules), GameStatus::Ongoing, "{name}");
        game.play(common::coord_move(&p, "e1e2")).expect("legal");
        assert!(game.position().is_bare_kings());
        assert_eq!(game.status(&rules), expected, "{name}");
        if expected == GameStatus::BareKings {
            assert_eq!(game.status(&rules).outcome(&rules).map(|o| o.points), Some(Points::DRAW));
        }
    }
    // Gliński: a lone knight cannot mate, yet nothing ends the game but the usual rules.
    let p = pos("glinski", "6/7/8/9/10/11/K8k/N8/8/7/6 w - - 0 1");
    assert_eq!(Game::new(p).status(&p.variant().default_rules()), GameStatus::Ongoing);
}
