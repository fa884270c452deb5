//! The shipped lessons in `lessons/`: each passes `lesson check` (through the library and the
//! binary), and what their texts claim is true on the board.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use hexchess::lesson::{BUILTIN_LESSONS, Lesson, Paint, Step, check_lesson_file, lesson_catalog, load_lesson_file};
use hexchess::rules::{
    Bitboard, Color, CoordMove, Game, GameStatus, Move, MoveKind, Piece, Points, Position, Role, SanPlus, Variant,
    notation::parse_any,
};
use hexchess::script::builtin_variant;

fn lesson_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("lessons/ exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "lua"))
        .collect();
    files.sort();
    files
}

fn lesson(name: &str) -> Lesson {
    load_lesson_file(&Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons").join(name)).expect("loads")
}

fn glinski() -> &'static Variant {
    builtin_variant("glinski").expect("built in")
}

/// Step `n` (from 1), after making sure it is the step the test means.
fn step<'a>(lesson: &'a Lesson, n: usize, about: &str) -> &'a Step {
    let s = &lesson.steps[n - 1];
    assert!(s.text.contains(about), "step {n} of {:?} should be about {about:?}", lesson.title);
    s
}

fn position(step: &Step) -> Position {
    Position::from_fen(glinski(), &step.position).expect("legal position")
}

fn answer(step: &Step, i: usize) -> (Position, Move) {
    let pos = position(step);
    let mv = parse_any(&pos, &step.expected[i].mv).expect("legal answer");
    (pos, mv)
}

fn after(pos: &Position, mv: Move) -> Position {
    pos.play(mv).expect("legal move")
}

fn coord(pos: &Position, mv: Move) -> String {
    CoordMove::from_move(pos, mv).to_string()
}

/// The moves of `pos` after which `test` holds, in coordinate notation.
fn moves_where(pos: &Position, test: impl Fn(&Position) -> bool) -> BTreeSet<String> {
    pos.legal_moves().into_iter().filter(|m| test(&after(pos, *m))).map(|m| coord(pos, m)).collect()
}

fn is_mate(p: &Position) -> bool {
    p.is_check() && !p.has_legal_move()
}

fn is_stalemate(p: &Position) -> bool {
    !p.is_check() && !p.has_legal_move()
}

fn cell_set(pos: &Position, names: impl IntoIterator<Item = String>) -> Bitboard {
    names.into_iter().map(|n| pos.variant().board().parse_cell(&n).expect("cell")).collect()
}

#[test]
fn there_are_at_least_three_lessons_and_all_are_built_in() {
    let files = lesson_files();
    assert!(files.len() >= 3, "{files:?}");
    for file in &files {
        let name = file.file_name().and_then(|n| n.to_str()).expect("name");
        let source = std::fs::read_to_string(file).expect("readable");
        let built_in = BUILTIN_LESSONS.iter().find(|(n, _)| *n == name).map(|(_, s)| *s);
        assert_eq!(built_in, Some(source.as_str()), "{name} must be in BUILTIN_LESSONS");
    }
    let catalog = lesson_catalog(&[]);
    assert_eq!(catalog.len(), BUILTIN_LESSONS.len());
    assert!(catalog.iter().all(|e| e.lesson.is_ok() && e.origin == "built-in"));
}

#[test]
fn every_shipped_lesson_passes_check_through_the_library() {
    for file in lesson_files() {
        let problems = check_lesson_file(&file).expect("loads and its variant resolves");
        assert!(problems.is_empty(), "{}: {problems:?}", file.display());
        assert_eq!(load_lesson_file(&file).expect("loads").variant, "glinski");
    }
}

#[test]
fn every_shipped_lesson_passes_check_through_the_binary() {
    for file in lesson_files() {
        let out = Command::new(env!("CARGO_BIN_EXE_hexchess")).arg("lesson").arg("check").arg(&file).output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{}: {stdout}{}", file.display(), String::from_utf8_lossy(&out.stderr));
        let steps = load_lesson_file(&file).expect("loads").steps.len();
        assert_eq!(stdout.lines().last(), Some(format!("ok: {steps} steps").as_str()));
    }
}

#[test]
fn every_mate_answer_mates_and_every_mate_is_accepted() {
    let mut mates = 0;
    for file in lesson_files() {
        let lesson = load_lesson_file(&file).expect("loads");
        for (n, s) in lesson.steps.iter().enumerate() {
            if !s.expected.iter().any(|a| a.mv.ends_with('#')) {
                continue;
            }
            let pos = position(s);
            let accepted: BTreeSet<String> =
                s.expected.iter().map(|a| coord(&pos, parse_any(&pos, &a.mv).expect("legal"))).collect();
            assert_eq!(accepted, moves_where(&pos, is_mate), "{} step {}", file.display(), n + 1);
            mates += 1;
        }
    }
    assert!(mates >= 3, "the lessons teach at least three mates, found {mates}");
}

