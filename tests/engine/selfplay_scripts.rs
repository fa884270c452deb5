//! `hexchess selfplay --scripts DIR` plays under the house rules of the scripts in DIR.

use std::process::Command;

fn selfplay(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_hexchess"))
        .args(["selfplay", "--games", "1", "--level", "novice", "--vs", "novice", "--max-plies", "40"])
        .args(args)
        .output()
        .expect("runs")
}

#[test]
fn scripts_change_the_rules_of_the_match() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.lua"), "return { stalemate = \"draw\", threefold = false }").unwrap();
    let out = selfplay(&["--scripts", dir.path().to_str().unwrap()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    let header = text.lines().next().unwrap_or_default();
    assert!(header.contains("stalemate Draw") && header.contains("threefold false"), "{header}");

    let plain = selfplay(&[]);
    let text = String::from_utf8_lossy(&plain.stdout);
    let header = text.lines().next().unwrap_or_default();
    assert!(header.contains("stalemate Glinski") && header.contains("threefold true"), "{header}");
}

#[test]
fn a_broken_script_is_a_clean_error() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("bad.lua"), "return { threefol = false }").unwrap();
    let out = selfplay(&["--scripts", dir.path().to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.lua:1:") && err.contains("threefol"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}
