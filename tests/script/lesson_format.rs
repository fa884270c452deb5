//! The lesson file format: the Lua writer round-trips, saving is atomic and reloadable, and
//! broken lesson files (tests/data/lessons/) give the problems a teacher needs, through the
//! library and through `hexchess lesson check`.

use std::path::{Path, PathBuf};
use std::process::Command;

use hexchess::lesson::{
    Answer, Arrow, BUILTIN_LESSONS, Lesson, LessonError, Mark, Paint, ProblemKind, Step, check_lesson_file,
    load_lesson_file, open_lesson_file, parse_lesson, save_lesson, to_lua,
};
use hexchess::rules::{PositionStringError, ResolveError, SetupError};
use hexchess::script::ScriptErrorKind;
use proptest::prelude::*;

const START: &str = "6/P5p/RP4pr/N1P3p1n/Q2P2p2q/BBB1P1p1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 w - - 0 1";

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/lessons").join(name)
}

fn round_trip(lesson: &Lesson) -> Lesson {
    let source = to_lua(lesson);
    parse_lesson("written.lua", &source).unwrap_or_else(|e| panic!("{e}\n{source}"))
}

/// A lesson using every key, with texts that are hard to write as Lua strings.
fn tricky_lesson() -> Lesson {
    let mut step = Step::new(START);
    step.text = "He said \"f6!\" \\ then: ]] and ]=] and [[x]]\nSecond line ¾ – ♞ 象\n\n\tindented]".into();
    step.arrows = vec![Arrow::new("f5", "f7", Paint::Red), Arrow::new("e4", "e6", Paint::Rgb([0x12, 0xab, 0xef]))];
    step.marks = vec![Mark::new("f6", Paint::Green), Mark::new("f7", Paint::Yellow)];
    step.expected = vec![
        Answer { reply: Some("e7e6".into()), ..Answer::new("f6", "Right!\r\nWindows line end, NUL \0 and bell \u{7}") },
        Answer::new("e4e6", ""),
    ];
    step.wrong_feedback = "]]".into();
    let mut lesson = Lesson::new("Quotes \"and\" ]] brackets", "Ανδρέας O'Brien", "glinski");
    lesson.steps = vec![step, Step::new(START)];
    lesson
}

#[test]
fn the_writer_round_trips_every_key_and_awkward_texts() {
    let lesson = tricky_lesson();
    assert_eq!(round_trip(&lesson), lesson);
}

#[test]
fn the_writer_round_trips_the_shipped_lessons_and_writes_readable_lua() {
    for (file, source) in BUILTIN_LESSONS {
        let lesson = parse_lesson(file, source).expect("loads");
        assert_eq!(round_trip(&lesson), lesson, "{file}");
    }
    let written = to_lua(&parse_lesson("l.lua", BUILTIN_LESSONS[2].1).expect("loads"));
    assert!(written.starts_with("-- A hexchess lesson"), "{written}");
    assert!(written.contains("    -- Step 5 of 5\n"), "{written}");
    assert!(written.contains("          move = \"Ra4+\",\n          reply = \"Kxa4\",\n"), "{written}");
    assert!(written.contains("      text = [[\nOnly the two kings are left."), "{written}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn any_texts_round_trip(title in any::<String>(), text in any::<String>(), feedback in ".*\n.*") {
        let mut step = Step::new(START);
        step.text = text;
        step.expected = vec![Answer::new("f6", feedback)];
        let mut lesson = Lesson::new(title, "", "glinski");
        lesson.steps = vec![step];
        prop_assert_eq!(round_trip(&lesson), lesson);
    }
}