#[test]
fn pieces_reach_what_lesson_one_says_from_the_centre() {
    let v = glinski();
    let f6 = v.board().parse_cell("f6").expect("cell");
    let reach = |role| v.attacks(Piece::new(Color::White, role), f6, Bitboard::EMPTY).count();
    let texts: String = lesson("01-how-pieces-move.lua").steps.iter().map(|s| s.text.as_str()).collect();
    assert_eq!(reach(Role::Rook), 30);
    assert!(texts.contains("reaches 30 hexes"));
    assert_eq!(reach(Role::Bishop), 12);
    assert!(texts.contains("reaches only 12 hexes"));
    assert_eq!(reach(Role::Queen), 42);
    assert!(texts.contains("she reaches 42 hexes"));
    assert_eq!(reach(Role::King), 12);
    assert_eq!(reach(Role::Knight), 12);
}

#[test]
fn the_three_bishops_cover_the_board_and_knights_always_change_shade() {
    let v = glinski();
    let board = v.board();
    let bishop = Piece::new(Color::White, Role::Bishop);
    let mut covered = Bitboard::EMPTY;
    for start in ["f1", "f2", "f3"] {
        let start = board.parse_cell(start).expect("cell");
        let mut seen = Bitboard::from_cell(start);
        let mut todo = vec![start];
        while let Some(c) = todo.pop() {
            for next in v.attacks(bishop, c, Bitboard::EMPTY) {
                assert_eq!(board.shade(next), board.shade(start), "a bishop keeps its shade");
                if !seen.contains(next) {
                    seen |= Bitboard::from_cell(next);
                    todo.push(next);
                }
            }
        }
        covered |= seen;
    }
    assert_eq!(covered.count() as usize, board.cell_count(), "together the bishops reach every hex");
    let knight = Piece::new(Color::White, Role::Knight);
    for c in board.cells() {
        for t in v.attacks(knight, c, Bitboard::EMPTY) {
            assert_ne!(board.shade(t), board.shade(c));
        }
    }
}

#[test]
fn lesson_one_questions_have_the_answers_their_texts_describe() {
    let l = lesson("01-how-pieces-move.lua");
    // The rook: one knight only is on its lines.
    let s = step(&l, 2, "only one of them is on the rook's lines");
    let pos = position(s);
    let captures: Vec<Move> = pos.legal_moves().into_iter().filter(|m| pos.piece_at(m.to).is_some()).collect();
    assert_eq!(captures.len(), 1);
    assert_eq!(coord(&pos, answer(s, 0).1), coord(&pos, captures[0]));
    // The bishops: only one reaches b6.
    let s = step(&l, 4, "Only one of White's bishops can reach b6");
    let pos = position(s);
    let b6 = pos.variant().board().parse_cell("b6").expect("cell");
    let to_b6: Vec<Move> = pos.legal_moves().into_iter().filter(|m| m.to == b6).collect();
    assert_eq!(to_b6.len(), 1);
    // The king: green marks are where it may go, red marks are covered by the knight.
    let s = step(&l, 6, "covers e5 and e6");
    let pos = position(s);
    let targets: BTreeSet<String> = pos.legal_moves().iter().map(|m| coord(&pos, *m)[2..].to_string()).collect();
    let green: BTreeSet<String> = s.marks.iter().filter(|m| m.color == Paint::Green).map(|m| m.cell.clone()).collect();
    assert_eq!(targets, green);
    assert_eq!(s.marks.len(), 12);
    // The knight: the 12 marks are its leaps, and the answer forks king and queen for good.
    let s = step(&l, 7, "a fork");
    let (pos, mv) = answer(s, 0);
    let leaps: BTreeSet<String> =
        moves_where(&pos, |_| true).into_iter().filter_map(|m| m.strip_prefix("f6").map(str::to_string)).collect();
    assert_eq!(leaps, s.marks.iter().map(|m| m.cell.clone()).collect());
    let forked = cell_set(&pos, ["g10".to_string(), "b6".to_string()]);
    let next = after(&pos, mv);
    let attacked = pos.variant().attacks(Piece::new(Color::White, Role::Knight), mv.to, next.occupied());
    assert_eq!(attacked & forked, forked);
    let only_fork: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| {
            let a = pos.variant().attacks(Piece::new(Color::White, Role::Knight), m.to, Bitboard::EMPTY);
            a & forked == forked
        })
        .collect();
    assert_eq!(only_fork, vec![mv]);
    for reply in next.legal_moves() {
        let later = after(&next, reply);
        assert!(parse_any(&later, "e8b6").is_ok(), "after {} the knight takes the queen", coord(&next, reply));
    }
}

