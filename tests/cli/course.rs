//! `hexchess course check` on the shipped course of every variant, on a course folder of the
//! user's that overlays it, and on broken stage files (tests/data/course/), each giving one clear
//! line with its file and line.

use std::process::Command;

use super::rules::Run;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/course");

/// Runs the binary in `cwd` with an empty config folder, so only the course folders the test
/// means are read.
fn course_check(cwd: &std::path::Path, args: &[&str]) -> Run {
    let config = tempfile::tempdir().expect("temp dir");
    let out = Command::new(env!("CARGO_BIN_EXE_hexchess"))
        .args(["course", "check"])
        .args(args)
        .current_dir(cwd)
        .env("HEXCHESS_CONFIG_DIR", config.path())
        .output()
        .expect("the binary runs");
    Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// The level count of a summary line `N levels in M stages (VARIANT): all solvable within par`.
fn levels_in(summary: &str, variant: &str) -> usize {
    let suffix = format!("({variant}): all solvable within par");
    assert!(summary.ends_with(&suffix), "{summary}");
    summary.split(' ').next().and_then(|n| n.parse().ok()).expect("a count")
}

#[test]
fn the_shipped_course_is_solvable_within_par_for_every_variant() {
    let empty = tempfile::tempdir().expect("temp dir");
    let run = course_check(empty.path(), &[]).ok();
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 3, "one summary per variant and no problem: {}", run.stdout);
    assert!(levels_in(lines[0], "glinski") >= 60);
    assert!(levels_in(lines[1], "mccooey") >= 30);
    assert!(levels_in(lines[2], "shafran") >= 30);
}

#[test]
fn one_variant_is_checked_alone() {
    let empty = tempfile::tempdir().expect("temp dir");
    let run = course_check(empty.path(), &["--variant", "shafran"]).ok();
    assert!(levels_in(run.last_line(), "shafran") >= 30);
}

#[test]
fn a_user_folder_overlays_a_stage_and_its_problems_are_reported() {
    let dir = tempfile::tempdir().expect("temp dir");
    let stages = dir.path().join("courses").join("glinski");
    std::fs::create_dir_all(&stages).expect("folder");
    let broken = std::fs::read_to_string(format!("{DATA}/unsolvable.lua")).expect("data");
    std::fs::write(stages.join("06-the-pawn.lua"), &broken).expect("overlay the pawn stage");
    std::fs::write(stages.join("99-extra.lua"), &broken).expect("add a stage");
    let run = course_check(dir.path(), &["--variant", "glinski"]);
    let overlaid = "courses/glinski/06-the-pawn.lua:6: level 1: cannot be solved within par 1";
    assert!(run.stdout.contains(overlaid), "{}", run.stdout);
    assert!(run.stdout.contains("courses/glinski/99-extra.lua:6: level 1"), "{}", run.stdout);
    assert!(run.last_line().ends_with("(glinski): 2 problems"), "{}", run.stdout);
    run.failed_with("2 problems in the course");
}

/// Checks a broken file and returns its first stdout line, after the common assertions.
fn broken(name: &str) -> String {
    let file = format!("{DATA}/{name}");
    let run = course_check(std::path::Path::new(DATA), &["--variant", "glinski", &file]);
    let first = run.stdout.lines().next().unwrap_or("").to_string();
    assert!(first.starts_with(&file), "{first:?} should name {file}");
    run.failed_with("in the course");
    first
}

#[test]
fn broken_course_files_give_clear_located_errors() {
    assert!(broken("bad-lua.lua").contains("bad-lua.lua:4: '}' expected"));
    let typo = broken("unknown-key.lua");
    assert!(typo.contains("unknown-key.lua:6: levels[1].gaol: unknown field `gaol`"), "{typo}");
    let illegal = broken("illegal-position.lua");
    assert!(illegal.ends_with("illegal-position.lua:7: level 2: position: White has two kings"), "{illegal}");
    let unsolvable = broken("unsolvable.lua");
    assert!(unsolvable.contains(":6: level 1: cannot be solved within par 1"), "{unsolvable}");
    let empty = broken("empty-text.lua");
    assert!(empty.ends_with("empty-text.lua: `introduction` is empty"), "{empty}");
}