#[test]
fn a_saved_lesson_loads_back_and_plays() {
    let dir = std::env::temp_dir().join(format!("hexchess-lesson-format-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("tricky.lua");
    let lesson = tricky_lesson();
    save_lesson(&path, &lesson).expect("saves");
    assert_eq!(load_lesson_file(&path).expect("loads"), lesson);
    assert_eq!(check_lesson_file(&path).expect("checks"), vec![]);
    assert_eq!(open_lesson_file(&path).expect("opens").progress().total, 2);
    std::fs::remove_dir_all(&dir).expect("cleanup");
}

#[test]
fn bad_positions_and_cells_are_named_by_step() {
    let problems = check_lesson_file(&data("bad-position.lua")).expect("loads");
    let found: Vec<(Option<usize>, ProblemKind)> = problems.into_iter().map(|p| (p.step, p.kind)).collect();
    assert_eq!(found.len(), 3, "{found:?}");
    match &found[0] {
        (Some(2), ProblemKind::Position(PositionStringError::Illegal(e))) => {
            assert!(e.reasons().contains(&SetupError::TooManyKings(hexchess::rules::Color::White, 2)), "{e}")
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(found[1], (Some(3), ProblemKind::MarkCell { mark: 1, cell: "j5".into() }));
    assert!(matches!(found[2], (Some(3), ProblemKind::Position(PositionStringError::Syntax(_)))));
}

#[test]
fn illegal_answers_false_claims_and_bad_replies_are_found() {
    let problems = check_lesson_file(&data("illegal-answer.lua")).expect("loads");
    let lines: Vec<String> = problems.iter().map(ToString::to_string).collect();
    assert_eq!(
        lines,
        [
            "step 1: answer 1 (f5f7): f5f7 is not a legal move here",
            "step 1: answer 2 (Nf4): Nf4 is ambiguous: it could be d1f4, h1f4",
            "step 1: answer 3 (f6#): it does not give checkmate",
            "step 1: reply to answer 4 (e7e5): e7e5 is not a legal move here",
        ]
    );
    assert!(matches!(
        &problems[0].kind,
        ProblemKind::Answer { error, .. } if *error == ResolveError::Illegal("f5f7".into()).into()
    ));
}

#[test]
fn an_unknown_key_is_named_with_its_lua_path() {
    let Err(LessonError::Load(e)) = check_lesson_file(&data("unknown-key.lua")) else { panic!("should not load") };
    assert_eq!(e.kind, ScriptErrorKind::Invalid);
    assert!(e.message.starts_with("steps[1].arrows[2].colour: unknown field `colour`"), "{}", e.message);
}

#[test]
fn a_lua_syntax_error_gives_file_and_line() {
    let Err(LessonError::Load(e)) = check_lesson_file(&data("syntax-error.lua")) else { panic!("should not load") };
    assert_eq!((e.kind, e.line), (ScriptErrorKind::Syntax, Some(4)));
    assert!(e.to_string().ends_with("syntax-error.lua:4: '}' expected (to close '{' at line 2) near 'variant'"), "{e}");
}

#[test]
fn an_unknown_variant_is_a_problem() {
    let lesson = parse_lesson("v.lua", "return { title = 'x', variant = 'nope', steps = {} }").expect("parses");
    let err = hexchess::lesson::check_lesson("v.lua", &lesson).unwrap_err();
    assert!(matches!(&err, LessonError::Variant { name, .. } if name == "nope"));
    assert!(err.to_string().starts_with("v.lua: variant \"nope\": no built-in variant"), "{err}");
}

/// Runs `hexchess lesson check` on a test file: exit code and stdout lines.
fn cli_check(name: &str) -> (Option<i32>, Vec<String>) {
    let out = Command::new(env!("CARGO_BIN_EXE_hexchess"))
        .current_dir(data(""))
        .args(["lesson", "check", name])
        .output()
        .expect("runs");
    (out.status.code(), String::from_utf8_lossy(&out.stdout).lines().map(str::to_string).collect())
}

#[test]
fn the_cli_prints_one_line_per_problem_and_exits_2() {
    let (code, lines) = cli_check("illegal-answer.lua");
    assert_eq!(code, Some(2));
    assert_eq!(lines.len(), 4, "{lines:?}");
    assert_eq!(lines[2], "illegal-answer.lua: step 1: answer 3 (f6#): it does not give checkmate");
    let (code, lines) = cli_check("bad-position.lua");
    assert_eq!(code, Some(2));
    assert_eq!(lines[0], "bad-position.lua: step 2: position: illegal position: White has two kings");
    let (code, lines) = cli_check("syntax-error.lua");
    assert_eq!((code, lines.len()), (Some(2), 1));
    assert!(lines[0].starts_with("syntax-error.lua:4: "), "{lines:?}");
    let (code, lines) = cli_check("unknown-key.lua");
    assert_eq!((code, lines.len()), (Some(2), 1));
    assert!(lines[0].starts_with("unknown-key.lua: steps[1].arrows[2].colour: unknown field"), "{lines:?}");
    let (code, lines) = cli_check("no-such-file.lua");
    assert_eq!((code, lines.len()), (Some(2), 1));
}

#[test]
fn the_example_in_the_docs_is_a_sound_lesson() {
    let doc = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/lessons.md")).expect("docs");
    let example = doc.split("```lua\n").nth(1).and_then(|rest| rest.split("```").next()).expect("a lua example");
    let lesson = parse_lesson("docs/lessons.md", example).expect("parses");
    assert_eq!(lesson.steps.len(), 2);
    assert_eq!(hexchess::lesson::check_lesson("docs/lessons.md", &lesson), Ok(vec![]));
}