#[test]
fn lesson_two_pawn_moves_are_what_the_texts_say() {
    let l = lesson("02-the-pawn.lua");
    let v = glinski();
    let s = step(&l, 1, "start on b1, c2, d3, e4, f5, g4, h3, i2 and k1");
    let starts: Bitboard = v.board().cells().filter(|c| v.multi_step(Color::White, *c) > 1).collect();
    let pos = position(s);
    assert_eq!(cell_set(&pos, s.marks.iter().map(|m| m.cell.clone())), starts);
    for (n, about) in [(2, "two hexes straight forward"), (3, "may still make a double step")] {
        let (_, mv) = answer(step(&l, n, about), 0);
        assert_eq!(mv.kind, MoveKind::MultiStep, "step {n}");
    }
    let s = step(&l, 4, "not diagonally either");
    let pos = position(s);
    for blocked in ["e5e6", "e5d6"] {
        assert!(parse_any(&pos, blocked).is_err(), "{blocked}");
    }
    assert_eq!(moves_where(&pos, |_| true).iter().filter(|m| m.starts_with("e5")).count(), 2);
    let (_, mv) = answer(step(&l, 5, "en passant"), 0);
    assert_eq!(mv.kind, MoveKind::EnPassant);
    let s = step(&l, 6, "must become a queen, rook, bishop or knight");
    let (pos, mv) = answer(s, 0);
    assert_eq!(mv.promotion, Some(Role::Queen));
    assert_eq!(cell_set(&pos, s.marks.iter().map(|m| m.cell.clone())), v.promotion_cells(Color::White));
}

#[test]
fn lesson_three_counts_its_stalemates_right() {
    let l = lesson("03-mates-and-stalemate.lua");
    let s = step(&l, 2, "three different White moves here stalemate");
    assert_eq!(moves_where(&position(s), is_stalemate).len(), 3);
    let s = step(&l, 3, "One rook move here stalemates");
    let rook_stalemates: Vec<String> =
        moves_where(&position(s), is_stalemate).into_iter().filter(|m| m.starts_with("c5")).collect();
    assert_eq!(rook_stalemates.len(), 1);
}

#[test]
fn the_three_quarter_stalemate_trap_scores_three_quarters() {
    let l = lesson("03-mates-and-stalemate.lua");
    let s = step(&l, 4, "Only the two kings are left");
    let (pos, mv) = answer(s, 0);
    assert!(pos.is_bare_kings());
    assert!(moves_where(&pos, is_mate).is_empty());
    assert_eq!(moves_where(&pos, is_stalemate), BTreeSet::from([coord(&pos, mv)]));
    // The red marks are the black king's escape hexes, all covered after the answer.
    let next = after(&pos, mv);
    let king = Piece::new(Color::Black, Role::King);
    let escapes = pos.variant().attacks(king, pos.king(Color::Black), Bitboard::EMPTY);
    assert_eq!(cell_set(&pos, s.marks.iter().map(|m| m.cell.clone())), escapes);
    let rules = glinski().default_rules();
    let mut game = Game::new(pos);
    game.play(mv).expect("legal");
    assert_eq!(game.status(&rules), GameStatus::Stalemate { stalemated: Color::Black });
    let outcome = game.status(&rules).outcome(&rules).expect("over");
    assert_eq!(outcome.points, Points::three_quarters(Color::White));
    assert!(is_stalemate(&next));
}

#[test]
fn the_rook_sacrifice_forces_stalemate() {
    let l = lesson("03-mates-and-stalemate.lua");
    let s = step(&l, 5, "Give up your rook");
    let (pos, mv) = answer(s, 0);
    assert_eq!(pos.turn(), Color::Black);
    assert!(!pos.legal_moves().iter().any(|m| m.from == pos.king(Color::Black)), "the king has no move");
    let mut white_to_move = pos.to_setup();
    white_to_move.turn = Color::White;
    let white_to_move = Position::from_setup(glinski(), &white_to_move).expect("legal");
    assert!(!moves_where(&white_to_move, is_mate).is_empty(), "White threatens mate in one");
    let next = after(&pos, mv);
    assert!(next.is_check());
    let replies = next.legal_moves();
    let reply = parse_any(&next, s.expected[0].reply.as_deref().expect("a reply")).expect("legal");
    assert_eq!(replies, vec![reply], "taking the rook is White's only move");
    assert_eq!(SanPlus::from_move(&next, reply).to_string(), "Kxa4");
    assert!(is_stalemate(&after(&next, reply)));
    let forcing = moves_where(&pos, |p| {
        let replies = p.legal_moves();
        !replies.is_empty() && replies.iter().all(|r| is_stalemate(&after(p, *r)))
    });
    assert_eq!(forcing, BTreeSet::from([coord(&pos, mv)]));
    let rules = glinski().default_rules();
    let mut game = Game::new(pos);
    game.play(mv).expect("legal");
    game.play(reply).expect("legal");
    let outcome = game.status(&rules).outcome(&rules).expect("over");
    assert_eq!(outcome.points, Points::three_quarters(Color::White), "¼ for Black");
}
