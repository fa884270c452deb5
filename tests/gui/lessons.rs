//! Lessons in the app (docs/user-guide.md, "The editor and lessons"): a teacher writes a two-step
//! lesson in the editor (text, a marked hex, an arrow drawn by right-dragging, an answer recorded
//! on the board), saves it, and a student opens it from the list, steps through it and answers
//! wrong and right.

use crate::support::*;
use egui::{Event, Modifiers, PointerButton, Pos2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hexchess::gui::{HexApp, Seat};
use hexchess::lesson::{Arrow, Mark, Paint, load_lesson_file};
use hexchess::rules::{Color, Piece, Role};

fn center(h: &Harness<'static, HexApp>, label: &str) -> Pos2 {
    hex(h, label).rect().center()
}

/// Drags with the right button from one hex to another.
fn right_drag(h: &mut Harness<'static, HexApp>, from: &str, to: &str) {
    let (a, b) = (center(h, from), center(h, to));
    let button = |pos, pressed| Event::PointerButton {
        pos,
        button: PointerButton::Secondary,
        pressed,
        modifiers: Modifiers::NONE,
    };
    h.hover_at(a);
    h.run();
    h.event(button(a, true));
    h.run();
    h.hover_at(a + (b - a) * 0.5);
    h.run();
    h.hover_at(b);
    h.run();
    h.event(button(b, false));
    h.run();
}

fn type_into(h: &mut Harness<'static, HexApp>, label: &str, text: &str) {
    click(h, label);
    h.get_by_label(label).type_text(text);
    h.run();
}

#[test]
fn a_two_step_lesson_is_written_saved_reopened_and_answered() {
    let dir = temp_config("lesson-files");
    let mut h = harness("lessons", None);
    h.state_mut().set_lesson_dirs(vec![dir.clone()]);
    h.run();

    // The teacher: a new lesson on the start position.
    press(&mut h, Seat::Bottom, "Editor");
    click(&mut h, "New lesson");
    type_into(&mut h, "lesson title", "Two steps");
    click(&mut h, "Add step");
    type_into(&mut h, "step text", "The f-pawn leads.");
    hex(&h, "f5").click_secondary();
    h.run();
    right_drag(&mut h, "f5", "f7");

    // Step two asks for f5-f6, answered with e7-e6.
    click(&mut h, "Add step");
    type_into(&mut h, "step text", "Push the f-pawn.");
    click(&mut h, "Record answer");
    click_move(&mut h, "f5", "f6");
    click_move(&mut h, "e7", "e6");
    type_into(&mut h, "answer feedback", "Good.");
    click(&mut h, "Save answer");
    type_into(&mut h, "wrong answer feedback", "No, the f-pawn.");
    h.get_by_label("✔ Passes lesson check");
    click(&mut h, "Save lesson");

    // The file on disk, read back by the lesson module.
    let path = dir.join("two-steps.lua");
    let saved = load_lesson_file(&path).expect("the saved lesson loads");
    assert_eq!(saved.title, "Two steps");
    assert_eq!(saved.variant, "glinski");
    assert_eq!(saved.steps.len(), 2);
    let (one, two) = (&saved.steps[0], &saved.steps[1]);
    assert_eq!(one.text, "The f-pawn leads.");
    assert_eq!(one.marks, vec![Mark::new("f5", Paint::Green)]);
    assert_eq!(one.arrows, vec![Arrow::new("f5", "f7", Paint::Green)]);
    assert!(!one.is_question());
    assert_eq!(two.text, "Push the f-pawn.");
    assert_eq!(two.expected.len(), 1);
    assert_eq!(two.expected[0].feedback, "Good.");
    assert!(two.expected[0].reply.is_some());
    assert_eq!(two.wrong_feedback, "No, the f-pawn.");

    // The student: the lesson is in the list; it opens on step one with its arrow.
    click(&mut h, "Lessons");
    click(&mut h, "lesson: two-steps");
    let player = h.state().studio().player().expect("a lesson is open");
    assert_eq!(player.session.progress().step, 1);
    assert_eq!(player.session.step().arrows.len(), 1);
    assert_eq!(count_labels(&h, "Step 1 of 2"), 1);
    click(&mut h, "Next");
    assert_eq!(count_labels(&h, "Step 2 of 2"), 1);

    // A wrong answer: the board stays, the step's feedback shows.
    click_move(&mut h, "e4", "e5");
    h.get_by_label("✖ No, the f-pawn.");
    let s = &h.state().studio().player().unwrap().session;
    let board = s.position().variant().board();
    let at = |s: &hexchess::lesson::LessonSession, name: &str| s.position().piece_at(board.parse_cell(name).unwrap());
    assert_eq!(at(s, "e4"), Some(Piece::new(Color::White, Role::Pawn)));
    assert!(s.is_open_question());

    // The right answer: its feedback, and the opponent's reply is played.
    click_move(&mut h, "f5", "f6");
    h.get_by_label("✔ Good.");
    let s = &h.state().studio().player().unwrap().session;
    assert_eq!(at(s, "f6"), Some(Piece::new(Color::White, Role::Pawn)));
    assert_eq!(at(s, "e6"), Some(Piece::new(Color::Black, Role::Pawn)));
    assert_eq!(at(s, "e7"), None);
    assert_eq!(s.score(), (1, 1));
    h.get_by_label("Solved 1 of 1 questions");
}

#[test]
fn a_lesson_file_saved_while_open_reloads() {
    let dir = temp_config("lesson-reload");
    let mut h = harness("lessons-reload", None);
    h.state_mut().set_lesson_dirs(vec![dir.clone()]);
    let start = "6/P5p/RP4pr/N1P3p1n/Q2P2p2q/BBB1P1p1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 w - - 0 1";
    let lesson = |text: &str| {
        let mut step = hexchess::lesson::Step::new(start);
        step.text = text.into();
        hexchess::lesson::Lesson { steps: vec![step], ..hexchess::lesson::Lesson::new("Reload", "", "glinski") }
    };
    let path = dir.join("reload.lua");
    hexchess::lesson::save_lesson(&path, &lesson("Before.")).unwrap();
    press(&mut h, Seat::Bottom, "Lessons");
    click(&mut h, "lesson: reload");
    h.get_by_label("Before.");
    hexchess::lesson::save_lesson(&path, &lesson("After.")).unwrap();
    // The watcher reports from its own thread; give it a moment.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while count_labels(&h, "After.") == 0 && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(50));
        h.run();
    }
    h.get_by_label("After.");
}
